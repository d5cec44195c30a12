#if canImport(SwiftUI)
import PullToRefresh
import SwiftUI

/// The platform's own activity indicator: hidden while pulling, spinning while refreshing,
/// as `UIRefreshControl` looks.
///
/// While pulling, the spinner fades in with the pull (the engine's ``RefreshIndicator/opacity``).
public struct SystemPullToRefreshStyle: PullToRefreshStyle {
  /// Makes the system style.
  public init() {}

  /// Draws the platform spinner.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView()
      .opacity(configuration.indicator.opacity)
  }
}

extension PullToRefreshStyle where Self == SystemPullToRefreshStyle {
  /// The platform's spinner.
  public static var system: SystemPullToRefreshStyle { SystemPullToRefreshStyle() }
}
#endif
