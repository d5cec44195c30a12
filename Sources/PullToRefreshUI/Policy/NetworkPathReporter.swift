// Not on watchOS: there the network counts as online (no front end reports it, and the
// coordinator's default stands). Apple, TN3135 "Low-level networking on watchOS": Network
// framework is low-level networking, which watchOS allows only for audio streaming, CallKit VoIP
// and the DeviceDiscoveryUI listener; "watchOS blocks low-level networking outside of these
// specific circumstances. [...] Similarly, an NWPathMonitor will remain in the
// NWPath.Status.unsatisfied state" (enforced from watchOS 9; this package's floor is watchOS 10).
// A monitor there would report offline for ever, and the policy would hold every trigger (P3):
// `.whenStale(after:)` would refresh on the first appearance and never again. Not run on an Apple
// Watch.
#if canImport(Network) && !os(watchOS)
import Dispatch
import Network
import PullToRefresh
import PullToRefreshFrontEndRules

/// Tells a coordinator whether the network is online (``RefreshCoordinator/isOnline``), from the
/// platform's path monitor, for both front ends: SwiftUI's modifier and UIKit's
/// ``PullToRefreshController``.
///
/// A monitor runs only while the coordinator's policy refreshes on reconnect
/// (``RefreshPolicy/refreshesOnReconnect``, decided by `NetworkMonitoring`): an app without that
/// switch runs none, and none runs on watchOS (see the file's first lines). Each path the monitor
/// delivers is reported as online unless its status is `.unsatisfied`
/// (`NetworkMonitoring.isOnline`: a path that requires a connection is online); the monitor
/// delivers on the main queue, and the report is made on the main actor at once, in the
/// monitor's order. When the switch goes off the monitor is cancelled and the coordinator is told
/// it is online again, as a front end that does not know says
/// (`NetworkMonitoring.onlineWhenStopped`). The reporter going away cancels its monitor. It
/// decides nothing else: whether coming back online refreshes is the coordinator's decision.
///
/// ```swift
/// let network = NetworkPathReporter()
/// network.policyChanged(coordinator.configuration.policy, of: coordinator)  // starts, or not
/// ```
///
/// Not run on a device: that the first path arrives at once after `start(queue:)` (Apple: the
/// handler is called "with the current path" when the monitor starts) is believed.
@MainActor
final class NetworkPathReporter {
  /// Whether a monitor should run, as the policy last said.
  private var monitoring = NetworkMonitoring()
  /// The running monitor, while monitoring.
  private var monitor: NWPathMonitor?

  /// Makes a reporter that watches nothing yet; nonisolated, so that a view's `@State` may make
  /// one as its initial value.
  nonisolated init() {}

  /// Cancels the monitor: nobody listens any more.
  deinit {
    monitor?.cancel()
  }

  /// The coordinator's policy is `policy` (when the front end attaches, and at each change):
  /// starts or cancels the monitor.
  func policyChanged(_ policy: RefreshPolicy, of coordinator: RefreshCoordinator) {
    switch monitoring.policyChanged(policy) {
    case .start:
      start(reportingTo: coordinator)
    case .stop:
      cancel()
      coordinator.isOnline = NetworkMonitoring.onlineWhenStopped
    case .unchanged:
      break
    }
  }

  /// The front end goes away: the monitor stops, and nothing more is reported.
  func end() {
    if monitoring.ended() { cancel() }
  }

  /// Starts a monitor whose paths are reported to `coordinator` on the main actor.
  private func start(reportingTo coordinator: RefreshCoordinator) {
    let monitor = NWPathMonitor()
    let id = ObjectIdentifier(monitor)
    monitor.pathUpdateHandler = { [weak self, weak coordinator] path in
      let isOnline = NetworkMonitoring.isOnline(Self.status(of: path))
      // Started on the main queue: this runs on the main actor.
      MainActor.assumeIsolated {
        // A path a cancelled monitor had already queued is not reported.
        guard let reporter = self, reporter.monitor.map(ObjectIdentifier.init) == id else {
          return
        }
        coordinator?.isOnline = isOnline
      }
    }
    self.monitor = monitor
    monitor.start(queue: .main)
  }

  /// A path's status as `NetworkMonitoring` reads it.
  private nonisolated static func status(of path: NWPath) -> NetworkMonitoring.PathStatus {
    switch path.status {
    case .satisfied: .satisfied
    case .unsatisfied: .unsatisfied
    case .requiresConnection: .requiresConnection
    @unknown default: .unknown
    }
  }

  /// Cancels the monitor, if one runs.
  private func cancel() {
    monitor?.cancel()
    monitor = nil
  }
}
#endif
