#if canImport(SwiftUI)
import PullToRefresh
import SwiftUI

/// An arrow and words: "Pull to refresh", "Release to refresh", "Refreshing…",
/// "Updated 2 min ago", "Refresh failed".
///
/// The time since the last update counts on by itself (a relative date text).
public struct ArrowAndTextPullToRefreshStyle: PullToRefreshStyle {
  /// Makes the arrow-and-text style.
  public init() {}

  /// Draws the arrow and the words.
  public func makeBody(configuration: Configuration) -> some View {
    let indicator = configuration.indicator
    HStack(spacing: 8) {
      if indicator.showsSpinner {
        ProgressView()
      } else if indicator.showsArrow {
        Image(systemName: "arrow.down")
          .rotationEffect(.degrees(indicator.arrowRotation))
          .animation(configuration.reduceMotion ? nil : .snappy, value: indicator.arrowRotation)
      }
      VStack(alignment: .leading, spacing: 2) {
        Text(LocalizedStringKey(indicator.statusText), bundle: .module)
          .font(.footnote.weight(.semibold))
        if let lastUpdated = configuration.lastUpdated, !indicator.showsSpinner {
          Text("Updated \(Text(lastUpdated, style: .relative)) ago", bundle: .module)
            .font(.caption)
            .foregroundStyle(.secondary)
        }
      }
    }
    .opacity(indicator.opacity)
  }
}

extension PullToRefreshStyle where Self == ArrowAndTextPullToRefreshStyle {
  /// An arrow and words that say what a release will do.
  public static var arrowAndText: ArrowAndTextPullToRefreshStyle {
    ArrowAndTextPullToRefreshStyle()
  }
}
#endif
