// SwiftUI declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16); this file: SwiftUICore's view identity (`id(_:)`), control
// size, redaction, active appearance and dynamic view content (`onDelete`, `onMove`, the
// collections' `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`), which the client trial of
// 2026-12-07 needed (reviews/client-trial-2026-12-07.md).
// Sources: where a declaration is marked `SDK 18`, SwiftUI's or SwiftUICore's interface as read in
// the index; otherwise Apple's documentation (`docs:`; SwiftUICore's interface, 982,545
// characters with its declarations in no searchable order, was read only where its offset is
// given), whose declarations omit the underscored and `@inlinable` attributes.
// Conventions (`// SDK 18`, `// docs:`, `// GUESS`, `// DIFFERENCE`, availability): see View.swift.

// MARK: - View identity

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // docs: Binds a view's identity to the given proxy value. (`nonisolated func id<ID>(_ id: ID) ->
  // some View where ID : Hashable`; iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0.)
  nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { self }
}

// MARK: - Control size

// docs: The size classes, like regular or small, that you can apply to controls within a view.
// (`enum ControlSize`, `Sendable`; iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, visionOS 1.0;
// `large` macOS 11.0; `extraLarge` iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0.)
// GUESS: `CaseIterable, Hashable` (older interfaces print `CaseIterable`, `Equatable`,
// `Hashable`); SDK 18's `Comparable` conformance is not stubbed.
@available(iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, *)
public enum ControlSize: CaseIterable, Hashable, Sendable {
  // docs: A control version that is minimally sized.
  case mini
  // docs: A control version that is proportionally smaller size for space-constrained views.
  case small
  // docs: A control version that is the default size.
  case regular
  // docs: A control version that is prominently sized.
  @available(macOS 11.0, *)
  case large
  // docs: A control version that is substantially sized. The largest control size.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  case extraLarge
  // docs: A collection of all values of this type. GUESS: body (a case newer than the type rules
  // out the synthesized one).
  public static var allCases: [ControlSize] { [.mini, .small, .regular] }
}

@available(iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, *)
extension EnvironmentValues {
  // docs: The size to apply to controls within a view. (`var controlSize: ControlSize { get set }`.)
  public var controlSize: ControlSize {
    get { .regular }  // GUESS: body
    set {}
  }
}

@available(iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, *)
extension View {
  // docs: Sets the size for controls within this view. (`nonisolated func controlSize(_
  // controlSize: ControlSize) -> some View`.)
  nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { self }
}

// MARK: - Redaction

// docs: The reasons to apply a redaction to data displayed on screen. (`struct RedactionReasons`,
// `OptionSet`, `Sendable`, `init(rawValue: Int)`, `let rawValue: Int`; iOS 14.0, macOS 11.0, tvOS
// 14.0, watchOS 7.0, visionOS 1.0.) Only `placeholder` of its reasons is stubbed (`privacy` and
// `invalidated` are later additions whose versions were not read).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct RedactionReasons: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  // docs: Displayed data should appear as generic placeholders.
  public static let placeholder: RedactionReasons = RedactionReasons(rawValue: 1 << 0)  // GUESS: value
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension EnvironmentValues {
  // docs: The current redaction reasons applied to the view hierarchy. (`var redactionReasons:
  // RedactionReasons { get set }`.)
  public var redactionReasons: RedactionReasons {
    get { [] }  // GUESS: body
    set {}
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  // docs: Adds a reason to apply a redaction to this view hierarchy. (`nonisolated func
  // redacted(reason: RedactionReasons) -> some View`.)
  nonisolated public func redacted(reason: RedactionReasons) -> some View { self }
  // docs: Removes any reason to apply a redaction to this view hierarchy. (`nonisolated func
  // unredacted() -> some View`.)
  nonisolated public func unredacted() -> some View { self }
}

// MARK: - Active appearance

@available(iOS 18.0, macOS 10.15, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension EnvironmentValues {
  // docs: Whether views and styles in this environment should prefer an active appearance over an
  // inactive appearance. (`@backDeployed(before: macOS 15.0) var appearsActive: Bool { get set }`;
  // iOS 18.0, macOS 10.15, tvOS 18.0, watchOS 11.0, visionOS 2.0: on macOS it back-deploys to
  // 10.15, elsewhere it is new in the 2024 releases. "On all other platforms, this value is always
  // `true`.")
  @backDeployed(before: macOS 15.0)
  public var appearsActive: Bool {
    get { true }  // GUESS: body
    set {}
  }
}

// MARK: - Dynamic view content: deleting and moving rows

// docs: A type of view that generates views from an underlying collection of data. (`protocol
// DynamicViewContent : View`, `associatedtype Data : Collection`, `var data: Self.Data { get }`;
// iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0.) GUESS: `@preconcurrency
// @MainActor` and the `@MainActor @preconcurrency` requirement, as SDK 18 prints `View`'s.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol DynamicViewContent: View {
  associatedtype Data: Collection
  @MainActor @preconcurrency var data: Self.Data { get }
}

// docs: `extension ForEach : DynamicViewContent where Content : View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: DynamicViewContent where Content: View {}

// SDK 18 (SwiftUI @~845000): `@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
// extension DynamicViewContent { @inlinable nonisolated public func onDelete(perform action:
// Optional<(IndexSet) -> Void>) -> some DynamicViewContent }`, and `onMove(perform:)` beside it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicViewContent {
  // docs: Sets the deletion action for the dynamic view.
  @inlinable nonisolated public func onDelete(perform action: Optional<(IndexSet) -> Void>)
    -> some DynamicViewContent
  { self }
  // docs: Sets the move action for the dynamic view. GUESS: shaped as `onDelete` (the SDK text was
  // not copied).
  @inlinable nonisolated public func onMove(perform action: Optional<(IndexSet, Int) -> Void>)
    -> some DynamicViewContent
  { self }
}

// SDK 18 (SwiftUICore @~612000): `extension Swift.RangeReplaceableCollection where Self :
// Swift.MutableCollection { @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) public
// mutating func remove(atOffsets offsets: Foundation.IndexSet) }` and `extension
// Swift.MutableCollection { ... public mutating func move(fromOffsets source: Foundation.IndexSet,
// toOffset destination: Swift.Int) }`, both extensions `@available(iOS 13.0, macOS 10.15, tvOS
// 13.0, watchOS 6.0, *)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension RangeReplaceableCollection where Self: MutableCollection {
  // docs: Removes all the elements at the specified offsets from the collection.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public mutating func remove(atOffsets offsets: IndexSet) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension MutableCollection {
  // docs: Moves all the elements at the specified offsets to the specified destination offset,
  // preserving ordering.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {}
}
