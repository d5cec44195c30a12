/// A clock whose time moves only when a test moves it: the test clock for a `RefreshCoordinator`
/// (and the one the trace replayer runs on).
///
/// ```swift
/// let clock = VirtualClock()
/// let coordinator = RefreshCoordinator(
///   configuration: RefreshConfiguration(timeout: .seconds(5)),
///   clock: clock
/// ) { try await clock.sleep(for: .seconds(60)) }
/// coordinator.requestRefresh()
/// await clock.advance(by: .seconds(5))
/// // The timeout has fired: coordinator.lastOutcome == .timedOut
/// ```
///
/// ``advance(by:)`` moves time one deadline at a time and, at each, lets the tasks it wakes run
/// before it goes on, so it returns once the timers that fell due have fired (as swift-clocks'
/// `TestClock` does). It runs on the main actor, where the coordinator it drives lives. Everything
/// else may be used from any task: ``now``, ``sleep(until:tolerance:)`` and what the standard
/// library builds on them (`clock.sleep(for:)`, `Task.sleep(for:clock:)`, which read `now` where
/// they run); the state is behind a lock. A cancelled sleeper throws `CancellationError`, even if
/// time passed its deadline before its cancellation was handled.
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

  /// What the lock guards.
  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [Sleeper] = []
    var lastID = 0
    /// Sleeps begun and not yet added to `sleepers`, with whether their task was cancelled
    /// meanwhile.
    var arriving: [Int: Bool] = [:]
    /// Sleepers resumed whose `sleep` has not returned yet.
    var wakingCount = 0

    /// A number for a new sleep.
    mutating func begin() -> Int {
      lastID += 1
      arriving[lastID] = false
      return lastID
    }

    /// Adds a sleeper, or hands it back to resume at once: its deadline has passed or its task
    /// was cancelled before it got here.
    mutating func add(_ sleeper: Sleeper) -> Sleeper? {
      let cancelled = arriving.removeValue(forKey: sleeper.id) ?? false
      guard cancelled || sleeper.deadline <= now else {
        sleepers.append(sleeper)
        return nil
      }
      wakingCount += 1
      return sleeper
    }

    /// The sleeper to wake early (its task was cancelled), if it still sleeps.
    mutating func cancel(_ id: Int) -> Sleeper? {
      if arriving[id] != nil {
        arriving[id] = true
        return nil
      }
      guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
      wakingCount += 1
      return sleepers.remove(at: index)
    }

    /// Moves time to `instant` (never backwards) and takes out the sleepers due by then, in
    /// deadline order.
    mutating func move(to instant: Instant) -> [Sleeper] {
      if instant > now { now = instant }
      let due = sleepers.filter { $0.deadline <= now }.sorted {
        ($0.deadline, $0.id) < ($1.deadline, $1.id)
      }
      sleepers.removeAll { $0.deadline <= now }
      wakingCount += due.count
      return due
    }
  }

  private let state = Locked(State())

  /// How many times ``advance(by:)`` lets other work run after each step: its tasks hop between
  /// the main actor and the global executor, so one yield is not enough.
  private static let settlingRounds = 16

  /// Makes a clock at time zero.
  public init() {}

  /// The current virtual time; read it from any task.
  public var now: Instant { state.withLock { $0.now } }

  /// Virtual time has no resolution limit.
  public var minimumResolution: Duration { .zero }

  /// The number of tasks asleep on the clock.
  package var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// When the next sleeper wakes, or `nil` when none sleeps.
  package var nextDeadline: Instant? { state.withLock { $0.sleepers.map(\.deadline).min() } }

  /// Suspends until virtual time reaches `deadline`; call it from any task.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = state.withLock { $0.begin() }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let sleeper = Sleeper(id: id, deadline: deadline, continuation: continuation)
        state.withLock { $0.add(sleeper) }?.continuation.resume()
      }
    } onCancel: {
      state.withLock { $0.cancel(id) }?.continuation.resume()
    }
    state.withLock { $0.wakingCount -= 1 }
    try Task.checkCancellation()
  }

  /// Moves time forward by `duration`, waking each sleeper as its deadline comes, in deadline
  /// order, and returns once the woken tasks have run.
  ///
  /// Tasks started before the call (a timer the coordinator has just set) first reach their
  /// sleep; a sleep that a woken task begins and that falls due within `duration` is woken too.
  @MainActor
  public func advance(by duration: Duration) async {
    await advance(to: now.advanced(by: max(duration, .zero)))
  }

  /// Moves time forward to `deadline` (never backwards), as ``advance(by:)`` does.
  @MainActor
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
  @MainActor
  private func letWokenTasksRun() async {
    while state.withLock({ $0.wakingCount > 0 }) { await Task.yield() }
    for _ in 0..<Self.settlingRounds {
      await Task.yield()
      await Self.passThroughTheGlobalExecutor()
    }
  }

  /// Hops to the global executor and back: work queued there ahead of it gets its turn.
  private static func passThroughTheGlobalExecutor() async {}

  /// Moves time to `instant` (never backwards) and resumes the sleepers due by then, in deadline
  /// order, without waiting for them to run (the replayer waits for the coordinator's timers
  /// itself).
  package func moveTime(to instant: Instant) {
    for sleeper in state.withLock({ $0.move(to: instant) }) { sleeper.continuation.resume() }
  }

  /// Moves time to `instant` (never backwards) and leaves the sleepers due by then asleep until
  /// the next ``moveTime(to:)``: the replayer ends an action that falls due at the same instant
  /// as a timer first, as the trace format says.
  package func moveTimeLeavingSleepers(to instant: Instant) {
    state.withLock { if instant > $0.now { $0.now = instant } }
  }
}
