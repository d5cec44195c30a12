// SwiftUI declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16); this file: what an app's screens put around a refreshable
// list: the navigation bar's title mode, search, tabs and alerts. Declarations and availability
// are Apple's documentation's (2026 snapshot; offsets in the SDK 18 interface unknown), checked
// against the SDK 18 patterns for the attributes the docs leave out (`@_disfavoredOverload` on the
// `StringProtocol` overloads, `@MainActor @preconcurrency` view structs with `nonisolated`
// initializers). Where the 2026 docs show a newer SDK's spelling (`@ContentBuilder` for alert
// actions), the stub keeps SDK 18's (`@ViewBuilder`).
// Conventions (`// SDK 18`, `// docs:`, `// GUESS`, `// DIFFERENCE`, availability): see View.swift.

// MARK: - Navigation bar title

// docs: A configuration for a navigation bar that represents a view at the top of a navigation
// stack. (docs: iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0; no macOS.)
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
public struct NavigationBarItem: Sendable {
  // docs: A style for displaying the title of a navigation bar.
  // (docs: conforms to Equatable, Hashable, Sendable.)
  public enum TitleDisplayMode: Hashable, Sendable {
    // docs: Inherit the display mode from the previous navigation item.
    case automatic
    // docs: Display the title within the standard bounds of the navigation bar.
    case inline
    // docs: Display a large title within an expanded navigation bar.
    @available(tvOS, unavailable)
    case large
  }
}

