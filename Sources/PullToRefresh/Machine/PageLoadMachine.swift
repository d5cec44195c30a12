/// The rules of one end of the content that loads pages: the footer at the far end (Behavior.md,
/// "Load more", L1–L6, L8) or the header at the top ("The top end", T1–T3, T5–T7, T10): when a
/// page load starts, what its result does, what a request, a drag or a reset does.
///
/// ``RefreshStateMachine`` owns one for each end and arbitrates them against the refresh and
/// against each other (L7, T4, T9): it says whether the content is near this end, whether
/// anything blocks a start, and when the content's length changed. Like its owner, it is a plain
/// value that never sleeps, reads no clock and calls no closure; each method appends the effects
/// its owner's owner must perform.
package struct PageLoadMachine: Sendable, Equatable {
  /// Which end of the content the pages load at.
  package enum End: Sendable, Equatable {
    /// The far end: the next page (the footer, "Load more").
    case far
    /// The top: the previous page (the header, "The top end").
    case top
  }

  /// The end this machine serves; it decides the effects it emits.
  package let end: End
  /// The end's phase.
  package private(set) var phase = LoadMorePhase.idle {
    didSet { if phase != oldValue { passedPhases.append(phase) } }
  }
  /// The phases the end entered since its owner last took them (``takePassedPhases()``), in
  /// order: one event can pass through several (a page ends and the next starts, a failed end
  /// that a drag makes idle loads at once), and each is a change its front end reports.
  package private(set) var passedPhases = PhaseLog()
  /// Whether the end loads: the app has an action for it.
  package private(set) var isEnabled = false
  /// The number of loads started so far; a completion names its load.
  package private(set) var load = 0
  /// Whether a request came while the other end was loading and waits for it to end (T4).
  package private(set) var holdsRequest = false
  /// Whether reaching the end may start a load (L2, T2): false from a start until, after the
  /// load ended, the content's length changes or the content leaves the end, or until the app
  /// resets it (and, at the far end, a refresh succeeds).
  private var isReady = true
  /// Whether a user's drag has begun since the end was made or reset (T3); the far end is
  /// always armed.
  private var isArmed: Bool

  /// Makes an idle, disabled end.
  package init(end: End) {
    self.end = end
    isArmed = end == .far
  }

  /// Whether a settle away from this end would change nothing: the end is off, loading, or
  /// already ready (L2, T2).
  package var isSettledAway: Bool { !isEnabled || phase == .loading || isReady }

  /// Whether a settle near this end could start a load: on, idle, ready and armed (L1, T1).
  package var mayStartNear: Bool { isEnabled && phase == .idle && isReady && isArmed }

  /// The phases entered since the last call, in order; the log starts empty again.
  package mutating func takePassedPhases() -> PhaseLog {
    defer { passedPhases = PhaseLog() }
    return passedPhases
  }

  // MARK: - Settling

  /// The content's length changed: the end is ready (L2, T2), unless a load is in flight (only
  /// what happens after a load ended counts, so a page's rows, which land after its result, make
  /// it ready, and a change seen while it loads does not).
  package mutating func contentChanged() {
    if phase != .loading { isReady = true }
  }

  /// Starts a load when the end is idle, ready and armed, nothing blocks it and the content is
  /// near the end and not empty (L1, T1); a content away from the end, or empty, makes the end
  /// ready again (L2, T2), unless a load is in flight or only the bars moved (G3).
  ///
  /// - Parameters:
  ///   - isNear: the content is near this end and has a length above 0.
  ///   - isBlocked: a refresh is refreshing (L7, T9), the app has no rows (F8), or the other
  ///     end is loading (T4): no load starts.
  ///   - mayBecomeReady: `false` for a sample in which only the insets changed (G3).
  package mutating func settle(
    isNear: Bool,
    isBlocked: Bool,
    mayBecomeReady: Bool = true,
    _ effects: inout RefreshStateMachine.Effects
  ) {
    guard isEnabled else { return }
    guard isNear else {
      if phase != .loading, mayBecomeReady { isReady = true }
      return
    }
    if phase == .idle, isReady, isArmed, !isBlocked { start(&effects) }
  }

  // MARK: - Events

  /// The app set or removed its action.
  ///
  /// Removing it cancels a load in flight and drops a held request. `startsExhausted` makes a
  /// newly enabled end exhausted (T2: an app that knows it shows the beginning).
  package mutating func enabledChanged(
    _ isEnabled: Bool,
    startsExhausted: Bool = false,
    _ effects: inout RefreshStateMachine.Effects
  ) {
    guard isEnabled != self.isEnabled else { return }
    self.isEnabled = isEnabled
    holdsRequest = false
    if !isEnabled {
      cancelLoad(&effects)
    } else if startsExhausted, phase == .idle {
      phase = .exhausted
    }
  }

  /// A request (the app, assistive technology, the retry): starts a load from idle or failed
  /// wherever the content is (L3, L5, T5); joins a load in flight; does nothing while exhausted
  /// (L6) or blocked by a refresh (L7, T9); while the other end loads it is held, once, until
  /// that load ends (T4).
  package mutating func requested(
    isBlocked: Bool,
    otherEndLoads: Bool,
    _ effects: inout RefreshStateMachine.Effects
  ) {
    guard isEnabled, !isBlocked else { return }
    switch phase {
    case .idle, .failed:
      if otherEndLoads { holdsRequest = true } else { start(&effects) }
    case .loading, .exhausted: break
    }
  }

  /// The other end's load ended and its rows landed: a held request starts now if a request
  /// would (T4), before any automatic start; one that may not is dropped.
  package mutating func startHeldRequest(
    isBlocked: Bool,
    _ effects: inout RefreshStateMachine.Effects
  ) {
    guard holdsRequest else { return }
    holdsRequest = false
    requested(isBlocked: isBlocked, otherEndLoads: false, &effects)
  }

  /// The load `load` ended with `outcome` (L4, T6); a stale completion, or one after the load
  /// was cancelled, changes nothing.
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
      effects.append(.announce(end == .far ? .loadMoreFailed : .loadPreviousFailed))
    }
    effects.append(end == .far ? .loadFinished(outcome) : .previousFinished(outcome))
  }

  /// The app cancelled the load in flight (L8, T10): the end is idle, and stays unready until
  /// the content leaves it or changes.
  package mutating func cancelRequested(_ effects: inout RefreshStateMachine.Effects) {
    cancelLoad(&effects)
  }

  /// The app reset the end: a load in flight is cancelled, and the end is idle and ready (L6,
  /// T10), the top disarmed again (T3); with `hasMore` false it is exhausted.
  package mutating func reset(hasMore: Bool = true, _ effects: inout RefreshStateMachine.Effects) {
    cancelLoad(&effects)
    holdsRequest = false
    phase = hasMore ? .idle : .exhausted
    isReady = true
    isArmed = end == .far
  }

  /// A user's drag began: it arms the top (T3), and a failed end becomes idle and ready, so it
  /// loads again (L5, T7).
  package mutating func interactionBegan() {
    isArmed = true
    guard phase == .failed else { return }
    phase = .idle
    isReady = true
  }

  /// A refresh started: the load in flight is cancelled and a held request dropped (L7, T9).
  package mutating func refreshStarted(_ effects: inout RefreshStateMachine.Effects) {
    holdsRequest = false
    cancelLoad(&effects)
  }

  /// A refresh ended with success: at the far end the list starts over from its first page, so
  /// the footer is idle and ready whatever it was (L6, L7); the top is the app's to say (T9).
  package mutating func refreshSucceeded() {
    guard end == .far else { return }
    phase = .idle
    isReady = true
  }

  /// The host went away for good: the load in flight is cancelled (L8, T10).
  package mutating func disappeared(_ effects: inout RefreshStateMachine.Effects) {
    holdsRequest = false
    cancelLoad(&effects)
  }

  // MARK: - Transitions

  private mutating func start(_ effects: inout RefreshStateMachine.Effects) {
    load += 1
    phase = .loading
    isReady = false
    effects.append(end == .far ? .startLoad : .startPrevious)
  }

  private mutating func cancelLoad(_ effects: inout RefreshStateMachine.Effects) {
    guard phase == .loading else { return }
    phase = .idle
    effects.append(end == .far ? .cancelLoad : .cancelPrevious)
  }
}

