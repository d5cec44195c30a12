import Foundation
import Testing

@testable import PullToRefreshTerminal

/// Samples of `value(t)` from integrating `x'' = -k x - c x'` with semi-implicit Euler, where `x`
/// is the distance still to travel (`value = 1 - x`).
private func integratedValues(
  duration: Double,
  dampingRatio: Double,
  initialVelocity: Double,
  sampleTimes: [Double],
  step: Double = 1e-6
) -> [Double] {
  let stiffness = 4 * Double.pi * Double.pi / (duration * duration)
  let damping = 2 * dampingRatio * stiffness.squareRoot()
  var position = 1.0
  var velocity = -initialVelocity
  var time = 0.0
  var steps = 0
  var samples: [Double] = []
  for sampleTime in sampleTimes {
    while time < sampleTime - step / 2 {
      let acceleration = -stiffness * position - damping * velocity
      velocity += acceleration * step
      position += velocity * step
      steps += 1
      time = Double(steps) * step
    }
    samples.append(1 - position)
  }
  return samples
}

private let bounces: [Double] = [0, 0.15, 0.3, 0.7, -0.3, -0.5]

@Suite struct DampedSpringTests {
  @Test(arguments: bounces)
  func valueStartsAtZero(bounce: Double) {
    let spring = DampedSpring(duration: 0.5, bounce: bounce)
    #expect(spring.value(atSeconds: 0) == 0)
    #expect(spring.value(atSeconds: 0, initialVelocity: 4) == 0)
  }

  @Test(arguments: [0.0, 0.15, 0.3])
  func valueSettlesNearOneAfterThreeDurations(bounce: Double) {
    let spring = DampedSpring(duration: 0.5, bounce: bounce)
    #expect(!spring.isSettled(atSeconds: 0.05))
    #expect(abs(spring.value(atSeconds: 0.05) - 1) > 0.01)
    #expect(spring.isSettled(atSeconds: 1.5))
    #expect(abs(spring.value(atSeconds: 1.5) - 1) < 1e-3)
    #expect(abs(spring.value(atSeconds: 10) - 1) < 1e-9)
  }

  @Test func overdampedSpringSettlesAfterSixDurations() {
    let spring = DampedSpring(duration: 0.5, bounce: -0.5)
    #expect(!spring.isSettled(atSeconds: 0.5))
    #expect(spring.isSettled(atSeconds: 3))
    #expect(abs(spring.value(atSeconds: 3) - 1) < 1e-3)
  }

  @Test func settleSpringIsTheDocumentedOne() {
    #expect(DampedSpring.settle == DampedSpring(duration: 0.4, bounce: 0.15))
    #expect(DampedSpring() == DampedSpring(duration: 0.5, bounce: 0))
  }

  @Test func criticallyDampedNeverOvershootsAndRisesMonotonically() {
    let spring = DampedSpring(duration: 0.5, bounce: 0)
    var previous = 0.0
    for step in 1...5000 {
      let value = spring.value(atSeconds: Double(step) * 0.001)
      #expect(value <= 1)
      #expect(value >= previous)
      previous = value
    }
  }

  @Test func bouncySpringOvershootsByTheTextbookAmount() {
    // Damping ratio 0.7: the first peak is 1 + exp(-ζπ / √(1 - ζ²)) ≈ 1.046.
    let spring = DampedSpring(duration: 0.5, bounce: 0.3)
    var peak = 0.0
    for step in 0...3000 {
      peak = max(peak, spring.value(atSeconds: Double(step) * 0.0005))
    }
    let zeta = 0.7
    let expectedPeak = 1 + Foundation.exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
    #expect(peak > 1)
    #expect(abs(peak - expectedPeak) < 1e-4)
  }

  @Test func overdampedNeverOvershootsAndRisesMonotonically() {
    let spring = DampedSpring(duration: 0.5, bounce: -0.5)
    var previous = 0.0
    for step in 1...10000 {
      let value = spring.value(atSeconds: Double(step) * 0.001)
      #expect(value <= 1)
      #expect(value >= previous)
      previous = value
    }
  }

  @Test func stiffnessForHalfASecond() {
    let spring = DampedSpring(duration: 0.5)
    #expect(abs(spring.stiffness - 157.9) < 0.05)
    #expect(abs(spring.stiffness - 16 * Double.pi * Double.pi) < 1e-9)
    #expect(abs(DampedSpring(duration: 1).stiffness - 4 * Double.pi * Double.pi) < 1e-9)
  }

  @Test(arguments: [(0.0, 1.0), (0.15, 0.85), (0.3, 0.7), (-0.5, 2.0), (-0.2, 1.25)])
  func dampingRatioFollowsSwiftUIsMapping(bounce: Double, expected: Double) {
    #expect(abs(DampedSpring(bounce: bounce).dampingRatio - expected) < 1e-12)
  }

  @Test func bounceIsClamped() {
    #expect(DampedSpring(bounce: 5).bounce == 0.99)
    #expect(DampedSpring(bounce: -5).bounce == -0.99)
    #expect(DampedSpring(bounce: .nan).bounce == 0)
  }

  @Test(arguments: [
    DampedSpring.immediate, DampedSpring(duration: 0), DampedSpring(duration: 0, bounce: 0.5),
  ])
  func immediateSpringArrivesAtOnce(spring: DampedSpring) {
    for seconds in [0, 1e-12, 1e-3, 0.25, 1, 100] {
      #expect(spring.value(atSeconds: seconds) == 1)
      #expect(spring.value(atSeconds: seconds, initialVelocity: 7) == 1)
      #expect(spring.velocity(atSeconds: seconds) == 0)
      #expect(spring.isSettled(atSeconds: seconds))
    }
  }

