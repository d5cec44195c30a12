extension RefreshCoordinator {
  /// How the top inset a front end keeps (`current`) should change now, or `nil` when it stays:
  /// the resting extent while refreshing (but for a scheduled refresh), zero otherwise, unchanged
  /// while a finger is down, revealed and animated only when the content is at its edge
  /// (``RestingInset``).
  public func restingInsetChange(current: Double, reduceMotion: Bool) -> RestingInset.Change? {
    RestingInset.change(
      phase: isScheduledRefresh ? .idle : phase,
      restingExtent: restingExtent,
      isInteracting: isInteracting,
      isAtEdge: machine.isAtEdge,
      current: current,
      reduceMotion: reduceMotion
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
