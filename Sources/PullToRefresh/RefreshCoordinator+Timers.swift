extension RefreshCoordinator {
  // MARK: - Timers

  func start(_ timer: RefreshStateMachine.Timer, after duration: Duration) {
    timers.removeValue(forKey: timer)?.task.cancel()
    let cycle = machine.cycle
    // The deadline is fixed now, not when the task first runs, so that time passing before the
    // task starts cannot move it.
    let sleep = Self.sleeper(on: clock, for: duration)
    let task = Task { [weak self] in
      // A timer cancelled while its clock wakes it does not fire.
      guard (try? await sleep()) != nil, !Task.isCancelled else { return }
      self?.timerFired(timer, cycle: cycle)
    }
    timers[timer] = ScheduledTimer(deadline: elapsedTime + duration, task: task)
  }

  private func timerFired(_ timer: RefreshStateMachine.Timer, cycle: Int) {
    timers.removeValue(forKey: timer)
    apply(machine.timerElapsed(timer, cycle: cycle))
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

  struct ScheduledTimer: Sendable {
    let deadline: Duration
    let task: Task<Void, Never>
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
}
