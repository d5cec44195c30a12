@_spi(FrontEnd) import PullToRefresh

/// What the SwiftUI and UIKit front ends tell a coordinator's refresh policy, decided in plain
/// Swift so that Linux tests it (Behavior.md, "Refresh policy": front ends report the moments and
/// decide nothing).
///
/// A front end reports three things and nothing else: whether its host is visible
/// (``RefreshCoordinator/isVisible``, and ``RefreshCoordinator/hostAppeared()`` when a host
/// first shows a coordinator), whether the app is active (``RefreshCoordinator/isActive``) and
/// whether the network is online (``RefreshCoordinator/isOnline``). Whether a refresh starts is
/// the coordinator's decision. A front end that does not know one of them sets nothing, and the
/// coordinator's default (`true`) stands.
///
/// ```swift
/// var visibility = PolicyReporting.HostVisibility()
/// coordinator.tell(visibility.shown(ObjectIdentifier(coordinator)))  // hostAppeared(): a moment
/// coordinator.tell(visibility.hidden())  // isVisible = false
/// ```
package enum PolicyReporting {
  /// What a host (a SwiftUI view, a UIKit scroll view) tells the coordinators it shows about
  /// their visibility, as it is shown and hidden and as its coordinator is replaced.
  ///
  /// The first time a host shows a coordinator, it says so with
  /// ``RefreshCoordinator/hostAppeared()``: that first appearance is a moment of
  /// ``RefreshPolicy/refreshesOnAppear`` (Behavior.md's P2: "its first appearance counts"),
  /// although a coordinator starts visible, and a policy that ``RefreshCoordinator/disappeared()``
  /// ended starts over. Later it reports what is (``RefreshCoordinator/isVisible``): a report that
  /// repeats the coordinator's value changes nothing there (P7). A coordinator swapped in while
  /// the host is shown appears at once, and the one it replaces is told it is hidden; swapped in
  /// while the host is hidden, it is told it is hidden, and appears when the host is shown.
  package struct HostVisibility: Sendable, Equatable {
    /// What a coordinator is told.
    package enum Report: Sendable, Equatable {
      /// `coordinator.hostAppeared()`: the host shows it for the first time.
      case appeared
      /// `coordinator.isVisible = value`.
      case visible(Bool)
    }

    /// Whether the host is shown now: SwiftUI's view between `onAppear` and `onDisappear`, a
    /// UIKit scroll view in a window.
    package private(set) var isShown = false
    /// The coordinator the host last made appear; `nil` before its first appearance.
    private var appearedTo: ObjectIdentifier?

    /// A host that has not been shown yet.
    package init() {}

    /// The host is shown, with `coordinator`: the coordinator's first appearance in this host,
    /// or visible again.
    package mutating func shown(_ coordinator: ObjectIdentifier) -> Report {
      isShown = true
      guard appearedTo != coordinator else { return .visible(true) }
      appearedTo = coordinator
      return .appeared
    }

    /// The host is hidden (covered by a push or another tab, out of its window), or attached
    /// where it is not shown.
    package mutating func hidden() -> Report {
      isShown = false
      return .visible(false)
    }

    /// The host's coordinator is replaced by `coordinator` while the host lives: what the one
    /// replaced is told (`nil`: nothing, it was told it is hidden when the host was), and what
    /// the new one is told.
    package mutating func swapped(to coordinator: ObjectIdentifier) -> (
      replaced: Report?, new: Report
    ) {
      guard isShown else { return (nil, .visible(false)) }
      return (.visible(false), shown(coordinator))
    }
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

  /// Whether the app is active for a SwiftUI host: its scene's phase is `.active` and, on macOS,
  /// its window is the focused one (`appearsActive`; `true` elsewhere, where it is not read).
  ///
  /// On macOS the scene phase does not follow focus. Apple, `ScenePhase.active`: "An active scene
  /// isn't necessarily front-most. For example, a macOS window might be active even if it
  /// doesn't currently have focus." What does follow it is `EnvironmentValues.appearsActive`:
  /// "On macOS, views in the focused window (also referred to as the 'key' window) should appear
  /// active" (macOS 10.15, back-deployed before macOS 15). So switching back to the app, or to
  /// this window from another one of the app's, is an activation (P2), as the behaviour contract
  /// defines active: "in the foreground (a terminal: while its window has focus)". Not run on a
  /// Mac.
  package static func isActive(sceneIsActive: Bool, appearsActive: Bool) -> Bool {
    sceneIsActive && appearsActive
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

extension RefreshCoordinator {
  /// Hears what `PolicyReporting.HostVisibility` decided: ``hostAppeared()`` for an appearance,
  /// ``isVisible`` otherwise.
  package func tell(_ report: PolicyReporting.HostVisibility.Report) {
    switch report {
    case .appeared: hostAppeared()
    case .visible(let isVisible): self.isVisible = isVisible
    }
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

  /// A path's status as the Network framework reports it (`NWPath.Status`), without it.
  package enum PathStatus: Sendable, Equatable, CaseIterable {
    /// "The path is available to establish connections and send data."
    case satisfied
    /// "The path is not available for use."
    case unsatisfied
    /// "The path is not currently available, but establishing a new connection may activate
    /// the path."
    case requiresConnection
    /// A status this package does not know (a later SDK's).
    case unknown
  }

  /// Whether a path whose status is `status` is online: every status but `.unsatisfied`.
  ///
  /// `.requiresConnection` counts as online. Apple, `NWPath.Status.requiresConnection`: "The
  /// path is not currently available, but establishing a new connection may activate the path";
  /// the NetworkExtension twin, `NWPathStatus.satisfiable`: "This can be due to a service, such
  /// as a VPN or a cellular data connection not being activated." Such a path comes up when
  /// something connects, and the refresh is that something: counted as offline, it would hold
  /// every trigger of the policy (P3) until another part of the app connected. An unknown status
  /// is online, what a front end that does not know says. Not run on a device with VPN On Demand
  /// or a cellular interface not yet brought up.
  package static func isOnline(_ status: PathStatus) -> Bool {
    status != .unsatisfied
  }
}
