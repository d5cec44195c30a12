import Testing

@testable import PullToRefresh

/// The refresh policy under the state machine (Behavior.md, "Refresh policy"): P3 is arbitrated
/// here, as L7 is, and every policy timer is an effect like the cycle's.
@Suite struct RefreshStateMachinePolicyTests {
  private typealias Machine = RefreshStateMachine

  /// A machine with a 600-pt viewport and `policy`, its content never updated (stale).
  private static func machine(_ policy: RefreshPolicy) -> Machine {
    var configuration = RefreshConfiguration.default
    configuration.policy = policy
    var machine = Machine(configuration: configuration)
    _ = machine.viewportChanged(600)
    return machine
  }

  private static let onAppear = RefreshPolicy(staleAfter: .seconds(10), refreshesOnAppear: true)

  // MARK: - P3 in the pure layer

  @Test func anAppearanceWithStaleContentStartsAQuietCycleAtOnceWhenFree() {
    var machine = Self.machine(Self.onAppear)
    #expect(machine.isFreeForScheduledStart)
    #expect(machine.hostAppeared(now: .seconds(1)) == [.startAction])
    #expect(machine.origin == .scheduled)
    #expect(machine.policy.held.isEmpty)
  }

  @Test func aMomentUnderAFingerWaitsForTheRelease() {
    var machine = Self.machine(Self.onAppear)
    _ = machine.interactionBegan()
    #expect(!machine.isFreeForScheduledStart)
    #expect(machine.hostAppeared(now: .seconds(1)) == [])
    #expect(machine.policy.held == .appearance)
    // Scrolling through the content starts nothing while the finger is down.
    #expect(machine.scrolled(edgeOffset: -40) == [])
    #expect(machine.interactionEnded() == [.startAction])
    #expect(machine.origin == .scheduled)
  }

  @Test func aMomentDuringAPageLoadWaitsForTheLoadToEnd() {
    var machine = Self.machine(Self.onAppear)
    _ = machine.loadMoreEnabledChanged(true)
    _ = machine.contentChanged(600)  // short content: a page loads at once
    #expect(machine.loadMore.phase == .loading)
    #expect(machine.hostAppeared(now: .seconds(1)) == [])
    let ended = machine.loadFinished(.end, load: machine.loadMore.load)
    #expect(ended.contains(.startAction))
    #expect(machine.origin == .scheduled)
  }

  @Test func aMomentWhileAnOutcomeShowsStartsWhenTheFinishedCycleRetracts() {
    var machine = Self.machine(Self.onAppear)
    _ = machine.refreshRequested()
    _ = machine.timerElapsed(.minimumDuration, cycle: 1, now: .milliseconds(300))
    _ = machine.actionFinished(.failure, cycle: 1, now: .milliseconds(300))
    // A bounce pulls the content 40 pt; the finishing time runs out while it is out.
    _ = machine.scrolled(edgeOffset: 40)
    _ = machine.timerElapsed(.finishing, cycle: 1, now: .milliseconds(700))
    #expect(machine.phase == .finishing(.failure))
    _ = machine.visibilityChanged(false, now: .seconds(1))
    #expect(machine.visibilityChanged(true, now: .seconds(2)) == [])
    #expect(machine.policy.held == .appearance)
    // The content retracts with no finger down: the cycle ends, and the held moment starts one.
    #expect(machine.scrolled(edgeOffset: 0) == [.startAction])
    #expect(machine.origin == .scheduled)
  }

  @Test func aMomentDuringARefreshIsDropped() {
    var machine = Self.machine(Self.onAppear)
    _ = machine.refreshRequested()
    _ = machine.visibilityChanged(false, now: .seconds(1))
    #expect(machine.visibilityChanged(true, now: .seconds(2)) == [])
    #expect(machine.policy.held.isEmpty)
  }

  // MARK: - Timers as effects

  @Test func theStaleTimerIsAnEffectWithItsDelay() {
    var machine = Self.machine(Self.onAppear)
    _ = machine.refreshRequested()
    _ = machine.timerElapsed(.minimumDuration, cycle: 1, now: .seconds(1))
    let ended = machine.actionFinished(.success, cycle: 1, now: .seconds(2))
    #expect(ended.contains(.staleChanged(false)))
    #expect(ended.contains(.startTimer(.stale)))
    #expect(machine.delay(of: .stale, now: .seconds(2)) == .seconds(10))
    #expect(machine.delay(of: .stale, now: .seconds(5)) == .seconds(7))
    #expect(machine.timerElapsed(.stale, cycle: 0, now: .seconds(12)) == [.staleChanged(true)])
    #expect(machine.delay(of: .stale, now: .seconds(12)) == nil)
  }

