import Observation
import PullToRefreshTrace
import Testing

@testable import PullToRefresh

/// The behaviour contract (Behavior.md) through the coordinator, on a manual clock, with a
/// scripted action.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct RefreshCoordinatorTests {
  @Test func pullAndReleaseRunsTheActionOnceThroughAFullCycle() async {
    let harness = CoordinatorHarness()
    harness.drag(through: stride(from: 0.0, through: 120, by: 8).map { $0 })
    harness.bounceBack(from: 120)
    await harness.settle()
    #expect(harness.action.calls == 1)
    #expect(harness.coordinator.phase == .refreshing)
    #expect(harness.coordinator.indicator.showsSpinner)
    await harness.advance(by: .seconds(1))
    await harness.finishAction()
    #expect(harness.coordinator.phase == .finishing(.success))
    await harness.advance(by: .milliseconds(400))
    #expect(harness.coordinator.phase == .idle)
    #expect(harness.phases == [.pulling, .armed, .refreshing, .finishing(.success), .idle])
    #expect(harness.haptics == 1)
    #expect(harness.announcements == [.refreshing, .updated])
    #expect(harness.events.filter { $0 == .actionStarted }.count == 1)
    #expect(harness.events.contains(.actionFinished(.success)))
    #expect(harness.action.calls == 1)
  }

  @Test func momentumPastTheEdgeNeverArms() async {
    let harness = CoordinatorHarness()
    for offset in stride(from: -600.0, through: 150, by: 25) {
      harness.coordinator.scrolled(edgeOffset: offset)
    }
    harness.bounceBack(from: 150)
    await harness.advance(by: .seconds(2))
    #expect(harness.events.isEmpty)
    #expect(harness.action.calls == 0)
  }

  @Test func refreshReturnsTheOutcomeWithoutWaitingForTheMinimumTime() async {
    let harness = CoordinatorHarness()
    async let outcome = harness.coordinator.refresh()
    await harness.settle()
    #expect(harness.coordinator.phase == .refreshing)
    await harness.finishAction()
    #expect(await outcome == .success)
    // The caller has its outcome while the indicator still shows for the minimum time.
    #expect(harness.coordinator.phase == .refreshing)
    await harness.advance(by: .milliseconds(299))
    #expect(harness.coordinator.phase == .refreshing)
    await harness.advance(by: .milliseconds(1))
    #expect(harness.coordinator.phase == .finishing(.success))
  }

  @Test func twoRefreshCallsInTheSameTurnRunOneActionAndShareItsOutcome() async {
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    let first = Task { await coordinator.refresh() }
    let second = Task { await coordinator.refresh() }
    await harness.settle()
    #expect(harness.action.calls == 1)
    await harness.finishAction(.failure)
    #expect(await first.value == .failure)
    #expect(await second.value == .failure)
    #expect(harness.action.calls == 1)
  }

  @Test func refreshJoinsACycleStartedByAPull() async {
    let harness = CoordinatorHarness()
    harness.drag(through: [40, 95])
    async let joined = harness.coordinator.refresh()
    await harness.settle()
    await harness.finishAction()
    #expect(await joined == .success)
    #expect(harness.action.calls == 1)
  }

  @Test func failureKeepsTheErrorAndReportsItOnce() async throws {
    let harness = CoordinatorHarness(.init(minimumRefreshingDuration: .zero))
    async let outcome = harness.coordinator.refresh()
    await harness.settle()
    await harness.finishAction(.failure)
    #expect(await outcome == .failure)
    let error = try #require(harness.coordinator.lastError as? ScriptedAction.Failure)
    #expect(error == ScriptedAction.Failure(call: 1))
    #expect(harness.coordinator.lastOutcome == .failure)
    #expect(harness.events.filter { $0 == .actionFinished(.failure) }.count == 1)
    #expect(harness.announcements == [.refreshing, .failed])
    #expect(harness.coordinator.lastUpdated == nil)
    // The next success clears it.
    async let next = harness.coordinator.refresh()
    await harness.settle()
    await harness.finishAction()
    #expect(await next == .success)
    #expect(harness.coordinator.lastError == nil)
  }

  @Test func cancelDuringTheActionCancelsItsTask() async {
    let harness = CoordinatorHarness()
    async let outcome = harness.coordinator.refresh()
    await harness.settle()
    harness.coordinator.cancel()
    #expect(await outcome == .cancelled)
    await harness.settle()
    #expect(harness.action.running == 0)
    #expect(harness.coordinator.phase == .finishing(.cancelled))
    await harness.advance(by: .milliseconds(400))
    #expect(harness.phases == [.refreshing, .finishing(.cancelled), .idle])
    #expect(harness.announcements == [.refreshing])
  }

  @Test func aCompletionAfterACancelChangesNothing() async {
    let harness = CoordinatorHarness()
    harness.action.ignoresCancellation = true
    harness.coordinator.requestRefresh()
    await harness.settle()
    harness.coordinator.cancel()
    #expect(harness.coordinator.lastOutcome == .cancelled)
    await harness.finishAction(.success)
    #expect(harness.coordinator.lastOutcome == .cancelled)
    #expect(harness.coordinator.lastUpdated == nil)
    #expect(
      harness.events.filter { if case .actionFinished = $0 { true } else { false } }.count == 1
    )
  }

  @Test func anActionIgnoringCancellationDoesNotKeepTheCoordinatorRefreshing() async {
    let harness = CoordinatorHarness()
    harness.action.ignoresCancellation = true
    harness.coordinator.requestRefresh()
    await harness.settle()
    harness.coordinator.cancel()
    await harness.advance(by: .milliseconds(400))
    #expect(harness.coordinator.phase == .idle)
    #expect(harness.action.running == 1)
    // A new refresh starts at once, but its action waits for the old one to return.
    async let next = harness.coordinator.refresh()
    await harness.settle()
    #expect(harness.coordinator.phase == .refreshing)
    #expect(harness.action.calls == 1)
    await harness.finishAction()
    #expect(harness.action.calls == 2)
    #expect(harness.action.mostRunningAtOnce == 1)
    await harness.finishAction()
    #expect(await next == .success)
  }

  @Test func timeoutCancelsTheActionAndReportsTimedOut() async {
    let harness = CoordinatorHarness(.init(timeout: .seconds(5)))
    async let outcome = harness.coordinator.refresh()
    await harness.settle()
    await harness.advance(by: .milliseconds(4999))
    #expect(harness.coordinator.phase == .refreshing)
    await harness.advance(by: .milliseconds(1))
    #expect(await outcome == .timedOut)
    #expect(harness.action.running == 0)
    #expect(harness.coordinator.phase == .finishing(.timedOut))
    #expect(harness.announcements == [.refreshing, .failed])
  }

  @Test func completionUnderTheFingerWaitsForReleaseAndRetract() async {
    let harness = CoordinatorHarness()
    harness.drag(through: [50, 100, 120])
    harness.coordinator.interactionBegan()
    harness.coordinator.scrolled(edgeOffset: 150)
    await harness.advance(by: .seconds(1))
    await harness.finishAction()
    await harness.advance(by: .seconds(1))
    harness.coordinator.scrolled(edgeOffset: 160)
    #expect(harness.coordinator.phase == .finishing(.success))
    harness.coordinator.interactionEnded()
    harness.bounceBack(from: 160)
    #expect(harness.coordinator.phase == .idle)
    harness.drag(through: [50, 95])
    await harness.settle()
    #expect(harness.action.calls == 2)
  }

  @Test func disappearingCancelsTheRefresh() async {
    let harness = CoordinatorHarness()
    async let outcome = harness.coordinator.refresh()
    await harness.settle()
    harness.coordinator.disappeared()
    #expect(await outcome == .cancelled)
    await harness.advance(by: .milliseconds(400))
    #expect(harness.coordinator.phase == .idle)
    #expect(harness.action.running == 0)
  }

  @Test func replacingTheActionNeverDisturbsTheRefreshInFlight() async {
    let harness = CoordinatorHarness()
    let replacement = ScriptedAction()
    async let outcome = harness.coordinator.refresh()
    await harness.settle()
    // A view update hands over a new closure, many times.
    for _ in 0..<5 { harness.coordinator.action = replacement.closure }
    await harness.settle()
    #expect(harness.coordinator.phase == .refreshing)
    await harness.finishAction()
    #expect(await outcome == .success)
    #expect(replacement.calls == 0)
    await harness.advance(by: .seconds(1))
    harness.coordinator.requestRefresh()
    await harness.settle()
    #expect(replacement.calls == 1)
    #expect(harness.action.calls == 1)
  }

  @Test func controlledFlagShowsAndEndsARefreshWithoutTheAction() async {
    let harness = CoordinatorHarness()
    harness.coordinator.isRefreshing = true
    await harness.settle()
    #expect(harness.coordinator.phase == .refreshing)
    #expect(harness.coordinator.isRefreshing)
    #expect(harness.action.calls == 0)
    await harness.advance(by: .seconds(1))
    harness.coordinator.isRefreshing = false
    #expect(harness.coordinator.phase == .finishing(.success))
    #expect(harness.coordinator.lastOutcome == .success)
    #expect(harness.events.contains(.actionStarted) == false)
  }

  @Test func lastUpdatedIsTheClockInstantOfTheLastSuccess() async throws {
    let harness = CoordinatorHarness()
    #expect(harness.coordinator.timeSinceLastUpdate() == nil)
    await harness.advance(by: .seconds(3))
    harness.coordinator.requestRefresh()
    await harness.advance(by: .seconds(2))
    await harness.finishAction()
    let instant = try #require(harness.coordinator.lastUpdated as? VirtualClock.Instant)
    #expect(instant.offset == .seconds(5))
    await harness.advance(by: .seconds(120))
    #expect(harness.coordinator.timeSinceLastUpdate() == .seconds(120))
  }

  @Test func eventsStreamDeliversEventsInOrder() async {
    let harness = CoordinatorHarness(.init(minimumRefreshingDuration: .zero))
    let stream = harness.coordinator.events()
    harness.coordinator.requestRefresh()
    await harness.settle()
    await harness.finishAction()
    var received: [RefreshCoordinator.Event] = []
    for await event in stream {
      received.append(event)
      if received.count == 8 { break }
    }
    #expect(
      received == [
        .phaseChanged(.refreshing), .actionStarted, .announcement(.refreshing),
        .restingInsetChanged(RestingInset(inset: 62, reveals: true, animates: true)),
        .actionFinished(.success), .phaseChanged(.finishing(.success)),
        .announcement(.updated),
        .restingInsetChanged(RestingInset(inset: 0, reveals: false, animates: true)),
      ]
    )
  }

  // MARK: - Observation

  @Test func scrollingInTheMiddleOfTheContentNotifiesNoObserver() {
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    coordinator.scrolled(edgeOffset: -500)
    let changes = ChangeCounter()
    withObservationTracking {
      _ = (coordinator.phase, coordinator.indicator, coordinator.restingInset)
      _ = (coordinator.lastOutcome, coordinator.lastUpdated, coordinator.isRefreshing)
    } onChange: {
      changes.count += 1
    }
    coordinator.interactionBegan()
    for offset in stride(from: -500.0, through: -20, by: 7) {
      coordinator.scrolled(edgeOffset: offset)
    }
    coordinator.interactionEnded()
    #expect(changes.count == 0)
    // The same tracking does see a pull past the edge.
    coordinator.scrolled(edgeOffset: 10)
    coordinator.interactionBegan()
    coordinator.scrolled(edgeOffset: 20)
    #expect(changes.count == 1)
  }

  @Test func aRepeatedPullValueNotifiesOnce() {
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    coordinator.interactionBegan()
    coordinator.scrolled(edgeOffset: 30)
    let changes = ChangeCounter()
    withObservationTracking {
      _ = coordinator.indicator
    } onChange: {
      changes.count += 1
    }
    coordinator.scrolled(edgeOffset: 30)
    #expect(changes.count == 0)
    coordinator.scrolled(edgeOffset: 31)
    #expect(changes.count == 1)
  }
}

/// Counts observation callbacks.
private final class ChangeCounter: @unchecked Sendable {
  var count = 0
}
