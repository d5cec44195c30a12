import Testing

@testable import PullToRefresh

struct RefreshConfigurationReplacingTests {
  private let base = RefreshConfiguration(
    threshold: .points(100),
    trigger: .onRelease,
    startGate: .onlyFromEdge,
    restingExtent: 70,
    minimumRefreshingDuration: .milliseconds(500),
    timeout: .seconds(9),
    retractFraction: 0.2,
    finishingDuration: .milliseconds(250)
  )

  @Test func replacingNothingKeepsEverything() {
    #expect(base.replacing() == base)
  }

  @Test func eachReplacementChangesOnlyItsSetting() {
    let triggered = base.replacing(trigger: .onThreshold)
    #expect(triggered.trigger == .onThreshold)
    #expect(triggered.replacing(trigger: .onRelease) == base)
    let minimum = base.replacing(minimumRefreshingDuration: .zero)
    #expect(minimum.minimumRefreshingDuration == .zero)
    #expect(minimum.replacing(minimumRefreshingDuration: .milliseconds(500)) == base)
    let quick = base.replacing(finishingDuration: .zero)
    #expect(quick.finishingDuration == .zero)
    #expect(quick.replacing(finishingDuration: base.finishingDuration) == base)
  }

  @Test func theTimeoutCanBeKeptChangedOrRemoved() {
    #expect(base.replacing().timeout == .seconds(9))
    #expect(base.replacing(threshold: .points(95)).timeout == .seconds(9))
    #expect(base.replacing(timeout: .seconds(2)).timeout == .seconds(2))
    #expect(base.replacing(timeout: nil).timeout == nil)
    #expect(base.replacing(timeout: nil).replacing(timeout: .seconds(9)) == base)
  }

  @Test func aSmallerThresholdShrinksTheRestingExtent() {
    let small = base.replacing(threshold: .points(50))
    #expect(small.threshold == .points(50))
    #expect(small.restingExtent == 50)
    #expect(base.replacing(threshold: .points(200)).restingExtent == 70)
    #expect(base.replacing(threshold: .fraction(0.1)).restingExtent == 70)
    #expect(small.startGate == .onlyFromEdge)
    #expect(small.retractFraction == 0.2)
    #expect(small.finishingDuration == .milliseconds(250))
  }
}
