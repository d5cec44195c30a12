// SwiftUI declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16), SwiftUI.framework's arm64-apple-ios.swiftinterface as read
// in the index (xybp888/iOS-SDKs, iPhoneOS18.0.sdk; `SDK 18 (@~N)` is the character offset where
// each declaration was read); this file: what the screens of an app around a list combine and the
// stubs lacked until the client trial of 2026-12-07 (reviews/client-trial-2026-12-07.md): text
// fields and their keyboard, content-unavailable views, split views, list selection, scroll
// anchors, button styles, badges, search presentation, dialogs, swipe actions, menus, focus and
// submission, pickers' styles, the tab bar's minimize behavior (iOS 26, from the docs).
// Declarations are the SDK's, attributes included; `SwiftUI.` and `SwiftUICore.` qualifiers are
// dropped (one module here), and bodies are trivial. `@_alwaysEmitIntoClient` initializers keep
// the attribute with an empty body (the SDK's forwards to another initializer).
// Conventions (`// SDK 18`, `// docs:`, `// GUESS`, `// DIFFERENCE`, availability): see View.swift.

// MARK: - TextField

// SDK 18 (@~271000): `@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) @MainActor
// @preconcurrency public struct TextField<Label> : View where Label : View`, `Sendable`
// unavailable. (The SDK's `body` is `some View`.)
// docs: A control that displays an editable text interface.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct TextField<Label>: View where Label: View {
  public var body: Never { fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension TextField: Sendable {}

// SDK 18 (@~272100): the `axis:` forms, iOS 16.
extension TextField where Label == Text {
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public init(
    _ titleKey: LocalizedStringKey,
    text: Binding<String>,
    prompt: Text?,
    axis: Axis
  ) {}
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<String>, axis: Axis)
  where S: StringProtocol {}
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload nonisolated public init<S>(
    _ title: S,
    text: Binding<String>,
    prompt: Text?,
    axis: Axis
  ) where S: StringProtocol {}
}

extension TextField {
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public init(
    text: Binding<String>,
    prompt: Text? = nil,
    axis: Axis,
    @ViewBuilder label: () -> Label
  ) {}
}

// SDK 18: the `prompt:` forms, iOS 15.
extension TextField where Label == Text {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload nonisolated public init<S>(
    _ title: S,
    text: Binding<String>,
    prompt: Text?
  ) where S: StringProtocol {}
}

extension TextField {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init(
    text: Binding<String>,
    prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) {}
}

// SDK 18: `init(_:text:)`, iOS 13, emitted into the client (it calls the deprecated
// `onEditingChanged:onCommit:` form, not stubbed).
extension TextField where Label == Text {
  // docs: Creates a text field with a text label generated from a localized title string.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @_alwaysEmitIntoClient nonisolated public init(
    _ titleKey: LocalizedStringKey,
    text: Binding<String>
  ) {}
  // docs: Creates a text field with a text label generated from a title string.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @_disfavoredOverload @_alwaysEmitIntoClient nonisolated public init<S>(
    _ title: S,
    text: Binding<String>
  ) where S: StringProtocol {}
}

// SDK 18 (@~5000-20000): the `value:format:` forms, iOS 15 (`Foundation.ParseableFormatStyle`).
extension TextField where Label == Text {
  // docs: Creates a text field that applies a format style to a bound optional value, with a
  // label generated from a localized title string.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init<F>(
    _ titleKey: LocalizedStringKey,
    value: Binding<F.FormatInput?>,
    format: F,
    prompt: Text? = nil
  ) where F: ParseableFormatStyle, F.FormatOutput == String {}
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload nonisolated public init<S, F>(
    _ title: S,
    value: Binding<F.FormatInput?>,
    format: F,
    prompt: Text? = nil
  ) where S: StringProtocol, F: ParseableFormatStyle, F.FormatOutput == String {}
  // docs: Creates a text field that applies a format style to a bound value, with a label
  // generated from a localized title string.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init<F>(
    _ titleKey: LocalizedStringKey,
    value: Binding<F.FormatInput>,
    format: F,
    prompt: Text? = nil
  ) where F: ParseableFormatStyle, F.FormatOutput == String {}
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload nonisolated public init<S, F>(
    _ title: S,
    value: Binding<F.FormatInput>,
    format: F,
    prompt: Text? = nil
  ) where S: StringProtocol, F: ParseableFormatStyle, F.FormatOutput == String {}
}

