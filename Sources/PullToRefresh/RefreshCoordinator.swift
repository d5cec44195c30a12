import Observation

/// Runs pull-to-refresh for one scroll container: owns the state machine, the action's task and
/// the clock, and publishes what front ends draw.
///
/// Front ends forward their platform's scroll events (``scrolled(edgeOffset:)``,
/// ``interactionBegan()``, ``interactionEnded(velocity:)``) and draw ``indicator``. The refresh
/// work belongs to the coordinator, not to a view: redrawing a view never cancels it, and neither
/// does covering it for a while; only ``cancel()``, ``disappeared()`` and the coordinator being
/// released do. Every published property is written only when its value changes, so a scroll in
/// the middle of the content notifies no observer. What it promises, rule by rule (R1–R19, cited
/// throughout these docs), is the behaviour contract: the package's `Behavior.md` article.
///
/// ```swift
/// let coordinator = RefreshCoordinator { try await model.reload() }
/// let outcome = await coordinator.refresh()  // starts a cycle, or joins the running one
/// ```
///
/// Time comes from the injected clock; tests pass a manual clock and never sleep.
@MainActor @Observable
public final class RefreshCoordinator {
  /// The app's refresh work.
  ///
  /// Returning is ``RefreshOutcome/success``, throwing is ``RefreshOutcome/failure`` (or
  /// ``RefreshOutcome/cancelled`` for `CancellationError`).
  public typealias Action = @MainActor () async throws -> Void

  /// The action the next cycle runs.
  ///
  /// Replacing it never disturbs a refresh in flight (a SwiftUI view hands over a new closure on
  /// every update). Not observable: replacing it notifies no observer.
  @ObservationIgnored public var action: Action

  /// The current phase.
  public private(set) var phase: RefreshPhase = .idle
  /// How far the content is pulled past its edge, in points.
  public private(set) var pull: Double = 0
  /// How full the ring is, `0...1`.
  public private(set) var progress: Double = 0
  /// What the indicator shows now.
  public private(set) var indicator: RefreshIndicator
  /// Whether a finger (or trackpad, or mouse button) is on the content, as last reported.
  public private(set) var isInteracting = false
  /// The resting extent in points, as resolved for the current viewport.
  public private(set) var restingExtent: Double
  /// The outcome of the last cycle whose outcome is known.
  public private(set) var lastOutcome: RefreshOutcome?
  /// The error the last failed action threw; cleared by the next outcome that is not a failure.
  public private(set) var lastError: (any Error)?
  /// When the last successful refresh ended, on the coordinator's clock.
  public private(set) var lastUpdated: (any InstantProtocol<Duration>)?
  /// When the running refresh started, on the coordinator's clock; `nil` when not refreshing.
  ///
  /// A spinner turns from this instant (``RefreshIndicator/spinnerAngle(afterSeconds:reduceMotion:)``).
  public private(set) var refreshingSince: (any InstantProtocol<Duration>)?

  /// Whether the refresh in flight was started by a ``RequestSource/scheduled`` request that no
  /// person has joined since: front ends keep no room for the indicator
  /// (``restingInsetChange(current:reduceMotion:)``) and show the refresh elsewhere.
  public private(set) var isScheduledRefresh = false

  @ObservationIgnored var machine: RefreshStateMachine
  @ObservationIgnored let clock: any Clock<Duration>
  @ObservationIgnored let origin: any InstantProtocol<Duration>
  @ObservationIgnored var actionTask: Task<Void, Never>?
  @ObservationIgnored var actionCycle = 0
  @ObservationIgnored var actionError: (any Error)?
  @ObservationIgnored var timers: [RefreshStateMachine.Timer: ScheduledTimer] = [:]
  @ObservationIgnored var waiters: [CheckedContinuation<RefreshOutcome, Never>] = []
  @ObservationIgnored var eventHandlers = HandlerList<Event>()
  @ObservationIgnored var inputHandlers = HandlerList<Input>()

  /// Makes a coordinator.
  ///
  /// - Parameters:
  ///   - configuration: thresholds, trigger and timings.
  ///   - clock: where time comes from; tests pass a manual clock.
  ///   - action: the app's refresh work.
  public init(
    configuration: RefreshConfiguration = .default,
    clock: any Clock<Duration> = ContinuousClock(),
    action: @escaping Action
  ) {
    let machine = RefreshStateMachine(configuration: configuration)
    self.machine = machine
    self.clock = clock
    self.origin = clock.now
    self.action = action
    self.indicator = machine.indicator
    self.restingExtent = machine.restingExtent
  }

  /// A coordinator that is released cancels its action's task and its timers: the host that
  /// owned it has gone for good (R13).
  deinit {
    actionTask?.cancel()
    for timer in timers.values { timer.task.cancel() }
  }

