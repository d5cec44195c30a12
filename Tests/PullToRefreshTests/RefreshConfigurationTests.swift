import PullToRefresh
import Testing

private let invalidCases: [RefreshConfigurationTests.InvalidCase] = [
  .init(label: "threshold 0", expectedParameter: "threshold") {
    try RefreshConfiguration(validating: .points(0))
  },
  .init(label: "threshold -1", expectedParameter: "threshold") {
    try RefreshConfiguration(validating: .points(-1))
  },
  .init(label: "threshold NaN", expectedParameter: "threshold") {
    try RefreshConfiguration(validating: .points(.nan))
  },
  .init(label: "threshold +infinity", expectedParameter: "threshold") {
    try RefreshConfiguration(validating: .points(.infinity))
  },
  .init(label: "threshold -infinity", expectedParameter: "threshold") {
    try RefreshConfiguration(validating: .points(-.infinity))
  },
  .init(label: "fraction 0", expectedParameter: "threshold") {
    try RefreshConfiguration(validating: .fraction(0))
  },
  .init(label: "fraction -0.5", expectedParameter: "threshold") {
    try RefreshConfiguration(validating: .fraction(-0.5))
  },
  .init(label: "fraction 1.01", expectedParameter: "threshold") {
    try RefreshConfiguration(validating: .fraction(1.01))
  },
  .init(label: "fraction NaN", expectedParameter: "threshold") {
    try RefreshConfiguration(validating: .fraction(.nan))
  },
  .init(label: "fraction infinity", expectedParameter: "threshold") {
    try RefreshConfiguration(validating: .fraction(.infinity))
  },
  .init(label: "restingExtent -1", expectedParameter: "restingExtent") {
    try RefreshConfiguration(validating: .points(90), restingExtent: -1)
  },
  .init(label: "restingExtent NaN (points)", expectedParameter: "restingExtent") {
    try RefreshConfiguration(validating: .points(90), restingExtent: .nan)
  },
  .init(label: "restingExtent NaN (fraction)", expectedParameter: "restingExtent") {
    try RefreshConfiguration(validating: .fraction(0.2), restingExtent: .nan)
  },
  .init(label: "restingExtent -1 (fraction)", expectedParameter: "restingExtent") {
    try RefreshConfiguration(validating: .fraction(0.2), restingExtent: -1)
  },
  .init(label: "restingExtent infinity (fraction)", expectedParameter: "restingExtent") {
    try RefreshConfiguration(validating: .fraction(0.2), restingExtent: .infinity)
  },
  .init(label: "restingExtent 90.5 > threshold 90", expectedParameter: "restingExtent") {
    try RefreshConfiguration(validating: .points(90), restingExtent: 90.5)
  },
  .init(label: "default restingExtent 62 > threshold 40", expectedParameter: "restingExtent") {
    try RefreshConfiguration(validating: .points(40))
  },
  .init(label: "minimumRefreshingDuration -1 ms", expectedParameter: "minimumRefreshingDuration") {
    try RefreshConfiguration(validating: .points(90), minimumRefreshingDuration: .milliseconds(-1))
  },
  .init(label: "timeout 0", expectedParameter: "timeout") {
    try RefreshConfiguration(validating: .points(90), timeout: .zero)
  },
  .init(label: "timeout -5 s", expectedParameter: "timeout") {
    try RefreshConfiguration(validating: .points(90), timeout: .seconds(-5))
  },
  .init(label: "retractFraction 0", expectedParameter: "retractFraction") {
    try RefreshConfiguration(validating: .points(90), retractFraction: 0)
  },
  .init(label: "retractFraction -0.1", expectedParameter: "retractFraction") {
    try RefreshConfiguration(validating: .points(90), retractFraction: -0.1)
  },
  .init(label: "retractFraction 1.5", expectedParameter: "retractFraction") {
    try RefreshConfiguration(validating: .points(90), retractFraction: 1.5)
  },
  .init(label: "retractFraction NaN", expectedParameter: "retractFraction") {
    try RefreshConfiguration(validating: .points(90), retractFraction: .nan)
  },
  .init(label: "finishingDuration -1 ms", expectedParameter: "finishingDuration") {
    try RefreshConfiguration(validating: .points(90), finishingDuration: .milliseconds(-1))
  },
]

@Suite struct RefreshConfigurationTests {
  /// One invalid set of arguments for `init(validating:...)` and the parameter it must blame.
  struct InvalidCase: Sendable, CustomTestStringConvertible {
    let label: String
    let expectedParameter: String
    let make: @Sendable () throws -> RefreshConfiguration

