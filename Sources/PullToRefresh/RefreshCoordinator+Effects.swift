extension RefreshCoordinator {
  // MARK: - Performing effects

  /// Performs what the machine decided: first the decided outcome (so that awaiting callers and
  /// ``lastOutcome`` hear it before the phase changes), then the published state, then the other
  /// effects in the order they were returned.
  func apply(_ effects: RefreshStateMachine.Effects) {
    for case .outcomeDecided(let outcome) in effects { report(outcome) }
    publish()
    for effect in effects {
      switch effect {
      case .haptic: emit(.haptic)
      case .startAction: startAction()
      case .cancelAction: actionTask?.cancel()
      case .outcomeDecided: break
      case .announce(let announcement): emit(.announcement(announcement))
      case .startTimer(let timer):
        if let duration = timer.duration(in: machine.configuration) {
          start(timer, after: duration)
        }
      case .cancelTimer(let timer): timers.removeValue(forKey: timer)?.task.cancel()
      }
    }
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
}
