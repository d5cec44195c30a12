import PullToRefreshTrace
import Testing

@_spi(FrontEnd) @testable import PullToRefresh

/// The end of a cycle through the coordinator (Behavior.md: R12, R13), on a manual clock.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct RefreshCoordinatorRequestsTests {
  /// The contract's R12 example: a refresh fails at 1.0 s with the content at rest; a drag that
  /// begins at 1.1 s and goes past 90 before its release starts the second action.
  @Test func aRetryRightAfterAFailureStartsTheSecondAction() async {
    let harness = CoordinatorHarness(.init(minimumRefreshingDuration: .zero))
    harness.drag(through: [30, 60, 95])
    harness.bounceBack(from: 95)
    await harness.settle()
    await harness.advance(by: .seconds(1))
    await harness.finishAction(.failure)
    #expect(harness.coordinator.phase == .finishing(.failure))
    await harness.advance(by: .milliseconds(100))
    #expect(harness.coordinator.phase == .finishing(.failure))
    harness.drag(through: [20, 50, 92])
    await harness.settle()
    #expect(harness.action.calls == 2)
    #expect(harness.coordinator.phase == .refreshing)
    #expect(
      harness.phases == [
        .pulling, .armed, .refreshing, .finishing(.failure), .idle, .pulling, .armed, .refreshing,
      ]
    )
    #expect(harness.haptics == 2)
  }

  /// A refresh goes on while the host is covered (a push, another tab, a sheet): the front end
  /// sends nothing, or only samples the engine ignores, and the state is true when it is back.
  @Test func aCoveredHostsRefreshGoesOn() async {
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    coordinator.requestRefresh()
    await harness.settle()
    coordinator.viewportChanged(0)
    await harness.advance(by: .seconds(5))
    #expect(coordinator.phase == .refreshing)
    #expect(coordinator.indicator.showsSpinner)
    await harness.finishAction()
    await harness.advance(by: .seconds(1))
    coordinator.viewportChanged(600)
    coordinator.scrolled(edgeOffset: 0)
    #expect(coordinator.phase == .idle)
    #expect(coordinator.lastOutcome == .success)
    #expect(harness.action.calls == 1)
  }

  /// The host that owned the coordinator went away for good: releasing the coordinator cancels
  /// its refresh (R13).
  @Test func releasingTheCoordinatorCancelsItsRefresh() async {
    let action = ScriptedAction()
    var coordinator: RefreshCoordinator? = RefreshCoordinator(
      configuration: .init(timeout: .seconds(30)),
      clock: VirtualClock(),
      action: action.closure
    )
    coordinator?.requestRefresh()
    for _ in 0..<10 { await Task.yield() }
    #expect(action.isWaiting)
    weak var released: RefreshCoordinator?
    released = coordinator
    coordinator = nil
    #expect(released == nil)
    for _ in 0..<10 { await Task.yield() }
    #expect(!action.isWaiting)
    #expect(action.running == 0)
  }

  /// Cancelling the task that awaits a refresh does not cancel the refresh (R8, R13).
  @Test func cancellingTheAwaitingTaskLeavesTheRefreshRunning() async {
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    let waiting = Task { await coordinator.refresh() }
    await harness.settle()
    waiting.cancel()
    await harness.settle()
    #expect(coordinator.phase == .refreshing)
    #expect(harness.action.isWaiting)
    await harness.finishAction()
    #expect(await waiting.value == .success)
  }
}

/// A scheduled refresh (a timer) keeps no room and moves nothing; a person joining it does.
@MainActor
struct RefreshCoordinatorScheduledTests {
  @Test func aScheduledRefreshKeepsNoRoomUntilAPersonJoinsIt() {
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    coordinator.scrolled(edgeOffset: 0)
    coordinator.requestRefresh(source: .scheduled)
    #expect(coordinator.phase == .refreshing)
    #expect(coordinator.isScheduledRefresh)
    #expect(coordinator.restingInset.inset == 0)
    coordinator.requestRefresh(source: .scheduled)
    #expect(coordinator.isScheduledRefresh)
    coordinator.requestRefresh(source: .programmatic)
    #expect(!coordinator.isScheduledRefresh)
    #expect(coordinator.restingInset == RestingInset(inset: 62, reveals: true, animates: true))
    #expect(
      !harness.events.contains(
        .restingInsetChanged(RestingInset(inset: 0, reveals: false, animates: false))
      )
    )
  }

  /// A handler that reacts to the phase change of a scheduled refresh reads the right origin
  /// (the review's probe saw `false` there, and a front end reserved room that should not move).
  @Test func aHandlerSeesTheScheduledOriginWithThePhaseChange() {
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    var seen: [Bool] = []
    coordinator.addEventHandler { event in
      if case .phaseChanged(.refreshing) = event { seen.append(coordinator.isScheduledRefresh) }
    }
    coordinator.requestRefresh(source: .scheduled)
    #expect(seen == [true])
    #expect(!harness.events.contains { if case .restingInsetChanged = $0 { true } else { false } })
  }

  @Test func theNextCycleStartsOrdinary() async {
    let harness = CoordinatorHarness(.init(minimumRefreshingDuration: .zero))
    let coordinator = harness.coordinator
    coordinator.requestRefresh(source: .scheduled)
    await harness.settle()
    await harness.finishAction()
    // Quiet (P4): no finishing display.
    #expect(coordinator.phase == .idle)
    #expect(!coordinator.isScheduledRefresh)
    coordinator.requestRefresh()
    #expect(!coordinator.isScheduledRefresh)
    #expect(harness.action.calls == 1)
  }
}
