/// The pure decision-maker of pull-to-refresh: events in, phase and effects out.
///
/// Every decision (when to arm, when to start, when a new pull may begin) is made here and
/// nowhere else. The machine is a plain value: it never sleeps, never reads a clock and never
/// calls a closure. Each event is one `mutating` method named for what happened; it returns the
/// ``Effects`` its owner must perform. Events that make no sense in the current phase (a
/// completion after a cancel, a pull while refreshing) change nothing and return no effects.
///
/// ```swift
/// var machine = RefreshStateMachine()
/// _ = machine.interactionBegan()
/// _ = machine.scrolled(edgeOffset: 95)  // .armed, [.haptic]
/// let effects = machine.interactionEnded()  // .refreshing, [.startAction, ...]
/// ```
public struct RefreshStateMachine: Sendable, Equatable {
  /// The configuration the machine follows.
  ///
  /// Replacing it takes effect from the next event: the progress and the resting extent follow
  /// the new threshold at once, and timers already running keep their deadlines.
  public var configuration: RefreshConfiguration
  /// The current phase.
  public internal(set) var phase: RefreshPhase = .idle
  /// How far the content is pulled past its edge, in points; never negative.
  public internal(set) var pull: Double = 0
  /// The viewport's length along the pull axis, once a valid one has been seen.
  public private(set) var viewport: Double?
  /// Whether a user's drag is in progress.
  public internal(set) var isInteracting = false
  /// The number of refresh cycles started so far; timers and completions name their cycle.
  public private(set) var cycle = 0

  private var isAtEdge = true
  private var interactionMayPull = true
  var isActionRunning = false
  var pendingOutcome: RefreshOutcome?
  var isMinimumDurationElapsed = false
  var isFinishingElapsed = false

  /// Makes an idle machine.
  public init(configuration: RefreshConfiguration = .default) {
    self.configuration = configuration
  }

  // MARK: - Derived state

  /// The threshold in points, or `nil` while a fractional threshold has no viewport.
  public var thresholdLength: Double? { configuration.thresholdLength(viewport: viewport) }

  /// How full the ring is, `0...1`: the pull over the threshold while a user pulls, 1 while
  /// refreshing and finishing, 0 otherwise.
  public var progress: Double {
    switch phase {
    case .idle:
      return 0
    case .pulling, .armed:
      guard let threshold = thresholdLength else { return 0 }
      return min(max(pull / threshold, 0), 1)
    case .refreshing, .finishing:
      return 1
    }
  }

  /// The room the indicator keeps while refreshing, never more than the threshold.
  public var restingExtent: Double {
    min(configuration.restingExtent, thresholdLength ?? configuration.restingExtent)
  }

  /// What an indicator should show now.
  public var indicator: RefreshIndicator {
    RefreshIndicator(phase: phase, progress: progress, pull: pull, restingExtent: restingExtent)
  }

  /// The outcome of the refreshing cycle once it is known, while the minimum refreshing time
  /// keeps the phase at ``RefreshPhase/refreshing``.
  public var decidedOutcome: RefreshOutcome? { pendingOutcome }

  /// Whether a refresh is running (the phase is ``RefreshPhase/refreshing``).
  public var isRefreshing: Bool { phase.isRefreshing }

  // MARK: - Gesture events

  /// The content moved: `edgeOffset` is its position past the resting edge along the pull axis,
  /// positive when pulled out (the pull), negative when scrolled into the content.
  ///
  /// Non-finite samples are ignored. See ``ScrollAxisMetrics`` to compute it from a scroll view.
  public mutating func scrolled(edgeOffset: Double) -> Effects {
    guard edgeOffset.isFinite else { return [] }
    pull = max(0, edgeOffset)
    isAtEdge = edgeOffset >= -0.5
    var effects = Effects()
    switch phase {
    case .idle, .pulling, .armed:
      followGesture(&effects)
    case .refreshing:
      break
    case .finishing:
      endFinishingIfRetracted()
    }
    return effects
  }

