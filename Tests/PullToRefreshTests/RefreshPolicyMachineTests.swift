import Testing

@testable import PullToRefresh

/// P1–P3, P5–P7 at the level of the pure policy machine: time is an argument.
@Suite struct RefreshPolicyMachineTests {
  private typealias Machine = RefreshPolicyMachine

  private static func seconds(_ value: Double) -> Duration { .milliseconds(Int(value * 1000)) }

  // MARK: - P1 Stale is published

  @Test func contentIsStaleUntilItsFirstUpdate() {
    var machine = Machine(policy: .never)
    #expect(machine.isStale)
    machine.cycleEnded(.success, now: .seconds(3))
    #expect(!machine.isStale)
    // Without a staleAfter, content is stale only until its first update.
    machine.passTime(to: .seconds(10_000))
    #expect(!machine.isStale)
    #expect(machine.staleDeadline == nil)
  }

  @Test func freshContentBecomesStaleExactlyStaleAfterLater() {
    var machine = Machine(policy: RefreshPolicy(staleAfter: .seconds(10)))
    machine.cycleEnded(.success, now: .seconds(2))
    #expect(machine.staleDeadline == .seconds(12))
    machine.passTime(to: Self.seconds(11.999))
    #expect(!machine.isStale)
    machine.passTime(to: .seconds(12))
    #expect(machine.isStale)
    #expect(machine.staleDeadline == nil)
  }

  @Test(arguments: [RefreshOutcome.failure, .timedOut, .cancelled])
  func onlyASuccessUpdatesTheContent(outcome: RefreshOutcome) {
    var machine = Machine(policy: RefreshPolicy(staleAfter: .seconds(10)))
    machine.cycleEnded(outcome, now: .seconds(2))
    #expect(machine.isStale)
    #expect(machine.lastUpdate == nil)
  }

  @Test func anUpdateInTheFutureCountsAsNow() {
    var machine = Machine(policy: RefreshPolicy(staleAfter: .seconds(10)))
    machine.contentUpdated(at: .seconds(50), now: .seconds(5))
    #expect(machine.lastUpdate == .seconds(5))
    #expect(machine.staleDeadline == .seconds(15))
  }

  @Test func cachedContentOlderThanStaleAfterIsStale() {
    var machine = Machine(policy: RefreshPolicy(staleAfter: .seconds(10)))
    machine.contentUpdated(at: .seconds(-10), now: .zero)
    #expect(machine.isStale)
    machine.contentUpdated(at: Self.seconds(-9.5), now: .zero)
    #expect(!machine.isStale)
    #expect(machine.staleDeadline == Self.seconds(0.5))
  }

  // MARK: - P2 Triggers

  @Test func appearingWithStaleContentStartsOne() {
    var machine = Machine(policy: RefreshPolicy(refreshesOnAppear: true))
    machine.visibilityChanged(false, now: .zero)
    #expect(machine.settle(now: .zero, isRefreshing: false, isFree: true) == false)
    machine.visibilityChanged(true, now: .seconds(1))
    #expect(machine.settle(now: .seconds(1), isRefreshing: false, isFree: true) == true)
    // Answered once: the next settle starts nothing.
    #expect(machine.settle(now: .seconds(1), isRefreshing: false, isFree: true) == false)
  }

  @Test func appearingWithFreshContentStartsNothing() {
    var machine = Machine(policy: .whenStale(after: .seconds(10)))
    machine.cycleEnded(.success, now: .zero)
    machine.visibilityChanged(false, now: .seconds(1))
    machine.visibilityChanged(true, now: .seconds(2))
    #expect(machine.settle(now: .seconds(2), isRefreshing: false, isFree: true) == false)
  }

  @Test func aSwitchThatIsOffStartsNothing() {
    var machine = Machine(policy: RefreshPolicy(staleAfter: .seconds(1)))
    machine.visibilityChanged(false, now: .zero)
    machine.visibilityChanged(true, now: .zero)
    machine.activityChanged(false, now: .zero)
    machine.activityChanged(true, now: .zero)
    machine.connectivityChanged(false, now: .zero)
    machine.connectivityChanged(true, now: .zero)
    #expect(machine.settle(now: .zero, isRefreshing: false, isFree: true) == false)
  }

