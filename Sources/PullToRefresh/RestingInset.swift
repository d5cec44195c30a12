/// Where a front end keeps the content while refreshing: the extra room above it, and how a
/// change of that room is shown.
///
/// Front ends hold the content at the resting extent by adding it to the scroll view's top inset
/// (a content margin in SwiftUI, `contentInset` in UIKit, the terminal's scroll view). The rules
/// live here so that every front end follows the same ones (`Behavior.md`, "The resting inset"):
/// - while refreshing the inset is the resting extent, otherwise zero;
/// - it never changes while a finger is on the content, so the content never moves under it; the
///   change waits for the release;
/// - a change shows, and moves with the spring, only when the content is at its edge; a growing
///   inset is then revealed (a refresh that no finger started scrolls to show the indicator).
///   Scrolled away from the edge, nothing moves.
///
/// ```swift
/// if let change = coordinator.restingInsetChange(current: applied, reduceMotion: false) {
///   applied = change.inset  // animated when change.animates, scrolled to when change.reveals
/// }
/// ```
public enum RestingInset {
  /// How far, in points, content may sit inside its edge and still count as at the edge.
  ///
  /// The engine's start gate (R5) and every front end's reveal use this one tolerance.
  public static let edgeTolerance = 0.5

  /// A change of the inset a front end keeps.
  public struct Change: Sendable, Equatable {
    /// The inset to apply, in points.
    public var inset: Double
    /// Whether to scroll so that the new room shows: the inset grows with the content at its
    /// edge.
    public var reveals: Bool
    /// Whether to move with the spring: the content is at its edge, so the change is seen, and
    /// Reduce Motion is off (R17).
    public var animates: Bool
  }

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

  /// The change to make now, or `nil` when the inset stays as it is.
  ///
  /// - Parameters:
  ///   - phase: the coordinator's phase.
  ///   - restingExtent: the resting extent, in points.
  ///   - isInteracting: whether a finger is on the content: the inset then stays.
  ///   - isAtEdge: whether the content is at its edge (``isAtEdge(edgeOffset:)``).
  ///   - current: the inset the front end keeps now.
  ///   - reduceMotion: whether Reduce Motion is on: changes are never animated.
  public static func change(
    phase: RefreshPhase,
    restingExtent: Double,
    isInteracting: Bool,
    isAtEdge: Bool,
    current: Double,
    reduceMotion: Bool
  ) -> Change? {
    let target = inset(
      phase: phase,
      restingExtent: restingExtent,
      isInteracting: isInteracting,
      current: current
    )
    guard target != current else { return nil }
    return Change(
      inset: target,
      reveals: isAtEdge && target > current,
      animates: isAtEdge && !reduceMotion
    )
  }

  /// Whether content at `edgeOffset` (see ``ScrollAxisMetrics/edgeOffset(at:)``) is at its edge:
  /// pulled past it, or inside it by at most ``edgeTolerance``.
  public static func isAtEdge(edgeOffset: Double) -> Bool {
    edgeOffset.isFinite && edgeOffset >= -edgeTolerance
  }
}
