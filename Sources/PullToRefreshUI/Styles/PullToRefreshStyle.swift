#if canImport(SwiftUI)
import Foundation
import PullToRefresh
import SwiftUI

/// A look for the pull-to-refresh indicator, in the manner of `ProgressViewStyle`.
///
/// A style draws from ``PullToRefreshStyleConfiguration`` and decides nothing: what to show comes
/// from the engine's ``RefreshIndicator``. Set one with ``SwiftUI/View/pullToRefreshStyle(_:)``:
///
/// ```swift
/// struct DotStyle: PullToRefreshStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Circle()
///       .frame(width: 12, height: 12)
///       .scaleEffect(configuration.indicator.ringFraction)
///       .opacity(configuration.indicator.opacity)
///   }
/// }
/// ```
public protocol PullToRefreshStyle: Sendable {
  /// The view a style draws.
  associatedtype Body: View

  /// Draws the indicator for one state.
  @ViewBuilder @MainActor
  func makeBody(configuration: Configuration) -> Body

  /// What a style draws from.
  typealias Configuration = PullToRefreshStyleConfiguration
}

/// What a ``PullToRefreshStyle`` draws from: the engine's indicator, with the times a text needs.
///
/// The outcome mark to draw is the indicator's ``RefreshIndicator/outcome``: set while the cycle
/// shows its outcome, `nil` otherwise, so a failure's mark does not outlast its cycle.
public struct PullToRefreshStyleConfiguration {
  /// What to draw, as the engine decides it: the ring fraction, the arrow and its rotation, the
  /// opacity, whether a spinner or an outcome mark shows (``RefreshIndicator/outcome``), the
  /// status text and the spinner's pace.
  public var indicator: RefreshIndicator
  /// When the last successful refresh ended ("Updated 2 min ago"), `nil` before the first.
  public var lastUpdated: Date?
  /// When the running refresh started (drives the spinner), `nil` when not refreshing.
  public var refreshingSince: Date?
  /// Whether Reduce Motion is on, as the coordinator was told (R17): animate nothing of your own.
  ///
  /// The spinner's pace already follows it (`spinnerPeriod`).
  public var reduceMotion: Bool

  /// Makes a configuration; styles receive one, tests and previews make their own.
  public init(
    indicator: RefreshIndicator,
    lastUpdated: Date? = nil,
    refreshingSince: Date? = nil,
    reduceMotion: Bool = false
  ) {
    self.indicator = indicator
    self.lastUpdated = lastUpdated
    self.refreshingSince = refreshingSince
    self.reduceMotion = reduceMotion
  }

  /// The spinner's angle at `date`, at the engine's pace (R17).
  public func spinnerAngle(at date: Date) -> Angle {
    guard let refreshingSince else { return .zero }
    return .degrees(
      indicator.spinnerAngle(afterSeconds: date.timeIntervalSince(refreshingSince))
    )
  }
}

extension PullToRefreshStyle {
  /// The body, type-erased, so a style stored as `any PullToRefreshStyle` can draw.
  @MainActor
  func makeErasedBody(configuration: Configuration) -> AnyView {
    AnyView(makeBody(configuration: configuration))
  }
}

extension EnvironmentValues {
  /// The indicator style for pull-to-refresh views below; ``RingPullToRefreshStyle`` by default.
  public var pullToRefreshStyle: any PullToRefreshStyle {
    get { self[PullToRefreshStyleKey.self] }
    set { self[PullToRefreshStyleKey.self] = newValue }
  }
}

private struct PullToRefreshStyleKey: EnvironmentKey {
  static let defaultValue: any PullToRefreshStyle = RingPullToRefreshStyle()
}

extension View {
  /// Sets the style of pull-to-refresh indicators in this view.
  ///
  /// ```swift
  /// List(items) { Text($0.title) }
  ///   .pullToRefresh { await model.reload() }
  ///   .pullToRefreshStyle(.arrowAndText)
  /// ```
  public func pullToRefreshStyle(_ style: some PullToRefreshStyle) -> some View {
    environment(\.pullToRefreshStyle, style)
  }
}
#endif
