import Testing

@_spi(FrontEnd) @testable import PullToRefresh

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
    coordinator.interactionChanged(isInteracting: false)
    coordinator.interactionChanged(isInteracting: false)
    #expect(!coordinator.isInteracting)
    #expect(inputs == [.interactionBegan, .interactionEnded])
  }

  @Test func theRestingInsetIsSentOnceTheReleaseHasBeenHandled() {
    let harness = CoordinatorHarness(.default)
    let coordinator = harness.coordinator
    var seenInHandler: [(RestingInset, RestingInset, Bool)] = []
    coordinator.addEventHandler { event in
      guard case .restingInsetChanged(let change) = event else { return }
      seenInHandler.append((change, coordinator.restingInset, coordinator.isInteracting))
    }
    coordinator.interactionChanged(isInteracting: true)
    coordinator.scrolled(edgeOffset: 100)
    coordinator.requestRefresh()
    #expect(coordinator.phase == .refreshing)
    #expect(seenInHandler.isEmpty)
    coordinator.interactionChanged(isInteracting: false)
    let expected = RestingInset(inset: 62, reveals: true, animates: true)
    #expect(seenInHandler.map(\.0) == [expected])
    #expect(seenInHandler.map(\.1) == [expected])  // the state is published before the event
    #expect(seenInHandler.map(\.2) == [false])
    #expect(coordinator.restingInset == expected)
  }

  @Test func aRefreshFromCodeScrolledAwayRevealsNothing() {
    let harness = CoordinatorHarness(.default)
    let coordinator = harness.coordinator
    coordinator.scrolled(edgeOffset: -300)
    coordinator.requestRefresh()
    #expect(coordinator.restingInset == RestingInset(inset: 62, reveals: false, animates: false))
    #expect(harness.events.contains(.restingInsetChanged(coordinator.restingInset)))
  }

  @Test func reduceMotionIsOneSettingForTheInsetAndTheSpinner() {
    let harness = CoordinatorHarness(.default)
    let coordinator = harness.coordinator
    #expect(coordinator.indicator.spinnerPeriod == 1)
    coordinator.reducesMotion = true
    #expect(coordinator.indicator.spinnerPeriod == 3)
    coordinator.requestRefresh()
    #expect(coordinator.restingInset == RestingInset(inset: 62, reveals: true, animates: false))
  }

  @Test func aHandlerMayCallBackIntoTheCoordinator() {
    let harness = CoordinatorHarness(.default)
    let coordinator = harness.coordinator
    var order: [String] = []
    coordinator.addEventHandler { event in
      switch event {
      case .restingInsetChanged(let change):
        order.append("inset \(change.inset)")
        // A UIKit front end sets its inset, and the scroll view reports the new offset at once.
        coordinator.scrolled(edgeOffset: 0)
      case .phaseChanged(let phase):
        order.append("phase \(phase)")
      default:
        break
      }
    }
    coordinator.requestRefresh()
    #expect(order == ["phase refreshing", "inset 62.0"])
    #expect(coordinator.phase == .refreshing)
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
