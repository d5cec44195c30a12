extension RefreshStateMachine {
  /// Something the owner of a state machine must do after an event.
  ///
  /// Effects are data: the machine never runs them. ``RefreshCoordinator`` first reports an
  /// `outcomeDecided` (so that awaiting callers and `lastOutcome` hear it before the phase
  /// changes), then publishes the new state, then performs the other effects in the order they
  /// are returned.
  package enum Effect: Sendable, Equatable {
    /// Play the arming haptic (only for a user's drag).
    case haptic
    /// Start the app's action for the current cycle.
    case startAction
    /// Cancel the task of the current cycle's action.
    case cancelAction
    /// The current cycle's outcome is known: resume whoever awaits it.
    case outcomeDecided(RefreshOutcome)
    /// Tell assistive technology.
    case announce(RefreshAnnouncement)
    /// Start a timer for its configured duration (``Timer/duration(in:)``); when it fires, send
    /// ``RefreshStateMachine/timerElapsed(_:cycle:)``.
    case startTimer(Timer)
    /// Stop a timer that no longer matters.
    case cancelTimer(Timer)
  }

  /// The timers a cycle may run.
  package enum Timer: String, Sendable, Equatable, CaseIterable {
    /// ``RefreshConfiguration/minimumRefreshingDuration``.
    case minimumDuration
    /// ``RefreshConfiguration/timeout``.
    case timeout
    /// ``RefreshConfiguration/finishingDuration``.
    case finishing

    /// How long the timer runs under `configuration` (`nil` for a timeout that is not set).
    package func duration(in configuration: RefreshConfiguration) -> Duration? {
      switch self {
      case .minimumDuration: configuration.minimumRefreshingDuration
      case .timeout: configuration.timeout
      case .finishing: configuration.finishingDuration
      }
    }
  }
}
