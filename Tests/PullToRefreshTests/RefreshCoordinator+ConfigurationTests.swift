import Testing

@testable import PullToRefresh

/// A front end (SwiftUI's environment) may hand the coordinator new settings at any time.
@MainActor
struct RefreshCoordinatorConfigurationTests {
  @Test func aNewThresholdAppliesToThePullInProgress() {
    let harness = CoordinatorHarness(.default)
    let coordinator = harness.coordinator
    coordinator.interactionBegan()
    coordinator.scrolled(edgeOffset: 60)
    #expect(coordinator.phase == .pulling)
    #expect(coordinator.indicator.ringFraction == 60.0 / 90)
    coordinator.configuration = RefreshConfiguration(threshold: .points(120))
    #expect(coordinator.indicator.ringFraction == 0.5)
    coordinator.configuration = .default.replacing(threshold: .points(50))
    #expect(coordinator.indicator.ringFraction == 1)
    coordinator.scrolled(edgeOffset: 61)
    #expect(coordinator.phase == .armed)
  }

  @Test func anEqualConfigurationNotifiesNobody() {
    let harness = CoordinatorHarness(.default)
    var events: [RefreshCoordinator.Event] = []
    _ = harness.coordinator.addEventHandler { events.append($0) }
    harness.coordinator.configuration = .default
    #expect(events.isEmpty)
    #expect(harness.coordinator.configuration == .default)
  }

  @Test func aNewRestingExtentShowsInTheIndicatorWhileRefreshing() async {
    let harness = CoordinatorHarness(.default)
    let coordinator = harness.coordinator
    coordinator.requestRefresh()
    await harness.settle()
    #expect(coordinator.phase == .refreshing)
    #expect(coordinator.indicator.offset == 31)
    coordinator.configuration = RefreshConfiguration(threshold: .points(90), restingExtent: 40)
    #expect(coordinator.stateMachine.restingExtent == 40)
    #expect(coordinator.indicator.offset == 20)
  }
}
