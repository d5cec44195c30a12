/// How a refresh cycle ended.
public enum RefreshOutcome: Sendable, Equatable, CaseIterable {
  /// The action returned.
  case success
  /// The action threw an error other than cancellation.
  case failure
  /// The refresh was cancelled: ``RefreshCoordinator/cancel()``, the host disappearing, or the
  /// action throwing `CancellationError`.
  case cancelled
  /// The action ran longer than ``RefreshConfiguration/timeout`` and was cancelled.
  case timedOut

  /// What an indicator says for the outcome: "Updated", "Refresh failed", "Refresh cancelled" or
  /// "Refresh timed out"; front ends use it as the localization key.
  public var statusText: String {
    switch self {
    case .success: "Updated"
    case .failure: "Refresh failed"
    case .cancelled: "Refresh cancelled"
    case .timedOut: "Refresh timed out"
    }
  }
}
