import Testing

@testable import PullToRefresh

/// The refresh cycle rules (R6–R14, R19) at the state machine level.
@Suite struct RefreshStateMachineCycleTests {
  private typealias Machine = RefreshStateMachine

  /// A machine refreshing after a pull to 120 and a release, the finger now up.
  private func refreshing(_ configuration: RefreshConfiguration = .default) -> Machine {
    var machine = Machine(configuration: configuration)
    _ = machine.viewportChanged(600)
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 120)
    _ = machine.interactionEnded()
    _ = machine.scrolled(edgeOffset: 0)
    return machine
  }

  // MARK: - R6 Exactly once, R7 pulling while refreshing

  @Test func requestsAndPullsDuringARefreshStartNothing() {
    var machine = refreshing()
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
    #expect(
      machine.refreshRequested() == [
        .startAction, .startTimer(.minimumDuration, after: .milliseconds(300)),
        .announce(.refreshing),
      ]
    )
    #expect(machine.phase == .refreshing)
    // The finger's release afterwards starts nothing more.
    #expect(machine.interactionEnded() == [])
    #expect(machine.cycle == 1)
  }

  @Test func refreshRequestDuringFinishingStartsTheNextCycle() {
    var machine = refreshing(.init(minimumRefreshingDuration: .zero))
    _ = machine.actionFinished(.success, cycle: 1)
    #expect(machine.phase == .finishing(.success))
    #expect(
      machine.refreshRequested() == [
        .cancelTimer(.finishing), .startAction, .announce(.refreshing),
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
    var machine = refreshing()
    #expect(machine.minimumDurationElapsed(cycle: 1) == [])
    #expect(
      machine.actionFinished(outcome, cycle: 1) == [
        .outcomeDecided(outcome), .announce(announcement),
        .startTimer(.finishing, after: .milliseconds(400)),
      ]
    )
    #expect(machine.phase == .finishing(outcome))
    #expect(machine.finishingElapsed(cycle: 1) == [])
    #expect(machine.phase == .idle)
  }

  @Test func cancellationFromTheActionFinishesWithoutAnnouncement() {
    var machine = refreshing(.init(minimumRefreshingDuration: .zero))
    #expect(
      machine.actionFinished(.cancelled, cycle: 1) == [
        .outcomeDecided(.cancelled), .startTimer(.finishing, after: .milliseconds(400)),
      ]
    )
    #expect(machine.phase == .finishing(.cancelled))
  }

  @Test func staleAndDuplicateCompletionsChangeNothing() {
    var machine = refreshing(.init(minimumRefreshingDuration: .zero))
    #expect(machine.actionFinished(.success, cycle: 0) == [])
    #expect(machine.actionFinished(.success, cycle: 2) == [])
    #expect(machine.phase == .refreshing)
    _ = machine.actionFinished(.failure, cycle: 1)
    #expect(machine.actionFinished(.success, cycle: 1) == [])
    #expect(machine.phase == .finishing(.failure))
  }

  // MARK: - R10 Minimum visible time

  @Test func aFastActionKeepsTheIndicatorForTheMinimumTime() {
    var machine = refreshing()
    #expect(machine.actionFinished(.success, cycle: 1) == [.outcomeDecided(.success)])
    #expect(machine.phase == .refreshing)
    #expect(machine.decidedOutcome == .success)
    #expect(
      machine.minimumDurationElapsed(cycle: 1) == [
        .announce(.updated), .startTimer(.finishing, after: .milliseconds(400)),
      ]
    )
    #expect(machine.phase == .finishing(.success))
  }

  @Test func aStaleMinimumTimerChangesNothing() {
    var machine = refreshing()
    _ = machine.actionFinished(.success, cycle: 1)
    #expect(machine.minimumDurationElapsed(cycle: 0) == [])
    #expect(machine.phase == .refreshing)
  }

  // MARK: - R11 Timeout

  @Test func timeoutCancelsTheActionAndTimesOut() {
    var machine = refreshing(.init(timeout: .seconds(2)))
    _ = machine.minimumDurationElapsed(cycle: 1)
    #expect(
      machine.timeoutElapsed(cycle: 1) == [
        .cancelAction, .outcomeDecided(.timedOut), .announce(.failed),
        .startTimer(.finishing, after: .milliseconds(400)),
      ]
    )
    #expect(machine.phase == .finishing(.timedOut))
    #expect(machine.actionFinished(.success, cycle: 1) == [])
  }

  @Test func completionCancelsTheTimeoutTimer() {
    var machine = refreshing(.init(timeout: .seconds(2)))
    _ = machine.minimumDurationElapsed(cycle: 1)
    #expect(machine.actionFinished(.success, cycle: 1).contains(.cancelTimer(.timeout)))
    #expect(machine.timeoutElapsed(cycle: 1) == [])
    #expect(machine.phase == .finishing(.success))
  }

  @Test func timeoutShorterThanTheMinimumTimeWaitsForIt() {
    var machine = refreshing(
      .init(minimumRefreshingDuration: .seconds(1), timeout: .milliseconds(500))
    )
    #expect(machine.timeoutElapsed(cycle: 1) == [.cancelAction, .outcomeDecided(.timedOut)])
    #expect(machine.phase == .refreshing)
    _ = machine.minimumDurationElapsed(cycle: 1)
    #expect(machine.phase == .finishing(.timedOut))
  }

  // MARK: - R12 Lockout after completion

  @Test func completionUnderTheFingerLocksOutUntilReleaseAndRetract() {
    var machine = Machine(configuration: .init(minimumRefreshingDuration: .zero))
    _ = machine.viewportChanged(600)
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 120)
    _ = machine.interactionEnded()
    // The user grabs again and holds at 150 while the action completes.
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 150)
    _ = machine.actionFinished(.success, cycle: 1)
    _ = machine.finishingElapsed(cycle: 1)
    #expect(machine.phase == .finishing(.success))
    #expect(machine.scrolled(edgeOffset: 160) == [])
    #expect(machine.phase == .finishing(.success))
    #expect(machine.interactionEnded() == [])
    #expect(machine.phase == .finishing(.success))
    // Retracting: still locked at 9.1 (10% of 90 is 9), free below.
    _ = machine.scrolled(edgeOffset: 9.1)
    #expect(machine.phase == .finishing(.success))
    _ = machine.scrolled(edgeOffset: 8.9)
    #expect(machine.phase == .idle)
    // A new pull past the threshold and a release start the second cycle.
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 95)
    #expect(machine.interactionEnded().contains(.startAction))
    #expect(machine.cycle == 2)
  }

  @Test func aNewDragDuringTheBounceBackCannotArm() {
    var machine = refreshing(.init(minimumRefreshingDuration: .zero))
    _ = machine.actionFinished(.success, cycle: 1)
    _ = machine.scrolled(edgeOffset: 40)
    _ = machine.finishingElapsed(cycle: 1)
    _ = machine.interactionBegan()
    #expect(machine.scrolled(edgeOffset: 130) == [])
    #expect(machine.interactionEnded() == [])
    #expect(machine.phase == .finishing(.success))
    #expect(machine.cycle == 1)
  }

  // MARK: - R13 Cancellation

  @Test func cancelEndsTheCycleAtOnce() {
    var machine = refreshing(.init(timeout: .seconds(3)))
    #expect(
      machine.cancelRequested() == [
        .cancelAction, .cancelTimer(.minimumDuration), .cancelTimer(.timeout),
        .outcomeDecided(.cancelled), .startTimer(.finishing, after: .milliseconds(400)),
      ]
    )
    #expect(machine.phase == .finishing(.cancelled))
    #expect(machine.actionFinished(.success, cycle: 1) == [])
    #expect(machine.minimumDurationElapsed(cycle: 1) == [])
    #expect(machine.finishingElapsed(cycle: 1) == [])
    #expect(machine.phase == .idle)
  }

  @Test(arguments: [RefreshPhase.idle, .pulling, .armed])
  func cancelOutsideARefreshDoesNothing(phase: RefreshPhase) {
    var machine = Machine()
    _ = machine.viewportChanged(600)
    if phase != .idle {
      _ = machine.interactionBegan()
      _ = machine.scrolled(edgeOffset: phase == .armed ? 100 : 50)
    }
    let before = machine
    #expect(machine.cancelRequested() == [])
    #expect(machine == before)
  }

  @Test func disappearingCancelsAndForgetsTheGesture() {
    var machine = refreshing()
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 80)
    #expect(
      machine.disappeared() == [
        .cancelAction, .cancelTimer(.minimumDuration), .outcomeDecided(.cancelled),
        .startTimer(.finishing, after: .milliseconds(400)),
      ]
    )
    #expect(machine.isInteracting == false)
    #expect(machine.pull == 0)
    _ = machine.finishingElapsed(cycle: 1)
    #expect(machine.phase == .idle)
  }

  @Test func disappearingWhileArmedReturnsToIdle() {
    var machine = Machine()
    _ = machine.viewportChanged(600)
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 100)
    #expect(machine.disappeared() == [])
    #expect(machine.phase == .idle)
    #expect(machine.interactionEnded() == [])
    #expect(machine.cycle == 0)
  }

  // MARK: - R14 Controlled mode

  @Test func hostFlagShowsRefreshingWithoutTheAction() {
    var machine = Machine()
    _ = machine.viewportChanged(600)
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 100)
    #expect(
      machine.externalRefreshingChanged(true) == [
        .startTimer(.minimumDuration, after: .milliseconds(300)), .announce(.refreshing),
      ]
    )
    #expect(machine.phase == .refreshing)
    // The pull in progress was reset: its release starts nothing.
    #expect(machine.interactionEnded() == [])
    _ = machine.minimumDurationElapsed(cycle: 1)
    #expect(
      machine.externalRefreshingChanged(false) == [
        .outcomeDecided(.success), .announce(.updated),
        .startTimer(.finishing, after: .milliseconds(400)),
      ]
    )
    #expect(machine.phase == .finishing(.success))
  }

  @Test func hostFlagFalseDuringTheActionEndsTheCycleAndCancelsIt() {
    var machine = refreshing(.init(minimumRefreshingDuration: .zero))
    #expect(
      machine.externalRefreshingChanged(false) == [
        .cancelAction, .outcomeDecided(.success), .announce(.updated),
        .startTimer(.finishing, after: .milliseconds(400)),
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
    #expect(machine.minimumDurationElapsed(cycle: 0) == [])
    #expect(machine.timeoutElapsed(cycle: 0) == [])
    #expect(machine.finishingElapsed(cycle: 0) == [])
    #expect(machine.interactionEnded() == [])
    #expect(machine.disappeared() == [])
    #expect(machine.phase == .idle)
  }
}
