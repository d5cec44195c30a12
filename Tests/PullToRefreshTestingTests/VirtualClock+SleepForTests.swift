import PullToRefresh
import PullToRefreshTesting
import Testing

/// An action that waits on the test clock the way an app writes it, with the `Clock` protocol's
/// `sleep(for:)` or with `Task.sleep(for:clock:)`: both read ``VirtualClock/now`` off the main
/// actor (client trial P2, where the clock trapped there), and wake when the test advances it.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct VirtualClockSleepForTests {
  /// The two ways an app's action sleeps on a clock for a duration.
  enum Sleep: String, CaseIterable, Sendable {
    case clockSleepFor = "clock.sleep(for:)"
    case taskSleepForClock = "Task.sleep(for:clock:)"

    /// Sleeps `duration` on `clock` this way.
    func run(on clock: VirtualClock, for duration: Duration) async throws {
      switch self {
      case .clockSleepFor: try await clock.sleep(for: duration)
      case .taskSleepForClock: try await Task.sleep(for: duration, clock: clock)
      }
    }
  }

  @Test(arguments: Sleep.allCases)
  func anActionSleepingForADurationWakesWhenTheTestAdvances(sleep: Sleep) async {
    let clock = VirtualClock()
    let coordinator = RefreshCoordinator(clock: clock) {
      try await sleep.run(on: clock, for: .seconds(2))
    }
    coordinator.requestRefresh()
    await clock.advance(by: .milliseconds(1999))
    #expect(coordinator.phase == .refreshing)
    await clock.advance(by: .milliseconds(1))
    #expect(coordinator.lastOutcome == .success)
    #expect(coordinator.phase == .finishing(.success))
  }

  /// `now` read from a task off the main actor does not trap.
  @Test func nowIsReadableOffTheMainActor() async {
    let clock = VirtualClock()
    await clock.advance(by: .seconds(3))
    let read = await Task.detached { clock.now.offset }.value
    #expect(read == .seconds(3))
  }
}
