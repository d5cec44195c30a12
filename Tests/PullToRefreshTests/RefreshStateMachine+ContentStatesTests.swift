import Testing

@testable import PullToRefresh

/// Content states through the state machine (Behavior.md, "Content states", F1–F8).
@Suite struct RefreshStateMachineContentStatesTests {
  private typealias Machine = RefreshStateMachine

  /// A machine with a 600-pt viewport and content states on with `items` rows.
  private static func machine(items: Int = 0) -> Machine {
    var machine = Machine()
    _ = machine.viewportChanged(600)
    _ = machine.itemCountChanged(items)
    return machine
  }

  // MARK: - F1

  @Test func offWithoutACount() {
    var machine = Machine()
    #expect(machine.contentPhase == nil)
    _ = machine.itemCountChanged(3)
    #expect(machine.contentPhase == .content)
    _ = machine.itemCountChanged(nil)
    #expect(machine.contentPhase == nil)
  }

  @Test func theFirstLoadGoesLoadingThenContentWithNoEmptyInBetween() {
    var machine = Self.machine()
    #expect(machine.contentPhase == .idle)
    _ = machine.hostAppeared(now: .zero)
    #expect(machine.contentPhase == .loading)
    // The count the action brings lands with the outcome.
    _ = machine.itemCountChanged(5)
    #expect(machine.contentPhase == .content)
    _ = machine.actionFinished(.success, cycle: 1, now: .seconds(1))
    #expect(machine.contentPhase == .content)
  }

  @Test(arguments: [
    (RefreshOutcome.success, ContentPhase.empty), (.failure, .failed), (.timedOut, .failed),
  ])
  func aCycleWithNoRowsEndsEmptyOrFailed(outcome: RefreshOutcome, phase: ContentPhase) {
    var machine = Self.machine()
    _ = machine.refreshRequested(source: .scheduled)
    #expect(machine.contentPhase == .loading)
    _ = machine.actionFinished(outcome, cycle: 1, now: .seconds(1))
    #expect(machine.contentPhase == phase)
  }

  @Test func thePhaseLeavesLoadingAtTheOutcomeNotAfterTheMinimumTime() {
    var machine = Self.machine()
    _ = machine.refreshRequested()  // an ordinary cycle: 0.3 s minimum
    _ = machine.actionFinished(.success, cycle: 1, now: .milliseconds(100))
    #expect(machine.phase == .refreshing)
    #expect(machine.contentPhase == .empty)
  }

  // MARK: - F2

  @Test func anAppearanceWithNoRowsStartsTheFirstLoadQuietly() {
    var machine = Self.machine()
    #expect(machine.hostAppeared(now: .zero) == [.startAction])
    #expect(machine.origin == .scheduled)
    #expect(machine.restingInset.inset == 0)
  }

  @Test func theFirstLoadWaitsWhileTheAppIsInactiveButNotWhileOffline() {
    var machine = Self.machine()
    _ = machine.activityChanged(false, now: .zero)
    _ = machine.connectivityChanged(false, now: .zero)
    #expect(machine.hostAppeared(now: .zero) == [])
    #expect(machine.activityChanged(true, now: .seconds(1)) == [.startAction])
  }

  @Test func noFirstLoadOnceTheContentHasAPhase() {
    var machine = Self.machine(items: 2)
    #expect(machine.hostAppeared(now: .zero) == [])
    var empty = Self.machine()
    _ = empty.refreshRequested(source: .scheduled)
    _ = empty.actionFinished(.success, cycle: 1, now: .seconds(1))
    _ = empty.visibilityChanged(false, now: .seconds(2))
    #expect(empty.visibilityChanged(true, now: .seconds(3)) == [])
  }

  @Test func aCycleAlreadyRefreshingIsTheFirstLoad() {
    var machine = Self.machine()
    _ = machine.refreshRequested()
    #expect(machine.hostAppeared(now: .zero) == [])
    #expect(machine.cycle == 1)
  }

  @Test func withAPolicyTheSameMomentStartsOneCycle() {
    var configuration = RefreshConfiguration.default
    configuration.policy = .whenStale(after: .seconds(60))
    var machine = Machine(configuration: configuration)
    _ = machine.viewportChanged(600)
    _ = machine.itemCountChanged(0)
    #expect(machine.hostAppeared(now: .zero) == [.startAction])
    #expect(machine.cycle == 1)
  }

  // MARK: - F3

