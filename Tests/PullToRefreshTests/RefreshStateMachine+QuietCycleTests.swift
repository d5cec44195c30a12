import Testing

@testable import PullToRefresh

/// P4 at the state machine level: a scheduled cycle that no person joined is quiet, and a person
/// who joins it makes it ordinary from then.
@Suite struct RefreshStateMachineQuietCycleTests {
  private typealias Machine = RefreshStateMachine

  /// A machine with a 600-pt viewport running a quiet cycle.
  private static func quiet(_ configuration: RefreshConfiguration = .default) -> Machine {
    var machine = Machine(configuration: configuration)
    _ = machine.viewportChanged(600)
    _ = machine.refreshRequested(source: .scheduled)
    return machine
  }

  @Test func aQuietCycleHasNoMinimumTimeAndAnnouncesNothing() {
    var machine = Machine(configuration: .default)
    _ = machine.viewportChanged(600)
    #expect(machine.refreshRequested(source: .scheduled) == [.startAction])
    #expect(machine.phase == .refreshing)
    #expect(machine.origin == .scheduled)
  }

  @Test(arguments: [RefreshOutcome.success, .failure])
  func aQuietCycleEndsAtItsOutcomeWithNoFinishingDisplay(outcome: RefreshOutcome) {
    var machine = Self.quiet()
    // The first success makes the content fresh (P1): the machine says so once.
    let fresh: RefreshStateMachine.Effects = outcome == .success ? [.staleChanged(false)] : []
    #expect(machine.actionFinished(outcome, cycle: 1) == [.outcomeDecided(outcome)] + fresh)
    #expect(machine.phase == .idle)
    #expect(machine.restingInset.inset == 0)
  }

