import PullToRefreshUI
import SwiftUI

/// The indicator style picked in the settings, as a single style type.
///
/// Applying `.pullToRefreshStyle(.ring)` in one branch of an `if` and
/// `.pullToRefreshStyle(.system)` in another would give the inbox a new identity on every change,
/// and SwiftUI would rebuild the scroll view, losing its position. One style type that draws the
/// chosen style keeps it.
struct ChosenIndicatorStyle: PullToRefreshStyle {
  let choice: IndicatorChoice

  @MainActor @ViewBuilder
  func makeBody(configuration: Configuration) -> some View {
    switch choice {
    case .ring: draw(.ring, configuration)
    case .orangeRing: draw(.ring(tint: .orange), configuration)
    case .system: draw(.system, configuration)
    case .arrowAndText: draw(.arrowAndText, configuration)
    }
  }

  @MainActor
  private func draw<Style: PullToRefreshStyle>(
    _ style: Style,
    _ configuration: Configuration
  ) -> Style.Body {
    style.makeBody(configuration: configuration)
  }
}
