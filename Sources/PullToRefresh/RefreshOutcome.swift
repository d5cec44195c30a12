/// How a refresh cycle ended.
public enum RefreshOutcome: String, Sendable, Equatable, CaseIterable {
  /// The action returned.
  case success
  /// The action threw an error other than cancellation.
  case failure
  /// The refresh was cancelled: ``RefreshCoordinator/cancel()``, the host disappearing, or the
  /// action throwing `CancellationError`.
  case cancelled
  /// The action ran longer than ``RefreshConfiguration/timeout`` and was cancelled.
  case timedOut
}
