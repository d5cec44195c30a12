@_spi(FrontEnd) import PullToRefresh
import Testing

private let pullPhases: [RefreshPhase] = [.idle, .pulling, .armed]
private let allPhases: [RefreshPhase] =
  pullPhases + [.refreshing] + RefreshOutcome.allCases.map { .finishing($0) }

@Suite struct RefreshIndicatorTests {
  @Test(arguments: pullPhases)
  func ringFollowsProgressWhilePulling(phase: RefreshPhase) {
    for (progress, expected) in [(0.0, 0.0), (0.25, 0.25), (0.5, 0.5), (1, 1), (1.7, 1)] {
      let indicator = RefreshIndicator(
        phase: phase,
        progress: progress,
        pull: 45,
        restingExtent: 62
      )
      #expect(indicator.ringFraction == expected)
    }
  }

  @Test func ringIsFullWhileRefreshingAndFinishing() {
    let refreshing = RefreshIndicator(
      phase: .refreshing,
      progress: 0.2,
      pull: 10,
      restingExtent: 62
    )
    #expect(refreshing.ringFraction == 1)
    for outcome in RefreshOutcome.allCases {
      let finishing = RefreshIndicator(
        phase: .finishing(outcome),
        progress: 0,
        pull: 0,
        restingExtent: 62
      )
      #expect(finishing.ringFraction == 1)
    }
  }

  @Test func arrowTurnsOnlyOnceArmed() {
    let idle = RefreshIndicator(phase: .idle, progress: 0, pull: 0, restingExtent: 62)
    let pulling = RefreshIndicator(phase: .pulling, progress: 0.9, pull: 81, restingExtent: 62)
    let armed = RefreshIndicator(phase: .armed, progress: 1, pull: 95, restingExtent: 62)
    #expect(idle.arrowRotation == 0)
    #expect(pulling.arrowRotation == 0)
    #expect(armed.arrowRotation == 180)
    #expect(idle.showsArrow && pulling.showsArrow && armed.showsArrow)
  }

  /// Text indicators read "armed" from the engine, not from the arrow's angle.
  @Test func onlyTheArmedPhaseIsArmed() {
    let phases: [RefreshPhase] = [.idle, .pulling, .armed, .refreshing, .finishing(.success)]
    let armed = phases.map {
      RefreshIndicator(phase: $0, progress: 1, pull: 95, restingExtent: 62).isArmed
    }
    #expect(armed == [false, false, true, false, false])
  }

  @Test(arguments: pullPhases)
  func opacityIsProgressButNeverBelowOnePercent(phase: RefreshPhase) {
    let cases: [(Double, Double)] = [
      (0, 0.01), (0.001, 0.01), (0.01, 0.01), (0.02, 0.02), (0.5, 0.5), (1, 1), (3, 1), (-2, 0.01),
    ]
    for (progress, expected) in cases {
      let indicator = RefreshIndicator(
        phase: phase,
        progress: progress,
        pull: 0,
        restingExtent: 62
      )
      #expect(indicator.opacity == expected, "progress \(progress)")
    }
  }

  @Test func opacityIsOneWhileRefreshingAndFinishing() {
    for phase in allPhases where !pullPhases.contains(phase) {
      let indicator = RefreshIndicator(phase: phase, progress: 0, pull: 0, restingExtent: 62)
      #expect(indicator.opacity == 1, "\(phase)")
    }
  }

  @Test(arguments: pullPhases)
  func offsetNeverExceedsThePull(phase: RefreshPhase) {
    for restingExtent in [0.0, 20, 62, 150] {
      var previous = 0.0
      for step in 0...600 {
        let pull = Double(step) * 0.5
        let indicator = RefreshIndicator(
          phase: phase,
          progress: pull / 90,
          pull: pull,
          restingExtent: restingExtent
        )
        #expect(indicator.offset <= pull)
        #expect(indicator.offset >= 0)
        #expect(indicator.offset <= restingExtent / 2)
        // It follows the pull: never moves back while the pull grows.
        #expect(indicator.offset >= previous)
        previous = indicator.offset
      }
    }
  }