  @Test func aQuietCycleThatTimesOutOrIsCancelledGoesStraightToIdle() {
    var timedOut = Self.quiet(RefreshConfiguration(timeout: .seconds(5)))
    #expect(
      timedOut.timerElapsed(.timeout, cycle: 1) == [.cancelAction, .outcomeDecided(.timedOut)]
    )
    #expect(timedOut.phase == .idle)
    var cancelled = Self.quiet()
    #expect(cancelled.cancelRequested() == [.cancelAction, .outcomeDecided(.cancelled)])
    #expect(cancelled.phase == .idle)
    var gone = Self.quiet()
    _ = gone.disappeared()
    #expect(gone.phase == .idle)
  }

  @Test func aQuietCycleShowsAnIdleIndicator() {
    // P4 (amended 2026-12-07): no spinner, no ring, nothing at the edge, while the phase is
    // refreshing.
    let machine = Self.quiet()
    #expect(machine.phase == .refreshing)
    #expect(machine.indicator == Machine.idleIndicator)
    #expect(!machine.indicator.showsSpinner)
    #expect(machine.indicator.ringFraction == 0)
    #expect(machine.indicator.opacity == 0.01)
    #expect(machine.indicator.accessibilityLabel == "Refresh")
  }

  @Test func aDragDuringAQuietCycleFillsTheRingUntilItJoins() {
    var machine = Self.quiet()
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 45)
    #expect(machine.indicator.ringFraction == 0.5)
    #expect(machine.indicator.showsArrow && !machine.indicator.showsSpinner)
    #expect(machine.indicator.offset == 22.5)
    _ = machine.scrolled(edgeOffset: 90)
    // The pull that reaches the threshold joins: the cycle shows as refreshing from then.
    #expect(machine.origin == .gesture)
    #expect(machine.indicator.showsSpinner)
    #expect(machine.indicator.ringFraction == 1)
  }

  @Test func aPersonsRequestShowsTheSpinner() {
    var machine = Self.quiet()
    _ = machine.refreshRequested(source: .programmatic)
    #expect(machine.indicator.showsSpinner)
    #expect(machine.indicator.opacity == 1)
  }

  @Test func aRequestJoinsAndTheCycleBecomesOrdinary() {
    var machine = Self.quiet()
    #expect(
      machine.refreshRequested(source: .accessibility)
        == [.startTimer(.minimumDuration), .announce(.refreshing), .restingInsetChanged]
    )
    // The minimum time counts from the join: the outcome waits for it, then shows.
    #expect(
      machine.actionFinished(.success, cycle: 1)
        == [.outcomeDecided(.success), .staleChanged(false)]
    )
    #expect(machine.phase == .refreshing)
    #expect(
      machine.timerElapsed(.minimumDuration, cycle: 1)
        == [.announce(.updated), .startTimer(.finishing), .restingInsetChanged]
    )
    #expect(machine.phase == .finishing(.success))
  }

  @Test func anotherScheduledRequestDoesNotJoin() {
    var machine = Self.quiet()
    #expect(machine.refreshRequested(source: .scheduled) == [])
    #expect(machine.origin == .scheduled)
  }

  /// The host's flag (R14) does not join a quiet cycle; its `false` ends it quietly.
  @Test func theHostsFlagDoesNotJoin() {
    var machine = Self.quiet()
    #expect(machine.externalRefreshingChanged(true) == [])
    #expect(machine.origin == .scheduled)
    #expect(
      machine.externalRefreshingChanged(false)
        == [.cancelAction, .outcomeDecided(.success), .staleChanged(false)]
    )
    #expect(machine.phase == .idle)
  }

  @Test(arguments: RefreshConfiguration.Trigger.allCases)
  func aPullThatReachesTheThresholdJoinsWithOneHaptic(trigger: RefreshConfiguration.Trigger) {
    var machine = Self.quiet(RefreshConfiguration(trigger: trigger))
    _ = machine.interactionBegan()
    #expect(machine.scrolled(edgeOffset: 89) == [])
    #expect(
      machine.scrolled(edgeOffset: 90)
        == [.haptic, .startTimer(.minimumDuration), .announce(.refreshing)]
    )
    #expect(machine.origin == .gesture)
    #expect(machine.scrolled(edgeOffset: 120) == [])
    // The room waits for the release, and no second action runs.
    #expect(machine.interactionEnded() == [.restingInsetChanged])
    #expect(machine.restingInset.inset == 62)
    #expect(machine.cycle == 1)
  }

  @Test func withHapticsOffAJoiningPullPlaysNone() {
    var machine = Self.quiet(RefreshConfiguration(hapticsEnabled: false))
    _ = machine.interactionBegan()
    let joined = machine.scrolled(edgeOffset: 100)
    #expect(!joined.contains(.haptic))
    #expect(machine.origin == .gesture)
  }

  @Test func aDragThatMayNotPullDoesNotJoin() {
    var machine = Self.quiet(RefreshConfiguration(startGate: .onlyFromEdge))
    _ = machine.scrolled(edgeOffset: -300)
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 150)
    #expect(machine.origin == .scheduled)
  }

  /// A quiet cycle that ends under a finger leaves the drag free to pull as from idle.
  @Test func aQuietCycleEndingUnderAFingerLeavesTheDragFree() {
    var machine = Self.quiet()
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 40)
    _ = machine.actionFinished(.success, cycle: 1)
    #expect(machine.phase == .pulling)
    #expect(machine.scrolled(edgeOffset: 95) == [.haptic])
    #expect(machine.phase == .armed)
    let released = machine.interactionEnded()
    #expect(released.contains(.startAction))
    #expect(machine.cycle == 2)
  }

  /// A scheduled refresh that succeeds makes the footer ready, as any refresh does (P5, L7).
  @Test func aQuietSuccessMakesTheFooterReady() {
    var machine = Machine(configuration: .default)
    _ = machine.viewportChanged(600)
    _ = machine.loadMoreEnabledChanged(true)
    _ = machine.contentChanged(2000)
    _ = machine.scrolled(edgeOffset: -1400)
    #expect(machine.loadMore.phase == .loading)
    _ = machine.loadFinished(.end, load: 1)
    #expect(machine.loadMore.phase == .exhausted)
    _ = machine.refreshRequested(source: .scheduled)
    let succeeded = machine.actionFinished(.success, cycle: 1)
    #expect(succeeded.contains(.startLoad))
  }
}