  @Test func anIntervalTimerStartsAQuietCycleWhenItFires() {
    var machine = Self.machine(RefreshPolicy(interval: .seconds(5)))
    #expect(machine.policyStarted(now: .zero) == [.startTimer(.interval)])
    #expect(machine.delay(of: .interval, now: .zero) == .seconds(5))
    // A second start changes nothing: the timer is set.
    #expect(machine.policyStarted(now: .seconds(1)) == [])
    #expect(machine.timerElapsed(.interval, cycle: 0, now: .seconds(5)) == [.startAction])
    #expect(machine.origin == .scheduled)
    // The interval counts again from the cycle's end.
    let ended = machine.actionFinished(.success, cycle: 1, now: .seconds(6))
    #expect(ended.contains(.startTimer(.interval)))
    #expect(machine.delay(of: .interval, now: .seconds(6)) == .seconds(5))
  }

  @Test func goingAwayCancelsThePolicysTimers() {
    var machine = Self.machine(RefreshPolicy(interval: .seconds(5)))
    _ = machine.policyStarted(now: .zero)
    #expect(machine.disappeared(now: .seconds(1)) == [.cancelTimer(.interval)])
    #expect(machine.policy.isEnded)
    #expect(machine.delay(of: .interval, now: .seconds(1)) == nil)
    // A host that appears again starts the policy over, and its interval from then.
    let back = machine.hostAppeared(now: .seconds(3))
    #expect(back.contains(.startTimer(.interval)))
    #expect(machine.delay(of: .interval, now: .seconds(3)) == .seconds(5))
  }

  // MARK: - P7 from the machine's side

  @Test(arguments: [Duration.zero, .seconds(-3)])
  func aStaleAfterOfZeroOrLessIsAlwaysStale(staleAfter: Duration) {
    var machine = Self.machine(.whenStale(after: staleAfter))
    #expect(machine.hostAppeared(now: .zero) == [.startAction])
    let ended = machine.actionFinished(.success, cycle: 1, now: .seconds(1))
    // Updated, and stale again at once: no staleness change, no stale timer.
    #expect(!ended.contains(.staleChanged(false)))
    #expect(!ended.contains(.startTimer(.stale)))
    #expect(machine.policy.isStale)
    _ = machine.activityChanged(false, now: .seconds(2))
    #expect(machine.activityChanged(true, now: .seconds(3)) == [.startAction])
  }

  @Test func fifteenEffectsFitInTwoWords() {
    var effects = Machine.Effects()
    for _ in 0..<6 { effects.append(.startTimer(.interval)) }
    for _ in 0..<4 { effects.append(.loadFinished(.cancelled)) }
    effects.append(.keepPosition)
    for _ in 0..<3 { effects.append(.previousFinished(.end)) }
    effects.append(.staleChanged(true))
    #expect(effects.count == Machine.Effects.capacity)
    #expect(effects[5] == .startTimer(.interval))
    #expect(effects[6] == .loadFinished(.cancelled))
    #expect(effects[9] == .loadFinished(.cancelled))
    #expect(effects[10] == .keepPosition)
    #expect(effects[13] == .previousFinished(.end))
    #expect(effects[14] == .staleChanged(true))
    #expect(Array(effects).count == 15)
  }

  @Test func everyEffectHasItsOwnCode() {
    let all: [Machine.Effect] =
      [.haptic, .startAction, .cancelAction, .restingInsetChanged, .startLoad, .cancelLoad]
      + RefreshOutcome.allCases.map(Machine.Effect.outcomeDecided)
      + RefreshAnnouncement.allCases.map(Machine.Effect.announce)
      + Machine.Timer.allCases.map(Machine.Effect.startTimer)
      + Machine.Timer.allCases.map(Machine.Effect.cancelTimer)
      + [LoadMoreOutcome.more, .end, .failure, .cancelled].map(Machine.Effect.loadFinished)
      + [.staleChanged(false), .staleChanged(true), .startPrevious, .cancelPrevious, .keepPosition]
      + LoadMoreOutcome.allCases.map(Machine.Effect.previousFinished)
    #expect(all.count == 38)
    for effect in all {
      var effects = Machine.Effects()
      effects.append(.haptic)
      effects.append(effect)
      #expect(Array(effects) == [.haptic, effect])
    }
  }
}
