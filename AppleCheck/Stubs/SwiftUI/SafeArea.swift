// SwiftUI declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18 SDK (Xcode 16), SwiftUICore's interface, as Apple's documentation shows it;
// this file: the safe area, its insets and the edges they name.
// Conventions (`// SDK 18`, `// docs:`, `// GUESS`, `// DIFFERENCE`, availability): see View.swift.

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  // docs: Expands the safe area of a view.
  @inlinable nonisolated public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all,
    edges: Edge.Set = .all
  ) -> some View { self }
}

// docs: An edge on the vertical axis.
// (SwiftUICore; GUESS: declared as `Edge` is, `@frozen`, `Int8` raw values, with its own `Set`.)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
  // docs: The top edge.
  case top
  // docs: The bottom edge.
  case bottom

  // docs: An efficient set of vertical edges.
  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    // docs: Creates an instance containing just `e`.
    public init(_ e: VerticalEdge) { self.rawValue = 1 << e.rawValue }
    public static let top: VerticalEdge.Set = VerticalEdge.Set(.top)
    public static let bottom: VerticalEdge.Set = VerticalEdge.Set(.bottom)
    public static let all: VerticalEdge.Set = [.top, .bottom]
  }
}

// docs: An edge on the horizontal axis.
// (SwiftUICore; GUESS: declared as `Edge` is, `@frozen`, `Int8` raw values, with its own `Set`.)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
  // docs: The leading edge.
  case leading
  // docs: The trailing edge.
  case trailing

  // docs: An efficient set of horizontal edges.
  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    // docs: Creates an instance containing just `e`.
    public init(_ e: HorizontalEdge) { self.rawValue = 1 << e.rawValue }
    public static let leading: HorizontalEdge.Set = HorizontalEdge.Set(.leading)
    public static let trailing: HorizontalEdge.Set = HorizontalEdge.Set(.trailing)
    public static let all: HorizontalEdge.Set = [.leading, .trailing]
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  // docs: Shows the specified content above or below the modified view.
  // (docs: `nonisolated func safeAreaInset<V>(edge: VerticalEdge, alignment: HorizontalAlignment
  // = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View where V :
  // View`; iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0.)
  nonisolated public func safeAreaInset<V>(
    edge: VerticalEdge,
    alignment: HorizontalAlignment = .center,
    spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View where V: View { self }

  // docs: Shows the specified content beside the modified view.
  // (docs: the same with `edge: HorizontalEdge` and `alignment: VerticalAlignment = .center`.)
  nonisolated public func safeAreaInset<V>(
    edge: HorizontalEdge,
    alignment: VerticalAlignment = .center,
    spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View where V: View { self }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  // docs: Adds the provided insets into the safe area of this view.
  nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  { self }
  // docs: Adds the provided insets into the safe area of this view.
  // Apple's `safeAreaPadding(_:)` page (-5lh9p): `nonisolated func safeAreaPadding(_ insets:
  // EdgeInsets) -> some View`, iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0 (the
  // page's newer SDKs spell the attribute `@export(implementation)`). OpenSwiftUI
  // (`Sources/OpenSwiftUICore/Layout/Modifier/InsetViewModifier.swift`, "Audited for 6.5.4"):
  // `@_alwaysEmitIntoClient nonisolated public func safeAreaPadding(_ insets: EdgeInsets)`, in
  // SwiftUICore. GUESS: not located in the SDK 18 SwiftUICore interface (pages read at
  // offsets 60000, 150000 and 330000), so the attribute is OpenSwiftUI's and the availability
  // the docs'.
  @_alwaysEmitIntoClient nonisolated public func safeAreaPadding(_ insets: EdgeInsets)
    -> some View
  { self }
}
