#if canImport(SwiftUI)
import PullToRefresh
import SwiftUI

extension EnvironmentValues {
  /// The engine settings for pull-to-refresh views below: threshold, trigger and timings.
  public var pullToRefreshConfiguration: RefreshConfiguration {
    get { self[PullToRefreshConfigurationKey.self] }
    set { self[PullToRefreshConfigurationKey.self] = newValue }
  }

  /// Whether arming a pull plays a haptic; on by default.
  public var pullToRefreshHapticsEnabled: Bool {
    get { self[PullToRefreshHapticsKey.self] }
    set { self[PullToRefreshHapticsKey.self] = newValue }
  }
}

private struct PullToRefreshConfigurationKey: EnvironmentKey {
  static let defaultValue = RefreshConfiguration.default
}

private struct PullToRefreshHapticsKey: EnvironmentKey {
  static let defaultValue = true
}

extension View {
  /// Sets every engine setting of pull-to-refresh views below at once.
  public func pullToRefreshConfiguration(_ configuration: RefreshConfiguration) -> some View {
    environment(\.pullToRefreshConfiguration, configuration)
  }

  /// Sets how far a pull must go to refresh: points, or a fraction of the scroll view's height.
  ///
  /// A resting extent longer than a threshold in points shrinks to it.
  public func pullToRefreshThreshold(_ threshold: RefreshConfiguration.Threshold) -> some View {
    transformEnvironment(\.pullToRefreshConfiguration) { configuration in
      configuration = configuration.replacing(threshold: threshold)
    }
  }

  /// Sets when a pull past the threshold starts the refresh: on release (the default) or at
  /// once, as `UIRefreshControl` does.
  public func pullToRefreshTrigger(_ trigger: RefreshConfiguration.Trigger) -> some View {
    transformEnvironment(\.pullToRefreshConfiguration) { configuration in
      configuration = configuration.replacing(trigger: trigger)
    }
  }

  /// Sets the shortest time the refreshing indicator shows, so a fast refresh does not flash.
  public func pullToRefreshMinimumDuration(_ duration: Duration) -> some View {
    transformEnvironment(\.pullToRefreshConfiguration) { configuration in
      configuration = configuration.replacing(minimumRefreshingDuration: duration)
    }
  }

  /// Sets how long a refresh may run before it is cancelled as timed out; `nil` for no limit.
  public func pullToRefreshTimeout(_ timeout: Duration?) -> some View {
    transformEnvironment(\.pullToRefreshConfiguration) { configuration in
      configuration = configuration.replacing(timeout: timeout)
    }
  }

  /// Turns the haptic played when a pull arms on or off.
  public func pullToRefreshHaptics(_ enabled: Bool) -> some View {
    environment(\.pullToRefreshHapticsEnabled, enabled)
  }
}
#endif
