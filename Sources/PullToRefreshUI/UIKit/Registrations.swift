#if canImport(UIKit) && canImport(SwiftUI)
import Foundation
import PullToRefresh

/// What the UIKit front end registers outside itself (notification observers, an event handler
/// on the coordinator), removed when it ends, or when its owner is released without ending.
///
/// ``PullToRefreshController`` keeps one in its attachment and `HostMomentsReporter` one of its
/// own. ``PullToRefreshController/detach()`` ends them (``removeAll()``). A controller released
/// while attached never detaches: then this box's own `deinit` removes the observers (Apple,
/// `NotificationCenter.removeObserver(_:)`: "If you used addObserver(forName:object:queue:using:)
/// to create your observer, you should call this method [...] before the system deallocates any
/// object that addObserver(forName:object:queue:using:) specifies"), and asks the main actor to
/// remove the event handler, which the coordinator, a main-actor object that may outlive the
/// controller, would otherwise keep calling. A box and not a `deinit` of its owners: they are
/// main-actor classes whose `deinit` is nonisolated and cannot reach their stored tokens in
/// Swift 6.0 and 6.1 (an `isolated deinit` needs Swift 6.2, and the package's tools version is
/// 6.0); this class belongs to no actor, so its `deinit` reaches its own.
final class Registrations {
  /// The notification observers, removed on ending.
  private var observers: [any NSObjectProtocol] = []
  /// The coordinator the event handler is registered on; not kept alive.
  private weak var coordinator: RefreshCoordinator?
  /// The coordinator's event handler, removed on ending.
  private var eventHandler: RefreshCoordinator.HandlerToken?

  /// Registers nothing yet.
  init() {}

  /// Removes the observers, and the event handler on the main actor, if nothing removed them.
  deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
    if let coordinator, let eventHandler {
      Task { @MainActor in coordinator.removeEventHandler(eventHandler) }
    }
  }

  /// Keeps `observer`, an observer of `NotificationCenter.default`, to remove it on ending.
  func add(_ observer: any NSObjectProtocol) {
    observers.append(observer)
  }

  /// Keeps the event handler registered on `coordinator` under `token`, to remove it on ending.
  func add(_ token: RefreshCoordinator.HandlerToken, on coordinator: RefreshCoordinator) {
    self.coordinator = coordinator
    eventHandler = token
  }

  /// Removes everything now: the event handler first, so that no handler is called from here on.
  @MainActor func removeAll() {
    if let coordinator, let eventHandler { coordinator.removeEventHandler(eventHandler) }
    eventHandler = nil
    coordinator = nil
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
    observers = []
  }
}
#endif