    var testDescription: String { label }
  }

  @Test func defaultsMatchTheContract() throws {
    let configuration = RefreshConfiguration.default
    #expect(configuration.threshold == .points(90))
    #expect(configuration.trigger == .onRelease)
    #expect(configuration.startGate == .anywhere)
    #expect(configuration.edge == .top)
    #expect(configuration.restingExtent == 62)
    #expect(configuration.minimumRefreshingDuration == .seconds(0.3))
    #expect(configuration.timeout == nil)
    #expect(configuration.retractFraction == 0.1)
    #expect(configuration.finishingDuration == .seconds(0.4))
  }

  @Test func plainInitializerWithoutArgumentsEqualsDefault() {
    #expect(RefreshConfiguration() == .default)
  }

  @Test func validatingInitializerWithDefaultsEqualsDefault() throws {
    let validated = try RefreshConfiguration(validating: .points(90))
    #expect(validated == .default)
  }

  @Test func validatingInitializerKeepsEveryValue() throws {
    let configuration = try RefreshConfiguration(
      validating: .fraction(0.16),
      trigger: .onThreshold,
      startGate: .onlyFromEdge,
      edge: .bottom,
      restingExtent: 44,
      minimumRefreshingDuration: .milliseconds(120),
      timeout: .seconds(9),
      retractFraction: 0.25,
      finishingDuration: .milliseconds(250)
    )
    #expect(configuration.threshold == .fraction(0.16))
    #expect(configuration.trigger == .onThreshold)
    #expect(configuration.startGate == .onlyFromEdge)
    #expect(configuration.edge == .bottom)
    #expect(configuration.restingExtent == 44)
    #expect(configuration.minimumRefreshingDuration == .milliseconds(120))
    #expect(configuration.timeout == .seconds(9))
    #expect(configuration.retractFraction == 0.25)
    #expect(configuration.finishingDuration == .milliseconds(250))
  }

  @Test func pointsThresholdLengthIgnoresTheViewport() {
    let configuration = RefreshConfiguration(threshold: .points(120), restingExtent: 50)
    #expect(configuration.thresholdLength(viewport: nil) == 120)
    #expect(configuration.thresholdLength(viewport: 0) == 120)
    #expect(configuration.thresholdLength(viewport: 800) == 120)
    #expect(configuration.thresholdLength(viewport: .nan) == 120)
  }

  @Test(arguments: [(0.25, 800.0, 200.0), (0.16, 1000.0, 160.0), (1.0, 640.0, 640.0)])
  func fractionThresholdLengthScalesTheViewport(
    fraction: Double,
    viewport: Double,
    expected: Double
  ) throws {
    let configuration = try RefreshConfiguration(validating: .fraction(fraction))
    let length = try #require(configuration.thresholdLength(viewport: viewport))
    #expect(abs(length - expected) < 1e-9)
  }

  @Test(arguments: [0.0, -1.0, -600.0, Double.nan, .infinity, -.infinity])
  func fractionThresholdLengthIsNilForAnInvalidViewport(viewport: Double) throws {
    let configuration = try RefreshConfiguration(validating: .fraction(0.2))
    #expect(configuration.thresholdLength(viewport: viewport) == nil)
  }

  @Test func fractionThresholdLengthIsNilWithoutAViewport() throws {
    let configuration = try RefreshConfiguration(validating: .fraction(0.2))
    #expect(configuration.thresholdLength(viewport: nil) == nil)
  }

  /// The error `make` throws, or `nil` after recording an issue when it returns. (Written with
  /// do/catch: using the error `#require(throws:)` returns needs Swift 6.1, and CI builds these
  /// tests with Swift 6.0 too.)
  private func thrownError(
    _ make: () throws -> RefreshConfiguration
  ) -> RefreshConfigurationError? {
    do {
      let configuration = try make()
      Issue.record("expected an error, got \(configuration)")
    } catch let error as RefreshConfigurationError {
      return error
    } catch {
      Issue.record("expected a RefreshConfigurationError, got \(error)")
    }
    return nil
  }

  @Test(arguments: invalidCases)
  func invalidValueThrowsErrorNamingTheParameter(_ invalid: InvalidCase) throws {
    let error = try #require(thrownError(invalid.make))
    // A fractional threshold may be reported as "threshold" or "threshold.fraction"; either
    // way the name must start with the initializer's parameter name.
    let root = error.parameter.split(separator: ".").first.map(String.init)
    #expect(root == invalid.expectedParameter)
    let description = error.description
    #expect(!description.contains("\n"))
    #expect(!description.contains("\r"))
    #expect(description.contains(error.parameter))
    #expect(description.contains(invalid.expectedParameter))
  }

