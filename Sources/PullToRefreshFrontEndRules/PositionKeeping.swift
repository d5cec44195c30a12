import PullToRefresh

/// How the UIKit controller tells rows that land above the reader's rows from any other change of
/// its content's height (Behavior.md, "The top end", K1 and K4), so that it reports them to the
/// engine (`rowsAddedAbove`) before the engine hears the new length, and moves `contentOffset`
/// by the engine's `positionKept(delta:)` in the same layout pass as the rows.
///
/// A `UIScrollView` reports only its content's height: a table or collection view does not say
/// where rows went, and after `reloadData()` its cells are requeued for other rows, so comparing
/// the first visible cell before and after cannot follow a row (the DocC article "Using
/// pull-to-refresh from UIKit" has the evidence). So the rows are above because the app says
/// so, in one of two ways:
///
/// - **A previous page.** The rows that `loadPreviousAction` inserts before it returns, in the
///   same turn of the main actor as its return (its last step): a change of the content's height
///   seen while the page loads is held (samples keep the length the engine knows) and becomes
///   the page's when its result comes in that turn (``landingBegan()``); then the front end lays
///   the scroll view out (`layoutIfNeeded()`, which makes a table compute a `contentSize` that
///   `reloadData()` left pending) and everything that changed is the page's
///   (``landingEnded(defersToRefresh:)``). A change held in a turn that ends without the result
///   is not above (``turnEnded()``): a message appended below while an older page loads.
/// - **The app's update** (`performUpdatesAbove`): the same measurement around the app's own
///   update. Inside a refresh action the rows are the refresh's (K2 may reveal them), so they
///   are reported when its action ends (``refreshActionEnded()``), or when the turn ends if it
///   did not end in that turn.
///
/// The header's room is not content: the front end keeps it in `contentInset.top`, which adds
/// scroll area around the content without moving it (``Header``), so it never counts as rows.
///
/// ```swift
/// var keeping = PositionKeeping()
/// _ = keeping.contentHeightChanged(to: 2400, previousPageLoads: false)  // the first height
/// _ = keeping.contentHeightChanged(to: 3000, previousPageLoads: true)   // held: may be the page
/// keeping.landingBegan()                                                // its result came
/// let report = keeping.landingEnded(defersToRefresh: false)
/// // report.rowsAbove == 600: coordinator.rowsAddedAbove(600), then the next sample says 3000
/// ```
package struct PositionKeeping: Sendable, Equatable {
  /// What the front end does after a step.
  package struct Report: Sendable, Equatable {
    /// Rows of this height (negative: removed) landed above the first visible row: tell the
    /// engine now (`rowsAddedAbove`), before its next sample; `nil` when none did.
    package var rowsAbove: Double?
    /// Whether to call ``PositionKeeping/turnEnded()`` once the current turn of the main actor
    /// is over (a change is held, or rows wait for the refresh's end).
    package var schedulesTurnEnd = false

    /// A report; nothing to do by default.
    package init(rowsAbove: Double? = nil, schedulesTurnEnd: Bool = false) {
      self.rowsAbove = rowsAbove
      self.schedulesTurnEnd = schedulesTurnEnd
    }
  }

  /// The content's height last seen; `nil` before the first.
  package private(set) var seenHeight: Double?
  /// Rows above measured and not reported yet.
  private var rowsAbove = 0.0
  /// A change of height seen while a previous page loads, not attributed yet.
  private var held = 0.0
  /// Whether rows are landing now: every change of height is theirs.
  package private(set) var isLanding = false
  /// Whether the rows measured wait for the refresh's action to end.
  private var waitsForRefresh = false
  /// Whether a turn end is scheduled and not yet come.
  private var awaitsTurnEnd = false
  /// Whether the engine heard of rows above and its answer may still come (``sendsSamples``).
  private var awaitsEngine = false

  /// Nothing seen yet.
  package init() {}

  /// The content's length the engine is to hear in samples: the height seen, less what is held
  /// or measured and not reported; `nil` before the first height.
  package var reportedLength: Double? {
    seenHeight.map { max(0, $0 - rowsAbove - held) }
  }

  /// Whether the front end sends the engine samples now: not while the engine's answer to rows
  /// above may still come.
  ///
  /// The engine moves its own position when it keeps the reader's place, and sends the kept
  /// position as an event; told of rows from inside the delivery of another event (a page's
  /// result), it sends that event after the delivery. A sample sent before the front end applied
  /// it would carry the old position with the new length: the engine would take it for a scroll
  /// back to where the rows were, near the top, and start the next page at once (T2's
  /// cascade). So samples wait for the answer (``engineAnswered()``), or for the turn's end when
  /// none comes (K2 reveals, or the rows changed nothing): the engine already knows the new
  /// length then, and a later sample only confirms it.
  package var sendsSamples: Bool { !awaitsEngine }

  /// The scroll view's content is `height` points tall now (its `contentSize.height`).
  ///
  /// - Parameter previousPageLoads: whether the header is loading (its page's rows may come in
  ///   this turn).
  /// - Returns: the first height, or one that is not finite or below 0, changes nothing.
  package mutating func contentHeightChanged(
    to height: Double,
    previousPageLoads: Bool
  ) -> Report {
    guard height.isFinite, height >= 0 else { return Report() }
    guard let seen = seenHeight else {
      seenHeight = height
      return Report()
    }
    let change = height - seen
    guard change != 0 else { return Report() }
    seenHeight = height
    if isLanding {
      rowsAbove += change
      return Report()
    }
    guard previousPageLoads || waitsForRefresh else { return Report() }
    held += change
    return Report(schedulesTurnEnd: schedulesTurnEnd())
  }

  /// Rows begin to land above: a previous page's result came, or the app's update begins.
  ///
  /// The change held in this turn is theirs, and so is every change until
  /// ``landingEnded(defersToRefresh:)``.
  package mutating func landingBegan() {
    isLanding = true
    rowsAbove += held
    held = 0
  }

  /// The rows have landed (the front end laid the scroll view out): the rows to report.
  ///
  /// - Parameter defersToRefresh: the rows are a refresh action's (the app's update ran while
  ///   its action runs): they wait for ``refreshActionEnded()`` or ``turnEnded()``.
  package mutating func landingEnded(defersToRefresh: Bool) -> Report {
    isLanding = false
    if defersToRefresh, rowsAbove != 0 {
      waitsForRefresh = true
      return Report(schedulesTurnEnd: schedulesTurnEnd())
    }
    return Report(rowsAbove: takeRowsAbove())
  }

  /// The refresh's action ended: the rows that waited for it are reported now, as the refresh's.
  package mutating func refreshActionEnded() -> Report {
    guard waitsForRefresh, !isLanding else { return Report() }
    return Report(rowsAbove: takeRowsAbove())
  }

  /// The front end is telling the engine of rows above (`rowsAddedAbove`): samples wait for its
  /// answer (``sendsSamples``), at the latest until the turn's end.
  package mutating func rowsReported() -> Report {
    awaitsEngine = true
    return Report(schedulesTurnEnd: schedulesTurnEnd())
  }

  /// The engine's answer came (a kept position, applied by the front end): samples go on.
  package mutating func engineAnswered() {
    awaitsEngine = false
  }

  /// The turn in which changes were held is over: what was held was not a page's rows (the
  /// engine hears it as length with the next sample), samples go on (the engine did not keep
  /// the place, or has been answered), and rows still waiting for a refresh's end are reported
  /// now, as the app's own.
  package mutating func turnEnded() -> Report {
    awaitsTurnEnd = false
    awaitsEngine = false
    held = 0
    guard waitsForRefresh, !isLanding else { return Report() }
    return Report(rowsAbove: takeRowsAbove())
  }

  /// The rows measured, reset to none (`nil` when none).
  private mutating func takeRowsAbove() -> Double? {
    let rows = rowsAbove
    rowsAbove = 0
    waitsForRefresh = false
    return rows == 0 ? nil : rows
  }

  /// Whether a turn end must be scheduled now (none is awaited yet).
  private mutating func schedulesTurnEnd() -> Bool {
    defer { awaitsTurnEnd = true }
    return !awaitsTurnEnd
  }
}

