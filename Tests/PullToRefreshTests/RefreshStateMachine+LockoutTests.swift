import Testing

@testable import PullToRefresh

/// The end of a cycle (Behavior.md: R12 lockout, R13 cancellation) at the state machine level.
@Suite struct RefreshStateMachineLockoutTests {
  private typealias Machine = RefreshStateMachine

  // MARK: - R12 The lockout is the only thing that can refuse a pull

  /// The contract's example: a refresh fails with the content at rest; a drag that begins while
  /// "Refresh failed" still shows pulls, arms and refreshes again.
  @Test(arguments: [RefreshOutcome.failure, .success, .timedOut, .cancelled])
  func aRetryRightAfterTheOutcomeIsNeverSwallowed(outcome: RefreshOutcome) {
    var machine = Machine.refreshing(.init(minimumRefreshingDuration: .zero, timeout: .seconds(30)))
    switch outcome {
    case .timedOut: _ = machine.timerElapsed(.timeout, cycle: 1)
    case .cancelled: _ = machine.cancelRequested()
    case .success, .failure: _ = machine.actionFinished(outcome, cycle: 1)
    }
    #expect(machine.phase == .finishing(outcome))
    // The finishing time has not passed: the drag ends the cycle at once and stops its timer.
    #expect(machine.interactionBegan() == [.cancelTimer(.finishing)])
    #expect(machine.phase == .idle)
    #expect(machine.scrolled(edgeOffset: 40) == [])
    #expect(machine.phase == .pulling)
    #expect(machine.scrolled(edgeOffset: 95) == [.haptic])
    #expect(machine.interactionEnded().contains(.startAction))
    #expect(machine.cycle == 2)
    // The old cycle's finishing timer, if it fired anyway, changes nothing.
    #expect(machine.timerElapsed(.finishing, cycle: 1) == [])
    #expect(machine.phase == .refreshing)
  }

  @Test func aRetryFromJustBelowTheRetractLimitPulls() {
    var machine = Machine.refreshing(.init(minimumRefreshingDuration: .zero))
    _ = machine.actionFinished(.success, cycle: 1)
    _ = machine.scrolled(edgeOffset: 8.9)  // 10% of 90 is 9
    _ = machine.interactionBegan()
    #expect(machine.phase == .pulling)
  }

  @Test func aDragThatBeginsAtTheRetractLimitStaysLockedOut() {
    var machine = Machine.refreshing(.init(minimumRefreshingDuration: .zero))
    _ = machine.scrolled(edgeOffset: 9)  // 10% of 90: not retracted
    _ = machine.actionFinished(.success, cycle: 1)
    #expect(machine.interactionBegan() == [])
    #expect(machine.phase == .finishing(.success))
  }

  /// Once the pull has retracted with no finger down, the lockout is over for good: a bounce or
  /// momentum that pulls the content again while the outcome still shows refuses no later drag
  /// (a seeded random trace against a reference model found a drag refused 2 s after a
  /// cancelled refresh that way).
  @Test func aBounceAfterTheRetractionDoesNotBringTheLockoutBack() {
    var machine = Machine.refreshing(.init(minimumRefreshingDuration: .zero))
    _ = machine.cancelRequested()
    #expect(machine.phase == .finishing(.cancelled))  // the content is at rest: retracted
    _ = machine.scrolled(edgeOffset: 40)  // momentum overshoots the edge, no finger
    #expect(machine.phase == .finishing(.cancelled))
    #expect(machine.interactionBegan() == [.cancelTimer(.finishing)])
    #expect(machine.phase == .pulling)
    #expect(machine.scrolled(edgeOffset: 95) == [.haptic])
    #expect(machine.interactionEnded().contains(.startAction))
    #expect(machine.cycle == 2)
  }

