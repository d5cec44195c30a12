extension RefreshCoordinator {
  /// Whether a finger (or trackpad) is on the content, as the coordinator last heard.
  public var isInteracting: Bool { stateMachine.isInteracting }

  /// The top inset a front end should keep now, given the one it keeps (`current`): the resting
  /// extent while refreshing, zero otherwise, unchanged while a finger is down (``RestingInset``).
  public func restingInset(current: Double) -> Double {
    RestingInset.inset(
      phase: phase,
      restingExtent: restingExtent,
      isInteracting: isInteracting,
      current: current
    )
  }

  /// Reports the interaction state a scroll view shows, calling ``interactionBegan()`` or
  /// ``interactionEnded(velocity:)`` only when it changes.
  ///
  /// Front ends whose platform reports a flag rather than events (UIKit's `isTracking`, SwiftUI's
  /// scroll phase) call this on every change and need no bookkeeping of their own.
  public func interactionChanged(isInteracting: Bool, velocity: Double = 0) {
    guard isInteracting != self.isInteracting else { return }
    if isInteracting {
      interactionBegan()
    } else {
      interactionEnded(velocity: velocity)
    }
  }
}
