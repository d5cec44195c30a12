import Testing

@testable import PullToRefresh

/// The refresh cycle rules of the behaviour contract (Behavior.md: R6–R11, R14, R19) at the state
/// machine level; R12 and R13 are in RefreshStateMachine+LockoutTests.
@Suite struct RefreshStateMachineCycleTests {
  private typealias Machine = RefreshStateMachine

  // MARK: - R6 Exactly once, R7 pulling while refreshing

  @Test func requestsAndPullsDuringARefreshStartNothing() {
    var machine = Machine.refreshing()
    #expect(machine.refreshRequested() == [])
    #expect(machine.refreshRequested() == [])
    _ = machine.interactionBegan()
    for pull in stride(from: 0.0, through: 200, by: 10) {
      #expect(machine.scrolled(edgeOffset: pull) == [])
    }
    #expect(machine.interactionEnded() == [])
    #expect(machine.externalRefreshingChanged(true) == [])
    #expect(machine.phase == .refreshing)
    #expect(machine.cycle == 1)
    #expect(machine.indicator.offset == 31)
  }

  /// Timers run for the configured durations; a timeout that is not set has none.
  @Test func timersRunForTheirConfiguredDurations() {
    typealias Timer = Machine.Timer
    let configuration = RefreshConfiguration(
      minimumRefreshingDuration: .milliseconds(250),
      timeout: .seconds(7),
      finishingDuration: .milliseconds(120)
    )
    #expect(Timer.minimumDuration.duration(in: configuration) == .milliseconds(250))
    #expect(Timer.timeout.duration(in: configuration) == .seconds(7))
    #expect(Timer.finishing.duration(in: configuration) == .milliseconds(120))
    #expect(Timer.timeout.duration(in: .default) == nil)
  }

  // MARK: - R8 Programmatic refresh

  @Test(arguments: [RefreshPhase.idle, .pulling, .armed])
  func refreshRequestStartsACycleFrom(phase: RefreshPhase) {
    var machine = Machine()
    _ = machine.viewportChanged(600)
    if phase != .idle {
      _ = machine.interactionBegan()
      _ = machine.scrolled(edgeOffset: phase == .armed ? 100 : 50)
    }
    #expect(machine.phase == phase)
    // With a finger down, the room waits for the release ("The resting inset").
    let started: Machine.Effects =
      phase == .idle
      ? [.startAction, .startTimer(.minimumDuration), .announce(.refreshing), .restingInsetChanged]
      : [.startAction, .startTimer(.minimumDuration), .announce(.refreshing)]
    #expect(machine.refreshRequested() == started)
    #expect(machine.phase == .refreshing)
    // The finger's release afterwards starts nothing more; it lets the room open.
    let released: Machine.Effects = phase == .idle ? [] : [.restingInsetChanged]
    #expect(machine.interactionEnded() == released)
    #expect(machine.cycle == 1)
  }

