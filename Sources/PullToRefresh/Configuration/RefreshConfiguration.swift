/// The settings of one pull-to-refresh: where it pulls from, how far, and how long it shows.
///
/// Every value is checked when the configuration is made. The plain initializer stops the program
/// with a message naming the bad parameter (a programming error, as with an out-of-range array
/// index); ``init(validating:trigger:startGate:edge:restingExtent:minimumRefreshingDuration:timeout:retractFraction:finishingDuration:hapticsEnabled:loadMoreDistance:)``
/// throws a ``RefreshConfigurationError`` instead, for values that come from outside (a trace file).
///
/// Every setting is also settable, and a value set moves into its valid range as the SwiftUI
/// setting modifiers move it (a negative timeout is none, a fraction above 1 is 1, a resting
/// extent longer than a threshold in points is that threshold): a value from a settings screen
/// never stops the app.
///
/// ```swift
/// var configuration = RefreshConfiguration(threshold: .fraction(0.16), trigger: .onThreshold)
/// configuration.timeout = .seconds(20)
/// configuration.policy = .whenStale(after: .seconds(300))
/// ```
public struct RefreshConfiguration: Sendable, Equatable {
  /// A length along the scroll axis: the refresh ``threshold`` and the ``loadMoreDistance``.
  public enum Length: Sendable, Equatable {
    /// A fixed length in points.
    case points(Double)
    /// A fraction of the viewport's length along the scroll axis (a threshold's is in
    /// `0 < fraction <= 1`).
    case fraction(Double)
  }

  /// The moment a pull past the threshold starts the refresh.
  public enum Trigger: Sendable, Equatable, CaseIterable {
    /// Start when the finger lifts while armed (Material, MJRefresh and SwiftUI's wording).
    case onRelease
    /// Start the moment the pull reaches the threshold, finger still down (`UIRefreshControl`).
    case onThreshold
  }

  /// Which drags may pull.
  public enum StartGate: Sendable, Equatable, CaseIterable {
    /// Any drag that reaches the edge may pull, even one that began in the middle (as on iOS).
    case anywhere
    /// Only a drag that began with the content resting at its edge may pull.
    case onlyFromEdge
  }

  /// The edge of the content that is pulled to refresh (R18).
  ///
  /// The engine serves every edge: the pull is measured along the chosen edge's axis. What each
  /// front end honours: SwiftUI's and UIKit's front ends pull at the top only (other values are
  /// read as `.top`); the terminal's at the top. Loading pages is not an edge's job: the next
  /// page at the far end is load more (``RefreshCoordinator/loadMoreAction``).
  public enum Edge: Sendable, Equatable, CaseIterable {
    /// Pull down at the top (the usual refresh).
    case top
    /// Pull up at the bottom: a refresh for a list anchored at its bottom (not load more).
    case bottom
    /// Pull toward the trailing side at the leading edge.
    case leading
    /// Pull toward the leading side at the trailing edge.
    case trailing
  }

  /// The default configuration: 90 pt, on release, from anywhere, at the top.
  public static let `default` = RefreshConfiguration()

  /// Every setting's default, written once: both initializers and the documentation below use
  /// these.
  @usableFromInline enum Defaults {
    @usableFromInline static let threshold = Length.points(90)
    @usableFromInline static let trigger = Trigger.onRelease
    @usableFromInline static let startGate = StartGate.anywhere
    @usableFromInline static let edge = Edge.top
    @usableFromInline static let restingExtent = 62.0
    @usableFromInline static let minimumRefreshingDuration = Duration.milliseconds(300)
    @usableFromInline static let timeout: Duration? = nil
    @usableFromInline static let retractFraction = 0.1
    @usableFromInline static let finishingDuration = Duration.milliseconds(400)
    @usableFromInline static let hapticsEnabled = true
    @usableFromInline static let loadMoreDistance = Length.fraction(0.5)
    @usableFromInline static let loadPreviousDistance = Length.fraction(0.5)
  }