extension PageLoadMachine {
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

  /// Whether the content is near its top with the refresh edge at `edgeOffset`.
  ///
  /// Near is no more than `reach` points of it scrolled past the top edge ("The top end"; a
  /// pull past the edge is near). The one test: the machine starts previous pages with it (T1),
  /// and a front end's sample keeps its true position where it holds.
  package static func isNearTop(edgeOffset: Double, reach: Double) -> Bool {
    max(0, -edgeOffset) <= reach
  }
}

extension PageLoadMachine {
  /// A short log of phases, in order, kept in two bytes so that logging allocates nothing: the
  /// last six, which is more than any one event passes through.
  package struct PhaseLog: Sendable, Equatable, Sequence {
    /// The count in the low three bits, then two bits a phase, the oldest first.
    private var bits: UInt16 = 0

    /// An empty log.
    package init() {}

    /// How many phases it holds.
    package var count: Int { Int(bits & 0b111) }

    /// Adds `phase` at the end, dropping the oldest when six are held.
    mutating func append(_ phase: LoadMorePhase) {
      var count = self.count
      var phases = bits >> 3
      if count == 6 {
        phases >>= 2
        count = 5
      }
      phases |= Self.code(of: phase) << (2 * UInt16(count))
      bits = phases << 3 | UInt16(count + 1)
    }

    /// Iterates over the phases, the oldest first.
    package func makeIterator() -> Iterator { Iterator(log: self) }

    /// An iterator over a ``PhaseLog``.
    package struct Iterator: IteratorProtocol {
      let log: PhaseLog
      var index = 0

      /// The next phase, or `nil` at the end.
      package mutating func next() -> LoadMorePhase? {
        guard index < log.count else { return nil }
        defer { index += 1 }
        return PhaseLog.phase(log.bits >> (3 + 2 * UInt16(index)) & 0b11)
      }
    }

    private static func code(of phase: LoadMorePhase) -> UInt16 {
      switch phase {
      case .idle: 0
      case .loading: 1
      case .failed: 2
      case .exhausted: 3
      }
    }

    private static func phase(_ code: UInt16) -> LoadMorePhase {
      switch code {
      case 0: .idle
      case 1: .loading
      case 2: .failed
      default: .exhausted
      }
    }
  }
}
