import Testing

@_spi(FrontEnd) @testable import PullToRefresh

/// Content states and moving bars through the coordinator: what it publishes, and what a front
/// end's samples do (Behavior.md, "Content states", "Geometry under bars that move").
@MainActor
@Suite struct RefreshCoordinatorContentStatesTests {
  private func contentPhases(_ harness: CoordinatorHarness) -> [ContentPhase] {
    harness.events.compactMap {
      if case .contentPhaseChanged(let phase) = $0 { phase } else { nil }
    }
  }

  @Test func theFirstLoadIsTheCoordinatorsAndBringsRowsWithoutAnEmptyFrame() async {
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    coordinator.itemCount = 0
    #expect(coordinator.contentPhase == .idle)
    coordinator.hostAppeared()
    await harness.settle()
    #expect(harness.action.calls == 1)
    #expect(coordinator.isScheduledRefresh)
    #expect(coordinator.contentPhase == .loading)
    // The app's action sets its count before it returns, as the docs say.
    coordinator.itemCount = 12
    await harness.finishAction()
    #expect(contentPhases(harness) == [.loading, .content])
  }

  @Test func aReplayedCountAndOutcomeAreOneDecision() async {
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    coordinator.itemCount = 5
    coordinator.requestRefresh()
    coordinator.receive(.actionReturnedWithItems(.success, items: 0))
    // content → empty, never loading in between.
    #expect(contentPhases(harness) == [.content, .empty])
    #expect(coordinator.itemCount == 0)
  }

  @Test func aRetryRunsTheActionQuietlyAndSaysWhyItFailed() async {
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    coordinator.itemCount = 0
    coordinator.requestRefresh(source: .scheduled)
    await harness.settle()
    await harness.finishAction(.failure)
    #expect(coordinator.contentPhase == .failed)
    coordinator.requestRefresh(source: .retry)
    await harness.settle()
    #expect(!coordinator.isScheduledRefresh)
    #expect(coordinator.restingInset.inset == 0)
    #expect(!coordinator.indicator.showsSpinner)
    await harness.finishAction(.failure)
    #expect(harness.announcements == [.failed])
    #expect(coordinator.contentPhase == .failed)
  }

  @Test func theCountIsWrittenOnlyWhenItChanges() {
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    var inputs: [RefreshCoordinator.Input] = []
    coordinator.addInputHandler { inputs.append($0) }
    coordinator.itemCount = -4
    coordinator.itemCount = 0
    coordinator.itemCount = Int.min
    #expect(inputs == [.itemCountChanged(-4)])
    #expect(coordinator.itemCount == 0)
  }

  @Test func contentStatesOffPublishNothing() async {
    let harness = CoordinatorHarness()
    harness.coordinator.requestRefresh()
    await harness.finishAction()
    #expect(contentPhases(harness).isEmpty)
    #expect(harness.coordinator.contentPhase == .idle)
  }

  // MARK: - Samples with insets

  private func sample(scrolled: Double, tabBar: Double) -> ScrollEdgeSample? {
    ScrollEdgeSample(
      ScrollAxisMetrics(
        offset: scrolled - 103,
        contentLength: 2000,
        viewportLength: 852,
        leadingInset: 103,
        trailingInset: tabBar
      ),
      edge: .top,
      ownInset: 0,
      loadMoreDistance: .fraction(0.5)
    )
  }

  @Test func aTabBarThatMinimizesAloneMakesNoSecondLoadOfAnEmptyPage() async throws {
    let harness = CoordinatorHarness(viewport: 852)
    let coordinator = harness.coordinator
    var loads = 0
    coordinator.loadMoreAction = {
      loads += 1
      return .more
    }
    coordinator.scrolled(try #require(sample(scrolled: 0, tabBar: 83)))
    coordinator.scrolled(try #require(sample(scrolled: 950, tabBar: 83)))
    await harness.settle()
    #expect(loads == 1)
    // The page added nothing; the tab bar minimizes and grows back, the content in place.
    coordinator.scrolled(try #require(sample(scrolled: 950, tabBar: 400)))
    coordinator.scrolled(try #require(sample(scrolled: 950, tabBar: 33)))
    await harness.settle()
    #expect(loads == 1)
    #expect(coordinator.stateMachine.farInset == 33)
  }

  @Test func theFirstSampleDecidesWithItsOwnInsetsAndPlace() throws {
    // 1,200 pt of content under a 103-pt bar and an 83-pt tab bar, at rest: 534 pt left beyond
    // the 666 pt the user sees, more than the 426-pt distance, so no page loads. Deciding with
    // no insets (852 pt seen: 348 left) or with the content moved by the bar's inset would.
    let harness = CoordinatorHarness(viewport: 852)
    let coordinator = harness.coordinator
    var loads = 0
    coordinator.loadMoreAction = {
      loads += 1
      return .more
    }
    let atRest = try #require(
      ScrollEdgeSample(
        ScrollAxisMetrics(
          offset: -103,
          contentLength: 1200,
          viewportLength: 852,
          leadingInset: 103,
          trailingInset: 83
        ),
        edge: .top,
        ownInset: 0,
        loadMoreDistance: .fraction(0.5)
      )
    )
    coordinator.scrolled(atRest)
    #expect(coordinator.stateMachine.edgeOffset == 0)
    #expect(coordinator.loadMorePhase == .idle)
    #expect(loads == 0)
  }

  @Test func aCountSetWhileTheActionRunsLandsWithItsOutcome() async {
    // F1's decision: 5 rows, then a success that leaves none: content → empty, no loader.
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    coordinator.itemCount = 5
    coordinator.requestRefresh()
    await harness.settle()
    coordinator.itemCount = 0  // inside the action, before it returns
    #expect(coordinator.itemCount == 0)
    #expect(coordinator.contentPhase == .content)
    await harness.finishAction()
    #expect(contentPhases(harness) == [.content, .empty])
  }

  @Test func aCountOfZeroSetWhileTheActionRunsLandsWhenTheCycleEndsOtherwise() async {
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    coordinator.itemCount = 4
    coordinator.requestRefresh(source: .scheduled)
    await harness.settle()
    coordinator.itemCount = 0
    #expect(coordinator.contentPhase == .content)
    coordinator.cancel()
    // Cancelled is not failed (F7): no rows and no counted outcome, so idle.
    #expect(coordinator.stateMachine.itemCount == 0)
    #expect(coordinator.contentPhase == .idle)
  }

  @Test func rowsThatArriveWhileTheActionRunsShowAtOnce() async {
    // A command's output as it streams: the loader gives way to the rows before the outcome.
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    coordinator.itemCount = 0
    coordinator.requestRefresh(source: .scheduled)
    await harness.settle()
    #expect(coordinator.contentPhase == .loading)
    coordinator.itemCount = 1
    #expect(coordinator.contentPhase == .content)
    await harness.finishAction()
    #expect(contentPhases(harness) == [.loading, .content])
  }

}