extension TextField {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init<F>(
    value: Binding<F.FormatInput?>,
    format: F,
    prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where F: ParseableFormatStyle, F.FormatOutput == String {}
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init<F>(
    value: Binding<F.FormatInput>,
    format: F,
    prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where F: ParseableFormatStyle, F.FormatOutput == String {}
}

// SDK 18 (@~556000): `public protocol TextFieldStyle { associatedtype _Body : View; @ViewBuilder
// func _body(configuration: TextField<Self._Label>) -> Self._Body; typealias _Label =
// _TextFieldStyleLabel }`, iOS 13. DIFFERENCE: the underscored requirement is left out (no app
// conforms a type of its own; the SDK's requirement cannot be implemented outside SwiftUI).
// docs: A specification for the appearance and interaction of a text field.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol TextFieldStyle {}

// SDK 18 (@~100000): `public struct DefaultTextFieldStyle : TextFieldStyle { public init() }`,
// iOS 13 everywhere; `static var automatic` `@_alwaysEmitIntoClient`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextFieldStyle where Self == DefaultTextFieldStyle {
  @_alwaysEmitIntoClient public static var automatic: DefaultTextFieldStyle { .init() }
}

// SDK 18 (@~420000): `@available(iOS 13.0, macOS 10.15, *) @available(tvOS, unavailable)
// @available(watchOS, unavailable) public struct RoundedBorderTextFieldStyle : TextFieldStyle {
// public init() }`, `Sendable` unavailable; `static var roundedBorder` `@_alwaysEmitIntoClient`.
@available(iOS 13.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
}

@available(*, unavailable)
extension RoundedBorderTextFieldStyle: Sendable {}

@available(iOS 13.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  @_alwaysEmitIntoClient public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}

// SDK 18: `PlainTextFieldStyle`, iOS 13 everywhere; `static var plain` `@_alwaysEmitIntoClient`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextFieldStyle where Self == PlainTextFieldStyle {
  @_alwaysEmitIntoClient public static var plain: PlainTextFieldStyle { .init() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // SDK 18 (@~556000): `nonisolated public func textFieldStyle<S>(_ style: S) -> some View where
  // S : TextFieldStyle`.
  nonisolated public func textFieldStyle<S>(_ style: S) -> some View where S: TextFieldStyle {
    self
  }
}

// MARK: - Keyboard and text input

// SDK 18 (@~182000): `extension View { @available(iOS 13.0, tvOS 13.0, *) @available(macOS,
// unavailable) @available(watchOS, unavailable) nonisolated public func keyboardType(_ type:
// UIKit.UIKeyboardType) -> some View }`. DIFFERENCE: compiled only where the stubs have UIKit
// (not macOS, whose pass therefore reports "has no member" where Xcode says "unavailable").
#if canImport(UIKit)
extension View {
  // docs: Sets the keyboard type for this view.
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func keyboardType(_ type: UIKit.UIKeyboardType) -> some View { self }
}
#endif

// SDK 18 (@~183000): `@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *) @available(macOS,
// unavailable) public struct TextInputAutocapitalization : Sendable { public static var never,
// words, sentences, characters: TextInputAutocapitalization { get } }` and the modifier.
@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
@available(macOS, unavailable)
public struct TextInputAutocapitalization: Sendable {
  private let id: Int  // GUESS: storage
  public static var never: TextInputAutocapitalization { .init(id: 0) }
  public static var words: TextInputAutocapitalization { .init(id: 1) }
  public static var sentences: TextInputAutocapitalization { .init(id: 2) }
  public static var characters: TextInputAutocapitalization { .init(id: 3) }
}

extension View {
  // docs: Sets how often the shift key in the keyboard is automatically enabled.
  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
  @available(macOS, unavailable)
  nonisolated public func textInputAutocapitalization(
    _ autocapitalization: TextInputAutocapitalization?
  ) -> some View { self }

  // SDK 18 (@~1054000): `@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 8.0, *)
  // @_alwaysEmitIntoClient nonisolated public func autocorrectionDisabled(_ disable: Bool = true)
  // -> some View`.
  // docs: Sets whether to disable autocorrection for this view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 8.0, *)
  @_alwaysEmitIntoClient nonisolated public func autocorrectionDisabled(_ disable: Bool = true)
    -> some View
  { self }
}

// SDK 18 (@~531000): `public struct SubmitTriggers : OptionSet, Sendable { public typealias
// RawValue = Int; public let rawValue: Int; public init(rawValue: Int); public static let text,
// search: SubmitTriggers }`, iOS 15 everywhere.
// docs: A type that defines various triggers that result in the firing of a submission action.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SubmitTriggers: OptionSet, Sendable {
  public typealias RawValue = Int
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text: SubmitTriggers = SubmitTriggers(rawValue: 1 << 0)  // GUESS: value
  public static let search: SubmitTriggers = SubmitTriggers(rawValue: 1 << 1)  // GUESS: value
}

// SDK 18: `public struct SubmitLabel : Sendable` with `static var done, go, send, join, route,
// search, return, next, continue: SubmitLabel { get }`, iOS 15 everywhere.
// docs: A semantic label describing the label of submission within a view hierarchy.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SubmitLabel: Sendable {
  private let id: Int  // GUESS: storage
  public static var done: SubmitLabel { .init(id: 0) }
  public static var go: SubmitLabel { .init(id: 1) }
  public static var send: SubmitLabel { .init(id: 2) }
  public static var join: SubmitLabel { .init(id: 3) }
  public static var route: SubmitLabel { .init(id: 4) }
  public static var search: SubmitLabel { .init(id: 5) }
  public static var `return`: SubmitLabel { .init(id: 6) }
  public static var next: SubmitLabel { .init(id: 7) }
  public static var `continue`: SubmitLabel { .init(id: 8) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  // docs: Adds an action to perform when the user submits a value to this view. (`nonisolated
  // func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some
  // View`.)
  nonisolated public func onSubmit(
    of triggers: SubmitTriggers = .text,
    _ action: @escaping () -> Void
  ) -> some View { self }
  // SDK 18: `nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View`.
  // docs: Sets the submit label for this view.
  nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}

// SDK 18 (@~461000): `@frozen @propertyWrapper public struct FocusState<Value> : DynamicProperty
// where Value : Hashable { @frozen @propertyWrapper public struct Binding { public var
// wrappedValue: Value { get nonmutating set }; public var projectedValue:
// FocusState<Value>.Binding { get } }; public var wrappedValue: Value { get nonmutating set };
// public var projectedValue: FocusState<Value>.Binding { get }; public init() where Value ==
// Bool; public init<T>() where Value == T?, T : Hashable }`, iOS 15 everywhere, `Sendable`
// unavailable for both.
// docs: A property wrapper type that can read and write a value that SwiftUI updates as the
// placement of focus within the scene changes.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen @propertyWrapper public struct FocusState<Value>: DynamicProperty where Value: Hashable {
  @frozen @propertyWrapper public struct Binding {
    // DIFFERENCE: Swift source requires a property wrapper's initializers to be as visible as the
    // type; the SDK's (not printed in the interface) is not public. Underscored so that no client
    // writes it.
    public init(_stubOnly: ()) {}
    public var wrappedValue: Value {
      get { fatalError() }  // GUESS: body
      nonmutating set {}
    }
    public var projectedValue: FocusState<Value>.Binding { self }
  }
  public var wrappedValue: Value {
    get { fatalError() }  // GUESS: body
    nonmutating set {}
  }
  public var projectedValue: FocusState<Value>.Binding { Binding(_stubOnly: ()) }
  public init() where Value == Bool {}
  public init<T>() where Value == T?, T: Hashable {}
}

