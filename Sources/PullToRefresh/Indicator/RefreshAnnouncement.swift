/// What assistive technology is told about a refresh.
public enum RefreshAnnouncement: String, Sendable, Equatable, CaseIterable {
  /// A refresh started.
  case refreshing = "Refreshing"
  /// A refresh succeeded.
  case updated = "Updated"
  /// A refresh failed or timed out.
  case failed = "Refresh failed"
  /// A page load at the far end failed (L4).
  case loadMoreFailed = "Loading more failed"
  /// A page load at the top failed (T6).
  case loadPreviousFailed = "Loading previous failed"

  /// The English text, also the key front ends localize.
  package var text: String { rawValue }
}
