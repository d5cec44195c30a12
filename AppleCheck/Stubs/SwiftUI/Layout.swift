// SwiftUI declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16), SwiftUI/SwiftUICore arm64-apple-ios.swiftinterface; this
// file: geometry values, stacks, ScrollView, layout modifiers (SwiftUICore and SwiftUI).
// Conventions (`// SDK 18`, `// docs:`, `// GUESS`, `// DIFFERENCE`, availability): see View.swift.

// MARK: - Geometry values

// docs: The horizontal or vertical dimension in a 2D coordinate system.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Axis: Int8, CaseIterable, Sendable {
  case horizontal
  case vertical

  // docs: An efficient set of axes.
  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal: Axis.Set = Axis.Set(rawValue: 1)
    public static let vertical: Axis.Set = Axis.Set(rawValue: 2)
  }
}

// docs: An enumeration to indicate one edge of a rectangle.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Edge: Int8, CaseIterable, Sendable {
  case top
  case leading
  case bottom
  case trailing

  // docs: An efficient set of edges.
  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    // docs: Creates an instance containing just `e`.
    public init(_ e: Edge) { self.rawValue = 1 << e.rawValue }
    public static let top: Edge.Set = Edge.Set(.top)
    public static let leading: Edge.Set = Edge.Set(.leading)
    public static let bottom: Edge.Set = Edge.Set(.bottom)
    public static let trailing: Edge.Set = Edge.Set(.trailing)
    public static let all: Edge.Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Edge.Set = [.leading, .trailing]
    public static let vertical: Edge.Set = [.top, .bottom]
  }
}

// docs: The inset distances for the sides of a rectangle.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

// docs: A set of symbolic safe area regions.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }
  // docs: The safe area defined by the device and containers within the user interface,
  // including elements such as top and bottom bars.
  public static let container: SafeAreaRegions = SafeAreaRegions(rawValue: 1 << 0)
  // docs: The safe area matching the current extent of any software keyboard displayed over the
  // view content.
  public static let keyboard: SafeAreaRegions = SafeAreaRegions(rawValue: 1 << 1)
  // docs: All safe area regions.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

// docs: A normalized 2D point in a view's coordinate space.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init() { self.init(x: 0, y: 0) }
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let zero: UnitPoint = UnitPoint(x: 0, y: 0)
  public static let center: UnitPoint = UnitPoint(x: 0.5, y: 0.5)
  public static let leading: UnitPoint = UnitPoint(x: 0, y: 0.5)
  public static let trailing: UnitPoint = UnitPoint(x: 1, y: 0.5)
  public static let top: UnitPoint = UnitPoint(x: 0.5, y: 0)
  public static let bottom: UnitPoint = UnitPoint(x: 0.5, y: 1)
  public static let topLeading: UnitPoint = UnitPoint(x: 0, y: 0)
  public static let topTrailing: UnitPoint = UnitPoint(x: 1, y: 0)
  public static let bottomLeading: UnitPoint = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing: UnitPoint = UnitPoint(x: 1, y: 1)
}

// docs: An alignment position along the horizontal axis.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  private let id: Int  // GUESS: storage
  public static let leading: HorizontalAlignment = HorizontalAlignment(id: 0)
  public static let center: HorizontalAlignment = HorizontalAlignment(id: 1)
  public static let trailing: HorizontalAlignment = HorizontalAlignment(id: 2)
}

// docs: An alignment position along the vertical axis.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct VerticalAlignment: Equatable, Sendable {
  private let id: Int  // GUESS: storage
  public static let top: VerticalAlignment = VerticalAlignment(id: 0)
  public static let center: VerticalAlignment = VerticalAlignment(id: 1)
  public static let bottom: VerticalAlignment = VerticalAlignment(id: 2)
  public static let firstTextBaseline: VerticalAlignment = VerticalAlignment(id: 3)
  public static let lastTextBaseline: VerticalAlignment = VerticalAlignment(id: 4)
}

