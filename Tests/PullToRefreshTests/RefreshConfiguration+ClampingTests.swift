import Testing

@_spi(FrontEnd) @testable import PullToRefresh

/// The one set of rules (R19), read two ways.
///
/// The validating initializer throws the first broken rule; `clamped()` and `replacingClamped`
/// (the front ends' settings) move every value into its range and say what they moved. Nothing
/// here stops the program.
struct RefreshConfigurationClampingTests {
  /// One out-of-range setting, what it must become and the parameter its correction names.
  struct Case: Sendable, CustomTestStringConvertible {
    let label: String
    let threshold: RefreshConfiguration.Length?
    var timeout: Duration?? = nil
    var minimum: Duration? = nil
    var finishing: Duration? = nil
    var distance: RefreshConfiguration.Length? = nil
    let parameter: String
    let check: @Sendable (RefreshConfiguration) -> Bool

    var testDescription: String { label }
  }

  static let cases: [Case] = thresholdCases + otherCases

  static let thresholdCases: [Case] = [
    Case(label: "threshold NaN", threshold: .points(.nan), parameter: "threshold") {
      $0.threshold == .points(90)
    },
    Case(label: "threshold +inf", threshold: .points(.infinity), parameter: "threshold") {
      $0.threshold == .points(90)
    },
    Case(label: "threshold -inf", threshold: .points(-.infinity), parameter: "threshold") {
      $0.threshold == .points(90)
    },
    Case(label: "threshold 0", threshold: .points(0), parameter: "threshold") {
      $0.threshold == .points(90) && $0.restingExtent == 62
    },
    Case(label: "threshold -5", threshold: .points(-5), parameter: "threshold") {
      $0.threshold == .points(90) && $0.restingExtent == 62
    },
    Case(label: "fraction 0", threshold: .fraction(0), parameter: "threshold.fraction") {
      $0.threshold == .points(90)
    },
    Case(label: "fraction -1", threshold: .fraction(-1), parameter: "threshold.fraction") {
      $0.threshold == .points(90)
    },
    Case(label: "fraction 1.5", threshold: .fraction(1.5), parameter: "threshold.fraction") {
      $0.threshold == .fraction(1)
    },
    Case(label: "fraction 1e300", threshold: .fraction(1e300), parameter: "threshold.fraction") {
      $0.threshold == .fraction(1)
    },
    Case(label: "fraction NaN", threshold: .fraction(.nan), parameter: "threshold.fraction") {
      $0.threshold == .points(90)
    },
    Case(label: "fraction inf", threshold: .fraction(.infinity), parameter: "threshold.fraction") {
      $0.threshold == .points(90)
    },
  ]

  static let otherCases: [Case] = [
    Case(label: "timeout 0", threshold: nil, timeout: .some(.zero), parameter: "timeout") {
      $0.timeout == nil
    },
    Case(label: "timeout -5 s", threshold: nil, timeout: .some(.seconds(-5)), parameter: "timeout")
    {
      $0.timeout == nil
    },
    Case(
      label: "minimum -1 s",
      threshold: nil,
      minimum: .seconds(-1),
      parameter: "minimumRefreshingDuration"
    ) { $0.minimumRefreshingDuration == .zero },
    Case(
      label: "finishing -1 ms",
      threshold: nil,
      finishing: .milliseconds(-1),
      parameter: "finishingDuration"
    ) { $0.finishingDuration == .zero },
    Case(
      label: "distance -10",
      threshold: nil,
      distance: .points(-10),
      parameter: "loadMoreDistance"
    ) {
      $0.loadMoreDistance == .points(0)
    },
    Case(
      label: "distance NaN",
      threshold: nil,
      distance: .points(.nan),
      parameter: "loadMoreDistance"
    ) {
      $0.loadMoreDistance == .fraction(0.5)
    },
    Case(
      label: "distance fraction -1",
      threshold: nil,
      distance: .fraction(-1),
      parameter: "loadMoreDistance.fraction"
    ) { $0.loadMoreDistance == .fraction(0) },
    Case(
      label: "distance fraction inf",
      threshold: nil,
      distance: .fraction(.infinity),
      parameter: "loadMoreDistance.fraction"
    ) { $0.loadMoreDistance == .fraction(0.5) },
  ]

