import PullToRefresh

/// What an app set through a front end's setting modifiers (SwiftUI's `.pullToRefresh…`), and
/// the one rule for whose configuration a coordinator uses.
///
/// Who owns a setting: a coordinator the app made (`.pullToRefresh(coordinator)`,
/// `PullToRefreshScrollView(coordinator:)`) keeps its own configuration, and only what the app
/// set around the view replaces part of it; a coordinator the view made starts from
/// ``RefreshConfiguration/default``. Nothing set is nothing changed.
///
/// ```swift
/// var settings = FrontEndSettings()
/// settings.hapticsEnabled = false
/// let used = FrontEndSettings.configuration(
///   settings: settings, coordinator: coordinator.configuration, ownsCoordinator: false)
/// // the app's coordinator keeps its threshold; only haptics are off
/// ```
package struct FrontEndSettings: Sendable, Equatable {
  /// A whole configuration the app set, or `nil`.
  package var configuration: RefreshConfiguration?
  /// The threshold the app set, or `nil`.
  package var threshold: RefreshConfiguration.Length?
  /// The trigger the app set, or `nil`.
  package var trigger: RefreshConfiguration.Trigger?
  /// The minimum refreshing duration the app set, or `nil`.
  package var minimumRefreshingDuration: Duration?
  /// The timeout the app set, or `nil`; `.some(nil)` removes the timeout.
  package var timeout: Duration??
  /// Whether haptics play, as the app set it, or `nil`.
  package var hapticsEnabled: Bool?
  /// The load-more distance the app set, or `nil`.
  package var loadMoreDistance: RefreshConfiguration.Length?

  /// Settings with nothing set but, optionally, a whole configuration.
  package init(configuration: RefreshConfiguration? = nil) {
    self.configuration = configuration
  }

  /// Whether the app set nothing.
  package var isEmpty: Bool { self == FrontEndSettings() }

  /// `base` with what the app set in place of its values: the whole configuration first, then
  /// each setting.
  package func applied(to base: RefreshConfiguration) -> RefreshConfiguration {
    var result = configuration ?? base
    result = result.replacing(
      threshold: threshold,
      trigger: trigger,
      minimumRefreshingDuration: minimumRefreshingDuration,
      hapticsEnabled: hapticsEnabled,
      loadMoreDistance: loadMoreDistance
    )
    if let timeout { result = result.replacing(timeout: timeout) }
    return result
  }

  /// What the app set, applied to the default configuration; `nil` when it set nothing (what
  /// SwiftUI's `pullToRefreshConfiguration` environment value reads).
  package var configurationOnDefault: RefreshConfiguration? {
    isEmpty ? nil : applied(to: .default)
  }

  /// The configuration a coordinator should use, given what the app set around the view.
  ///
  /// - Parameters:
  ///   - settings: what the app set (empty when it set nothing).
  ///   - current: the coordinator's configuration now.
  ///   - ownsCoordinator: whether the front end made the coordinator (then it starts from
  ///     ``RefreshConfiguration/default``); `false` for the app's own coordinator, which keeps
  ///     `current` apart from what was set.
  package static func configuration(
    settings: FrontEndSettings,
    coordinator current: RefreshConfiguration,
    ownsCoordinator: Bool
  ) -> RefreshConfiguration {
    settings.applied(to: ownsCoordinator ? .default : current)
  }
}
