import PullToRefresh
import PullToRefreshUIKitSupport
import Testing

/// What the front ends tell the refresh policy: the first appearance, UIKit's window and scenes,
/// and when a path monitor runs.
struct PolicyReportingTests {
  @Test func aFirstAppearanceSaysItWasHiddenBefore() {
    #expect(PolicyReporting.visibilityReports(attaching: true, isVisible: true) == [false, true])
    #expect(PolicyReporting.visibilityReports(attaching: true, isVisible: false) == [false])
    #expect(PolicyReporting.visibilityReports(attaching: false, isVisible: true) == [true])
    #expect(PolicyReporting.visibilityReports(attaching: false, isVisible: false) == [false])
  }

  @Test func aUIKitHostIsVisibleInAWindow() {
    #expect(PolicyReporting.isVisible(isInWindow: true))
    #expect(!PolicyReporting.isVisible(isInWindow: false))
  }

  @Test func onlyAForegroundActiveSceneIsActiveAndAnUnattachedOneSaysNothing() {
    #expect(PolicyReporting.isActive(.foregroundActive) == true)
    #expect(PolicyReporting.isActive(.foregroundInactive) == false)
    #expect(PolicyReporting.isActive(.background) == false)
    #expect(PolicyReporting.isActive(.unattached) == nil)
  }

  @Test func onlyTheHostsOwnSceneReportsActivity() {
    #expect(PolicyReporting.isActive(after: .didActivate, isHostScene: true) == true)
    #expect(PolicyReporting.isActive(after: .willDeactivate, isHostScene: true) == false)
    #expect(PolicyReporting.isActive(after: .didActivate, isHostScene: false) == nil)
    #expect(PolicyReporting.isActive(after: .willDeactivate, isHostScene: false) == nil)
  }

  @Test func aPathMonitorRunsOnlyWhileThePolicyRefreshesOnReconnect() {
    var network = NetworkMonitoring()
    let policies = [
      RefreshPolicy.never, .whenStale(after: .seconds(60)), .whenStale(after: .seconds(30)),
      RefreshPolicy(interval: .seconds(30)), RefreshPolicy(refreshesOnReconnect: true),
    ]
    var steps: [NetworkMonitoring.Step] = []
    var monitoring: [Bool] = []
    for policy in policies {
      steps.append(network.policyChanged(policy))
      monitoring.append(network.isMonitoring)
    }
    #expect(steps == [.unchanged, .start, .unchanged, .stop, .start])
    #expect(monitoring == [false, true, true, false, true])
    let endedWhileMonitoring = network.ended()
    let endedAgain = network.ended()
    #expect(endedWhileMonitoring)
    #expect(!endedAgain)
    #expect(!network.isMonitoring)
  }

  @Test func stoppingTheMonitorReportsOnlineAndOnlySatisfiedIsOnline() {
    #expect(NetworkMonitoring.onlineWhenStopped)
    #expect(NetworkMonitoring.isOnline(pathIsSatisfied: true))
    #expect(!NetworkMonitoring.isOnline(pathIsSatisfied: false))
  }
}
