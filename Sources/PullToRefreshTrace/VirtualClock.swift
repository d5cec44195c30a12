/// A clock whose time moves only when a test moves it: the test clock for a
/// ``RefreshCoordinator`` (and the one ``TraceReplayer`` runs on).
///
/// ```swift
/// let clock = VirtualClock()
/// let coordinator = RefreshCoordinator(
///   configuration: RefreshConfiguration(timeout: .seconds(5)),
///   clock: clock
/// ) { try await Task.sleep(for: .seconds(60)) }
/// coordinator.requestRefresh()
/// await clock.advance(by: .seconds(5))
/// // The timeout has fired: coordinator.lastOutcome == .timedOut
/// ```
///
/// ``advance(by:)`` moves time one deadline at a time and, at each, lets the tasks it wakes run
/// before it goes on, so it returns once the timers that fell due have fired (as swift-clocks'
/// `TestClock` does). Its state belongs to the main actor, so it needs no lock: read ``now`` and
/// advance it on the main actor; ``sleep(until:tolerance:)`` may be called from anywhere. A
/// cancelled sleeper throws `CancellationError`, even if time passed its deadline before its
/// cancellation was handled.
@MainActor
public final class VirtualClock: Clock {
  /// A point in virtual time: the duration since the clock started.
  public struct Instant: InstantProtocol {
    /// The time since the clock started.
    public var offset: Duration

    /// Makes an instant at an offset from the start.
    public init(offset: Duration) { self.offset = offset }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

    /// The time from this instant to `other`.
    public func duration(to other: Instant) -> Duration { other.offset - offset }

    /// Whether `lhs` comes first.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, Never>
  }

  private var current = Instant(offset: .zero)
  private var sleepers: [Sleeper] = []
  private var lastID = 0
  /// Sleepers resumed whose `sleep` has not returned yet.
  private var wakingCount = 0

  /// How many times ``advance(by:)`` lets other work run after each step: its tasks hop between
  /// the main actor and the global executor, so one yield is not enough.
  private static let settlingRounds = 16

  /// Makes a clock at time zero.
  public init() {}

  /// The current virtual time; read it on the main actor.
  public nonisolated var now: Instant { MainActor.assumeIsolated { current } }

  /// Virtual time has no resolution limit.
  public nonisolated var minimumResolution: Duration { .zero }

  /// The number of tasks asleep on the clock.
  package var sleeperCount: Int { sleepers.count }

  /// When the next sleeper wakes, or `nil` when none sleeps.
  package var nextDeadline: Instant? { sleepers.map(\.deadline).min() }

  /// Suspends until virtual time reaches `deadline`.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
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
      wakingCount -= 1
    }
    try Task.checkCancellation()
  }

  /// Moves time forward by `duration`, waking each sleeper as its deadline comes, in deadline
  /// order, and returns once the woken tasks have run.
  ///
  /// Tasks started before the call (a timer the coordinator has just set) first reach their
  /// sleep; a sleep that a woken task begins and that falls due within `duration` is woken too.
  public func advance(by duration: Duration) async {
    await advance(to: current.advanced(by: max(duration, .zero)))
  }

  /// Moves time forward to `deadline` (never backwards), as ``advance(by:)`` does.
  public func advance(to deadline: Instant) async {
    await letWokenTasksRun()
    while let next = nextDeadline, next <= deadline {
      moveTime(to: next)
      await letWokenTasksRun()
    }
    moveTime(to: deadline)
  }

  /// Lets every task waiting to run do so, as far as can be seen from here: first the woken
  /// sleeps return, then the work they resume gets several turns on the main actor and the
  /// global executor.
  private func letWokenTasksRun() async {
    while wakingCount > 0 { await Task.yield() }
    for _ in 0..<Self.settlingRounds {
      await Task.yield()
      await Self.passThroughTheGlobalExecutor()
    }
  }

  /// Hops to the global executor and back: work queued there ahead of it gets its turn.
  private nonisolated static func passThroughTheGlobalExecutor() async {}

  /// Moves time to `instant` (never backwards) and resumes the sleepers due by then, in deadline
  /// order, without waiting for them to run (the replayer waits for the coordinator's timers
  /// itself).
  package func moveTime(to instant: Instant) {
    if instant > current { current = instant }
    let due = sleepers.filter { $0.deadline <= current }.sorted { $0.deadline < $1.deadline }
    sleepers.removeAll { $0.deadline <= current }
    wakingCount += due.count
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Wakes one sleeper early (its task was cancelled), if it still sleeps.
  private func wake(_ id: Int) {
    guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return }
    wakingCount += 1
    sleepers.remove(at: index).continuation.resume()
  }
}
