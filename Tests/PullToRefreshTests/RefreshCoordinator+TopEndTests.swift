import Testing

@_spi(FrontEnd) @testable import PullToRefresh

/// The header at the top through the coordinator (Behavior.md, "The top end": T1–T10, K1–K3),
/// on a manual clock: the previous page's task, requests that wait for the other end, the
/// refresh that cancels it, the kept positions front ends apply.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct RefreshCoordinatorTopEndTests {
  /// A chat: the top end on over 2,000 pt of content in a 600 pt viewport, opened at its newest
  /// row (the bottom, -1,400).
  private static func chat(
    _ configuration: RefreshConfiguration = .init(minimumRefreshingDuration: .zero)
  ) -> (CoordinatorHarness, ScriptedLoad) {
    let harness = CoordinatorHarness(configuration)
    let previous = ScriptedLoad()
    harness.coordinator.loadPreviousAction = previous.closure
    harness.coordinator.contentChanged(2000)
    harness.coordinator.scrolled(edgeOffset: -1400)
    return (harness, previous)
  }

  private static func headers(_ events: [RefreshCoordinator.Event]) -> [LoadMorePhase] {
    events.compactMap { if case .loadPreviousPhaseChanged(let phase) = $0 { phase } else { nil } }
  }

  @Test func aDragUpToTheTopLoadsOnePageAndReportsIt() async {
    let (harness, previous) = Self.chat()
    let coordinator = harness.coordinator
    coordinator.interactionBegan()
    for offset in stride(from: -1400.0, through: 0, by: 50) {
      coordinator.scrolled(edgeOffset: offset)
    }
    await harness.settle()
    #expect(previous.calls == 1)
    #expect(coordinator.loadPreviousPhase == .loading)
    #expect(coordinator.timeSinceLoadPreviousStarted() != nil)
    previous.finish(.end)
    await harness.settle()
    #expect(coordinator.loadPreviousPhase == .exhausted)
    #expect(coordinator.timeSinceLoadPreviousStarted() == nil)
    #expect(Self.headers(harness.events) == [.loading, .exhausted])
    #expect(harness.events.contains(.loadPreviousStarted))
    #expect(harness.events.contains(.loadPreviousFinished(.end)))
  }

  @Test func theFrontEndsReportOfRowsAboveComesBackAsAKeptPosition() async {
    let (harness, _) = Self.chat()
    let coordinator = harness.coordinator
    coordinator.rowsAddedAbove(320)
    #expect(harness.events.last == .positionKept(delta: 320))
    #expect(coordinator.stateMachine.edgeOffset == -1720)
    #expect(coordinator.stateMachine.contentLength == 2320)
    // The front end's next sample agrees: nothing else changes.
    let before = harness.events.count
    coordinator.contentChanged(2320)
    coordinator.scrolled(edgeOffset: -1720)
    #expect(harness.events.count == before)
  }

  @Test func requestsWaitForTheFooterAndGetThePagesOutcome() async {
    let (harness, previous) = Self.chat()
    let coordinator = harness.coordinator
    let more = ScriptedLoad()
    coordinator.loadMoreAction = more.closure
    coordinator.scrolled(edgeOffset: -1399)  // at the far end: the footer loads
    await harness.settle()
    #expect(more.calls == 1)
    let request = Task { await coordinator.loadPrevious() }
    await harness.settle()
    #expect(previous.calls == 0)
    more.finish(.more)
    await harness.settle()
    #expect(previous.calls == 1)
    previous.finish(.more)
    #expect(await request.value == .more)
  }

  @Test func aHeldRequestThatARefreshDropsReturnsCancelled() async {
    let (harness, previous) = Self.chat()
    let coordinator = harness.coordinator
    let more = ScriptedLoad()
    coordinator.loadMoreAction = more.closure
    coordinator.scrolled(edgeOffset: -1399)
    await harness.settle()
    let request = Task { await coordinator.loadPrevious() }
    await harness.settle()
    coordinator.requestRefresh()
    #expect(await request.value == .cancelled)
    #expect(previous.calls == 0)
  }

  @Test func aRequestWhileExhaustedOrRefreshingReturnsAtOnce() async {
    let (harness, previous) = Self.chat()
    let coordinator = harness.coordinator
    coordinator.resetLoadPrevious(hasMore: false)
    #expect(await coordinator.loadPrevious() == .end)
    coordinator.resetLoadPrevious()
    coordinator.requestRefresh()
    #expect(await coordinator.loadPrevious() == .cancelled)
    await harness.settle()
    #expect(previous.calls == 0)
  }

  @Test func aPersonsRefreshRevealsOnlyItsOwnRows() async {
    let harness = CoordinatorHarness(.init(minimumRefreshingDuration: .zero))
    let coordinator = harness.coordinator
    coordinator.contentChanged(2000)
    coordinator.scrolled(edgeOffset: 0)
    coordinator.requestRefresh()
    await harness.settle()
    await harness.finishAction(.success)
    let before = harness.events.count
    coordinator.rowsAddedAbove(200)  // the refresh's rows: revealed
    #expect(harness.events.count == before)
    #expect(coordinator.stateMachine.edgeOffset == 0)
    coordinator.rowsAddedAbove(100)  // the app's own, later: kept
    #expect(harness.events.last == .positionKept(delta: 100))
  }

  @Test func aDragBetweenTheRefreshAndItsRowsKeepsThem() async {
    let harness = CoordinatorHarness(.init(minimumRefreshingDuration: .zero))
    let coordinator = harness.coordinator
    coordinator.contentChanged(2000)
    coordinator.scrolled(edgeOffset: 0)
    coordinator.requestRefresh()
    await harness.settle()
    await harness.finishAction(.success)
    coordinator.interactionBegan()
    coordinator.interactionEnded()
    coordinator.rowsAddedAbove(200)
    #expect(harness.events.last == .positionKept(delta: 200))
  }

  @Test func cancelAndResetEndThePageInFlight() async {
    let (harness, previous) = Self.chat()
    let coordinator = harness.coordinator
    let first = Task { await coordinator.loadPrevious() }
    await harness.settle()
    coordinator.cancelLoadPrevious()
    #expect(await first.value == .cancelled)
    let second = Task { await coordinator.loadPrevious() }
    await harness.settle()
    coordinator.resetLoadPrevious(hasMore: false)
    #expect(await second.value == .cancelled)
    #expect(coordinator.loadPreviousPhase == .exhausted)
    #expect(previous.calls >= 1)
  }

  @Test func removingTheActionTurnsTheTopEndOff() async {
    let (harness, _) = Self.chat()
    let coordinator = harness.coordinator
    #expect(coordinator.loadPreviousDistance == .fraction(0.5))
    #expect(coordinator.loadsPrevious)
    coordinator.loadPreviousAction = nil
    await harness.settle()
    #expect(coordinator.loadPreviousDistance == nil)
    #expect(await coordinator.loadPrevious() == .cancelled)
  }
}
