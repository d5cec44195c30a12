#if canImport(UIKit) && canImport(SwiftUI)
import Foundation
import Observation
@_spi(FrontEnd) import PullToRefresh
import PullToRefreshFrontEndRules
import UIKit

/// What ``PullToRefreshController`` tells its coordinator's refresh policy about the scroll view
/// it is attached to, deciding nothing (Behavior.md, "Refresh policy"; the rules are
/// `PolicyReporting`'s and `NetworkMonitoring`'s, tested on Linux).
///
/// - **Visible** (``RefreshCoordinator/isVisible``): while the scroll view is in a window, as a
///   hidden, empty subview of it learns from `didMoveToWindow()`. A navigation push, another tab
///   and a full-screen presentation take the covered view out of its window once their
///   transition ends; a page or form sheet does not, so under a sheet the content counts as
///   visible. The view controller's own appearance is not observed: UIKit tells it only to the
///   view controller (`viewDidAppear(_:)`), which the controller would have to subclass or
///   swizzle, and it adds nothing the window does not tell (a sheet calls no appearance method
///   of the view controller under it either). The first time the attached scroll view is in a
///   window, the coordinator hears ``RefreshCoordinator/hostAppeared()`` (its first appearance
///   is a moment, and a policy a detach ended starts over); attached out of a window, it hears
///   first that it is not visible (`PolicyReporting.HostVisibility`).
/// - **Active** (``RefreshCoordinator/isActive``): from the scroll view's scene, its window's
///   `windowScene`: its `activationState` when the scroll view moves to a window, then
///   `UIScene.didActivateNotification` and `UIScene.willDeactivateNotification` posted by that
///   scene (another window's scene on an iPad says nothing about this one). The application's
///   notifications are not used: an application is active while any of its scenes is.
/// - **Online** (``RefreshCoordinator/isOnline``): `NetworkPathReporter`, while the policy
///   refreshes on reconnect; the policy is followed through observation of the coordinator's
///   configuration, so a policy the app sets later starts or stops the monitor.
///
/// Its scene observers are removed on ``end()``, or by `Registrations` when a controller is
/// released attached.
///
/// Not run on a device: the window's changes for a push, a tab, a sheet and a full-screen cover
/// are Apple's documented behaviour as the package reads it, and the device checklist has them.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
final class HostMomentsReporter {
  /// The coordinator told; not kept alive (the controller keeps it).
  private weak var coordinator: RefreshCoordinator?
  /// The subview that hears the scroll view's window change.
  private let watcher = WindowWatcher()
  /// The scene of the scroll view's window, whose notifications count.
  private weak var scene: UIScene?
  /// The scene notification observers, removed on ending or with this reporter.
  private let registrations = Registrations()
  /// What the coordinator was told about the scroll view's visibility.
  private var visibility = PolicyReporting.HostVisibility()
  /// Whether ``end()`` was called: nothing more is reported.
  private var isEnded = false
  #if canImport(Network) && !os(watchOS)
  /// The path monitor, while the policy refreshes on reconnect.
  private let network = NetworkPathReporter()
  #endif

  /// Starts reporting on `scrollView` to `coordinator`: its window, its scene's activity and,
  /// when the policy asks for it, the network.
  init(coordinator: RefreshCoordinator, scrollView: UIScrollView) {
    self.coordinator = coordinator
    watcher.isHidden = true
    watcher.isUserInteractionEnabled = false
    scrollView.addSubview(watcher)
    watcher.windowChanged = { [weak self] in self?.windowChanged() }
    let center = NotificationCenter.default
    for (name, notice) in [
      (UIScene.didActivateNotification, PolicyReporting.SceneNotice.didActivate),
      (UIScene.willDeactivateNotification, PolicyReporting.SceneNotice.willDeactivate),
    ] {
      registrations.add(
        center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
          let sender = note.object as? UIScene
          MainActor.assumeIsolated { self?.sceneChanged(notice, sender: sender) }
        }
      )
    }
    windowChanged()
    followPolicy()
  }

  /// Stops reporting: the observers, the subview and the path monitor go.
  func end() {
    isEnded = true
    registrations.removeAll()
    watcher.windowChanged = nil
    watcher.removeFromSuperview()
    #if canImport(Network) && !os(watchOS)
    network.end()
    #endif
  }

  /// The scroll view moved to a window or out of one: its visibility, and its scene's state.
  private func windowChanged() {
    guard !isEnded, let coordinator else { return }
    let window = watcher.window
    scene = window?.windowScene
    if let scene, let isActive = PolicyReporting.isActive(Self.activation(of: scene)) {
      coordinator.isActive = isActive
    }
    let report =
      PolicyReporting.isVisible(isInWindow: window != nil)
      ? visibility.shown(ObjectIdentifier(coordinator)) : visibility.hidden()
    coordinator.tell(report)
  }

  /// A scene became active or is about to stop being active.
  private func sceneChanged(_ notice: PolicyReporting.SceneNotice, sender: UIScene?) {
    guard !isEnded, let coordinator else { return }
    let isHostScene = sender != nil && sender === scene
    if let isActive = PolicyReporting.isActive(after: notice, isHostScene: isHostScene) {
      coordinator.isActive = isActive
    }
  }

  /// Starts or stops the path monitor for the coordinator's policy now, and again whenever its
  /// configuration changes.
  private func followPolicy() {
    guard !isEnded, let coordinator else { return }
    let policy = withObservationTracking {
      coordinator.configuration.policy
    } onChange: { [weak self] in
      // Called before the change is made: read the new policy once it is.
      Task { @MainActor in self?.followPolicy() }
    }
    #if canImport(Network) && !os(watchOS)
    network.policyChanged(policy, of: coordinator)
    #else
    _ = policy
    #endif
  }

  /// A scene's state as `PolicyReporting` reads it.
  private static func activation(of scene: UIScene) -> PolicyReporting.SceneActivation {
    switch scene.activationState {
    case .foregroundActive: .foregroundActive
    case .foregroundInactive: .foregroundInactive
    case .background: .background
    default: .unattached
    }
  }
}

/// An empty, hidden subview that says when its superview's window changes
/// (`didMoveToWindow()`), since a view's `window` is not observable otherwise.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
private final class WindowWatcher: UIView {
  /// Called after the window changed.
  var windowChanged: (@MainActor () -> Void)?

  override func didMoveToWindow() {
    super.didMoveToWindow()
    windowChanged?()
  }
}
#endif