extension PositionKeeping {
  /// The header at the top (K4): what it shows, and the room it keeps above the content.
  ///
  /// It shows a spinner while the previous page loads and "Couldn't load previous" with Retry
  /// after a failure; nothing while idle or exhausted, and then it needs no room. Its room goes
  /// into `contentInset.top` beside the refresh's resting inset, through the controller's ledger:
  /// `UIScrollView.h` says of `contentInset` "add additional scroll area around content", so the
  /// room appearing or growing moves no row (the content's coordinates and `contentOffset` stay
  /// as they are). The header sits in that room, right above the content (``top(room:)``), and
  /// is seen when the reader scrolls to the top.
  ///
  /// Going away is where a room could move rows: a scroll view whose inset shrinks under an
  /// offset that the smaller inset no longer reaches brings the content back into range, which
  /// is how a refresh's room closes after a refresh. So the room shrinks only as far as the part
  /// that goes is out of sight (`appliedRoom`): a page's rows usually push it out of sight as
  /// they land; a header in view keeps its room, blank, until the reader scrolls it away.
  ///
  /// ```swift
  /// var room = LoadMoreFooterLayout.Room()
  /// room.measured(height: 44, width: 393)
  /// PositionKeeping.Header.room(for: .loading, measured: room)  // 44
  /// PositionKeeping.Header.room(for: .idle, measured: room)     // 0
  /// ```
  package enum Header {
    /// Whether the header shows anything: while the previous page loads or after it failed.
    package static func isVisible(_ phase: LoadMorePhase) -> Bool {
      phase == .loading || phase == .failed
    }

    /// The room the header keeps above the content: its measured room
    /// (`LoadMoreFooterLayout.Room`: at least 44 points) while it shows something, none
    /// otherwise.
    package static func room(for phase: LoadMorePhase, measured: LoadMoreFooterLayout.Room)
      -> Double
    {
      isVisible(phase) ? measured.points : 0
    }

    /// The room to keep now, on the way to `target`: more room at once (it moves nothing), less
    /// only as far as the part that goes is out of sight, so that the scroll view never brings
    /// its content back into a smaller inset's range under the reader.
    ///
    /// The reader sees from `contentOffset` plus the part of the adjusted top inset that is not
    /// the controller's own (the bars, the safe area, the app's inset); the controller's own is
    /// the resting inset above the header's `current` room. A room of `r` leaves the content in
    /// range while that point is at or below `-(r + restingInset)` in the content's coordinates.
    ///
    /// - Parameters:
    ///   - current: the room kept now.
    ///   - target: the room the header's phase calls for (``room(for:measured:)``).
    ///   - contentOffset: the scroll view's `contentOffset.y`.
    ///   - adjustedInsetTop: its `adjustedContentInset.top`, the current room included.
    ///   - restingInset: the refresh's room, kept above the header's.
    /// - Returns: `target` when a value is not finite.
    package static func appliedRoom(
      current: Double,
      target: Double,
      contentOffset: Double,
      adjustedInsetTop: Double,
      restingInset: Double
    ) -> Double {
      guard target < current else { return target }
      let seenFrom = contentOffset + adjustedInsetTop - restingInset - current
      let inSight = -seenFrom - restingInset
      guard inSight.isFinite, current.isFinite else { return target }
      return max(target, min(current, inSight))
    }

    /// Where the header's top goes in the scroll view's content coordinates: `room` points above
    /// the content's top, so its bottom edge touches the first row; `nil` when the room is not
    /// finite.
    package static func top(room: Double) -> Double? {
      room.isFinite ? -max(0, room) : nil
    }

    /// The header's text for a phase (the English key of the localized string): "Loading
    /// previous…" (spoken; a spinner shows), "Couldn't load previous", nothing otherwise.
    package static func text(for phase: LoadMorePhase) -> String? {
      switch phase {
      case .loading: "Loading previous…"
      case .failed: "Couldn't load previous"
      case .idle, .exhausted: nil
      }
    }

    /// Whether the header offers its Retry button (only when the last page failed, T5).
    package static func offersRetry(_ phase: LoadMorePhase) -> Bool { phase == .failed }
  }
}