  /// How far the content must be pulled to arm; reaching it is inclusive.
  ///
  /// Default 90 pt.
  public var threshold: Length {
    get { storedThreshold }
    set {
      storedThreshold = Rule.threshold(newValue).value
      if case .points(let points) = storedThreshold {
        storedRestingExtent = min(storedRestingExtent, points)
      }
    }
  }
  /// When an armed pull starts the refresh.
  ///
  /// Default ``Trigger/onRelease``.
  public var trigger: Trigger {
    get { storedTrigger }
    set {
      storedTrigger = newValue
    }
  }
  /// Which drags may pull.
  ///
  /// Default ``StartGate/anywhere``.
  public var startGate: StartGate {
    get { storedStartGate }
    set {
      storedStartGate = newValue
    }
  }
  /// The pulled edge.
  ///
  /// Default ``Edge/top``.
  public var edge: Edge {
    get { storedEdge }
    set {
      storedEdge = newValue
    }
  }
  /// The room, in points, the indicator keeps at the edge while refreshing.
  ///
  /// Default 62 pt.
  ///
  /// When a fractional threshold resolves to less than this, the threshold is used instead. A
  /// front end that measures its indicator keeps more when the indicator needs it (the
  /// behaviour contract's "The resting inset", Dynamic Type).
  public var restingExtent: Double {
    get { storedRestingExtent }
    set {
      storedRestingExtent = Rule.restingExtent(newValue, threshold: storedThreshold).value
    }
  }
  /// The shortest time the refreshing indicator stays, so a fast refresh does not flash.
  ///
  /// Default 0.3 s. The caller awaiting the refresh is not delayed by it.
  public var minimumRefreshingDuration: Duration {
    get { storedMinimumRefreshingDuration }
    set {
      storedMinimumRefreshingDuration =
        Rule.notNegative(newValue, "minimumRefreshingDuration").value
    }
  }
  /// The longest the action may run before it is cancelled with outcome
  /// ``RefreshOutcome/timedOut``; `nil` (the default) means no limit.
  public var timeout: Duration? {
    get { storedTimeout }
    set {
      storedTimeout = Rule.timeout(newValue).value
    }
  }
  /// After a cycle, no new pull may arm until the pull is below this fraction of the threshold and
  /// the finger is up.
  ///
  /// Default 0.1, as Flutter's Cupertino control.
  public var retractFraction: Double {
    get { storedRetractFraction }
    set {
      storedRetractFraction = Rule.retractFraction(newValue).value
    }
  }
  /// How long the outcome shows while the indicator retracts before the cycle can end.
  ///
  /// Default 0.4 s.
  public var finishingDuration: Duration {
    get { storedFinishingDuration }
    set {
      storedFinishingDuration = Rule.notNegative(newValue, "finishingDuration").value
    }
  }
  /// Whether a user's drag that arms plays a haptic (a request never does).
  ///
  /// Default `true`. When `false` the engine emits no haptic at all, so no front end plays one.
  public var hapticsEnabled: Bool {
    get { storedHapticsEnabled }
    set {
      storedHapticsEnabled = newValue
    }
  }
  /// How close to its far end the content must be for the next page to load by itself (L1): no
  /// more than this much of it left beyond the viewport.
  ///
  /// Default half the viewport. Used only when the coordinator has a
  /// ``RefreshCoordinator/loadMoreAction``.
  public var loadMoreDistance: Length {
    get { storedLoadMoreDistance }
    set {
      storedLoadMoreDistance = Rule.distance(newValue, "loadMoreDistance").value
    }
  }
  /// How close to its top the content must be for the previous page to load by itself (T1): no
  /// more than this much of it scrolled past the top edge.
  ///
  /// Default half the viewport; negative or non-finite values clamp as ``loadMoreDistance``'s
  /// do. Used only when the coordinator has a ``RefreshCoordinator/loadPreviousAction``.
  public var loadPreviousDistance: Length {
    get { storedLoadPreviousDistance }
    set {
      storedLoadPreviousDistance = Rule.distance(newValue, "loadPreviousDistance").value
    }
  }
  // The settings' storage: the initializers and `replaced` write it unchecked (R19 checks it
  // after), the setters above through their rules.
  private var storedThreshold: Length
  private var storedTrigger: Trigger
  private var storedStartGate: StartGate
  private var storedEdge: Edge
  private var storedRestingExtent: Double
  private var storedMinimumRefreshingDuration: Duration
  private var storedTimeout: Duration?
  private var storedRetractFraction: Double
  private var storedFinishingDuration: Duration
  private var storedHapticsEnabled: Bool
  private var storedLoadPreviousDistance = Defaults.loadPreviousDistance
  private var storedLoadMoreDistance: Length

  /// When the content refreshes by itself: when stale and the user comes back, on an interval
  /// (``RefreshPolicy``, Behavior.md "Refresh policy").
  ///
  /// Default ``RefreshPolicy/never``. Settable: a policy is valid whatever the other settings.
  public var policy = RefreshPolicy.never

