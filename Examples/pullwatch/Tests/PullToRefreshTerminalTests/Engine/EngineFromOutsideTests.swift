import PullToRefresh
import PullToRefreshTrace
import Testing

/// The engine as a package outside it sees it, through its public API alone (issue 30): what
/// any front end draws during a quiet refresh, and policy values a settings screen may give.
@MainActor
@Suite struct EngineFromOutsideTests {
  @Test func aScheduledRefreshShowsAnIdleIndicatorAndARequestTheSpinner() async {
    let clock = VirtualClock()
    let coordinator = RefreshCoordinator(clock: clock) {
      try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
    }
    coordinator.requestRefresh(source: .scheduled)
    #expect(coordinator.phase == .refreshing)
    #expect(coordinator.isScheduledRefresh)
    // P4 (amended 2026-12-07): nothing at the edge, whatever a front end draws it with.
    #expect(!coordinator.indicator.showsSpinner)
    #expect(coordinator.indicator.ringFraction == 0)
    #expect(coordinator.indicator.opacity < 0.02)
    #expect(coordinator.indicator.accessibilityLabel == "Refresh")
    // A person's request joins the quiet cycle: the spinner shows from then.
    coordinator.requestRefresh()
    #expect(!coordinator.isScheduledRefresh)
    #expect(coordinator.indicator.showsSpinner)
    #expect(coordinator.indicator.opacity == 1)
    coordinator.cancel()
  }

  @Test(arguments: [Duration.zero, .seconds(-1), .nanoseconds(1), .seconds(Int64.min)])
  func anyPolicyAUserCanEnterIsAcceptedAndRuns(value: Duration) async {
    var configuration = RefreshConfiguration.default
    configuration.policy = .whenStale(after: value)
    configuration.policy = RefreshPolicy(staleAfter: value, interval: value)
    configuration.timeout = value
    configuration.minimumRefreshingDuration = value
    let clock = VirtualClock()
    let coordinator = RefreshCoordinator(configuration: configuration, clock: clock) {}
    coordinator.isVisible = false
    coordinator.isVisible = true
    await clock.advance(by: .seconds(1))
    #expect(coordinator.configuration.policy.interval.map { $0 >= .milliseconds(100) } == true)
    #expect(coordinator.configuration.timeout.map { $0 > .zero } ?? true)
    coordinator.disappeared()
  }
}
