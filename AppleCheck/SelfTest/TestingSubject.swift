// The test-file self-test subject of AppleCheck/check-apple-code.sh --self-test: a small, correct
// Swift Testing suite on the engine, timed by the trace module's VirtualClock, as an app's test
// target writes it. The self-test copies it, injects one mistake at a time by replacing an exact
// piece of this text, and requires every mutant to be rejected for the expected reason. Keep it
// correct on Linux (the toolchain's swift-testing) and on all five platform passes (the fake
// SDKs' Testing, whose exit tests are unavailable on iOS, tvOS, watchOS and visionOS, as
// swift-testing builds them there), and keep the mutated pieces (`MUTANTS`, subject `testing`)
// occurring exactly once.

import PullToRefresh
import PullToRefreshTrace
import Testing

@MainActor
@Suite struct SelfTestTimeoutTests {
  @Test func aLongRefreshTimesOut() async throws {
    let clock = VirtualClock()
    let coordinator = RefreshCoordinator(
      configuration: RefreshConfiguration(timeout: .seconds(5)),
      clock: clock
    ) { try await Task.sleep(for: .seconds(60)) }
    coordinator.requestRefresh()
    await clock.advance(by: .seconds(5))
    let outcome = try #require(coordinator.lastOutcome)
    #expect(outcome == .timedOut)
  }

  @Test(arguments: [1, 2, 3])
  func advancingMovesTime(seconds: Int) async {
    let clock = VirtualClock()
    await clock.advance(by: .seconds(seconds))
    #expect(clock.now.offset == .seconds(seconds))
  }
}

// Exit tests exist where swift-testing can spawn a process (Swift 6.2 and later): not on iOS, tvOS,
// watchOS or visionOS.
#if compiler(>=6.2) && !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)  // exit tests
@Test func aProcessThatExitsCleanlyPasses() async {
  await #expect(processExitsWith: .success) {}
}
#endif