  /// The viewport's length along the pull axis changed.
  ///
  /// Zero, negative and non-finite lengths are ignored.
  public mutating func viewportChanged(_ length: Double) -> Effects {
    guard length.isFinite, length > 0 else { return [] }
    viewport = length
    var effects = Effects()
    switch phase {
    case .idle, .pulling, .armed:
      followGesture(&effects)
    case .refreshing:
      break
    case .finishing:
      endFinishingIfRetracted()
    }
    return effects
  }

  /// A user's drag began (a finger down, a mouse button pressed).
  public mutating func interactionBegan() -> Effects {
    isInteracting = true
    interactionMayPull = configuration.startGate == .anywhere || isAtEdge
    var effects = Effects()
    switch phase {
    case .idle, .pulling, .armed:
      followGesture(&effects)
    case .refreshing, .finishing:
      break
    }
    return effects
  }

  /// The user's drag ended.
  ///
  /// Movement that follows (momentum, bounce) pulls nothing.
  public mutating func interactionEnded() -> Effects {
    isInteracting = false
    var effects = Effects()
    switch phase {
    case .idle, .refreshing:
      break
    case .pulling:
      phase = .idle
    case .armed:
      startRefresh(runsAction: true, &effects)
    case .finishing:
      endFinishingIfRetracted()
    }
    return effects
  }

  // MARK: - Transitions

  /// Moves between idle, pulling and armed to follow a user's drag.
  private mutating func followGesture(_ effects: inout Effects) {
    guard isInteracting, interactionMayPull, let threshold = thresholdLength, pull > 0 else {
      phase = .idle
      return
    }
    if pull < threshold {
      phase = .pulling
      return
    }
    switch configuration.trigger {
    case .onRelease:
      if phase != .armed {
        phase = .armed
        effects.append(.haptic)
      }
    case .onThreshold:
      effects.append(.haptic)
      startRefresh(runsAction: true, &effects)
    }
  }

  mutating func startRefresh(runsAction: Bool, _ effects: inout Effects) {
    cycle += 1
    phase = .refreshing
    isActionRunning = runsAction
    pendingOutcome = nil
    isMinimumDurationElapsed = configuration.minimumRefreshingDuration == .zero
    if runsAction { effects.append(.startAction) }
    if !isMinimumDurationElapsed {
      effects.append(.startTimer(.minimumDuration, after: configuration.minimumRefreshingDuration))
    }
    if runsAction, let timeout = configuration.timeout {
      effects.append(.startTimer(.timeout, after: timeout))
    }
    effects.append(.announce(.refreshing))
  }

  /// Records the cycle's outcome; the phase follows once the minimum time has passed.
  mutating func decide(_ outcome: RefreshOutcome, _ effects: inout Effects) {
    if isActionRunning {
      isActionRunning = false
      if outcome != .timedOut, configuration.timeout != nil {
        effects.append(.cancelTimer(.timeout))
      }
    }
    effects.append(.outcomeDecided(outcome))
    if isMinimumDurationElapsed {
      enterFinishing(outcome, &effects)
    } else {
      pendingOutcome = outcome
    }
  }

  mutating func cancelCycle(_ effects: inout Effects) {
    if isActionRunning { effects.append(.cancelAction) }
    if !isMinimumDurationElapsed { effects.append(.cancelTimer(.minimumDuration)) }
    isMinimumDurationElapsed = true
    decide(.cancelled, &effects)
  }

  mutating func enterFinishing(_ outcome: RefreshOutcome, _ effects: inout Effects) {
    phase = .finishing(outcome)
    pendingOutcome = nil
    switch outcome {
    case .success: effects.append(.announce(.updated))
    case .failure, .timedOut: effects.append(.announce(.failed))
    case .cancelled: break
    }
    isFinishingElapsed = configuration.finishingDuration == .zero
    if isFinishingElapsed {
      endFinishingIfRetracted()
    } else {
      effects.append(.startTimer(.finishing, after: configuration.finishingDuration))
    }
  }

  /// Ends a finished cycle once its time is up, the finger is up and the pull has retracted
  /// below ``RefreshConfiguration/retractFraction`` of the threshold (R12).
  mutating func endFinishingIfRetracted() {
    guard isFinishingElapsed, !isInteracting else { return }
    let limit = (thresholdLength ?? 0) * configuration.retractFraction
    if pull == 0 || pull < limit { phase = .idle }
  }
}
