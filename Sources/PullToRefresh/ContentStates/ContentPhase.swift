/// Which of the screens around a list the content is in, once the app reports its item count
/// (``RefreshCoordinator/itemCount``; Behavior.md, "Content states", F1–F9).
///
/// Derived by the engine at the instant its inputs change: the count, whether a cycle is
/// refreshing, and the outcome of the last cycle that was not cancelled.
///
/// ```swift
/// switch coordinator.contentPhase {
/// case .idle: EmptyView()
/// case .loading: ProgressView()
/// case .empty: ContentUnavailableView("No Mail", systemImage: "tray")
/// case .failed: ContentUnavailableView("Offline", systemImage: "wifi.slash")
/// case .content: rows
/// }
/// ```
public enum ContentPhase: Sendable, Equatable, CaseIterable {
  /// No rows, and no cycle has ended yet (a cancelled one does not count): nothing to show; the
  /// host's appearance starts the first load (F2).
  case idle
  /// No rows, and a cycle is refreshing: a full-screen loader, unless the ring shows (a pull
  /// started or joined the cycle).
  case loading
  /// No rows after a successful refresh: the empty view, which can be pulled (F4).
  case empty
  /// No rows after a refresh that failed or timed out: the error with Retry, which can be pulled.
  case failed
  /// The app has rows: the list, whatever cycle runs and however it ends (F6).
  case content
}
