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
    #expect(
      coordinator.restingInsetChange(current: 40, reduceMotion: false)
        == .init(inset: 0, reveals: false, animates: true)
    )
    coordinator.interactionChanged(isInteracting: true)
    coordinator.scrolled(edgeOffset: 100)
    coordinator.requestRefresh()
    #expect(coordinator.phase == .refreshing)
    #expect(coordinator.restingInsetChange(current: 0, reduceMotion: false) == nil)
    coordinator.interactionChanged(isInteracting: false)
    #expect(
      coordinator.restingInsetChange(current: 0, reduceMotion: false)
        == .init(inset: 62, reveals: true, animates: true)
    )
    #expect(coordinator.restingExtent == 62)
  }

  @Test func aRefreshFromCodeScrolledAwayRevealsNothing() {
    let harness = CoordinatorHarness(.default)
    let coordinator = harness.coordinator
    coordinator.scrolled(edgeOffset: -300)
    coordinator.requestRefresh()
    #expect(
      coordinator.restingInsetChange(current: 0, reduceMotion: false)
        == .init(inset: 62, reveals: false, animates: false)
    )
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