  @Test func aPullOnTheFullScreenLoaderNeitherShowsProgressNorJoins() {
    var machine = Self.machine()
    _ = machine.hostAppeared(now: .zero)
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 45)
    #expect(machine.indicator == Machine.idleIndicator)
    #expect(machine.scrolled(edgeOffset: 150) == [])
    #expect(machine.origin == .scheduled)
    // With rows, the same pull joins (P4).
    var rows = Self.machine(items: 3)
    _ = rows.refreshRequested(source: .scheduled)
    _ = rows.interactionBegan()
    #expect(rows.scrolled(edgeOffset: 150).contains(.haptic))
    #expect(rows.origin == .gesture)
  }

  // MARK: - F4, F5

  @Test func aPullOnTheEmptyStateIsAnOrdinaryCycle() {
    var machine = Self.machine()
    _ = machine.refreshRequested(source: .scheduled)
    _ = machine.actionFinished(.success, cycle: 1, now: .seconds(1))
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 100)
    let released = machine.interactionEnded()
    #expect(released.contains(.startAction))
    #expect(released.contains(.announce(.refreshing)))
    #expect(machine.contentPhase == .loading)
    #expect(machine.indicator.showsSpinner)
  }

  @Test func aRetryIsQuietAndAnnouncesOnlyAFailure() {
    var machine = Self.machine()
    _ = machine.refreshRequested(source: .scheduled)
    _ = machine.actionFinished(.failure, cycle: 1, now: .seconds(1))
    #expect(machine.contentPhase == .failed)
    #expect(machine.refreshRequested(source: .retry) == [.startAction])
    #expect(machine.origin == .retry)
    #expect(machine.contentPhase == .loading)
    #expect(!machine.indicator.showsSpinner)
    #expect(
      machine.actionFinished(.failure, cycle: 2, now: .seconds(2))
        == [.outcomeDecided(.failure), .announce(.failed)]
    )
    #expect(machine.phase == .idle)  // no finishing display
    _ = machine.refreshRequested(source: .retry)
    #expect(
      !machine.actionFinished(.success, cycle: 3, now: .seconds(3)).contains { effect in
        if case .announce = effect { true } else { false }
      }
    )
  }

  @Test func aRetryJoiningAQuietCycleKeepsItQuietAndMakesItAnnounceItsFailure() {
    var machine = Self.machine()
    _ = machine.hostAppeared(now: .zero)
    #expect(machine.refreshRequested(source: .retry) == [])
    #expect(machine.origin == .retry)
    #expect(machine.cycle == 1)
    // It times out: a retry that times out announces "Refresh failed".
    #expect(
      machine.timerElapsed(.timeout, cycle: 1, now: .seconds(1))
        == [.cancelAction, .outcomeDecided(.timedOut), .announce(.failed)]
    )
    #expect(machine.contentPhase == .failed)
  }

  // MARK: - F6, F7

  @Test func rowsNeverGoBackToALoader() {
    var machine = Self.machine(items: 4)
    _ = machine.refreshRequested(source: .scheduled)
    #expect(machine.contentPhase == .content)
    _ = machine.actionFinished(.failure, cycle: 1, now: .seconds(1))
    #expect(machine.contentPhase == .content)
    // A success that reports no rows is empty.
    _ = machine.refreshRequested()
    _ = machine.itemCountChanged(0)
    _ = machine.actionFinished(.success, cycle: 2, now: .seconds(2))
    #expect(machine.contentPhase == .empty)
  }

  @Test func aCancelledFirstLoadIsIdleAgainAndTheNextAppearanceStartsIt() {
    var machine = Self.machine()
    _ = machine.hostAppeared(now: .zero)
    _ = machine.cancelRequested(now: .seconds(1))
    #expect(machine.contentPhase == .idle)
    _ = machine.visibilityChanged(false, now: .seconds(2))
    #expect(machine.visibilityChanged(true, now: .seconds(3)) == [.startAction])
  }

  @Test func aCancelLeavesThePhaseAsItWasBeforeTheCycle() {
    var machine = Self.machine()
    _ = machine.refreshRequested(source: .scheduled)
    _ = machine.actionFinished(.failure, cycle: 1, now: .seconds(1))
    _ = machine.refreshRequested(source: .retry)
    _ = machine.cancelRequested(now: .seconds(2))
    #expect(machine.contentPhase == .failed)
  }

  // MARK: - F8

  @Test func noPageLoadsWhileThereAreNoRows() {
    var machine = Self.machine()
    _ = machine.loadMoreEnabledChanged(true)
    _ = machine.contentChanged(100)  // a header: near its end, but no rows
    #expect(machine.loadMore.phase == .idle)
    #expect(machine.loadMoreRequested() == [])
    // Rows arrive near the end: L1 decides at that instant.
    #expect(machine.itemCountChanged(3) == [.startLoad])
  }

  @Test func aNegativeCountCountsAsZero() {
    var machine = Self.machine(items: 2)
    _ = machine.itemCountChanged(Int.min)
    #expect(machine.itemCount == 0)
    #expect(machine.contentPhase == .idle)
  }
}
