import Observation

/// Runs pull-to-refresh for one scroll container: owns the state machine, the action's task and
/// the clock, and publishes what front ends draw.
///
/// Front ends forward their platform's scroll events (``scrolled(edgeOffset:)``,
/// ``interactionBegan()``, ``interactionEnded(velocity:)``) and draw ``indicator``. The refresh
/// work belongs to the coordinator, not to a view: redrawing a view never cancels it, only
/// ``cancel()`` and ``disappeared()`` do (R13). Every property is written only when its value
/// changes, so a scroll in the middle of the content notifies no observer.
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
  /// every update).
  @ObservationIgnored public var action: Action

  /// The current phase.
  public private(set) var phase: RefreshPhase = .idle
  /// How far the content is pulled past its edge, in points.
  public private(set) var pull: Double = 0
  /// How full the ring is, `0...1`.
  public private(set) var progress: Double = 0
  /// What the indicator shows now.
  public private(set) var indicator: RefreshIndicator
  /// The outcome of the last cycle whose outcome is known.
  public private(set) var lastOutcome: RefreshOutcome?
  /// The error the last failed action threw; cleared by the next outcome that is not a failure.
  public private(set) var lastError: (any Error)?
  /// When the last successful refresh ended, on the coordinator's clock.
  public private(set) var lastUpdated: (any InstantProtocol<Duration>)?

  @ObservationIgnored private var machine: RefreshStateMachine
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private let origin: any InstantProtocol<Duration>
  @ObservationIgnored private var actionTask: Task<Void, Never>?
  @ObservationIgnored private var actionCycle = 0
  @ObservationIgnored private var actionError: (any Error)?
  @ObservationIgnored private var timers: [RefreshStateMachine.Timer: ScheduledTimer] = [:]
  @ObservationIgnored private var waiters: [CheckedContinuation<RefreshOutcome, Never>] = []
  @ObservationIgnored private var eventHandlers = HandlerList<Event>()
  @ObservationIgnored private var inputHandlers = HandlerList<Input>()
  @ObservationIgnored private var nextHandlerID = 0

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
  }

  // MARK: - Readable state

  /// The configuration in use.
  ///
  /// Setting it takes effect from the next event (a SwiftUI view passes its environment's
  /// settings on every update; an equal value changes nothing). A refresh in flight keeps its
  /// timers.
  public var configuration: RefreshConfiguration {
    get { machine.configuration }
    set {
      guard newValue != machine.configuration else { return }
      machine.configuration = newValue
      publish()
    }
  }

  /// The resting extent in points, as resolved for the current viewport.
  public var restingExtent: Double { machine.restingExtent }

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
    guard let lastUpdated else { return nil }
    return Self.elapsed(on: clock, since: lastUpdated)
  }

  // MARK: - Gesture input

  /// The content moved; see ``RefreshStateMachine/scrolled(edgeOffset:)``.
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

  /// The viewport's length along the pull axis changed.
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

  // MARK: - Requests

  /// Starts a refresh, or joins the one running, and returns its outcome (R8).
  ///
  /// The outcome arrives when the action ends, not when the indicator leaves (R10). Cancelling
  /// the calling task does not cancel the refresh: call ``cancel()`` for that.
  @discardableResult
  public func refresh(source: RequestSource = .programmatic) async -> RefreshOutcome {
    requestRefresh(source: source)
    if let decided = machine.decidedOutcome { return decided }
    guard machine.isRefreshing else { return lastOutcome ?? .cancelled }
    return await withCheckedContinuation { waiters.append($0) }
  }

  /// Starts a refresh, or joins the one running, without waiting (for buttons, keyboard
  /// shortcuts and accessibility actions).
  public func requestRefresh(source: RequestSource = .programmatic) {
    record(.refreshRequested(source))
    apply(machine.refreshRequested())
  }

  /// Cancels the refresh in flight (R13): its task is cancelled, the outcome is
  /// ``RefreshOutcome/cancelled``, and a completion arriving later changes nothing.
  public func cancel() {
    record(.cancelRequested)
    apply(machine.cancelRequested())
  }

  /// The host went away: cancels any refresh and forgets the gesture.
  public func disappeared() {
    record(.disappeared)
    apply(machine.disappeared())
  }

  // MARK: - Events

  /// Calls `handler` with every event from now on, in order, on the main actor.
  ///
  /// - Returns: an identifier for ``removeEventHandler(_:)``.
  @discardableResult
  public func addEventHandler(_ handler: @escaping (Event) -> Void) -> Int {
    nextHandlerID += 1
    eventHandlers.add(handler, id: nextHandlerID)
    return nextHandlerID
  }

  /// Stops calling the handler registered under `id`.
  public func removeEventHandler(_ id: Int) {
    eventHandlers.remove(id)
  }

  /// Calls `handler` with every input the coordinator receives from now on, before acting on
  /// it: what a recorder needs to replay the session later.
  ///
  /// - Returns: an identifier for ``removeInputHandler(_:)``.
  @discardableResult
  public func addInputHandler(_ handler: @escaping (Input) -> Void) -> Int {
    nextHandlerID += 1
    inputHandlers.add(handler, id: nextHandlerID)
    return nextHandlerID
  }

  /// Stops calling the input handler registered under `id`.
  public func removeInputHandler(_ id: Int) {
    inputHandlers.remove(id)
  }

  /// The events from now on as an asynchronous sequence; it ends when the caller stops
  /// iterating.
  public func events() -> AsyncStream<Event> {
    let (stream, continuation) = AsyncStream<Event>.makeStream()
    let id = addEventHandler { continuation.yield($0) }
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.removeEventHandler(id) }
    }
    return stream
  }

  // MARK: - Testing and replay

  /// Waits for every timer whose deadline has passed on the clock to fire and be handled.
  ///
  /// For manual clocks: advance the clock, then call this.
  package func waitForDueTimers() async {
    while let due = timers.values.first(where: { $0.deadline <= elapsedTime }) {
      await due.task.value
    }
  }

  /// When the next timer fires, as time since the coordinator was made.
  package var nextTimerDeadline: Duration? { timers.values.map(\.deadline).min() }

  /// Waits for the current action's task to end and its result to be handled.
  package func waitForAction() async {
    await actionTask?.value
  }

  /// The state machine, for inspection.
  package var stateMachine: RefreshStateMachine { machine }

  // MARK: - Performing effects

  private func apply(_ effects: RefreshStateMachine.Effects) {
    for case .outcomeDecided(let outcome) in effects { report(outcome) }
    publish()
    for effect in effects {
      switch effect {
      case .haptic: emit(.haptic)
      case .startAction: startAction()
      case .cancelAction: actionTask?.cancel()
      case .outcomeDecided: break
      case .announce(let announcement): emit(.announcement(announcement))
      case .startTimer(let timer, let duration): start(timer, after: duration)
      case .cancelTimer(let timer): timers.removeValue(forKey: timer)?.task.cancel()
      }
    }
  }

  private func publish() {
    if _phase != machine.phase {
      phase = machine.phase
      emit(.phaseChanged(machine.phase))
    }
    if _pull != machine.pull { pull = machine.pull }
    let newProgress = machine.progress
    if _progress != newProgress { progress = newProgress }
    let newIndicator = machine.indicator
    if _indicator != newIndicator { indicator = newIndicator }
  }

  private func report(_ outcome: RefreshOutcome) {
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

  private func startAction() {
    let cycle = machine.cycle
    let action = self.action
    let previous = actionTask
    actionCycle = cycle
    actionError = nil
    emit(.actionStarted)
    actionTask = Task { [weak self] in
      // Actions never overlap: a cancelled one that is still returning finishes first.
      await previous?.value
      var outcome = RefreshOutcome.cancelled
      var thrown: (any Error)?
      if !Task.isCancelled {
        do {
          try await action()
          outcome = .success
        } catch is CancellationError {
          outcome = .cancelled
        } catch {
          outcome = .failure
          thrown = error
        }
      }
      self?.actionReturned(outcome, error: thrown, cycle: cycle)
    }
  }

  private func actionReturned(_ outcome: RefreshOutcome, error: (any Error)?, cycle: Int) {
    guard cycle == machine.cycle, machine.isRefreshing else { return }
    record(.actionReturned(outcome))
    actionError = error
    apply(machine.actionFinished(outcome, cycle: cycle))
  }

  private func start(_ timer: RefreshStateMachine.Timer, after duration: Duration) {
    timers.removeValue(forKey: timer)?.task.cancel()
    let cycle = machine.cycle
    // The deadline is fixed now, not when the task first runs, so that time passing before the
    // task starts cannot move it.
    let sleep = Self.sleeper(on: clock, for: duration)
    let task = Task { [weak self] in
      do {
        try await sleep()
      } catch {
        return
      }
      self?.timerFired(timer, cycle: cycle)
    }
    timers[timer] = ScheduledTimer(deadline: elapsedTime + duration, task: task)
  }

  private func timerFired(_ timer: RefreshStateMachine.Timer, cycle: Int) {
    timers.removeValue(forKey: timer)
    switch timer {
    case .minimumDuration: apply(machine.minimumDurationElapsed(cycle: cycle))
    case .timeout: apply(machine.timeoutElapsed(cycle: cycle))
    case .finishing: apply(machine.finishingElapsed(cycle: cycle))
    }
  }

  private func record(_ input: Input) {
    inputHandlers.call(input)
  }

  private func emit(_ event: Event) {
    eventHandlers.call(event)
  }

  private var elapsedTime: Duration { Self.elapsed(on: clock, since: origin) ?? .zero }

  /// The time on `clock` since `start`, or `nil` if `start` is not one of its instants.
  package nonisolated static func elapsed<C: Clock<Duration>>(
    on clock: C,
    since start: any InstantProtocol<Duration>
  ) -> Duration? {
    guard let start = start as? C.Instant else { return nil }
    return start.duration(to: clock.now)
  }

  private static func sleeper<C: Clock<Duration>>(
    on clock: C,
    for duration: Duration
  ) -> @Sendable () async throws -> Void {
    let deadline = clock.now.advanced(by: duration)
    return { try await clock.sleep(until: deadline, tolerance: nil) }
  }

  private struct ScheduledTimer {
    let deadline: Duration
    let task: Task<Void, Never>
  }
}
