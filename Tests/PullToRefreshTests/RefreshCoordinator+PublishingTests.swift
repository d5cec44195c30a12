import Observation
import PullToRefreshTrace
import Testing

@_spi(FrontEnd) @testable import PullToRefresh

/// What the coordinator publishes, and that it notifies observers only on a change.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct RefreshCoordinatorPublishingTests {
  /// The coordinator is the only record of when the running refresh started.
  @Test func refreshingSinceIsTheStartOfTheRunningRefresh() async {
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    #expect(coordinator.refreshingSince == nil)
    #expect(coordinator.timeSinceRefreshingStarted() == nil)
    await harness.advance(by: .seconds(2))
    coordinator.requestRefresh()
    let started = coordinator.refreshingSince as? VirtualClock.Instant
    #expect(started?.offset == .seconds(2))
    await harness.advance(by: .milliseconds(700))
    #expect(coordinator.timeSinceRefreshingStarted() == .milliseconds(700))
    await harness.finishAction()
    await harness.advance(by: .milliseconds(100))
    #expect(coordinator.phase == .finishing(.success))
    #expect(coordinator.refreshingSince == nil)
    #expect(coordinator.timeSinceLastUpdate() == .milliseconds(100))
  }

  @Test func eachCycleHasItsOwnStart() async {
    let harness = CoordinatorHarness(.init(minimumRefreshingDuration: .zero))
    let coordinator = harness.coordinator
    coordinator.requestRefresh()
    await harness.settle()
    await harness.finishAction()
    await harness.advance(by: .milliseconds(100))
    #expect(coordinator.phase == .finishing(.success))
    coordinator.requestRefresh()  // during finishing: the next cycle at once
    #expect(coordinator.phase == .refreshing)
    #expect((coordinator.refreshingSince as? VirtualClock.Instant)?.offset == .milliseconds(100))
  }

  @Test(arguments: [
    "configuration", "isInteracting", "restingInset", "reducesMotion", "refreshingSince",
  ])
  func propertiesFrontEndsReadAreObservable(property: String) {
    let coordinator = RefreshCoordinator(configuration: .init(threshold: .fraction(0.5))) {}
    coordinator.viewportChanged(600)
    let changes = Counter()
    withObservationTracking {
      switch property {
      case "configuration": _ = coordinator.configuration
      case "isInteracting": _ = coordinator.isInteracting
      case "restingInset": _ = coordinator.restingInset
      case "reducesMotion": _ = coordinator.reducesMotion
      default: _ = coordinator.refreshingSince
      }
    } onChange: {
      changes.count += 1
    }
    switch property {
    case "configuration": coordinator.configuration = .default
    case "isInteracting": coordinator.interactionBegan()
    case "restingInset": coordinator.requestRefresh(source: .accessibility)
    case "reducesMotion": coordinator.reducesMotion = true
    default: coordinator.requestRefresh()
    }
    #expect(changes.count == 1)
  }

  @Test func equalValuesNotifyNobody() {
    let coordinator = RefreshCoordinator {}
    let changes = Counter()
    withObservationTracking {
      _ = (coordinator.configuration, coordinator.isInteracting, coordinator.restingInset)
      _ = coordinator.reducesMotion
      _ = coordinator.refreshingSince
    } onChange: {
      changes.count += 1
    }
    coordinator.configuration = .default
    coordinator.reducesMotion = false
    coordinator.interactionEnded()
    coordinator.viewportChanged(600)
    coordinator.scrolled(edgeOffset: -200)
    #expect(changes.count == 0)
  }
}
