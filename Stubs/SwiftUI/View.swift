// SwiftUI declaration stub for compile-checking on Linux. Not the real framework.
// Follows: iOS 27 SDK (Xcode 27) as documented on developer.apple.com, docs snapshot of 2026.
// Where that SDK swaps an Xcode 26 form for a new one (the `State()` macro, type-agnostic
// `ContentBuilder` content), the stub keeps the Xcode 26 form that the same docs still describe.
// Declarations are copied from each page's Declaration block, with the page's availability
// written as `@available`; anything the docs do not show is marked `// GUESS`.

// GUESS: which modules `import SwiftUI` re-exports: Foundation (documented behaviour), and
// Accessibility (AccessibilityNotification) and Observation (@Observable), which Apple's samples
// use with `import SwiftUI` alone.
@_exported import Accessibility
@_exported import Foundation
@_exported import Observation

// MARK: - View

// docs: A type that represents part of your app's user interface and provides modifiers that you
// use to configure views.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol View {
  // docs: The type of view representing the body of this view.
  associatedtype Body: View
  // docs: The content and behavior of the view.
  @ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// docs: (Never conforms to View: primitive views use `Never` as their body type.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Never: View {
  public typealias Body = Never
  public var body: Never { return fatalError() }  // GUESS: body
}

// docs: A custom parameter attribute that constructs views from closures.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@resultBuilder public struct ViewBuilder {
  // docs: Builds an empty view from a block containing no statements.
  // (The Xcode 27 page returns `EmptyContent`; Xcode 26 returns `EmptyView`.)
  public static func buildBlock() -> EmptyView { EmptyView() }

  // docs: Passes a single view written as a child view through unmodified.
  @export(implementation) public static func buildBlock<Content>(_ content: Content) -> Content
  where Content: View { content }

  // docs: Builds a tuple view from a block of child views.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > where repeat each Content: View { TupleView((repeat each content)) }

  // docs: Passes a single view written as a child view through unmodified.
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
    content
  }

  // docs: Produces an optional view for conditional statements in multi-statement closures
  // that's only visible when the condition evaluates to true.
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
    content
  }

  // docs: Produces content for a conditional statement in a multi-statement closure when the
  // condition is true.
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View
  { fatalError() }

  // docs: Produces content for a conditional statement in a multi-statement closure when the
  // condition is false.
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View
  { fatalError() }

  // docs: Processes view content for a conditional compiler-control statement that performs an
  // availability check.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView
  where Content: View { AnyView(content) }
}

// docs: A custom parameter attribute that constructs views and other content types from closures.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public typealias ContentBuilder = ViewBuilder

// GUESS: `_ConditionalContent` is underscored (hidden from the docs); the result type of
// `buildEither`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen nonisolated public struct _ConditionalContent<TrueContent, FalseContent>: View
where TrueContent: View, FalseContent: View {
  public var body: Never { return fatalError() }  // GUESS: body
}

// docs: (Optional conforms to View when its wrapped type does.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Optional: View where Wrapped: View {
  public var body: Never { return fatalError() }  // GUESS: body
}

// docs: A View created from a swift tuple of View values.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen nonisolated public struct TupleView<T>: View {
  public var value: T
  @export(implementation) public init(_ value: T) { self.value = value }
  public var body: Never { return fatalError() }  // GUESS: body
}

// docs: A view that doesn't contain any content.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen nonisolated public struct EmptyView: View {
  // docs: Creates an empty view.
  @export(implementation) public init() {}
  public var body: Never { return fatalError() }  // GUESS: body
}

// docs: A type-erased view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen nonisolated public struct AnyView: View {
  // docs: Create an instance that type-erases `view`.
  public init<V>(_ view: V) where V: View {}
  @export(implementation) public init<V>(erasing view: V) where V: View {}
  public var body: Never { return fatalError() }  // GUESS: body
}

// docs: A type that collects multiple instances of a content type — like views, scenes, or
// commands — into a single unit.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen nonisolated public struct Group<Content> {
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Group: View where Content: View {
  // docs: Creates a group of views.
  @export(implementation) public init(@ContentBuilder content: () -> Content) {}
  public var body: Never { return fatalError() }  // GUESS: body
}

// MARK: - Modifiers

// docs: A modifier that you apply to a view or another view modifier, producing a different
// version of the original value.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol ViewModifier {
  // docs: The type of view representing the body.
  associatedtype Body: View
  // docs: Gets the current body of the caller.
  @ContentBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  // docs: The content view type passed to `body()`.
  typealias Content = _ViewModifier_Content<Self>
}

// GUESS: the hidden proxy type behind `ViewModifier.Content` (the docs show a bare
// `typealias Content`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
  public var body: Never { return fatalError() }  // GUESS: body
}

// docs: An empty, or identity, modifier, used during development to switch modifiers at compile
// time.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen nonisolated public struct EmptyModifier: ViewModifier {
  // docs: (the identity modifier)
  public static let identity: EmptyModifier = EmptyModifier()
  @export(implementation) public init() {}
  // GUESS: `body(content:)` is a `Never`-bodied primitive in the real SDK.
  @MainActor @preconcurrency public func body(content: Content) -> Never { fatalError() }
}

// docs: A value with a modifier applied to it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {
  // docs: The content that the modifier transforms into a new view or new view modifier.
  public var content: Content
  // docs: The view modifier.
  public var modifier: Modifier
  // docs: A structure that defines the content and modifier needed to produce a new view or
  // view modifier.
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { return fatalError() }  // GUESS: body
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  // GUESS: body
  @MainActor @preconcurrency public func body(content: _ViewModifier_Content<Self>) -> Never {
    fatalError()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  // docs: Applies a modifier to a view and returns a new view.
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ViewModifier {
  // docs: Returns a new modifier that is the result of concatenating `self` with `modifier`.
  nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

// docs: An interface for a stored variable that updates an external property of a view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol DynamicProperty {
  // docs: Updates the underlying value of the stored value.
  mutating func update()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension DynamicProperty {
  // docs: Updates the underlying value of the stored value.
  public mutating func update() {}
}