  @Test func offsetIsHalfTheVisibleGap() {
    let short = RefreshIndicator(phase: .pulling, progress: 0.4, pull: 36, restingExtent: 62)
    #expect(short.offset == 18)
    let long = RefreshIndicator(phase: .armed, progress: 1, pull: 200, restingExtent: 62)
    #expect(long.offset == 31)
  }

  @Test func offsetWhileRefreshingIsHalfTheRestingExtent() {
    for restingExtent in [0.0, 44, 62, 90] {
      let refreshing = RefreshIndicator(
        phase: .refreshing,
        progress: 1,
        pull: 0,
        restingExtent: restingExtent
      )
      #expect(refreshing.offset == restingExtent / 2)
    }
  }

  @Test func spinnerShowsOnlyWhileRefreshing() {
    for phase in allPhases {
      let indicator = RefreshIndicator(phase: phase, progress: 0.5, pull: 45, restingExtent: 62)
      #expect(indicator.showsSpinner == (phase == .refreshing), "\(phase)")
      if phase == .refreshing {
        #expect(!indicator.showsArrow)
      }
    }
  }

  @Test func outcomeShowsOnlyWhileFinishing() {
    for phase in pullPhases + [.refreshing] {
      let indicator = RefreshIndicator(phase: phase, progress: 1, pull: 90, restingExtent: 62)
      #expect(indicator.outcome == nil, "\(phase)")
    }
    for outcome in RefreshOutcome.allCases {
      let indicator = RefreshIndicator(
        phase: .finishing(outcome),
        progress: 1,
        pull: 90,
        restingExtent: 62
      )
      #expect(indicator.outcome == outcome)
      #expect(!indicator.showsSpinner)
      #expect(!indicator.showsArrow)
    }
  }

  @Test func accessibilityLabelSaysRefreshingOnlyWhileRefreshing() {
    for phase in allPhases {
      let indicator = RefreshIndicator(phase: phase, progress: 0.5, pull: 45, restingExtent: 62)
      let expected = phase == .refreshing ? "Refreshing" : "Refresh"
      #expect(indicator.accessibilityLabel == expected, "\(phase)")
    }
  }

  @Test func theStatusTextSaysWhatAReleaseWouldDoOrHowItEnded() {
    let expected: [(RefreshPhase, String)] = [
      (.idle, "Pull to refresh"), (.pulling, "Pull to refresh"), (.armed, "Release to refresh"),
      (.refreshing, "Refreshing…"), (.finishing(.success), "Updated"),
      (.finishing(.failure), "Refresh failed"), (.finishing(.cancelled), "Refresh cancelled"),
      (.finishing(.timedOut), "Refresh timed out"),
    ]
    #expect(expected.count == allPhases.count)
    for (phase, text) in expected {
      let indicator = RefreshIndicator(phase: phase, progress: 0.5, pull: 45, restingExtent: 62)
      #expect(indicator.statusText == text, "\(phase)")
    }
    #expect(Set(RefreshOutcome.allCases.map(\.statusText)).count == RefreshOutcome.allCases.count)
  }

  @Test func invalidInputsNeverGiveNaN() {
    let values: [Double] = [
      .nan, .infinity, -.infinity, -1, -0.0, 0, 0.5, 1, 90, 1e308, -.greatestFiniteMagnitude,
    ]
    for phase in allPhases {
      for progress in values {
        for pull in values {
          for restingExtent in values {
            let indicator = RefreshIndicator(
              phase: phase,
              progress: progress,
              pull: pull,
              restingExtent: restingExtent
            )
            let context: Comment = "\(phase) \(progress) \(pull) \(restingExtent)"
            #expect((0...1).contains(indicator.ringFraction), context)
            #expect((0.01...1).contains(indicator.opacity), context)
            #expect(indicator.offset.isFinite && indicator.offset >= 0, context)
            #expect(indicator.arrowRotation == 0 || indicator.arrowRotation == 180, context)
          }
        }
      }
    }
  }

