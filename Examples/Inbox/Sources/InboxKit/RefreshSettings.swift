import PullToRefreshUI

/// What the settings sheet changes: how far a pull must go, when it starts the refresh, and how
/// the indicator looks.
public struct RefreshSettings: Equatable, Sendable {
  /// The distances the threshold can be set to, in points.
  static let thresholdRange = 40.0...200.0

  /// How far the content must be pulled, in points.
  public var threshold: Double
  /// When a pull past the threshold starts the refresh.
  public var trigger: RefreshConfiguration.Trigger
  /// How the indicator looks.
  public var indicator: IndicatorChoice

  /// Makes settings; the defaults are the package's.
  public init(
    threshold: Double = 90,
    trigger: RefreshConfiguration.Trigger = .onRelease,
    indicator: IndicatorChoice = .ring
  ) {
    self.threshold = threshold
    self.trigger = trigger
    self.indicator = indicator
  }
}