// docs: An alignment in both axes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  @_alwaysEmitIntoClient public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment)
  {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center: Alignment = Alignment(horizontal: .center, vertical: .center)
  public static let leading: Alignment = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing: Alignment = Alignment(horizontal: .trailing, vertical: .center)
  public static let top: Alignment = Alignment(horizontal: .center, vertical: .top)
  public static let bottom: Alignment = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading: Alignment = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing: Alignment = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading: Alignment = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing: Alignment = Alignment(horizontal: .trailing, vertical: .bottom)
}

// MARK: - Stacks

// docs: A view that arranges its subviews in a vertical line.
// SDK 18 (SwiftUICore @~44000): `@frozen @MainActor @preconcurrency public struct VStack<Content>`,
// `@inlinable nonisolated public init(alignment:spacing:content:)`, `Sendable` unavailable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct VStack<Content>: View where Content: View {
  // docs: Creates an instance with the given spacing and horizontal alignment.
  @inlinable nonisolated public init(
    alignment: HorizontalAlignment = .center,
    spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { return fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension VStack: Sendable {}

// docs: A view that arranges its subviews in a horizontal line.
// GUESS: declared as VStack is in SDK 18 (not read individually).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct HStack<Content>: View where Content: View {
  // docs: Creates a horizontal stack with the given spacing and vertical alignment.
  @inlinable nonisolated public init(
    alignment: VerticalAlignment = .center,
    spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { return fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension HStack: Sendable {}

// docs: A view that overlays its subviews, aligning them in both axes.
// GUESS: declared as VStack is in SDK 18 (not read individually).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct ZStack<Content>: View where Content: View {
  // docs: Creates an instance with the given alignment.
  @inlinable nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content)
  {}
  public var body: Never { return fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension ZStack: Sendable {}

// docs: A flexible space that expands along the major axis of its containing stack layout, or
// on both axes if not contained in a stack.
// (Not compared with the SDK 18 interface; `nonisolated`: see View.swift, "nonisolated types".)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct Spacer: View {
  // docs: The minimum length this spacer can be shrunk to, along the axis or axes of expansion.
  public var minLength: CGFloat?
  @inlinable public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  public var body: Never { return fatalError() }  // GUESS: body
}

// MARK: - ScrollView

// docs: A scrollable view.
// SDK 18 (SwiftUI @~775000): `@MainActor @preconcurrency public struct ScrollView<Content>`, its
// `Sendable` conformance unavailable; the `showsIndicators:` initializer is "to be deprecated"
// (deprecated: 100000, which warns nobody), and neither initializer is `@_disfavoredOverload`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct ScrollView<Content>: View where Content: View {
  // GUESS: storage (the SDK's initializers are `nonisolated`; so that the stub's can set it).
  nonisolated(unsafe) private var storage: (content: Content, axes: Axis.Set, indicators: Bool)

  // docs: The scroll view's content.
  public var content: Content {
    get { storage.content }
    set { storage.content = newValue }
  }
  // docs: The scrollable axes of the scroll view.
  public var axes: Axis.Set {
    get { storage.axes }
    set { storage.axes = newValue }
  }
  // docs: A value that indicates whether the scroll view displays the scrollable component of
  // the content offset, in a way that's suitable for the platform.
  public var showsIndicators: Bool {
    get { storage.indicators }
    set { storage.indicators = newValue }
  }

  // docs: Creates a new instance that's scrollable in the direction of the given axis and can
  // show indicators while scrolling.
  @available(
    iOS,
    introduced: 13.0,
    deprecated: 100000.0,
    message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier"
  )
  @available(
    macOS,
    introduced: 10.15,
    deprecated: 100000.0,
    message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier"
  )
  @available(
    tvOS,
    introduced: 13.0,
    deprecated: 100000.0,
    message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier"
  )
  @available(
    watchOS,
    introduced: 6.0,
    deprecated: 100000.0,
    message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier"
  )
  nonisolated public init(
    _ axes: Axis.Set = .vertical,
    showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.storage = (content(), axes, showsIndicators)
  }

  public var body: Never { return fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension ScrollView: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ScrollView {
  // docs: Creates a new instance that's scrollable in the direction of the given axis and can
  // show indicators while scrolling.
  // SDK 18: `@_alwaysEmitIntoClient nonisolated`, with this body.
  @_alwaysEmitIntoClient nonisolated public init(
    _ axes: Axis.Set = .vertical,
    @ViewBuilder content: () -> Content
  ) {
    self.init(axes, showsIndicators: true, content: content)
  }
}

// docs: The placement of margins.
// SDK 18 (SwiftUI @~553000): not `Sendable` (the conformance is declared unavailable).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ContentMarginPlacement {
  private let id: Int  // GUESS: storage
  // docs: The automatic placement.
  public static var automatic: ContentMarginPlacement { ContentMarginPlacement(id: 0) }
  // docs: The scroll content placement.
  public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(id: 1) }
  // docs: The scroll indicators placement.
  public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(id: 2) }
}

@available(*, unavailable)
extension ContentMarginPlacement: Sendable {}

// docs: The visibility of scroll indicators of a UI element.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ScrollIndicatorVisibility: Equatable, Sendable {
  private let id: Int  // GUESS: storage
  public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(id: 0) }
  public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(id: 1) }
  public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(id: 2) }
  public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(id: 3) }
}

