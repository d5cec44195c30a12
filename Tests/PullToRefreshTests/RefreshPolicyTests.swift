import Testing

@testable import PullToRefresh

/// The policy value: its defaults, its convenience, and P7's bad input.
@Suite struct RefreshPolicyTests {
  @Test func everySwitchIsOffByDefault() {
    let policy = RefreshPolicy()
    #expect(policy == .never)
    #expect(policy.staleAfter == nil)
    #expect(!policy.refreshesOnAppear)
    #expect(!policy.refreshesOnActivation)
    #expect(!policy.refreshesOnReconnect)
    #expect(policy.interval == nil)
    #expect(RefreshConfiguration.default.policy == .never)
  }

  @Test func whenStaleTurnsOnTheThreeMoments() {
    let policy = RefreshPolicy.whenStale(after: .seconds(300))
    #expect(policy.staleAfter == .seconds(300))
    #expect(policy.refreshesOnAppear && policy.refreshesOnActivation)
    #expect(policy.refreshesOnReconnect)
    #expect(policy.interval == nil)
  }

  @Test func anIntervalUnderATenthOfASecondIsClamped() throws {
    #expect(RefreshPolicy(interval: .milliseconds(1)).interval == .milliseconds(100))
    #expect(RefreshPolicy(interval: .nanoseconds(1)).interval == .milliseconds(100))
    #expect(RefreshPolicy(interval: .seconds(2)).interval == .seconds(2))
    // staleAfter is not clamped.
    #expect(RefreshPolicy(staleAfter: .nanoseconds(1)).staleAfter == .nanoseconds(1))
  }

  @Test(arguments: [Duration.zero, .seconds(-1), .nanoseconds(-1), .seconds(Int64.min)])
  func noValueAUserCanEnterStopsTheApp(value: Duration) {
    // P7 (amended 2026-12-07): 0 or less is "always stale", an interval at least 0.1 s.
    #expect(RefreshPolicy.whenStale(after: value).staleAfter == .zero)
    #expect(RefreshPolicy(staleAfter: value, interval: value).staleAfter == .zero)
    #expect(RefreshPolicy(staleAfter: value, interval: value).interval == .milliseconds(100))
  }

  @Test func aStaleAfterOfZeroIsAcceptedByTheValidatingInitializer() throws {
    #expect(try RefreshPolicy(validating: .zero).staleAfter == .zero)
  }

  @Test(arguments: [Duration.seconds(-1), .nanoseconds(-1), .seconds(Int64.min)])
  func theValidatingInitializerNamesANegativeStaleAfter(bad: Duration) {
    do {
      _ = try RefreshPolicy(validating: bad)
      Issue.record("a staleAfter of \(bad) was accepted")
    } catch {
      #expect(error.parameter == "staleAfter")
      #expect(error.description.hasPrefix("staleAfter must be >= 0, got "))
    }
  }

  @Test(arguments: [Duration.zero, .seconds(-1), .nanoseconds(-1), .seconds(Int64.min)])
  func theValidatingInitializerNamesAnIntervalThatIsNotPositive(bad: Duration) {
    do {
      _ = try RefreshPolicy(validating: nil, interval: bad)
      Issue.record("an interval of \(bad) was accepted")
    } catch {
      #expect(error.parameter == "interval")
      #expect(error.description.hasPrefix("interval must be > 0, got "))
    }
  }

  @Test func theConfigurationsPolicyIsSettable() {
    var configuration = RefreshConfiguration(threshold: .points(80))
    configuration.policy = RefreshPolicy(interval: .seconds(30))
    #expect(configuration.policy.interval == .seconds(30))
    #expect(configuration != RefreshConfiguration(threshold: .points(80)))
  }
}
