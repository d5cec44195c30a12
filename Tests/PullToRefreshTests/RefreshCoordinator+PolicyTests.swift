import Observation
import PullToRefreshTesting
import Testing

@_spi(FrontEnd) @testable import PullToRefresh

/// The refresh policy through the coordinator, on the test clock (Behavior.md, P1–P7).
@MainActor
@Suite struct RefreshCoordinatorPolicyTests {
  private static func harness(_ policy: RefreshPolicy) -> CoordinatorHarness {
    var configuration = RefreshConfiguration.default
    configuration.policy = policy
    return CoordinatorHarness(configuration)
  }

  private static func staleChanges(_ harness: CoordinatorHarness) -> [Bool] {
    harness.events.compactMap { if case .staleChanged(let stale) = $0 { stale } else { nil } }
  }

  private static func actionStarts(_ harness: CoordinatorHarness) -> Int {
    harness.events.filter { $0 == .actionStarted }.count
  }

  // MARK: - P1

  @Test func staleIsPublishedAtTheInstantItChanges() async {
    let harness = Self.harness(RefreshPolicy(staleAfter: .seconds(10)))
    let coordinator = harness.coordinator
    #expect(coordinator.isStale)
    coordinator.requestRefresh()
    await harness.advance(by: .seconds(1))
    await harness.finishAction()
    #expect(!coordinator.isStale)
    await harness.advance(by: .milliseconds(9_999))
    #expect(!coordinator.isStale)
    await harness.advance(by: .milliseconds(1))
    #expect(coordinator.isStale)
    #expect(Self.staleChanges(harness) == [false, true])
  }

  @Test func anUnchangedStalenessNotifiesNoObserver() async {
    let harness = Self.harness(RefreshPolicy(staleAfter: .seconds(10)))
    // The first success makes stale content fresh: one notification.
    #expect(await Self.staleNotifications(duringARefreshOf: harness) == 1)
    // The second leaves it fresh: none.
    #expect(await Self.staleNotifications(duringARefreshOf: harness) == 0)
  }

  /// How many times an observer of `isStale` hears of a change during one successful refresh.
  private static func staleNotifications(duringARefreshOf harness: CoordinatorHarness) async -> Int
  {
    let coordinator = harness.coordinator
    let changes = Counter()
    withObservationTracking {
      _ = coordinator.isStale
    } onChange: {
      changes.count += 1
    }
    coordinator.requestRefresh()
    await harness.settle()
    await harness.finishAction()
    await harness.advance(by: .seconds(1))
    return changes.count
  }

  @Test func cachedContentSetsLastUpdatedAndStaleness() async {
    let harness = Self.harness(RefreshPolicy(staleAfter: .seconds(60)))
    let coordinator = harness.coordinator
    coordinator.contentUpdated(ago: .seconds(50))
    #expect(!coordinator.isStale)
    #expect(coordinator.timeSinceLastUpdate() == .seconds(50))
    await harness.advance(by: .seconds(10))
    #expect(coordinator.isStale)
    // A date in the future counts as now.
    coordinator.contentUpdated(ago: .seconds(-30))
    #expect(coordinator.timeSinceLastUpdate() == .zero)
    #expect(!coordinator.isStale)
  }

  // MARK: - P2, P3, P4

  @Test func appearingWithStaleContentStartsOneQuietRefresh() async {
    let harness = Self.harness(.whenStale(after: .seconds(60)))
    let coordinator = harness.coordinator
    coordinator.isVisible = false
    coordinator.isVisible = true
    #expect(coordinator.phase == .refreshing)
    #expect(coordinator.isScheduledRefresh)
    #expect(coordinator.restingInset.inset == 0)
    await harness.settle()
    #expect(harness.action.calls == 1)
    await harness.finishAction()
    // Quiet: no minimum time, no finishing display, no announcement.
    #expect(harness.phases == [.refreshing, .idle])
    #expect(harness.announcements.isEmpty)
    #expect(coordinator.lastOutcome == .success)
    // Fresh now: appearing again starts nothing.
    coordinator.isVisible = false
    coordinator.isVisible = true
    await harness.settle()
    #expect(harness.action.calls == 1)
  }

  @Test func theIntervalRunsFromTheEndOfOneRefreshToTheStartOfTheNext() async {
    let harness = Self.harness(RefreshPolicy(interval: .seconds(5)))
    await harness.advance(by: .milliseconds(4_999))
    #expect(harness.action.calls == 0)
    await harness.advance(by: .milliseconds(1))
    #expect(harness.action.calls == 1)
    await harness.advance(by: .seconds(3))
    await harness.finishAction()
    await harness.advance(by: .milliseconds(4_999))
    #expect(harness.action.calls == 1)
    await harness.advance(by: .milliseconds(1))
    #expect(harness.action.calls == 2)
  }

