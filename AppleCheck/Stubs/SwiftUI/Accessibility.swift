// SwiftUI declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16), SwiftUI/SwiftUICore arm64-apple-ios.swiftinterface; this
// file: the accessibility modifiers (SwiftUI).
// Conventions (`// SDK 18`, `// docs:`, `// GUESS`, `// DIFFERENCE`, availability): see View.swift.

// docs: A view modifier that adds accessibility properties to the view
// SDK 18 (SwiftUI @~787000): `@MainActor @preconcurrency public struct
// AccessibilityAttachmentModifier : ViewModifier`, `Sendable` unavailable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct AccessibilityAttachmentModifier: ViewModifier {
  // GUESS: the initializer and body (a primitive modifier in the SDK)
  nonisolated init() {}
  public func body(content: Content) -> Never { fatalError() }
}

@available(*, unavailable)
extension AccessibilityAttachmentModifier: Sendable {}

// docs: Defines the behavior for the child elements of the new parent element.
// SDK 18 (SwiftUI @~1144000): iOS 13, and not `Sendable` (the conformance is declared unavailable).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityChildBehavior: Hashable {
  private let id: Int  // GUESS: storage
  // DIFFERENCE: `nonisolated(unsafe)`: the stub compiles in Swift 6 mode, where a global of a
  // non-Sendable type needs it; SDK 18 (built in Swift 5 mode) writes `public static let`.
  // docs: Any child accessibility elements become hidden.
  nonisolated(unsafe) public static let ignore: AccessibilityChildBehavior = AccessibilityChildBehavior(id: 0)
  // docs: Any child accessibility elements become children of the new accessibility element.
  nonisolated(unsafe) public static let contain: AccessibilityChildBehavior = AccessibilityChildBehavior(id: 1)
  // docs: Combine any child accessibility element's properties for the new accessibility
  // element.
  nonisolated(unsafe) public static let combine: AccessibilityChildBehavior = AccessibilityChildBehavior(id: 2)
}

@available(*, unavailable)
extension AccessibilityChildBehavior: Sendable {}

