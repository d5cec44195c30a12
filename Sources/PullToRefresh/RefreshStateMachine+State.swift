extension RefreshStateMachine {
  /// Where the machine is, with what that phase needs to know and nothing more.
  enum State: Sendable, Equatable {
    /// Nothing is happening.
    case idle
    /// A drag pulls, short of the threshold.
    case pulling
    /// A drag holds the pull at or past the threshold.
    case armed
    /// A cycle runs and its outcome is not known yet. `runsAction` is false in controlled mode
    /// (R14); `isMinimumTimeUp` once the minimum refreshing time has passed (R10).
    case refreshing(runsAction: Bool, isMinimumTimeUp: Bool)
    /// The outcome is known but the minimum refreshing time has not passed: the phase stays
    /// ``RefreshPhase/refreshing`` (R10).
    case holding(RefreshOutcome)
    /// The cycle shows its outcome; `isTimeUp` once the finishing time has passed (R12).
    case finishing(RefreshOutcome, isTimeUp: Bool)
  }
}
