// SwiftUI declaration stub for compile-checking on Linux. Not the real framework.
//
// Follows: the iOS 18.0 SDK (Xcode 16, the oldest Xcode that swift-tools-version 6.0 allows), as
// published in SwiftUI.framework's and SwiftUICore.framework's arm64-apple-ios.swiftinterface
// (read in the index: repository xybp888/iOS-SDKs, iPhoneOS18.0.sdk). This file: SwiftUICore's
// `View`, `ViewModifier`, `ViewBuilder` and the primitive views.
//
// Conventions of every file in Stubs/SwiftUI, Stubs/UIKit and Stubs/Accessibility:
// - `// SDK 18` marks a declaration compared with the SDK 18 interface or header (the `@~N` is the
//   approximate character offset where it was read); `// docs:` quotes Apple's documentation page
//   (developer.apple.com, 2026 snapshot), for declarations not compared with the interface;
//   `// GUESS` marks what no source shows; `// DIFFERENCE` explains a deliberate departure from
//   SDK 18.
// - Availability is the SDK's, for every platform, including `@available(X, unavailable)`. Where
//   the SDK gives visionOS no entry, visionOS takes iOS's (mapped through the SDK's version map:
//   iOS 17 -> visionOS 1, iOS 18 -> visionOS 2), and so does the stub: an explicit `visionOS 1.0`
//   the SDK does not have changes what the compiler accepts (an implicit accessor of a property
//   wrapper declared `visionOS 1.0` is rejected in a type whose visionOS availability comes from
//   iOS 18), so the stubs write visionOS only where the SDK does.
// - SwiftUI and SwiftUICore are one module here (SDK 18 split SwiftUICore out and re-exports it).
// - Isolation is the SDK's: view types SDK 18 prints `@MainActor @preconcurrency` are so here, with
//   `nonisolated` initializers and `Sendable` declared unavailable, as there. A type whose `View`
//   conformance is in its own declaration but which was not compared with the interface is marked
//   `nonisolated` (DIFFERENCE: a spelling the Swift 6.0 compiler of Xcode 16 does not have): it
//   stops the conformance from making the whole type `@MainActor`, which the SDK may not do.
// - `@_alwaysEmitIntoClient` and `@inlinable` are the SDK's spellings (later SDKs write
//   `@export(implementation)`, which Swift 6.0 does not accept).

// What `import SwiftUI` shows besides SwiftUI. SDK 18: SwiftUI.swiftinterface imports Foundation,
// Observation and UIKit without re-exporting them, but re-exports its Clang module, whose umbrella
// header (SwiftUI.h) imports <UIKit/UIKit.h> on every platform but macOS (AppKit there). So with
// UIKit come Foundation and, through UIKit's Swift overlay (`@_exported import Accessibility`),
// Accessibility: `AccessibilityNotification` is visible after `import SwiftUI` on iOS, tvOS,
// watchOS and visionOS, not on macOS (where AppKit's overlay was not checked).
@_exported import Foundation
#if canImport(UIKit)
@_exported import UIKit
#elseif canImport(AppKit)
@_exported import AppKit  // macOS: the umbrella imports <AppKit/AppKit.h> (a stand-in, macOS pass)
#endif
// Under SwiftPM (the Linux build of Package.swift's `PTR_APPLE_STUBS` block) the UIKit stub cannot
// re-export Accessibility, because that manifest gives the UIKit target no dependency on it; the
// SwiftUI target has one, so it stands in for UIKit's re-export there.
// DIFFERENCE (SwiftPM build only): SwiftUI itself re-exports Accessibility.
#if SWIFT_PACKAGE && canImport(UIKit)
@_exported import Accessibility
#endif
// DIFFERENCE: SDK 18's SwiftUI.swiftinterface imports Observation without `@_exported`, yet with
// Xcode 16 `@Observable` compiles in a file that imports SwiftUI alone: Xcode 16's own visionOS
// app template does it (AppModel.swift: `import SwiftUI`, then `@MainActor @Observable class
// AppModel`, as generated into projects created in 2024). Which module makes the macro visible is
// not in the interface; the stub re-exports Observation so that such code compiles here too.
@_exported import Observation

// MARK: - View

// docs: A type that represents part of your app's user interface and provides modifiers that you
// use to configure views.
// SDK 18 (SwiftUICore @~603000): `@_typeEraser(AnyView) @preconcurrency @MainActor public protocol
// View`, with `nonisolated static func _makeView(...)` requirements the stub leaves out.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@_typeEraser(AnyView) @preconcurrency @MainActor public protocol View {
  // docs: The type of view representing the body of this view.
  associatedtype Body: View
  // docs: The content and behavior of the view.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// docs: (Never conforms to View: primitive views use `Never` as their body type.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
  public typealias Body = Never
  public var body: Never { return fatalError() }  // GUESS: body
}

