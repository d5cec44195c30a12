extension RefreshCoordinator {
  /// Something a front end acts on or a tool records, delivered in order on the main actor.
  public enum Event: Sendable, Equatable {
    /// The phase changed.
    case phaseChanged(RefreshPhase)
    /// The action's task started.
    case actionStarted
    /// The cycle's action ended with this outcome (returned, threw, was cancelled or timed out).
    case actionFinished(RefreshOutcome)
    /// A user's drag armed the refresh: play a haptic.
    case haptic
    /// Tell assistive technology.
    case announcement(RefreshAnnouncement)
  }
}
