@_spi(FrontEnd) import PullToRefresh

/// A damped spring described as SwiftUI's `Spring(duration:bounce:)`, evaluated in closed form:
/// how ``TerminalScrollView`` brings content back after a release.
///
/// The spring moves a value from 0 (start) to 1 (target). `duration` is the period of the
/// undamped oscillation (the perceptual duration), `bounce` is 0 for a critically damped spring,
/// up to 1 for more bounce, negative for an overdamped one. The mapping is SwiftUI's: mass 1,
/// stiffness `(2π / duration)²`, damping ratio `1 - bounce` (or `1 / (1 + bounce)` below 0).
///
/// `DampedSpring(duration: 0)` (and ``immediate``, used for reduced motion) arrives at once.
///
/// ```swift
/// let scroll = TerminalScrollView(
///   contentRows: 100,
///   viewportRows: 20,
///   spring: DampedSpring.settle.respecting(reduceMotion: true)
/// )
/// ```
package struct DampedSpring: Sendable, Equatable {
  /// The perceptual duration in seconds; 0 arrives at once.
  package let duration: Double
  /// The bounce, `-1 < bounce < 1`.
  package let bounce: Double

  /// A spring that arrives at once: the reduced-motion spring (R17).
  package static let immediate = DampedSpring(duration: 0)

  /// The spring a refresh indicator settles with: the engine's (`RestingInset.spring`, 0.4 s, a
  /// little bounce), which the other front ends animate with.
  package static let settle = DampedSpring(
    duration: RestingInset.spring.duration,
    bounce: RestingInset.spring.bounce
  )

  /// Makes a spring.
  ///
  /// Non-finite or negative durations arrive at once; `bounce` is clamped to `-0.99...0.99`.
  package init(duration: Double = 0.5, bounce: Double = 0) {
    self.duration = duration.isFinite ? max(duration, 0) : 0
    self.bounce = bounce.isFinite ? min(max(bounce, -0.99), 0.99) : 0
  }

  /// The spring to use: ``immediate`` when `reduceMotion` is on, `self` otherwise.
  package func respecting(reduceMotion: Bool) -> DampedSpring { reduceMotion ? .immediate : self }

  /// The stiffness for mass 1.
  var stiffness: Double {
    duration > 0 ? (2 * Double.pi / duration) * (2 * Double.pi / duration) : .infinity
  }

  /// The damping ratio: 1 is critical, less bounces, more creeps.
  var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

  /// The value at `seconds` after the start, moving from 0 toward 1 (a bouncy spring passes 1).
  ///
  /// - Parameters:
  ///   - seconds: the time since the start.
  ///   - initialVelocity: the value's velocity at the start, in units per second.
  func value(atSeconds seconds: Double, initialVelocity: Double = 0) -> Double {
    1 - displacement(atSeconds: seconds, initialVelocity: initialVelocity).position
  }

  /// The value's velocity at `seconds`, in units per second.
  func velocity(atSeconds seconds: Double, initialVelocity: Double = 0) -> Double {
    -displacement(atSeconds: seconds, initialVelocity: initialVelocity).velocity
  }

  /// Whether the spring is within `tolerance` of its target and nearly still at `seconds`.
  func isSettled(
    atSeconds seconds: Double,
    initialVelocity: Double = 0,
    tolerance: Double = 0.001
  ) -> Bool {
    let state = displacement(atSeconds: seconds, initialVelocity: initialVelocity)
    return abs(state.position) <= tolerance && abs(state.velocity) <= tolerance * 10
  }

  /// The distance still to travel (1 at the start, 0 at rest) and its rate of change.
  private func displacement(
    atSeconds seconds: Double,
    initialVelocity: Double
  ) -> (position: Double, velocity: Double) {
    let v0 = -(initialVelocity.isFinite ? initialVelocity : 0)
    guard duration > 0, seconds.isFinite else { return (0, 0) }
    guard seconds > 0 else { return (1, v0) }
    let omega = 2 * Double.pi / duration
    let zeta = dampingRatio
    // The slowest decay rate; far past it the spring is at rest (and the formulas would
    // multiply an overflowing polynomial by an underflowed exponential).
    let slowestRate = zeta > 1 ? omega * (zeta - (zeta * zeta - 1).squareRoot()) : zeta * omega
    guard slowestRate * seconds < 700 else { return (0, 0) }
    let x0 = 1.0
    let t = seconds
    if abs(zeta - 1) < 1e-9 {
      let b = v0 + omega * x0
      let decay = Elementary.exp(-omega * t)
      return ((x0 + b * t) * decay, (b - omega * (x0 + b * t)) * decay)
    }
    if zeta < 1 {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let a = x0
      let b = (v0 + zeta * omega * x0) / omegaD
      let decay = Elementary.exp(-zeta * omega * t)
      let c = Elementary.cos(omegaD * t)
      let s = Elementary.sin(omegaD * t)
      let position = decay * (a * c + b * s)
      let velocity =
        decay * ((b * omegaD - zeta * omega * a) * c - (a * omegaD + zeta * omega * b) * s)
      return (position, velocity)
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    let c2 = (v0 - r1 * x0) / (r2 - r1)
    let c1 = x0 - c2
    let e1 = Elementary.exp(r1 * t)
    let e2 = Elementary.exp(r2 * t)
    return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
  }
}