// docs: A custom parameter attribute that constructs views from closures.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
  // docs: Builds an empty view from a block containing no statements.
  @_alwaysEmitIntoClient public static func buildBlock() -> EmptyView { EmptyView() }

  // docs: Passes a single view written as a child view through unmodified.
  @_alwaysEmitIntoClient public static func buildBlock<Content>(_ content: Content) -> Content
  where Content: View { content }

  // docs: Builds a tuple view from a block of child views.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
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
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView
  where Content: View { AnyView(content) }
}

// GUESS: `_ConditionalContent` is underscored (hidden from the docs); the result type of
// `buildEither`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct _ConditionalContent<TrueContent, FalseContent>: View
where TrueContent: View, FalseContent: View {
  public var body: Never { return fatalError() }  // GUESS: body
}

// docs: (Optional conforms to View when its wrapped type does.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
  public var body: Never { return fatalError() }  // GUESS: body
}

// docs: A View created from a swift tuple of View values.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct TupleView<T>: View {
  public var value: T
  @_alwaysEmitIntoClient public init(_ value: T) { self.value = value }
  public var body: Never { return fatalError() }  // GUESS: body
}

// docs: A view that doesn't contain any content.
// SDK 18 (SwiftUICore @~618000): `@frozen @MainActor @preconcurrency public struct EmptyView : View
// { @inlinable nonisolated public init() {} }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct EmptyView: View {
  // docs: Creates an empty view.
  @inlinable nonisolated public init() {}
  public var body: Never { return fatalError() }  // GUESS: body
}

// docs: A type-erased view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct AnyView: View {
  // docs: Create an instance that type-erases `view`.
  public init<V>(_ view: V) where V: View {}
  @_alwaysEmitIntoClient public init<V>(erasing view: V) where V: View {}
  public var body: Never { return fatalError() }  // GUESS: body
}

// docs: A type that collects multiple instances of a content type — like views, scenes, or
// commands — into a single unit.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Group<Content> {
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Group: View where Content: View {
  // docs: Creates a group of views.
  @_alwaysEmitIntoClient public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { return fatalError() }  // GUESS: body
}

// MARK: - Modifiers

// docs: A modifier that you apply to a view or another view modifier, producing a different
// version of the original value.
// SDK 18 (SwiftUICore @~676000): `@preconcurrency @MainActor public protocol ViewModifier`, body
// `@ViewBuilder @MainActor @preconcurrency`, `typealias Content = _ViewModifier_Content<Self>`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol ViewModifier {
  // docs: The type of view representing the body.
  associatedtype Body: View
  // docs: Gets the current body of the caller.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  // docs: The content view type passed to `body()`.
  typealias Content = _ViewModifier_Content<Self>
}

// GUESS: the hidden proxy type behind `ViewModifier.Content` (the docs show a bare
// `typealias Content`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
  public var body: Never { return fatalError() }  // GUESS: body
}

// docs: An empty, or identity, modifier, used during development to switch modifiers at compile
// time.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct EmptyModifier: ViewModifier {
  // docs: (the identity modifier)
  public static let identity: EmptyModifier = EmptyModifier()
  @_alwaysEmitIntoClient public init() {}
  // GUESS: `body(content:)` is a `Never`-bodied primitive in the real SDK.
  @MainActor @preconcurrency public func body(content: Content) -> Never { fatalError() }
}

// docs: A value with a modifier applied to it.
// SDK 18: `@frozen`, not main-actor isolated; its `Sendable` conformance is unavailable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
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

@available(*, unavailable)
extension ModifiedContent: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { return fatalError() }  // GUESS: body
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  // GUESS: body
  @MainActor @preconcurrency public func body(content: _ViewModifier_Content<Self>) -> Never {
    fatalError()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // docs: Applies a modifier to a view and returns a new view.
  // SDK 18: `@inlinable nonisolated`.
  @inlinable nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewModifier {
  // docs: Returns a new modifier that is the result of concatenating `self` with `modifier`.
  nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

// docs: An interface for a stored variable that updates an external property of a view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
  // docs: Updates the underlying value of the stored value.
  mutating func update()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
  // docs: Updates the underlying value of the stored value.
  public mutating func update() {}
}
