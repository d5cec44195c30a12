import Testing

@testable import PullToRefreshTrace

/// The replayer's clock: time moves only when told, sleepers wake in deadline order.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct VirtualClockTests {
  @Test func sleepersWakeInDeadlineOrderWhenTimePassesThem() async throws {
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
    clock.advance(to: .init(offset: .seconds(3)))
    try await late.value
    try await early.value
    #expect(woken == [1, 2])
    #expect(clock.now.offset == .seconds(3))
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