  /// Makes a configuration, stopping the program if a value is invalid.
  ///
  /// - Precondition: `threshold` is positive and finite (a fraction is at most 1), durations
  ///   are not negative, `timeout` is positive, `restingExtent` is not negative and not larger
  ///   than a threshold in points, and `retractFraction` is in `0 < f <= 1`.
  public init(
    threshold: Length = Defaults.threshold,
    trigger: Trigger = Defaults.trigger,
    startGate: StartGate = Defaults.startGate,
    edge: Edge = Defaults.edge,
    restingExtent: Double = Defaults.restingExtent,
    minimumRefreshingDuration: Duration = Defaults.minimumRefreshingDuration,
    timeout: Duration? = Defaults.timeout,
    retractFraction: Double = Defaults.retractFraction,
    finishingDuration: Duration = Defaults.finishingDuration,
    hapticsEnabled: Bool = Defaults.hapticsEnabled,
    loadMoreDistance: Length = Defaults.loadMoreDistance
  ) {
    self.init(
      unchecked: threshold,
      trigger: trigger,
      startGate: startGate,
      edge: edge,
      restingExtent: restingExtent,
      minimumRefreshingDuration: minimumRefreshingDuration,
      timeout: timeout,
      retractFraction: retractFraction,
      finishingDuration: finishingDuration,
      hapticsEnabled: hapticsEnabled,
      loadMoreDistance: loadMoreDistance
    )
    validOrStop()
  }

  /// Makes a configuration, throwing an error that names the first invalid parameter.
  public init(
    validating threshold: Length,
    trigger: Trigger = Defaults.trigger,
    startGate: StartGate = Defaults.startGate,
    edge: Edge = Defaults.edge,
    restingExtent: Double = Defaults.restingExtent,
    minimumRefreshingDuration: Duration = Defaults.minimumRefreshingDuration,
    timeout: Duration? = Defaults.timeout,
    retractFraction: Double = Defaults.retractFraction,
    finishingDuration: Duration = Defaults.finishingDuration,
    hapticsEnabled: Bool = Defaults.hapticsEnabled,
    loadMoreDistance: Length = Defaults.loadMoreDistance
  ) throws(RefreshConfigurationError) {
    self.init(
      unchecked: threshold,
      trigger: trigger,
      startGate: startGate,
      edge: edge,
      restingExtent: restingExtent,
      minimumRefreshingDuration: minimumRefreshingDuration,
      timeout: timeout,
      retractFraction: retractFraction,
      finishingDuration: finishingDuration,
      hapticsEnabled: hapticsEnabled,
      loadMoreDistance: loadMoreDistance
    )
    try validate()
  }

  private init(
    unchecked threshold: Length,
    trigger: Trigger,
    startGate: StartGate,
    edge: Edge,
    restingExtent: Double,
    minimumRefreshingDuration: Duration,
    timeout: Duration?,
    retractFraction: Double,
    finishingDuration: Duration,
    hapticsEnabled: Bool,
    loadMoreDistance: Length
  ) {
    self.storedThreshold = threshold
    self.storedTrigger = trigger
    self.storedStartGate = startGate
    self.storedEdge = edge
    self.storedRestingExtent = restingExtent
    self.storedMinimumRefreshingDuration = minimumRefreshingDuration
    self.storedTimeout = timeout
    self.storedRetractFraction = retractFraction
    self.storedFinishingDuration = finishingDuration
    self.storedHapticsEnabled = hapticsEnabled
    self.storedLoadMoreDistance = loadMoreDistance
  }

  /// Stops the program when a value is invalid (the plain initializer and `replacing`).
  private func validOrStop() {
    do {
      try validate()
    } catch {
      preconditionFailure("RefreshConfiguration: \(error)")
    }
  }

  /// Throws an error naming the first invalid setting (the rules: ``clamped()``).
  private func validate() throws(RefreshConfigurationError) {
    if let first = clamped().corrections.first { throw first.error }
  }

  /// The room an indicator keeps beyond its own length along the pull axis.
  ///
  /// 14 pt before it and 14 after (the design's "ring size + 28 pt"). The default 26-pt ring, 29 pt with its stroke,
  /// needs 57 and keeps the default 62; a ring scaled for the largest text sizes does not.
  package static let indicatorClearance = 28.0

  /// The longest indicator, in points along the pull axis, that the room follows: a longer
  /// measurement counts as this (a style far taller than any screen's text, or a bad number).
  package static let maximumIndicatorLength = 1_000.0

