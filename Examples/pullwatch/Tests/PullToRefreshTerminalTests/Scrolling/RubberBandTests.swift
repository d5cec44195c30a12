import Testing

@testable import PullToRefreshTerminal

/// The curve as `c·x·d / (d + c·x)`, the algebraically equal second form from the appendix.
private func referenceOffset(distance x: Double, dimension d: Double, c: Double = 0.55) -> Double {
  c * x * d / (d + c * x)
}

@Suite struct RubberBandTests {
  @Test(arguments: [(100.0, 52.0), (400.0, 179.0), (960.0, 340.7)])
  func publishedExamplesForDimension960(distance: Double, expected: Double) {
    let band = RubberBand(dimension: 960)
    // The published figures are rounded to one decimal.
    #expect(abs(band.offset(forDistance: distance) - expected) <= 0.1)
  }

  @Test func defaultCoefficientIsUIScrollViews() {
    #expect(RubberBand(dimension: 960).coefficient == 0.55)
  }

  @Test func matchesTheSecondFormOfTheCurve() {
    for dimension in [100.0, 600.0, 960.0, 2048.0] {
      let band = RubberBand(dimension: dimension)
      for step in 0...400 {
        let distance = Double(step) * 7.5
        let expected = referenceOffset(distance: distance, dimension: dimension)
        let actual = band.offset(forDistance: distance)
        #expect(abs(actual - expected) <= 1e-9 * max(1, expected))
      }
    }
  }

  @Test func customCoefficientIsUsed() {
    // c = 1, d = 100, x = 100: (1 - 1/2)·100 = 50.
    let band = RubberBand(coefficient: 1, dimension: 100)
    #expect(abs(band.offset(forDistance: 100) - 50) < 1e-12)
  }

  @Test func slopeNearZeroIsTheCoefficient() {
    let band = RubberBand(dimension: 960)
    #expect(band.offset(forDistance: 0) == 0)
    for distance in [1e-9, 1e-6, 1e-3] {
      let slope = band.offset(forDistance: distance) / distance
      #expect(abs(slope - 0.55) < 1e-3)
    }
    #expect(band.offset(forDistance: 1) < 0.55)
  }

  @Test func offsetIncreasesWithDistanceAndStaysBelowTheDimension() {
    for dimension in [1.0, 320.0, 960.0] {
      let band = RubberBand(dimension: dimension)
      var previous = 0.0
      for step in 1...5000 {
        let distance = Double(step) * dimension / 50
        let offset = band.offset(forDistance: distance)
        #expect(offset > previous)
        #expect(offset < dimension)
        previous = offset
      }
    }
  }

  @Test func offsetApproachesTheDimensionForLongDrags() {
    let band = RubberBand(dimension: 960)
    let offset = band.offset(forDistance: 1e9)
    #expect(offset < 960)
    #expect(offset > 959.99)
  }

  @Test func hugeFiniteDistanceNeverExceedsTheDimension() {
    let band = RubberBand(dimension: 960)
    for distance in [1e15, 1e100, Double.greatestFiniteMagnitude] {
      let offset = band.offset(forDistance: distance)
      #expect(offset.isFinite)
      #expect(offset <= 960)
      #expect(offset > 959)
    }
  }

  @Test func negativeDistancesMirrorPositiveOnes() {
    let band = RubberBand(dimension: 600)
    for step in 0...300 {
      let distance = Double(step) * 3.3
      #expect(band.offset(forDistance: -distance) == -band.offset(forDistance: distance))
    }
    #expect(
      abs(band.offset(forDistance: -100) + referenceOffset(distance: 100, dimension: 600)) < 1e-9
    )
  }

  @Test func distanceInvertsOffset() throws {
    let band = RubberBand(dimension: 960)
    for step in -200...200 {
      let distance = Double(step) * 12.5
      let offset = band.offset(forDistance: distance)
      let recovered = try #require(band.distance(forOffset: offset))
      #expect(abs(recovered - distance) <= 1e-9 * max(1, abs(distance)))
    }
  }

  @Test func offsetInvertsDistance() throws {
    let band = RubberBand(dimension: 500)
    for step in -499...499 {
      let offset = Double(step)
      let distance = try #require(band.distance(forOffset: offset))
      #expect(abs(band.offset(forDistance: distance) - offset) < 1e-9)
    }
  }

  @Test func distanceForAKnownOffset() throws {
    // Solving 0.55·x·960 / (960 + 0.55·x) = 240 gives x = 240·960 / (0.55·720).
    let band = RubberBand(dimension: 960)
    let distance = try #require(band.distance(forOffset: 240))
    #expect(abs(distance - 240 * 960 / (0.55 * 720)) < 1e-9)
    #expect(band.distance(forOffset: 0) == 0)
  }

  @Test(arguments: [960.0, -960.0, 961.0, -5000.0, .greatestFiniteMagnitude])
  func distanceIsNilAtOrBeyondTheDimension(offset: Double) {
    #expect(RubberBand(dimension: 960).distance(forOffset: offset) == nil)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteDistanceGivesZero(distance: Double) {
    let offset = RubberBand(dimension: 960).offset(forDistance: distance)
    #expect(offset == 0)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteOffsetGivesNoDistance(offset: Double) {
    #expect(RubberBand(dimension: 960).distance(forOffset: offset) == nil)
  }

  @Test(arguments: [0.0, -1.0, -960.0, .nan, .infinity, -.infinity])
  func invalidDimensionGivesZeroAndNil(dimension: Double) {
    let band = RubberBand(dimension: dimension)
    for distance in [-100.0, 0, 1, 100, 1e6] {
      #expect(band.offset(forDistance: distance) == 0)
    }
    for offset in [-10.0, 0, 10] {
      #expect(band.distance(forOffset: offset) == nil)
    }
  }

  @Test(arguments: [0.0, -0.55, .nan, .infinity])
  func invalidCoefficientGivesZeroAndNil(coefficient: Double) {
    let band = RubberBand(coefficient: coefficient, dimension: 960)
    #expect(band.offset(forDistance: 100) == 0)
    #expect(band.distance(forOffset: 50) == nil)
  }

  @Test func neverNaNForAnySampledInput() {
    let values: [Double] = [
      .nan, .infinity, -.infinity, 0, -0.0, 1e-300, -1, 1, 100, 960, 1e300,
      .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
    ]
    for coefficient in [0.55, 1, 0, -1, .nan, .infinity] {
      for dimension in values {
        let band = RubberBand(coefficient: coefficient, dimension: dimension)
        for input in values {
          #expect(!band.offset(forDistance: input).isNaN)
          if let distance = band.distance(forOffset: input) {
            #expect(!distance.isNaN)
          }
        }
      }
    }
  }
}
