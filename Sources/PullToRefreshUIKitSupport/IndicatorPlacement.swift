import PullToRefresh

/// Where a front end draws the indicator along the pull axis, and whether assistive technology
/// sees it: the arithmetic of the SwiftUI overlay, in plain numbers, so that Linux tests it.
///
/// **Large titles (decision, not run on a device).** Under an expanded large title UIKit
/// stretches the navigation bar during an overscroll and keeps the title attached above the
/// content: the gap a pull opens is between the bar's inline part and the title, not between the
/// title and the content (jcavar/refresher#38: "navigation bar itself stretches when you pull
/// scroll view"; eggswift/pull-to-refresh#93 and CoderMJLee/MJRefresh#1099, #1111: a custom
/// indicator "hides below the large navigation bar" and moves with the title). `UIRefreshControl`
/// is drawn in that gap, above the title. The scroll view's top inset holds the expanded title
/// (SwiftUI's `ScrollGeometry.contentInsets`, UIKit's `adjustedContentInset`; it follows the bar
/// as the title collapses: dotnet/maui#38067, "the navigation-bar safe area changed"), and
/// revealing the title takes scrolling 52 pt before the collapsed top
/// (SRGSSR playsrg-apple, `UIScrollView+PlaySRG.m`, "the (undocumented) large title added
/// height (52 px)"). So the gap starts at the resting edge less the large title's extent, and
/// the indicator's centre is that plus ``RefreshIndicator/offset``. The inset is assumed to stay
/// at the expanded value while the bar stretches (otherwise no pull would be measured at all,
/// and `UIRefreshControl`-style measuring works under large titles): a GUESS no source states.
///
/// ```swift
/// // iPhone 15, expanded large title (59 + 44 + 52 = 155), pulled 40 pt:
/// IndicatorPlacement.center(restingEdge: 155, largeTitleExtent: 52, offset: 20)  // 123
/// ```
package enum IndicatorPlacement {
  /// The height a large title adds to an inline navigation bar on iPhone and iPad, in points
  /// (playsrg-apple's `kLargeNavigationBarHeightContribution`; 96 − 44 on an iPhone 15).
  package static let largeTitleHeight = 52.0
  /// The height of an inline navigation bar on iPhone, in points (UIKit's long-standing 44).
  package static let inlineBarHeight = 44.0

  /// The indicator's centre, in points from the scroll view frame's edge.
  ///
  /// - Parameters:
  ///   - restingEdge: where the content rests (`ScrollEdgeSample/restingEdge`).
  ///   - largeTitleExtent: how much of the resting edge is a large title that moves with the
  ///     content (``largeTitleExtent(navigationBarHeight:)``); 0 without one. Clamped to
  ///     `0...restingEdge`; not finite is 0.
  ///   - offset: the engine's ``RefreshIndicator/offset``.
  package static func center(restingEdge: Double, largeTitleExtent: Double, offset: Double)
    -> Double
  {
    let title = largeTitleExtent.isFinite ? min(max(largeTitleExtent, 0), max(restingEdge, 0)) : 0
    return restingEdge - title + offset
  }

  /// How much of the top inset is an expanded large title, from the navigation bar's height as
  /// UIKit lays it out: 0 for an inline bar (44), 52 for an expanded title (96), in between while
  /// it collapses, and never more than 52 while the bar stretches during a pull.
  ///
  /// `nil` (no navigation bar found, or a bar that is hidden) and values that are not finite
  /// give 0: the indicator then sits below the resting edge, as without a large title.
  package static func largeTitleExtent(navigationBarHeight: Double?) -> Double {
    guard let navigationBarHeight, navigationBarHeight.isFinite else { return 0 }
    return min(max(navigationBarHeight - inlineBarHeight, 0), largeTitleHeight)
  }

  /// Whether the indicator is an accessibility element now (R16, VoiceOver).
  ///
  /// Away from the edge the indicator is drawn at 1 % opacity over the first visible rows (R15
  /// keeps it above zero so that assistive technology can find it where it is seen): there it is
  /// hidden, so VoiceOver's touch exploration finds the rows. While a refresh runs or shows its
  /// outcome it is always seen, and always an element; at the edge it is one in every phase.
  package static func isAccessible(phase: RefreshPhase, isAtEdge: Bool) -> Bool {
    switch phase {
    case .refreshing, .finishing: true
    case .idle, .pulling, .armed: isAtEdge
    }
  }
}
