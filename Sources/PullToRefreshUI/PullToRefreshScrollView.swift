#if canImport(SwiftUI)
import PullToRefresh
import SwiftUI

/// A scroll view with pull-to-refresh, for code that prefers a container to a modifier.
///
/// Its content sees the refresh as the `refresh` environment value, so a child can offer its
/// own trigger (`@Environment(\.refresh)`, a button) without SwiftUI drawing a second, system
/// indicator, and the coordinator as `@Environment(RefreshCoordinator.self)`.
///
/// ```swift
/// PullToRefreshScrollView {
///   await model.reload()
/// } content: {
///   LazyVGrid(columns: columns) { ForEach(model.tiles) { TileView(tile: $0) } }
/// }
/// ```
///
/// On iOS 17 and visionOS 1, where SwiftUI cannot report scroll geometry, the content is hosted
/// in a `UIScrollView` driven by a ``PullToRefreshController``: the same coordinator, styles,
/// settings and accessibility.
@available(iOS 17.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 1.0, *)
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

  /// Makes a scroll view driven by a coordinator the app owns.
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
    return scrollView(coordinator)
  }

  @ViewBuilder
  private func scrollView(_ coordinator: RefreshCoordinator) -> some View {
    if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
      ScrollView(axes, showsIndicators: showsIndicators) {
        content.refreshable { await coordinator.refresh() }
      }
      .pullToRefresh(coordinator)
    } else {
      #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
      HostedPullToRefreshScrollView(
        axes: axes,
        showsIndicators: showsIndicators,
        coordinator: coordinator,
        content: content
      )
      .onDisappear { coordinator.disappeared() }
      #endif
    }
  }
}
#endif