  @Test func refreshRequestDuringFinishingStartsTheNextCycle() {
    var machine = Machine.refreshing(.init(minimumRefreshingDuration: .zero))
    _ = machine.actionFinished(.success, cycle: 1)
    #expect(machine.phase == .finishing(.success))
    #expect(
      machine.refreshRequested() == [
        .cancelTimer(.finishing), .startAction, .announce(.refreshing),
        .restingInsetChanged,
      ]
    )
    #expect(machine.cycle == 2)
  }

  // MARK: - R9 Completion

  @Test(arguments: [
    (RefreshOutcome.success, RefreshAnnouncement.updated),
    (.failure, .failed),
  ])
  func completionAfterTheMinimumTimeFinishes(
    outcome: RefreshOutcome,
    announcement: RefreshAnnouncement
  ) {
    var machine = Machine.refreshing()
    #expect(machine.timerElapsed(.minimumDuration, cycle: 1) == [])
    #expect(
      machine.actionFinished(outcome, cycle: 1) == [
        .outcomeDecided(outcome), .announce(announcement),
        .startTimer(.finishing),
        .restingInsetChanged,
      ] + (outcome == .success ? [.staleChanged(false)] : [])
    )
    #expect(machine.phase == .finishing(outcome))
    #expect(machine.timerElapsed(.finishing, cycle: 1) == [])
    #expect(machine.phase == .idle)
  }

  @Test func cancellationFromTheActionFinishesWithoutAnnouncement() {
    var machine = Machine.refreshing(.init(minimumRefreshingDuration: .zero))
    #expect(
      machine.actionFinished(.cancelled, cycle: 1) == [
        .outcomeDecided(.cancelled), .startTimer(.finishing),
        .restingInsetChanged,
      ]
    )
    #expect(machine.phase == .finishing(.cancelled))
  }

  @Test func staleAndDuplicateCompletionsChangeNothing() {
    var machine = Machine.refreshing(.init(minimumRefreshingDuration: .zero))
    #expect(machine.actionFinished(.success, cycle: 0) == [])
    #expect(machine.actionFinished(.success, cycle: 2) == [])
    #expect(machine.phase == .refreshing)
    _ = machine.actionFinished(.failure, cycle: 1)
    #expect(machine.actionFinished(.success, cycle: 1) == [])
    #expect(machine.phase == .finishing(.failure))
  }

  // MARK: - R10 Minimum visible time

  @Test func aFastActionKeepsTheIndicatorForTheMinimumTime() {
    var machine = Machine.refreshing()
    #expect(
      machine.actionFinished(.success, cycle: 1)
        == [.outcomeDecided(.success), .staleChanged(false)]
    )
    #expect(machine.phase == .refreshing)
    #expect(machine.decidedOutcome == .success)
    #expect(
      machine.timerElapsed(.minimumDuration, cycle: 1) == [
        .announce(.updated), .startTimer(.finishing),
        .restingInsetChanged,
      ]
    )
    #expect(machine.phase == .finishing(.success))
  }

  @Test func aStaleMinimumTimerChangesNothing() {
    var machine = Machine.refreshing()
    _ = machine.actionFinished(.success, cycle: 1)
    #expect(machine.timerElapsed(.minimumDuration, cycle: 0) == [])
    #expect(machine.phase == .refreshing)
  }

  // MARK: - R11 Timeout

  @Test func timeoutCancelsTheActionAndTimesOut() {
    var machine = Machine.refreshing(.init(timeout: .seconds(2)))
    _ = machine.timerElapsed(.minimumDuration, cycle: 1)
    #expect(
      machine.timerElapsed(.timeout, cycle: 1) == [
        .cancelAction, .outcomeDecided(.timedOut), .announce(.failed),
        .startTimer(.finishing),
        .restingInsetChanged,
      ]
    )
    #expect(machine.phase == .finishing(.timedOut))
    #expect(machine.actionFinished(.success, cycle: 1) == [])
  }

  @Test func completionCancelsTheTimeoutTimer() {
    var machine = Machine.refreshing(.init(timeout: .seconds(2)))
    _ = machine.timerElapsed(.minimumDuration, cycle: 1)
    #expect(machine.actionFinished(.success, cycle: 1).contains(.cancelTimer(.timeout)))
    #expect(machine.timerElapsed(.timeout, cycle: 1) == [])
    #expect(machine.phase == .finishing(.success))
  }

  @Test func timeoutShorterThanTheMinimumTimeWaitsForIt() {
    var machine = Machine.refreshing(
      .init(minimumRefreshingDuration: .seconds(1), timeout: .milliseconds(500))
    )
    #expect(
      machine.timerElapsed(.timeout, cycle: 1) == [.cancelAction, .outcomeDecided(.timedOut)]
    )
    #expect(machine.phase == .refreshing)
    _ = machine.timerElapsed(.minimumDuration, cycle: 1)
    #expect(machine.phase == .finishing(.timedOut))
  }

  // MARK: - R14 Controlled mode

  @Test func hostFlagShowsRefreshingWithoutTheAction() {
    var machine = Machine()
    _ = machine.viewportChanged(600)
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 100)
    #expect(
      machine.externalRefreshingChanged(true) == [
        .startTimer(.minimumDuration), .announce(.refreshing),
      ]
    )
    #expect(machine.phase == .refreshing)
    // The pull in progress was reset: its release starts nothing.
    #expect(machine.interactionEnded() == [.restingInsetChanged])
    _ = machine.timerElapsed(.minimumDuration, cycle: 1)
    #expect(
      machine.externalRefreshingChanged(false) == [
        .outcomeDecided(.success), .announce(.updated),
        .startTimer(.finishing),
        .restingInsetChanged, .staleChanged(false),
      ]
    )
    #expect(machine.phase == .finishing(.success))
  }

  @Test func hostFlagFalseDuringTheActionEndsTheCycleAndCancelsIt() {
    var machine = Machine.refreshing(.init(minimumRefreshingDuration: .zero))
    #expect(
      machine.externalRefreshingChanged(false) == [
        .cancelAction, .outcomeDecided(.success), .announce(.updated),
        .startTimer(.finishing),
        .restingInsetChanged, .staleChanged(false),
      ]
    )
    #expect(machine.actionFinished(.failure, cycle: 1) == [])
    #expect(machine.phase == .finishing(.success))
  }

  @Test func hostFlagFalseOutsideARefreshDoesNothing() {
    var machine = Machine()
    #expect(machine.externalRefreshingChanged(false) == [])
    #expect(machine.phase == .idle)
  }

  // MARK: - R19 Nothing else traps

  @Test func eventsThatMakeNoSenseAreIgnoredInEveryPhase() {
    var machine = Machine()
    #expect(machine.actionFinished(.success, cycle: 0) == [])
    #expect(machine.timerElapsed(.minimumDuration, cycle: 0) == [])
    #expect(machine.timerElapsed(.timeout, cycle: 0) == [])
    #expect(machine.timerElapsed(.finishing, cycle: 0) == [])
    #expect(machine.interactionEnded() == [])
    #expect(machine.disappeared() == [])
    #expect(machine.phase == .idle)
  }
}
