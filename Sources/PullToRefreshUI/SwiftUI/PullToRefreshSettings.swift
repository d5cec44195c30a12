#if canImport(SwiftUI)
import PullToRefresh
import PullToRefreshFrontEndRules
import SwiftUI

extension EnvironmentValues {
  /// The engine settings the app set for pull-to-refresh views below, or `nil` when it set none.
  ///
  /// `nil` unless the app applies a `.pullToRefresh…` setting modifier. Reading it gives what was
  /// set on top of ``RefreshConfiguration/default``. What a view uses: a coordinator the view
  /// makes starts from the default; a coordinator the app made
  /// (``SwiftUI/View/pullToRefresh(_:)``, ``PullToRefreshScrollView/init(_:showsIndicators:coordinator:content:)``)
  /// keeps its own configuration, and only the settings the app set here replace its values.
  /// Setting it sets every setting at once.
  public var pullToRefreshConfiguration: RefreshConfiguration? {
    get { pullToRefreshSettings.configurationOnDefault }
    set { pullToRefreshSettings = FrontEndSettings(configuration: newValue) }
  }

  /// What the app set, setting by setting, so that a coordinator the app made keeps the rest.
  var pullToRefreshSettings: FrontEndSettings {
    get { self[PullToRefreshSettingsKey.self] }
    set { self[PullToRefreshSettingsKey.self] = newValue }
  }
}

private struct PullToRefreshSettingsKey: EnvironmentKey {
  static let defaultValue = FrontEndSettings()
}

extension EnvironmentValues {
  /// The load-previous distance the app set (`.loadPreviousDistance(_:)`), or `nil`.
  ///
  /// Kept beside ``pullToRefreshSettings`` rather than in `FrontEndSettings` until that type
  /// carries it: applied after the other settings, with the same ownership (an app's coordinator
  /// keeps its distance unless this is set), moved into range by the configuration's setter.
  var loadPreviousDistanceSetting: RefreshConfiguration.Length? {
    get { self[LoadPreviousDistanceKey.self] }
    set { self[LoadPreviousDistanceKey.self] = newValue }
  }
}

private struct LoadPreviousDistanceKey: EnvironmentKey {
  static var defaultValue: RefreshConfiguration.Length? { nil }
}

// Every setting below takes any value and never stops the app, since settings screens feed them:
// a value outside its range is moved into it by the engine's one rule
// (`RefreshConfiguration.clamped()`, beside the validation), and a debug build prints each
// distinct correction once (`SettingsCorrectionLog`). `RefreshConfiguration(validating:...)`
// throws instead, for code that wants the error.
extension View {
  /// Sets every engine setting of pull-to-refresh views below at once, replacing the
  /// configuration of their coordinators (the app's too).
  public func pullToRefreshConfiguration(_ configuration: RefreshConfiguration) -> some View {
    environment(\.pullToRefreshConfiguration, configuration)
  }

  /// Sets how far a pull must go to refresh: points, or a fraction of the scroll view's height.
  ///
  /// A resting extent longer than a threshold in points shrinks to it. The other settings stay
  /// the coordinator's. Out of range, it never stops the app: a fraction above 1 counts as 1;
  /// zero or less, infinite or not a number counts as the default 90 points (a debug build
  /// prints the correction once).
  public func pullToRefreshThreshold(_ threshold: RefreshConfiguration.Length) -> some View {
    transformEnvironment(\.pullToRefreshSettings) { $0.threshold = threshold }
  }

  /// Sets when a pull past the threshold starts the refresh: on release (the default) or at
  /// once, as `UIRefreshControl` does.
  public func pullToRefreshTrigger(_ trigger: RefreshConfiguration.Trigger) -> some View {
    transformEnvironment(\.pullToRefreshSettings) { $0.trigger = trigger }
  }

  /// Sets the shortest time the refreshing indicator shows, so a fast refresh does not flash.
  ///
  /// A negative duration counts as zero (a debug build prints the correction once).
  public func pullToRefreshMinimumDuration(_ duration: Duration) -> some View {
    transformEnvironment(\.pullToRefreshSettings) { $0.minimumRefreshingDuration = duration }
  }

  /// Sets how long a refresh may run before it is cancelled as timed out; `nil` for no limit.
  ///
  /// Zero or less counts as no limit (a debug build prints the correction once).
  public func pullToRefreshTimeout(_ timeout: Duration?) -> some View {
    transformEnvironment(\.pullToRefreshSettings) { $0.timeout = .some(timeout) }
  }

  /// Sets when the content refreshes by itself, with no pull (Behavior.md, "Refresh policy").
  ///
  /// When it is stale and the view appears, the app returns to the foreground or the network
  /// comes back, or on an interval. The other settings stay the coordinator's.
  ///
  /// The view reports what it sees and the coordinator decides: visible between `onAppear` and
  /// `onDisappear` (a push or another tab hides it; a sheet over it does not), active while the
  /// scene phase is `.active`, online from the platform's path monitor, which runs only while
  /// the policy refreshes on reconnect. A refresh the policy starts is quiet until a person joins
  /// it: no room, no haptic, no announcement (P4).
  ///
  /// ```swift
  /// List(model.messages) { MessageRow(message: $0) }
  ///   .pullToRefresh { await model.reload() }
  ///   .pullToRefreshPolicy(.whenStale(after: .seconds(300)))
  /// ```
  public func pullToRefreshPolicy(_ policy: RefreshPolicy) -> some View {
    transformEnvironment(\.pullToRefreshSettings) { $0.policy = policy }
  }

  /// Turns the haptic played when a pull arms on or off
  /// (``RefreshConfiguration/hapticsEnabled``).
  public func pullToRefreshHaptics(_ enabled: Bool) -> some View {
    transformEnvironment(\.pullToRefreshSettings) { $0.hapticsEnabled = enabled }
  }
}
#endif
