#if canImport(SwiftUI)
import Observation
@_spi(FrontEnd) import PullToRefresh
import PullToRefreshFrontEndRules
import SwiftUI

/// The indicator laid over a scroll view, where `IndicatorPlacement` says: the one rule the UIKit
/// controller follows too.
///
/// The coordinate model (the behaviour contract, "Where the indicator is drawn"): SwiftUI lays an
/// overlay's content out inside the safe area, while the scroll view's content insets already
/// include the safe area (Apple, "Beyond scroll views", WWDC23: a scroll view "resolves the safe
/// area into the margins it applies to its content"). So this overlay ignores the top safe area
/// and measures from the scroll view's frame edge, as the engine's sample does. From the last
/// sample and the engine's indicator (never its phase: a quiet cycle shows an idle indicator),
/// `IndicatorPlacement` puts a pulling indicator in the gap the pull opens (above an expanded
/// large title: `LargeTitleGap`), a refreshing or finishing one at rest in its room, moving up
/// with the content scrolled into the room, and hides it, from sight and from VoiceOver, away
/// from the edge and before the first sample, so that it is never drawn over the rows. A view of
/// its own, so that only it follows the indicator's changes during a pull, not the modifier
/// around the scroll view.
///
/// Z-order: SwiftUI draws this overlay under UIKit's `UINavigationBar`. In the gap the bar shows
/// its scroll-edge appearance, transparent by default since iOS 15 (`scrollEdgeAppearance`), so
/// the indicator shows through it; a bar the app makes opaque at the scroll edge
/// (`.toolbarBackground(.visible, for: .navigationBar)`) covers it. Not addressed in code: no
/// SwiftUI API draws above the bar from inside the content. A device check (`DeviceChecklist`).
struct PullToRefreshIndicatorOverlay: View {
  let coordinator: RefreshCoordinator
  let style: any PullToRefreshStyle
  /// The engine's last sample, as the modifier heard it.
  let edge: ScrollEdgeReading
  /// How much of the resting edge is an expanded large title that moves with the content
  /// (`LargeTitleGap`), 0 without one.
  let largeTitleExtent: Double

  var body: some View {
    let placement = IndicatorPlacement(
      sample: edge.sample,
      indicator: coordinator.indicator,
      largeTitle: LargeTitleGap(titleHeight: largeTitleExtent)
    )
    let center: Double? =
      switch placement {
      case .hidden: nil
      case .shown(let centerFromTop): centerFromTop
      }
    // A zero-height frame centres the indicator on its place; the indicator's own height,
    // measured before it (hidden too), is the room it needs (Dynamic Type).
    PullToRefreshIndicatorView(coordinator: coordinator, style: style)
      .onGeometryChange(for: Double.self) {
        Double($0.size.height)
      } action: { height in
        coordinator.indicatorLengthChanged(height)
      }
      .accessibilityHidden(!placement.isAccessible)
      .opacity(center == nil ? 0 : 1)
      .frame(height: 0)
      .offset(y: center ?? 0)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
      .ignoresSafeArea(.container, edges: .top)
      .allowsHitTesting(false)
  }
}

/// The engine's last sample, kept by the modifier and read by the indicator overlay: observable,
/// so that a new sample updates the overlay that reads it and not the modifier that writes it.
@MainActor @Observable
final class ScrollEdgeReading {
  /// The last sample heard, `nil` before the first.
  var sample: ScrollEdgeSample?
}
#endif
