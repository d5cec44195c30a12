import PullToRefreshUI
import SwiftUI

/// A custom indicator style in a few lines: a dot that grows with the pull and turns green while
/// refreshing.
struct DotStyle: PullToRefreshStyle {
  func makeBody(configuration: Configuration) -> some View {
    Circle()
      .fill(configuration.indicator.showsSpinner ? .green : .gray)
      .frame(width: 14, height: 14)
      .scaleEffect(0.4 + 0.6 * configuration.indicator.ringFraction)
      .opacity(configuration.indicator.opacity)
  }
}
