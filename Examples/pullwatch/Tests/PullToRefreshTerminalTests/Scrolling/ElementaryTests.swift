import Foundation
import Testing

@testable import PullToRefreshTerminal

/// Whether `actual` is within `1e-12` of `expected`, relatively for large values and absolutely
/// near zero.
private func isClose(_ actual: Double, _ expected: Double, tolerance: Double = 1e-12) -> Bool {
  abs(actual - expected) <= tolerance * max(1, abs(expected))
}

@Suite struct ElementaryTests {
  @Test func expMatchesFoundationFromMinus50To50() {
    var worst = 0.0
    for step in -5000...5000 {
      let x = Double(step) * 0.01
      let expected = Foundation.exp(x)
      let actual = Elementary.exp(x)
      worst = max(worst, abs(actual - expected) / expected)
      #expect(abs(actual - expected) / expected < 1e-12, "exp(\(x))")
    }
    #expect(worst < 1e-12)
  }

  @Test func expMatchesFoundationAtIrregularPoints() {
    // Points that are not multiples of 0.01, including ones just off multiples of ln 2.
    let ln2 = Foundation.log(2.0)
    var points: [Double] = [1e-300, -1e-300, 1e-10, -1e-10, 0.5, -0.5, 1, -1]
    for k in -60...60 {
      points.append(Double(k) * ln2)
      points.append(Double(k) * ln2 + 1e-7)
      points.append(Double(k) * ln2 + ln2 / 2 - 1e-9)
      points.append(Double(k) * 0.834_721_3)
    }
    for x in points {
      let expected = Foundation.exp(x)
      #expect(abs(Elementary.exp(x) - expected) / expected < 1e-12, "exp(\(x))")
    }
  }

  @Test func expIsExactAtZero() {
    #expect(Elementary.exp(0) == 1)
    #expect(Elementary.exp(-0.0) == 1)
  }

  @Test func expMatchesFoundationOverTheWholeNormalRange() {
    for step in -7080...7090 {
      let x = Double(step) * 0.1
      let expected = Foundation.exp(x)
      #expect(abs(Elementary.exp(x) - expected) / expected < 1e-12, "exp(\(x))")
    }
  }

  @Test(arguments: [709.71, 709.75, 709.78])
  func expIsFiniteUpToTheLargestRepresentableResult(x: Double) {
    // ln(Double.greatestFiniteMagnitude) ≈ 709.7827, so these results are finite.
    let expected = Foundation.exp(x)
    #expect(expected.isFinite)
    #expect(abs(Elementary.exp(x) - expected) / expected < 1e-12, "exp(\(x))")
  }

  @Test func expOverflowsAndUnderflowsLikeFoundation() {
    #expect(Elementary.exp(710) == .infinity)
    #expect(Elementary.exp(1e6) == .infinity)
    #expect(Elementary.exp(-746) == 0)
    #expect(Elementary.exp(-1e6) == 0)
    // Subnormal results stay close in absolute terms.
    for x in [-709.0, -720, -730, -740, -745] {
      let expected = Foundation.exp(x)
      #expect(
        abs(Elementary.exp(x) - expected) <= max(expected * 1e-9, 2 * .leastNonzeroMagnitude),
        "exp(\(x))"
      )
    }
  }

  @Test func expOfNonFiniteInputs() {
    #expect(Elementary.exp(.nan).isNaN)
    #expect(Elementary.exp(.infinity) == .infinity)
    #expect(Elementary.exp(-.infinity) == 0)
  }

  @Test func sinMatchesFoundationFromMinus100To100() {
    var worst = 0.0
    for step in -100_000...100_000 {
      let x = Double(step) * 0.001
      let error = abs(Elementary.sin(x) - Foundation.sin(x))
      worst = max(worst, error)
      if !isClose(Elementary.sin(x), Foundation.sin(x)) {
        Issue.record("sin(\(x)): \(Elementary.sin(x)) vs \(Foundation.sin(x))")
      }
    }
    #expect(worst < 1e-12)
  }

  @Test func cosMatchesFoundationFromMinus100To100() {
    var worst = 0.0
    for step in -100_000...100_000 {
      let x = Double(step) * 0.001
      let error = abs(Elementary.cos(x) - Foundation.cos(x))
      worst = max(worst, error)
      if !isClose(Elementary.cos(x), Foundation.cos(x)) {
        Issue.record("cos(\(x)): \(Elementary.cos(x)) vs \(Foundation.cos(x))")
      }
    }
    #expect(worst < 1e-12)
  }

  @Test func sinAndCosMatchFoundationNearQuadrantBoundaries() {
    for k in -63...63 {
      let boundary = Double(k) * Double.pi / 4
      for delta in [-1e-9, 0, 1e-9, 1e-4] {
        let x = boundary + delta
        #expect(isClose(Elementary.sin(x), Foundation.sin(x)), "sin(\(x))")
        #expect(isClose(Elementary.cos(x), Foundation.cos(x)), "cos(\(x))")
      }
    }
  }

  @Test func sinAndCosAreExactOrNearlySoAtSpecialPoints() {
    #expect(Elementary.sin(0) == 0)
    #expect(Elementary.cos(0) == 1)
    #expect(abs(Elementary.sin(Double.pi / 2) - 1) < 1e-15)
    #expect(abs(Elementary.cos(Double.pi) + 1) < 1e-15)
    #expect(abs(Elementary.sin(Double.pi / 6) - 0.5) < 1e-15)
    #expect(abs(Elementary.cos(Double.pi / 3) - 0.5) < 1e-15)
  }

  @Test func sinIsOddAndCosIsEven() {
    for step in 1...1000 {
      let x = Double(step) * 0.0937
      #expect(Elementary.sin(-x) == -Elementary.sin(x))
      #expect(Elementary.cos(-x) == Elementary.cos(x))
    }
  }

  @Test func pythagoreanIdentityHolds() {
    for step in -1000...1000 {
      let x = Double(step) * 0.0713
      let sine = Elementary.sin(x)
      let cosine = Elementary.cos(x)
      #expect(abs(sine * sine + cosine * cosine - 1) < 1e-14)
    }
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func sinAndCosOfNonFiniteInputsAreNaN(x: Double) {
    #expect(Elementary.sin(x).isNaN)
    #expect(Elementary.cos(x).isNaN)
  }

  @Test func sinAndCosOfLargeFiniteInputsStayInRange() {
    for x in [1e6, -1e6, 1e12, 1e18, 1e300, Double.greatestFiniteMagnitude] {
      let sine = Elementary.sin(x)
      let cosine = Elementary.cos(x)
      #expect(sine.isFinite && abs(sine) <= 1, "sin(\(x))")
      #expect(cosine.isFinite && abs(cosine) <= 1, "cos(\(x))")
    }
  }
}
