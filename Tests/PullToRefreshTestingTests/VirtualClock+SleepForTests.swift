import PullToRefresh
import PullToRefreshTesting
import Testing

/// An action that waits on the test clock the way an app writes it, with the `Clock` protocol's
/// `sleep(for:)` or with `Task.sleep(for:clock:)`: both read ``VirtualClock/now`` off the main
/// actor (client trial P2, where the clock trapped there), and wake when the test advances it.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct VirtualClockSleepForTests {
  @Test func anActionSleepingForADurationWakesWhenTheTestAdvances() async {
    let clock = VirtualClock()
    let coordinator = RefreshCoordinator(clock: clock) {
      try await clock.sleep(for: .seconds(2))
    }
    coordinator.requestRefresh()
    await clock.advance(by: .milliseconds(1999))
    #expect(coordinator.phase == .refreshing)
    await clock.advance(by: .milliseconds(1))
    #expect(coordinator.lastOutcome == .success)
    #expect(coordinator.phase == .finishing(.success))
  }

  @Test func anActionSleepingWithTaskSleepOnTheClockWakesWhenTheTestAdvances() async {
    let clock = VirtualClock()
    let coordinator = RefreshCoordinator(clock: clock) {
      try await Task.sleep(for: .seconds(2), clock: clock)
    }
    coordinator.requestRefresh()
    await clock.advance(by: .milliseconds(1999))
    #expect(coordinator.phase == .refreshing)
    await clock.advance(by: .milliseconds(1))
    #expect(coordinator.lastOutcome == .success)
    #expect(coordinator.phase == .finishing(.success))
  }

  /// The timeout cancels an action asleep on the clock: its sleep throws and the outcome is the
  /// timeout's.
  @Test func theTimeoutCancelsAnActionAsleepForADuration() async {
    let clock = VirtualClock()
    let coordinator = RefreshCoordinator(
      configuration: RefreshConfiguration(timeout: .seconds(5)),
      clock: clock
    ) {
      try await clock.sleep(for: .seconds(60))
    }
    coordinator.requestRefresh()
    await clock.advance(by: .seconds(5))
    #expect(coordinator.lastOutcome == .timedOut)
    #expect(coordinator.phase == .finishing(.timedOut))
  }

  /// `now` read from a task off the main actor, while the test moves time, does not trap.
  @Test func nowIsReadableOffTheMainActor() async {
    let clock = VirtualClock()
    await clock.advance(by: .seconds(3))
    let read = await Task.detached { clock.now.offset }.value
    #expect(read == .seconds(3))
  }
}
