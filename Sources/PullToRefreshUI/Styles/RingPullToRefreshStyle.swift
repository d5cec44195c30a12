#if canImport(SwiftUI)
import PullToRefresh
import SwiftUI

/// The default indicator: a track ring that fills with the pull, an arrow that turns when the
/// pull is armed, a spinner while refreshing, and a mark for the outcome.
///
/// The ring scales with Dynamic Type.
public struct RingPullToRefreshStyle: PullToRefreshStyle {
  /// The ring's colour; `nil` uses the tint.
  public var tint: Color?

  /// Makes the ring style.
  public init(tint: Color? = nil) {
    self.tint = tint
  }

  /// Draws the ring.
  public func makeBody(configuration: Configuration) -> some View {
    RingIndicator(configuration: configuration, tint: tint)
  }
}

extension PullToRefreshStyle where Self == RingPullToRefreshStyle {
  /// A ring that fills with the pull (the default).
  public static var ring: RingPullToRefreshStyle { RingPullToRefreshStyle() }

  /// A ring that fills with the pull, in a colour.
  public static func ring(tint: Color?) -> RingPullToRefreshStyle {
    RingPullToRefreshStyle(tint: tint)
  }
}

/// The ring, arrow, spinner and mark, drawn from the engine's indicator.
private struct RingIndicator: View {
  let configuration: PullToRefreshStyleConfiguration
  let tint: Color?
  @ScaledMetric(relativeTo: .body) private var diameter = 26.0
  @ScaledMetric(relativeTo: .body) private var lineWidth = 3.0

  var body: some View {
    let indicator = configuration.indicator
    ZStack {
      Circle()
        .stroke(.quaternary, lineWidth: lineWidth)
      if indicator.showsSpinner {
        TimelineView(.animation) { context in
          Circle()
            .trim(from: 0, to: 0.75)
            .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
            .rotationEffect(configuration.spinnerAngle(at: context.date))
        }
      } else {
        Circle()
          .trim(from: 0, to: indicator.ringFraction)
          .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
          .rotationEffect(.degrees(-90))
      }
      if let outcome = indicator.outcome {
        Image(systemName: Self.symbol(for: outcome))
          .font(.system(size: diameter * 0.45, weight: .bold))
          .foregroundStyle(color)
      } else if indicator.showsArrow {
        Image(systemName: "arrow.down")
          .font(.system(size: diameter * 0.45, weight: .semibold))
          .foregroundStyle(color)
          .rotationEffect(.degrees(indicator.arrowRotation))
          .animation(configuration.reduceMotion ? nil : .snappy, value: indicator.arrowRotation)
      }
    }
    .frame(width: diameter, height: diameter)
    .opacity(indicator.opacity)
  }

  private var color: Color { tint ?? .accentColor }

  private static func symbol(for outcome: RefreshOutcome) -> String {
    switch outcome {
    case .success: "checkmark"
    case .failure: "exclamationmark"
    case .cancelled: "xmark"
    case .timedOut: "clock"
    }
  }
}
#endif
