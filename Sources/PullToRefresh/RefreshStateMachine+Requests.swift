extension RefreshStateMachine {
  // MARK: - Requests

  /// The app, a keyboard shortcut or assistive technology asked for a refresh: it starts a cycle,
  /// or joins the one that is refreshing (no effects).
  public mutating func refreshRequested() -> Effects {
    var effects = Effects()
    switch phase {
    case .idle, .pulling, .armed:
      startRefresh(runsAction: true, &effects)
    case .finishing:
      effects.append(.cancelTimer(.finishing))
      startRefresh(runsAction: true, &effects)
    case .refreshing:
      break
    }
    return effects
  }

  /// The host's own refreshing flag changed (controlled mode).
  ///
  /// `true` shows the refreshing indicator without running the action and drops any pull in
  /// progress; `false` ends the cycle with ``RefreshOutcome/success``, cancelling the action if one
  /// runs.
  public mutating func externalRefreshingChanged(_ isRefreshing: Bool) -> Effects {
    var effects = Effects()
    switch (phase, isRefreshing) {
    case (.idle, true), (.pulling, true), (.armed, true):
      startRefresh(runsAction: false, &effects)
    case (.finishing, true):
      effects.append(.cancelTimer(.finishing))
      startRefresh(runsAction: false, &effects)
    case (.refreshing, false):
      guard pendingOutcome == nil else { break }
      if isActionRunning { effects.append(.cancelAction) }
      decide(.success, &effects)
    case (.refreshing, true), (.idle, false), (.pulling, false), (.armed, false),
      (.finishing, false):
      break
    }
    return effects
  }

  /// Cancel the refresh in flight: the action is cancelled and the cycle ends
  /// ``RefreshOutcome/cancelled``.
  ///
  /// Nothing happens when no action is running.
  public mutating func cancelRequested() -> Effects {
    var effects = Effects()
    switch phase {
    case .refreshing:
      if pendingOutcome == nil { cancelCycle(&effects) }
    case .idle, .pulling, .armed, .finishing:
      break
    }
    return effects
  }

  /// The host went away: any refresh is cancelled and the gesture is forgotten.
  public mutating func disappeared() -> Effects {
    isInteracting = false
    pull = 0
    var effects = Effects()
    switch phase {
    case .idle:
      break
    case .pulling, .armed:
      phase = .idle
    case .refreshing:
      if let pendingOutcome {
        effects.append(.cancelTimer(.minimumDuration))
        enterFinishing(pendingOutcome, &effects)
      } else {
        cancelCycle(&effects)
      }
    case .finishing:
      endFinishingIfRetracted()
    }
    return effects
  }
}
