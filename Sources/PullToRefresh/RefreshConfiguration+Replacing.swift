extension RefreshConfiguration {
  /// A copy with some settings replaced, the rest kept.
  ///
  /// A resting extent longer than a new threshold in points shrinks to it, so that any threshold
  /// valid on its own gives a valid configuration.
  ///
  /// ```swift
  /// let quick = RefreshConfiguration.default.replacing(threshold: .points(50), timeout: .seconds(5))
  /// ```
  ///
  /// - Parameter timeout: `nil` keeps the timeout; `.some(nil)` removes it.
  /// - Precondition: the new values are valid, as for ``init(threshold:trigger:startGate:edge:restingExtent:minimumRefreshingDuration:timeout:retractFraction:finishingDuration:)``.
  public func replacing(
    threshold: Threshold? = nil,
    trigger: Trigger? = nil,
    minimumRefreshingDuration: Duration? = nil,
    timeout: Duration?? = nil
  ) -> RefreshConfiguration {
    let threshold = threshold ?? self.threshold
    var restingExtent = self.restingExtent
    if case .points(let points) = threshold { restingExtent = min(restingExtent, points) }
    return RefreshConfiguration(
      threshold: threshold,
      trigger: trigger ?? self.trigger,
      startGate: startGate,
      edge: edge,
      restingExtent: restingExtent,
      minimumRefreshingDuration: minimumRefreshingDuration ?? self.minimumRefreshingDuration,
      timeout: timeout ?? self.timeout,
      retractFraction: retractFraction,
      finishingDuration: finishingDuration
    )
  }
}