  @Test(arguments: [-1.0, .nan, .infinity, -.infinity])
  func invalidDurationArrivesAtOnce(duration: Double) {
    let spring = DampedSpring(duration: duration)
    #expect(spring.duration == 0)
    #expect(spring.value(atSeconds: 0.01) == 1)
  }

  @Test func reducedMotionUsesTheImmediateSpring() {
    let spring = DampedSpring(duration: 0.6, bounce: 0.3)
    #expect(spring.respecting(reduceMotion: true) == .immediate)
    #expect(spring.respecting(reduceMotion: true).value(atSeconds: 1e-9) == 1)
    #expect(spring.respecting(reduceMotion: true).value(atSeconds: 0.2) == 1)
    #expect(spring.respecting(reduceMotion: false) == spring)
    #expect(spring.respecting(reduceMotion: false).value(atSeconds: 0.01) < 0.5)
  }

  @Test(arguments: bounces)
  func initialVelocityIsHonoured(bounce: Double) {
    let spring = DampedSpring(duration: 0.5, bounce: bounce)
    #expect(abs(spring.velocity(atSeconds: 0, initialVelocity: 3) - 3) < 1e-9)
    #expect(abs(spring.velocity(atSeconds: 1e-9, initialVelocity: 3) - 3) < 1e-6)
    #expect(abs(spring.velocity(atSeconds: 0) - 0) < 1e-12)
    // Over a tiny interval the value moves by about v·t.
    let value = spring.value(atSeconds: 1e-6, initialVelocity: 3)
    #expect(abs(value - 3e-6) < 1e-9)
    // A spring thrown toward the target gets further early than one at rest.
    #expect(spring.value(atSeconds: 0.05, initialVelocity: 3) > spring.value(atSeconds: 0.05))
  }

  @Test(arguments: bounces)
  func velocityIsTheDerivativeOfValue(bounce: Double) {
    let spring = DampedSpring(duration: 0.5, bounce: bounce)
    let h = 1e-6
    for initialVelocity in [0.0, 3, -2] {
      for step in 1...200 {
        let t = Double(step) * 0.01
        let slope =
          (spring.value(atSeconds: t + h, initialVelocity: initialVelocity)
            - spring.value(atSeconds: t - h, initialVelocity: initialVelocity)) / (2 * h)
        let velocity = spring.velocity(atSeconds: t, initialVelocity: initialVelocity)
        #expect(abs(velocity - slope) < 1e-5)
      }
    }
  }

  @Test(arguments: [(0.0, 1.0), (0.3, 0.7), (-0.5, 2.0)])
  func closedFormMatchesNumericalIntegration(bounce: Double, dampingRatio: Double) {
    let spring = DampedSpring(duration: 0.5, bounce: bounce)
    let times = (1...100).map { Double($0) * 0.02 }
    for initialVelocity in [0.0, 3] {
      let integrated = integratedValues(
        duration: 0.5,
        dampingRatio: dampingRatio,
        initialVelocity: initialVelocity,
        sampleTimes: times
      )
      for (time, expected) in zip(times, integrated) {
        let actual = spring.value(atSeconds: time, initialVelocity: initialVelocity)
        #expect(abs(actual - expected) < 1e-3, "t = \(time), v0 = \(initialVelocity)")
      }
    }
  }

  @Test func neverNaNForAnySampledInput() {
    let times: [Double] = [
      .nan, .infinity, -.infinity, -1, 0, -0.0, 1e-300, 1e-6, 0.1, 0.5, 1, 60, 1e6, 1e9,
    ]
    let velocities: [Double] = [.nan, .infinity, -.infinity, 0, 3, -3, 1e3, -1e3, 1e6]
    let springs =
      [DampedSpring.immediate, .settle, DampedSpring(duration: 1e-9), DampedSpring(duration: 1e9)]
      + bounces.map { DampedSpring(duration: 0.5, bounce: $0) }
    for spring in springs {
      for time in times {
        for velocity in velocities {
          let value = spring.value(atSeconds: time, initialVelocity: velocity)
          let rate = spring.velocity(atSeconds: time, initialVelocity: velocity)
          #expect(!value.isNaN, "\(spring) t = \(time) v0 = \(velocity)")
          #expect(!rate.isNaN, "\(spring) t = \(time) v0 = \(velocity)")
        }
      }
    }
  }

  @Test func nanInitialVelocityAtTheStartGivesNoNaN() {
    let spring = DampedSpring(duration: 0.5, bounce: 0)
    #expect(spring.value(atSeconds: 0, initialVelocity: .nan) == 0)
    #expect(!spring.velocity(atSeconds: 0, initialVelocity: .nan).isNaN)
    #expect(!spring.velocity(atSeconds: -1, initialVelocity: .nan).isNaN)
  }

  @Test(arguments: [1e20, 1e50, 1e300, .greatestFiniteMagnitude])
  func extremelyLongTimesAreSettledNotNaN(seconds: Double) {
    let springs = [DampedSpring.settle] + bounces.map { DampedSpring(duration: 0.5, bounce: $0) }
    for spring in springs {
      for velocity in [0.0, 3] {
        let value = spring.value(atSeconds: seconds, initialVelocity: velocity)
        let rate = spring.velocity(atSeconds: seconds, initialVelocity: velocity)
        #expect(abs(value - 1) < 1e-9, "\(spring) v0 = \(velocity)")
        #expect(abs(rate) < 1e-9, "\(spring) v0 = \(velocity)")
      }
    }
  }
}
