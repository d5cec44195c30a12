extension RefreshConfiguration {
  /// A copy with some settings replaced, the rest kept.
  ///
  /// A resting extent longer than a new threshold in points shrinks to it, so that any threshold
  /// valid on its own gives a valid configuration.
  ///
  /// ```swift
  /// let quick = RefreshConfiguration.default
  ///   .replacing(threshold: .points(50))
  ///   .replacing(timeout: .seconds(5))
  /// ```
  ///
  /// - Precondition: the new values are valid, as for ``init(threshold:trigger:startGate:edge:restingExtent:minimumRefreshingDuration:timeout:retractFraction:finishingDuration:)``.
  public func replacing(
    threshold: Threshold? = nil,
    trigger: Trigger? = nil,
    minimumRefreshingDuration: Duration? = nil
  ) -> RefreshConfiguration {
    copy(
      threshold: threshold ?? self.threshold,
      trigger: trigger ?? self.trigger,
      minimumRefreshingDuration: minimumRefreshingDuration ?? self.minimumRefreshingDuration,
      timeout: timeout
    )
  }

  /// A copy with the timeout replaced: `nil` removes it.
  ///
  /// - Precondition: a new timeout is positive.
  public func replacing(timeout: Duration?) -> RefreshConfiguration {
    copy(
      threshold: threshold,
      trigger: trigger,
      minimumRefreshingDuration: minimumRefreshingDuration,
      timeout: timeout
    )
  }

  private func copy(
    threshold: Threshold,
    trigger: Trigger,
    minimumRefreshingDuration: Duration,
    timeout: Duration?
  ) -> RefreshConfiguration {
    var restingExtent = self.restingExtent
    if case .points(let points) = threshold { restingExtent = min(restingExtent, points) }
    return RefreshConfiguration(
      threshold: threshold,
      trigger: trigger,
      startGate: startGate,
      edge: edge,
      restingExtent: restingExtent,
      minimumRefreshingDuration: minimumRefreshingDuration,
      timeout: timeout,
      retractFraction: retractFraction,
      finishingDuration: finishingDuration
    )
  }
}