  /// The room the indicator keeps while refreshing, for an indicator drawn `indicatorLength`
  /// points long and a threshold of `threshold` points ("The resting inset", Dynamic Type).
  ///
  /// The larger of ``restingExtent`` (no more than the threshold, as a fractional threshold
  /// shrinks it) and the indicator's length plus ``indicatorClearance``, so a ring or a text that
  /// grows with the user's text size keeps its clearance, however tall it grows: the pull that
  /// arms then grows with it (``RefreshStateMachine/thresholdLength``). `nil` or an invalid
  /// length (not finite, not positive) leaves the configured extent; a length above
  /// ``maximumIndicatorLength`` counts as that maximum; a `nil` threshold (a fractional one with
  /// no viewport yet) caps nothing.
  package func restingExtent(forIndicatorLength indicatorLength: Double?, threshold: Double?)
    -> Double
  {
    var extent = threshold.map { min(restingExtent, $0) } ?? restingExtent
    if let indicatorLength, indicatorLength.isFinite, indicatorLength > 0 {
      let length = min(indicatorLength, Self.maximumIndicatorLength)
      extent = max(extent, length + Self.indicatorClearance)
    }
    return extent
  }

  /// The threshold in points for a viewport of the given length, or `nil` when it cannot be
  /// computed (a fractional threshold with no valid viewport).
  package func thresholdLength(viewport: Double?) -> Double? {
    threshold.points(inViewport: viewport)
  }
}

extension RefreshConfiguration.Length {
  /// The length in points for a viewport of the given length, or `nil` for a fraction with no
  /// valid viewport (none, not finite or not positive).
  package func points(inViewport viewport: Double?) -> Double? {
    switch self {
    case .points(let points):
      return points
    case .fraction(let fraction):
      guard let viewport, viewport.isFinite, viewport > 0 else { return nil }
      return fraction * viewport
    }
  }
}

extension RefreshConfiguration {
  /// A copy with some settings replaced, the rest kept.
  ///
  /// A resting extent longer than a new threshold in points shrinks to it, so that any threshold
  /// valid on its own gives a valid configuration.
  ///
  /// ```swift
  /// let quick = RefreshConfiguration.default
  ///   .replacing(threshold: .points(50), loadMoreDistance: .points(400))
  ///   .replacing(timeout: .seconds(5))
  /// ```
  ///
  /// - Precondition: the new values are valid, as for ``init(threshold:trigger:startGate:edge:restingExtent:minimumRefreshingDuration:timeout:retractFraction:finishingDuration:hapticsEnabled:loadMoreDistance:)``:
  ///   an invalid one stops the program (R19). Values from outside (a settings screen) go
  ///   through ``init(validating:trigger:startGate:edge:restingExtent:minimumRefreshingDuration:timeout:retractFraction:finishingDuration:hapticsEnabled:loadMoreDistance:)``
  ///   first, or through a SwiftUI setting modifier, which clamps them.
  public func replacing(
    threshold: Length? = nil,
    trigger: Trigger? = nil,
    minimumRefreshingDuration: Duration? = nil,
    finishingDuration: Duration? = nil,
    hapticsEnabled: Bool? = nil,
    loadMoreDistance: Length? = nil
  ) -> RefreshConfiguration {
    let copy = replaced(
      threshold: threshold,
      trigger: trigger,
      minimumRefreshingDuration: minimumRefreshingDuration,
      timeout: nil,
      finishingDuration: finishingDuration,
      hapticsEnabled: hapticsEnabled,
      loadMoreDistance: loadMoreDistance
    )
    copy.validOrStop()
    return copy
  }

  /// A copy with the timeout replaced: `nil` removes it.
  ///
  /// - Precondition: a new timeout is positive.
  public func replacing(timeout: Duration?) -> RefreshConfiguration {
    let copy = replaced(
      threshold: nil,
      trigger: nil,
      minimumRefreshingDuration: nil,
      timeout: .some(timeout),
      finishingDuration: nil,
      hapticsEnabled: nil,
      loadMoreDistance: nil
    )
    copy.validOrStop()
    return copy
  }