  @Test func errorDescriptionMatchesTheDocumentedExample() throws {
    let error = try #require(thrownError { try RefreshConfiguration(validating: .points(-1)) })
    #expect(error.parameter == "threshold")
    #expect(error.value == "-1.0")
    #expect(error.description == "threshold must be > 0, got -1.0")
  }

  @Test func restingExtentEqualToThresholdIsValid() throws {
    let configuration = try RefreshConfiguration(validating: .points(62), restingExtent: 62)
    #expect(configuration.restingExtent == 62)
    #expect(configuration.thresholdLength(viewport: nil) == 62)
  }

  @Test func restingExtentZeroIsValid() throws {
    let configuration = try RefreshConfiguration(validating: .points(90), restingExtent: 0)
    #expect(configuration.restingExtent == 0)
  }

  @Test func fractionOneIsValid() throws {
    let configuration = try RefreshConfiguration(validating: .fraction(1))
    #expect(configuration.threshold == .fraction(1))
    #expect(configuration.thresholdLength(viewport: 500) == 500)
  }

  @Test func fractionMayResolveBelowTheRestingExtent() throws {
    // restingExtent is only compared with a threshold in points.
    let configuration = try RefreshConfiguration(validating: .fraction(0.01), restingExtent: 62)
    #expect(configuration.thresholdLength(viewport: 1000) == 10)
  }

  @Test func zeroDurationsAreValid() throws {
    let configuration = try RefreshConfiguration(
      validating: .points(90),
      minimumRefreshingDuration: .zero,
      finishingDuration: .zero
    )
    #expect(configuration.minimumRefreshingDuration == .zero)
    #expect(configuration.finishingDuration == .zero)
  }

  @Test func smallestPositiveTimeoutAndFullRetractFractionAreValid() throws {
    let configuration = try RefreshConfiguration(
      validating: .points(90),
      timeout: .nanoseconds(1),
      retractFraction: 1
    )
    #expect(configuration.timeout == .nanoseconds(1))
    #expect(configuration.retractFraction == 1)
  }

  // Exit tests: swift-testing's `#expect(processExitsWith:)` is Swift 6.2 API, and has no
  // implementation on iOS, tvOS, watchOS and visionOS (its package defines SWT_NO_EXIT_TESTS
  // there), where CI also runs this target; the validating initializer's tests above cover the
  // same rules everywhere.
  #if compiler(>=6.2) && (os(macOS) || os(Linux))
  @Test func plainInitializerStopsForThresholdZero() async {
    await #expect(processExitsWith: .failure) {
      _ = RefreshConfiguration(threshold: .points(0))
    }
  }

  @Test func plainInitializerMessageNamesTheParameter() async throws {
    let result = await #expect(
      processExitsWith: .failure,
      observing: [\.standardErrorContent]
    ) {
      _ = RefreshConfiguration(threshold: .points(90), retractFraction: 2)
    }
    let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #if DEBUG
    // Optimized builds trap without printing the precondition's message.
    #expect(output.contains("retractFraction"))
    #endif
  }

  @Test func plainInitializerStopsForFractionAboveOne() async {
    await #expect(processExitsWith: .failure) {
      _ = RefreshConfiguration(threshold: .fraction(1.5))
    }
  }

  @Test func plainInitializerStopsForRestingExtentAboveThreshold() async {
    await #expect(processExitsWith: .failure) {
      _ = RefreshConfiguration(threshold: .points(90), restingExtent: 100)
    }
  }

  @Test func plainInitializerStopsForNegativeMinimumDuration() async {
    await #expect(processExitsWith: .failure) {
      _ = RefreshConfiguration(minimumRefreshingDuration: .milliseconds(-1))
    }
  }

  @Test func plainInitializerStopsForZeroTimeout() async {
    await #expect(processExitsWith: .failure) {
      _ = RefreshConfiguration(timeout: .zero)
    }
  }

  @Test func plainInitializerAcceptsBoundaryValues() async {
    await #expect(processExitsWith: .success) {
      _ = RefreshConfiguration(
        threshold: .points(62),
        restingExtent: 62,
        minimumRefreshingDuration: .zero,
        retractFraction: 1,
        finishingDuration: .zero
      )
      _ = RefreshConfiguration(threshold: .fraction(1))
    }
  }
  #endif
}
