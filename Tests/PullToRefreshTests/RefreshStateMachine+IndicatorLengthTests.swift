import Testing

@_spi(FrontEnd) @testable import PullToRefresh

/// Dynamic Type ("The resting inset"): the room follows the indicator the front end draws.
///
/// Lengths are a 26-pt ring with its 3-pt stroke (29 pt) scaled like body text:
/// 17 pt at the default size, 53 pt at AX5 (Apple's Dynamic Type sizes), about 3.1x, so 90 pt;
/// and the arrow-and-text style at AX5, two lines of scaled text under an arrow (GUESS: 160 pt).
/// A room longer than the threshold is kept whole, and the pull that arms grows to it.
@Suite struct RefreshStateMachineIndicatorLengthTests {
  private typealias Machine = RefreshStateMachine

  private func machine(_ configuration: RefreshConfiguration = .default) -> Machine {
    var machine = Machine(configuration: configuration)
    _ = machine.viewportChanged(852)
    return machine
  }

  @Test func theDefaultRingKeepsTheConfiguredRoom() {
    var machine = machine()
    #expect(machine.indicatorLengthChanged(29) == [])
    #expect(machine.restingExtent == 62)
  }

  @Test func aRingAtTheLargestTextSizeKeepsItsClearanceBeyondTheThreshold() {
    var machine = machine()
    _ = machine.indicatorLengthChanged(29 * 3.1)
    // 89.9 + 28 = 117.9: more than the 90-pt threshold, and kept whole.
    #expect(machine.restingExtent == 117.9)
    _ = machine.refreshRequested()
    #expect(machine.restingInset.inset == 117.9)
    #expect(machine.indicator.offset == 117.9 / 2)
  }

  @Test func aRoomLongerThanTheThresholdArmsOnlyOnceTheWholeRoomIsPulledOpen() {
    var machine = machine()
    _ = machine.indicatorLengthChanged(160)
    #expect(machine.restingExtent == 188)
    #expect(machine.thresholdLength == 188)
    // A release past the configured 90 but short of the room refreshes nothing.
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 120)
    #expect(machine.phase == .pulling)
    #expect(machine.progress == 120.0 / 188)
    _ = machine.interactionEnded()
    #expect(machine.phase == .idle)
    _ = machine.scrolled(edgeOffset: 0)
    // Pulled to the room, it arms, and the release refreshes.
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 188)
    #expect(machine.phase == .armed)
    #expect(machine.interactionEnded().contains(.startAction))
    #expect(machine.restingInset.inset == 188)
  }

  @Test func aRoomShorterThanTheThresholdLeavesTheThreshold() {
    var machine = machine()
    _ = machine.indicatorLengthChanged(50)
    #expect(machine.restingExtent == 78)
    #expect(machine.thresholdLength == 90)
  }

  @Test(arguments: [1e300, Double.greatestFiniteMagnitude, 1_000, 5_000])
  func anEnormousLengthCountsAsTheLongestIndicator(length: Double) {
    var machine = machine()
    _ = machine.indicatorLengthChanged(length)
    let longest = RefreshConfiguration.maximumIndicatorLength + 28
    #expect(machine.restingExtent == longest)
    #expect(machine.thresholdLength == longest)
    _ = machine.refreshRequested()
    #expect(machine.restingInset.inset == longest)
    #expect(machine.indicator.offset == longest / 2)
    // The same maximum again changes nothing.
    #expect(machine.indicatorLengthChanged(1e301) == [])
  }

  @Test func aLongerThresholdLetsTheRoomGrowToWhatTheIndicatorNeeds() {
    var machine = machine(RefreshConfiguration(threshold: .points(200)))
    _ = machine.indicatorLengthChanged(160)
    #expect(machine.restingExtent == 188)
    _ = machine.indicatorLengthChanged(40)
    #expect(machine.restingExtent == 68)
  }

  @Test func aLengthThatChangesWhileRefreshingMovesTheContentThere() {
    var machine = machine()
    _ = machine.refreshRequested()
    #expect(machine.restingInset.inset == 62)
    let grown = machine.indicatorLengthChanged(50)
    #expect(grown == [.restingInsetChanged])
    #expect(machine.restingInset == RestingInset(inset: 78, reveals: true, animates: true))
  }

  @Test func underAFingerTheNewRoomWaitsForTheRelease() {
    var machine = machine()
    _ = machine.refreshRequested()
    _ = machine.interactionBegan()
    #expect(machine.indicatorLengthChanged(50) == [])
    #expect(machine.restingInset.inset == 62)
    #expect(machine.interactionEnded().contains(.restingInsetChanged))
    #expect(machine.restingInset.inset == 78)
  }

  @Test func invalidOrRepeatedLengthsChangeNothing() {
    var machine = machine()
    _ = machine.indicatorLengthChanged(50)
    for length in [0, -10, .nan, .infinity, 50] {
      #expect(machine.indicatorLengthChanged(length) == [])
      #expect(machine.restingExtent == 78)
    }
  }

  @Test func aFractionalThresholdBelowTheRoomArmsAtTheRoom() {
    var machine = Machine(configuration: RefreshConfiguration(threshold: .fraction(0.1)))
    _ = machine.indicatorLengthChanged(90)
    #expect(machine.restingExtent == 118)
    #expect(machine.thresholdLength == nil)
    _ = machine.viewportChanged(1000)
    #expect(machine.restingExtent == 118)
    #expect(machine.thresholdLength == 118)
  }

  @Test func aFractionalThresholdStillShrinksTheConfiguredExtent() {
    var machine = Machine(configuration: RefreshConfiguration(threshold: .fraction(0.05)))
    _ = machine.viewportChanged(1000)
    #expect(machine.restingExtent == 50)
    _ = machine.indicatorLengthChanged(10)
    #expect(machine.restingExtent == 50)
    #expect(machine.thresholdLength == 50)
  }
}

/// The coordinator's package input for the same rule, through its one dispatcher.
@MainActor
struct RefreshCoordinatorIndicatorLengthTests {
  @Test func theMeasuredLengthReachesTheRoomAndTheInputHandlers() {
    let harness = CoordinatorHarness(.default)
    let coordinator = harness.coordinator
    var inputs: [RefreshCoordinator.Input] = []
    coordinator.addInputHandler { inputs.append($0) }
    coordinator.indicatorLengthChanged(85)
    coordinator.requestRefresh()
    #expect(inputs.first == .indicatorLengthChanged(85))
    #expect(coordinator.restingInset.inset == 113)
    #expect(coordinator.stateMachine.restingExtent == 113)
  }
}
