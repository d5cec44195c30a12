// SwiftUI declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16); this file: what an app's screens use around the package
// (forms, pickers, sliders, labels, sheets, toolbar items, keyboard shortcuts, `@Bindable`, scene
// sizes, the AppKit delegate adaptor), for the example apps under Examples/. None of it was
// compared with the SDK 18 interface (its offsets are unknown): declarations and availability are
// the documentation's (2026 snapshot), whose forms for these long-standing APIs match SDK 18; the
// isolation is the SDK's pattern for view structs (`@MainActor @preconcurrency`, `nonisolated`
// initializers, `Sendable` unavailable).
// Conventions (`// docs:`, `// GUESS`, `// DIFFERENCE`, availability): see View.swift.

// MARK: - Labels, dividers

// docs: A standard label for user interface items, consisting of an icon with a title.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct Label<Title, Icon>: View where Title: View, Icon: View {
  // docs: Creates a label with a custom title and icon.
  nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
  public var body: Never { fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension Label: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
  // docs: Creates a label with a system icon image and a title generated from a localized string.
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
  // docs: Creates a label with a system icon image and a title generated from a string.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {}
}

// docs: A visual element that can be used to separate other content.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Divider: View {
  // docs: (creates a divider)
  nonisolated public init() {}
  public var body: Never { fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension Divider: Sendable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Button where Label == SwiftUI.Label<Text, Image> {
  // docs: Creates a button with a specified system image.
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey,
    systemImage: String,
    action: @escaping @MainActor () -> Void
  ) {}
  // docs: Creates a button with a specified system image.
  @_disfavoredOverload
  @preconcurrency nonisolated public init<S>(
    _ title: S,
    systemImage: String,
    action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {}
}

// MARK: - Button roles

// docs: A value that describes the purpose of a button.
// GUESS: `Equatable, Sendable` and `static let`s (the docs list `Equatable` and `Sendable`).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
  private let id: Int  // GUESS: storage
  // docs: A role that indicates a destructive button.
  public static let destructive: ButtonRole = ButtonRole(id: 0)
  // docs: A role that indicates a button that cancels an operation.
  public static let cancel: ButtonRole = ButtonRole(id: 1)
}

