@_spi(FrontEnd) import PullToRefresh

/// What the SwiftUI and UIKit front ends show for the content states, and where (Behavior.md,
/// "Content states", F9): one rule for both, decided from the engine's content phase, its
/// indicator and the scroll view's numbers.
///
/// - **Which view** (``shownPhase(_:indicator:)``): the full-screen loader while the content
///   phase is ``ContentPhase/loading`` and the indicator shows no spinner (a quiet cycle: the first
///   load, a retry), nothing while it does (a pull started or joined the cycle: the ring is the
///   indicator, F4), the empty view, the failed view, and nothing while idle or with rows.
/// - **Touches** (``takesTouches(_:)``): only the failed view takes them, for its Retry. The
///   SwiftUI front end lays the state view over the scroll view (a modifier cannot add a view to
///   the app's `List` or `ScrollView`), so whatever in it takes a touch keeps a drag that starts
///   there from pulling: the loader and the empty view take none, so a pull works over all of
///   them, and the failed view's texts take none (``ContentStateView`` marks them), so only a drag
///   that starts on Retry does not pull. The UIKit front end puts the view inside the scroll view,
///   where the scroll view's pan sees every touch anyway.
/// - **Retry** (``retrySource``): a request with source ``RefreshCoordinator/RequestSource/retry``
///   (F5): a quiet cycle that shows the full-screen loader and announces only a failure.
/// - **Where** (``overlayPlacement(for:ownBottomRoom:)`` for SwiftUI, `scrollViewFrame` for
///   UIKit): the scroll view's visible area, the viewport less its insets at both ends as they
///   are now (G1, G2: bars and margins, not the room the front end keeps), moving with the
///   content like a row does: pulled down with it, and pushed down by the room kept while
///   refreshing.
///
/// ```swift
/// let shown = ContentStatePresentation.shownPhase(.loading, indicator: coordinator.indicator)
/// // .loading during the first load; nil once a pull joins it (the ring shows)
/// ```
package enum ContentStatePresentation {
  /// What the state views' Retry sends (F5): ``RefreshCoordinator/RequestSource/retry``.
  package static let retrySource = RefreshCoordinator.RequestSource.retry

  /// The English key of the Retry button's title, and of its accessibility action.
  package static let retryTitle = "Try Again"

  /// The state view to show for the content phase `phase` while the indicator is `indicator`, or
  /// `nil` for none.
  ///
  /// ``ContentPhase/loading`` shows the full-screen loader only while the indicator shows no
  /// spinner: the engine draws a quiet cycle (the first load, a retry) with an idle indicator,
  /// and a cycle a person started or joined (a pull on the empty view, a request) with the
  /// spinner, which is then the only indicator (F4, F9). Idle (before the first load) and content
  /// (the app's rows) show none.
  package static func shownPhase(
    _ phase: ContentPhase,
    indicator: RefreshIndicator
  ) -> ContentPhase? {
    switch phase {
    case .loading: indicator.showsSpinner ? nil : .loading
    case .empty, .failed: phase
    case .idle, .content: nil
    }
  }

  /// Whether the state view for `shown` takes touches: only the failed view, for its Retry.
  ///
  /// The loader and the empty view take none, so that a drag anywhere on them pulls (F4): an
  /// app's empty view (`ContentUnavailableView("No Mail", systemImage: "tray")`) included. An
  /// app's failed view takes touches: its texts should say `.allowsHitTesting(false)`.
  package static func takesTouches(_ shown: ContentPhase?) -> Bool {
    shown == .failed
  }

  /// The English key of the state view's title for `phase` (its accessibility label too):
  /// "Loading…" (spoken; a spinner shows), "No items", "Couldn't load items"; `nil` for idle and
  /// content, which show nothing.
  package static func title(for phase: ContentPhase) -> String? {
    switch phase {
    case .loading: "Loading…"
    case .empty: "No items"
    case .failed: "Couldn't load items"
    case .idle, .content: nil
    }
  }

  /// Every English key the state views use, for the localization tests.
  package static var localizationKeys: [String] {
    ContentPhase.allCases.compactMap(title(for:)) + [retryTitle]
  }

  /// Where the SwiftUI front end draws a state view laid over the scroll view, measured like the
  /// indicator from the scroll view frame's top (the overlay ignores the vertical safe area).
  package struct OverlayPlacement: Sendable, Equatable {
    /// The room above the visible area: the insets at the top (the bars, the safe area, the app's
    /// margins), without the room the front end keeps while refreshing.
    package var top: Double
    /// The room below it: the insets at the bottom (a tab bar, the home indicator, a keyboard),
    /// without the room the front end keeps for the load-more footer.
    package var bottom: Double
    /// How far the content has moved down from its resting place: the pull, or the room kept
    /// while refreshing (negative when pushed up).
    package var shift: Double

    /// A placement from its three lengths.
    package init(top: Double, bottom: Double, shift: Double) {
      self.top = top
      self.bottom = bottom
      self.shift = shift
    }
  }

  /// Where a state view goes over a SwiftUI scroll view at `sample`: the visible area between
  /// the insets at both ends, shifted with the content; `nil` before the first sample (the front
  /// end then fills the safe area).
  ///
  /// The content's top is at the resting edge plus the edge offset (`ScrollEdgeSample`: the edge
  /// offset is measured from where the content rests without the front end's room, so it
  /// includes that room while refreshing). The far inset is the one the sample carries (G1); the
  /// footer's room, which the front end adds there, is not the app's and is taken out.
  ///
  /// - Parameters:
  ///   - sample: the engine's last sample.
  ///   - ownBottomRoom: the room the front end keeps after the content (the load-more footer's),
  ///     which the sample's far inset includes.
  package static func overlayPlacement(
    for sample: ScrollEdgeSample?,
    ownBottomRoom: Double
  ) -> OverlayPlacement? {
    guard let sample else { return nil }
    let room = ownBottomRoom.isFinite ? max(ownBottomRoom, 0) : 0
    let placement = OverlayPlacement(
      top: max(sample.restingEdge, 0),
      bottom: max(sample.farInset - room, 0),
      shift: sample.edgeOffset
    )
    guard placement.top.isFinite, placement.bottom.isFinite, placement.shift.isFinite else {
      return nil
    }
    return placement
  }

  /// A rectangle in a `UIScrollView`'s content coordinates.
  package struct Frame: Sendable, Equatable {
    /// Its left edge.
    package var x: Double
    /// Its top edge.
    package var y: Double
    /// Its width.
    package var width: Double
    /// Its height.
    package var height: Double

    /// A rectangle from its origin and size.
    package init(x: Double, y: Double, width: Double, height: Double) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  /// Where the UIKit front end puts a state view inside a `UIScrollView`, in the content's
  /// coordinates: from the content's top (y = 0, so it moves with the content, a pull and the
  /// room kept while refreshing included), as tall as the visible area at rest, as wide as the
  /// scroll view and following it sideways; `nil` when a value is not finite.
  ///
  /// The visible area is the bounds' height less the adjusted insets at both ends
  /// (`adjustedContentInset`, read at every layout: G1), without the front end's own room in
  /// them (the resting inset at the top, the footer's room at the bottom). Never negative.
  package static func scrollViewFrame(
    contentOffsetX: Double,
    boundsWidth: Double,
    boundsHeight: Double,
    adjustedInsetTop: Double,
    adjustedInsetBottom: Double,
    ownTopRoom: Double,
    ownBottomRoom: Double
  ) -> Frame? {
    let values = [
      contentOffsetX, boundsWidth, boundsHeight, adjustedInsetTop, adjustedInsetBottom, ownTopRoom,
      ownBottomRoom,
    ]
    guard values.allSatisfy(\.isFinite) else { return nil }
    // G2's visible length, as the engine measures it (a negative inset counts as 0).
    let top = max(adjustedInsetTop - max(ownTopRoom, 0), 0)
    let bottom = max(adjustedInsetBottom - max(ownBottomRoom, 0), 0)
    let visible = max(boundsHeight - top - bottom, 0)
    return Frame(x: contentOffsetX, y: 0, width: max(boundsWidth, 0), height: visible)
  }
}
