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
    let cycle = machine.cycle
    apply(machine.refreshRequested())
    guard machine.isRefreshing else { return }
    if machine.cycle != cycle {
      setScheduled(source == .scheduled)  // this request started the cycle
    } else if source != .scheduled {
      setScheduled(false)  // a person joined a scheduled refresh
    }
  }

  /// Cancels the refresh in flight (R13): its task is cancelled, the outcome is
  /// ``RefreshOutcome/cancelled``, and a completion arriving later changes nothing.
  public func cancel() {
    record(.cancelRequested)
    apply(machine.cancelRequested())
  }

  /// The host went away for good (R13): a running refresh is cancelled, an outcome already known
  /// is shown at once, and the gesture is forgotten.
  ///
  /// Call it when the view or scroll view that shows the pull will not come back: a controller
  /// detached, a window closed, the program quitting. Do not call it when the host is only
  /// covered for a while (a navigation push, another tab, a sheet): the refresh goes on, and the
  /// indicator shows its true state when the host is back. A coordinator that is released
  /// cancels its refresh too.
  public func disappeared() {
    record(.disappeared)
    apply(machine.disappeared())
  }
}
