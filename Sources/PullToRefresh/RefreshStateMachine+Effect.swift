extension RefreshStateMachine {
  /// Something the owner of a state machine must do after an event.
  ///
  /// Effects are data: the machine never runs them. ``RefreshCoordinator`` performs them in the
  /// order they are returned.
  public enum Effect: Sendable, Equatable {
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
    /// Start a timer; when it fires, send the matching `...Elapsed(cycle:)` event.
    case startTimer(Timer, after: Duration)
    /// Stop a timer that no longer matters.
    case cancelTimer(Timer)
  }

  /// The timers a cycle may run.
  public enum Timer: String, Sendable, Equatable, CaseIterable {
    /// ``RefreshConfiguration/minimumRefreshingDuration``: ends with
    /// ``RefreshStateMachine/minimumDurationElapsed(cycle:)``.
    case minimumDuration
    /// ``RefreshConfiguration/timeout``: ends with ``RefreshStateMachine/timeoutElapsed(cycle:)``.
    case timeout
    /// ``RefreshConfiguration/finishingDuration``: ends with
    /// ``RefreshStateMachine/finishingElapsed(cycle:)``.
    case finishing
  }
}

/// What assistive technology is told about a refresh.
public enum RefreshAnnouncement: String, Sendable, Equatable, CaseIterable {
  /// A refresh started.
  case refreshing = "Refreshing"
  /// A refresh succeeded.
  case updated = "Updated"
  /// A refresh failed or timed out.
  case failed = "Refresh failed"

  /// The English text, also the key front ends localize.
  public var text: String { rawValue }
}