  @Test func activationCountsOnlyWhileVisible() {
    var machine = Machine(policy: RefreshPolicy(refreshesOnActivation: true))
    machine.visibilityChanged(false, now: .zero)
    machine.activityChanged(false, now: .zero)
    machine.activityChanged(true, now: .zero)
    machine.visibilityChanged(true, now: .zero)
    #expect(machine.settle(now: .zero, isRefreshing: false, isFree: true) == false)
    machine.activityChanged(false, now: .zero)
    machine.activityChanged(true, now: .zero)
    #expect(machine.settle(now: .zero, isRefreshing: false, isFree: true) == true)
  }

  @Test func reconnectingAfterAFailureStartsOneEvenWhenFresh() {
    var machine = Machine(policy: .whenStale(after: .seconds(100)))
    machine.cycleEnded(.success, now: .zero)
    machine.cycleEnded(.failure, now: .seconds(1))
    machine.connectivityChanged(false, now: .seconds(2))
    machine.connectivityChanged(true, now: .seconds(3))
    #expect(!machine.isStale)
    #expect(machine.settle(now: .seconds(3), isRefreshing: false, isFree: true) == true)
    // After a success, a fresh content reconnecting starts nothing.
    machine.cycleEnded(.success, now: .seconds(4))
    machine.connectivityChanged(false, now: .seconds(5))
    machine.connectivityChanged(true, now: .seconds(6))
    #expect(machine.settle(now: .seconds(6), isRefreshing: false, isFree: true) == false)
  }

  @Test func theIntervalCountsFromTheLastCyclesEnd() {
    var machine = Machine(policy: RefreshPolicy(interval: .seconds(5)))
    #expect(machine.intervalDeadline == .seconds(5))
    #expect(machine.settle(now: Self.seconds(4.999), isRefreshing: false, isFree: true) == false)
    #expect(machine.settle(now: .seconds(5), isRefreshing: false, isFree: true) == true)
    machine.cycleEnded(.timedOut, now: .seconds(9))
    #expect(machine.intervalDeadline == .seconds(14))
    // Not gated by staleness.
    machine.cycleEnded(.success, now: .seconds(9))
    #expect(machine.intervalDeadline == .seconds(14))
  }

  // MARK: - P3 When a trigger may start

  @Test func aMomentIsHeldUntilEverythingAllowsItThenStartsOnce() {
    var machine = Machine(policy: .whenStale(after: .seconds(10)))
    machine.activityChanged(false, now: .zero)
    machine.visibilityChanged(false, now: .zero)
    machine.visibilityChanged(true, now: .seconds(1))
    #expect(machine.settle(now: .seconds(1), isRefreshing: false, isFree: true) == false)
    machine.activityChanged(true, now: .seconds(2))
    #expect(machine.settle(now: .seconds(2), isRefreshing: false, isFree: false) == false)
    #expect(machine.settle(now: .seconds(3), isRefreshing: false, isFree: true) == true)
    #expect(machine.settle(now: .seconds(3), isRefreshing: false, isFree: true) == false)
  }

  @Test func aMomentDuringARefreshIsDroppedNotHeld() {
    var machine = Machine(policy: RefreshPolicy(refreshesOnAppear: true))
    machine.visibilityChanged(false, now: .zero)
    machine.visibilityChanged(true, now: .zero)
    #expect(machine.settle(now: .zero, isRefreshing: true, isFree: false) == false)
    machine.cycleEnded(.failure, now: .seconds(1))
    #expect(machine.settle(now: .seconds(2), isRefreshing: false, isFree: true) == false)
  }

  @Test func missedIntervalsStartOneRefresh() {
    var machine = Machine(policy: RefreshPolicy(interval: .seconds(1)))
    machine.visibilityChanged(false, now: .zero)
    for second in 1...10 {
      #expect(machine.settle(now: .seconds(second), isRefreshing: false, isFree: true) == false)
    }
    machine.visibilityChanged(true, now: .seconds(10))
    #expect(machine.settle(now: .seconds(10), isRefreshing: false, isFree: true) == true)
    #expect(machine.settle(now: .seconds(10), isRefreshing: true, isFree: false) == false)
    machine.cycleEnded(.success, now: .seconds(11))
    #expect(machine.settle(now: .seconds(11), isRefreshing: false, isFree: true) == false)
    #expect(machine.intervalDeadline == .seconds(12))
  }

  @Test func aHeldMomentWhoseConditionNoLongerHoldsStartsNothing() {
    var machine = Machine(policy: RefreshPolicy(refreshesOnAppear: true))
    machine.activityChanged(false, now: .zero)
    machine.visibilityChanged(false, now: .zero)
    machine.visibilityChanged(true, now: .zero)
    machine.contentUpdated(at: .zero, now: .zero)
    machine.activityChanged(true, now: .seconds(1))
    #expect(machine.settle(now: .seconds(1), isRefreshing: false, isFree: true) == false)
  }

