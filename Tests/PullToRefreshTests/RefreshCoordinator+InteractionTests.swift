import Testing

@testable import PullToRefresh

/// Front ends that see a flag (UIKit's `isTracking`, SwiftUI's scroll phase) report it as it is.
@MainActor
struct RefreshCoordinatorInteractionTests {
  @Test func onlyChangesOfTheFlagReachTheEngine() {
    let harness = CoordinatorHarness(.default)
    let coordinator = harness.coordinator
    var inputs: [RefreshCoordinator.Input] = []
    _ = coordinator.addInputHandler { inputs.append($0) }
    coordinator.interactionChanged(isInteracting: false)
    coordinator.interactionChanged(isInteracting: true)
    coordinator.interactionChanged(isInteracting: true)
    #expect(coordinator.isInteracting)
    coordinator.interactionChanged(isInteracting: false, velocity: -120)
    coordinator.interactionChanged(isInteracting: false)
    #expect(!coordinator.isInteracting)
    #expect(inputs == [.interactionBegan, .interactionEnded(velocity: -120)])
  }

  @Test func theRestingInsetFollowsThePhaseAndWaitsForTheRelease() {
    let harness = CoordinatorHarness(.default)
    let coordinator = harness.coordinator
    #expect(coordinator.restingInset(current: 40) == 0)
    coordinator.interactionChanged(isInteracting: true)
    coordinator.scrolled(edgeOffset: 100)
    coordinator.requestRefresh()
    #expect(coordinator.phase == .refreshing)
    #expect(coordinator.restingInset(current: 0) == 0)
    coordinator.interactionChanged(isInteracting: false)
    #expect(coordinator.restingInset(current: 0) == coordinator.restingExtent)
    #expect(coordinator.restingExtent == 62)
  }

  @Test func aFlagPulledPastTheThresholdRefreshesOnce() {
    let harness = CoordinatorHarness(.default)
    let coordinator = harness.coordinator
    coordinator.interactionChanged(isInteracting: true)
    coordinator.scrolled(edgeOffset: 100)
    coordinator.interactionChanged(isInteracting: false)
    coordinator.interactionChanged(isInteracting: false)
    #expect(coordinator.phase == .refreshing)
    #expect(coordinator.stateMachine.cycle == 1)
  }
}
