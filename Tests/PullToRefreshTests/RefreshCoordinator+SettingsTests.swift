import Observation
import PullToRefreshTrace
import Testing

@_spi(FrontEnd) @testable import PullToRefresh

/// The settings are inputs of the one dispatcher, and the far end is decided once.
///
/// The settings: the configuration, Reduce Motion, load more on or off, whether a pull
/// refreshes. What the engine decides once for every front end at the far end: the distance the
/// samples use, "near the far end", when the page load started. On a manual clock.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct RefreshCoordinatorSettingsTests {
  /// The inputs the coordinator receives from now on.
  private static func recordInputs(
    of coordinator: RefreshCoordinator
  ) -> () -> [RefreshCoordinator.Input] {
    final class Box { var inputs: [RefreshCoordinator.Input] = [] }
    let box = Box()
    coordinator.addInputHandler { box.inputs.append($0) }
    return { box.inputs }
  }

  // MARK: - Settings through the dispatcher

  @Test func everySettingIsAnInputAndAnEqualValueIsNone() {
    let coordinator = RefreshCoordinator {}
    let inputs = Self.recordInputs(of: coordinator)
    let quick = RefreshConfiguration.default.replacing(threshold: .points(50))
    let load: @MainActor () async throws -> LoadMoreResult = { .end }
    coordinator.configuration = quick
    coordinator.configuration = quick
    coordinator.reducesMotion = true
    coordinator.reducesMotion = true
    coordinator.loadMoreAction = load
    coordinator.loadMoreAction = load
    coordinator.refreshes = false
    coordinator.refreshes = false
    coordinator.loadMoreAction = nil
    #expect(
      inputs() == [
        .configurationChanged(quick), .reducesMotionChanged(true), .loadMoreEnabledChanged(true),
        .refreshesChanged(false), .loadMoreEnabledChanged(false),
      ]
    )
    #expect(coordinator.configuration == quick)
    #expect(coordinator.reducesMotion)
    #expect(!coordinator.refreshes)
  }

  @Test func receivedSettingsChangeWhatTheSettersChange() {
    let coordinator = RefreshCoordinator {}
    let quick = RefreshConfiguration.default.replacing(threshold: .points(50))
    coordinator.receive(.configurationChanged(quick))
    coordinator.receive(.reducesMotionChanged(true))
    coordinator.receive(.refreshesChanged(false))
    #expect(coordinator.configuration == quick)
    #expect(coordinator.reducesMotion)
    #expect(coordinator.indicator.spinnerPeriod == 3)
    #expect(!coordinator.refreshes)
  }

  /// Loading near the end runs the app's action: turning it on without one would leave a page
  /// loading for good, so it changes nothing.
  @Test func loadingMoreCannotBeTurnedOnWithoutAnAction() async {
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    coordinator.contentChanged(500)
    coordinator.receive(.loadMoreEnabledChanged(true))
    await harness.settle()
    #expect(coordinator.loadMorePhase == .idle)
    #expect(coordinator.loadMoreDistance == nil)
    let load = ScriptedLoad()
    coordinator.loadMoreAction = load.closure
    await harness.settle()
    #expect(coordinator.loadMorePhase == .loading)
    #expect(load.calls == 1)
    coordinator.receive(.loadMoreEnabledChanged(false))
    await harness.settle()
    #expect(coordinator.loadMorePhase == .idle)
    #expect(harness.events.contains(.loadFinished(.cancelled)))
  }

  @Test(arguments: ["refreshes", "loadMoreDistance"])
  func theNewSettingsAreObservable(property: String) {
    let coordinator = RefreshCoordinator {}
    let changes = Counter()
    withObservationTracking {
      switch property {
      case "refreshes": _ = coordinator.refreshes
      default: _ = coordinator.loadMoreDistance
      }
    } onChange: {
      changes.count += 1
    }
    switch property {
    case "refreshes": coordinator.refreshes = false
    default: coordinator.loadMoreAction = { .more }
    }
    #expect(changes.count == 1)
  }

  // MARK: - A scroll view that does not refresh

  @Test func withRefreshesOffAPullPullsNothing() async {
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    coordinator.refreshes = false
    harness.drag(through: [30, 60, 95, 120])
    await harness.settle()
    #expect(harness.phases == [])
    #expect(harness.haptics == 0)
    #expect(harness.action.calls == 0)
    #expect(coordinator.stateMachine.pull == 0)
    #expect(coordinator.indicator.ringFraction == 0)
    #expect(coordinator.indicator.offset == 0)
    #expect(coordinator.stateMachine.isAtEdge)
  }

  @Test func turningRefreshesOffDropsThePullInProgress() async {
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    harness.drag(through: [30, 95], release: false)
    #expect(coordinator.phase == .armed)
    coordinator.refreshes = false
    #expect(coordinator.phase == .idle)
    #expect(coordinator.stateMachine.pull == 0)
    coordinator.interactionEnded()
    await harness.settle()
    #expect(harness.action.calls == 0)
    // On again: the next sample pulls.
    coordinator.refreshes = true
    harness.drag(through: [40, 95])
    await harness.settle()
    #expect(harness.action.calls == 1)
  }

  /// Only the pull is off: a request from code or from the accessibility action, and the
  /// host's flag, still refresh, and a refresh running when it turns off goes on.
  @Test(arguments: [RefreshCoordinator.RequestSource.programmatic, .accessibility, .scheduled])
  func withRefreshesOffARequestStillRefreshes(source: RefreshCoordinator.RequestSource) async {
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    coordinator.refreshes = false
    coordinator.requestRefresh(source: source)
    await harness.settle()
    #expect(coordinator.phase == .refreshing)
    #expect(harness.action.calls == 1)
    coordinator.refreshes = true
    coordinator.refreshes = false
    await harness.finishAction()
    await harness.advance(by: .seconds(1))
    // A scheduled cycle is quiet (P4): it ends at its outcome, with no finishing display.
    let finishing: [RefreshPhase] = source == .scheduled ? [] : [.finishing(.success)]
    #expect(harness.phases == [.refreshing] + finishing + [.idle])
  }

  @Test func withRefreshesOffTheFooterStillLoads() async {
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    let load = ScriptedLoad()
    coordinator.refreshes = false
    coordinator.loadMoreAction = load.closure
    coordinator.contentChanged(1200)
    coordinator.scrolled(edgeOffset: -300)
    await harness.settle()
    #expect(load.calls == 1)
  }

  // MARK: - The far end, decided once

  /// The chicken-and-egg of the load-more reach, solved in the engine.
  ///
  /// A fractional distance needs a viewport, and the engine has none before the first sample.
  /// The sample resolves the engine's distance at its own viewport, so the very first one
  /// carries the content's length and a short content loads.
  @Test func theFirstSampleOfAShortContentLoadsAtOnce() async throws {
    let clock = VirtualClock()
    let coordinator = RefreshCoordinator(clock: clock) {}
    let load = ScriptedLoad()
    coordinator.loadMoreAction = load.closure
    #expect(coordinator.stateMachine.viewport == nil)
    #expect(coordinator.loadMoreDistance == .fraction(0.5))
    let sample = try #require(
      ScrollEdgeSample(
        ScrollAxisMetrics(offset: 0, contentLength: 500, viewportLength: 600),
        edge: .top,
        ownInset: 0,
        loadMoreDistance: coordinator.loadMoreDistance
      )
    )
    #expect(sample.contentLength == 500)
    coordinator.scrolled(sample)
    for _ in 0..<6 { await Task.yield() }
    #expect(load.calls == 1)
  }

  @Test func nearTheFarEndIsTheEnginesOneTest() {
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    coordinator.contentChanged(2000)
    coordinator.scrolled(edgeOffset: -1100)
    #expect(!coordinator.isNearFarEnd)  // loading near the end is off
    coordinator.loadMoreAction = { .more }
    coordinator.scrolled(edgeOffset: -1099)
    #expect(!coordinator.isNearFarEnd)  // 301 left, distance 300
    coordinator.scrolled(edgeOffset: -1100)
    #expect(coordinator.isNearFarEnd)
    #expect(
      PageLoadMachine.isNearEnd(contentLength: 2000, visible: 600, edgeOffset: -1100, reach: 300)
    )
    #expect(
      !PageLoadMachine.isNearEnd(contentLength: 2000, visible: 600, edgeOffset: -1099, reach: 300)
    )
  }

  /// The footer's spinner turns from the load's start, as the engine publishes it for every
  /// front end (as the refresh's start is).
  @Test func theLoadsStartIsPublished() async {
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    let load = ScriptedLoad()
    coordinator.loadMoreAction = load.closure
    #expect(coordinator.timeSinceLoadStarted() == nil)
    await harness.advance(by: .seconds(2))
    coordinator.contentChanged(500)
    coordinator.scrolled(edgeOffset: 0)
    #expect(coordinator.loadMorePhase == .loading)
    #expect((coordinator.loadingSince as? VirtualClock.Instant)?.offset == .seconds(2))
    await harness.advance(by: .milliseconds(700))
    #expect(coordinator.timeSinceLoadStarted() == .milliseconds(700))
    load.finish(.more)
    await harness.settle()
    #expect(coordinator.loadMorePhase == .idle)
    #expect(coordinator.loadingSince == nil)
    #expect(coordinator.timeSinceLoadStarted() == nil)
  }
}
