/// The room a front end keeps before the content while refreshing, and how a change of it is
/// shown ("The resting inset" in the behaviour contract).
///
/// The engine decides it: the room is the resting extent while a refresh that is not scheduled
/// runs, zero otherwise; it never changes while a finger is on the content (the change waits for
/// the release); a change is seen, and so animated (unless Reduce Motion is on) and, when it
/// grows, revealed, only when the content is at its edge. Front ends apply each change as the
/// coordinator sends it (``RefreshCoordinator/Event/restingInsetChanged(_:)``) and read the
/// current one from ``RefreshCoordinator/restingInset`` when they attach.
///
/// ```swift
/// coordinator.addEventHandler { event in
///   guard case .restingInsetChanged(let change) = event else { return }
///   applied = change.inset  // animated when change.animates, scrolled to when change.reveals
/// }
/// ```
public struct RestingInset: Sendable, Equatable {
  /// How far, in points, content may sit inside its edge and still count as at the edge.
  ///
  /// The engine's start gate (R5) and every front end's reveal use this one tolerance.
  @_spi(FrontEnd) public static let edgeTolerance = 0.5

  /// The spring a change moves with when it animates, as SwiftUI's `Spring(duration:bounce:)`
  /// spells it: a perceptual duration of 0.4 s and a little bounce (0.15).
  ///
  /// Every front end settles with it: the SwiftUI and UIKit ones animate the room with it, the
  /// terminal's scroll view brings content back with it.
  @_spi(FrontEnd) public static let spring = (duration: 0.4, bounce: 0.15)

  /// The room to keep before the content, in points.
  public var inset: Double
  /// Whether to scroll so that the new room shows: it grew with the content at its edge (a
  /// refresh that no finger started then shows its indicator).
  public var reveals: Bool
  /// Whether to move with `spring`: the content is at its edge, so the change is seen, and
  /// Reduce Motion is off (R17).
  public var animates: Bool
}