@available(iOS 14.0, watchOS 8.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
extension View {
  // docs: Configures the title display mode for this view.
  // (docs: `nonisolated func navigationBarTitleDisplayMode(_ displayMode:
  // NavigationBarItem.TitleDisplayMode) -> some View`; iOS 14.0, watchOS 8.0, visionOS 1.0; no
  // macOS, no tvOS.)
  nonisolated public func navigationBarTitleDisplayMode(
    _ displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View { self }
}

// MARK: - Search

// docs: The placement of a search field in a view hierarchy.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SearchFieldPlacement: Sendable {
  private let id: Int  // GUESS: storage

  // docs: A type that determines whether to hide a search field that's in the navigation bar.
  // (docs: iOS 15.0, visionOS 1.0; no macOS, tvOS or watchOS.)
  @available(iOS 15.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public struct NavigationBarDrawerDisplayMode: Sendable {
    private let id: Int  // GUESS: storage
    // docs: Allow the search field to be collapsed as the user scrolls their content.
    public static let automatic: SearchFieldPlacement.NavigationBarDrawerDisplayMode = .init(id: 0)
    // docs: Always display the search field regardless of the scroll activity.
    public static let always: SearchFieldPlacement.NavigationBarDrawerDisplayMode = .init(id: 1)
  }

  // docs: SwiftUI places the search field automatically.
  public static let automatic: SearchFieldPlacement = SearchFieldPlacement(id: 0)
  // docs: The search field appears in the toolbar. (docs: no tvOS.)
  @available(tvOS, unavailable)
  public static let toolbar: SearchFieldPlacement = SearchFieldPlacement(id: 1)
  // docs: The search field appears in the sidebar of a navigation view. (docs: iOS 15.0, macOS
  // 12.0, visionOS 1.0; `static var sidebar: SearchFieldPlacement { get }`.)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public static var sidebar: SearchFieldPlacement { SearchFieldPlacement(id: 2) }
  // docs: The search field appears in the navigation bar. (docs: iOS 15.0, watchOS 8.0, visionOS
  // 1.0; no macOS, no tvOS.)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  public static let navigationBarDrawer: SearchFieldPlacement = SearchFieldPlacement(id: 3)
  // docs: The search field appears in the navigation bar using the specified display mode.
  // (docs: iOS 15.0, visionOS 1.0; no macOS, tvOS or watchOS.)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public static func navigationBarDrawer(
    displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode
  ) -> SearchFieldPlacement { SearchFieldPlacement(id: 4) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  // docs: Marks this view as searchable, which configures the display of a search field.
  // (docs: the three forms below, with `prompt: Text? = nil`, `prompt: LocalizedStringKey` and
  // `prompt: S where S : StringProtocol`; iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS
  // 1.0.)
  nonisolated public func searchable(
    text: Binding<String>,
    placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View { self }
  // docs: Marks this view as searchable, which configures the display of a search field.
  nonisolated public func searchable(
    text: Binding<String>,
    placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View { self }
  // docs: Marks this view as searchable, which configures the display of a search field.
  @_disfavoredOverload
  nonisolated public func searchable<S>(
    text: Binding<String>,
    placement: SearchFieldPlacement = .automatic,
    prompt: S
  ) -> some View where S: StringProtocol { self }
}

// MARK: - Tabs

// docs: A view that switches between multiple child views using interactive user interface
// elements. (docs: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0.)
// The stub has the `tabItem` forms of SDK 18 (`Tab` and `TabContentBuilder`, new in iOS 18, are
// not stubbed).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct TabView<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  // docs: Creates an instance that selects from content associated with `Selection` values.
  nonisolated public init(
    selection: Binding<SelectionValue>?,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension TabView: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension TabView where SelectionValue == Int {
  // docs: Creates a tab view.
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension View {
  // docs: Sets the tab bar item associated with this view.
  // (docs: `nonisolated func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V :
  // View`; to be deprecated in favour of `Tab`, which compiles without a warning.)
  nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
    self
  }
}

// MARK: - Alerts (iOS 15 forms)

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  // docs: Presents an alert when a given condition is true, using a localized string key for the
  // title.
  nonisolated public func alert<A>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A
  ) -> some View where A: View { self }
  // docs: Presents an alert when a given condition is true, using a string variable as a title.
  @_disfavoredOverload
  nonisolated public func alert<S, A>(
    _ title: S,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A
  ) -> some View where S: StringProtocol, A: View { self }
  // docs: Presents an alert when a given condition is true, using a text view for the title.
  nonisolated public func alert<A>(
    _ title: Text,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A
  ) -> some View where A: View { self }

  // docs: Presents an alert with a message when a given condition is true, using a localized
  // string key for a title.
  nonisolated public func alert<A, M>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View { self }
  // docs: Presents an alert with a message when a given condition is true using a string
  // variable as a title.
  @_disfavoredOverload
  nonisolated public func alert<S, A, M>(
    _ title: S,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where S: StringProtocol, A: View, M: View { self }
  // docs: Presents an alert with a message when a given condition is true using a text view as
  // a title.
  nonisolated public func alert<A, M>(
    _ title: Text,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View { self }

  // docs: Presents an alert using the given data to produce the alert's content and a localized
  // string key for a title.
  nonisolated public func alert<A, T>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View where A: View { self }
  // docs: Presents an alert using the given data to produce the alert's content and a string
  // variable as a title.
  @_disfavoredOverload
  nonisolated public func alert<S, A, T>(
    _ title: S,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View where S: StringProtocol, A: View { self }
  // docs: Presents an alert with a message using the given data to produce the alert's content
  // and a localized string key for a title.
  nonisolated public func alert<A, M, T>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View where A: View, M: View { self }
  // docs: Presents an alert with a message using the given data to produce the alert's content
  // and a string variable as a title.
  @_disfavoredOverload
  nonisolated public func alert<S, A, M, T>(
    _ title: S,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View where S: StringProtocol, A: View, M: View { self }

  // docs: Presents an alert when an error is present.
  nonisolated public func alert<E, A>(
    isPresented: Binding<Bool>,
    error: E?,
    @ViewBuilder actions: () -> A
  ) -> some View where E: LocalizedError, A: View { self }
  // docs: Presents an alert with a message when an error is present.
  nonisolated public func alert<E, A, M>(
    isPresented: Binding<Bool>,
    error: E?,
    @ViewBuilder actions: (E) -> A,
    @ViewBuilder message: (E) -> M
  ) -> some View where E: LocalizedError, A: View, M: View { self }
}

// MARK: - Navigation links and destinations

// docs: A view that controls a navigation presentation. (docs: `@MainActor @preconcurrency struct
// NavigationLink<Label, Destination> where Label : View, Destination : View`; iOS 13.0, macOS
// 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0.) The stub has the non-deprecated forms an app
// writes (destination, value, title); the `isActive:` and `tag:selection:` forms deprecated in
// iOS 16, and the `Codable` overloads of the value forms, are not stubbed.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct NavigationLink<Label, Destination>: View
where Label: View, Destination: View {
  // docs: Creates a navigation link that presents the destination view. (docs:
  // `@export(implementation) nonisolated init(@ContentBuilder destination: () -> Destination,
  // @ContentBuilder label: () -> Label)`; SDK 18's spellings: `@_alwaysEmitIntoClient`,
  // `@ViewBuilder`.)
  @_alwaysEmitIntoClient
  nonisolated public init(
    @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), label: label)
  }
  // docs: Creates a navigation link that presents the destination view. (docs: `nonisolated
  // init(destination: Destination, @ContentBuilder label: () -> Label)`.)
  nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension NavigationLink: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension NavigationLink where Label == Text {
  // docs: Creates a navigation link that presents a destination view, with a text label that the
  // link generates from a localized string key. (docs: `@export(implementation)`.)
  @_alwaysEmitIntoClient
  nonisolated public init(
    _ titleKey: LocalizedStringKey,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), label: { Text(titleKey) })
  }
  // docs: Creates a navigation link that presents a destination view, with a text label that the
  // link generates from a title string.
  @_alwaysEmitIntoClient @_disfavoredOverload
  nonisolated public init<S>(_ title: S, @ViewBuilder destination: () -> Destination)
  where S: StringProtocol {
    self.init(destination: destination(), label: { Text(title) })
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationLink where Destination == Never {
  // docs: Creates a navigation link that presents the view corresponding to a value. (docs:
  // `nonisolated init<P>(value: P?, @ContentBuilder label: () -> Label) where P : Hashable`.)
  nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {}
  // docs: Creates a navigation link that presents the view corresponding to a value, with a text
  // label that the link generates from a localized string key.
  nonisolated public init<P>(_ titleKey: LocalizedStringKey, value: P?)
  where Label == Text, P: Hashable {}
  // docs: Creates a navigation link that presents the view corresponding to a value, with a text
  // label that the link generates from a title string.
  @_disfavoredOverload
  nonisolated public init<S, P>(_ title: S, value: P?)
  where Label == Text, S: StringProtocol, P: Hashable {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  // docs: Associates a destination view with a presented data type for use within a navigation
  // stack. (docs: `nonisolated func navigationDestination<D, C>(for data: D.Type, @ViewBuilder
  // destination: @escaping (D) -> C) -> some View where D : Hashable, C : View`.)
  nonisolated public func navigationDestination<D, C>(
    for data: D.Type,
    @ViewBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View { self }

  // docs: Associates a destination view with a binding that can be used to push the view onto a
  // `NavigationStack`. (docs: `nonisolated func navigationDestination<V>(isPresented:
  // Binding<Bool>, @ViewBuilder destination: () -> V) -> some View where V : View`; iOS 16.0,
  // macOS 13.0, tvOS 16.0, watchOS 9.0.)
  nonisolated public func navigationDestination<V>(
    isPresented: Binding<Bool>,
    @ViewBuilder destination: () -> V
  ) -> some View where V: View { self }
}
