import TestSupport
import Testing

@_spi(FrontEnd) @testable import PullToRefresh

/// Random events through the coordinator, checking the invariants after every one: 10,000 by
/// default, `PTR_RANDOM_EVENTS` to run more (CI runs 100,000).
@MainActor @Suite(.timeLimit(.minutes(10)))
struct RefreshCoordinatorRandomTests {
  /// The seed; set `PTR_RANDOM_SEED` to replay a failing run.
  private static let seed: UInt64 =
    environment("PTR_RANDOM_SEED").flatMap(UInt64.init) ?? 0x5EED_2026

  /// How many events to send.
  private static let eventCount = environment("PTR_RANDOM_EVENTS").flatMap(Int.init) ?? 10_000

  private static func environment(_ name: String) -> String? {
    #if canImport(Glibc) || canImport(Darwin)
    return getenv(name).map { String(cString: $0) }
    #else
    return nil
    #endif
  }

  @Test func invariantsHoldForRandomEvents() async {
    var random = SplitMix64(seed: Self.seed)
    var configuration = RefreshConfiguration(
      threshold: .points(90),
      trigger: Bool.random(using: &random) ? .onRelease : .onThreshold,
      minimumRefreshingDuration: .milliseconds(300),
      timeout: .seconds(3)
    )
    // The refresh policy, every switch on: its triggers arbitrate against everything else.
    configuration.policy = RefreshPolicy(
      staleAfter: .seconds(2),
      refreshesOnAppear: true,
      refreshesOnActivation: true,
      refreshesOnReconnect: true,
      interval: .milliseconds(1_500)
    )
    let harness = CoordinatorHarness(configuration)
    let coordinator = harness.coordinator
    var startsPerCycle: [Int: Int] = [:]
    var scheduledStartsUnseen = 0
    coordinator.addEventHandler { event in
      guard event == .actionStarted else { return }
      startsPerCycle[coordinator.stateMachine.cycle, default: 0] += 1
      // Only the policy starts scheduled cycles here, and only on screen, active and online (P3).
      let isSeen = coordinator.isVisible && coordinator.isActive && coordinator.isOnline
      if coordinator.isScheduledRefresh, !isSeen { scheduledStartsUnseen += 1 }
    }
    var hasDisappeared = false
    var pull = 0.0
    var failures = 0
    for index in 0..<Self.eventCount {
      let event = Int.random(in: 0..<100, using: &random)
      switch event {
      case 0..<35:
        pull += Double.random(in: -40...40, using: &random)
        pull = min(max(pull, -300), 250)
        coordinator.scrolled(edgeOffset: pull)
      case 35..<45: coordinator.interactionBegan()
      case 45..<55:
        coordinator.interactionEnded()
      case 55..<60: coordinator.requestRefresh()
      case 60..<70: harness.action.finish(Bool.random(using: &random) ? .success : .failure)
      case 70..<73: coordinator.cancel()
      case 73..<74:
        coordinator.disappeared()
        hasDisappeared = true
      case 74..<76: coordinator.isRefreshing = Bool.random(using: &random)
      case 76..<78: coordinator.viewportChanged(Double.random(in: -100...1200, using: &random))
      case 78..<80:
        coordinator.scrolled(edgeOffset: [Double.nan, .infinity, -.infinity][index % 3])
      case 80..<82: harness.action.ignoresCancellation = Bool.random(using: &random)
      case 82..<84: coordinator.isVisible.toggle()
      case 84..<86: coordinator.isActive.toggle()
      case 86..<87: coordinator.isOnline.toggle()
      default: await harness.advance(by: .milliseconds(Int.random(in: 0..<500, using: &random)))
      }
      await harness.settle()
      let indicator = coordinator.indicator
      let machine = coordinator.stateMachine
      let numbers = [
        machine.pull, machine.progress, indicator.ringFraction, indicator.opacity,
        indicator.offset, indicator.arrowRotation,
      ]
      // The progress the machine keeps is the contract's formula (R1), in every phase.
      let expectedProgress: Double =
        switch coordinator.phase {
        case .idle: 0
        case .pulling, .armed: min(machine.pull / 90, 1)
        case .refreshing, .finishing: 1
        }
      let broken =
        machine.pull < 0 || numbers.contains { !$0.isFinite }
        || machine.progress != expectedProgress
        || !(0...1).contains(machine.progress) || harness.action.mostRunningAtOnce > 1
        || startsPerCycle.values.contains { $0 > 1 } || scheduledStartsUnseen > 0
        || !hasDisappeared && coordinator.isStale != Self.isStale(coordinator)
      if broken {
        failures += 1
        let state =
          "pull \(machine.pull), progress \(machine.progress), "
          + "most running \(harness.action.mostRunningAtOnce)"
        Issue.record(
          "invariant broken at event \(index) (kind \(event)), seed \(Self.seed): \(state)"
        )
        if failures > 5 { return }
      }
    }
    // Every refresh ends: no more scheduled ones, lift the finger, let actions return, and let
    // time run out.
    coordinator.configuration.policy = .never
    coordinator.interactionEnded()
    harness.action.ignoresCancellation = false
    for _ in 0..<4 {
      harness.action.finish(.success)
      await harness.advance(by: .seconds(5))
      coordinator.scrolled(edgeOffset: 0)
    }
    #expect(coordinator.phase == .idle, "seed \(Self.seed)")
    #expect(harness.action.running == 0, "seed \(Self.seed)")
    #expect(
      startsPerCycle.count > Self.eventCount / 1000,
      "the run should refresh many times, seed \(Self.seed)"
    )
  }

  /// Both ends, content states and rows above under random events: one page at a time (T4),
  /// no page while refreshing (L7, T9), no refresh pull while the top end owns the edge (T8),
  /// each action at most once at a time, and no event ever traps (the effects' capacity).
  @Test func bothEndsLoadOnePageAtATime() async {
    var random = SplitMix64(seed: Self.seed ^ 0x7E4D)
    var configuration = RefreshConfiguration(
      trigger: Bool.random(using: &random) ? .onRelease : .onThreshold,
      minimumRefreshingDuration: .milliseconds(300),
      timeout: .seconds(3)
    )
    // Reaches that overlap on short content: both ends near at once, so T4 is put to the test.
    configuration.loadPreviousDistance = .fraction(1.5)
    let harness = CoordinatorHarness(configuration)
    let coordinator = harness.coordinator
    let more = ScriptedLoad()
    let previous = ScriptedLoad()
    coordinator.loadMoreAction = more.closure
    coordinator.loadPreviousAction = previous.closure
    coordinator.itemCount = 40
    var content = 2000.0
    coordinator.contentChanged(content)
    var position = -1400.0
    var failures = 0
    let endings: [ScriptedLoad.Ending] = [.more, .end, .failure]
    for index in 0..<Self.eventCount {
      let event = Int.random(in: 0..<100, using: &random)
      switch event {
      case 0..<30:
        position += Double.random(in: -300...300, using: &random)
        position = min(max(position, -max(0, content - 600) - 60), 150)
        coordinator.scrolled(edgeOffset: position)
      case 30..<37: coordinator.interactionBegan()
      case 37..<44: coordinator.interactionEnded()
      case 44..<48: coordinator.requestLoadPrevious()
      case 48..<51: coordinator.requestLoadMore()
      case 51..<58: previous.finish(endings[Int.random(in: 0..<3, using: &random)])
      case 58..<63: more.finish(endings[Int.random(in: 0..<3, using: &random)])
      case 63..<67:
        let height = Double.random(in: -300...300, using: &random)
        coordinator.rowsAddedAbove(height)
        content = coordinator.stateMachine.contentLength ?? content
        position = coordinator.stateMachine.edgeOffset
      case 67..<70: coordinator.requestRefresh()
      case 70..<74: harness.action.finish(Bool.random(using: &random) ? .success : .failure)
      case 74..<76: coordinator.resetLoadPrevious(hasMore: Bool.random(using: &random))
      case 76..<77: coordinator.cancelLoadPrevious()
      case 77..<78: coordinator.resetLoadMore()
      case 78..<80: coordinator.itemCount = [0, 1, 40][Int.random(in: 0..<3, using: &random)]
      case 80..<82:
        content = Double.random(in: 0...3000, using: &random)
        coordinator.contentChanged(content)
      case 82..<83: coordinator.cancel()
      default: await harness.advance(by: .milliseconds(Int.random(in: 0..<500, using: &random)))
      }
      await harness.settle()
      let machine = coordinator.stateMachine
      let ownsEdge =
        coordinator.loadPreviousPhase != .exhausted && (coordinator.itemCount ?? 0) > 0
      let broken =
        coordinator.loadMorePhase == .loading && coordinator.loadPreviousPhase == .loading
        || coordinator.phase.isRefreshing
          && (coordinator.loadMorePhase == .loading || coordinator.loadPreviousPhase == .loading)
        || ownsEdge && machine.pull != 0
        || more.mostRunningAtOnce > 1 || previous.mostRunningAtOnce > 1
        || harness.action.mostRunningAtOnce > 1
      if broken {
        failures += 1
        let state =
          "footer \(coordinator.loadMorePhase), header \(coordinator.loadPreviousPhase), "
          + "phase \(coordinator.phase), pull \(machine.pull)"
        Issue.record(
          "invariant broken at event \(index) (kind \(event)), seed \(Self.seed): \(state)"
        )
        if failures > 5 { return }
      }
    }
    #expect(previous.calls > Self.eventCount / 1000, "the top end should load often")
    #expect(more.calls > Self.eventCount / 1000, "the far end should load often")
  }

  /// Staleness as P1 defines it, from the last update's age (2 s in this test's policy).
  private static func isStale(_ coordinator: RefreshCoordinator) -> Bool {
    coordinator.timeSinceLastUpdate().map { $0 >= .seconds(2) } ?? true
  }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
