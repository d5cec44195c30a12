extension RefreshStateMachine {
  // MARK: - Derived state

  /// The current phase.
  package var phase: RefreshPhase {
    switch state {
    case .idle: .idle
    case .pulling: .pulling
    case .armed: .armed
    case .refreshing, .holding: .refreshing
    case .finishing(let outcome, _): .finishing(outcome)
    }
  }

  /// What an indicator should show now.
  package var indicator: RefreshIndicator {
    RefreshIndicator(phase: phase, progress: progress, pull: pull, restingExtent: restingExtent)
  }

  /// The outcome of the refreshing cycle once it is known, while the minimum refreshing time
  /// keeps the phase at ``RefreshPhase/refreshing``.
  package var decidedOutcome: RefreshOutcome? {
    if case .holding(let outcome) = state { outcome } else { nil }
  }

  /// Whether a refresh is running (the phase is ``RefreshPhase/refreshing``).
  package var isRefreshing: Bool {
    switch state {
    case .refreshing, .holding: true
    case .idle, .pulling, .armed, .finishing: false
    }
  }
}
