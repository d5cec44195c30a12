/// The pure decision-maker of pull-to-refresh: events in, phase and effects out.
///
/// Every decision (when to arm, when to start, when a new pull may begin, who started a cycle and
/// so whether it keeps room, where the content rests and how it gets there) is made here and
/// nowhere else. The machine is a plain value: it never sleeps, never reads a clock and never
/// calls a closure. Each event is one `mutating` method named for what happened; it returns the
/// ``Effects`` its owner must perform. Events that make no sense in the current phase change
/// nothing and return no effects (Behavior.md, R19). ``RefreshCoordinator`` owns one.
///
/// `@usableFromInline` for ``Effects``: another module (refresh-bench, the tests) inlines the
/// `@inlinable` members of a `package` type only when it and the types around it are.
@usableFromInline package struct RefreshStateMachine: Sendable, Equatable {
  /// Who started a refresh cycle; it decides whether the cycle keeps room before the content.
  package enum Origin: Sendable, Equatable {
    /// A user's drag released (or reached the threshold) past the threshold.
    case gesture
    /// A person or the app asked: code, a key, assistive technology, the host's own flag.
    case person
    /// A timer, the refresh policy or an automatic update
    /// (``RefreshCoordinator/RequestSource/scheduled``) that no person has joined: a quiet cycle
    /// (P4) that keeps no room, moves nothing, announces nothing, has no minimum time and no
    /// finishing display.
    case scheduled
    /// The Retry of a failed or empty content state (``RefreshCoordinator/RequestSource/retry``,
    /// F5): quiet as ``scheduled`` (the full-screen loader shows), but a person asked, so it
    /// announces a failure.
    case retry

    /// Whether the cycle is quiet (P4, F5): no room, no ring, no minimum time, no finishing
    /// display.
    package var isQuiet: Bool { self == .scheduled || self == .retry }
  }

  /// Where the machine is, with what that phase needs to know and nothing more.
  private enum State: Sendable, Equatable {
    /// Nothing is happening.
    case idle
    /// A drag pulls, short of the threshold.
    case pulling
    /// A drag holds the pull at or past the threshold.
    case armed
    /// A cycle runs and its outcome is not known yet. `runsAction` is false in controlled mode
    /// (R14); `isMinimumTimeUp` once the minimum refreshing time has passed (R10).
    case refreshing(Origin, runsAction: Bool, isMinimumTimeUp: Bool)
    /// The outcome is known but the minimum refreshing time has not passed: the phase stays
    /// ``RefreshPhase/refreshing`` (R10).
    case holding(RefreshOutcome, Origin)
    /// The cycle shows its outcome (R12). `isTimeUp` once the finishing time has passed;
    /// `isLockoutOver` once the pull has retracted with no finger down: from then on a new drag
    /// may pull, whatever moves the content meanwhile.
    case finishing(RefreshOutcome, isTimeUp: Bool, isLockoutOver: Bool)
  }

  /// The case of ``State``, without its payload.
  private enum Stage: UInt8, Sendable, Equatable {
    case idle, pulling, armed, refreshing, holding, finishing

    init(_ state: State) {
      switch state {
      case .idle: self = .idle
      case .pulling: self = .pulling
      case .armed: self = .armed
      case .refreshing: self = .refreshing
      case .holding: self = .holding
      case .finishing: self = .finishing
      }
    }
  }

  /// The configuration the machine follows.
  ///
  /// Replacing it takes effect from the next event: the progress and the resting extent follow
  /// the new threshold at once, and timers already running keep their deadlines.
  package var configuration: RefreshConfiguration {
    didSet { resolveLengths() }
  }
  /// Whether Reduce Motion is on: resting-inset changes never animate (R17).
  ///
  /// Takes effect from the next change of the resting inset.
  package var reducesMotion = false
  /// Whether a user's pull refreshes [on]; off, every sample's pull counts as none, so no drag
  /// pulls, arms or starts a refresh, while requests, the host's flag and the footer at the far
  /// end work as before (``refreshesChanged(_:)``).
  package private(set) var refreshes = true
  /// Whether a pull past the edge is a refresh's (T8).
  ///
  /// The scroll view refreshes and the top end does not own the edge. Stored, so that a scroll
  /// reads one byte: ``resolveTopEdge(_:)`` keeps it after every event that changes either.
  private var pullsRefresh = true
  /// What the user sees of the viewport, `nil` before a viewport (G2): kept when the viewport
  /// or the insets change.
  private var visibleLength: Double? { didSet { resolveQuietBand() } }
  /// The lower end of the quiet band: between it and ``quietBandTop`` neither end can be near.
  ///
  /// There a scroll leaves both ends as they are, unless one of them waits to become ready
  /// (``isInQuietBand(_:)``). Kept whenever a length, a reach or an end's switch changes, so that
  /// a scroll through the middle of the content compares two numbers instead of measuring both
  /// ends (`refresh-bench`).
  private var quietBandFarEnd = -Double.infinity
  /// The upper end of the quiet band (``quietBandFarEnd``).
  private var quietBandTop = Double.infinity
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
  /// The pull that arms, in points: the configured threshold, or the resting extent when that is
  /// longer (a tall indicator), so that a release refreshes only once the whole room has been
  /// pulled open; `nil` while a fractional threshold has no viewport.
  package private(set) var thresholdLength: Double? { didSet { resolveProgress() } }
  /// The room the indicator keeps while refreshing: the configured extent, or what the drawn
  /// indicator needs when that is more (``indicatorLength``).
  package private(set) var restingExtent: Double
  /// The drawn indicator's length along the pull axis, as the front end last measured it, or
  /// `nil` before any valid measurement (``indicatorLengthChanged(_:)``).
  package private(set) var indicatorLength: Double?
  /// The room kept before the content now, and how its last change was to be shown ("The
  /// resting inset"): every change comes with the effect ``Effect/restingInsetChanged``.
  package private(set) var restingInset = RestingInset(inset: 0, reveals: false, animates: false)

  /// Whether the content was at its edge at the last sample (R5).
  package private(set) var isAtEdge = true
  /// The footer at the far end ("Load more"): its phase, its load, its readiness.
  package private(set) var loadMore = PageLoadMachine(end: .far) { didSet { resolveQuietBand() } }
  /// The header at the top ("The top end"): its phase, its load, its readiness and arming.
  package private(set) var loadPrevious = PageLoadMachine(end: .top) {
    didSet { resolveQuietBand() }
  }
  /// The content's length along the scroll axis, once a valid one has been reported (both ends
  /// measure with it; rows above change it, K1).
  package private(set) var contentLength: Double? { didSet { resolveQuietBand() } }
  /// The move of the last ``Effect/keepPosition``: points the scroll position moved into the
  /// content to keep the reader's rows where they were (K1); negative for rows removed above.
  package private(set) var lastKeep = 0.0
  /// Whether the last cycle that ended was a person's that succeeded: its rows above are
  /// revealed, not kept, when they land at the top edge with no finger down (K2).
  private var lastCycleRevealsRowsAbove = false
  /// The load-more distance in points, or `nil` while a fractional one has no viewport.
  package private(set) var loadMoreReach: Double? { didSet { resolveQuietBand() } }
  /// The load-previous distance in points, or `nil` while a fractional one has no viewport.
  package private(set) var loadPreviousReach: Double? { didSet { resolveQuietBand() } }
  /// The refresh policy ("Refresh policy"): staleness, the moments, whether a scheduled
  /// refresh starts; hung under this machine as the footer is, so that P3 is arbitrated here.
  package private(set) var policy: RefreshPolicyMachine
  /// The app's item count, `nil` while content states are off ("Content states"); never
  /// negative.
  package private(set) var itemCount: Int?
  /// The outcome of the last cycle that ended with one other than cancelled (F1, F7).
  private var lastCountedOutcome: RefreshOutcome?
  /// The inset at the pulled edge, as the last sample said (G1): the pull is measured from it.
  package private(set) var pulledEdgeInset = 0.0
  /// The inset at the far edge, as the last sample said (G1).
  package private(set) var farInset = 0.0
  /// The edge offset of the last sample (R1), moved by a change of the pulled edge's inset
  /// (G3).
  package private(set) var edgeOffset = 0.0
  /// The staleness the owner last heard (``Effect/staleChanged(_:)``).
  private var reportedStale: Bool
  /// The deadline the owner's ``Timer/stale`` timer is set to, `nil` when none is set.
  private var staleTimerDeadline: Duration?
  /// The deadline the owner's ``Timer/interval`` timer is set to, `nil` when none is set.
  private var intervalTimerDeadline: Duration?
  private var state = State.idle {
    didSet {
      stage = Stage(state)
      resolveProgress()
    }
  }
  /// Which case ``state`` is, without its payload: one byte, kept by `state`'s observer, so that
  /// a scroll tells the common cases apart with one load (`refresh-bench`: the state's payload
  /// spans three bytes).
  private var stage = Stage.idle
  /// Whether the drag in progress may pull (R5's start gate); `nil` when no drag is in progress.
  private var dragMayPull: Bool?

  /// The indicator of an idle machine, whatever its configuration.
  ///
  /// Nothing is pulled, so the resting extent does not show. A coordinator shows it before its
  /// first event.
  package static let idleIndicator = RefreshIndicator(
    phase: .idle,
    progress: 0,
    pull: 0,
    restingExtent: 0
  )

  /// Makes an idle machine, at time zero; `contentAge` is how old the content the app starts
  /// with is (cached data), `nil` when it has none.
  package init(configuration: RefreshConfiguration = .default, contentAge: Duration? = nil) {
    self.configuration = configuration
    restingExtent = configuration.restingExtent
    var policy = RefreshPolicyMachine(policy: configuration.policy)
    if let contentAge { policy.contentUpdated(at: .zero - max(contentAge, .zero), now: .zero) }
    self.policy = policy
    reportedStale = policy.isStale
    resolveLengths()
  }

  // MARK: - Reading

  /// The current phase.
  package var phase: RefreshPhase {
    switch state {
    case .idle: .idle
    case .pulling: .pulling
    case .armed: .armed
    case .refreshing, .holding: .refreshing
    case .finishing(let outcome, _, _): .finishing(outcome)
    }
  }

  /// Whether a user's drag is in progress.
  package var isInteracting: Bool { dragMayPull != nil }

  /// Whether a scheduled refresh the policy holds may start now, as far as the engine goes
  /// (P3): the phase is idle, no interaction is in progress and no page is loading (a user's
  /// own scrolling to the next page wins over an automatic update).
  package var isFreeForScheduledStart: Bool {
    phase == .idle && !isInteracting && loadMore.phase != .loading
      && loadPrevious.phase != .loading
  }

  /// Which content state the content is in (F1), `nil` while content states are off.
  ///
  /// Decided at the instant its inputs change: the count, a cycle refreshing (not once its
  /// outcome is known, even while the minimum time still shows the spinner), and the outcome of
  /// the last cycle that was not cancelled.
  package var contentPhase: ContentPhase? {
    guard let itemCount else { return nil }
    if itemCount > 0 { return .content }
    if case .refreshing = state { return .loading }
    switch lastCountedOutcome {
    case .success: return .empty
    case .failure, .timedOut: return .failed
    case .cancelled, nil: return .idle
    }
  }

  /// Whether the full-screen loader is the indicator (F3): a quiet cycle refreshes with no
  /// rows, so a pull neither shows progress nor joins it.
  private var showsLoader: Bool {
    itemCount == 0 && origin?.isQuiet == true
  }

  /// What the user sees of the viewport: the viewport less the insets at both ends (G2).
  private mutating func resolveVisibleLength() {
    visibleLength = viewport.map {
      ScrollEdgeSample.visibleLength(
        viewport: $0,
        pulledEdgeInset: pulledEdgeInset,
        farInset: farInset
      )
    }
  }

  /// How long the owner's `timer` runs from `now`: a cycle's configured duration, or the time
  /// left to the policy's deadline (never negative); `nil` for a timer that is not set.
  package func delay(of timer: Timer, now: Duration) -> Duration? {
    switch timer {
    case .minimumDuration, .timeout, .finishing: timer.duration(in: configuration)
    case .stale: staleTimerDeadline.map { max($0 - now, .zero) }
    case .interval: intervalTimerDeadline.map { max($0 - now, .zero) }
    }
  }

  /// Who started the cycle that is refreshing, or `nil` when none is.
  package var origin: Origin? {
    switch state {
    case .refreshing(let origin, _, _), .holding(_, let origin): origin
    case .idle, .pulling, .armed, .finishing: nil
    }
  }

  /// The outcome of the refreshing cycle once it is known, while the minimum refreshing time
  /// keeps the phase at ``RefreshPhase/refreshing``.
  package var decidedOutcome: RefreshOutcome? {
    if case .holding(let outcome, _) = state { outcome } else { nil }
  }

  /// What an indicator should show now.
  ///
  /// A quiet cycle (P4) shows nothing at the edge: its indicator is the one the machine would
  /// show without the cycle (idle, or the ring following a drag that pulls short of the
  /// threshold), so that no front end can draw a spinner over the first row by forgetting it is
  /// quiet. The pull that reaches the threshold joins the cycle, which shows as refreshing from
  /// then.
  package var indicator: RefreshIndicator {
    guard origin?.isQuiet == true else {
      return RefreshIndicator(
        phase: phase,
        progress: progress,
        pull: pull,
        restingExtent: restingExtent,
        reducesMotion: reducesMotion
      )
    }
    let pulls = dragMayPull == true && pull > 0 && thresholdLength != nil && !showsLoader
    return RefreshIndicator(
      phase: pulls ? .pulling : .idle,
      progress: pulls ? thresholdLength.map { min(pull / $0, 1) } ?? 0 : 0,
      pull: pulls ? pull : 0,
      restingExtent: restingExtent,
      reducesMotion: reducesMotion
    )
  }

  // MARK: - Gesture events

  /// The content moved to `edgeOffset` past its resting edge along the pull axis.
  ///
  /// Positive is the pull, negative is scrolled into the content. Non-finite samples are ignored
  /// (R1).
  package mutating func scrolled(edgeOffset: Double) -> Effects {
    guard edgeOffset.isFinite else { return [] }
    return moved(to: edgeOffset, byTheUser: true)
  }

  /// The content is at `edgeOffset`: moved by the user (a sample), or kept in its place on
  /// screen while the bars moved (G3), which makes no end ready.
  @inline(__always) private mutating func moved(to edgeOffset: Double, byTheUser: Bool) -> Effects {
    self.edgeOffset = edgeOffset
    pull = pullsRefresh ? max(0, edgeOffset) : 0
    isAtEdge = edgeOffset >= -RestingInset.edgeTolerance
    var effects = Effects()
    followGestureOrRetract(&effects)
    // With neither end on, the band is every position: one comparison pair (refresh-bench).
    if !isInQuietBand(edgeOffset) {
      endsScrolled(mayBecomeReady: byTheUser, &effects)
    }
    if !policy.held.isEmpty { startHeldRefresh(&effects) }
    return effects
  }

  /// The ends' part of a scroll, out of line so that a scroll with loading off stays as short
  /// as it was before there were ends (`refresh-bench`).
  @inline(never) private mutating func endsScrolled(
    mayBecomeReady: Bool,
    _ effects: inout Effects
  ) {
    settleEnds(mayBecomeReady: mayBecomeReady, &effects)
  }

  /// Whether the top edge belongs to the top end (T8): it loads, and there may be more above a
  /// content that has rows, so a pull past the top edge is not a refresh.
  private var topEndOwnsEdge: Bool {
    loadPrevious.isEnabled && loadPrevious.phase != .exhausted && hasRows
  }

  /// Decides again who owns the top edge (T8): a pull in progress
  /// stops being a refresh's the instant the top end comes to own the edge (a header reset to
  /// idle, rows that arrive).
  private mutating func resolveTopEdge(_ effects: inout Effects) {
    resolveQuietBand()
    pullsRefresh = refreshes && !topEndOwnsEdge
    guard pull != 0, !pullsRefresh else { return }
    pull = 0
    followGestureOrRetract(&effects)
  }

  /// Whether the content has rows: the app's count above 0 with content states on (F4), its
  /// length above 0 otherwise.
  private var hasRows: Bool {
    if let itemCount { itemCount > 0 } else { (contentLength ?? 0) > 0 }
  }

  /// The bars over the content changed (G1, G3): `pulledEdge` and `far` are the insets at the
  /// pulled and the far edge (negative or non-finite ones count as 0), and the content kept its
  /// place on screen, so the pull moves by the change of the pulled edge's inset (R1).
  ///
  /// The moved pull counts as any sample's during an interaction (it may arm or disarm) and
  /// shows no progress without one; what the user sees of the viewport changes with the insets
  /// (G2), and a load that was ready may start, but nothing becomes ready (G3).
  package mutating func insetsChanged(pulledEdge: Double, far: Double) -> Effects {
    let pulledEdge = pulledEdge.isFinite ? max(pulledEdge, 0) : 0
    let far = far.isFinite ? max(far, 0) : 0
    guard pulledEdge != pulledEdgeInset || far != farInset else { return [] }
    let shifted = edgeOffset + (pulledEdgeInset - pulledEdge)
    pulledEdgeInset = pulledEdge
    farInset = far
    resolveVisibleLength()
    // Past what a Double holds (insets of 1e308), the content keeps the last finite place.
    return moved(to: shifted.isFinite ? shifted : edgeOffset, byTheUser: false)
  }

  /// The viewport's length along the pull axis changed; zero, negative and non-finite lengths are
  /// ignored (R1).
  package mutating func viewportChanged(_ length: Double) -> Effects {
    guard length.isFinite, length > 0 else { return [] }
    viewport = length
    resolveLengths()
    var effects = Effects()
    followGestureOrRetract(&effects)
    settleRestingInset(&effects)
    settleEnds(&effects)
    return effects
  }

  /// A user's drag began (a finger down, a mouse button pressed).
  ///
  /// A drag that begins while a finished cycle still shows its outcome, once the lockout is over
  /// (R12), ends that cycle at once and pulls as from idle: the lockout is the only thing that
  /// can refuse a pull.
  package mutating func interactionBegan() -> Effects {
    let wasInteracting = isInteracting
    dragMayPull = configuration.startGate == .anywhere || isAtEdge
    loadMore.interactionBegan()
    loadPrevious.interactionBegan()
    var effects = Effects()
    switch state {
    case .idle, .pulling, .armed:
      followGesture(&effects)
    case .refreshing, .holding:
      joinQuietCycleIfArmed(&effects)
    case .finishing(_, let isTimeUp, let isLockoutOver):
      guard !wasInteracting, isLockoutOver || isRetracted else { break }
      if !isTimeUp { effects.append(.cancelTimer(.finishing)) }
      state = .idle
      followGesture(&effects)
    }
    settleEnds(&effects)
    return effects
  }

  /// The user's drag ended; movement that follows (momentum, bounce) pulls nothing (R2).
  ///
  /// A resting-inset change that waited for the finger is made now.
  package mutating func interactionEnded() -> Effects {
    dragMayPull = nil
    var effects = Effects()
    switch state {
    case .idle, .refreshing, .holding:
      break
    case .pulling:
      state = .idle
    case .armed:
      startRefresh(.gesture, runsAction: true, &effects)
    case .finishing:
      noteRetraction()
    }
    settleRestingInset(&effects)
    settleEnds(&effects)
    startHeldRefresh(&effects)
    return effects
  }

  /// The front end measured the indicator it draws: `length` points along the pull axis (the
  /// style's view at the user's text size).
  ///
  /// The resting extent becomes ``RefreshConfiguration/restingExtent(forIndicatorLength:threshold:)``
  /// of it, and the pull that arms at least that extent; while refreshing, a changed extent moves
  /// the content as any change of the resting inset does (never under a finger). Zero, negative
  /// and non-finite lengths are ignored; a length above
  /// ``RefreshConfiguration/maximumIndicatorLength`` counts as that maximum.
  package mutating func indicatorLengthChanged(_ length: Double) -> Effects {
    guard length.isFinite, length > 0 else { return [] }
    let length = min(length, RefreshConfiguration.maximumIndicatorLength)
    guard length != indicatorLength else { return [] }
    indicatorLength = length
    resolveLengths()
    var effects = Effects()
    settleRestingInset(&effects)
    return effects
  }

  // MARK: - Settings

  /// The configuration was replaced at `now`; it takes effect from the next event (the progress
  /// and the resting extent follow it at once, timers already running keep their deadlines), its
  /// policy at once (P6).
  package mutating func configurationChanged(
    _ configuration: RefreshConfiguration,
    now: Duration = .zero
  ) -> Effects {
    self.configuration = configuration
    var effects = Effects()
    policy.policyChanged(configuration.policy, now: now)
    settlePolicy(now: now, &effects)
    return effects
  }

  /// Reduce Motion was turned on or off (R17); it takes effect from the next change of the
  /// resting inset.
  package mutating func reducesMotionChanged(_ reducesMotion: Bool) -> Effects {
    self.reducesMotion = reducesMotion
    return []
  }

  /// Whether a user's pull refreshes changed: a front end whose scroll view only loads more
  /// says it does not.
  ///
  /// Turned off, the pull in progress is dropped (a pulling or armed drag goes back to idle, no
  /// refresh starts) and later samples pull nothing; a refresh already running goes on. Turned
  /// on, the next sample pulls again.
  package mutating func refreshesChanged(_ refreshes: Bool) -> Effects {
    var effects = Effects()
    guard refreshes != self.refreshes else { return effects }
    self.refreshes = refreshes
    pullsRefresh = refreshes && !topEndOwnsEdge
    if !refreshes {
      pull = 0
      followGestureOrRetract(&effects)
    }
    return effects
  }

  // MARK: - Requests

  /// The app, a keyboard shortcut, assistive technology or a schedule asked for a refresh: it
  /// starts a cycle, or joins the one that is refreshing (R8).
  ///
  /// A person joining a quiet ``Origin/scheduled`` cycle makes it an ordinary one from then
  /// (P4): it keeps room, reveals its indicator, announces "Refreshing", and its minimum time
  /// counts from the join.
  package mutating func refreshRequested(
    source: RefreshCoordinator.RequestSource = .programmatic
  ) -> Effects {
    let origin: Origin =
      switch source {
      case .scheduled: .scheduled
      case .retry: .retry
      case .programmatic, .accessibility: .person
      }
    var effects = Effects()
    if origin == .person, self.origin?.isQuiet == true {
      join(.person, &effects)
    } else if origin == .retry, case .refreshing(.scheduled, let runsAction, let isUp) = state {
      // A retry keeps a quiet cycle quiet, and makes it announce a failure (F5).
      state = .refreshing(.retry, runsAction: runsAction, isMinimumTimeUp: isUp)
    } else {
      startCycleUnlessRefreshing(origin, runsAction: true, &effects)
    }
    settleRestingInset(&effects)
    settleEnds(&effects)
    return effects
  }

  /// The host's own refreshing flag changed (controlled mode, R14).
  ///
  /// `true` shows the refreshing indicator without running the action and drops any pull in
  /// progress; `false` ends the cycle with ``RefreshOutcome/success``, cancelling the action if one
  /// runs.
  package mutating func externalRefreshingChanged(
    _ isRefreshing: Bool,
    now: Duration = .zero
  ) -> Effects {
    var effects = Effects()
    if isRefreshing {
      startCycleUnlessRefreshing(.person, runsAction: false, &effects)
    } else if case .refreshing(_, let runsAction, _) = state {
      if runsAction { effects.append(.cancelAction) }
      decide(.success, now: now, &effects)
    }
    settleRestingInset(&effects)
    settleEnds(&effects)
    settlePolicy(now: now, &effects)
    return effects
  }

  /// Cancel the refresh in flight (R13).
  ///
  /// The action is cancelled and the cycle ends ``RefreshOutcome/cancelled``. Nothing happens
  /// when no outcome is pending: outside a refresh, or once the action has returned and only the
  /// minimum refreshing time keeps the spinner.
  package mutating func cancelRequested(now: Duration = .zero) -> Effects {
    var effects = Effects()
    cancelCycle(now: now, &effects)
    settleRestingInset(&effects)
    settleEnds(&effects)
    settlePolicy(now: now, &effects)
    return effects
  }

  /// The host went away for good (R13): a running refresh is cancelled, an outcome already known
  /// is shown at once, and the gesture is forgotten.
  ///
  /// A host that is only covered for a while (a navigation push, another tab, a sheet) has not
  /// gone away: its front end does not send this, and the refresh goes on.
  ///
  /// It ends the refresh policy too (P5): no trigger, no interval, no staleness timer after it.
  package mutating func disappeared(now: Duration = .zero) -> Effects {
    dragMayPull = nil
    pull = 0
    var effects = Effects()
    policy.ended()
    loadMore.disappeared(&effects)
    loadPrevious.disappeared(&effects)
    switch state {
    case .idle:
      break
    case .pulling, .armed:
      state = .idle
    case .refreshing:
      cancelCycle(now: now, &effects)
    case .holding(let outcome, _):
      effects.append(.cancelTimer(.minimumDuration))
      enterFinishing(outcome, &effects)
    case .finishing:
      noteRetraction()
    }
    settleRestingInset(&effects)
    settlePolicy(now: now, &effects)
    return effects
  }

  // MARK: - Completions and timers

  /// The action of `cycle` returned (or threw) with `outcome` at `now` (R9), with rows of
  /// `rowsAbove` points landing above with it when it ended by itself (K1, K2: landed before the
  /// ends decide); late or stale completions change nothing.
  package mutating func actionFinished(
    _ outcome: RefreshOutcome,
    cycle: Int,
    now: Duration = .zero,
    rowsAbove: Double = 0
  ) -> Effects {
    var effects = Effects()
    guard cycle == self.cycle, case .refreshing(_, runsAction: true, _) = state else {
      return effects
    }
    decide(outcome, now: now, &effects)
    if outcome == .success || outcome == .failure {
      // The rows it brought land with its outcome, before anything else is decided (K1, K2).
      let reveals = lastCycleRevealsRowsAbove && isAtEdge && !isInteracting
      landRowsAbove(rowsAbove, reveals: reveals, &effects)
    }
    settleRestingInset(&effects)
    settleEnds(&effects)
    settlePolicy(now: now, &effects)
    return effects
  }

  /// A timer has run out at `now`; a cycle's timer of another `cycle` changes nothing.
  /// - ``Timer/minimumDuration`` (R10): a known outcome now shows.
  /// - ``Timer/timeout`` (R11): a running action is cancelled with ``RefreshOutcome/timedOut``.
  /// - ``Timer/finishing`` (R12): the cycle ends once the pull has retracted and the finger is up.
  /// - ``Timer/stale`` and ``Timer/interval`` (P1, P2): the content became stale, or the interval
  ///   is due; `cycle` does not matter.
  package mutating func timerElapsed(_ timer: Timer, cycle: Int, now: Duration = .zero) -> Effects {
    var effects = Effects()
    switch timer {
    case .stale, .interval:
      if timer == .stale { staleTimerDeadline = nil } else { intervalTimerDeadline = nil }
      settlePolicy(now: now, &effects)
      return effects
    case .minimumDuration, .timeout, .finishing:
      break
    }
    guard cycle == self.cycle else { return effects }
    switch (timer, state) {
    case (.minimumDuration, .refreshing(let origin, let runsAction, _)):
      state = .refreshing(origin, runsAction: runsAction, isMinimumTimeUp: true)
    case (.minimumDuration, .holding(let outcome, _)):
      enterFinishing(outcome, &effects)
    case (.timeout, .refreshing(_, runsAction: true, _)):
      effects.append(.cancelAction)
      decide(.timedOut, now: now, &effects)
    case (.finishing, .finishing(let outcome, isTimeUp: false, let isLockoutOver)):
      state = .finishing(outcome, isTimeUp: true, isLockoutOver: isLockoutOver)
      noteRetraction()
    default:
      break
    }
    settleRestingInset(&effects)
    settleEnds(&effects)
    settlePolicy(now: now, &effects)
    return effects
  }

  // MARK: - Content states

  /// The app reported its item count.
  ///
  /// `nil` turns content states off; a negative count counts as 0. Rows that arrive near the
  /// end let L1 decide at once (F8); a count that drops to 0 cancels no page in flight.
  package mutating func itemCountChanged(_ count: Int?) -> Effects {
    let count = count.map { max($0, 0) }
    guard count != itemCount else { return [] }
    itemCount = count
    var effects = Effects()
    resolveTopEdge(&effects)
    settleEnds(&effects)
    startHeldRefresh(&effects)
    return effects
  }

  /// A moment of F2: the host appeared, or the app became active while it is visible; with the
  /// content phase `idle`, the first load is held until the host is visible, the app active and
  /// the engine free.
  private mutating func noteFirstLoadMoment() {
    if contentPhase == .idle { policy.hold(.firstLoad) }
  }

  // MARK: - The refresh policy's moments

  /// The host became visible or stopped being visible at `now` (P2, P3, F2).
  package mutating func visibilityChanged(_ isVisible: Bool, now: Duration) -> Effects {
    let wasVisible = policy.isVisible
    policy.visibilityChanged(isVisible, now: now)
    if isVisible, !wasVisible { noteFirstLoadMoment() }
    return policySettled(now: now)
  }

  /// A host shows the coordinator at `now`: its first appearance (a moment of
  /// `refreshesOnAppear` and of the first load although the coordinator starts visible), or its
  /// first after the host went away, which starts the ended policy over.
  package mutating func hostAppeared(now: Duration) -> Effects {
    policy.appeared(now: now)
    noteFirstLoadMoment()
    return policySettled(now: now)
  }

  /// A host attached again after the last went away (a trace's `attach`): an ended policy
  /// starts over, as for a coordinator made at `now`; otherwise nothing changes.
  package mutating func hostAttached(now: Duration) -> Effects {
    guard policy.isEnded else { return [] }
    policy.restarted(now: now)
    return policySettled(now: now)
  }

  /// The app became active or inactive at `now` (P2, P3, F2).
  package mutating func activityChanged(_ isActive: Bool, now: Duration) -> Effects {
    let wasActive = policy.isActive
    policy.activityChanged(isActive, now: now)
    if isActive, !wasActive, policy.isVisible { noteFirstLoadMoment() }
    return policySettled(now: now)
  }

  /// The network went offline or came back at `now` (P2, P3).
  package mutating func connectivityChanged(_ isOnline: Bool, now: Duration) -> Effects {
    policy.connectivityChanged(isOnline, now: now)
    return policySettled(now: now)
  }

  /// The app said its content was last updated at `instant` (cached data; after `now` counts
  /// as now).
  package mutating func contentUpdated(at instant: Duration, now: Duration) -> Effects {
    policy.contentUpdated(at: instant, now: now)
    return policySettled(now: now)
  }

  /// The owner starts the policy's timers at `now` (a coordinator's first turn, a replay's
  /// start): an interval counts from the start whatever comes first; a second call changes
  /// nothing.
  package mutating func policyStarted(now: Duration) -> Effects {
    policySettled(now: now)
  }

  /// The owner stops the policy for good, as the host going away does (P5): its timers stop.
  package mutating func policyEnded(now: Duration) -> Effects {
    policy.ended()
    return policySettled(now: now)
  }

  // MARK: - Load more

  /// The app set or removed its load-more action: loading near the end is on while it has one;
  /// removing it cancels a load in flight.
  package mutating func loadMoreEnabledChanged(_ isEnabled: Bool) -> Effects {
    var effects = Effects()
    loadMore.enabledChanged(isEnabled, &effects)
    resolveTopEdge(&effects)
    settleEnds(&effects)
    startHeldRefresh(&effects)
    return effects
  }

  /// The content's length along the scroll axis changed (L2); negative and non-finite lengths
  /// are ignored.
  package mutating func contentChanged(_ length: Double) -> Effects {
    if length.isFinite, length >= 0, length != contentLength {
      contentLength = length
      loadMore.contentChanged()
      loadPrevious.contentChanged()
    }
    var effects = Effects()
    resolveTopEdge(&effects)
    settleEnds(&effects)
    return effects
  }

  /// The app, assistive technology or the footer's retry asked for the next page (L3, L5, L6):
  /// ignored while a refresh is refreshing (L7).
  package mutating func loadMoreRequested() -> Effects {
    var effects = Effects()
    loadMore.requested(
      isBlocked: blocksPageLoads,
      otherEndLoads: loadPrevious.phase == .loading,
      &effects
    )
    return effects
  }

  /// The load `load` ended with `outcome` (L4), and the content grew by `adds` points with its
  /// rows (ignored unless finite, and for a load that did not end with rows); stale completions
  /// change nothing.
  package mutating func loadFinished(
    _ outcome: LoadMoreOutcome,
    load: Int,
    adds: Double = 0
  ) -> Effects {
    var effects = Effects()
    let wasLoading = loadMore.phase == .loading && load == loadMore.load
    loadMore.finished(outcome, load: load, &effects)
    let grown = max(0, (contentLength ?? 0) + adds)
    if wasLoading, outcome == .more || outcome == .end, adds != 0, grown.isFinite {
      contentLength = grown
      loadMore.contentChanged()
      loadPrevious.contentChanged()
      resolveTopEdge(&effects)
    }
    settleEnds(&effects)
    startHeldRefresh(&effects)
    return effects
  }

  /// The app cancelled the load in flight (L8); the refresh is not touched.
  package mutating func loadMoreCancelRequested() -> Effects {
    guard loadMore.phase == .loading else { return [] }
    var effects = Effects()
    loadMore.cancelRequested(&effects)
    settleOtherEnd(than: .far, &effects)
    startHeldRefresh(&effects)
    return effects
  }

  /// The app reset the footer: idle and ready, a load in flight cancelled (L6).
  package mutating func loadMoreReset() -> Effects {
    var effects = Effects()
    loadMore.reset(&effects)
    settleEnds(&effects)
    startHeldRefresh(&effects)
    return effects
  }

  /// The phases each end entered since the last call, in order (the owner reports each as a
  /// change, L9, K4); both logs start empty again.
  package mutating func takePassedPhases() -> (
    far: PageLoadMachine.PhaseLog, top: PageLoadMachine.PhaseLog
  ) {
    (loadMore.takePassedPhases(), loadPrevious.takePassedPhases())
  }

  // MARK: - The top end

  /// The app set or removed its load-previous action ("The top end").
  ///
  /// The top end is on while the app has one; removing it cancels a load in flight.
  /// `startsExhausted` starts it exhausted (T2).
  package mutating func loadPreviousEnabledChanged(
    _ isEnabled: Bool,
    startsExhausted: Bool = false
  ) -> Effects {
    var effects = Effects()
    loadPrevious.enabledChanged(isEnabled, startsExhausted: startsExhausted, &effects)
    resolveTopEdge(&effects)
    settleEnds(&effects)
    startHeldRefresh(&effects)
    return effects
  }

  /// The app, assistive technology or the header's Retry asked for the previous page (T5):
  /// held while the footer loads (T4), ignored while a refresh is refreshing (T9).
  package mutating func loadPreviousRequested() -> Effects {
    var effects = Effects()
    loadPrevious.requested(
      isBlocked: blocksPageLoads,
      otherEndLoads: loadMore.phase == .loading,
      &effects
    )
    return effects
  }

  /// The load `load` at the top ended with `outcome` (T6); its rows, `rowsAbove` points, land
  /// above just after the result and keep the reader's place (T2, K1), then the engine decides;
  /// stale completions change nothing.
  package mutating func previousFinished(
    _ outcome: LoadMoreOutcome,
    load: Int,
    rowsAbove: Double = 0
  ) -> Effects {
    var effects = Effects()
    let wasLoading = loadPrevious.phase == .loading && load == loadPrevious.load
    loadPrevious.finished(outcome, load: load, &effects)
    if wasLoading, outcome == .more || outcome == .end {
      landRowsAbove(rowsAbove, reveals: false, &effects)
    }
    resolveTopEdge(&effects)
    settleEnds(&effects)
    startHeldRefresh(&effects)
    return effects
  }

  /// The app cancelled the load in flight at the top (T10); the refresh is not touched.
  package mutating func loadPreviousCancelRequested() -> Effects {
    guard loadPrevious.phase == .loading else { return [] }  // nothing in flight: no change
    var effects = Effects()
    loadPrevious.cancelRequested(&effects)
    settleOtherEnd(than: .top, &effects)
    startHeldRefresh(&effects)
    return effects
  }

  /// The app reset the top end (T10): a load in flight is cancelled, then the header is idle,
  /// ready and disarmed, or exhausted when `hasMore` is false.
  package mutating func loadPreviousReset(hasMore: Bool) -> Effects {
    var effects = Effects()
    loadPrevious.reset(hasMore: hasMore, &effects)
    resolveTopEdge(&effects)
    settleEnds(&effects)
    startHeldRefresh(&effects)
    return effects
  }

  /// Rows of `height` points landed above the first visible row (negative: removed), from the
  /// app or, with `fromRefresh`, from the refresh action that just returned (K1–K3).
  ///
  /// The content's length changes by `height` (never below 0), so both ends are ready again
  /// (L2, T2). The rows are revealed (the position stays at the edge, K2) when they are a
  /// person's successful refresh's, landing with the content at its top edge and no finger
  /// down; otherwise the position moves with them (``Effect/keepPosition``, K1, K3). A height
  /// that is zero or not finite changes nothing.
  package mutating func rowsAddedAbove(_ height: Double, fromRefresh: Bool = false) -> Effects {
    var effects = Effects()
    let reveals = fromRefresh && lastCycleRevealsRowsAbove && isAtEdge && !isInteracting
    guard landRowsAbove(height, reveals: reveals, &effects) else { return effects }
    settleEnds(&effects)
    startHeldRefresh(&effects)
    return effects
  }

  /// Lands rows of `height` points above (K1); returns whether anything landed.
  ///
  /// The length changes, and unless `reveals`, the position moves by the same amount, kept
  /// inside the new content and never past the edge more than it was.
  @discardableResult
  private mutating func landRowsAbove(
    _ height: Double,
    reveals: Bool,
    _ effects: inout Effects
  ) -> Bool {
    // A height that is not finite, or a length past what a Double holds, is ignored (R19).
    guard height.isFinite, height != 0 else { return false }
    // A length the engine does not know stays unknown: the rows still move the position by
    // their height, bounded only by the edge (an app's coordinator with no front end).
    var moved = height
    var deepest = -Double.infinity
    if let length = contentLength {
      let newLength = max(0, length + height)
      guard newLength.isFinite else { return false }
      contentLength = newLength
      moved = newLength - length
      deepest = -max(0, newLength - (visibleLength ?? 0))
    }
    loadMore.contentChanged()
    loadPrevious.contentChanged()
    resolveTopEdge(&effects)
    guard !reveals else { return true }
    let before = edgeOffset
    let kept = min(max(before - moved, deepest), max(0, before))
    guard kept != before else { return true }
    lastKeep = before - kept
    effects.append(.keepPosition)
    edgeOffset = kept
    pull = pullsRefresh ? max(0, kept) : 0
    isAtEdge = kept >= -RestingInset.edgeTolerance
    followGestureOrRetract(&effects)
    return true
  }

  // MARK: - Transitions shared by the events

  @inline(__always) private mutating func followGestureOrRetract(_ effects: inout Effects) {
    switch stage {
    case .idle, .pulling, .armed:
      followGesture(&effects)
    case .refreshing, .holding:
      // One case: a holding cycle is never quiet, so the test returns at once; a case of its own
      // made this switch a jump table, an indirect branch on every scroll (refresh-bench).
      joinQuietCycleIfArmed(&effects)
    case .finishing:
      noteRetraction()
    }
  }

  /// A drag that may pull reaching the threshold during a quiet cycle joins it (P4), with
  /// either trigger: its arming plays the one haptic (R3), and the cycle is ordinary from then.
  private mutating func joinQuietCycleIfArmed(_ effects: inout Effects) {
    guard origin?.isQuiet == true, !showsLoader, dragMayPull == true, let thresholdLength,
      pull >= thresholdLength
    else { return }
    if configuration.hapticsEnabled { effects.append(.haptic) }
    join(.gesture, &effects)
  }

  /// A person joins the quiet cycle that is refreshing (P4): it announces "Refreshing" now, and
  /// its minimum refreshing time counts from now.
  private mutating func join(_ origin: Origin, _ effects: inout Effects) {
    guard case .refreshing(let quiet, let runsAction, _) = state, quiet.isQuiet else { return }
    let minimum = configuration.minimumRefreshingDuration
    state = .refreshing(origin, runsAction: runsAction, isMinimumTimeUp: minimum == .zero)
    if minimum != .zero { effects.append(.startTimer(.minimumDuration)) }
    effects.append(.announce(.refreshing))
  }

  /// Moves between idle, pulling and armed to follow a user's drag (R2–R5).
  @inline(__always) private mutating func followGesture(_ effects: inout Effects) {
    // The two common cases (scrolling through the content, a pull short of the threshold) write
    // only what changed: re-setting the same state would resolve the progress again.
    guard dragMayPull == true, let thresholdLength, pull > 0 else {
      if stage != .idle { state = .idle }
      return
    }
    guard pull >= thresholdLength else {
      if stage == .pulling { progress = pull / thresholdLength } else { state = .pulling }
      return
    }
    pullReachedThreshold(&effects)
  }

  /// A drag's pull at or past the threshold: it arms, or starts a cycle (R3, R4).
  ///
  /// Out of line, so that a scroll, which inlines ``followGesture(_:)``, keeps only its two
  /// common cases and saves no registers on entry (refresh-bench).
  @inline(never) private mutating func pullReachedThreshold(_ effects: inout Effects) {
    switch configuration.trigger {
    case .onRelease:
      if state != .armed {
        state = .armed
        if configuration.hapticsEnabled { effects.append(.haptic) }
      }
    case .onThreshold:
      if configuration.hapticsEnabled { effects.append(.haptic) }
      startRefresh(.gesture, runsAction: true, &effects)
    }
  }

  /// Starts a cycle from any phase but refreshing, ending a finished one at once (R8, R14).
  private mutating func startCycleUnlessRefreshing(
    _ origin: Origin,
    runsAction: Bool,
    _ effects: inout Effects
  ) {
    switch state {
    case .refreshing, .holding:
      return
    case .finishing(_, isTimeUp: false, _):
      effects.append(.cancelTimer(.finishing))
    case .idle, .pulling, .armed, .finishing:
      break
    }
    startRefresh(origin, runsAction: runsAction, &effects)
  }

  /// Starts a cycle: effects `startAction` (unless controlled), the timers, the announcement.
  ///
  /// A quiet cycle (``Origin/scheduled``, P4) has no minimum time and announces nothing.
  private mutating func startRefresh(
    _ origin: Origin,
    runsAction: Bool,
    _ effects: inout Effects
  ) {
    cycle += 1
    policy.cycleStarted()
    lastCycleRevealsRowsAbove = false
    loadMore.refreshStarted(&effects)
    loadPrevious.refreshStarted(&effects)
    let isQuiet = origin.isQuiet
    let minimum = isQuiet ? .zero : configuration.minimumRefreshingDuration
    state = .refreshing(origin, runsAction: runsAction, isMinimumTimeUp: minimum == .zero)
    if runsAction { effects.append(.startAction) }
    if minimum != .zero { effects.append(.startTimer(.minimumDuration)) }
    if runsAction, configuration.timeout != nil { effects.append(.startTimer(.timeout)) }
    if !isQuiet { effects.append(.announce(.refreshing)) }
  }

  /// Records the running cycle's outcome, known at `now` (the cycle ends there: P1, P2); the
  /// phase follows once the minimum time has passed.
  private mutating func decide(
    _ outcome: RefreshOutcome,
    now: Duration,
    _ effects: inout Effects
  ) {
    guard case .refreshing(let origin, let runsAction, let isMinimumTimeUp) = state else { return }
    if runsAction, outcome != .timedOut, configuration.timeout != nil {
      effects.append(.cancelTimer(.timeout))
    }
    effects.append(.outcomeDecided(outcome))
    policy.cycleEnded(outcome, now: now)
    lastCycleRevealsRowsAbove = !origin.isQuiet && outcome == .success
    if outcome != .cancelled { lastCountedOutcome = outcome }
    if origin.isQuiet {
      if origin == .retry, outcome == .failure || outcome == .timedOut {
        effects.append(.announce(.failed))  // a person asked (F5)
      }
      endQuietly(outcome, &effects)
    } else if isMinimumTimeUp {
      enterFinishing(outcome, &effects)
    } else {
      state = .holding(outcome, origin)
    }
  }

  /// Cancels the running cycle at `now`: its action and its minimum time; the outcome is
  /// `cancelled`.
  private mutating func cancelCycle(now: Duration, _ effects: inout Effects) {
    guard case .refreshing(let origin, let runsAction, let isMinimumTimeUp) = state else { return }
    if runsAction { effects.append(.cancelAction) }
    if !isMinimumTimeUp { effects.append(.cancelTimer(.minimumDuration)) }
    state = .refreshing(origin, runsAction: runsAction, isMinimumTimeUp: true)
    decide(.cancelled, now: now, &effects)
  }

  /// Ends a quiet cycle the moment its outcome is known (P4): no finishing display, no
  /// announcement; a finger that is down is free to pull as from idle.
  private mutating func endQuietly(_ outcome: RefreshOutcome, _ effects: inout Effects) {
    if outcome == .success { loadMore.refreshSucceeded() }
    state = .idle
    followGesture(&effects)
  }

  /// Shows the outcome: its announcement and the finishing timer (R9, R16).
  private mutating func enterFinishing(_ outcome: RefreshOutcome, _ effects: inout Effects) {
    switch outcome {
    case .success:
      effects.append(.announce(.updated))
      loadMore.refreshSucceeded()
    case .failure, .timedOut: effects.append(.announce(.failed))
    case .cancelled: break
    }
    let duration = configuration.finishingDuration
    state = .finishing(outcome, isTimeUp: duration == .zero, isLockoutOver: false)
    if duration != .zero { effects.append(.startTimer(.finishing)) }
    noteRetraction()
  }

  /// Ends R12's lockout once the pull has retracted with no finger down, and the finished cycle
  /// once its time is up too.
  ///
  /// The two ends are apart: once the lockout is over it stays over, so a bounce or momentum
  /// that pulls the content again while the outcome still shows refuses no later drag.
  private mutating func noteRetraction() {
    guard case .finishing(let outcome, let isTimeUp, let isLockoutOver) = state,
      !isInteracting
    else { return }
    let isRetracted = isRetracted
    if isTimeUp, isRetracted {
      state = .idle
    } else if isRetracted, !isLockoutOver {
      state = .finishing(outcome, isTimeUp: isTimeUp, isLockoutOver: true)
    }
  }

  /// Whether the pull is below ``RefreshConfiguration/retractFraction`` of the threshold (R12).
  private var isRetracted: Bool {
    pull == 0 || pull < (thresholdLength ?? 0) * configuration.retractFraction
  }

  /// Emits ``Effect/restingInsetChanged`` when the room kept before the content must change
  /// ("The resting inset").
  ///
  /// The room is the resting extent while a cycle that is not ``Origin/scheduled`` refreshes,
  /// zero otherwise; it never changes while a finger is down (the change waits for the release);
  /// a change is seen, and so animated (unless Reduce Motion is on) and revealed when it grows,
  /// only with the content at its edge.
  private mutating func settleRestingInset(_ effects: inout Effects) {
    guard !isInteracting else { return }
    let keepsRoom = origin.map { !$0.isQuiet } ?? false
    let target = keepsRoom ? restingExtent : 0
    guard target != restingInset.inset else { return }
    restingInset = RestingInset(
      inset: target,
      reveals: isAtEdge && target > restingInset.inset,
      animates: isAtEdge && !reducesMotion
    )
    effects.append(.restingInsetChanged)
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
    let threshold = configuration.thresholdLength(viewport: viewport)
    let extent = configuration.restingExtent(
      forIndicatorLength: indicatorLength,
      threshold: threshold
    )
    restingExtent = extent
    thresholdLength = threshold.map { max($0, extent) }
    loadMoreReach = configuration.loadMoreDistance.points(inViewport: viewport)
    loadPreviousReach = configuration.loadPreviousDistance.points(inViewport: viewport)
    resolveVisibleLength()
  }

  /// The effects of a policy event at `now`.
  private mutating func policySettled(now: Duration) -> Effects {
    var effects = Effects()
    settlePolicy(now: now, &effects)
    return effects
  }

  /// Brings the policy up to `now` and says what changed (P1–P3): staleness
  /// (``Effect/staleChanged(_:)``), the timers to its new deadlines, and a scheduled refresh
  /// when a held moment may start.
  private mutating func settlePolicy(now: Duration, _ effects: inout Effects) {
    policy.passTime(to: now)
    if reportedStale != policy.isStale {
      reportedStale = policy.isStale
      effects.append(.staleChanged(policy.isStale))
    }
    let stale = Self.futureDeadline(policy.staleDeadline, after: now)
    if stale != staleTimerDeadline {
      staleTimerDeadline = stale
      effects.append(stale == nil ? .cancelTimer(.stale) : .startTimer(.stale))
    }
    let interval = Self.futureDeadline(policy.intervalDeadline, after: now)
    if interval != intervalTimerDeadline {
      intervalTimerDeadline = interval
      effects.append(interval == nil ? .cancelTimer(.interval) : .startTimer(.interval))
    }
    startHeldRefresh(&effects)
  }

  /// A deadline still to come, `nil` for none or one that has passed (what is due waits for
  /// the input that lets it start, P3).
  private static func futureDeadline(_ deadline: Duration?, after now: Duration) -> Duration? {
    guard let deadline, deadline > now else { return nil }
    return deadline
  }

  /// Starts the quiet cycle a held moment asks for when the engine is free (P3); while a cycle
  /// refreshes, what is held is dropped.
  private mutating func startHeldRefresh(_ effects: inout Effects) {
    if contentPhase != .idle { policy.release(.firstLoad) }
    guard policy.settle(isRefreshing: phase.isRefreshing, isFree: isFreeForScheduledStart)
    else { return }
    startCycleUnlessRefreshing(.scheduled, runsAction: true, &effects)
  }

  /// Whether the content is near its far end now ("Load more": L1's test, the only one),
  /// measured by what the user sees (G2).
  package var isNearFarEnd: Bool {
    guard let contentLength, contentLength > 0, let visibleLength, let loadMoreReach else {
      return false
    }
    return PageLoadMachine.isNearEnd(
      contentLength: contentLength,
      visible: visibleLength,
      edgeOffset: edgeOffset,
      reach: loadMoreReach
    )
  }

  /// Whether a page may load now, as far as the refresh and the rows go: no refresh is
  /// refreshing (L7), and content states are off or the app has rows (F8).
  private var blocksPageLoads: Bool {
    stage == .refreshing || stage == .holding || itemCount == 0
  }

  /// Whether the content is near its top now (T1's test, the only one): its length above 0 and
  /// no more than the load-previous distance scrolled past the top edge.
  package var isNearTop: Bool {
    guard let contentLength, contentLength > 0, let loadPreviousReach else { return false }
    return PageLoadMachine.isNearTop(edgeOffset: edgeOffset, reach: loadPreviousReach)
  }

  /// Whether a scroll to `edgeOffset` leaves both ends as they are (``quietBandFarEnd``).
  @inline(__always) private func isInQuietBand(_ edgeOffset: Double) -> Bool {
    edgeOffset > quietBandFarEnd && edgeOffset < quietBandTop
  }

  /// Measures the quiet band again, from the lengths, the reaches and each end's state.
  ///
  /// An end bounds it where it could act: one that is off, or that could not start a load near
  /// it and has nothing to become ready away from it (loading, or ready while failed, exhausted
  /// or not armed), bounds nothing; one that could start bounds it where it becomes near (L1's
  /// test solved for the edge offset: `reach - max(0, content - visible)` at the far end, T1's
  /// `-reach` at the top), and nowhere when it cannot be near (no length, reach or visible
  /// length); one that waits to become ready leaves no quiet band at all, until it is ready.
  private mutating func resolveQuietBand() {
    var farEnd = -Double.infinity
    var top = Double.infinity
    let length = contentLength ?? 0
    if loadMore.isEnabled, !loadMore.isSettledAway {
      farEnd = .infinity
    } else if loadMore.mayStartNear, length > 0, let visibleLength, let loadMoreReach {
      let scrollable = max(0, length - visibleLength)
      // Near wherever `max(0, -edgeOffset) >= scrollable - reach`: everywhere when that is 0
      // or less, so no band.
      farEnd = scrollable - loadMoreReach > 0 ? loadMoreReach - scrollable : .infinity
    }
    if loadPrevious.isEnabled, !loadPrevious.isSettledAway {
      top = -.infinity
    } else if loadPrevious.mayStartNear, length > 0, let loadPreviousReach {
      top = -loadPreviousReach
    }
    quietBandFarEnd = farEnd
    quietBandTop = top
  }

  /// The app cancelled the load at `end`: the other end may start now, its held request first
  /// (T4), while the cancelled end stays as it is, not ready until the content leaves it or
  /// changes (L2: a load the app cancelled does not start again at once).
  private mutating func settleOtherEnd(
    than end: PageLoadMachine.End,
    _ effects: inout Effects
  ) {
    let isBlocked = blocksPageLoads
    if end == .far {
      loadPrevious.startHeldRequest(isBlocked: isBlocked, &effects)
      loadPrevious.settle(isNear: isNearTop, isBlocked: isBlocked, &effects)
    } else {
      loadMore.startHeldRequest(isBlocked: isBlocked, &effects)
      loadMore.settle(isNear: isNearFarEnd, isBlocked: isBlocked, &effects)
    }
  }

  /// Starts a request one end held while the other loaded, once that load has ended (T4).
  private mutating func startHeldRequests(_ isBlocked: Bool, _ effects: inout Effects) {
    if loadMore.holdsRequest, loadPrevious.phase != .loading {
      loadMore.startHeldRequest(isBlocked: isBlocked, &effects)
    }
    if loadPrevious.holdsRequest, loadMore.phase != .loading {
      loadPrevious.startHeldRequest(isBlocked: isBlocked, &effects)
    }
  }

  /// Lets the ends start loads when nothing forbids it: first a request one end held while the
  /// other loaded (T4), then the automatic starts (L1, L2, L7, F8, T1, T2, T4, T9), one page at
  /// a time; with `mayBecomeReady` false (only the bars moved, G3) nothing becomes ready.
  @inline(__always) private mutating func settleEnds(
    mayBecomeReady: Bool = true,
    _ effects: inout Effects
  ) {
    guard loadMore.isEnabled || loadPrevious.isEnabled else { return }
    let isBlocked = blocksPageLoads
    if loadMore.holdsRequest || loadPrevious.holdsRequest { startHeldRequests(isBlocked, &effects) }
    if loadMore.isEnabled {
      loadMore.settle(
        isNear: isNearFarEnd,
        isBlocked: isBlocked || loadPrevious.phase == .loading,
        mayBecomeReady: mayBecomeReady,
        &effects
      )
    }
    guard loadPrevious.isEnabled else { return }
    loadPrevious.settle(
      isNear: isNearTop,
      isBlocked: isBlocked || loadMore.phase == .loading,
      mayBecomeReady: mayBecomeReady,
      &effects
    )
  }
}
