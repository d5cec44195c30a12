/// The pure decision-maker of pull-to-refresh: events in, phase and effects out.
///
/// Every decision (when to arm, when to start, when a new pull may begin) is made here and
/// nowhere else. The machine is a plain value: it never sleeps, never reads a clock and never
/// calls a closure. Each event is one `mutating` method named for what happened; it returns the
/// ``Effects`` its owner must perform. Events that make no sense in the current phase change
/// nothing and return no effects (Behavior.md, R19). ``RefreshCoordinator`` owns one.
package struct RefreshStateMachine: Sendable, Equatable {
  /// The configuration the machine follows.
  ///
  /// Replacing it takes effect from the next event: the progress and the resting extent follow
  /// the new threshold at once, and timers already running keep their deadlines.
  package var configuration: RefreshConfiguration {
    didSet { resolveLengths() }
  }
  /// How far the content is pulled past its edge, in points; never negative.
  package private(set) var pull: Double = 0
  /// How full the ring is, `0...1` (R1, R15).
  ///
  /// The pull over the threshold while a user pulls, 1 while refreshing and finishing, 0
  /// otherwise. Stored, so reading it is a load: it follows every state set (`followGesture` sets
  /// one for every pull) and every new threshold.
  package private(set) var progress: Double = 0
  /// The viewport's length along the pull axis, once a valid one has been seen.
  package private(set) var viewport: Double?
  /// The number of refresh cycles started so far; timers and completions name their cycle.
  package private(set) var cycle = 0
  /// The threshold in points, or `nil` while a fractional threshold has no viewport.
  package private(set) var thresholdLength: Double? { didSet { resolveProgress() } }
  /// The room the indicator keeps while refreshing, never more than the threshold.
  package private(set) var restingExtent: Double

  /// Whether the content was at its edge at the last sample (R5).
  package private(set) var isAtEdge = true
  private(set) var state = State.idle { didSet { resolveProgress() } }
  /// Whether the drag in progress may pull (R5's start gate); `nil` when no drag is in progress.
  private var dragMayPull: Bool?

  /// Makes an idle machine.
  package init(configuration: RefreshConfiguration = .default) {
    self.configuration = configuration
    restingExtent = configuration.restingExtent
    resolveLengths()
  }

  /// Whether a user's drag is in progress.
  package var isInteracting: Bool { dragMayPull != nil }

  // MARK: - Gesture events

  /// The content moved to `edgeOffset` past its resting edge along the pull axis.
  ///
  /// Positive is the pull, negative is scrolled into the content. Non-finite samples are ignored
  /// (R1). See ``ScrollAxisMetrics`` to compute it.
  package mutating func scrolled(edgeOffset: Double) -> Effects {
    guard edgeOffset.isFinite else { return [] }
    pull = max(0, edgeOffset)
    isAtEdge = RestingInset.isAtEdge(edgeOffset: edgeOffset)
    return followGestureOrRetract()
  }

  /// The viewport's length along the pull axis changed; zero, negative and non-finite lengths are
  /// ignored (R1).
  package mutating func viewportChanged(_ length: Double) -> Effects {
    guard length.isFinite, length > 0 else { return [] }
    viewport = length
    resolveLengths()
    return followGestureOrRetract()
  }

  /// A user's drag began (a finger down, a mouse button pressed).
  ///
  /// A drag that begins while a finished cycle still shows its outcome, with the pull retracted
  /// and no other drag in progress, ends that cycle at once and pulls as from idle: the lockout
  /// is the only thing that can refuse a pull (R12).
  package mutating func interactionBegan() -> Effects {
    let wasInteracting = isInteracting
    dragMayPull = configuration.startGate == .anywhere || isAtEdge
    var effects = Effects()
    switch state {
    case .idle, .pulling, .armed:
      followGesture(&effects)
    case .refreshing, .holding:
      break
    case .finishing(_, let isTimeUp):
      guard !wasInteracting, isRetracted else { break }
      if !isTimeUp { effects.append(.cancelTimer(.finishing)) }
      state = .idle
      followGesture(&effects)
    }
    return effects
  }

  /// The user's drag ended; movement that follows (momentum, bounce) pulls nothing (R2).
  package mutating func interactionEnded() -> Effects {
    dragMayPull = nil
    var effects = Effects()
    switch state {
    case .idle, .refreshing, .holding:
      break
    case .pulling:
      state = .idle
    case .armed:
      startRefresh(runsAction: true, &effects)
    case .finishing:
      endFinishingIfRetracted()
    }
    return effects
  }

  // MARK: - Requests

  /// The app, a keyboard shortcut or assistive technology asked for a refresh: it starts a cycle,
  /// or joins the one that is refreshing (no effects) (R8).
  package mutating func refreshRequested() -> Effects {
    startCycleUnlessRefreshing(runsAction: true)
  }

  /// The host's own refreshing flag changed (controlled mode, R14).
  ///
  /// `true` shows the refreshing indicator without running the action and drops any pull in
  /// progress; `false` ends the cycle with ``RefreshOutcome/success``, cancelling the action if one
  /// runs.
  package mutating func externalRefreshingChanged(_ isRefreshing: Bool) -> Effects {
    if isRefreshing { return startCycleUnlessRefreshing(runsAction: false) }
    var effects = Effects()
    guard case .refreshing(let runsAction, _) = state else { return effects }
    if runsAction { effects.append(.cancelAction) }
    decide(.success, &effects)
    return effects
  }

  /// Cancel the refresh in flight (R13).
  ///
  /// The action is cancelled and the cycle ends ``RefreshOutcome/cancelled``. Nothing happens
  /// when no outcome is pending: outside a refresh, or once the action has returned and only the
  /// minimum refreshing time keeps the spinner.
  package mutating func cancelRequested() -> Effects { cancelCycle() }

  /// The host went away for good (R13): a running refresh is cancelled, an outcome already known
  /// is shown at once, and the gesture is forgotten.
  ///
  /// A host that is only covered for a while (a navigation push, another tab, a sheet) has not
  /// gone away: its front end does not send this, and the refresh goes on.
  package mutating func disappeared() -> Effects {
    dragMayPull = nil
    pull = 0
    var effects = Effects()
    switch state {
    case .idle:
      break
    case .pulling, .armed:
      state = .idle
    case .refreshing:
      return cancelCycle()
    case .holding(let outcome):
      effects.append(.cancelTimer(.minimumDuration))
      enterFinishing(outcome, &effects)
    case .finishing:
      endFinishingIfRetracted()
    }
    return effects
  }

  // MARK: - Completions and timers

  /// The action of `cycle` returned (or threw) with `outcome` (R9); late or stale completions
  /// change nothing.
  package mutating func actionFinished(_ outcome: RefreshOutcome, cycle: Int) -> Effects {
    var effects = Effects()
    guard cycle == self.cycle, case .refreshing(runsAction: true, _) = state else { return effects }
    decide(outcome, &effects)
    return effects
  }

  /// A timer of `cycle` has run out; stale timers change nothing.
  /// - ``Timer/minimumDuration`` (R10): a known outcome now shows.
  /// - ``Timer/timeout`` (R11): a running action is cancelled with ``RefreshOutcome/timedOut``.
  /// - ``Timer/finishing`` (R12): the cycle ends once the pull has retracted and the finger is up.
  package mutating func timerElapsed(_ timer: Timer, cycle: Int) -> Effects {
    var effects = Effects()
    guard cycle == self.cycle else { return effects }
    switch (timer, state) {
    case (.minimumDuration, .refreshing(let runsAction, _)):
      state = .refreshing(runsAction: runsAction, isMinimumTimeUp: true)
    case (.minimumDuration, .holding(let outcome)):
      enterFinishing(outcome, &effects)
    case (.timeout, .refreshing(runsAction: true, _)):
      effects.append(.cancelAction)
      decide(.timedOut, &effects)
    case (.finishing, .finishing(let outcome, isTimeUp: false)):
      state = .finishing(outcome, isTimeUp: true)
      endFinishingIfRetracted()
    default:
      break
    }
    return effects
  }

  // MARK: - Transitions shared by the events

  @inline(__always) private mutating func followGestureOrRetract() -> Effects {
    var effects = Effects()
    switch state {
    case .idle, .pulling, .armed:
      followGesture(&effects)
    case .refreshing, .holding:
      break
    case .finishing:
      endFinishingIfRetracted()
    }
    return effects
  }

  /// Moves between idle, pulling and armed to follow a user's drag (R2–R5).
  @inline(__always) private mutating func followGesture(_ effects: inout Effects) {
    guard dragMayPull == true, let thresholdLength, pull > 0 else {
      state = .idle
      return
    }
    guard pull >= thresholdLength else {
      state = .pulling
      return
    }
    switch configuration.trigger {
    case .onRelease:
      if state != .armed {
        state = .armed
        effects.append(.haptic)
      }
    case .onThreshold:
      effects.append(.haptic)
      startRefresh(runsAction: true, &effects)
    }
  }

  /// Starts a cycle from any phase but refreshing, ending a finished one at once (R8, R14).
  private mutating func startCycleUnlessRefreshing(runsAction: Bool) -> Effects {
    var effects = Effects()
    switch state {
    case .refreshing, .holding:
      return effects
    case .finishing(_, isTimeUp: false):
      effects.append(.cancelTimer(.finishing))
    case .idle, .pulling, .armed, .finishing:
      break
    }
    startRefresh(runsAction: runsAction, &effects)
    return effects
  }

  /// Starts a cycle: effects `startAction` (unless controlled), the timers, the announcement.
  private mutating func startRefresh(runsAction: Bool, _ effects: inout Effects) {
    cycle += 1
    let minimum = configuration.minimumRefreshingDuration
    state = .refreshing(runsAction: runsAction, isMinimumTimeUp: minimum == .zero)
    if runsAction { effects.append(.startAction) }
    if minimum != .zero { effects.append(.startTimer(.minimumDuration)) }
    if runsAction, configuration.timeout != nil { effects.append(.startTimer(.timeout)) }
    effects.append(.announce(.refreshing))
  }

  /// Records the running cycle's outcome; the phase follows once the minimum time has passed.
  private mutating func decide(_ outcome: RefreshOutcome, _ effects: inout Effects) {
    guard case .refreshing(let runsAction, let isMinimumTimeUp) = state else { return }
    if runsAction, outcome != .timedOut, configuration.timeout != nil {
      effects.append(.cancelTimer(.timeout))
    }
    effects.append(.outcomeDecided(outcome))
    if isMinimumTimeUp {
      enterFinishing(outcome, &effects)
    } else {
      state = .holding(outcome)
    }
  }

  /// Cancels the running cycle: its action and its minimum time; the outcome is `cancelled`.
  private mutating func cancelCycle() -> Effects {
    var effects = Effects()
    guard case .refreshing(let runsAction, let isMinimumTimeUp) = state else { return effects }
    if runsAction { effects.append(.cancelAction) }
    if !isMinimumTimeUp { effects.append(.cancelTimer(.minimumDuration)) }
    state = .refreshing(runsAction: runsAction, isMinimumTimeUp: true)
    decide(.cancelled, &effects)
    return effects
  }

  /// Shows the outcome: its announcement and the finishing timer (R9, R16).
  private mutating func enterFinishing(_ outcome: RefreshOutcome, _ effects: inout Effects) {
    switch outcome {
    case .success: effects.append(.announce(.updated))
    case .failure, .timedOut: effects.append(.announce(.failed))
    case .cancelled: break
    }
    let duration = configuration.finishingDuration
    state = .finishing(outcome, isTimeUp: duration == .zero)
    if duration == .zero {
      endFinishingIfRetracted()
    } else {
      effects.append(.startTimer(.finishing))
    }
  }

  /// Ends a finished cycle once its time is up, the finger is up and the pull has retracted
  /// (R12).
  private mutating func endFinishingIfRetracted() {
    guard case .finishing(_, isTimeUp: true) = state, !isInteracting, isRetracted else { return }
    state = .idle
  }

  /// Whether the pull is below ``RefreshConfiguration/retractFraction`` of the threshold (R12).
  private var isRetracted: Bool {
    pull == 0 || pull < (thresholdLength ?? 0) * configuration.retractFraction
  }

  private mutating func resolveProgress() {
    switch state {
    case .idle:
      progress = 0
    case .pulling, .armed:
      progress = thresholdLength.map { min(pull / $0, 1) } ?? 0
    case .refreshing, .holding, .finishing:
      progress = 1
    }
  }

  private mutating func resolveLengths() {
    thresholdLength = configuration.thresholdLength(viewport: viewport)
    restingExtent = min(configuration.restingExtent, thresholdLength ?? configuration.restingExtent)
  }
}