// MARK: - Layout modifiers

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // docs: Positions this view within an invisible frame with the specified size.
  nonisolated public func frame(
    width: CGFloat? = nil,
    height: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View { self }

  // docs: Positions this view within an invisible frame having the specified size constraints.
  nonisolated public func frame(
    minWidth: CGFloat? = nil,
    idealWidth: CGFloat? = nil,
    maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil,
    maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View { self }

  // docs: Adds a different padding amount to each edge of this view.
  nonisolated public func padding(_ insets: EdgeInsets) -> some View { self }

  // docs: Adds an equal padding amount to specific edges of this view.
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    self
  }

  // docs: Adds a specific padding amount to each edge of this view.
  nonisolated public func padding(_ length: CGFloat) -> some View { self }

  // docs: Offset this view by the horizontal and vertical amount specified in the offset
  // parameter.
  nonisolated public func offset(_ offset: CGSize) -> some View { self }

  // docs: Offset this view by the specified horizontal and vertical distances.
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }

  // docs: Fixes this view at its ideal size.
  nonisolated public func fixedSize() -> some View { self }

  // docs: Fixes this view at its ideal size in the specified dimensions.
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }

  // docs: Sets the priority by which a parent layout should apportion space to this child.
  nonisolated public func layoutPriority(_ value: Double) -> some View { self }

  // docs: Layers the views that you specify in front of this view.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func overlay<V>(
    alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> some View where V: View { self }

  // docs: Layers the specified style in front of this view.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View where S: ShapeStyle
  { self }

  // docs: Layers a secondary view in front of this view.
  // GUESS: deprecation version (the docs list it as deprecated without a version we can read).
  @available(
    iOS,
    introduced: 13.0,
    deprecated: 100000.0,
    message: "Use `overlay(alignment:content:)` instead."
  )
  @available(
    macOS,
    introduced: 10.15,
    deprecated: 100000.0,
    message: "Use `overlay(alignment:content:)` instead."
  )
  @available(
    tvOS,
    introduced: 13.0,
    deprecated: 100000.0,
    message: "Use `overlay(alignment:content:)` instead."
  )
  @available(
    watchOS,
    introduced: 6.0,
    deprecated: 100000.0,
    message: "Use `overlay(alignment:content:)` instead."
  )
  @available(
    visionOS,
    introduced: 1.0,
    deprecated: 100000.0,
    message: "Use `overlay(alignment:content:)` instead."
  )
  @_disfavoredOverload  // GUESS
  nonisolated public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View where Overlay: View
  { self }

  // docs: Layers the views that you specify behind this view.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<V>(
    alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> some View where V: View { self }

  // docs: Sets the view's background to a style.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View where S: ShapeStyle
  { self }

  // docs: Sets the view's background to an insettable shape filled with a style.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<S, T>(
    _ style: S,
    in shape: T,
    fillStyle: FillStyle = FillStyle()
  ) -> some View where S: ShapeStyle, T: Shape { self }

  // docs: Layers the given view behind this view.
  // GUESS: deprecation version (see overlay above).
  @available(
    iOS,
    introduced: 13.0,
    deprecated: 100000.0,
    message: "Use `background(alignment:content:)` instead."
  )
  @available(
    macOS,
    introduced: 10.15,
    deprecated: 100000.0,
    message: "Use `background(alignment:content:)` instead."
  )
  @available(
    tvOS,
    introduced: 13.0,
    deprecated: 100000.0,
    message: "Use `background(alignment:content:)` instead."
  )
  @available(
    watchOS,
    introduced: 6.0,
    deprecated: 100000.0,
    message: "Use `background(alignment:content:)` instead."
  )
  @available(
    visionOS,
    introduced: 1.0,
    deprecated: 100000.0,
    message: "Use `background(alignment:content:)` instead."
  )
  @_disfavoredOverload  // GUESS
  nonisolated public func background<Background>(
    _ background: Background,
    alignment: Alignment = .center
  ) -> some View where Background: View { self }

  // docs: Configures the content margin for a provided placement.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func contentMargins(
    _ edges: Edge.Set = .all,
    _ insets: EdgeInsets,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View { self }

  // docs: Configures the content margin for a provided placement.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func contentMargins(
    _ edges: Edge.Set = .all,
    _ length: CGFloat?,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View { self }

  // docs: Configures the content margin for a provided placement.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func contentMargins(
    _ length: CGFloat,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View { self }

  // docs: Sets the visibility of scroll indicators within this view.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility,
    axes: Axis.Set = [.vertical, .horizontal]
  ) -> some View { self }

  // docs: Controls whether people can interact with this view.
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }

  // docs: Adds a condition that controls whether users can interact with this view.
  nonisolated public func disabled(_ disabled: Bool) -> some View { self }

  // docs: Hides this view unconditionally.
  nonisolated public func hidden() -> some View { self }

  // docs: Sets a clipping shape for this view.
  nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View
  where S: Shape { self }

  // docs: Clips this view to its bounding rectangular frame.
  nonisolated public func clipped(antialiased: Bool = false) -> some View { self }
}

