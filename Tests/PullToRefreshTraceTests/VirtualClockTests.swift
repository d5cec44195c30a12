import Testing

@testable import PullToRefreshTrace

/// The replayer's clock: time moves only when told, sleepers wake in deadline order.
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
    clock.advance(to: .init(offset: .milliseconds(500)))
    for _ in 0..<5 { await Task.yield() }
    #expect(woken.isEmpty)
    #expect(clock.sleeperCount == 2)
    clock.advance(to: .init(offset: .seconds(1)))
    try await early.value
    #expect(woken == [1])
    #expect(clock.sleeperCount == 1)
    clock.advance(to: .init(offset: .seconds(3)))
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
    clock.advance(to: .init(offset: .seconds(5)))
    for sleeper in sleepers { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test func timeNeverGoesBackwards() {
    let clock = VirtualClock()
    clock.advance(to: .init(offset: .seconds(2)))
    clock.advance(to: .init(offset: .seconds(1)))
    #expect(clock.now.offset == .seconds(2))
  }

  @Test func aCancelledSleeperThrowsEvenIfTimePassedItsDeadlineFirst() async {
    let clock = VirtualClock()
    let sleeper = Task { @MainActor in
      try await clock.sleep(until: .init(offset: .seconds(1)))
    }
    for _ in 0..<5 { await Task.yield() }
    sleeper.cancel()
    clock.advance(to: .init(offset: .seconds(5)))
    await #expect(throws: CancellationError.self) { try await sleeper.value }
  }
}
