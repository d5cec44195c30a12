import Foundation

/// A clock whose time moves only when a test says so.
///
/// Sleepers wake, in deadline order, when ``advance(to:)`` passes their deadline; cancelled
/// sleepers throw `CancellationError`.
final class ManualClock: Clock, @unchecked Sendable {
  /// A point on the manual clock: a duration since its start.
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [Sleeper] = []
  private var cancelledIDs: Set<Int> = []
  private var nextID = 0

  var now: Instant { lock.withLock { current } }
  var minimumResolution: Duration { .zero }

  /// The earliest deadline of a sleeper, if any sleeps.
  var nextDeadline: Instant? { lock.withLock { sleepers.map(\.deadline).min() } }

  /// How many sleepers wait.
  var sleeperCount: Int { lock.withLock { sleepers.count } }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let id = lock.withLock {
      nextID += 1
      return nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: Result<Void, any Error>? = lock.withLock {
          if cancelledIDs.remove(id) != nil { return .failure(CancellationError()) }
          if deadline <= current { return .success(()) }
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let sleeper: Sleeper? = lock.withLock {
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else {
          cancelledIDs.insert(id)
          return nil
        }
        return sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time to `instant` (never backwards) and wakes every sleeper due by then.
  func advance(to instant: Instant) {
    let due: [Sleeper] = lock.withLock {
      if instant > current { current = instant }
      let due = sleepers.filter { $0.deadline <= current }.sorted { $0.deadline < $1.deadline }
      sleepers.removeAll { $0.deadline <= current }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Moves time forward by `duration` and wakes every sleeper due by then.
  func advance(by duration: Duration) {
    advance(to: now.advanced(by: duration))
  }
}