// docs: A set of accessibility traits that describe how an element behaves.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
  private var bits: UInt32  // GUESS: storage
  private init(bits: UInt32) { self.bits = bits }
  public init() { self.bits = 0 }
  public static let isButton: AccessibilityTraits = AccessibilityTraits(bits: 1 << 0)
  public static let isHeader: AccessibilityTraits = AccessibilityTraits(bits: 1 << 1)
  public static let isSelected: AccessibilityTraits = AccessibilityTraits(bits: 1 << 2)
  public static let isLink: AccessibilityTraits = AccessibilityTraits(bits: 1 << 3)
  public static let isSearchField: AccessibilityTraits = AccessibilityTraits(bits: 1 << 4)
  public static let isImage: AccessibilityTraits = AccessibilityTraits(bits: 1 << 5)
  public static let playsSound: AccessibilityTraits = AccessibilityTraits(bits: 1 << 6)
  public static let isKeyboardKey: AccessibilityTraits = AccessibilityTraits(bits: 1 << 7)
  public static let isStaticText: AccessibilityTraits = AccessibilityTraits(bits: 1 << 8)
  public static let isSummaryElement: AccessibilityTraits = AccessibilityTraits(bits: 1 << 9)
  public static let updatesFrequently: AccessibilityTraits = AccessibilityTraits(bits: 1 << 10)
  public static let startsMediaSession: AccessibilityTraits = AccessibilityTraits(bits: 1 << 11)
  public static let allowsDirectInteraction: AccessibilityTraits = AccessibilityTraits(
    bits: 1 << 12
  )
  public static let causesPageTurn: AccessibilityTraits = AccessibilityTraits(bits: 1 << 13)
  public static let isModal: AccessibilityTraits = AccessibilityTraits(bits: 1 << 14)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static let isToggle: AccessibilityTraits = AccessibilityTraits(bits: 1 << 15)

  // SetAlgebra conformance. GUESS: bodies.
  public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits | other.bits)
  }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits & other.bits)
  }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits ^ other.bits)
  }
  @discardableResult public mutating func insert(_ newMember: AccessibilityTraits)
    -> (inserted: Bool, memberAfterInsert: AccessibilityTraits)
  {
    let inserted = !contains(newMember)
    bits |= newMember.bits
    return (inserted, newMember)
  }
  @discardableResult public mutating func remove(_ member: AccessibilityTraits)
    -> AccessibilityTraits?
  {
    let had = contains(member)
    bits &= ~member.bits
    return had ? member : nil
  }
  @discardableResult public mutating func update(with newMember: AccessibilityTraits)
    -> AccessibilityTraits?
  {
    let had = contains(newMember)
    bits |= newMember.bits
    return had ? newMember : nil
  }
  public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
  public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // docs: Adds a label to the view that describes its contents.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityLabel(_ label: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { modifier(AccessibilityAttachmentModifier()) }

  // docs: Adds a label to the view that describes its contents.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { modifier(AccessibilityAttachmentModifier()) }

  // docs: Adds a label to the view that describes its contents.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @_disfavoredOverload  // SDK 18 (SwiftUI @~44000)
  nonisolated public func accessibilityLabel<S>(_ label: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol
  { modifier(AccessibilityAttachmentModifier()) }

  // docs: Adds a textual description of the value that the view contains.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityValue(_ valueDescription: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { modifier(AccessibilityAttachmentModifier()) }

  // docs: Adds a textual description of the value that the view contains.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { modifier(AccessibilityAttachmentModifier()) }

  // docs: Adds a textual description of the value that the view contains.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @_disfavoredOverload  // GUESS: so that string literals pick the LocalizedStringKey overload
  nonisolated public func accessibilityValue<S>(_ value: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol
  { modifier(AccessibilityAttachmentModifier()) }

  // docs: Communicates to the user what happens after performing the view's action.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { modifier(AccessibilityAttachmentModifier()) }

  // docs: Specifies whether to hide this view from system accessibility features.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityHidden(_ hidden: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { modifier(AccessibilityAttachmentModifier()) }

  // docs: Adds the given traits to the view.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { modifier(AccessibilityAttachmentModifier()) }

  // docs: Removes the given traits from this view.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { modifier(AccessibilityAttachmentModifier()) }

  // docs: Adds an accessibility action labeled by the contents of `label` to the view.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityAction(
    named nameKey: LocalizedStringKey,
    _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier())
  }

  // docs: Adds an accessibility action to the view.
  // SDK 18 (SwiftUI @~1245000): iOS 13 for the `Text` overload, iOS 14 for the others.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { modifier(AccessibilityAttachmentModifier()) }

  // docs: Adds an accessibility action to the view.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @_disfavoredOverload  // SDK 18
  nonisolated public func accessibilityAction<S>(named name: S, _ handler: @escaping () -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol
  { modifier(AccessibilityAttachmentModifier()) }

  // docs: Creates a new accessibility element, or modifies the AccessibilityChildBehavior of the
  // existing accessibility element.
  // SDK 18 (SwiftUI @~1188000): iOS 13.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> some View
  { self }

  // docs: Uses the string you specify to identify the view.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityIdentifier(_ identifier: String)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { modifier(AccessibilityAttachmentModifier()) }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  // docs: Adds a label to the view that describes its contents.
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> {
    self
  }

  // docs: Adds a label to the view that describes its contents.
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey)
    -> ModifiedContent<Content, Modifier>
  { self }

  // docs: Adds a label to the view that describes its contents.
  @_disfavoredOverload  // GUESS: so that string literals pick the LocalizedStringKey overload
  nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Content, Modifier>
  where S: StringProtocol { self }

  // docs: Adds a textual description of the value that the view contains.
  nonisolated public func accessibilityValue(_ valueDescription: Text)
    -> ModifiedContent<Content, Modifier>
  { self }

  // docs: Adds a textual description of the value that the view contains.
  nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey)
    -> ModifiedContent<Content, Modifier>
  { self }

  // docs: Adds a textual description of the value that the view contains.
  @_disfavoredOverload  // GUESS: so that string literals pick the LocalizedStringKey overload
  nonisolated public func accessibilityValue<S>(_ value: S) -> ModifiedContent<Content, Modifier>
  where S: StringProtocol { self }

  // docs: Specifies whether to hide this view from system accessibility features.
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier>
  { self }

  // docs: Adds the given traits to the view.
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Content, Modifier>
  { self }
}
