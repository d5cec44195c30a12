import PullToRefresh
import PullToRefreshFrontEndRules
import Testing

/// What the front ends tell the refresh policy: the first appearance, UIKit's window and scenes,
/// and when a path monitor runs.
struct PolicyReportingTests {
  private typealias Visibility = PolicyReporting.HostVisibility

  /// Two coordinators, as a view or a scroll view holds them (kept alive, so that their
  /// identifiers differ).
  private final class Coordinator {}
  private let coordinators = [Coordinator(), Coordinator()]
  private var first: ObjectIdentifier { ObjectIdentifier(coordinators[0]) }
  private var second: ObjectIdentifier { ObjectIdentifier(coordinators[1]) }

  @Test func aHostsFirstAppearanceWithACoordinatorIsAnAppearance() {
    var visibility = Visibility()
    let appeared = visibility.shown(first)
    let shown = visibility.isShown
    // Covered by a push, then back: plain visibility, which the policy counts itself (P2).
    let covered = visibility.hidden()
    let coveredIsShown = visibility.isShown
    let back = visibility.shown(first)
    #expect(appeared == .appeared)
    #expect(shown)
    #expect(covered == .visible(false))
    #expect(!coveredIsShown)
    #expect(back == .visible(true))
  }

  @Test func aHostAttachedWhereItIsNotShownSaysHiddenThenAppears() {
    // A UIKit scroll view attached before it is in a window; a SwiftUI view hidden first.
    var visibility = Visibility()
    let attached = visibility.hidden()
    let inWindow = visibility.shown(first)
    #expect(attached == .visible(false))
    #expect(inWindow == .appeared)
  }

  @Test func aCoordinatorSwappedIntoAShownHostAppearsAndTheOldOneIsHidden() {
    var visibility = Visibility()
    _ = visibility.shown(first)
    let swap = visibility.swapped(to: second)
    let shown = visibility.isShown
    // Hidden and shown again: the new coordinator has appeared already.
    _ = visibility.hidden()
    let again = visibility.shown(second)
    // Swapped back: the first coordinator appears again in this host.
    let back = visibility.swapped(to: first)
    #expect(swap.replaced == .visible(false))
    #expect(swap.new == .appeared)
    #expect(shown)
    #expect(again == .visible(true))
    #expect(back.replaced == .visible(false))
    #expect(back.new == .appeared)
  }

  @Test func aCoordinatorSwappedIntoAHiddenHostIsHiddenAndAppearsWhenTheHostIsShown() {
    var visibility = Visibility()
    _ = visibility.shown(first)
    _ = visibility.hidden()
    let swap = visibility.swapped(to: second)
    let shown = visibility.shown(second)
    // The replaced one was told it is hidden when the host was.
    #expect(swap.replaced == nil)
    #expect(swap.new == .visible(false))
    #expect(shown == .appeared)
  }

  @Test func aCoordinatorSwappedInBeforeTheFirstAppearanceAppearsWithIt() {
    var visibility = Visibility()
    let swap = visibility.swapped(to: second)
    let shown = visibility.shown(second)
    #expect(swap.replaced == nil)
    #expect(swap.new == .visible(false))
    #expect(shown == .appeared)
  }

  @MainActor @Test func aCoordinatorHearsWhatTheHostDecided() {
    let coordinator = RefreshCoordinator {}
    coordinator.tell(.visible(false))
    let hidden = coordinator.isVisible
    coordinator.tell(.appeared)
    let appeared = coordinator.isVisible
    coordinator.tell(.visible(false))
    let coveredAgain = coordinator.isVisible
    #expect(!hidden)
    #expect(appeared)
    #expect(!coveredAgain)
  }

  /// On a Mac, Cmd-Tab away leaves the scene phase `.active` and turns `appearsActive` off.
  @Test func aSwiftUIHostIsActiveInAnActiveSceneThatAppearsActive() {
    #expect(PolicyReporting.isActive(sceneIsActive: true, appearsActive: true))
    #expect(!PolicyReporting.isActive(sceneIsActive: true, appearsActive: false))
    #expect(!PolicyReporting.isActive(sceneIsActive: false, appearsActive: true))
    #expect(!PolicyReporting.isActive(sceneIsActive: false, appearsActive: false))
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

  @Test func stoppingTheMonitorReportsOnline() {
    #expect(NetworkMonitoring.onlineWhenStopped)
  }

  /// A path that needs a connection to come up (VPN On Demand, a cellular interface not yet
  /// brought up) is online: the refresh is the connection that brings it up.
  @Test func onlyAnUnsatisfiedPathIsOffline() {
    let online = NetworkMonitoring.PathStatus.allCases.filter(NetworkMonitoring.isOnline)
    #expect(online == [.satisfied, .requiresConnection, .unknown])
    #expect(!NetworkMonitoring.isOnline(.unsatisfied))
  }
}
