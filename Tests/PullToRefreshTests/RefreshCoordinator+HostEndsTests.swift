import PullToRefreshTrace
import Testing

@testable import PullToRefresh

/// A coordinator without an action (R14, the package's decision): the host owns the refresh.
///
/// A cycle, however it started, lasts until the host clears the flag, cancels, goes away or the
/// timeout passes; the minimum refreshing time still applies. A pull must never end the host's
/// work after the minimum time, as it did when the flag form ran an empty action.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct RefreshCoordinatorHostEndsTests {
  /// A harness whose coordinator has no action.
  private func harness(_ configuration: RefreshConfiguration = .default) -> CoordinatorHarness {
    let harness = CoordinatorHarness(configuration)
    harness.coordinator.action = nil
    return harness
  }

  @Test func aPullRefreshesUntilTheHostClearsTheFlag() async {
    let harness = harness()
    harness.drag(through: [30, 60, 95])
    harness.bounceBack(from: 95)
    await harness.settle()
    #expect(harness.coordinator.phase == .refreshing)
    await harness.advance(by: .seconds(30))
    #expect(harness.coordinator.phase == .refreshing)
    #expect(harness.coordinator.isRefreshing)
    #expect(harness.coordinator.lastOutcome == nil)
    harness.coordinator.isRefreshing = false
    #expect(harness.coordinator.phase == .finishing(.success))
    #expect(harness.coordinator.lastOutcome == .success)
    #expect(harness.coordinator.timeSinceLastUpdate() == .zero)
    #expect(harness.announcements == [.refreshing, .updated])
    // No action ran, so none started or finished.
    #expect(!harness.events.contains(.actionStarted))
    #expect(!harness.events.contains { if case .actionFinished = $0 { true } else { false } })
    await harness.advance(by: .milliseconds(400))
    #expect(harness.coordinator.phase == .idle)
  }

  @Test(arguments: RefreshCoordinator.RequestSource.allCases)
  func aRequestWaitsForTheHostAndReturnsItsOutcome(source: RefreshCoordinator.RequestSource)
    async
  {
    let harness = harness()
    async let outcome = harness.coordinator.refresh(source: source)
    await harness.settle()
    await harness.advance(by: .seconds(10))
    #expect(harness.coordinator.phase == .refreshing)
    harness.coordinator.isRefreshing = false
    #expect(await outcome == .success)
    #expect(harness.action.calls == 0)
  }

  @Test func theMinimumRefreshingTimeStillHolds() async {
    let harness = harness()
    harness.coordinator.requestRefresh()
    await harness.advance(by: .milliseconds(100))
    harness.coordinator.isRefreshing = false
    #expect(harness.coordinator.phase == .refreshing)
    #expect(harness.coordinator.lastOutcome == .success)
    await harness.advance(by: .milliseconds(199))
    #expect(harness.coordinator.phase == .refreshing)
    await harness.advance(by: .milliseconds(1))
    #expect(harness.coordinator.phase == .finishing(.success))
  }

  @Test func cancelEndsTheCycleCancelled() async {
    let harness = harness()
    async let outcome = harness.coordinator.refresh()
    await harness.settle()
    await harness.advance(by: .seconds(2))
    harness.coordinator.cancel()
    #expect(await outcome == .cancelled)
    #expect(harness.coordinator.phase == .finishing(.cancelled))
  }

  @Test func goingAwayEndsTheCycleCancelled() async {
    let harness = harness()
    async let outcome = harness.coordinator.refresh()
    await harness.settle()
    await harness.advance(by: .seconds(2))
    harness.coordinator.disappeared()
    #expect(await outcome == .cancelled)
  }

  @Test func theTimeoutEndsTheCycleTimedOut() async {
    let harness = harness(RefreshConfiguration(timeout: .seconds(5)))
    async let outcome = harness.coordinator.refresh()
    await harness.settle()
    await harness.advance(by: .milliseconds(4999))
    #expect(harness.coordinator.phase == .refreshing)
    await harness.advance(by: .milliseconds(1))
    #expect(await outcome == .timedOut)
    #expect(harness.coordinator.phase == .finishing(.timedOut))
    #expect(harness.announcements == [.refreshing, .failed])
  }

  @Test func anActionSetDuringTheCycleRunsFromTheNextOne() async {
    let harness = harness()
    harness.coordinator.requestRefresh()
    await harness.advance(by: .seconds(1))
    harness.coordinator.action = harness.action.closure
    await harness.advance(by: .seconds(5))
    #expect(harness.coordinator.phase == .refreshing)
    #expect(harness.action.calls == 0)
    harness.coordinator.isRefreshing = false
    await harness.advance(by: .milliseconds(400))
    harness.coordinator.requestRefresh()
    await harness.settle()
    #expect(harness.action.calls == 1)
    await harness.finishAction()
    #expect(harness.coordinator.lastOutcome == .success)
  }
}
