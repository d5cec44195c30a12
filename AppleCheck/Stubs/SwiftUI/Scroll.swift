// SwiftUI declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16), SwiftUI/SwiftUICore arm64-apple-ios.swiftinterface; this
// file: scroll geometry and phases (SwiftUICore and SwiftUI; all iOS 18).
// Conventions (`// SDK 18`, `// docs:`, `// GUESS`, `// DIFFERENCE`, availability): see View.swift.

// docs: A type that defines the geometry of a scroll view.
// SDK 18 (SwiftUICore @~14000).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
  // docs: The content offset of the scroll view.
  public var contentOffset: CGPoint
  // docs: The size of the content of the scroll view.
  public var contentSize: CGSize
  // docs: The content insets of the scroll view.
  public var contentInsets: EdgeInsets
  // docs: The size of the container of the scroll view.
  public var containerSize: CGSize
  // docs: The visible rect of the scroll view.
  public var visibleRect: CGRect { fatalError() }  // GUESS: body
  // docs: The bounds rect of the scroll view.
  public var bounds: CGRect { fatalError() }  // GUESS: body

  // docs: Creates a scroll geometry.
  public init(
    contentOffset: CGPoint,
    contentSize: CGSize,
    contentInsets: EdgeInsets,
    containerSize: CGSize
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }

  public var debugDescription: String { "ScrollGeometry" }  // GUESS: body
}

// docs: A type that describes the state of a scroll gesture of a scrollable view like a scroll
// view.
// SDK 18 (SwiftUICore @~37000).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@frozen public enum ScrollPhase: Equatable, Sendable, CustomDebugStringConvertible {
  // docs: The idle phase where no kind of scrolling is occurring.
  case idle
  // docs: The tracking phase where the scroll view is tracking a potential scroll by the user
  // but the user hasn't started a scroll.
  case tracking
  // docs: The interacting phase where the user is interacting with the scroll view.
  case interacting
  // docs: The decelerating phase where the user use has stopped interacting with the scroll
  // view and the scroll view is decelerating towards its final target.
  case decelerating
  // docs: The animating phase where the scroll view is animating towards a final target.
  case animating

  // docs: Whether the scroll view is actively scrolling.
  public var isScrolling: Bool { self != .idle }

  public var debugDescription: String { "ScrollPhase" }  // GUESS: body
}

// docs: A type that provides you with more content when the phase of a scroll view changes.
// SDK 18 (SwiftUI @~718000): not `Sendable` (the conformance is declared unavailable).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollPhaseChangeContext {
  // docs: The geometry of the scroll view at the time of the scroll phase change.
  public var geometry: ScrollGeometry { fatalError() }  // GUESS: body
  // docs: The velocity of the scroll view at the time of the scroll phase change.
  public var velocity: CGVector? { fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension ScrollPhaseChangeContext: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // docs: Adds an action to be performed when a value, created from a scroll geometry, changes.
  // SDK 18 (SwiftUI @~718000), as are the two `onScrollPhaseChange` below.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func onScrollGeometryChange<T>(
    for type: T.Type,
    of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View where T: Equatable { self }

  // docs: Adds an action to perform when the scroll phase of the first scroll view in the
  // hierarchy changes.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func onScrollPhaseChange(
    _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
  ) -> some View { self }

  // docs: Adds an action to perform when the scroll phase of the first scroll view in the
  // hierarchy changes.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func onScrollPhaseChange(
    _ action: @escaping (
      _ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext
    ) -> Void
  ) -> some View { self }
}

// docs: A type that defines the semantic position of where a scroll view is scrolled within its
// content.
// SDK 18 (SwiftUICore @~34000): `public struct ScrollPosition : Swift.Sendable {}`, its members in
// extensions (each `@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)`),
// `Swift.Equatable` in an extension of its own, and `@_originallyDefinedIn(module: "SwiftUI", ...)`
// the stub leaves out (one module here).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollPosition: Sendable {
  private var target = 0  // GUESS: storage
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ScrollPosition {
  // SDK 18, as are the members below (bodies: GUESS).
  public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {}
  public init(idType: (some Hashable & Sendable).Type = Never.self) {}
  public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {}
  public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {}
  public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) {}
  public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {}
  public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ScrollPosition {
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {}
  public mutating func scrollTo(edge: Edge) {}
  public mutating func scrollTo(point: CGPoint) {}
  public mutating func scrollTo(x: CGFloat, y: CGFloat) {}
  public mutating func scrollTo(x: CGFloat) {}
  public mutating func scrollTo(y: CGFloat) {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ScrollPosition {
  public var isPositionedByUser: Bool {
    get { false }
    set {}
  }
  public var edge: Edge? { nil }
  public var point: CGPoint? { nil }
  public var viewID: (any Hashable & Sendable)? { nil }
  public func viewID<T>(type: T.Type) -> T? where T: Hashable, T: Sendable { nil }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ScrollPosition: Equatable {
  public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool { true }  // GUESS: body
}

// SDK 18 (SwiftUI @~1,135,600): the two `scrollPosition` modifiers, each in an `extension
// SwiftUICore.View` of its own.
extension View {
  // docs: Associates a binding to be updated when a scroll view within this view scrolls.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func scrollPosition(
    _ position: Binding<ScrollPosition>,
    anchor: UnitPoint? = nil
  ) -> some View { self }

  // docs: Associates a binding to a scroll position with a scroll view within this view.
  // SDK 18: `nonisolated public func scrollPosition(id: SwiftUICore.Binding<(some Hashable)?>,
  // anchor: SwiftUICore.UnitPoint? = nil) -> some SwiftUICore.View`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func scrollPosition(
    id: Binding<(some Hashable)?>,
    anchor: UnitPoint? = nil
  ) -> some View { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // docs: Configures the outermost layout as a scroll target layout.
  // (docs: `nonisolated func scrollTargetLayout(isEnabled: Bool = true) -> some View`; iOS 17.0,
  // macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0.)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
}