  @Test(arguments: cases)
  func anOutOfRangeSettingIsMovedIntoItsRangeAndNamed(_ bad: Case) throws {
    let (configuration, corrections) = RefreshConfiguration.default.replacingClamped(
      threshold: bad.threshold,
      minimumRefreshingDuration: bad.minimum,
      timeout: bad.timeout,
      finishingDuration: bad.finishing,
      loadMoreDistance: bad.distance
    )
    #expect(bad.check(configuration))
    let correction = try #require(corrections.first)
    #expect(corrections.count == 1)
    #expect(correction.error.parameter == bad.parameter)
    #expect(correction.description.contains(correction.error.description))
    // What it became is valid: the validating initializer accepts it, and clamping it again
    // changes nothing.
    #expect(configuration.clamped().corrections.isEmpty)
    #expect(configuration.clamped().configuration == configuration)
  }

  @Test func validValuesAreKeptAsTheyAre() {
    let huge = RefreshConfiguration.default.replacingClamped(
      threshold: .points(1e300),
      minimumRefreshingDuration: .zero,
      timeout: .some(.nanoseconds(1)),
      finishingDuration: .seconds(1e9),
      loadMoreDistance: .points(1e300)
    )
    #expect(huge.corrections.isEmpty)
    #expect(huge.configuration.threshold == .points(1e300))
    #expect(huge.configuration.timeout == .nanoseconds(1))
    let fraction = RefreshConfiguration.default.replacingClamped(threshold: .fraction(1))
    #expect(fraction.corrections.isEmpty)
    #expect(fraction.configuration.threshold == .fraction(1))
  }

  @Test func clampingMatchesReplacingForValidValues() {
    let base = RefreshConfiguration(threshold: .points(100), restingExtent: 70)
    let clamped = base.replacingClamped(
      threshold: .points(50),
      trigger: .onThreshold,
      minimumRefreshingDuration: .milliseconds(120),
      timeout: .some(.seconds(4)),
      hapticsEnabled: false
    )
    let replaced = base.replacing(
      threshold: .points(50),
      trigger: .onThreshold,
      minimumRefreshingDuration: .milliseconds(120),
      hapticsEnabled: false
    ).replacing(timeout: .seconds(4))
    #expect(clamped.configuration == replaced)
    #expect(clamped.corrections.isEmpty)
    // The resting extent shrinks to a smaller threshold without a correction, as `replacing`
    // does; `.some(nil)` removes the timeout, `nil` keeps it.
    #expect(clamped.configuration.restingExtent == 50)
    #expect(base.replacingClamped(timeout: .some(nil)).configuration.timeout == nil)
    let timed = base.replacing(timeout: .seconds(9))
    #expect(timed.replacingClamped().configuration.timeout == .seconds(9))
  }

