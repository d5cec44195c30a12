@_spi(FrontEnd) import PullToRefresh

/// Where the load-more footer goes and what it says, for both front ends (Behavior.md, "Load
/// more", L9): the footer sits right after the content's far end and moves with it.
///
/// The coordinate model is the indicator's (`ScrollEdgeSample`): points along the scroll axis
/// from the scroll view frame's top edge. The content's top is at the resting edge plus the edge
/// offset (the pull, negative when scrolled into the content), so its end is that plus the
/// content's length. The front end's own room while refreshing is already in the edge offset
/// (the sample measures the pull from where the content rests without it): it is not added
/// again. A sample away from both edges carries a clamped
/// edge offset, which puts the footer further down than the true end: both are then below the
/// viewport (the end is more than the load-more distance away), so the footer stays out of sight
/// either way.
///
/// ```swift
/// let top = LoadMoreFooterLayout.footerTop(
///   contentLength: 2400, edgeOffset: -1600, restingEdge: 103)
/// // top == 903: the content's end, 903 pt below the frame's top
/// ```
package enum LoadMoreFooterLayout {
  /// The room the footer keeps after the content when it has not measured itself yet, in points.
  package static let minimumRoom = 44.0

  /// Where the footer's top goes, in points from the scroll view frame's top: the content's far
  /// end; `nil` when a value is not finite.
  package static func footerTop(
    contentLength: Double,
    edgeOffset: Double,
    restingEdge: Double
  ) -> Double? {
    let top = restingEdge + edgeOffset + contentLength
    return top.isFinite ? top : nil
  }

  /// Where the footer's top goes for a sample: its far end (`nil` without a content length).
  package static func footerTop(for sample: ScrollEdgeSample) -> Double? {
    guard let contentLength = sample.contentLength else { return nil }
    return footerTop(
      contentLength: contentLength,
      edgeOffset: sample.edgeOffset,
      restingEdge: sample.restingEdge
    )
  }

  /// The room the footer keeps after the content: its measured height, at least
  /// ``minimumRoom`` (a footer with nothing to show keeps the room, so the content never jumps
  /// when the phase changes); a height that is not finite counts as none.
  package static func room(measuredHeight: Double?) -> Double {
    guard let measuredHeight, measuredHeight.isFinite else { return minimumRoom }
    return max(minimumRoom, measuredHeight)
  }

  /// The room a hosted footer keeps after the content, following its measured height: measured
  /// again after every phase change (the footer's content changes: "Couldn't load more" with
  /// Retry is taller than the spinner) and whenever the width it is laid out at changes (text
  /// wraps), never on a scroll; each measurement that changes the room asks the front end to
  /// rewrite its bottom inset, so the footer, Retry included, stays inside the scrollable range.
  ///
  /// ```swift
  /// var room = LoadMoreFooterLayout.Room()
  /// room.phaseChanged()                              // a page failed
  /// room.measured(height: 70, width: 393)            // true: the bottom inset grows to 70
  /// room.needsMeasuring(width: 393)                  // false until the next phase or width
  /// ```
  package struct Room: Sendable, Equatable {
    /// The room, in points (``LoadMoreFooterLayout/room(measuredHeight:)``: at least
    /// ``LoadMoreFooterLayout/minimumRoom``).
    package private(set) var points = LoadMoreFooterLayout.minimumRoom
    /// The width of the last measurement; `nil` until the first one and after a phase change.
    private var measuredWidth: Double?

    /// The room of a footer not measured yet: ``LoadMoreFooterLayout/minimumRoom``.
    package init() {}

    /// Whether the footer must be measured before it is laid out `width` points wide: never
    /// measured, its phase changed since, or another width.
    package func needsMeasuring(width: Double) -> Bool {
      measuredWidth != Self.validWidth(width)
    }

    /// The footer's phase changed: its content, so its height, may have; the next layout
    /// measures it.
    package mutating func phaseChanged() {
      measuredWidth = nil
    }

    /// Records the footer's height measured `width` points wide (`nil` or not finite: none);
    /// returns whether the room changed, in which case the front end rewrites its inset.
    @discardableResult
    package mutating func measured(height: Double?, width: Double) -> Bool {
      measuredWidth = Self.validWidth(width)
      let room = LoadMoreFooterLayout.room(measuredHeight: height)
      guard room != points else { return false }
      points = room
      return true
    }

    /// A width that compares equal to itself: not finite or negative counts as 0.
    private static func validWidth(_ width: Double) -> Double {
      width.isFinite ? max(width, 0) : 0
    }
  }

  /// The footer's text for a phase (the English key of the localized string): nothing while
  /// idle, "Loading more…" (spoken; a spinner shows), "No more items", "Couldn't load more".
  package static func text(for phase: LoadMorePhase) -> String? {
    switch phase {
    case .idle: nil
    case .loading: "Loading more…"
    case .exhausted: "No more items"
    case .failed: "Couldn't load more"
    }
  }

  /// Whether the footer offers its retry button (only when the last page failed, L5).
  package static func offersRetry(_ phase: LoadMorePhase) -> Bool { phase == .failed }

  /// Whether the footer is shown at all: every phase but idle (L9).
  package static func isVisible(_ phase: LoadMorePhase) -> Bool { phase != .idle }

  /// Where a `UIScrollView`'s footer goes, in the content's coordinates: right after the
  /// content (`contentSize.height`), inside the bottom inset the front end adds for it; `nil`
  /// when the height is not finite.
  package static func scrollViewFooterY(contentHeight: Double) -> Double? {
    guard contentHeight.isFinite else { return nil }
    return max(0, contentHeight)
  }
}
