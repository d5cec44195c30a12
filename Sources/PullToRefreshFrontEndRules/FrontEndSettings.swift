@_spi(FrontEnd) import PullToRefresh

/// What an app set through a front end's setting modifiers (SwiftUI's `.pullToRefresh…`), and
/// the one rule for whose configuration a coordinator uses.
///
/// Who owns a setting: a coordinator the app made (`.pullToRefresh(coordinator)`,
/// `PullToRefreshScrollView(coordinator:)`) keeps its own configuration, and only what the app
/// set around the view replaces part of it; a coordinator the view made starts from
/// ``RefreshConfiguration/default``. Nothing set is nothing changed.
///
/// A setting never stops the program: its value may come from a settings screen, so one outside
/// its range is moved into it by the engine's rule (`RefreshConfiguration.clamped()`), and a
/// debug build prints each distinct correction once (``SettingsCorrectionLog``).
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
  /// The refresh policy the app set (SwiftUI's `.pullToRefreshPolicy`), or `nil`.
  ///
  /// Always valid: a `RefreshPolicy` checks its values when it is made, so nothing here corrects
  /// it.
  package var policy: RefreshPolicy?

  /// Settings with nothing set but, optionally, a whole configuration.
  package init(configuration: RefreshConfiguration? = nil) {
    self.configuration = configuration
  }

  /// Whether the app set nothing.
  package var isEmpty: Bool { self == FrontEndSettings() }

  /// `base` with what the app set in place of its values (the whole configuration first, then
  /// each setting, moved into its range), and the corrections made.
  package func corrected(
    _ base: RefreshConfiguration
  ) -> (configuration: RefreshConfiguration, corrections: [RefreshConfiguration.Correction]) {
    var (corrected, corrections) = (configuration ?? base).replacingClamped(
      threshold: threshold,
      trigger: trigger,
      minimumRefreshingDuration: minimumRefreshingDuration,
      timeout: timeout,
      hapticsEnabled: hapticsEnabled,
      loadMoreDistance: loadMoreDistance
    )
    if let policy { corrected.policy = policy }
    return (corrected, corrections)
  }

  /// `base` with what the app set in place of its values, each moved into its range.
  package func applied(to base: RefreshConfiguration) -> RefreshConfiguration {
    corrected(base).configuration
  }

  /// What the app set, applied to the default configuration; `nil` when it set nothing (what
  /// SwiftUI's `pullToRefreshConfiguration` environment value reads).
  package var configurationOnDefault: RefreshConfiguration? {
    isEmpty ? nil : applied(to: .default)
  }

  /// The configuration a coordinator should use, given what the app set around the view; a
  /// value moved into its range is reported to `log` (printed once in a debug build).
  ///
  /// - Parameters:
  ///   - settings: what the app set (empty when it set nothing).
  ///   - current: the coordinator's configuration now.
  ///   - ownsCoordinator: whether the front end made the coordinator (then it starts from
  ///     ``RefreshConfiguration/default``); `false` for the app's own coordinator, which keeps
  ///     `current` apart from what was set.
  ///   - log: where corrections go.
  @MainActor
  package static func configuration(
    settings: FrontEndSettings,
    coordinator current: RefreshConfiguration,
    ownsCoordinator: Bool,
    log: SettingsCorrectionLog = .shared
  ) -> RefreshConfiguration {
    let (configuration, corrections) = settings.corrected(ownsCoordinator ? .default : current)
    log.report(corrections)
    return configuration
  }
}

/// Tells the developer, once per distinct value, that a setting was out of range.
///
/// Each message names the setting, the value, the rule and what is used instead: printed in a
/// debug build, silent in a release build. It never stops the program.
@MainActor
package final class SettingsCorrectionLog {
  /// The log the front ends use.
  package static let shared = SettingsCorrectionLog { message in
    #if DEBUG
    print(message)
    #endif
  }

  private let write: (String) -> Void
  private var reported: Set<String> = []

  /// A log that hands each new message to `write`.
  package init(write: @escaping (String) -> Void) {
    self.write = write
  }

  /// Writes each correction not written before.
  package func report(_ corrections: [RefreshConfiguration.Correction]) {
    for correction in corrections where reported.insert(correction.description).inserted {
      write("swift-pull-to-refresh: a setting is out of range: \(correction)")
    }
  }
}
