#if canImport(SwiftUI)
import Foundation
import PullToRefresh
import SwiftUI

/// A look for the pull-to-refresh indicator, in the manner of `ProgressViewStyle`.
///
/// A style draws from ``PullToRefreshStyleConfiguration`` and decides nothing: the phase, the
/// progress and the geometry come from the engine. Set one with
/// ``SwiftUI/View/pullToRefreshStyle(_:)``:
///
/// ```swift
/// struct DotStyle: PullToRefreshStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Circle()
///       .frame(width: 12, height: 12)
///       .scaleEffect(configuration.progress)
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

/// What a ``PullToRefreshStyle`` draws from: the engine's state, with the times a text needs.
public struct PullToRefreshStyleConfiguration {
  /// The phase of the refresh cycle.
  public var phase: RefreshPhase
  /// How far the pull is toward the threshold, `0...1`.
  public var progress: Double
  /// The engine's indicator geometry: ring fraction, arrow rotation, opacity, offset, spinner.
  public var indicator: RefreshIndicator
  /// The outcome of the last refresh, if any.
  public var lastOutcome: RefreshOutcome?
  /// When the last successful refresh ended.
  public var lastUpdated: Date?
  /// When the running refresh started (drives the spinner), `nil` when not refreshing.
  public var refreshingSince: Date?
  /// Whether Reduce Motion is on: no springs, a slower spinner (R17).
  public var reduceMotion: Bool

  /// Makes a configuration; styles receive one, tests and previews make their own.
  public init(
    phase: RefreshPhase,
    progress: Double,
    indicator: RefreshIndicator,
    lastOutcome: RefreshOutcome? = nil,
    lastUpdated: Date? = nil,
    refreshingSince: Date? = nil,
    reduceMotion: Bool = false
  ) {
    self.phase = phase
    self.progress = progress
    self.indicator = indicator
    self.lastOutcome = lastOutcome
    self.lastUpdated = lastUpdated
    self.refreshingSince = refreshingSince
    self.reduceMotion = reduceMotion
  }

  /// The spinner's angle in degrees at `date`, from the engine's pace (R17).
  public func spinnerAngle(at date: Date) -> Angle {
    guard let refreshingSince else { return .zero }
    let seconds = date.timeIntervalSince(refreshingSince)
    return .degrees(
      RefreshIndicator.spinnerAngle(afterSeconds: seconds, reduceMotion: reduceMotion)
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
