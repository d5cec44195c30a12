#if canImport(SwiftUI)
import PullToRefresh
import SwiftUI

/// A scroll view with pull-to-refresh, for code that prefers a container to a modifier.
///
/// It is the app's own SwiftUI `ScrollView` with ``SwiftUI/View/pullToRefresh(_:)``, on every
/// version: lazy stacks stay lazy, and navigation destinations, toolbars and sheets declared in
/// the content reach the app's navigation as in any scroll view. The content sees the coordinator
/// as `@Environment(RefreshCoordinator.self)`, to offer its own trigger (a button calling
/// `refresh()`); it does not see a `refresh` environment value, which would make SwiftUI's own
/// lists and scroll views inside it draw a second, system indicator.
///
/// ```swift
/// PullToRefreshScrollView {
///   try await model.reload()
/// } content: {
///   LazyVGrid(columns: columns) { ForEach(model.tiles) { TileView(tile: $0) } }
/// }
/// ```
@available(PullToRefreshUI 1.0, *)
public struct PullToRefreshScrollView<Content: View>: View {
  private let axes: Axis.Set
  private let showsIndicators: Bool
  private let action: RefreshCoordinator.Action?
  private let content: Content
  @State private var ownCoordinator = RefreshCoordinator {}
  private var appCoordinator: RefreshCoordinator?

  /// Makes a scroll view whose pull runs `action`.
  ///
  /// - Parameters:
  ///   - axes: the scrollable axes; the pull is on the vertical one.
  ///   - showsIndicators: whether scroll indicators show.
  ///   - action: the refresh work; returning is a success, throwing a failure.
  ///   - content: the scrolled content.
  public init(
    _ axes: Axis.Set = .vertical,
    showsIndicators: Bool = true,
    action: @escaping RefreshCoordinator.Action,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.action = action
    self.content = content()
  }

  /// Makes a scroll view driven by a coordinator the app owns; the coordinator keeps its
  /// configuration, apart from the settings the app sets around the view.
  ///
  /// - Parameters:
  ///   - axes: the scrollable axes; the pull is on the vertical one.
  ///   - showsIndicators: whether scroll indicators show.
  ///   - coordinator: the coordinator that runs the refresh.
  ///   - content: the scrolled content.
  public init(
    _ axes: Axis.Set = .vertical,
    showsIndicators: Bool = true,
    coordinator: RefreshCoordinator,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.action = nil
    self.appCoordinator = coordinator
    self.content = content()
  }

  /// The scroll view.
  public var body: some View {
    let coordinator = appCoordinator ?? ownCoordinator
    if let action { coordinator.action = action }
    return ScrollView(axes) { content }
      .scrollIndicators(showsIndicators ? .automatic : .hidden)
      .modifier(
        PullToRefreshModifier(coordinator: coordinator, ownsCoordinator: appCoordinator == nil)
      )
  }
}
#endif