  // MARK: - Readable and settable state

  /// The configuration in use; observable.
  ///
  /// Setting it takes effect from the next event (a SwiftUI view passes its environment's
  /// settings on every update; an equal value changes nothing and notifies no observer). A
  /// refresh in flight keeps its timers.
  public var configuration: RefreshConfiguration {
    get {
      access(keyPath: \.configuration)
      return machine.configuration
    }
    set {
      guard newValue != machine.configuration else { return }
      withMutation(keyPath: \.configuration) { machine.configuration = newValue }
      publish()
    }
  }

  /// Whether a refresh is running.
  ///
  /// Setting it is controlled mode (R14): `true` shows the refreshing indicator without running the
  /// action, `false` ends the cycle with success.
  public var isRefreshing: Bool {
    get { phase.isRefreshing }
    set {
      record(.externalRefreshingChanged(newValue))
      apply(machine.externalRefreshingChanged(newValue))
    }
  }

  /// The time since ``lastUpdated``, or `nil` before the first success.
  public func timeSinceLastUpdate() -> Duration? {
    lastUpdated.flatMap { Self.elapsed(on: clock, since: $0) }
  }

  /// The time since ``refreshingSince``, or `nil` when not refreshing.
  public func timeSinceRefreshingStarted() -> Duration? {
    refreshingSince.flatMap { Self.elapsed(on: clock, since: $0) }
  }

  // MARK: - Gesture input

  /// The content moved: `edgeOffset` is the signed position past the edge, positive when pulled
  /// (the pull), negative when scrolled into the content (R1, R5).
  public func scrolled(edgeOffset: Double) {
    record(.scrolled(edgeOffset: edgeOffset))
    apply(machine.scrolled(edgeOffset: edgeOffset))
  }

  /// The content moved; the pull is measured at the configured edge and the viewport follows.
  public func scrolled(_ metrics: ScrollAxisMetrics) {
    if metrics.viewportLength != machine.viewport {
      viewportChanged(metrics.viewportLength)
    }
    guard let edgeOffset = metrics.edgeOffset(at: machine.configuration.edge) else { return }
    scrolled(edgeOffset: edgeOffset)
  }

  /// The content moved or the viewport changed, as a front end samples it
  /// (``ScrollEdgeSample``): the viewport first, when it changed, then the edge offset.
  public func scrolled(_ sample: ScrollEdgeSample) {
    if sample.viewportLength != machine.viewport { viewportChanged(sample.viewportLength) }
    scrolled(edgeOffset: sample.edgeOffset)
  }

  /// The viewport's length along the pull axis changed; zero, negative and non-finite lengths
  /// are ignored (R1).
  public func viewportChanged(_ length: Double) {
    record(.viewportChanged(length))
    apply(machine.viewportChanged(length))
  }

  /// A user's drag began.
  public func interactionBegan() {
    record(.interactionBegan)
    apply(machine.interactionBegan())
  }

  /// The user's drag ended.
  ///
  /// `velocity` (points per second toward the pull) is informational.
  public func interactionEnded(velocity: Double = 0) {
    record(.interactionEnded(velocity: velocity))
    apply(machine.interactionEnded())
  }

  // MARK: - Publishing

  func publish() {
    let phase = machine.phase
    if _phase != phase {
      if phase.isRefreshing {
        refreshingSince = clock.now
      } else if _refreshingSince != nil {
        refreshingSince = nil
      }
      setScheduled(false)
      self.phase = phase
      emit(.phaseChanged(phase))
    }
    if _pull != machine.pull { pull = machine.pull }
    let newProgress = machine.progress
    if _progress != newProgress { progress = newProgress }
    let newIndicator = machine.indicator
    if _indicator != newIndicator { indicator = newIndicator }
    if _isInteracting != machine.isInteracting { isInteracting = machine.isInteracting }
    if _restingExtent != machine.restingExtent { restingExtent = machine.restingExtent }
  }

  func setScheduled(_ isScheduled: Bool) {
    if _isScheduledRefresh != isScheduled { isScheduledRefresh = isScheduled }
  }

  func report(_ outcome: RefreshOutcome) {
    if _lastOutcome != outcome { lastOutcome = outcome }
    if actionCycle == machine.cycle { emit(.actionFinished(outcome)) }
    if outcome == .failure {
      lastError = actionError
    } else if _lastError != nil {
      lastError = nil
    }
    actionError = nil
    if outcome == .success { lastUpdated = clock.now }
    let resumed = waiters
    waiters.removeAll()
    for waiter in resumed { waiter.resume(returning: outcome) }
  }

  func record(_ input: Input) {
    inputHandlers.call(input)
  }

  func emit(_ event: Event) {
    eventHandlers.call(event)
  }
}
