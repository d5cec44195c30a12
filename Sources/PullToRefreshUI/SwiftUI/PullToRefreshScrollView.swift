#if canImport(SwiftUI)
import PullToRefresh
import PullToRefreshFrontEndRules
import SwiftUI

/// A scroll view with pull-to-refresh, for code that prefers a container to a modifier.
///
/// It is the app's own SwiftUI `ScrollView` with ``SwiftUI/View/pullToRefresh(_:)``, on every
/// version: lazy stacks stay lazy, and navigation destinations, toolbars and sheets declared in
/// the content reach the app's navigation as in any scroll view. The content sees the coordinator
/// as `@Environment(RefreshCoordinator.self)`, to offer its own trigger (a button calling
/// `refresh()`), and the `refresh` environment value of code written for `refreshable`
/// (`@Environment(\.refresh)`): calling it runs the coordinator's `refresh()`, which shows this
/// scroll view's indicator, and returns when the refresh ends.
///
/// How, and the risk: the container applies SwiftUI's `refreshable(action:)` to its content
/// only, inside the scroll view. `RefreshAction` has no public initializer; the modifier "set[s]
/// the refresh value in the view's environment" and returns "a view with a new refresh action in
/// its environment" (Apple's `refreshable(action:)` page), and the views that offer a system
/// refresh are those that find it in *their* environment ("certain built-in views in the
/// corresponding Environment begin offering a refresh capability", the `RefreshAction` page). An
/// environment value flows down only, so the scroll view itself, above its content, never sees
/// it and draws no system indicator beside this one. A `List`, `Form` or vertical `ScrollView`
/// nested in the content does see it, and may then offer SwiftUI's own pull-to-refresh there,
/// running the same refresh. Not run on a device.
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
  /// Reads the app's item count for the action's end (`ContentCountReader`, F1).
  @State private var counts = ContentCountReader()
  /// The app's item count (`.contentStates(itemCount:)`), `nil` while the app set none.
  @Environment(\.contentStates) private var contentStates
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
    counts.read = contentStates?.itemCount
    if let action { coordinator.action = counts.reporting(action, to: coordinator) }
    return ScrollView(axes) {
      content.refreshable { await coordinator.refresh() }
        // A scroll view nested in the content has no content states of ours.
        .withoutContentStates()
    }
    .scrollIndicators(showsIndicators ? .automatic : .hidden)
    .modifier(RevealsWithScrollPosition(bindsPosition: true))
    .modifier(
      PullToRefreshModifier(coordinator: coordinator, ownsCoordinator: appCoordinator == nil)
    )
  }
}
#endif