  /// A copy with some settings replaced, each new value moved into its valid range (`clamped()`)
  /// instead of stopping the program, and the corrections made: what a front end's setting
  /// modifiers use, since their values may come from a settings screen.
  ///
  /// `timeout` is `nil` to keep the timeout, `.some(nil)` to remove it. A resting extent longer
  /// than the new threshold in points shrinks to it without a correction, as in ``replacing(threshold:trigger:minimumRefreshingDuration:finishingDuration:hapticsEnabled:loadMoreDistance:)``.
  @_spi(FrontEnd) public func replacingClamped(
    threshold: Length? = nil,
    trigger: Trigger? = nil,
    minimumRefreshingDuration: Duration? = nil,
    timeout: Duration?? = nil,
    finishingDuration: Duration? = nil,
    hapticsEnabled: Bool? = nil,
    loadMoreDistance: Length? = nil
  ) -> (configuration: RefreshConfiguration, corrections: [Correction]) {
    // The threshold first, so that the resting extent shrinks to a valid one.
    let checked = threshold.map(Rule.threshold)
    let (configuration, corrections) = replaced(
      threshold: checked?.value,
      trigger: trigger,
      minimumRefreshingDuration: minimumRefreshingDuration,
      timeout: timeout,
      finishingDuration: finishingDuration,
      hapticsEnabled: hapticsEnabled,
      loadMoreDistance: loadMoreDistance
    ).clamped()
    return (configuration, (checked?.correction).map { [$0] + corrections } ?? corrections)
  }

  /// The copy both replacements make, unchecked.
  private func replaced(
    threshold: Length?,
    trigger: Trigger?,
    minimumRefreshingDuration: Duration?,
    timeout: Duration??,
    finishingDuration: Duration?,
    hapticsEnabled: Bool?,
    loadMoreDistance: Length?
  ) -> RefreshConfiguration {
    var copy = self
    if let threshold {
      copy.storedThreshold = threshold
      if case .points(let points) = threshold {
        copy.storedRestingExtent = min(restingExtent, points)
      }
    }
    if let trigger { copy.storedTrigger = trigger }
    if let minimumRefreshingDuration {
      copy.storedMinimumRefreshingDuration = minimumRefreshingDuration
    }
    if let timeout { copy.storedTimeout = timeout }
    if let finishingDuration { copy.storedFinishingDuration = finishingDuration }
    if let hapticsEnabled { copy.storedHapticsEnabled = hapticsEnabled }
    if let loadMoreDistance { copy.storedLoadMoreDistance = loadMoreDistance }
    return copy
  }
}

extension RefreshConfiguration {
  /// A value that `clamped()` moved into its valid range: the rule it broke, as
  /// ``init(validating:trigger:startGate:edge:restingExtent:minimumRefreshingDuration:timeout:retractFraction:finishingDuration:hapticsEnabled:loadMoreDistance:)``
  /// throws it, and the value used instead.
  @_spi(FrontEnd) public struct Correction: Sendable, Equatable, CustomStringConvertible {
    /// The parameter, the rejected value and the rule.
    package let error: RefreshConfigurationError
    /// The value used instead, as text.
    package let replacement: String

    /// One line: `timeout must be > 0, got 0.0 seconds; using none`.
    public var description: String { "\(error); using \(replacement)" }
  }

  /// The configuration with every value moved into its valid range, and the corrections made,
  /// in the order of the initializer's parameters: the one place the rules are written (R19).
  ///
  /// ``init(validating:trigger:startGate:edge:restingExtent:minimumRefreshingDuration:timeout:retractFraction:finishingDuration:hapticsEnabled:loadMoreDistance:)``
  /// throws the first correction's error, and the plain initializer stops with it. A value past
  /// a bound its range includes moves to that bound (a fraction above 1 to 1, a negative
  /// duration or distance to zero, a resting extent to the threshold in points); a value with no
  /// nearest valid one (not a number, infinite, zero or less where zero is excluded) takes the
  /// setting's default, and for the timeout that is none.
  package func clamped() -> (configuration: RefreshConfiguration, corrections: [Correction]) {
    var copy = self
    var corrections: [Correction] = []
    func take<Value>(_ checked: Rule.Checked<Value>) -> Value {
      if let correction = checked.correction { corrections.append(correction) }
      return checked.value
    }
    copy.storedThreshold = take(Rule.threshold(threshold))
    copy.storedRestingExtent = take(Rule.restingExtent(restingExtent, threshold: copy.threshold))
    copy.storedMinimumRefreshingDuration = take(
      Rule.notNegative(minimumRefreshingDuration, "minimumRefreshingDuration")
    )
    copy.storedTimeout = take(Rule.timeout(timeout))
    copy.storedRetractFraction = take(Rule.retractFraction(retractFraction))
    copy.storedFinishingDuration = take(Rule.notNegative(finishingDuration, "finishingDuration"))
    copy.storedLoadMoreDistance = take(Rule.distance(loadMoreDistance, "loadMoreDistance"))
    copy.storedLoadPreviousDistance = take(
      Rule.distance(loadPreviousDistance, "loadPreviousDistance")
    )
    return (copy, corrections)
  }