  @Test func aTimedOutRunCountsTheIntervalFromTheTimeout() async {
    var configuration = RefreshConfiguration(timeout: .seconds(2))
    configuration.policy = RefreshPolicy(interval: .seconds(5))
    let harness = CoordinatorHarness(configuration)
    await harness.advance(by: .seconds(5))
    #expect(harness.action.calls == 1)
    await harness.advance(by: .seconds(2))
    #expect(harness.harnessOutcome == .timedOut)
    await harness.advance(by: .milliseconds(4_999))
    #expect(harness.action.calls == 1)
    await harness.advance(by: .milliseconds(1))
    #expect(harness.action.calls == 2)
  }

  @Test func missedIntervalsWhileHiddenStartOneRefreshOnReturn() async {
    let harness = Self.harness(RefreshPolicy(interval: .seconds(1)))
    let coordinator = harness.coordinator
    coordinator.isVisible = false
    await harness.advance(by: .seconds(30))
    #expect(harness.action.calls == 0)
    coordinator.isVisible = true
    await harness.settle()
    #expect(harness.action.calls == 1)
    await harness.advance(by: .seconds(30))
    #expect(harness.action.calls == 1)
  }

  @Test func aMomentWaitsForTheFingerAndTheFinishingDisplay() async {
    let harness = Self.harness(.whenStale(after: .seconds(60)))
    let coordinator = harness.coordinator
    coordinator.isActive = false
    coordinator.interactionBegan()
    coordinator.isActive = true
    #expect(harness.action.calls == 0)
    coordinator.interactionEnded()
    await harness.settle()
    #expect(harness.action.calls == 1)
    #expect(coordinator.isScheduledRefresh)
  }

  @Test func aMomentWaitsForThePageInFlight() async {
    let harness = Self.harness(.whenStale(after: .seconds(60)))
    let coordinator = harness.coordinator
    let load = ScriptedLoad()
    coordinator.loadMoreAction = load.closure
    coordinator.contentChanged(2000)
    coordinator.scrolled(edgeOffset: -1400)
    await harness.settle()
    #expect(coordinator.loadMorePhase == .loading)
    coordinator.isOnline = false
    coordinator.isOnline = true
    #expect(coordinator.phase == .idle)
    load.finish(.end)
    await harness.settle()
    #expect(coordinator.phase == .refreshing)
    #expect(coordinator.isScheduledRefresh)
  }

  @Test func aMomentDuringARefreshIsDropped() async {
    let harness = Self.harness(.whenStale(after: .seconds(60)))
    let coordinator = harness.coordinator
    coordinator.requestRefresh()
    coordinator.isActive = false
    coordinator.isActive = true
    await harness.finishAction(.failure)
    await harness.advance(by: .seconds(5))
    #expect(harness.action.calls == 1)
    #expect(coordinator.isStale)
  }

  @Test func aPersonsRequestJoinsTheQuietRefresh() async {
    let harness = Self.harness(RefreshPolicy(interval: .seconds(10)))
    let coordinator = harness.coordinator
    await harness.advance(by: .seconds(10))
    #expect(coordinator.isScheduledRefresh)
    coordinator.requestRefresh()
    #expect(!coordinator.isScheduledRefresh)
    #expect(coordinator.restingInset.inset == 62)
    #expect(harness.announcements == [.refreshing])
    await harness.finishAction()
    await harness.advance(by: .seconds(1))
    #expect(harness.announcements == [.refreshing, .updated])
    #expect(harness.action.calls == 1)
  }

  // MARK: - P5, P6

  @Test func theHostGoingAwayEndsThePolicy() async {
    let harness = Self.harness(RefreshPolicy(staleAfter: .seconds(2), interval: .seconds(1)))
    let coordinator = harness.coordinator
    await harness.advance(by: .seconds(1))
    #expect(harness.action.calls == 1)
    coordinator.disappeared()
    await harness.settle()
    await harness.advance(by: .seconds(60))
    #expect(harness.action.calls == 1)
    coordinator.isVisible = false
    coordinator.isVisible = true
    await harness.settle()
    #expect(harness.action.calls == 1)
    #expect(harness.clock.nextDeadline == nil)
  }

  @Test func aHostAttachedAfterTheLastWentAwayStartsThePolicyOver() async {
    let harness = Self.harness(RefreshPolicy(interval: .seconds(5)))
    let coordinator = harness.coordinator
    // Attaching while the policy runs changes nothing.
    coordinator.receive(.hostAttached)
    coordinator.disappeared()
    await harness.advance(by: .seconds(20))
    #expect(harness.action.calls == 0)
    coordinator.receive(.hostAttached)
    await harness.advance(by: .milliseconds(4_999))
    #expect(harness.action.calls == 0)
    await harness.advance(by: .milliseconds(1))
    #expect(harness.action.calls == 1)
    #expect(coordinator.isScheduledRefresh)
  }

