import PullToRefreshUI

/// What the settings sheet changes: how far a pull must go, when it starts the refresh, how the
/// indicator looks, and how old the inbox may get before it refreshes by itself.
public struct RefreshSettings: Equatable, Sendable {
  /// The distances the threshold can be set to, in points.
  static let thresholdRange = 40.0...200.0

  /// How far the content must be pulled, in points.
  public var threshold: Double
  /// When a pull past the threshold starts the refresh.
  public var trigger: RefreshConfiguration.Trigger
  /// How the indicator looks.
  public var indicator: IndicatorChoice
  /// How long after an update the inbox counts as out of date: it then refreshes by itself when
  /// it appears, when the app returns to the foreground and when the network comes back.
  public var staleAfter: Duration

  /// Makes settings; the defaults are the package's.
  public init(
    threshold: Double = 90,
    trigger: RefreshConfiguration.Trigger = .onRelease,
    indicator: IndicatorChoice = .ring,
    staleAfter: Duration = .seconds(60)
  ) {
    self.threshold = threshold
    self.trigger = trigger
    self.indicator = indicator
    self.staleAfter = staleAfter
  }
}
