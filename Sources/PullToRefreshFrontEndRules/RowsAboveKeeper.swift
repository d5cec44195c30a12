@_spi(FrontEnd) import PullToRefresh

/// Which growth of the content is rows that landed above the reader, and how far a front end
/// moves its scroll position so that the reader's rows stay put (Behavior.md, "The top end", K1),
/// whatever the scroll view did by itself.
///
/// The engine decides keep or reveal and by how much (K1-K3); a front end measures and moves.
/// What it measures is the content's growth: a scroll view reports its content's height and
/// offset, not where rows landed, so growth is attributed by when it happens. The rows of a
/// previous page are the growth in the first reading after the page's result whose geometry
/// changed (the app inserts them before its action returns, so they are laid out in the update
/// that carries the result): they are reported with `coordinator.rowsAddedAbove(_:)`, and the
/// engine answers with `Event.positionKept(delta:)` at once. Rows the app reports itself (or a
/// refresh's, K1) arrive as a kept delta with no report of the front end's: the next reading
/// moves by it.
///
/// What the scroll view already did counts. SwiftUI may keep the rows itself (a scroll position
/// bound to a row's identity: "SwiftUI will attempt to keep the view with the identity specified
/// in the provided binding visible", Apple's `ScrollPosition` page; a bottom anchor for size
/// changes): then the offset moved by the growth in the same reading, and the front end moves
/// only what is left, ``correction(keptDelta:step:)``: the engine's delta less what the offset
/// already moved, nothing when that is within half a point. So each means of keeping (SwiftUI's
/// identity, its anchor, the front end's own move) adds up to the engine's delta, never twice.
///
/// ```swift
/// var keeper = RowsAboveKeeper(closing: .atTheNextUpdate)
/// keeper.pageFinished(.more)                        // the page's result: mark 1
/// let step = keeper.read(from: before, to: after)   // after: mark 1, 600 pt taller
/// // step?.rowsAbove == 600: report them; the engine keeps 600
/// RowsAboveKeeper.correction(keptDelta: 600, step: step!)  // 600: move into the content
/// ```
package struct RowsAboveKeeper: Sendable, Equatable {
  /// A scroll view's geometry along the vertical axis, as UIKit and SwiftUI report it, stamped
  /// with the keeper's mark at the moment it was taken.
  package struct Reading: Sendable, Equatable {
    /// The content offset (UIKit's `contentOffset.y`, SwiftUI's `ScrollGeometry.contentOffset.y`):
    /// negative at rest by the top inset, growing into the content.
    package var contentOffset: Double
    /// The content's height (`contentSize.height`).
    package var contentHeight: Double
    /// The scroll view's height (UIKit's `bounds.height`, SwiftUI's `containerSize.height`).
    package var viewportHeight: Double
    /// The whole top inset: safe area, the app's margins and the front end's room.
    package var insetTop: Double
    /// The whole bottom inset.
    package var insetBottom: Double
    /// The keeper's ``RowsAboveKeeper/mark`` when the reading was taken.
    package var mark: Int

    /// A reading of these values.
    package init(
      contentOffset: Double,
      contentHeight: Double,
      viewportHeight: Double,
      insetTop: Double,
      insetBottom: Double,
      mark: Int = 0
    ) {
      self.contentOffset = contentOffset
      self.contentHeight = contentHeight
      self.viewportHeight = viewportHeight
      self.insetTop = insetTop
      self.insetBottom = insetBottom
      self.mark = mark
    }

    /// Whether `other` differs from this reading in anything but the mark.
    package func hasOtherGeometry(than other: Self) -> Bool {
      var other = other
      other.mark = mark
      return other != self
    }

    /// The same reading with the offset moved `delta` points into the content: where the scroll
    /// view is once the front end moved it.
    package func moved(by delta: Double) -> Self {
      var moved = self
      moved.contentOffset += delta
      return moved
    }

    /// The engine's sample of this reading at the top edge (`ScrollEdgeSample`), built with
    /// both distances so that it keeps the true position near both ends; `nil` when a value is
    /// not finite.
    ///
    /// - Parameters:
    ///   - ownInset: the part of the top inset the engine keeps (its resting inset). The top
    ///     end's header room is not part of it: it counts as the bars do, so the pull is measured
    ///     from above the header (the content's top edge shows the header).
    ///   - loadMoreDistance: the coordinator's load-more distance, `nil` while that end is off.
    ///   - loadPreviousDistance: the coordinator's load-previous distance, `nil` while the top
    ///     end is off.
    package func sample(
      ownInset: Double,
      loadMoreDistance: RefreshConfiguration.Length?,
      loadPreviousDistance: RefreshConfiguration.Length?
    ) -> ScrollEdgeSample? {
      ScrollEdgeSample(
        ScrollAxisMetrics(
          offset: contentOffset,
          contentLength: contentHeight,
          viewportLength: viewportHeight,
          leadingInset: insetTop,
          trailingInset: insetBottom
        ),
        edge: .top,
        ownInset: ownInset,
        loadMoreDistance: loadMoreDistance,
        loadPreviousDistance: loadPreviousDistance
      )
    }
  }

  /// When a page's result stops waiting for its rows.
  package enum Closing: Sendable, Equatable {
    /// At the first reading after the result whose geometry changed, whatever it shows (SwiftUI
    /// from iOS 18: the update that carried the result lays the rows out; a reading that differs
    /// from the one before only by its mark is SwiftUI reading the new transform before that
    /// layout, and waits).
    case atTheNextUpdate
    /// At the first reading whose content height changed, a drag that begins or the next page
    /// (iOS 17's `UIScrollView`, read by key-value observation: readings before the update's
    /// layout, such as an offset that moved, may come first).
    case atTheFirstGrowth
  }

  /// What a reading asks of the front end.
  package struct Step: Sendable, Equatable {
    /// The height of a previous page's rows, to report with `rowsAddedAbove(_:)`; `nil` for none.
    package var rowsAbove: Double?
    /// How far the offset moved in this reading, into the content: what the scroll view did by
    /// itself (or the user's scroll in the same frame).
    package var alreadyMoved: Double
    /// The engine's kept deltas for rows the front end did not report, not yet applied.
    package var pendingDelta: Double

    /// A step of these values.
    package init(rowsAbove: Double?, alreadyMoved: Double, pendingDelta: Double) {
      self.rowsAbove = rowsAbove
      self.alreadyMoved = alreadyMoved
      self.pendingDelta = pendingDelta
    }
  }

  /// When a page stops waiting for its rows.
  package let closing: Closing
  /// Counts the results and kept deltas that wait for a reading: readings stamped with an older
  /// mark were taken before them and are not theirs.
  package private(set) var mark = 0
  /// Whether a page's result waits for the reading that shows its rows.
  private var expectsPage = false
  /// The kept deltas of rows the front end did not report.
  private var pending = 0.0

  /// A keeper that closes a page's wait as `closing` says.
  package init(closing: Closing) {
    self.closing = closing
  }

  /// Whether a result or a kept delta waits for a reading.
  package var isWaiting: Bool { expectsPage || pending != 0 }

  /// A previous page started: an earlier one that showed no rows waits no longer.
  package mutating func pageStarted() {
    expectsPage = false
  }

  /// A previous page ended with `outcome`: with `more` or `end` its rows land now, and the next
  /// reading (``Closing``) shows them; a failure or a cancel lands none.
  package mutating func pageFinished(_ outcome: LoadMoreOutcome) {
    switch outcome {
    case .more, .end:
      expectsPage = true
      mark &+= 1
    case .failure, .cancelled:
      expectsPage = false
    }
  }

  /// The engine kept the position by `delta` for rows the front end did not report.
  ///
  /// The app's rows, a refresh's: the next reading moves by it, less what the scroll view moved
  /// then. A delta that is not finite is ignored.
  package mutating func kept(delta: Double) {
    guard delta.isFinite, delta != 0 else { return }
    pending += delta
    mark &+= 1
  }

  /// A drag began: with ``Closing/atTheFirstGrowth``, growth from now on is not the page's.
  package mutating func dragBegan() {
    if closing == .atTheFirstGrowth { expectsPage = false }
  }

  /// What the reading `new`, taken after `old`, asks of the front end, or `nil` for nothing.
  ///
  /// A reading stamped with an older mark than the keeper's asks nothing (it was taken before
  /// the result). The page's rows are the content's growth at the reading that closes the wait
  /// (``Closing``); a height that shrank or stayed is no rows (a page that added nothing: the
  /// wait ends at the next reading that moved, a scroll frame, so a row that lands at the
  /// bottom after that is not taken for the page). A pending delta is applied at the first
  /// reading of its mark.
  package mutating func read(from old: Reading, to new: Reading) -> Step? {
    guard new.mark == mark else { return nil }
    let isFirstOfMark = old.mark != new.mark
    let growth = new.contentHeight - old.contentHeight
    guard growth.isFinite, (new.contentOffset - old.contentOffset).isFinite else { return nil }
    var rows: Double?
    if expectsPage {
      switch closing {
      case .atTheNextUpdate where new.hasOtherGeometry(than: old):
        expectsPage = false
        if growth > 0 { rows = growth }
      case .atTheFirstGrowth where growth != 0:
        expectsPage = false
        if growth > 0 { rows = growth }
      case .atTheNextUpdate, .atTheFirstGrowth:
        break
      }
    }
    var delta = 0.0
    if pending != 0, isFirstOfMark {
      delta = pending
      pending = 0
    }
    guard rows != nil || delta != 0 else { return nil }
    return Step(
      rowsAbove: rows,
      alreadyMoved: new.contentOffset - old.contentOffset,
      pendingDelta: delta
    )
  }

  /// How far the front end moves its scroll position into the content for `step`: the engine's
  /// kept delta for the reported rows (`nil`: it kept none, as when it reveals, K2) and the
  /// pending deltas, less what the offset already moved; `nil` when that is within half a point
  /// (the rows are where K1 wants them) or not finite.
  package static func correction(keptDelta: Double?, step: Step) -> Double? {
    let move = (keptDelta ?? 0) + step.pendingDelta - step.alreadyMoved
    guard move.isFinite, abs(move) > 0.5 else { return nil }
    return move
  }
}
