#if canImport(SwiftUI)
@_spi(FrontEnd) import PullToRefresh
import PullToRefreshUIKitSupport
import SwiftUI

/// The indicator laid over a scroll view, where the engine says.
///
/// The coordinate model (the behaviour contract, "Where the indicator is drawn"): SwiftUI lays an
/// overlay's content out inside the safe area, while the scroll view's content insets already
/// include the safe area (Apple, "Beyond scroll views", WWDC23: a scroll view "resolves the safe
/// area into the margins it applies to its content"). So this overlay ignores the top safe area,
/// measures from the scroll view's frame edge, and puts the indicator's centre at
/// `ScrollEdgeSample/indicatorCenter(for:)`: the resting edge (bars and the app's margins,
/// counted once) plus the engine's offset; under an expanded large title, a pull's indicator
/// from the top of the gap above the title instead (`LargeTitleGap`: UIKit keeps the title on the
/// content and stretches the bar, as `UIRefreshControl`'s placement shows). A view of its own, so that only it
/// follows the indicator's changes during a pull, not the modifier around the scroll view.
///
/// Z-order: SwiftUI draws this overlay under UIKit's `UINavigationBar`. In the gap the bar shows
/// its scroll-edge appearance, transparent by default since iOS 15 (`scrollEdgeAppearance`), so
/// the indicator shows through it; a bar the app makes opaque at the scroll edge
/// (`.toolbarBackground(.visible, for: .navigationBar)`) covers it. Not addressed in code: no
/// SwiftUI API draws above the bar from inside the content. A device check (`DeviceChecklist`).
///
/// VoiceOver: away from the edge the near-transparent indicator is hidden from accessibility
/// (`IndicatorPlacement/isAccessible(phase:isAtEdge:)`), so touch exploration finds the rows.
struct PullToRefreshIndicatorOverlay: View {
  let coordinator: RefreshCoordinator
  let style: any PullToRefreshStyle
  /// `ScrollEdgeSample/restingEdge`: where the content rests, from the frame's top.
  let restingEdge: Double
  /// How much of the resting edge is an expanded large title that moves with the content
  /// (`LargeTitleGap`), 0 without one.
  let largeTitleExtent: Double

  var body: some View {
    let center = LargeTitleGap(titleHeight: largeTitleExtent).center(
      restingEdge: restingEdge,
      offset: coordinator.indicator.offset,
      phase: coordinator.phase
    )
    // A zero-height frame centres the indicator on the engine's offset from the edge; the
    // indicator's own height, measured before it, is the room it needs (Dynamic Type).
    PullToRefreshIndicatorView(coordinator: coordinator, style: style)
      .onGeometryChange(for: Double.self) {
        Double($0.size.height)
      } action: { height in
        coordinator.indicatorLengthChanged(height)
      }
      .accessibilityHidden(
        !IndicatorPlacement.isAccessible(phase: coordinator.phase, isAtEdge: coordinator.isAtEdge)
      )
      .frame(height: 0)
      .offset(y: center)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
      .ignoresSafeArea(.container, edges: .top)
      .allowsHitTesting(false)
  }
}
#endif