  /// The error a load-previous distance breaks its rule with (finite and at least 0, as the
  /// load-more distance's), `nil` when it keeps it: for a reader of settings that reports bad
  /// input rather than clamping it (a trace).
  package static func loadPreviousDistanceError(
    _ distance: Length
  ) -> RefreshConfigurationError? {
    Rule.distance(distance, "loadPreviousDistance").correction?.error
  }

  /// Each setting's rule: the value, moved into its range, with the correction when it moved.
  private enum Rule {
    struct Checked<Value> {
      var value: Value
      var correction: Correction?
    }

    static func threshold(_ threshold: Length) -> Checked<Length> {
      switch threshold {
      case .points(let points):
        guard !(points.isFinite && points > 0) else { return Checked(value: threshold) }
        return moved(to: Defaults.threshold, "threshold", "\(points)", "> 0")
      case .fraction(let fraction):
        guard !(fraction.isFinite && fraction > 0 && fraction <= 1) else {
          return Checked(value: threshold)
        }
        let nearest = fraction.isFinite && fraction > 1 ? Length.fraction(1) : Defaults.threshold
        let rule = "in 0 < fraction <= 1"
        return moved(to: nearest, "threshold.fraction", "\(fraction)", rule)
      }
    }

    static func restingExtent(_ extent: Double, threshold: Length) -> Checked<Double> {
      let limit: Double? = if case .points(let points) = threshold { points } else { nil }
      guard extent.isFinite, extent >= 0 else {
        let nearest = extent.isFinite ? 0 : min(Defaults.restingExtent, limit ?? .infinity)
        return moved(to: nearest, "restingExtent", "\(extent)", ">= 0")
      }
      guard let limit, extent > limit else { return Checked(value: extent) }
      return moved(to: limit, "restingExtent", "\(extent)", "<= threshold (\(limit))")
    }

    static func notNegative(_ duration: Duration, _ parameter: String) -> Checked<Duration> {
      guard duration < .zero else { return Checked(value: duration) }
      return moved(to: .zero, parameter, "\(duration)", ">= 0")
    }

    static func timeout(_ timeout: Duration?) -> Checked<Duration?> {
      guard let timeout, timeout <= .zero else { return Checked(value: timeout) }
      return Checked(
        value: nil,
        correction: Correction(
          error: RefreshConfigurationError(parameter: "timeout", value: "\(timeout)", rule: "> 0"),
          replacement: "none"
        )
      )
    }

    static func retractFraction(_ fraction: Double) -> Checked<Double> {
      guard !(fraction.isFinite && fraction > 0 && fraction <= 1) else {
        return Checked(value: fraction)
      }
      let nearest = fraction.isFinite && fraction > 1 ? 1 : Defaults.retractFraction
      let rule = "in 0 < fraction <= 1"
      return moved(to: nearest, "retractFraction", "\(fraction)", rule)
    }

    static func distance(_ distance: Length, _ name: String) -> Checked<Length> {
      let rule = "finite and >= 0"
      switch distance {
      case .points(let points):
        guard !(points.isFinite && points >= 0) else { return Checked(value: distance) }
        let nearest = points.isFinite ? Length.points(0) : Defaults.loadMoreDistance
        return moved(to: nearest, name, "\(points)", rule)
      case .fraction(let fraction):
        guard !(fraction.isFinite && fraction >= 0) else { return Checked(value: distance) }
        let nearest = fraction.isFinite ? Length.fraction(0) : Defaults.loadMoreDistance
        return moved(to: nearest, "\(name).fraction", "\(fraction)", rule)
      }
    }

    /// A value replaced by `nearest`, with the correction naming the rule it broke.
    private static func moved<Value>(
      to nearest: Value,
      _ parameter: String,
      _ text: String,
      _ rule: String
    ) -> Checked<Value> {
      let error = RefreshConfigurationError(parameter: parameter, value: text, rule: rule)
      let correction = Correction(error: error, replacement: "\(nearest)")
      return Checked(value: nearest, correction: correction)
    }
  }
}
