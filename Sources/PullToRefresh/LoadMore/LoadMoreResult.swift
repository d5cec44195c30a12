/// What the app's load-more action says about the data after the page it loaded (L4).
public enum LoadMoreResult: Sendable, Equatable, CaseIterable {
  /// There may be more: the footer goes back to ``LoadMorePhase/idle``.
  case more
  /// There is no more data: the footer goes ``LoadMorePhase/exhausted``.
  case end
}

/// How one page load ended, as ``RefreshCoordinator/loadMore(source:)`` returns it (L4).
public enum LoadMoreOutcome: Sendable, Equatable, CaseIterable {
  /// The action returned ``LoadMoreResult/more``.
  case more
  /// The action returned ``LoadMoreResult/end``, or the footer was already exhausted.
  case end
  /// The action threw an error other than cancellation.
  case failure
  /// The load was cancelled (a refresh, ``RefreshCoordinator/cancelLoadMore()``, the host going
  /// away), or the request was ignored because a refresh is running or no action is set.
  case cancelled
}
