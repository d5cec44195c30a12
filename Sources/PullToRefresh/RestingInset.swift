/// Where a front end keeps the content while refreshing: the extra space above it, and whether a
/// refresh that no finger started should scroll to show it.
///
/// Front ends hold the content at the resting extent by adding it to the scroll view's top inset
/// (a content margin in SwiftUI, `contentInset` in UIKit, the terminal's scroll view). The rules
/// live here so that every front end follows the same ones:
/// - while refreshing the inset is the resting extent, otherwise zero;
/// - it never changes while a finger is on the content, so the content never moves under it; the
///   change waits for the release;
/// - a programmatic refresh reveals the indicator only when the content is at its edge; scrolled
///   away, the content stays where it is.
///
/// ```swift
/// let inset = RestingInset.inset(
///   phase: coordinator.phase, restingExtent: coordinator.restingExtent,
///   isInteracting: isDragging, current: appliedInset)
/// ```
public enum RestingInset {
  /// The inset to apply now, in points, given the one applied now (`current`).
  public static func inset(
    phase: RefreshPhase,
    restingExtent: Double,
    isInteracting: Bool,
    current: Double
  ) -> Double {
    if isInteracting { return current }
    guard phase.isRefreshing, restingExtent.isFinite else { return 0 }
    return max(restingExtent, 0)
  }

  /// Whether content at `edgeOffset` (see ``ScrollAxisMetrics/edgeOffset(at:)``) is at its edge,
  /// so that a new inset should be revealed by scrolling to it; within half a point counts.
  public static func reveals(edgeOffset: Double) -> Bool {
    edgeOffset.isFinite && edgeOffset >= -0.5
  }
}
