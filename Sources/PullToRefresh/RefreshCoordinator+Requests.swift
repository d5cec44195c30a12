extension RefreshCoordinator {
  // MARK: - Requests

  /// Starts a refresh, or joins the one running, and returns its outcome (R8).
  ///
  /// The outcome arrives when the action ends, not when the indicator leaves (R10). Cancelling
  /// the calling task does not cancel the refresh: call ``cancel()`` for that.
  @discardableResult
  public func refresh(source: RequestSource = .programmatic) async -> RefreshOutcome {
    requestRefresh(source: source)
    if let decided = machine.decidedOutcome { return decided }
    guard machine.isRefreshing else { return lastOutcome ?? .cancelled }
    return await withCheckedContinuation { waiters.append($0) }
  }

  /// Starts a refresh, or joins the one running, without waiting (for buttons, keyboard
  /// shortcuts and accessibility actions).
  public func requestRefresh(source: RequestSource = .programmatic) {
    record(.refreshRequested(source))
    apply(machine.refreshRequested())
  }

  /// Cancels the refresh in flight (R13): its task is cancelled, the outcome is
  /// ``RefreshOutcome/cancelled``, and a completion arriving later changes nothing.
  public func cancel() {
    record(.cancelRequested)
    apply(machine.cancelRequested())
  }

  /// The host went away: cancels any refresh and forgets the gesture.
  public func disappeared() {
    record(.disappeared)
    apply(machine.disappeared())
  }
}