  @Test func everyBadValueIsReportedInTheInitializersOrder() {
    let (configuration, corrections) = RefreshConfiguration.default.replacingClamped(
      threshold: .fraction(1.5),
      minimumRefreshingDuration: .seconds(-1),
      timeout: .some(.zero),
      loadMoreDistance: .points(-.infinity)
    )
    #expect(
      corrections.map(\.error.parameter) == [
        "threshold.fraction", "minimumRefreshingDuration", "timeout", "loadMoreDistance",
      ]
    )
    #expect(configuration.threshold == .fraction(1))
    #expect(configuration.minimumRefreshingDuration == .zero)
    #expect(configuration.timeout == nil)
    #expect(configuration.loadMoreDistance == .fraction(0.5))
  }

  @Test func theCorrectionSaysWhatIsUsedInstead() throws {
    let corrections = RefreshConfiguration.default.replacingClamped(timeout: .some(.zero))
      .corrections
    let correction = try #require(corrections.first)
    #expect(correction.description == "timeout must be > 0, got 0.0 seconds; using none")
    let threshold = try #require(
      RefreshConfiguration.default.replacingClamped(threshold: .fraction(1.5)).corrections.first
    )
    #expect(
      threshold.description
        == "threshold.fraction must be in 0 < fraction <= 1, got 1.5; using fraction(1.0)"
    )
  }

  @Test func theValidatingInitializerThrowsTheFirstCorrection() {
    // A NaN resting extent: ">= 0" now comes before "<= threshold".
    #expect(throws: RefreshConfigurationError.self) {
      try RefreshConfiguration(validating: .points(90), restingExtent: .nan)
    }
    do throws(RefreshConfigurationError) {
      _ = try RefreshConfiguration(validating: .fraction(2), timeout: .zero)
      Issue.record("expected an error")
    } catch {
      #expect(error.parameter == "threshold.fraction")
    }
  }

  // MARK: - Setters

  @Test(arguments: cases)
  func aSetterMovesABadValueAsTheModifiersDo(_ bad: Case) {
    var configuration = RefreshConfiguration.default
    if let threshold = bad.threshold { configuration.threshold = threshold }
    if let timeout = bad.timeout { configuration.timeout = timeout }
    if let minimum = bad.minimum { configuration.minimumRefreshingDuration = minimum }
    if let finishing = bad.finishing { configuration.finishingDuration = finishing }
    if let distance = bad.distance { configuration.loadMoreDistance = distance }
    #expect(bad.check(configuration), "\(configuration)")
    let clamped = RefreshConfiguration.default.replacingClamped(
      threshold: bad.threshold,
      minimumRefreshingDuration: bad.minimum,
      timeout: bad.timeout,
      finishingDuration: bad.finishing,
      loadMoreDistance: bad.distance
    )
    #expect(configuration == clamped.configuration)
  }

  @Test func everySettingIsSettable() {
    var configuration = RefreshConfiguration.default
    configuration.threshold = .points(120)
    configuration.trigger = .onThreshold
    configuration.startGate = .onlyFromEdge
    configuration.restingExtent = 80
    configuration.minimumRefreshingDuration = .milliseconds(500)
    configuration.timeout = .seconds(20)
    configuration.retractFraction = 0.5
    configuration.finishingDuration = .seconds(1)
    configuration.hapticsEnabled = false
    configuration.loadMoreDistance = .points(300)
    let made = RefreshConfiguration(
      threshold: .points(120),
      trigger: .onThreshold,
      startGate: .onlyFromEdge,
      restingExtent: 80,
      minimumRefreshingDuration: .milliseconds(500),
      timeout: .seconds(20),
      retractFraction: 0.5,
      finishingDuration: .seconds(1),
      hapticsEnabled: false,
      loadMoreDistance: .points(300)
    )
    #expect(configuration == made)
  }

  @Test func extremeValuesSetDoNotStopTheProgram() {
    var configuration = RefreshConfiguration.default
    configuration.restingExtent = .infinity
    #expect(configuration.restingExtent == 62)
    configuration.restingExtent = 1e300
    #expect(configuration.restingExtent == 90)  // the threshold in points
    configuration.retractFraction = .nan
    #expect(configuration.retractFraction == 0.1)
    configuration.retractFraction = 1e300
    #expect(configuration.retractFraction == 1)
    configuration.threshold = .points(40)
    #expect(configuration.restingExtent == 40)  // shrinks with the threshold, as `replacing`
    configuration.timeout = .seconds(Int64.min)
    #expect(configuration.timeout == nil)
    configuration.minimumRefreshingDuration = .seconds(Int64.min)
    #expect(configuration.minimumRefreshingDuration == .zero)
  }
}
