import Testing

@_spi(FrontEnd) @testable import PullToRefresh

/// "The resting inset" of the behaviour contract, decided by the state machine: the room is the
/// resting extent while a refresh that is not scheduled runs, it waits for the finger, and a
/// change is revealed and animated only with the content at its edge.
@Suite struct RestingInsetTests {
  private typealias Machine = RefreshStateMachine

  private func inset(_ machine: Machine) -> RestingInset { machine.restingInset }

  @Test func theRoomIsTheRestingExtentWhileRefreshingAndZeroOtherwise() {
    var machine = Machine(configuration: .default)
    _ = machine.viewportChanged(600)
    #expect(inset(machine) == RestingInset(inset: 0, reveals: false, animates: false))
    let started = machine.refreshRequested()
    #expect(started.contains(.restingInsetChanged))
    #expect(inset(machine) == RestingInset(inset: 62, reveals: true, animates: true))
    let finished = machine.actionFinished(.success, cycle: machine.cycle)
    #expect(finished == [.outcomeDecided(.success), .staleChanged(false)])
    #expect(machine.phase == .refreshing)  // the minimum time still shows the spinner
    #expect(inset(machine).inset == 62)
    let shown = machine.timerElapsed(.minimumDuration, cycle: machine.cycle)
    #expect(shown.contains(.restingInsetChanged))
    #expect(machine.phase == .finishing(.success))
    #expect(inset(machine) == RestingInset(inset: 0, reveals: false, animates: true))
  }

  @Test func aReleasedPullKeepsTheRoomUntilTheOutcomeShows() {
    var machine = Machine(configuration: .default)
    _ = machine.viewportChanged(600)
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 120)
    let released = machine.interactionEnded()
    #expect(released.contains(.startAction))
    #expect(released.contains(.restingInsetChanged))
    #expect(inset(machine) == RestingInset(inset: 62, reveals: true, animates: true))
    #expect(machine.scrolled(edgeOffset: 40) == [])
  }

  @Test func aFingerOnTheContentHoldsTheChangeUntilTheRelease() {
    var machine = Machine(configuration: .default)
    _ = machine.viewportChanged(600)
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 100)
    let requested = machine.refreshRequested()
    #expect(machine.phase == .refreshing)
    #expect(!requested.contains(.restingInsetChanged))
    #expect(inset(machine).inset == 0)
    #expect(machine.interactionEnded() == [.restingInsetChanged])
    #expect(inset(machine) == RestingInset(inset: 62, reveals: true, animates: true))
  }

  @Test func anOnThresholdRefreshKeepsTheRoomFromTheRelease() {
    var machine = Machine(configuration: RefreshConfiguration(trigger: .onThreshold))
    _ = machine.viewportChanged(600)
    _ = machine.interactionBegan()
    let armed = machine.scrolled(edgeOffset: 95)
    #expect(armed.contains(.startAction))
    #expect(!armed.contains(.restingInsetChanged))
    #expect(machine.interactionEnded() == [.restingInsetChanged])
    #expect(inset(machine).inset == 62)
  }

  @Test func awayFromTheEdgeNothingMovesOrIsRevealed() {
    var machine = Machine(configuration: .default)
    _ = machine.viewportChanged(600)
    _ = machine.scrolled(edgeOffset: -300)
    _ = machine.refreshRequested()
    #expect(inset(machine) == RestingInset(inset: 62, reveals: false, animates: false))
    _ = machine.cancelRequested()
    #expect(inset(machine) == RestingInset(inset: 0, reveals: false, animates: false))
  }

  @Test func reduceMotionRevealsWithoutTheSpring() {
    var machine = Machine(configuration: .default)
    machine.reducesMotion = true
    _ = machine.viewportChanged(600)
    _ = machine.refreshRequested()
    #expect(inset(machine) == RestingInset(inset: 62, reveals: true, animates: false))
  }

  @Test func aScheduledRefreshKeepsNoRoomUntilAPersonJoinsIt() {
    var machine = Machine(configuration: .default)
    _ = machine.viewportChanged(600)
    let scheduled = machine.refreshRequested(source: .scheduled)
    #expect(scheduled.contains(.startAction))
    #expect(!scheduled.contains(.restingInsetChanged))
    #expect(machine.origin == .scheduled)
    #expect(machine.refreshRequested(source: .scheduled) == [])
    #expect(
      machine.refreshRequested(source: .accessibility)
        == [.startTimer(.minimumDuration), .announce(.refreshing), .restingInsetChanged]
    )
    #expect(machine.origin == .person)
    #expect(inset(machine) == RestingInset(inset: 62, reveals: true, animates: true))
    #expect(machine.cycle == 1)
  }

  /// A quiet cycle has no minimum time (P4): its outcome is never held, so a request after it
  /// starts a new cycle, which keeps room.
  @Test func aRequestAfterAScheduledRefreshEndedStartsAnOrdinaryCycle() {
    var machine = Machine(configuration: .default)
    _ = machine.viewportChanged(600)
    _ = machine.refreshRequested(source: .scheduled)
    _ = machine.actionFinished(.success, cycle: machine.cycle)
    #expect(machine.decidedOutcome == nil)
    #expect(machine.phase == .idle)
    let requested = machine.refreshRequested()
    #expect(requested.contains(.restingInsetChanged))
    #expect(machine.origin == .person)
    #expect(machine.cycle == 2)
  }

  @Test func aNewViewportWhileRefreshingMovesTheRoomWithTheRestingExtent() {
    var machine = Machine(
      configuration: RefreshConfiguration(threshold: .fraction(0.1), restingExtent: 62)
    )
    _ = machine.viewportChanged(800)
    _ = machine.refreshRequested()
    #expect(inset(machine).inset == 62)
    #expect(machine.viewportChanged(500) == [.restingInsetChanged])
    #expect(inset(machine).inset == 50)
  }

  @Test func theControlledFlagKeepsRoomLikeAPerson() {
    var machine = Machine(configuration: .init(minimumRefreshingDuration: .zero))
    _ = machine.viewportChanged(600)
    #expect(machine.externalRefreshingChanged(true).contains(.restingInsetChanged))
    #expect(inset(machine).inset == 62)
    #expect(machine.externalRefreshingChanged(false).contains(.restingInsetChanged))
    #expect(inset(machine).inset == 0)
  }

  @Test func theHostGoingAwayGivesTheRoomBack() {
    var machine = Machine(configuration: .default)
    _ = machine.viewportChanged(600)
    _ = machine.refreshRequested()
    #expect(machine.disappeared().contains(.restingInsetChanged))
    #expect(inset(machine).inset == 0)
  }

  @Test func theEdgeHasOneTolerance() {
    #expect(RestingInset.edgeTolerance == 0.5)
    var machine = Machine(configuration: .default)
    for (offset, atEdge) in [(0.0, true), (-0.5, true), (30, true), (-0.51, false), (-400, false)] {
      _ = machine.scrolled(edgeOffset: offset)
      #expect(machine.isAtEdge == atEdge, "edge offset \(offset)")
    }
    _ = machine.scrolled(edgeOffset: .nan)
    #expect(!machine.isAtEdge)
  }
}
