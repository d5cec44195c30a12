import PullToRefresh

/// Where the top end's header goes, how much room it keeps and what it says (Behavior.md, "The
/// top end", K4): the header sits right above the first row and moves with it.
///
/// Why its room never pushes the reader's rows: the room is not content. The SwiftUI front end
/// keeps it as top safe-area padding, added to the resting inset while the top end is on
/// (``topRoom(restingInset:loadsPrevious:headerHeight:)``), which the scroll view resolves into
/// its content inset, so it is before the content, not in it: the content's length and every
/// row's place in the content stay as they are when the room appears, grows or shrinks. What
/// the scroll view shows is set by its content offset, which an inset does not change (UIKit
/// keeps `contentOffset` when `contentInset` changes; the same holds for SwiftUI's safe area,
/// which `ScrollRoom` relies on already), so no row moves on screen: with the reader at the top
/// edge, a taller room starts above the frame's top, and the next scroll shows it. The room is
/// kept in every phase, at least ``minimumRoom``, as the footer's is, so that a phase change
/// (nothing, a spinner, "Couldn't load previous" with Retry) does not change it at all unless the
/// header grows taller than that. The engine never hears of it: its position and its
/// `keepPosition` count rows only (Behavior.md, "Decisions the top end relies on").
///
/// The coordinate model is the scroll view's: a content offset `o` (UIKit's `contentOffset.y`,
/// SwiftUI's `ScrollGeometry.contentOffset.y`, negative at rest by the top inset) draws the
/// content's first point `-o` below the frame's top. The engine's resting inset (while
/// refreshing) lies between the header and the first row, so the indicator rests right above
/// the rows and the header above it.
///
/// ```swift
/// let top = LoadPreviousHeaderLayout.headerTop(
///   contentOffset: -147, restingInset: 0, headerHeight: 44)
/// // top == 103: the header fills the 44 points above the first row, below the bars
/// ```
package enum LoadPreviousHeaderLayout {
  /// The room the header keeps before the content when it has not measured itself yet, in
  /// points (the footer's, ``LoadMoreFooterLayout/minimumRoom``).
  package static let minimumRoom = LoadMoreFooterLayout.minimumRoom

  /// The room the header keeps before the content: its measured height, at least
  /// ``minimumRoom``; a height that is not finite counts as none.
  package static func room(measuredHeight: Double?) -> Double {
    guard let measuredHeight, measuredHeight.isFinite else { return minimumRoom }
    return max(minimumRoom, measuredHeight)
  }

  /// All the room the front end keeps before the content, in points.
  ///
  /// The engine's resting inset and, while the top end is on, the header's room
  /// (``room(measuredHeight:)``): what a scroll view's top inset gets from the front end
  /// (SwiftUI: `ScrollRoom`'s resting inset). A resting inset that is not finite or not
  /// positive counts as 0.
  package static func topRoom(
    restingInset: Double,
    loadsPrevious: Bool,
    headerHeight: Double?
  ) -> Double {
    let inset = restingInset.isFinite ? max(restingInset, 0) : 0
    return inset + (loadsPrevious ? room(measuredHeight: headerHeight) : 0)
  }

  /// Where the header's top goes, in points from the scroll view frame's top: its bottom right
  /// above the engine's resting inset, which is right above the first row; `nil` while the
  /// header is out of sight (its bottom at or above the frame's top, the reader further down)
  /// or a value is not finite.
  ///
  /// So a front end that writes the place only when it changes writes nothing while the reader
  /// scrolls through the content: every place out of sight is the same `nil`.
  package static func headerTop(
    contentOffset: Double,
    restingInset: Double,
    headerHeight: Double
  ) -> Double? {
    let inset = restingInset.isFinite ? max(restingInset, 0) : 0
    let height = headerHeight.isFinite ? max(headerHeight, 0) : 0
    let bottom = -contentOffset - inset
    guard bottom.isFinite, bottom > 0 else { return nil }
    return bottom - height
  }

  /// The header's text for a phase (the English key of the localized string): nothing while
  /// idle or exhausted, "Loading previous…" (spoken; a spinner shows), "Couldn't load previous".
  package static func text(for phase: LoadMorePhase) -> String? {
    switch phase {
    case .idle, .exhausted: nil
    case .loading: "Loading previous…"
    case .failed: "Couldn't load previous"
    }
  }

  /// Every string the top end's SwiftUI and UIKit front ends show or speak, as localization keys:
  /// the header's texts, its Retry and the scroll view's accessibility action (the failure's
  /// announcement is the engine's, `RefreshAnnouncement.loadPreviousFailed`).
  package static let localizationKeys = [
    "Loading previous…", "Couldn't load previous", "Retry", "Load previous",
  ]

  /// Whether the header offers its retry button (only when the last page failed, T7).
  package static func offersRetry(_ phase: LoadMorePhase) -> Bool { phase == .failed }

  /// Whether the header shows anything: while loading and after a failure (K4).
  package static func isVisible(_ phase: LoadMorePhase) -> Bool {
    phase == .loading || phase == .failed
  }
}