// SDK 18 (SwiftUI @~1,146,500), the three extensions of `Button` with a role.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button {
  // docs: Creates a button with a specified role that displays a custom label.
  @preconcurrency nonisolated public init(
    role: ButtonRole?,
    action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button where Label == Text {
  // docs: Creates a button with a specified role that generates its label from a localized
  // string key.
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey,
    role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {}
  // docs: Creates a button with a specified role that generates its label from a string.
  @preconcurrency @_disfavoredOverload nonisolated public init<S>(
    _ title: S,
    role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button where Label == SwiftUI.Label<Text, Image> {
  // docs: Creates a button with a specified role and system image.
  // SDK 18: `@_alwaysEmitIntoClient nonisolated` (its body calls `init(role:action:label:)`).
  @_alwaysEmitIntoClient nonisolated public init(
    _ titleKey: LocalizedStringKey,
    systemImage: String,
    role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }
  // docs: Creates a button with a specified role and system image.
  @_alwaysEmitIntoClient @_disfavoredOverload nonisolated public init<S>(
    _ title: S,
    systemImage: String,
    role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {
    self.init(role: role, action: action) { SwiftUI.Label(title, systemImage: systemImage) }
  }
}

// MARK: - Forms and controls

// docs: A container for grouping controls used for data entry, such as in settings or
// inspectors.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Form<Content>: View where Content: View {
  // docs: Creates a form with the provided content.
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension Form: Sendable {}

// docs: A type that applies a custom appearance to all forms within a view.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@preconcurrency @MainActor public protocol FormStyle {}

// docs: Rules for showing the contents of a form in grouped sections.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct GroupedFormStyle: FormStyle {
  // docs: Creates a form style with grouped sections.
  public init() {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension FormStyle where Self == GroupedFormStyle {
  // docs: A form style with grouped rows.
  @MainActor @preconcurrency public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  // docs: Sets the style for forms in a view hierarchy.
  nonisolated public func formStyle<S>(_ style: S) -> some View where S: FormStyle { self }
}

// docs: A container view that you can use to add hierarchy within certain views.
// SDK 18 (SwiftUI @~589000): `public struct Section<Parent, Content, Footer> {}`, no global actor
// (its `View` conformance is an extension) and plain `public init`s, `Sendable` unavailable; the
// `content:header:footer:`, `content:footer:` and `content:header:` forms iOS 13,
// `@_alwaysEmitIntoClient`; the title forms iOS 15. (Until the client trial of 2026-12-07 the stub
// was `@MainActor` with `nonisolated` initializers and gave the header forms iOS 15.) The older
// `header:footer:content:` forms are in Screens.swift.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Section<Parent, Content, Footer> {}

@available(*, unavailable)
extension Section: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
  public typealias Body = Never
  public var body: Never { fatalError() }  // GUESS: body

  // docs: Creates a section with a header, footer, and the provided section content.
  @_alwaysEmitIntoClient public init(
    @ViewBuilder content: () -> Content,
    @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content: View, Footer: View {
  // docs: Creates a section with a footer and the provided section content.
  @_alwaysEmitIntoClient public init(
    @ViewBuilder content: () -> Content,
    @ViewBuilder footer: () -> Footer
  ) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  // docs: Creates a section with the provided section content.
  public init(@ViewBuilder content: () -> Content) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
  // docs: Creates a section with a header and the provided section content.
  @_alwaysEmitIntoClient public init(
    @ViewBuilder content: () -> Content,
    @ViewBuilder header: () -> Parent
  ) {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Section where Parent == Text, Content: View, Footer == EmptyView {
  // docs: Creates a section with the provided section content.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  // docs: Creates a section with the provided section content.
  @_disfavoredOverload
  public init<S>(_ title: S, @ViewBuilder content: () -> Content)
  where S: StringProtocol {}
}

// docs: A container for attaching a label to a value-bearing view.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct LabeledContent<Label, Content> {}

@available(*, unavailable)
extension LabeledContent: Sendable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent: View where Label: View, Content: View {
  public var body: Never { fatalError() }  // GUESS: body
  // docs: Creates a standard labeled element, with a view that conveys the value of the element
  // and a label.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content == Text {
  // docs: Creates a labeled informational view.
  nonisolated public init<S>(_ titleKey: LocalizedStringKey, value: S) where S: StringProtocol {}
  // docs: Creates a labeled informational view.
  @_disfavoredOverload
  nonisolated public init<S1, S2>(_ title: S1, value: S2)
  where S1: StringProtocol, S2: StringProtocol {}
}

// docs: A control for selecting a value from a bounded linear range of values.
// (No tvOS: the page lists iOS, iPadOS, Mac Catalyst, macOS, visionOS and watchOS.)
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency public struct Slider<Label, ValueLabel>: View
where Label: View, ValueLabel: View {
  public var body: Never { fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension Slider: Sendable {}

@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
extension Slider where ValueLabel == EmptyView {
  // docs: Creates a slider to select a value from a given range, subject to a step increment,
  // which displays the provided label.
  // SDK 18 (SwiftUI @~194000): `@_alwaysEmitIntoClient` (the label-less forms and the form without
  // a step are in Screens.swift).
  @_alwaysEmitIntoClient nonisolated public init<V>(
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

// docs: A control for selecting from a set of mutually exclusive values.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Picker<Label, SelectionValue, Content>: View
where Label: View, SelectionValue: Hashable, Content: View {
  // docs: Creates a picker that displays a custom label.
  nonisolated public init(
    selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {}
  public var body: Never { fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension Picker: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Picker where Label == Text {
  // docs: Creates a picker that generates its label from a localized string key.
  nonisolated public init(
    _ titleKey: LocalizedStringKey,
    selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {}
  // docs: Creates a picker that generates its label from a string.
  @_disfavoredOverload
  nonisolated public init<S>(
    _ title: S,
    selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) where S: StringProtocol {}
}

// docs: A control that performs increment and decrement actions.
// (docs: iOS 13.0, macOS 10.15, watchOS 9.0, visionOS 1.0; no tvOS. Isolation as the other
// controls of SDK 18.)
@available(iOS 13.0, macOS 10.15, watchOS 9.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency public struct Stepper<Label>: View where Label: View {
  // docs: Creates a stepper instance that performs the closures you provide when the user
  // increments or decrements the stepper.
  nonisolated public init(
    @ViewBuilder label: () -> Label,
    onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}
  public var body: Never { fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension Stepper: Sendable {}

@available(iOS 13.0, macOS 10.15, watchOS 9.0, *)
@available(tvOS, unavailable)
extension Stepper {
  // docs: Creates a stepper configured to increment or decrement a binding to a value using a
  // step value you provide.
  nonisolated public init<V>(
    value: Binding<V>,
    step: V.Stride = 1,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: Strideable {}
  // docs: Creates a stepper configured to increment or decrement a binding to a value using a
  // step value and within a range of values you provide.
  nonisolated public init<V>(
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: Strideable {}
}

@available(iOS 13.0, macOS 10.15, watchOS 9.0, *)
@available(tvOS, unavailable)
extension Stepper where Label == Text {
  // docs: Creates a stepper that uses a title key and increments or decrements a binding to a
  // value by a step size you provide.
  nonisolated public init<V>(
    _ titleKey: LocalizedStringKey,
    value: Binding<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: Strideable {}
  // docs: Creates a stepper using a title string and that increments or decrements a binding to
  // a value by a step size you provide.
  @_disfavoredOverload
  nonisolated public init<S, V>(
    _ title: S,
    value: Binding<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where S: StringProtocol, V: Strideable {}
  // docs: Creates a stepper instance that increments and decrements a binding to a value, by a
  // step size and within a closed range that you provide.
  nonisolated public init<V>(
    _ titleKey: LocalizedStringKey,
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: Strideable {}
  // docs: Creates a stepper instance that increments and decrements a binding to a value, by a
  // step size and within a closed range that you provide.
  @_disfavoredOverload
  nonisolated public init<S, V>(
    _ title: S,
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where S: StringProtocol, V: Strideable {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // docs: Sets the unique tag value of this view.
  nonisolated public func tag<V>(_ tag: V) -> some View where V: Hashable { self }

  // docs: Sets the maximum number of lines that text can occupy in this view.
  nonisolated public func lineLimit(_ number: Int?) -> some View { self }

  // docs: Presents a sheet when a binding to a Boolean value that you provide is true.
  nonisolated public func sheet<Content>(
    isPresented: Binding<Bool>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View { self }

  // docs: Presents a sheet using the given item as a data source for the sheet's content.
  nonisolated public func sheet<Item, Content>(
    item: Binding<Item?>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View { self }
}

// MARK: - Sheet detents

// docs: A type that represents a height where a sheet naturally rests. (docs: `struct
// PresentationDetent`, conforming to Hashable and Sendable; iOS 16.0, macOS 13.0, tvOS 16.0,
// watchOS 9.0, visionOS 1.0.) `custom(_:)` and `Context` are not stubbed.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent: Hashable, Sendable {
  private let id: Double  // GUESS: storage
  // docs: The system detent for a sheet at full height.
  public static let large: PresentationDetent = PresentationDetent(id: -1)
  // docs: The system detent for a sheet that's approximately half the height of the screen, and
  // is inactive in compact height.
  public static let medium: PresentationDetent = PresentationDetent(id: -2)
  // docs: A custom detent with the specified fractional height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(id: Double(fraction))
  }
  // docs: A custom detent with the specified height.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(id: 10 + Double(height))
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  // docs: Sets the available detents for the enclosing sheet. (docs: `nonisolated func
  // presentationDetents(_ detents: Set<PresentationDetent>) -> some View`.)
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    self
  }
  // docs: Sets the available detents for the enclosing sheet, giving you programmatic control of
  // the currently selected detent.
  nonisolated public func presentationDetents(
    _ detents: Set<PresentationDetent>,
    selection: Binding<PresentationDetent>
  ) -> some View { self }
}

// MARK: - Dismissing, keyboard shortcuts

// docs: An action that dismisses a presentation.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency public struct DismissAction {
  // docs: Dismisses the view if it's currently presented.
  public func callAsFunction() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
  // docs: An action that dismisses the current presentation.
  public var dismiss: DismissAction { fatalError() }  // GUESS: body
}

// docs: Key equivalents consist of a letter, punctuation, or function key that can be combined
// with an optional set of modifier keys to specify a keyboard shortcut.
// (The pages list iOS, iPadOS, Mac Catalyst, macOS and visionOS: no tvOS, no watchOS.)
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct KeyEquivalent: Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  // docs: The character value that the key equivalent represents.
  public var character: Character
  // docs: Creates a new key equivalent from the given character value.
  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral: Character) { self.character = extendedGraphemeClusterLiteral }
}

// docs: A set of key modifiers that you can add to a gesture.
@available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 9.0, *)
@frozen public struct EventModifiers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  // docs: The Shift key.
  public static let shift: EventModifiers = EventModifiers(rawValue: 1 << 1)
  // docs: The Control key.
  public static let control: EventModifiers = EventModifiers(rawValue: 1 << 2)
  // docs: The Option key.
  public static let option: EventModifiers = EventModifiers(rawValue: 1 << 3)
  // docs: The Command key.
  public static let command: EventModifiers = EventModifiers(rawValue: 1 << 4)
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  // docs: Defines a keyboard shortcut and assigns it to the modified control.
  nonisolated public func keyboardShortcut(
    _ key: KeyEquivalent,
    modifiers: EventModifiers = .command
  ) -> some View { self }
}

// MARK: - Toolbar items

// docs: Conforming types represent items that can be placed in various locations in a toolbar.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@preconcurrency @MainActor public protocol ToolbarContent {
  // docs: The type of content representing the body of this toolbar content.
  associatedtype Body: ToolbarContent
  // docs: The composition of content that comprise the toolbar content.
  @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: ToolbarContent {}

// docs: Constructs a toolbar item set from multi-expression closures.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder public struct ToolbarContentBuilder {
  // docs: (one item)
  public static func buildBlock<Content>(_ content: Content) -> Content
  where Content: ToolbarContent { content }
  // docs: (several items)
  // GUESS: the result type (the SDK's are `TupleToolbarContent`s).
  public static func buildBlock<each Content>(_ content: repeat each Content) -> _ToolbarItems
  where repeat each Content: ToolbarContent { _ToolbarItems() }
}

// GUESS: what several toolbar items compose into.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct _ToolbarItems: ToolbarContent {
  nonisolated init() {}
  public var body: Never { fatalError() }
}

// docs: A structure that defines the placement of a toolbar item.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItemPlacement {
  private let id: Int  // GUESS: storage
  // DIFFERENCE: `nonisolated(unsafe)` (a non-Sendable global in Swift 6 mode; see
  // AccessibilityChildBehavior).
  // docs: The system places the item automatically, depending on many factors including the
  // platform, size class, or presence of other items.
  nonisolated(unsafe) public static let automatic: ToolbarItemPlacement = ToolbarItemPlacement(id: 0)
  // docs: The item represents a primary action.
  nonisolated(unsafe) public static let primaryAction: ToolbarItemPlacement = ToolbarItemPlacement(id: 1)
  // docs: The item represents a confirmation action for a modal interface.
  nonisolated(unsafe) public static let confirmationAction: ToolbarItemPlacement = ToolbarItemPlacement(id: 2)
  // docs: The item represents a cancellation action for a modal interface.
  nonisolated(unsafe) public static let cancellationAction: ToolbarItemPlacement = ToolbarItemPlacement(id: 3)
  // docs: A placement for destructive actions in a modal interface.
  nonisolated(unsafe) public static let destructiveAction: ToolbarItemPlacement = ToolbarItemPlacement(id: 4)
  // docs: A placement for secondary actions. (docs: iOS 16.0, macOS 13.0, visionOS 1.0.)
  @available(iOS 16.0, macOS 13.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated(unsafe) public static let secondaryAction: ToolbarItemPlacement = ToolbarItemPlacement(id: 5)
  // docs: A placement for the principal item section. (docs: no watchOS.)
  @available(watchOS, unavailable)
  nonisolated(unsafe) public static let principal: ToolbarItemPlacement = ToolbarItemPlacement(id: 6)
  // docs: Places the item in the leading edge of the navigation bar. (docs: iOS 14.0, tvOS 14.0,
  // visionOS 1.0.)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated(unsafe) public static let navigationBarLeading: ToolbarItemPlacement = ToolbarItemPlacement(id: 7)
  // docs: Places the item in the trailing edge of the navigation bar. (docs: iOS 14.0, tvOS 14.0,
  // visionOS 1.0.)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated(unsafe) public static let navigationBarTrailing: ToolbarItemPlacement = ToolbarItemPlacement(id: 8)
  // docs: A placement for items in the leading edge of the top bar. (docs: iOS 14.0, tvOS 14.0,
  // watchOS 10.0, visionOS 1.0; `@backDeployed(before: iOS 17.0, tvOS 17.0) static var
  // topBarLeading: ToolbarItemPlacement { get }`.)
  // DIFFERENCE: without `@backDeployed` (the stub's body is a placeholder either way).
  @available(watchOS 10.0, *)
  @available(macOS, unavailable)
  public static var topBarLeading: ToolbarItemPlacement { ToolbarItemPlacement(id: 9) }
  // docs: A placement for items in the trailing edge of the top bar. (As `topBarLeading`.)
  @available(watchOS 10.0, *)
  @available(macOS, unavailable)
  public static var topBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement(id: 10) }
  // docs: A placement for items in the bottom toolbar. (docs: iOS 14.0, tvOS 18.0, watchOS 10.0,
  // visionOS 1.0.)
  @available(tvOS 18.0, watchOS 10.0, *)
  @available(macOS, unavailable)
  nonisolated(unsafe) public static let bottomBar: ToolbarItemPlacement = ToolbarItemPlacement(id: 11)
}

// docs: A model that represents an item which can be placed in the toolbar or navigation bar.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct ToolbarItem<ID, Content>: ToolbarContent
where Content: View {
  public var body: Never { fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension ToolbarItem: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem where ID == () {
  // docs: Creates a toolbar item with the specified placement and content.
  nonisolated public init(
    placement: ToolbarItemPlacement = .automatic,
    @ViewBuilder content: () -> Content
  ) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  // docs: Populates the toolbar or navigation bar with the specified items.
  nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content)
    -> some View where Content: ToolbarContent
  { self }
}

// MARK: - Bindable

// docs: A property wrapper type that supports creating bindings to the mutable properties of
// observable objects.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
  // docs: The wrapped object.
  public var wrappedValue: Value
  init(_stub value: Value) { self.wrappedValue = value }  // GUESS
  // GUESS (from the diagnostics Xcode gives): the unconstrained form is declared unavailable, so
  // that the wrapper is initialized through the `Observable` one below.
  @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  // docs: The bindable wrapper for the object that creates bindings to its properties using
  // dynamic member lookup.
  public var projectedValue: Bindable<Value> { self }
  // docs: Returns a binding to the value of a given key path.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject> where Value: AnyObject
  { fatalError() }  // GUESS: body
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
  // docs: Creates a bindable object from an observable object.
  public init(wrappedValue: Value) { self.init(_stub: wrappedValue) }
  // docs: Creates a bindable object from an observable object.
  public init(_ wrappedValue: Value) { self.init(_stub: wrappedValue) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: DynamicProperty {}

// MARK: - Scene sizes

@available(macOS 13.0, iOS 17.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Scene {
  // docs: Sets a default width and height for a window.
  nonisolated public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
}

// MARK: - AppKit

#if canImport(AppKit)
import AppKit

// docs: A property wrapper type that you use to create an AppKit app delegate.
@available(macOS 11.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency @propertyWrapper public struct NSApplicationDelegateAdaptor<DelegateType>:
  DynamicProperty
where DelegateType: NSObject, DelegateType: NSApplicationDelegate {
  // docs: Creates an AppKit app delegate adaptor.
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
  // docs: The underlying delegate.
  public var wrappedValue: DelegateType { fatalError() }  // GUESS: body
}
#endif