  /// The end of the display still waits for the retraction: the phase leaves `finishing` only
  /// with its time up, the finger up and the pull retracted.
  @Test func theDisplayEndsOnlyRetractedEvenOnceTheLockoutIsOver() {
    var machine = Machine.refreshing(.init(minimumRefreshingDuration: .zero))
    _ = machine.actionFinished(.success, cycle: 1)
    _ = machine.scrolled(edgeOffset: 40)
    _ = machine.timerElapsed(.finishing, cycle: 1)
    #expect(machine.phase == .finishing(.success))
    _ = machine.scrolled(edgeOffset: 0)
    #expect(machine.phase == .idle)
  }

  /// The finger that held the pull while the action completed is still down: a second "began"
  /// (a second finger) does not end the lockout, even with the pull retracted under it.
  @Test func aDragAlreadyInProgressKeepsTheLockout() {
    var machine = Machine.refreshing(.init(minimumRefreshingDuration: .zero))
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 150)
    _ = machine.actionFinished(.success, cycle: 1)
    _ = machine.scrolled(edgeOffset: 0)
    #expect(machine.interactionBegan() == [])
    _ = machine.scrolled(edgeOffset: 120)
    #expect(machine.phase == .finishing(.success))
    #expect(machine.interactionEnded() == [.restingInsetChanged])
    #expect(machine.cycle == 1)
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
    _ = machine.timerElapsed(.finishing, cycle: 1)
    #expect(machine.phase == .finishing(.success))
    #expect(machine.scrolled(edgeOffset: 160) == [])
    #expect(machine.phase == .finishing(.success))
    #expect(machine.interactionEnded() == [.restingInsetChanged])
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
    var machine = Machine.refreshing(.init(minimumRefreshingDuration: .zero))
    _ = machine.scrolled(edgeOffset: 40)  // still bouncing back when the outcome arrives
    _ = machine.actionFinished(.success, cycle: 1)
    _ = machine.timerElapsed(.finishing, cycle: 1)
    _ = machine.interactionBegan()
    #expect(machine.scrolled(edgeOffset: 130) == [])
    #expect(machine.interactionEnded() == [])
    #expect(machine.phase == .finishing(.success))
    #expect(machine.cycle == 1)
  }

  // MARK: - R13 Cancellation

  /// What a covered host may still report (a zero-sized viewport, the end of a drag, scrolling)
  /// never ends a refresh: only cancel and disappeared do.
  @Test func aCoveredHostsSamplesLeaveTheRefreshRunning() {
    var machine = Machine.refreshing()
    #expect(machine.viewportChanged(0) == [])
    #expect(machine.viewportChanged(-20) == [])
    #expect(machine.interactionEnded() == [])
    #expect(machine.scrolled(edgeOffset: -4000) == [])
    #expect(machine.phase == .refreshing)
    #expect(machine.restingExtent == 62)
    #expect(machine.actionFinished(.success, cycle: 1).contains(.outcomeDecided(.success)))
  }

  @Test func cancelEndsTheCycleAtOnce() {
    var machine = Machine.refreshing(.init(timeout: .seconds(3)))
    #expect(
      machine.cancelRequested() == [
        .cancelAction, .cancelTimer(.minimumDuration), .cancelTimer(.timeout),
        .outcomeDecided(.cancelled), .startTimer(.finishing),
        .restingInsetChanged,
      ]
    )
    #expect(machine.phase == .finishing(.cancelled))
    #expect(machine.actionFinished(.success, cycle: 1) == [])
    #expect(machine.timerElapsed(.minimumDuration, cycle: 1) == [])
    #expect(machine.timerElapsed(.finishing, cycle: 1) == [])
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
    var machine = Machine.refreshing()
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 80)
    #expect(
      machine.disappeared() == [
        .cancelAction, .cancelTimer(.minimumDuration), .outcomeDecided(.cancelled),
        .startTimer(.finishing),
        .restingInsetChanged,
      ]
    )
    #expect(machine.isInteracting == false)
    #expect(machine.pull == 0)
    _ = machine.timerElapsed(.finishing, cycle: 1)
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
}
