/// The footer's rules at the far end of the content (Behavior.md, "Load more", L1–L6, L8):
/// when a page load starts, what its result does, what a request, a drag or a reset does.
///
/// ``RefreshStateMachine`` owns one and arbitrates it against the refresh (L7): it tells the
/// footer when a refresh starts or succeeds, and whether one is refreshing when the footer
/// settles. Like its owner, it is a plain value that never sleeps, reads no clock and calls no
/// closure; each method appends the effects its owner's owner must perform.
package struct LoadMoreMachine: Sendable, Equatable {
  /// The footer's phase.
  package private(set) var phase = LoadMorePhase.idle
  /// Whether loading near the end is on: the app has a load-more action.
  package private(set) var isEnabled = false
  /// The number of loads started so far; a completion names its load.
  package private(set) var load = 0
  /// The content's length along the scroll axis, once a valid one has been reported.
  package private(set) var contentLength: Double?
  /// How far the content is scrolled from the refresh edge, never negative.
  private var scrolled = 0.0
  /// Whether reaching the end may start a load (L2): false from a start until, after the load
  /// ended, the content's length changes or the content leaves its end, or until a refresh
  /// succeeds or the app resets the footer.
  private var isReady = true

  /// Makes an idle, disabled footer.
  package init() {}

  // MARK: - Geometry

  /// The content moved to `edgeOffset` (the refresh edge's signed offset, negative inside the
  /// content); only its part inside the content matters here.
  @inline(__always) package mutating func scrolled(edgeOffset: Double) {
    scrolled = max(0, -edgeOffset)
  }

  /// The content's length changed to `length`.
  ///
  /// A length that changes makes the footer ready (L2), unless a load is in flight: only what
  /// happens after a load ended counts, so the rows of a page, which reach the engine after its
  /// result, make it ready, and a change seen while it loads does not. Negative and non-finite
  /// lengths are ignored.
  package mutating func contentChanged(_ length: Double) {
    guard length.isFinite, length >= 0, length != contentLength else { return }
    contentLength = length
    if phase != .loading { isReady = true }
  }

  /// Whether the content is near its far end at the last sample: its length, the visible
  /// length and the reach known, and no more than the reach left beyond what the user sees.
  package func isNearEnd(visible: Double?, reach: Double?) -> Bool {
    guard let contentLength, let visible, let reach else { return false }
    return Self.isNearEnd(
      contentLength: contentLength,
      visible: visible,
      edgeOffset: -scrolled,
      reach: reach
    )
  }

  /// Whether a content of `contentLength` points is near its far end when `visible` points of
  /// it can be seen (the viewport less the bars over it: G2) with the refresh edge at
  /// `edgeOffset`: no more than `reach` points of it left beyond what the user sees (only the
  /// part of the offset inside the content counts).
  ///
  /// The one test of "near the far end" ("Load more"): the machine starts loads with it (L1),
  /// and a front end's sample (`ScrollEdgeSample`) keeps its true position where it holds.
  package static func isNearEnd(
    contentLength: Double,
    visible: Double,
    edgeOffset: Double,
    reach: Double
  ) -> Bool {
    max(0, contentLength - visible) - max(0, -edgeOffset) <= reach
  }

  // MARK: - Settling

  /// Starts a load when the footer is idle and ready, nothing blocks it and the content is
  /// near its end and not empty (L1); a content away from its end, or empty, makes the footer
  /// ready again (L2), unless a load is in flight or only the bars moved (G3).
  ///
  /// - Parameters:
  ///   - isRefreshing: a refresh is refreshing (L7), or the app has no rows yet (F8): no load
  ///     starts.
  ///   - mayBecomeReady: `false` for a sample in which only the insets changed: bars that move
  ///     are not the user moving (G3), so they make nothing ready.
  package mutating func settle(
    isNearEnd: Bool,
    isRefreshing: Bool,
    mayBecomeReady: Bool = true,
    _ effects: inout RefreshStateMachine.Effects
  ) {
    guard isEnabled else { return }
    guard isNearEnd, let contentLength, contentLength > 0 else {
      if phase != .loading, mayBecomeReady { isReady = true }
      return
    }
    if phase == .idle, isReady, !isRefreshing { start(&effects) }
  }

  // MARK: - Events

  /// The app set or removed its load-more action; removing it cancels a load in flight.
  package mutating func enabledChanged(
    _ isEnabled: Bool,
    _ effects: inout RefreshStateMachine.Effects
  ) {
    guard isEnabled != self.isEnabled else { return }
    self.isEnabled = isEnabled
    if !isEnabled { cancelLoad(&effects) }
  }

  /// A request (the app, assistive technology, the footer's retry): starts a load from idle or
  /// failed wherever the content is (L3, L5); joins a load in flight; does nothing while
  /// exhausted (L6) or while a refresh is refreshing (L7).
  package mutating func requested(isRefreshing: Bool, _ effects: inout RefreshStateMachine.Effects)
  {
    guard isEnabled, !isRefreshing else { return }
    switch phase {
    case .idle, .failed: start(&effects)
    case .loading, .exhausted: break
    }
  }

  /// The load `load` ended with `outcome` (L4); a stale completion, or one after the load was
  /// cancelled, changes nothing.
  package mutating func finished(
    _ outcome: LoadMoreOutcome,
    load: Int,
    _ effects: inout RefreshStateMachine.Effects
  ) {
    guard load == self.load, phase == .loading else { return }
    switch outcome {
    case .more, .cancelled: phase = .idle
    case .end: phase = .exhausted
    case .failure:
      phase = .failed
      effects.append(.announce(.loadMoreFailed))
    }
    effects.append(.loadFinished(outcome))
  }

  /// The app cancelled the load in flight (L8): the footer is idle, and stays unready until the
  /// content leaves its end or changes.
  package mutating func cancelRequested(_ effects: inout RefreshStateMachine.Effects) {
    cancelLoad(&effects)
  }

  /// The app reset the footer: a load in flight is cancelled, and the footer is idle and ready
  /// (L6).
  package mutating func reset(_ effects: inout RefreshStateMachine.Effects) {
    cancelLoad(&effects)
    phase = .idle
    isReady = true
  }

  /// A user's drag began: a failed footer becomes idle and ready, so the end loads again (L5).
  package mutating func interactionBegan() {
    guard phase == .failed else { return }
    phase = .idle
    isReady = true
  }

  /// A refresh started: the load in flight is cancelled (L7).
  package mutating func refreshStarted(_ effects: inout RefreshStateMachine.Effects) {
    cancelLoad(&effects)
  }

  /// A refresh ended with success: the list starts over from its first page, so the footer is
  /// idle and ready whatever it was (L6, L7).
  package mutating func refreshSucceeded() {
    phase = .idle
    isReady = true
  }

  /// The host went away for good: the load in flight is cancelled (L8).
  package mutating func disappeared(_ effects: inout RefreshStateMachine.Effects) {
    cancelLoad(&effects)
  }

  // MARK: - Transitions

  private mutating func start(_ effects: inout RefreshStateMachine.Effects) {
    load += 1
    phase = .loading
    isReady = false
    effects.append(.startLoad)
  }

  private mutating func cancelLoad(_ effects: inout RefreshStateMachine.Effects) {
    guard phase == .loading else { return }
    phase = .idle
    effects.append(.cancelLoad)
  }
}