@available(*, unavailable)
extension FocusState: Sendable {}

@available(*, unavailable)
extension FocusState.Binding: Sendable {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  // SDK 18 (@~461000).
  // docs: Modifies this view by binding its focus state to the given state value.
  nonisolated public func focused<Value>(
    _ binding: FocusState<Value>.Binding,
    equals value: Value
  ) -> some View where Value: Hashable { self }
  // docs: Modifies this view by binding its focus state to the given Boolean state value.
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
}

// MARK: - ContentUnavailableView

// SDK 18 (@~893000): `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) @MainActor
// @preconcurrency public struct ContentUnavailableView<Label, Description, Actions> : View where
// Label : View, Description : View, Actions : View`, `Sendable` unavailable.
// docs: An interface, consisting of a label and additional content, that you display when the
// content of your app is unavailable to users.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency public struct ContentUnavailableView<Label, Description, Actions>: View
where Label: View, Description: View, Actions: View {
  // docs: Creates an interface, consisting of a label and additional content, that you display
  // when the content of your app is unavailable to users.
  nonisolated public init(
    @ViewBuilder label: () -> Label,
    @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {}
  public var body: Never { fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension ContentUnavailableView: Sendable {}

// SDK 18 (@~896000).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView
where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  // docs: Creates an interface, consisting of a title generated from a localized string, an image
  // and additional content, that you display when the content of your app is unavailable.
  nonisolated public init(
    _ title: LocalizedStringKey,
    image name: String,
    description: Text? = nil
  ) {}
  // docs: Creates an interface, consisting of a title generated from a localized string, a
  // system icon image and additional content, that you display when the content of your app is
  // unavailable to users.
  nonisolated public init(
    _ title: LocalizedStringKey,
    systemImage name: String,
    description: Text? = nil
  ) {}
  @_disfavoredOverload nonisolated public init<S>(
    _ title: S,
    image name: String,
    description: Text? = nil
  ) where S: StringProtocol {}
  @_disfavoredOverload nonisolated public init<S>(
    _ title: S,
    systemImage name: String,
    description: Text? = nil
  ) where S: StringProtocol {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label,
  Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  // docs: Creates a `ContentUnavailableView` instance that conveys a search state.
  @MainActor @preconcurrency public static var search:
    ContentUnavailableView<
      SearchUnavailableContent.Label, SearchUnavailableContent.Description,
      SearchUnavailableContent.Actions
    >
  { fatalError() }  // GUESS: body
  // docs: Creates a `ContentUnavailableView` instance that conveys a search state.
  @MainActor @preconcurrency public static func search(text: String)
    -> ContentUnavailableView<Label, Description, Actions>
  { fatalError() }  // GUESS: body
}

// SDK 18 (@~896000): `public struct SearchUnavailableContent` with three `@MainActor
// @preconcurrency public struct`s (`Label`, `Description`, `Actions`), each a `View`; all four
// `Sendable` unavailable.
// docs: Standard content for a search unavailable view.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SearchUnavailableContent {
  @MainActor @preconcurrency public struct Label: View {
    public var body: Never { fatalError() }  // GUESS: body
  }
  @MainActor @preconcurrency public struct Description: View {
    public var body: Never { fatalError() }  // GUESS: body
  }
  @MainActor @preconcurrency public struct Actions: View {
    public var body: Never { fatalError() }  // GUESS: body
  }
}

@available(*, unavailable)
extension SearchUnavailableContent: Sendable {}
@available(*, unavailable)
extension SearchUnavailableContent.Label: Sendable {}
@available(*, unavailable)
extension SearchUnavailableContent.Description: Sendable {}
@available(*, unavailable)
extension SearchUnavailableContent.Actions: Sendable {}

// MARK: - NavigationSplitView

// SDK 18 (@~1057000): `@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) @MainActor
// @preconcurrency public struct NavigationSplitView<Sidebar, Content, Detail> : View where
// Sidebar : View, Content : View, Detail : View`, its four initializers in the declaration,
// `Sendable` unavailable.
// docs: A view that presents views in two or three columns, where selections in leading columns
// control presentations in subsequent columns.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct NavigationSplitView<Sidebar, Content, Detail>: View
where Sidebar: View, Content: View, Detail: View {
  // docs: Creates a three-column navigation split view.
  nonisolated public init(
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {}
  // docs: Creates a three-column navigation split view that enables programmatic control of
  // leading columns' visibility.
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {}
  // docs: Creates a two-column navigation split view.
  nonisolated public init(
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {}
  // docs: Creates a two-column navigation split view that enables programmatic control of the
  // sidebar's visibility.
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {}
  public var body: Never { fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension NavigationSplitView: Sendable {}

// SDK 18: the `preferredCompactColumn:` forms, iOS 17 (shaped as the iOS 16 forms, with
// `preferredCompactColumn: Binding<NavigationSplitViewColumn>` after `columnVisibility:`).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationSplitView {
  nonisolated public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {}
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {}
  nonisolated public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {}
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {}
}

// SDK 18 (@~1057000): `public struct NavigationSplitViewVisibility : Equatable, Codable, Sendable
// { public static var detailOnly, doubleColumn, all, automatic: NavigationSplitViewVisibility {
// get } }`, iOS 16.
// docs: The visibility of the leading columns in a navigation split view.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
  private let id: Int  // GUESS: storage
  public static var detailOnly: NavigationSplitViewVisibility { .init(id: 0) }
  public static var doubleColumn: NavigationSplitViewVisibility { .init(id: 1) }
  public static var all: NavigationSplitViewVisibility { .init(id: 2) }
  public static var automatic: NavigationSplitViewVisibility { .init(id: 3) }
}

// SDK 18 (@~1120000): `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) public struct
// NavigationSplitViewColumn : Hashable, Sendable { public static var sidebar, content, detail:
// NavigationSplitViewColumn { get } }`.
// docs: A view that represents a column in a navigation split view.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct NavigationSplitViewColumn: Hashable, Sendable {
  private let id: Int  // GUESS: storage
  public static var sidebar: NavigationSplitViewColumn { .init(id: 0) }
  public static var content: NavigationSplitViewColumn { .init(id: 1) }
  public static var detail: NavigationSplitViewColumn { .init(id: 2) }
}

// SDK 18 (@~21000).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  // docs: Sets a fixed, preferred width for the column containing this view.
  nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
  // docs: Sets a flexible, preferred width for the column containing this view.
  nonisolated public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil,
    ideal: CGFloat,
    max: CGFloat? = nil
  ) -> some View { self }
}

// MARK: - List selection

// SDK 18 (@~349000-371000): the selection initializers (the first three in the declaration of
// `List`, the data forms in `extension List`, iOS 13), availability per initializer: a set of
// selections not on watchOS, an optional single selection on watchOS from 10, a non-optional one
// on macOS only (and tvOS 18 for the data form).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List {
  // docs: Creates a list with the given content that supports selecting multiple rows.
  @available(watchOS, unavailable)
  nonisolated public init(
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder content: () -> Content
  ) {}
  // docs: Creates a list with the given content that supports selecting a single row.
  @available(watchOS 10.0, *)
  nonisolated public init(
    selection: Binding<SelectionValue?>?,
    @ViewBuilder content: () -> Content
  ) {}
  // docs: Creates a list with the given content that supports selecting a single row that cannot
  // be deselected.
  @available(macOS 13.0, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  @_disfavoredOverload nonisolated public init(
    selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {}

  // docs: Creates a list that computes its rows on demand from an underlying collection of
  // identifiable data, optionally allowing users to select multiple rows.
  @available(watchOS, unavailable)
  @_alwaysEmitIntoClient nonisolated public init<Data, RowContent>(
    _ data: Data,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {}
  @available(macOS 13.0, tvOS 18.0, *)
  @available(iOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  @_disfavoredOverload nonisolated public init<Data, RowContent>(
    _ data: Data,
    selection: Binding<SelectionValue>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {}
  // docs: Creates a list that computes its rows on demand from an underlying collection of
  // identifiable data, optionally allowing users to select a single row.
  @available(watchOS 10.0, *)
  @_alwaysEmitIntoClient nonisolated public init<Data, RowContent>(
    _ data: Data,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {}
  // docs: Creates a list that identifies its rows based on a key path to the identifier of the
  // underlying data, optionally allowing users to select a single row.
  @available(watchOS 10.0, *)
  @_alwaysEmitIntoClient nonisolated public init<Data, ID, RowContent>(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {}
  // docs: Creates a list that identifies its rows based on a key path to the identifier of the
  // underlying data, optionally allowing users to select multiple rows.
  @available(watchOS, unavailable)
  @_alwaysEmitIntoClient nonisolated public init<Data, ID, RowContent>(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {}
}

// MARK: - List rows and backgrounds

// SDK 18 (@~301000): `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) @frozen public
// enum Visibility : Hashable, CaseIterable { case automatic, visible, hidden }`.
// docs: The visibility of a UI element, chosen automatically based on the platform, current
// context, and other factors.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum Visibility: Hashable, CaseIterable {
  case automatic
  case visible
  case hidden
}

// GUESS: `Sendable`, as a payload-free enum imported from an interface would be inferred.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Visibility: Sendable {}

extension View {
  // SDK 18 (@~376000): `@available(iOS 15.0, macOS 13.0, *) @available(tvOS, unavailable)
  // @available(watchOS, unavailable) nonisolated public func listRowSeparator(_ visibility:
  // Visibility, edges: VerticalEdge.Set = .all) -> some View`.
  // docs: Sets the display mode for the separator associated with this specific row.
  @available(iOS 15.0, macOS 13.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func listRowSeparator(
    _ visibility: Visibility,
    edges: VerticalEdge.Set = .all
  ) -> some View { self }

  // SDK 18 (@~579000): `@available(iOS 16.0, macOS 13.0, watchOS 9.0, *) @available(tvOS,
  // unavailable) nonisolated public func scrollContentBackground(_ visibility: Visibility) ->
  // some View`.
  // docs: Specifies the visibility of the background for scrollable views within this view.
  @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
  @available(tvOS, unavailable)
  nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
}

// SDK 18 (@~840000): `@available(iOS 15.0, macOS 12.0, watchOS 8.0, *) @available(tvOS,
// unavailable) nonisolated public func swipeActions<T>(edge: HorizontalEdge = .trailing,
// allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View where T : View`.
@available(iOS 15.0, macOS 12.0, watchOS 8.0, *)
@available(tvOS, unavailable)
extension View {
  // docs: Adds custom swipe actions to a row in a list.
  nonisolated public func swipeActions<T>(
    edge: HorizontalEdge = .trailing,
    allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View where T: View { self }
}

// MARK: - Scroll anchors

// SDK 18 (@~661000): `@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
// public struct ScrollAnchorRole : Hashable, Sendable { public static var initialOffset,
// sizeChanges, alignment: ScrollAnchorRole { get } }`.
// docs: A type defining the role of a scroll anchor.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollAnchorRole: Hashable, Sendable {
  private let id: Int  // GUESS: storage
  public static var initialOffset: ScrollAnchorRole { .init(id: 0) }
  public static var sizeChanges: ScrollAnchorRole { .init(id: 1) }
  public static var alignment: ScrollAnchorRole { .init(id: 2) }
}

extension View {
  // SDK 18 (@~661000).
  // docs: Associates an anchor to control which part of the scroll view's content should be
  // rendered by default.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }
  // docs: Associates an anchor to control the position of a scroll view in a particular
  // circumstance.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole)
    -> some View
  { self }
}

// SDK 18 (@~980000): `@frozen @MainActor @preconcurrency public struct ScrollViewReader<Content> :
// View where Content : View { @inlinable nonisolated public init(@ViewBuilder content: @escaping
// (ScrollViewProxy) -> Content) }` and `public struct ScrollViewProxy { public func scrollTo<ID>(_
// id: ID, anchor: UnitPoint? = nil) where ID : Hashable }` (`Sendable` unavailable), iOS 14.
// docs: A view that provides programmatic scrolling, by working with a proxy to scroll to known
// child views.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @MainActor @preconcurrency public struct ScrollViewReader<Content>: View
where Content: View {
  // GUESS: no stored property (the SDK's storage is not printed here).
  @inlinable nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
  public var body: Never { fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension ScrollViewReader: Sendable {}

// docs: A proxy value that supports programmatic scrolling of the scrollable views within a view
// hierarchy.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ScrollViewProxy {
  // docs: Scans all scroll views contained by the proxy for the first with a child view with
  // identifier `id`, and then scrolls to that view.
  public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID: Hashable {}
}

@available(*, unavailable)
extension ScrollViewProxy: Sendable {}

// MARK: - ProgressView with a title

// SDK 18 (@~203000): in `extension ProgressView where CurrentValueLabel == EmptyView`, iOS 14.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
  // docs: Creates a progress view for showing indeterminate progress that displays a custom
  // label.
  nonisolated public init(@ViewBuilder label: () -> Label) {}
  // docs: Creates a progress view for showing indeterminate progress that generates its label
  // from a localized string.
  nonisolated public init(_ titleKey: LocalizedStringKey) where Label == Text {}
  // docs: Creates a progress view for showing indeterminate progress that generates its label
  // from a string.
  @_disfavoredOverload nonisolated public init<S>(_ title: S)
  where Label == Text, S: StringProtocol {}
}

// MARK: - Slider without a label

// SDK 18 (@~194000): `@available(iOS 13.0, macOS 10.15, watchOS 6.0, *) @available(tvOS,
// unavailable) extension Slider where Label == EmptyView, ValueLabel == EmptyView`, neither
// initializer emitted into the client.
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  // docs: Creates a slider to select a value from a given range.
  nonisolated public init<V>(
    value: Binding<V>,
    in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
  // docs: Creates a slider to select a value from a given range, subject to a step increment.
  nonisolated public init<V>(
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

// SDK 18 (@~194000): the labelled form without a step, beside the step form (Controls.swift),
// both `@_alwaysEmitIntoClient`.
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
extension Slider where ValueLabel == EmptyView {
  // docs: Creates a slider to select a value from a given range, which displays the provided
  // label.
  @_alwaysEmitIntoClient nonisolated public init<V>(
    value: Binding<V>,
    in bounds: ClosedRange<V> = 0...1,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

// MARK: - Button styles

// SDK 18 (@~454000): `@preconcurrency @MainActor public protocol PrimitiveButtonStyle {
// associatedtype Body : View; @ViewBuilder @MainActor @preconcurrency func makeBody(configuration:
// Self.Configuration) -> Self.Body; typealias Configuration = PrimitiveButtonStyleConfiguration }`,
// iOS 13.
// docs: A type that applies custom interaction behavior and a custom appearance to all buttons
// within a view hierarchy.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

// SDK 18 (@~454000): `public struct PrimitiveButtonStyleConfiguration { @MainActor @preconcurrency
// public struct Label : View { public typealias Body = Never }; @available(iOS 15.0, macOS 12.0,
// tvOS 15.0, watchOS 8.0, *) public let role: ButtonRole?; public let label:
// PrimitiveButtonStyleConfiguration.Label; public func trigger() }`, both `Sendable` unavailable.
// docs: The properties of a button.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PrimitiveButtonStyleConfiguration {
  // docs: A type-erased label of a button.
  @MainActor @preconcurrency public struct Label: View {
    public typealias Body = Never
    public var body: Never { fatalError() }  // GUESS: body
  }
  // DIFFERENCE: computed, since a stored property cannot be newer than its type in Swift source
  // (the interface prints the stored `let` with its iOS 15 availability).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var role: ButtonRole? { nil }
  public let label: PrimitiveButtonStyleConfiguration.Label
  // docs: Performs the button's action.
  public func trigger() {}
}

@available(*, unavailable)
extension PrimitiveButtonStyleConfiguration: Sendable {}
@available(*, unavailable)
extension PrimitiveButtonStyleConfiguration.Label: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // SDK 18 (@~454000).
  // docs: Sets the style for buttons within this view to a button style with a custom appearance
  // and custom interaction behavior.
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
    self
  }
}

// SDK 18 (@~553000): `@preconcurrency @MainActor public protocol ButtonStyle { associatedtype Body
// : View; @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
// -> Self.Body; typealias Configuration = ButtonStyleConfiguration }`, iOS 13.
// docs: A type that applies standard interaction behavior and a custom appearance to all buttons
// within a view hierarchy.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol ButtonStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
  typealias Configuration = ButtonStyleConfiguration
}

// SDK 18 (@~553000): `public struct ButtonStyleConfiguration { @MainActor @preconcurrency public
// struct Label : View { Body = Never }; @available(iOS 15.0, ...) public let role: ButtonRole?;
// public let label: ButtonStyleConfiguration.Label; public let isPressed: Bool }`, both `Sendable`
// unavailable.
// docs: The properties of a button.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ButtonStyleConfiguration {
  // docs: A type-erased label of a button.
  @MainActor @preconcurrency public struct Label: View {
    public typealias Body = Never
    public var body: Never { fatalError() }  // GUESS: body
  }
  // DIFFERENCE: computed (see PrimitiveButtonStyleConfiguration.role).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var role: ButtonRole? { nil }
  public let label: ButtonStyleConfiguration.Label
  public let isPressed: Bool
}

@available(*, unavailable)
extension ButtonStyleConfiguration: Sendable {}
@available(*, unavailable)
extension ButtonStyleConfiguration.Label: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // SDK 18 (@~553000).
  // docs: Sets the style for buttons within this view to a button style with a custom appearance
  // and standard interaction behavior.
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle { self }
}

// SDK 18 (@~57000): `DefaultButtonStyle`, iOS 13 everywhere.
// docs: The default button style, based on the button's context.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  @_alwaysEmitIntoClient @MainActor @preconcurrency public static var automatic: DefaultButtonStyle
  { .init() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct DefaultButtonStyle: PrimitiveButtonStyle {
  @MainActor @preconcurrency public init() {}
  @MainActor @preconcurrency public func makeBody(configuration: DefaultButtonStyle.Configuration)
    -> some View
  { configuration.label }
}

@available(*, unavailable)
extension DefaultButtonStyle: Sendable {}

// SDK 18 (@~86000): `BorderlessButtonStyle`, iOS 13, macOS 10.15, tvOS 17, watchOS 8.
// docs: A button style that doesn't apply a border.
@available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  @_alwaysEmitIntoClient @MainActor @preconcurrency public static var borderless:
    BorderlessButtonStyle
  { .init() }
}

@available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 8.0, *)
@MainActor @preconcurrency public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  @MainActor @preconcurrency public init() {}
  @MainActor @preconcurrency public func makeBody(
    configuration: BorderlessButtonStyle.Configuration
  ) -> some View { configuration.label }
}

@available(*, unavailable)
extension BorderlessButtonStyle: Sendable {}

// SDK 18 (@~467000): `PlainButtonStyle`, iOS 13 everywhere.
// docs: A button style that doesn't style or decorate its content while idle, but may apply a
// visual effect to indicate the pressed, focused, or enabled state of the button.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  @_alwaysEmitIntoClient @MainActor @preconcurrency public static var plain: PlainButtonStyle {
    .init()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct PlainButtonStyle: PrimitiveButtonStyle {
  @MainActor @preconcurrency public init() {}
  @MainActor @preconcurrency public func makeBody(configuration: PlainButtonStyle.Configuration)
    -> some View
  { configuration.label }
}

@available(*, unavailable)
extension PlainButtonStyle: Sendable {}

// SDK 18 (@~876000): `BorderedButtonStyle`, iOS 15, macOS 10.15, tvOS 13, watchOS 7 (its
// watchOS-only, deprecated `init(tint:)` is not stubbed).
// docs: A button style that applies standard border artwork based on the button's context.
@available(iOS 15.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  @_alwaysEmitIntoClient @MainActor @preconcurrency public static var bordered: BorderedButtonStyle
  { .init() }
}

@available(iOS 15.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct BorderedButtonStyle: PrimitiveButtonStyle {
  @MainActor @preconcurrency public init() {}
  @MainActor @preconcurrency public func makeBody(configuration: BorderedButtonStyle.Configuration)
    -> some View
  { configuration.label }
}

@available(*, unavailable)
extension BorderedButtonStyle: Sendable {}

// SDK 18 (@~1081000): `BorderedProminentButtonStyle`, iOS 15, macOS 12, tvOS 15, watchOS 8.
// docs: A button style that applies standard border prominent artwork based on the button's
// context.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  @_alwaysEmitIntoClient @MainActor @preconcurrency public static var borderedProminent:
    BorderedProminentButtonStyle
  { .init() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  @MainActor @preconcurrency public init() {}
  @MainActor @preconcurrency public func makeBody(
    configuration: BorderedProminentButtonStyle.Configuration
  ) -> some View { configuration.label }
}

@available(*, unavailable)
extension BorderedProminentButtonStyle: Sendable {}

// MARK: - Badges

// SDK 18 (@~1045000): `@available(iOS 15.0, macOS 12.0, *) @available(watchOS, unavailable)
// @available(tvOS, unavailable)`, the four forms (the `TabContent` badges of iOS 18 are not
// stubbed).
@available(iOS 15.0, macOS 12.0, *)
@available(watchOS, unavailable)
@available(tvOS, unavailable)
extension View {
  // docs: Generates a badge for the view from an integer value.
  nonisolated public func badge(_ count: Int) -> some View { self }
  // docs: Generates a badge for the view from a text view.
  nonisolated public func badge(_ label: Text?) -> some View { self }
  // docs: Generates a badge for the view from a localized string key.
  nonisolated public func badge(_ key: LocalizedStringKey?) -> some View { self }
  // docs: Generates a badge for the view from a string.
  @_disfavoredOverload nonisolated public func badge<S>(_ label: S?) -> some View
  where S: StringProtocol { self }
}

// MARK: - Search presentation

// SDK 18 (@~299000): the `isPresented:` forms, `@available(iOS 17.0, macOS 14.0, *)
// @available(tvOS, unavailable) @available(watchOS, unavailable)`.
@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  // docs: Marks this view as searchable with programmatic presentation of the search field.
  nonisolated public func searchable(
    text: Binding<String>,
    isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View { self }
  nonisolated public func searchable(
    text: Binding<String>,
    isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View { self }
  @_disfavoredOverload nonisolated public func searchable<S>(
    text: Binding<String>,
    isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic,
    prompt: S
  ) -> some View where S: StringProtocol { self }
}

// SDK 18 (@~766000): `EnvironmentValues.isSearching: Bool { get }`, `dismissSearch:
// DismissSearchAction { get }`, iOS 15 everywhere; `@preconcurrency @MainActor public struct
// DismissSearchAction { @MainActor @preconcurrency public func callAsFunction() }`.
// docs: An action that can end a search interaction.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@preconcurrency @MainActor public struct DismissSearchAction {
  @MainActor @preconcurrency public func callAsFunction() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
  // docs: A Boolean value that indicates when the user is searching.
  public var isSearching: Bool { false }  // GUESS: body
  // docs: An action that ends the current search interaction.
  public var dismissSearch: DismissSearchAction { fatalError() }  // GUESS: body
}

// MARK: - Dialogs, menus, editing

// SDK 18 (@~888000): the `confirmationDialog` forms, iOS 15 everywhere.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  // docs: Presents a confirmation dialog when a given condition is true, using a localized string
  // key for the title.
  nonisolated public func confirmationDialog<A>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View where A: View { self }
  // docs: Presents a confirmation dialog when a given condition is true, using a string variable
  // as a title.
  @_disfavoredOverload nonisolated public func confirmationDialog<S, A>(
    _ title: S,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View where S: StringProtocol, A: View { self }
  // docs: Presents a confirmation dialog when a given condition is true, using a text view for
  // the title.
  nonisolated public func confirmationDialog<A>(
    _ title: Text,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View where A: View { self }
  // docs: Presents a confirmation dialog with a message when a given condition is true, using a
  // localized string key for the title.
  nonisolated public func confirmationDialog<A, M>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View { self }
  @_disfavoredOverload nonisolated public func confirmationDialog<S, A, M>(
    _ title: S,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where S: StringProtocol, A: View, M: View { self }
  nonisolated public func confirmationDialog<A, M>(
    _ title: Text,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View { self }
}

// SDK 18 (@~392000): `@available(iOS 14.0, macOS 11.0, tvOS 17.0, *) @available(watchOS,
// unavailable) @MainActor @preconcurrency public struct Menu<Label, Content> : View where Label :
// View, Content : View`, `Sendable` unavailable.
// docs: A control for presenting a menu of actions.
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct Menu<Label, Content>: View
where Label: View, Content: View {
  public var body: Never { fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension Menu: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu {
  // docs: Creates a menu with a custom label.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
  // docs: Creates a menu that generates its label from a localized string key.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content)
  where Label == Text {}
  // docs: Creates a menu that generates its label from a string.
  @_disfavoredOverload nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content)
  where Label == Text, S: StringProtocol {}
}

// SDK 18 (@~392000): `extension Menu where Label == Label<Text, Image>`, its system-image forms
// `@_alwaysEmitIntoClient`. GUESS: the extension's availability, read as Menu's.
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu where Label == SwiftUI.Label<Text, Image> {
  // docs: Creates a menu that generates its label from a localized string key and system image.
  @_alwaysEmitIntoClient nonisolated public init(
    _ titleKey: LocalizedStringKey,
    systemImage: String,
    @ViewBuilder content: () -> Content
  ) {}
  // docs: Creates a menu that generates its label from a string and system image.
  @_alwaysEmitIntoClient @_disfavoredOverload nonisolated public init<S>(
    _ title: S,
    systemImage: String,
    @ViewBuilder content: () -> Content
  ) where S: StringProtocol {}
}

// SDK 18 (@~521000): `@available(iOS 13.0, macOS 10.15, tvOS 14.0, *) @available(watchOS,
// introduced: 6.0, deprecated: 7.0) nonisolated public func contextMenu<MenuItems>(@ViewBuilder
// menuItems: () -> MenuItems) -> some View where MenuItems : View`.
extension View {
  // docs: Adds a context menu to a view.
  @available(iOS 13.0, macOS 10.15, tvOS 14.0, *)
  @available(watchOS, introduced: 6.0, deprecated: 7.0)
  nonisolated public func contextMenu<MenuItems>(@ViewBuilder menuItems: () -> MenuItems)
    -> some View where MenuItems: View
  { self }
}

// SDK 18 (@~873000): `@available(iOS 13.0, tvOS 13.0, *) @available(macOS, unavailable)
// @available(watchOS, unavailable) public enum EditMode : Sendable { case inactive, transient,
// active; public var isEditing: Bool { get } }` (`Hashable` through its `==` and `hash(into:)`),
// and `EnvironmentValues.editMode: Binding<EditMode>? { get set }` with the same availability.
// docs: A mode that indicates whether the user can edit a view's content.
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public enum EditMode: Hashable, Sendable {
  case inactive
  case transient
  case active
  public var isEditing: Bool { self != .inactive }  // GUESS: body
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension EnvironmentValues {
  // docs: An indication of whether the user can edit the contents of a view associated with this
  // environment.
  public var editMode: Binding<EditMode>? {
    get { nil }  // GUESS: body
    set {}
  }
}

// SDK 18 (@~1062000): `@available(iOS 13.0, *) @available(macOS, unavailable) @available(tvOS,
// unavailable) @available(watchOS, unavailable) @MainActor @preconcurrency public struct
// EditButton : View { nonisolated public init() }`.
// docs: A button that toggles the edit mode environment value.
@available(iOS 13.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct EditButton: View {
  nonisolated public init() {}
  public var body: Never { fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension EditButton: Sendable {}

// MARK: - Pickers' styles, labels

// SDK 18: `public protocol PickerStyle` (underscored requirements only; DIFFERENCE: left out, as
// for TextFieldStyle), iOS 13; `nonisolated public func pickerStyle<S>(_ style: S) -> some View
// where S : PickerStyle`, iOS 13.
// docs: A type that specifies the appearance and interaction of all pickers within a view
// hierarchy.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol PickerStyle {}

// SDK 18 (@~580000): `DefaultPickerStyle`, iOS 13 everywhere.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct DefaultPickerStyle: PickerStyle {
  public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PickerStyle where Self == DefaultPickerStyle {
  @_alwaysEmitIntoClient public static var automatic: DefaultPickerStyle { .init() }
}

// SDK 18: `@available(iOS 13.0, macOS 10.15, tvOS 13.0, *) @available(watchOS, unavailable)
// public struct SegmentedPickerStyle : PickerStyle { public init() }`, `static var segmented`
// `@_alwaysEmitIntoClient`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
@available(watchOS, unavailable)
public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
@available(watchOS, unavailable)
extension PickerStyle where Self == SegmentedPickerStyle {
  @_alwaysEmitIntoClient public static var segmented: SegmentedPickerStyle { .init() }
}

// SDK 18: `InlinePickerStyle`, iOS 14 everywhere.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct InlinePickerStyle: PickerStyle {
  public init() {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension PickerStyle where Self == InlinePickerStyle {
  @_alwaysEmitIntoClient public static var inline: InlinePickerStyle { .init() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // docs: Sets the style for pickers within this view.
  nonisolated public func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle { self }
  // SDK 18 (@~676000): `nonisolated public func labelsHidden() -> some View`.
  // docs: Hides the labels of any controls contained within this view.
  nonisolated public func labelsHidden() -> some View { self }
}

// MARK: - Sections with header and footer views (SDK 18's older initializers)

// SDK 18 (@~589000): iOS 13, each `@available(iOS, deprecated: 100000.0, renamed: ...)` on iOS,
// macOS, tvOS, watchOS and visionOS (a future deprecation: no warning).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent: View, Content: View, Footer: View {
  // docs: Creates a section with a header, footer, and the provided section content.
  @available(iOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
  @available(macOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
  @available(tvOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
  @available(watchOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
  @available(visionOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content: View, Footer: View {
  // docs: Creates a section with a footer and the provided section content.
  @available(iOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
  @available(macOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
  @available(tvOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
  @available(watchOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
  @available(visionOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
  public init(footer: Footer, @ViewBuilder content: () -> Content) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
  // docs: Creates a section with a header and the provided section content.
  @available(iOS, deprecated: 100000.0, renamed: "Section(content:header:)")
  @available(macOS, deprecated: 100000.0, renamed: "Section(content:header:)")
  @available(tvOS, deprecated: 100000.0, renamed: "Section(content:header:)")
  @available(watchOS, deprecated: 100000.0, renamed: "Section(content:header:)")
  @available(visionOS, deprecated: 100000.0, renamed: "Section(content:header:)")
  public init(header: Parent, @ViewBuilder content: () -> Content) {}
}

// MARK: - Toolbars and presentation

// SDK 18 (@~157000): `@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) @MainActor
// @preconcurrency public struct ToolbarItemGroup<Content> : ToolbarContent where Content : View {
// nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: ()
// -> Content) }`, `Sendable` unavailable.
// docs: A model that represents a group of `ToolbarItem`s which can be placed in the toolbar or
// navigation bar.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct ToolbarItemGroup<Content>: ToolbarContent
where Content: View {
  nonisolated public init(
    placement: ToolbarItemPlacement = .automatic,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension ToolbarItemGroup: Sendable {}

// SDK 18 (@~1044000): `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) public struct
// ToolbarTitleDisplayMode { static var automatic; @available(macOS, unavailable) @available(tvOS,
// unavailable) static var large; @available(tvOS, unavailable) @available(watchOS, unavailable)
// static var inlineLarge; static var inline }`, `Sendable` unavailable; the modifier beside it.
// docs: A type that defines the behavior of title of a toolbar.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ToolbarTitleDisplayMode {
  private let id: Int  // GUESS: storage
  public static var automatic: ToolbarTitleDisplayMode { .init(id: 0) }
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  public static var large: ToolbarTitleDisplayMode { .init(id: 1) }
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public static var inlineLarge: ToolbarTitleDisplayMode { .init(id: 2) }
  public static var inline: ToolbarTitleDisplayMode { .init(id: 3) }
}

@available(*, unavailable)
extension ToolbarTitleDisplayMode: Sendable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  // docs: Configures the toolbar title display mode for this view.
  nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    self
  }
}

extension View {
  // SDK 18 (@~407000): `@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *) @available(macOS,
  // unavailable)`, both forms.
  // docs: Presents a modal view that covers as much of the screen as possible when binding to a
  // Boolean value you provide is true.
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Content>(
    isPresented: Binding<Bool>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View { self }
  // docs: Presents a modal view that covers as much of the screen as possible using the binding
  // you provide as a data source for the sheet's content.
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Item, Content>(
    item: Binding<Item?>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View { self }

  // SDK 18 (@~1181000): iOS 15 everywhere.
  // docs: Conditionally prevents interactive dismissal of presentations like popovers, sheets,
  // and inspectors.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    self
  }
}

// MARK: - The tab bar's minimize behavior (iOS 26)

// Not in the iOS 18 SDK: from Apple's documentation (2026 snapshot). docs: `struct
// TabBarMinimizeBehavior` (Hashable, Sendable; iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0,
// visionOS 26.0); `static let automatic` on all five; `static let never`, `onScrollDown` and
// `onScrollUp` listed for iOS, iPadOS and Mac Catalyst 26.0 only. GUESS: those three unavailable
// on macOS, tvOS, watchOS and visionOS (the docs list no version there); the storage.
// docs: (no summary)
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct TabBarMinimizeBehavior: Hashable, Sendable {
  private let id: Int  // GUESS: storage
  // docs: Determine the behavior automatically based on the surrounding context.
  public static let automatic: TabBarMinimizeBehavior = TabBarMinimizeBehavior(id: 0)
  // docs: Never minimize the tab bar.
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  public static let never: TabBarMinimizeBehavior = TabBarMinimizeBehavior(id: 1)
  // docs: Minimize the tab bar when downwards scrolling starts. Minimizing is supported for tab
  // bars on only iPhone.
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  public static let onScrollDown: TabBarMinimizeBehavior = TabBarMinimizeBehavior(id: 2)
  // docs: Minimize the tab bar when upwards scrolling starts. Minimizing is supported for tab bars
  // on only iPhone.
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  public static let onScrollUp: TabBarMinimizeBehavior = TabBarMinimizeBehavior(id: 3)
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension View {
  // docs: Sets the behavior for tab bar minimization. (`nonisolated func tabBarMinimizeBehavior(_
  // behavior: TabBarMinimizeBehavior) -> some View`.)
  nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
    self
  }
}
