/// What a pull-to-refresh indicator shows, as plain numbers that any front end can draw (R15 of
/// the behaviour contract, `Behavior.md`).
///
/// Front ends draw from this value and decide nothing themselves: a ring filled to
/// ``ringFraction``, an arrow turned by ``arrowRotation``, faded to ``opacity``, its centre
/// ``offset`` points from the edge, a spinner while refreshing and a mark for the outcome.
public struct RefreshIndicator: Sendable, Equatable {
  /// How much of the ring is drawn, `0...1`: the progress, full while refreshing.
  public var ringFraction: Double
  /// The arrow's rotation in degrees: 0 while pulling, 180 once armed.
  public var arrowRotation: Double
  /// Whether a release starts the refresh now (the phase is ``RefreshPhase/armed``): text
  /// indicators say "Release to refresh" and turn the arrow.
  public var isArmed: Bool
  /// The indicator's opacity: the progress, never below 0.01 (so assistive technology can find
  /// it), 1 while refreshing and finishing.
  public var opacity: Double
  /// The distance, in points, from the pulled edge to the indicator's centre.
  ///
  /// It follows the pull (half the visible gap, at most half the resting extent) and never exceeds
  /// the pull.
  public var offset: Double
  /// Whether the arrow shows (idle, pulling, armed).
  public var showsArrow: Bool
  /// Whether a spinner replaces the arrow (refreshing).
  public var showsSpinner: Bool
  /// The outcome to mark while finishing, `nil` otherwise.
  public var outcome: RefreshOutcome?
  /// The accessibility label (R16): "Refreshing" while refreshing, "Refresh" otherwise.
  ///
  /// Front ends use it as the localization key.
  public var accessibilityLabel: String
  /// What a text indicator says: "Pull to refresh", "Release to refresh", "Refreshing…", or the
  /// outcome's ``RefreshOutcome/statusText`` while finishing.
  ///
  /// Front ends use it as the localization key.
  public var statusText: String
  /// How long the spinner takes for one turn, in seconds: one second, or three with Reduce
  /// Motion (slower, never frozen: R17).
  @_spi(FrontEnd) public var spinnerPeriod: Double

  /// The indicator for a phase, a progress, a pull and a resting extent, with Reduce Motion on or
  /// off.
  package init(
    phase: RefreshPhase,
    progress: Double,
    pull: Double,
    restingExtent: Double,
    reducesMotion: Bool = false
  ) {
    spinnerPeriod = reducesMotion ? 3 : 1
    let progress = progress.isFinite ? min(max(progress, 0), 1) : 0
    let pull = pull.isFinite ? max(pull, 0) : 0
    let rest = restingExtent.isFinite ? max(restingExtent, 0) : 0
    switch phase {
    case .idle, .pulling, .armed:
      ringFraction = progress
      isArmed = phase == .armed
      arrowRotation = isArmed ? 180 : 0
      opacity = max(progress, 0.01)
      offset = min(pull, rest) / 2
      showsArrow = true
      showsSpinner = false
      outcome = nil
      accessibilityLabel = "Refresh"
      statusText = isArmed ? "Release to refresh" : "Pull to refresh"
    case .refreshing:
      ringFraction = 1
      isArmed = false
      arrowRotation = 180
      opacity = 1
      offset = rest / 2
      showsArrow = false
      showsSpinner = true
      outcome = nil
      accessibilityLabel = "Refreshing"
      statusText = "Refreshing…"
    case .finishing(let finished):
      ringFraction = 1
      isArmed = false
      arrowRotation = 180
      opacity = 1
      offset = rest / 2
      showsArrow = false
      showsSpinner = false
      outcome = finished
      accessibilityLabel = "Refresh"
      statusText = finished.statusText
    }
  }

  /// The spinner's angle in degrees after `seconds` of turning, one turn every
  /// `spinnerPeriod`.
  public func spinnerAngle(afterSeconds seconds: Double) -> Double {
    guard seconds.isFinite, seconds > 0 else { return 0 }
    let turns = seconds / spinnerPeriod
    return (turns - turns.rounded(.down)) * 360
  }
}
