import PullToRefresh

/// What the SwiftUI and UIKit front ends tell a coordinator's refresh policy, decided in plain
/// Swift so that Linux tests it (Behavior.md, "Refresh policy": front ends report the moments and
/// decide nothing).
///
/// A front end reports three things and nothing else: whether its host is visible
/// (``RefreshCoordinator/isVisible``), whether the app is active
/// (``RefreshCoordinator/isActive``) and whether the network is online
/// (``RefreshCoordinator/isOnline``). Whether a refresh starts is the coordinator's decision. A
/// front end that does not know one of them sets nothing, and the coordinator's default (`true`)
/// stands.
///
/// ```swift
/// for isVisible in PolicyReporting.visibilityReports(attaching: true, isVisible: true) {
///   coordinator.isVisible = isVisible  // false, then true: the first appearance is a moment
/// }
/// ```
package enum PolicyReporting {
  /// The visibility reports a front end sends, in order, when its host is shown or hidden.
  ///
  /// A coordinator starts visible, so a host that appears for the first time (the front end
  /// attaching to it, SwiftUI's first `onAppear`, a UIKit scroll view attached in a window) says
  /// first that it was not visible before: its first appearance is then a moment of
  /// ``RefreshPolicy/refreshesOnAppear``, as Behavior.md's P2 counts it ("its first appearance
  /// counts"). Later reports say what is: a report that repeats the coordinator's value changes
  /// nothing there (P7).
  ///
  /// - Parameters:
  ///   - attaching: whether this is the front end's first report for this coordinator.
  ///   - isVisible: whether the host is visible now.
  package static func visibilityReports(attaching: Bool, isVisible: Bool) -> [Bool] {
    attaching && isVisible ? [false, true] : [isVisible]
  }

  /// Whether a UIKit host is visible: its scroll view is in a window.
  ///
  /// A navigation push, another tab and a full-screen presentation take the covered view
  /// controller's view out of the window once their transition ends, so the window tells them
  /// all; a page or form sheet leaves the view under it in its window (and calls no appearance
  /// method of its view controller), so under a sheet the host counts as visible.
  package static func isVisible(isInWindow: Bool) -> Bool {
    isInWindow
  }

  /// A scene's activation state as UIKit reports it (`UIScene.ActivationState`), without UIKit.
  package enum SceneActivation: Sendable, Equatable {
    /// The scene is not attached to the system (`.unattached`).
    case unattached
    /// On screen and receiving events (`.foregroundActive`).
    case foregroundActive
    /// On screen, not receiving events: the app switcher, a system alert (`.foregroundInactive`).
    case foregroundInactive
    /// Not on screen (`.background`).
    case background
  }

  /// Whether the app is active for a host in a scene in `state`; `nil` while the scene is
  /// unattached, when nothing is known (the front end then sets nothing).
  package static func isActive(_ state: SceneActivation) -> Bool? {
    switch state {
    case .unattached: nil
    case .foregroundActive: true
    case .foregroundInactive, .background: false
    }
  }

  /// A scene's lifecycle notification that UIKit posts (`UIScene.didActivateNotification`,
  /// `UIScene.willDeactivateNotification`), without UIKit.
  package enum SceneNotice: Sendable, Equatable {
    /// The scene became active.
    case didActivate
    /// The scene is about to stop being active.
    case willDeactivate
  }

  /// What a UIKit host reports for a scene notification: the activity it says when the scene
  /// that posted it is the host's own (its window's scene), `nil` for another scene's (an iPad
  /// app's other window), which says nothing about this host.
  package static func isActive(after notice: SceneNotice, isHostScene: Bool) -> Bool? {
    guard isHostScene else { return nil }
    return notice == .didActivate
  }
}

/// Whether a front end watches the network, as the refresh policy changes: only while the
/// policy refreshes on reconnect (``RefreshPolicy/refreshesOnReconnect``), so an app without that
/// switch runs no path monitor.
///
/// ```swift
/// var network = NetworkMonitoring()
/// switch network.policyChanged(coordinator.configuration.policy) {
/// case .start: monitor.start(queue: .main)
/// case .stop: monitor.cancel(); coordinator.isOnline = NetworkMonitoring.onlineWhenStopped
/// case .unchanged: break
/// }
/// ```
package struct NetworkMonitoring: Sendable, Equatable {
  /// What the front end does with its path monitor.
  package enum Step: Sendable, Equatable {
    /// Nothing changes.
    case unchanged
    /// Start a path monitor and report each path it delivers.
    case start
    /// Cancel the path monitor and report ``NetworkMonitoring/onlineWhenStopped``.
    case stop
  }

  /// What a front end reports when it stops watching: online, what a front end that does not know
  /// says, so that a policy whose `refreshesOnReconnect` goes off while offline does not hold its
  /// other triggers back for ever.
  package static let onlineWhenStopped = true

  /// Whether a path monitor runs.
  package private(set) var isMonitoring = false

  /// Makes the decision of a front end that does not watch yet.
  package init() {}

  /// The policy in use is `policy` (read when the front end attaches, and at every change).
  package mutating func policyChanged(_ policy: RefreshPolicy) -> Step {
    let wanted = policy.refreshesOnReconnect
    guard wanted != isMonitoring else { return .unchanged }
    isMonitoring = wanted
    return wanted ? .start : .stop
  }

  /// The front end goes away (SwiftUI's view leaves for good, UIKit's `detach()`): the monitor
  /// stops and nothing is reported, since nobody is listening.
  package mutating func ended() -> Bool {
    defer { isMonitoring = false }
    return isMonitoring
  }

  /// Whether a path whose status is `.satisfied` (`isSatisfied`) is online: only that status
  /// is (`.unsatisfied` and `.requiresConnection` are not).
  package static func isOnline(pathIsSatisfied isSatisfied: Bool) -> Bool {
    isSatisfied
  }
}
