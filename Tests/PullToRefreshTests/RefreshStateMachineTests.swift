import Testing

@_spi(FrontEnd) @testable import PullToRefresh

/// The gesture rules of the behaviour contract (Behavior.md: R1–R5, R18) at the state machine
/// level: synchronous, every effect checked.
@Suite struct RefreshStateMachineTests {
  private func machine(_ configuration: RefreshConfiguration = .default) -> RefreshStateMachine {
    var machine = RefreshStateMachine(configuration: configuration)
    _ = machine.viewportChanged(600)
    return machine
  }

  // MARK: - R1 Pull and progress

  @Test(arguments: [(45.0, 0.5), (90.0, 1.0), (200.0, 1.0), (9.0, 0.1), (0.5, 0.5 / 90)])
  func progressIsPullOverThresholdClamped(pull: Double, progress: Double) {
    var machine = machine()
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: pull)
    #expect(abs(machine.progress - progress) < 1e-12)
    #expect(machine.pull == pull)
  }

  @Test func negativeEdgeOffsetIsNoPull() {
    var machine = machine()
    _ = machine.interactionBegan()
    #expect(machine.scrolled(edgeOffset: -300) == [])
    #expect(machine.pull == 0)
    #expect(machine.phase == .idle)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteSamplesAreIgnored(value: Double) {
    var machine = machine()
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 30)
    #expect(machine.scrolled(edgeOffset: value) == [])
    #expect(machine.viewportChanged(value) == [])
    #expect(machine.pull == 30)
    #expect(machine.viewport == 600)
    #expect(machine.phase == .pulling)
    #expect(machine.progress.isFinite)
  }

  @Test(arguments: [0.0, -600])
  func fractionalThresholdWithoutViewportGivesNoProgressAndNoTransition(viewport: Double) {
    var machine = RefreshStateMachine(configuration: .init(threshold: .fraction(0.16)))
    _ = machine.viewportChanged(viewport)
    _ = machine.interactionBegan()
    #expect(machine.scrolled(edgeOffset: 150) == [])
    #expect(machine.progress == 0)
    #expect(machine.phase == .idle)
    #expect(machine.thresholdLength == nil)
  }

  @Test func fractionalThresholdFollowsTheViewport() {
    var machine = RefreshStateMachine(configuration: .init(threshold: .fraction(0.16)))
    _ = machine.viewportChanged(1000)
    _ = machine.interactionBegan()
    #expect(machine.scrolled(edgeOffset: 159) == [])
    #expect(machine.phase == .pulling)
    // The viewport shrinks under the finger: the same pull is now past the threshold.
    #expect(machine.viewportChanged(500) == [.haptic])
    #expect(machine.phase == .armed)
    #expect(machine.thresholdLength == 80)
    // And grows again: back to pulling.
    #expect(machine.viewportChanged(1000) == [])
    #expect(machine.phase == .pulling)
  }

  // MARK: - R2 Only a user's drag pulls

  @Test func flingOvershootDoesNothing() {
    var machine = machine()
    for offset in stride(from: -900.0, through: 150, by: 30) {
      #expect(machine.scrolled(edgeOffset: offset) == [])
    }
    for offset in stride(from: 150.0, through: 0, by: -15) {
      #expect(machine.scrolled(edgeOffset: offset) == [])
    }
    #expect(machine.phase == .idle)
    #expect(machine.progress == 0)
    #expect(machine.cycle == 0)
  }

  @Test func programmaticScrollPastTheEdgeDoesNothing() {
    var machine = machine()
    #expect(machine.scrolled(edgeOffset: 120) == [])
    #expect(machine.phase == .idle)
    #expect(machine.progress == 0)
    #expect(machine.indicator.opacity == 0.01)
  }

  @Test func releaseBelowThresholdStopsTheBounceFromPulling() {
    var machine = machine()
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 60)
    #expect(machine.interactionEnded() == [])
    #expect(machine.phase == .idle)
    // The bounce back passes through pulls that no longer count.
    #expect(machine.scrolled(edgeOffset: 95) == [])
    #expect(machine.phase == .idle)
  }

  // MARK: - R3 Arming

  @Test func pullToExactlyTheThresholdArms() {
    var machine = machine()
    _ = machine.interactionBegan()
    #expect(machine.scrolled(edgeOffset: 89.9) == [])
    #expect(machine.phase == .pulling)
    #expect(machine.scrolled(edgeOffset: 90) == [.haptic])
    #expect(machine.phase == .armed)
  }

  @Test func armingPlaysOneHapticPerArming() {
    var machine = machine()
    _ = machine.interactionBegan()
    #expect(machine.scrolled(edgeOffset: 100) == [.haptic])
    #expect(machine.scrolled(edgeOffset: 130) == [])
    #expect(machine.scrolled(edgeOffset: 80) == [])
    #expect(machine.phase == .pulling)
    #expect(machine.scrolled(edgeOffset: 95) == [.haptic])
    #expect(machine.phase == .armed)
  }

  @Test func pullBackToZeroReturnsToIdle() {
    var machine = machine()
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 40)
    _ = machine.scrolled(edgeOffset: 0)
    #expect(machine.phase == .idle)
  }

  // MARK: - R4 Trigger

  @Test func onReleaseDragBackBelowThresholdStartsNothing() {
    var machine = machine()
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 120)
    _ = machine.scrolled(edgeOffset: 80)
    #expect(machine.interactionEnded() == [])
    #expect(machine.phase == .idle)
    #expect(machine.cycle == 0)
  }

  @Test func onReleaseStartsOnceWhenReleasedArmed() {
    var machine = machine()
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 120)
    #expect(
      machine.interactionEnded() == [
        .startAction, .startTimer(.minimumDuration),
        .announce(.refreshing),
        .restingInsetChanged,
      ]
    )
    #expect(machine.phase == .refreshing)
    #expect(machine.cycle == 1)
  }

  @Test func onThresholdStartsWithTheFingerDown() {
    var machine = machine(.init(trigger: .onThreshold))
    _ = machine.interactionBegan()
    #expect(machine.scrolled(edgeOffset: 60) == [])
    #expect(
      machine.scrolled(edgeOffset: 95) == [
        .haptic, .startAction, .startTimer(.minimumDuration),
        .announce(.refreshing),
      ]
    )
    #expect(machine.phase == .refreshing)
    // Dragging back does not cancel it, and the release starts nothing more.
    #expect(machine.scrolled(edgeOffset: 10) == [])
    #expect(machine.interactionEnded() == [.restingInsetChanged])
    #expect(machine.phase == .refreshing)
    #expect(machine.cycle == 1)
  }

  @Test func timeoutTimerStartsWithTheAction() {
    var machine = machine(.init(timeout: .seconds(5)))
    #expect(
      machine.refreshRequested() == [
        .startAction, .startTimer(.minimumDuration),
        .startTimer(.timeout), .announce(.refreshing),
        .restingInsetChanged,
      ]
    )
  }

  // MARK: - R5 Start gate

  @Test func anywhereLetsADragFromMidContentPull() {
    var machine = machine()
    _ = machine.scrolled(edgeOffset: -400)
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: -100)
    _ = machine.scrolled(edgeOffset: 95)
    #expect(machine.phase == .armed)
  }

  @Test func onlyFromEdgeIgnoresADragFromMidContent() {
    var machine = machine(.init(startGate: .onlyFromEdge))
    _ = machine.scrolled(edgeOffset: -400)
    _ = machine.interactionBegan()
    #expect(machine.scrolled(edgeOffset: -100) == [])
    #expect(machine.scrolled(edgeOffset: 95) == [])
    #expect(machine.phase == .idle)
    #expect(machine.interactionEnded() == [])
    #expect(machine.cycle == 0)
    // The next drag begins at the edge and may pull.
    _ = machine.scrolled(edgeOffset: 0)
    _ = machine.interactionBegan()
    #expect(machine.scrolled(edgeOffset: 95) == [.haptic])
    #expect(machine.phase == .armed)
  }

  @Test func onlyFromEdgeAllowsADragThatBeganWithinHalfAPoint() {
    var machine = machine(.init(startGate: .onlyFromEdge))
    _ = machine.scrolled(edgeOffset: -0.4)
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 50)
    #expect(machine.phase == .pulling)
  }

  // MARK: - R18 Edges

  @Test(arguments: RefreshConfiguration.Edge.allCases)
  func everyEdgeArmsOnItsOwnAxis(edge: RefreshConfiguration.Edge) throws {
    var machine = machine(.init(edge: edge))
    let metrics = ScrollAxisMetrics(offset: 0, contentLength: 2000, viewportLength: 600)
    let pulled: ScrollAxisMetrics
    switch edge {
    case .top, .leading: pulled = .init(offset: -95, contentLength: 2000, viewportLength: 600)
    case .bottom, .trailing: pulled = .init(offset: 1495, contentLength: 2000, viewportLength: 600)
    }
    _ = machine.scrolled(edgeOffset: try #require(metrics.edgeOffset(at: edge)))
    _ = machine.interactionBegan()
    #expect(machine.scrolled(edgeOffset: try #require(pulled.edgeOffset(at: edge))) == [.haptic])
    #expect(machine.phase == .armed)
    #expect(machine.pull == 95)
  }

  // MARK: - Scroll views that do not refresh

  @Test func withRefreshesOffADragPullsNothingAndTheEdgeStillCounts() {
    var machine = machine()
    #expect(machine.refreshesChanged(false) == [])
    _ = machine.interactionBegan()
    #expect(machine.scrolled(edgeOffset: 120) == [])
    #expect(machine.pull == 0)
    #expect(machine.phase == .idle)
    #expect(machine.isAtEdge)
    #expect(machine.interactionEnded() == [])
    _ = machine.scrolled(edgeOffset: -300)
    #expect(!machine.isAtEdge)
    #expect(machine.refreshRequested().contains(.startAction))
  }

  @Test func turningRefreshesOffDropsAnArmedPull() {
    var machine = machine()
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 120)
    #expect(machine.phase == .armed)
    #expect(machine.refreshesChanged(false) == [])
    #expect(machine.phase == .idle)
    #expect(machine.interactionEnded() == [])
    #expect(machine.refreshesChanged(true) == [])
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 120)
    #expect(machine.phase == .armed)
  }

  @Test func turningRefreshesOffLeavesARefreshRunning() {
    var machine = RefreshStateMachine.refreshing()
    #expect(machine.refreshesChanged(false) == [])
    #expect(machine.phase == .refreshing)
  }
}
