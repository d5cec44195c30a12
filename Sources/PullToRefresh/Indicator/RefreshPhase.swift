/// Where a pull-to-refresh is in its cycle.
///
/// A cycle runs `idle → pulling → armed → refreshing → finishing → idle`; a programmatic refresh
/// enters at `refreshing`.
public enum RefreshPhase: Sendable, Equatable {
  /// Nothing is happening.
  case idle
  /// A user's drag pulls the content past its edge, short of the threshold.
  case pulling
  /// A user's drag holds the pull at or past the threshold: a release starts the refresh.
  case armed
  /// The refresh is running; the indicator rests at the edge.
  case refreshing
  /// The refresh ended with the outcome; the indicator retracts, and the phase lasts until it has
  /// and the finger is up.
  case finishing(RefreshOutcome)

  /// Whether a refresh is running.
  package var isRefreshing: Bool { self == .refreshing }
}
