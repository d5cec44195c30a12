#if canImport(SwiftUI)
import PullToRefresh
import SwiftUI

/// The indicator laid over a scroll view, where the engine says.
///
/// The coordinate model (the behaviour contract, "Where the indicator is drawn"): SwiftUI lays an
/// overlay's content out inside the safe area, while the scroll view's content insets already
/// include the safe area (Apple, "Beyond scroll views", WWDC23: a scroll view "resolves the safe
/// area into the margins it applies to its content"). So this overlay ignores the top safe area,
/// measures from the scroll view's frame edge, and puts the indicator's centre at
/// `ScrollEdgeSample/indicatorCenter(for:)`: the resting edge (bars and the app's margins,
/// counted once) plus the engine's offset. A view of its own, so that only it follows the
/// indicator's changes during a pull, not the modifier around the scroll view.
struct PullToRefreshIndicatorOverlay: View {
  let coordinator: RefreshCoordinator
  let style: any PullToRefreshStyle
  /// `ScrollEdgeSample/restingEdge`: where the content rests, from the frame's top.
  let restingEdge: Double

  var body: some View {
    // A zero-height frame centres the indicator on the engine's offset from the edge.
    PullToRefreshIndicatorView(coordinator: coordinator, style: style)
      .frame(height: 0)
      .offset(y: restingEdge + coordinator.indicator.offset)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
      .ignoresSafeArea(.container, edges: .top)
      .allowsHitTesting(false)
  }
}
#endif