// docs: A proxy for access to the size and coordinate space (for anchor resolution) of the
// container view. SDK 18 (SwiftUICore): `public struct GeometryProxy`; only `size` is stubbed.
// GUESS: isolation (the docs show none; `onGeometryChange`'s transform reads it off the main
// actor, so it cannot be main-actor isolated).
public struct GeometryProxy {
  // docs: The size of the container view.
  public var size: CGSize { CGSize(width: 0, height: 0) }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension View {
  // docs: Adds an action to be performed when a value, created from a geometry proxy, changes.
  // As the docs spell it for SDK 18; the docs for SDK 26 add `@Sendable` to `transform` (a
  // transform that captures nothing compiles with both).
  @preconcurrency nonisolated public func onGeometryChange<T>(
    for type: T.Type,
    of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (T) -> Void
  ) -> some View where T: Equatable, T: Sendable { self }
}

// MARK: - Aspect ratio

// docs: Constants that define how a view's content fills the available space.
// (SwiftUICore; GUESS: `@frozen`, `Hashable`, `CaseIterable`, `Sendable`, as `Axis` is.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum ContentMode: Hashable, CaseIterable, Sendable {
  // docs: An option that resizes the content so it's all within the available space, both
  // vertically and horizontally.
  case fit
  // docs: An option that resizes the content so it occupies all available space, both vertically
  // and horizontally.
  case fill
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // docs: Constrains this view's dimensions to the specified aspect ratio.
  // (docs: `nonisolated func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode)
  // -> some View`.)
  nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode)
    -> some View
  { self }
  // docs: Constrains this view's dimensions to the aspect ratio of the given size.
  nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode)
    -> some View
  { self }
  // docs: Scales this view to fit its parent.
  nonisolated public func scaledToFit() -> some View { self }
  // docs: Scales this view to fill its parent.
  nonisolated public func scaledToFill() -> some View { self }
}
