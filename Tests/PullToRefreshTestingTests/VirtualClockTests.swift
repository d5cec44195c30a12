import PullToRefresh
import Testing

@testable import PullToRefreshTesting

/// The test clock: time moves only when told, sleepers wake in deadline order, and
/// `advance(by:)` returns once what fell due has run.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct VirtualClockTests {
  @Test func aSleeperWakesOnlyWhenTimePassesItsDeadline() async throws {
    let clock = VirtualClock()
    var woken: [Int] = []
    let late = Task { @MainActor in
      try await clock.sleep(until: .init(offset: .seconds(2)))
      woken.append(2)
    }
    let early = Task { @MainActor in
      try await clock.sleep(until: .init(offset: .seconds(1)))
      woken.append(1)
    }
    // Both asleep before time moves (5 yields were not enough under the thread sanitizer).
    while clock.sleeperCount < 2 { await Task.yield() }
    clock.moveTime(to: .init(offset: .milliseconds(500)))
    for _ in 0..<5 { await Task.yield() }
    #expect(woken.isEmpty)
    #expect(clock.sleeperCount == 2)
    clock.moveTime(to: .init(offset: .seconds(1)))
    try await early.value
    #expect(woken == [1])
    #expect(clock.sleeperCount == 1)
    clock.moveTime(to: .init(offset: .seconds(3)))
    try await late.value
    #expect(woken == [1, 2])
    #expect(clock.now.offset == .seconds(3))
  }

  @Test func oneAdvancePastEveryDeadlineWakesEverySleeper() async throws {
    let clock = VirtualClock()
    let sleepers = (1...3).map { seconds in
      Task { @MainActor in try await clock.sleep(until: .init(offset: .seconds(seconds))) }
    }
    while clock.sleeperCount < 3 { await Task.yield() }
    clock.moveTime(to: .init(offset: .seconds(5)))
    for sleeper in sleepers { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test func timeNeverGoesBackwards() {
    let clock = VirtualClock()
    clock.moveTime(to: .init(offset: .seconds(2)))
    clock.moveTime(to: .init(offset: .seconds(1)))
    #expect(clock.now.offset == .seconds(2))
  }

  @Test func aCancelledSleeperThrowsEvenIfTimePassedItsDeadlineFirst() async {
    let clock = VirtualClock()
    let sleeper = Task { @MainActor in
      try await clock.sleep(until: .init(offset: .seconds(1)))
    }
    for _ in 0..<5 { await Task.yield() }
    sleeper.cancel()
    clock.moveTime(to: .init(offset: .seconds(5)))
    await #expect(throws: CancellationError.self) { try await sleeper.value }
  }

  // MARK: - advance(by:), the public way to move time

  @Test func advanceReturnsAfterTheWokenTasksHaveRun() async {
    let clock = VirtualClock()
    var woken: [Int] = []
    // Not asleep yet when advance is called: advance lets them reach their sleep first.
    for seconds in [3, 1, 2] {
      Task { @MainActor in
        try await clock.sleep(until: .init(offset: .seconds(seconds)))
        woken.append(seconds)
      }
    }
    await clock.advance(by: .milliseconds(2500))
    #expect(woken == [1, 2])
    #expect(clock.now.offset == .milliseconds(2500))
    await clock.advance(by: .seconds(1))
    #expect(woken == [1, 2, 3])
  }

  /// A sleeper that a woken task starts and that falls due within the same advance wakes too,
  /// at its own deadline.
  @Test func advanceWakesSleepsBegunOnTheWay() async {
    let clock = VirtualClock()
    var times: [Duration] = []
    Task { @MainActor in
      try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
      times.append(clock.now.offset)
      try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
      times.append(clock.now.offset)
    }
    await clock.advance(by: .seconds(5))
    #expect(times == [.seconds(1), .seconds(2)])
    #expect(clock.now.offset == .seconds(5))
  }

  /// A sleeper called from outside the main actor (as the coordinator's timers sleep) is woken
  /// and has run when advance returns.
  @Test func advanceWaitsForSleepersOffTheMainActor() async {
    let clock = VirtualClock()
    let woke = Task.detached { () -> Bool in
      (try? await clock.sleep(until: .init(offset: .seconds(1)), tolerance: nil)) != nil
    }
    await clock.advance(by: .seconds(1))
    #expect(await woke.value)
  }

  @Test func aNegativeAdvanceChangesNothing() async {
    let clock = VirtualClock()
    await clock.advance(by: .seconds(1))
    await clock.advance(by: .seconds(-5))
    #expect(clock.now.offset == .seconds(1))
  }

  /// A coordinator's timeout has not fired a millisecond before its deadline and has fired once
  /// `advance(by:)` reaches it, and the finishing time after it (the documented example, in
  /// steps).
  @Test func aCoordinatorsTimersHaveFiredWhenAdvanceReturns() async {
    for _ in 0..<50 {
      let clock = VirtualClock()
      let coordinator = RefreshCoordinator(
        configuration: RefreshConfiguration(timeout: .seconds(5)),
        clock: clock
      ) {
        try await Task.sleep(for: .seconds(60))  // a download that never ends
      }
      coordinator.requestRefresh()
      await clock.advance(by: .milliseconds(4999))
      #expect(coordinator.phase == .refreshing)
      await clock.advance(by: .milliseconds(1))
      #expect(coordinator.lastOutcome == .timedOut)
      #expect(coordinator.phase == .finishing(.timedOut))
      await clock.advance(by: .milliseconds(400))
      #expect(coordinator.phase == .idle)
    }
  }

  /// The example of the documentation (TestingWithAManualClock.md), as it is written there.
  @Test func theDocumentedTimeoutExampleHolds() async {
    for _ in 0..<20 {
      let clock = VirtualClock()
      let coordinator = RefreshCoordinator(
        configuration: RefreshConfiguration(timeout: .seconds(5)),
        clock: clock
      ) {
        try await clock.sleep(for: .seconds(60))  // a download that never ends
      }
      coordinator.requestRefresh()
      await clock.advance(by: .seconds(5))
      #expect(coordinator.lastOutcome == .timedOut)
      #expect(coordinator.phase == .finishing(.timedOut))
      await clock.advance(by: .milliseconds(400))
      #expect(coordinator.phase == .idle)
    }
  }

  /// The minimum refreshing time holds a fast action's outcome back until it is up.
  @Test func theMinimumRefreshingTimeEndsOnTheClock() async {
    let clock = VirtualClock()
    let coordinator = RefreshCoordinator(clock: clock) {}
    let outcome = await coordinator.refresh()
    #expect(outcome == .success)
    #expect(coordinator.phase == .refreshing)
    await clock.advance(by: .milliseconds(300))
    #expect(coordinator.phase == .finishing(.success))
    await clock.advance(by: .milliseconds(400))
    #expect(coordinator.phase == .idle)
  }
}