  // MARK: - P5, P6

  @Test func endingStopsEveryTriggerTimerAndDeadline() {
    var machine = Machine(policy: RefreshPolicy(staleAfter: .seconds(1), interval: .seconds(1)))
    machine.cycleEnded(.success, now: .zero)
    machine.ended()
    #expect(machine.staleDeadline == nil)
    #expect(machine.intervalDeadline == nil)
    #expect(!machine.isWaiting)
    #expect(machine.settle(now: .seconds(100), isRefreshing: false, isFree: true) == false)
    #expect(!machine.isStale)
  }

  @Test func aNewIntervalCountsFromTheLastCyclesEnd() {
    var machine = Machine(policy: .never)
    machine.cycleEnded(.success, now: .seconds(1))
    machine.policyChanged(RefreshPolicy(interval: .seconds(3)), now: .seconds(10))
    #expect(machine.intervalDeadline == .seconds(4))
    #expect(machine.settle(now: .seconds(10), isRefreshing: false, isFree: true) == true)
  }

  @Test func aNewIntervalWithNoCycleEndedCountsFromTheChange() {
    var machine = Machine(policy: RefreshPolicy(interval: .seconds(30)))
    machine.policyChanged(RefreshPolicy(interval: .seconds(3)), now: .seconds(10))
    #expect(machine.intervalDeadline == .seconds(13))
  }

  @Test func aNewStaleAfterRecomputesStalenessAtOnce() {
    var machine = Machine(policy: RefreshPolicy(staleAfter: .seconds(100)))
    machine.cycleEnded(.success, now: .zero)
    machine.policyChanged(RefreshPolicy(staleAfter: .seconds(5)), now: .seconds(6))
    #expect(machine.isStale)
    machine.policyChanged(RefreshPolicy(staleAfter: .seconds(50)), now: .seconds(7))
    #expect(!machine.isStale)
    #expect(machine.staleDeadline == .seconds(50))
  }

  @Test func aSwitchTurnedOnDoesNotFireForAMomentThatPassed() {
    var machine = Machine(policy: .never)
    machine.visibilityChanged(false, now: .zero)
    machine.visibilityChanged(true, now: .zero)
    machine.policyChanged(RefreshPolicy(refreshesOnAppear: true), now: .zero)
    #expect(machine.settle(now: .zero, isRefreshing: false, isFree: true) == false)
  }

  @Test func aSwitchTurnedOffDropsWhatItHeld() {
    var machine = Machine(policy: RefreshPolicy(refreshesOnAppear: true))
    machine.activityChanged(false, now: .zero)
    machine.visibilityChanged(false, now: .zero)
    machine.visibilityChanged(true, now: .zero)
    machine.policyChanged(RefreshPolicy(refreshesOnReconnect: true), now: .zero)
    machine.activityChanged(true, now: .zero)
    #expect(machine.settle(now: .zero, isRefreshing: false, isFree: true) == false)
  }

  /// Each switch drops only what it held: an activation held when the policy changes to one
  /// that still refreshes on appear, but no longer on activation, starts nothing.
  @Test func aSwitchTurnedOffDropsOnlyItsOwnMoment() {
    let both = RefreshPolicy(refreshesOnAppear: true, refreshesOnActivation: true)
    var machine = Machine(policy: both)
    machine.activityChanged(false, now: .zero)
    machine.activityChanged(true, now: .zero)
    #expect(machine.settle(now: .zero, isRefreshing: false, isFree: false) == false)
    machine.policyChanged(RefreshPolicy(refreshesOnAppear: true), now: .zero)
    #expect(machine.settle(now: .zero, isRefreshing: false, isFree: true) == false)
  }

  // MARK: - P7 Reports that repeat the state

  @Test func aReportThatRepeatsTheStateIsNoMoment() {
    var machine = Machine(policy: RefreshPolicy(refreshesOnAppear: true))
    machine.visibilityChanged(true, now: .zero)
    #expect(machine.settle(now: .zero, isRefreshing: false, isFree: true) == false)
  }
}

extension RefreshPolicyMachine {
  /// `settle(isRefreshing:isFree:)` after bringing the policy up to `now`, as the refresh
  /// machine settles it: the tests' shorthand.
  fileprivate mutating func settle(now: Duration, isRefreshing: Bool, isFree: Bool) -> Bool {
    passTime(to: now)
    return settle(isRefreshing: isRefreshing, isFree: isFree)
  }
}
