/// A clock whose time moves only when its owner moves it, for replaying traces.
///
/// Its state belongs to the main actor, so it needs no lock (it runs on the package's floor and
/// under the thread sanitizer alike). Read ``now`` on the main actor; ``sleep(until:tolerance:)``
/// may be called from anywhere. ``advance(to:)`` resumes the sleepers whose deadline it passes, in
/// deadline order (the order their tasks then run in is the executor's; the replayer moves time
/// one deadline at a time, so it never depends on it); a cancelled sleeper throws
/// `CancellationError`, even if time passed its deadline before its cancellation was handled.
@MainActor
package final class VirtualClock: Clock {
  /// A point in virtual time: the duration since the clock started.
  package struct Instant: InstantProtocol {
    /// The time since the clock started.
    package var offset: Duration

    /// Makes an instant at an offset from the start.
    package init(offset: Duration) { self.offset = offset }

    /// The instant `duration` later.
    package func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

    /// The time from this instant to `other`.
    package func duration(to other: Instant) -> Duration { other.offset - offset }

    /// Whether `lhs` comes first.
    package static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, Never>
  }

  private var current = Instant(offset: .zero)
  private var sleepers: [Sleeper] = []
  /// The number of tasks asleep on the clock (for tests that wait until every sleeper is in).
  package var sleeperCount: Int { sleepers.count }
  private var lastID = 0

  /// Makes a clock at time zero.
  package init() {}

  /// The current virtual time; read it on the main actor.
  package nonisolated var now: Instant { MainActor.assumeIsolated { current } }

  /// Virtual time has no resolution limit.
  package nonisolated var minimumResolution: Duration { .zero }

  /// Suspends until virtual time reaches `deadline`.
  package func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    if deadline > current {
      lastID += 1
      let id = lastID
      await withTaskCancellationHandler {
        await withCheckedContinuation {
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: $0))
        }
      } onCancel: {
        Task { @MainActor in self.wake(id) }
      }
    }
    try Task.checkCancellation()
  }

  /// Moves time to `instant` (never backwards), waking the sleepers due by then in order.
  package func advance(to instant: Instant) {
    if instant > current { current = instant }
    let due = sleepers.filter { $0.deadline <= current }.sorted { $0.deadline < $1.deadline }
    sleepers.removeAll { $0.deadline <= current }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Wakes one sleeper early (its task was cancelled), if it still sleeps.
  private func wake(_ id: Int) {
    guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return }
    sleepers.remove(at: index).continuation.resume()
  }
}