  @Test func negativePullKeepsTheIndicatorAtTheEdge() {
    let indicator = RefreshIndicator(phase: .pulling, progress: 0, pull: -40, restingExtent: 62)
    #expect(indicator.offset == 0)
    #expect(indicator.opacity == 0.01)
  }

  /// A refreshing indicator with Reduce Motion on or off.
  private static func spinner(_ reducesMotion: Bool) -> RefreshIndicator {
    RefreshIndicator(
      phase: .refreshing,
      progress: 1,
      pull: 0,
      restingExtent: 62,
      reducesMotion: reducesMotion
    )
  }

  @Test func theSpinnerPeriodIsOneSecondOrThreeWithReducedMotion() {
    #expect(Self.spinner(false).spinnerPeriod == 1)
    #expect(Self.spinner(true).spinnerPeriod == 3)
    let period = Self.spinner(true).spinnerPeriod
    #expect(Self.spinner(true).spinnerAngle(afterSeconds: period / 4) == 90)
  }

  @Test func spinnerTurnsOnceASecond() {
    #expect(Self.spinner(false).spinnerAngle(afterSeconds: 0) == 0)
    #expect(Self.spinner(false).spinnerAngle(afterSeconds: 0.25) == 90)
    #expect(Self.spinner(false).spinnerAngle(afterSeconds: 0.5) == 180)
    #expect(Self.spinner(false).spinnerAngle(afterSeconds: 1.75) == 270)
  }

  @Test func spinnerTurnsWithTime() {
    var previous = Self.spinner(false).spinnerAngle(afterSeconds: 0.01)
    for step in 2...99 {
      let angle = Self.spinner(false).spinnerAngle(afterSeconds: Double(step) * 0.01)
      #expect(angle > previous)
      previous = angle
    }
  }

  @Test func reducedMotionSpinnerIsSlowerButNeverFrozen() {
    // One turn every three seconds: 0.75 s is a quarter turn, 90°.
    let reduced = Self.spinner(true).spinnerAngle(afterSeconds: 0.75)
    #expect(abs(reduced - 90) < 1e-9)
    var previous = Self.spinner(true).spinnerAngle(afterSeconds: 0.05)
    for step in 2...59 {
      let seconds = Double(step) * 0.05
      let slow = Self.spinner(true).spinnerAngle(afterSeconds: seconds)
      let fast = Self.spinner(false).spinnerAngle(afterSeconds: seconds / 3)
      #expect(slow > previous, "frozen at \(seconds) s")
      #expect(abs(slow - fast) < 1e-9)
      previous = slow
    }
    let normalAfterTenthSecond = Self.spinner(false).spinnerAngle(afterSeconds: 0.1)
    let reducedAfterTenthSecond = Self.spinner(true).spinnerAngle(afterSeconds: 0.1)
    #expect(reducedAfterTenthSecond > 0)
    #expect(reducedAfterTenthSecond < normalAfterTenthSecond)
  }

  @Test(arguments: [false, true])
  func spinnerAngleStaysInOneTurn(reduceMotion: Bool) {
    let times: [Double] = [
      .nan, .infinity, -.infinity, -5, 0, 1e-9, 0.999_999, 1, 2.999_999, 3, 59.9, 3600.5,
      1e9 + 0.25,
      1e15, .greatestFiniteMagnitude,
    ]
    for seconds in times {
      let angle = Self.spinner(reduceMotion).spinnerAngle(afterSeconds: seconds)
      #expect(angle >= 0 && angle < 360, "\(seconds) s")
    }
  }

  @Test func spinnerAngleWrapsAfterAFullTurn() {
    let later = Self.spinner(false).spinnerAngle(afterSeconds: 3600.25)
    #expect(abs(later - 90) < 1e-6)
    let reducedLater = Self.spinner(true).spinnerAngle(afterSeconds: 3600.75)
    #expect(abs(reducedLater - 90) < 1e-6)
  }
}
