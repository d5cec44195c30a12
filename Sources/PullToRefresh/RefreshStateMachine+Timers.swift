extension RefreshStateMachine {
  // MARK: - Completions and timers

  /// The action of `cycle` returned (or threw) with `outcome`.
  ///
  /// Late or stale completions change nothing.
  public mutating func actionFinished(_ outcome: RefreshOutcome, cycle: Int) -> Effects {
    var effects = Effects()
    switch phase {
    case .refreshing:
      guard cycle == self.cycle, isActionRunning else { break }
      decide(outcome, &effects)
    case .idle, .pulling, .armed, .finishing:
      break
    }
    return effects
  }

  /// The minimum refreshing time of `cycle` has passed.
  public mutating func minimumDurationElapsed(cycle: Int) -> Effects {
    var effects = Effects()
    switch phase {
    case .refreshing:
      guard cycle == self.cycle else { break }
      isMinimumDurationElapsed = true
      if let pendingOutcome { enterFinishing(pendingOutcome, &effects) }
    case .idle, .pulling, .armed, .finishing:
      break
    }
    return effects
  }

  /// The timeout of `cycle` has passed: a running action is cancelled with
  /// ``RefreshOutcome/timedOut``.
  public mutating func timeoutElapsed(cycle: Int) -> Effects {
    var effects = Effects()
    switch phase {
    case .refreshing:
      guard cycle == self.cycle, isActionRunning else { break }
      effects.append(.cancelAction)
      decide(.timedOut, &effects)
    case .idle, .pulling, .armed, .finishing:
      break
    }
    return effects
  }

  /// The finishing time of `cycle` has passed: the cycle ends once the pull has retracted and
  /// the finger is up.
  public mutating func finishingElapsed(cycle: Int) -> Effects {
    switch phase {
    case .finishing:
      guard cycle == self.cycle else { break }
      isFinishingElapsed = true
      endFinishingIfRetracted()
    case .idle, .pulling, .armed, .refreshing:
      break
    }
    return []
  }
}
