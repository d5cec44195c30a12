// SwiftUI declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16); this file: apps and scenes (`App`, `Scene`, `WindowGroup`)
// and navigation containers (`NavigationStack`, `List`, `navigationTitle`), for example apps'
// `@main` files. None of it was compared with the SDK 18 interface (its offsets are unknown):
// declarations and availability are the documentation's (2026 snapshot), whose forms for these
// long-standing types match what SDK 18 ships; the isolation is the SDK's pattern for scenes and
// view structs (`@MainActor @preconcurrency`, `nonisolated` initializers).
// Conventions (`// docs:`, `// GUESS`, `// DIFFERENCE`, availability): see View.swift.

// MARK: - App and scenes

// docs: A type that represents the structure and behavior of an app.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@preconcurrency @MainActor public protocol App {
  // docs: The type of scene representing the content of the app.
  associatedtype Body: Scene
  // docs: The content and behavior of the app.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  // docs: Creates an instance of the app using the body that you define for its content.
  @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
  // docs: Initializes and runs the app.
  @MainActor @preconcurrency public static func main() {}
}

// docs: A part of an app's user interface with a life cycle managed by the system.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@preconcurrency @MainActor public protocol Scene {
  // docs: The type of scene that represents the body of this scene.
  associatedtype Body: Scene
  // docs: The content and behavior of the scene.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

// docs: A result builder for composing a collection of scenes into a single composite scene.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder public struct SceneBuilder {
  // docs: Passes a single scene written as a child scene through unmodified.
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
    content
  }

  // docs: Builds an expression within the builder.
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene {
    content
  }

  // docs: (composes several scenes)
  // GUESS: the result type (the page shows `some Scene`).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene
  where repeat each Content: Scene { _TupleScene() }
}

// GUESS: the composite scene behind `SceneBuilder`'s variadic `buildBlock`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct _TupleScene: Scene {
  nonisolated init() {}
  public var body: Never { fatalError() }
}

// docs: A scene that presents a group of identically structured windows.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct WindowGroup<Content>: Scene where Content: View {
  // docs: Creates a window group.
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  // docs: Creates a window group with a text view title.
  nonisolated public init(_ title: Text, @ViewBuilder content: () -> Content) {}
  // docs: Creates a window group with a localized title string.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  // docs: Creates a window group with a title string.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content)
  where S: StringProtocol {}
  public var body: Never { fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension WindowGroup: Sendable {}

// MARK: - Navigation

// docs: A type-erased list of data representing the content of a navigation stack.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath: Equatable {
  // docs: Creates a new, empty navigation path.
  public init() {}
  // docs: The number of elements in this path.
  public var count: Int { 0 }
  // docs: A Boolean that indicates whether this path is empty.
  public var isEmpty: Bool { true }
}

// docs: A view that displays a root view and enables you to present additional views over the
// root view.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct NavigationStack<Data, Root>: View where Root: View {
  public var body: Never { fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension NavigationStack: Sendable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack where Data == NavigationPath {
  // docs: Creates a navigation stack that manages its own navigation state.
  nonisolated public init(@ViewBuilder root: () -> Root) {}
}

// docs: A container that presents rows of data arranged in a single column, optionally providing
// the ability to select one or more members.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct List<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  public var body: Never { fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension List: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
  // docs: Creates a list with the given content.
  nonisolated public init(@ViewBuilder content: () -> Content) {}

  // docs: Creates a list that computes its rows on demand from an underlying collection of
  // identifiable data.
  // (docs: `nonisolated init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping
  // (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>,
  // Data : RandomAccessCollection, RowContent : View, Data.Element : Identifiable`.)
  nonisolated public init<Data, RowContent>(
    _ data: Data,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {}

  // docs: Creates a list that identifies its rows based on a key path to the identifier of the
  // underlying data.
  nonisolated public init<Data, ID, RowContent>(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {}

  // docs: Creates a list that computes its views on demand over a constant range.
  nonisolated public init<RowContent>(
    _ data: Range<Int>,
    @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {}
}

// MARK: - List styles

// docs: A protocol that describes the behavior and appearance of a list.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ListStyle {}

// docs: The list style that describes a platform's default behavior and appearance for a list.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct DefaultListStyle: ListStyle {
  public init() {}
}

// docs: The list style that describes the behavior and appearance of a plain list.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PlainListStyle: ListStyle {
  public init() {}
}

// docs: The list style that describes the behavior and appearance of a grouped list.
// (docs: iOS 13.0, tvOS 13.0, visionOS 1.0; no macOS, no watchOS.)
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct GroupedListStyle: ListStyle {
  public init() {}
}

// docs: The list style that describes the behavior and appearance of an inset grouped list.
// (docs: iOS 14.0, visionOS 1.0; no macOS, tvOS or watchOS.)
@available(iOS 14.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct InsetGroupedListStyle: ListStyle {
  public init() {}
}

// GUESS: the static members as every style's are in SDK 18 (`@_alwaysEmitIntoClient`, `@MainActor
// @preconcurrency` on the style's declaration left out here: these styles are plain structs).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ListStyle where Self == DefaultListStyle {
  // docs: The list style that describes a platform's default behavior and appearance for a list.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ListStyle where Self == PlainListStyle {
  // docs: The list style that describes the behavior and appearance of a plain list.
  public static var plain: PlainListStyle { PlainListStyle() }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == GroupedListStyle {
  // docs: The list style that describes the behavior and appearance of a grouped list.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

@available(iOS 14.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == InsetGroupedListStyle {
  // docs: The list style that describes the behavior and appearance of an inset grouped list.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // docs: Sets the style for lists within this view.
  nonisolated public func listStyle<S>(_ style: S) -> some View where S: ListStyle { self }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  // docs: Configures the view's title for purposes of navigation, using a text view.
  nonisolated public func navigationTitle(_ title: Text) -> some View { self }
  // docs: Configures the view's title for purposes of navigation, using a localized string.
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
  // docs: Configures the view's title for purposes of navigation, using a string.
  @_disfavoredOverload
  nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
    self
  }
}

// MARK: - Scene phase

// docs: An indication of a scene's operational state.
// Apple's ScenePhase page: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0 (inherited
// from iOS here); declared `enum ScenePhase`. The SDK 18 interface was not readable in the index
// (the declaration lies beyond the part of SwiftUI's interface it searches).
// GUESS: `Comparable` (SDK 14's interface and public reimplementations: `background < inactive <
// active`), hence Equatable and Hashable; `Sendable` is not transcribed (no source shows it), so
// client code that sends a `ScenePhase` across isolation may be rejected here and not in Xcode.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum ScenePhase: Comparable {
  // docs: The scene isn't currently visible in the UI.
  case background
  // docs: The scene is in the foreground but should pause its work.
  case inactive
  // docs: The scene is in the foreground and interactive.
  case active
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension EnvironmentValues {
  // docs: The current phase of the scene. (`var scenePhase: ScenePhase { get set }`, iOS 14.0,
  // macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0.)
  public var scenePhase: ScenePhase {
    get { .active }  // GUESS: body
    set {}
  }
}
