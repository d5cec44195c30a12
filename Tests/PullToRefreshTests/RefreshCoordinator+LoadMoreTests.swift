import Observation
import PullToRefreshTrace
import Testing

@_spi(FrontEnd) @testable import PullToRefresh

/// The footer at the far end through the coordinator (Behavior.md, "Load more": L1–L9), on a
/// manual clock: the load's task, requests that join it, the refresh that cancels it, what is
/// published and announced.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct RefreshCoordinatorLoadMoreTests {
  /// A harness whose coordinator loads near the end, over 2,000 pt of content in a 600 pt
  /// viewport, with the content at its top.
  private static func harness(
    _ configuration: RefreshConfiguration = .default
  ) -> (CoordinatorHarness, ScriptedLoad) {
    let harness = CoordinatorHarness(configuration)
    let load = ScriptedLoad()
    harness.coordinator.loadMoreAction = load.closure
    harness.coordinator.contentChanged(2000)
    harness.coordinator.scrolled(edgeOffset: 0)
    return (harness, load)
  }

  private static func footers(_ events: [RefreshCoordinator.Event]) -> [LoadMorePhase] {
    events.compactMap { if case .loadMorePhaseChanged(let phase) = $0 { phase } else { nil } }
  }

  @Test func scrollingToTheEndLoadsOnePageAndReportsIt() async {
    let (harness, load) = Self.harness()
    let coordinator = harness.coordinator
    for offset in stride(from: 0.0, through: -1400, by: -50) {
      coordinator.scrolled(edgeOffset: offset)
    }
    await harness.settle()
    #expect(load.calls == 1)
    #expect(coordinator.loadMorePhase == .loading)
    load.finish(.more)
    await harness.settle()
    #expect(coordinator.loadMorePhase == .idle)
    #expect(load.calls == 1)
    #expect(
      harness.events.filter { if case .phaseChanged = $0 { false } else { true } } == [
        .loadMorePhaseChanged(.loading), .loadStarted, .loadFinished(.more),
        .loadMorePhaseChanged(.idle),
      ]
    )
  }

  @Test func requestsJoinTheLoadInFlightAndGetItsOutcome() async {
    let (harness, load) = Self.harness()
    let coordinator = harness.coordinator
    let first = Task { await coordinator.loadMore() }
    let second = Task { await coordinator.loadMore(source: .accessibility) }
    await harness.settle()
    coordinator.scrolled(edgeOffset: -1400)
    await harness.settle()
    #expect(load.calls == 1)
    load.finish(.end)
    #expect(await first.value == .end)
    #expect(await second.value == .end)
    #expect(coordinator.loadMorePhase == .exhausted)
    #expect(load.mostRunningAtOnce == 1)
  }

  /// While exhausted a request returns at once and never runs the action (L6).
  @Test func anExhaustedFooterAnswersARequestAtOnce() async {
    let (harness, load) = Self.harness()
    let coordinator = harness.coordinator
    let first = Task { await coordinator.loadMore() }
    await harness.settle()
    load.finish(.end)
    #expect(await first.value == .end)
    #expect(await coordinator.loadMore() == .end)
    #expect(load.calls == 1)
    coordinator.resetLoadMore()
    #expect(coordinator.loadMorePhase == .idle)
    _ = Task { await coordinator.loadMore() }
    await harness.settle()
    #expect(load.calls == 2)
  }

  @Test func aFailureIsAnnouncedAndWaitsForTheUser() async {
    let (harness, load) = Self.harness()
    let coordinator = harness.coordinator
    coordinator.scrolled(edgeOffset: -1400)
    await harness.settle()
    load.finish(.failure)
    await harness.settle()
    #expect(coordinator.loadMorePhase == .failed)
    #expect(harness.announcements == [.loadMoreFailed])
    coordinator.scrolled(edgeOffset: -1000)
    coordinator.scrolled(edgeOffset: -1400)
    await harness.advance(by: .seconds(60))
    #expect(load.calls == 1)
    // A new drag retries, the end being in view.
    coordinator.interactionBegan()
    await harness.settle()
    #expect(load.calls == 2)
    #expect(coordinator.loadMorePhase == .loading)
  }

  /// L7: a refresh that starts cancels the load; the load's late result changes nothing, and a
  /// request during the refresh is ignored.
  @Test func aRefreshCancelsTheLoadAndItsLateResultIsDiscarded() async {
    let (harness, load) = Self.harness()
    let coordinator = harness.coordinator
    load.ignoresCancellation = true
    let waiting = Task { await coordinator.loadMore() }
    await harness.settle()
    coordinator.requestRefresh()
    #expect(await waiting.value == .cancelled)
    #expect(coordinator.loadMorePhase == .idle)
    #expect(await coordinator.loadMore() == .cancelled)
    load.finish(.more)
    await harness.settle()
    #expect(coordinator.loadMorePhase == .idle)
    #expect(harness.events.contains(.loadFinished(.cancelled)))
    #expect(!harness.events.contains(.loadFinished(.more)))
    #expect(load.calls == 1)
  }

  /// L7: a refresh that succeeds starts the pages over, and with the end in view loads the next.
  @Test func aSuccessfulRefreshMakesAnExhaustedFooterLoadAgain() async {
    let (harness, load) = Self.harness(.init(minimumRefreshingDuration: .zero))
    let coordinator = harness.coordinator
    coordinator.scrolled(edgeOffset: -1400)
    await harness.settle()
    load.finish(.end)
    await harness.settle()
    #expect(coordinator.loadMorePhase == .exhausted)
    coordinator.requestRefresh()
    await harness.settle()
    await harness.finishAction()
    #expect(coordinator.loadMorePhase == .loading)
    #expect(load.calls == 2)
  }

  /// L8: `cancel()` leaves the load alone; going away cancels it; `cancelLoadMore()` cancels it
  /// and leaves a refresh alone.
  @Test func cancellingAndGoingAway() async {
    let (harness, load) = Self.harness()
    let coordinator = harness.coordinator
    coordinator.scrolled(edgeOffset: -1400)
    await harness.settle()
    coordinator.cancel()
    await harness.settle()
    #expect(load.isWaiting)
    coordinator.disappeared()
    await harness.settle()
    #expect(!load.isWaiting)
    #expect(coordinator.loadMorePhase == .idle)
    #expect(load.running == 0)

    let (other, otherLoad) = Self.harness()
    other.coordinator.requestRefresh()
    await other.settle()
    other.coordinator.cancelLoadMore()
    #expect(other.coordinator.phase == .refreshing)
    #expect(otherLoad.calls == 0)
  }

  @Test func removingTheActionCancelsTheLoad() async {
    let (harness, load) = Self.harness()
    let coordinator = harness.coordinator
    coordinator.scrolled(edgeOffset: -1400)
    await harness.settle()
    coordinator.loadMoreAction = nil
    await harness.settle()
    #expect(load.running == 0)
    #expect(coordinator.loadMorePhase == .idle)
    #expect(await coordinator.loadMore() == .cancelled)
  }

  /// Releasing the coordinator cancels its load, as it cancels its refresh (L8, R13).
  @Test func releasingTheCoordinatorCancelsItsLoad() async {
    let load = ScriptedLoad()
    var coordinator: RefreshCoordinator? = RefreshCoordinator(clock: VirtualClock()) {}
    coordinator?.loadMoreAction = load.closure
    coordinator?.viewportChanged(600)
    coordinator?.contentChanged(300)
    for _ in 0..<10 { await Task.yield() }
    #expect(load.isWaiting)
    weak var released: RefreshCoordinator?
    released = coordinator
    coordinator = nil
    #expect(released == nil)
    for _ in 0..<10 { await Task.yield() }
    #expect(!load.isWaiting)
    #expect(load.running == 0)
  }

  /// Scrolling away from both ends with loading on notifies no observer of the footer.
  @Test func scrollingThroughTheMiddleNotifiesNoObserver() async {
    let (harness, load) = Self.harness()
    let coordinator = harness.coordinator
    coordinator.scrolled(edgeOffset: -200)
    let changes = Counter()
    withObservationTracking {
      _ = coordinator.loadMorePhase
      _ = coordinator.phase
      _ = coordinator.indicator
    } onChange: {
      changes.count += 1
    }
    for offset in stride(from: -200.0, through: -1000, by: -1) {
      coordinator.scrolled(edgeOffset: offset)
    }
    #expect(changes.count == 0)
    #expect(load.calls == 0)
    #expect(Self.footers(harness.events) == [])
  }

  /// A front end's samples carry the content's length and the true position near the far end
  /// only, so scrolling through the middle of a long list makes no new sample.
  @Test func samplesAreTheSameAwayFromBothEnds() throws {
    let reach = RefreshConfiguration.Length.fraction(0.5)
    func sample(_ offset: Double) -> ScrollEdgeSample? {
      ScrollEdgeSample(
        edgeOffset: offset,
        viewportLength: 600,
        restingEdge: 0,
        contentLength: 2000,
        loadMoreDistance: reach
      )
    }
    let middle = try #require(sample(-500))
    #expect(sample(-200) == middle)
    #expect(sample(-1098) == middle)
    #expect(sample(-1099)?.edgeOffset == -1099)
    #expect(sample(-1400)?.edgeOffset == -1400)
    #expect(middle.contentLength == 2000)
    #expect(
      ScrollEdgeSample(
        edgeOffset: 10,
        viewportLength: 600,
        restingEdge: 0,
        contentLength: .nan,
        loadMoreDistance: reach
      ) == nil
    )
  }

  @Test func theSampleTellsTheCoordinatorTheContentLength() async {
    let (harness, load) = Self.harness()
    let coordinator = harness.coordinator
    #expect(coordinator.loadMoreDistance == .fraction(0.5))
    let sample = ScrollEdgeSample(
      edgeOffset: 0,
      viewportLength: 600,
      restingEdge: 0,
      contentLength: 500,
      loadMoreDistance: coordinator.loadMoreDistance
    )
    coordinator.scrolled(try! #require(sample))
    await harness.settle()
    #expect(coordinator.stateMachine.contentLength == 500)
    #expect(load.calls == 1)
  }
}