  @Test func aHostsFirstAppearanceIsAMomentAlthoughTheCoordinatorStartsVisible() async {
    let harness = Self.harness(RefreshPolicy(staleAfter: .seconds(10), refreshesOnAppear: true))
    let coordinator = harness.coordinator
    #expect(coordinator.isVisible)
    coordinator.hostAppeared()
    await harness.settle()
    #expect(harness.action.calls == 1)
    #expect(coordinator.isScheduledRefresh)
  }

  @Test func aHostAppearingAfterTheLastWentAwayStartsThePolicyOverAndIsAMoment() async {
    let harness = Self.harness(.whenStale(after: .seconds(10)))
    let coordinator = harness.coordinator
    coordinator.disappeared()
    coordinator.hostAppeared()
    await harness.settle()
    #expect(harness.action.calls == 1)
    #expect(coordinator.isVisible)
  }

  @Test func aHostAppearingWithFreshContentStartsNothing() async {
    let harness = Self.harness(.whenStale(after: .seconds(10)))
    let coordinator = harness.coordinator
    coordinator.contentUpdated(ago: .seconds(1))
    coordinator.hostAppeared()
    await harness.settle()
    #expect(harness.action.calls == 0)
  }

  @Test func aNewIntervalStartsAtOnceWhenTheLastEndIsLongAgo() async {
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    coordinator.requestRefresh()
    await harness.settle()
    await harness.finishAction()
    await harness.advance(by: .seconds(60))
    var configuration = coordinator.configuration
    configuration.policy = RefreshPolicy(interval: .seconds(30))
    coordinator.configuration = configuration
    await harness.settle()
    #expect(harness.action.calls == 2)
    #expect(coordinator.isScheduledRefresh)
  }

  @Test func aCoordinatorWithoutAPolicyStartsNothingByItself() async {
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    coordinator.isVisible = false
    coordinator.isVisible = true
    coordinator.isOnline = false
    coordinator.isOnline = true
    await harness.advance(by: .seconds(3_600))
    #expect(harness.action.calls == 0)
    #expect(harness.clock.nextDeadline == nil)
  }

  @Test func reportsThatRepeatTheStateAreNoInputs() {
    let harness = Self.harness(.whenStale(after: .seconds(1)))
    let coordinator = harness.coordinator
    var inputs = 0
    coordinator.addInputHandler { _ in inputs += 1 }
    coordinator.isVisible = true
    coordinator.isActive = true
    coordinator.isOnline = true
    #expect(inputs == 0)
    #expect(harness.action.calls == 0)
  }
}

extension CoordinatorHarness {
  /// The outcome of the last cycle whose outcome is known.
  fileprivate var harnessOutcome: RefreshOutcome? { coordinator.lastOutcome }
}

/// An interval counts from the coordinator's making, even with no input at all.
@MainActor
@Suite struct RefreshCoordinatorPolicyStartTests {
  /// Cached content's age given when the coordinator is made is known at its first appearance.
  @Test func aContentAgeAtTheStartIsKnownAtTheFirstAppearance() async {
    let clock = VirtualClock()
    let action = ScriptedAction()
    var configuration = RefreshConfiguration.default
    configuration.policy = .whenStale(after: .seconds(300))
    let coordinator = RefreshCoordinator(
      configuration: configuration,
      clock: clock,
      contentAge: .seconds(60)
    ) {}
    coordinator.action = action.closure
    #expect(!coordinator.isStale)
    #expect(coordinator.timeSinceLastUpdate() == .seconds(60))
    coordinator.isVisible = false
    coordinator.isVisible = true
    for _ in 0..<6 { await Task.yield() }
    #expect(action.calls == 0)
    // Content older than staleAfter is stale from the start: its first appearance refreshes.
    let old = RefreshCoordinator(
      configuration: configuration,
      clock: clock,
      contentAge: .seconds(301)
    ) {}
    old.action = action.closure
    #expect(old.isStale)
    old.isVisible = false
    old.isVisible = true
    for _ in 0..<6 { await Task.yield() }
    #expect(action.calls == 1)
  }

  @Test func anIntervalRunsWithoutAnyInput() async {
    let clock = VirtualClock()
    let action = ScriptedAction()
    var configuration = RefreshConfiguration.default
    configuration.policy = RefreshPolicy(interval: .seconds(1))
    let coordinator = RefreshCoordinator(configuration: configuration, clock: clock) {}
    coordinator.action = action.closure
    for _ in 0..<6 { await Task.yield() }
    #expect(clock.nextDeadline == VirtualClock.Instant(offset: .seconds(1)))
    clock.moveTime(to: VirtualClock.Instant(offset: .seconds(1)))
    for _ in 0..<6 { await Task.yield() }
    await coordinator.waitForDueTimers()
    for _ in 0..<6 { await Task.yield() }
    #expect(action.calls == 1)
  }
}
