@_spi(FrontEnd) import PullToRefresh

/// What a SwiftUI view tells a coordinator that the app swaps in while the view lives
/// (`.pullToRefresh(model.coordinator)` whose coordinator changes), beyond what its appearance
/// gives it.
///
/// SwiftUI's `onChange(of:initial:_:)` runs its action "when the value changes" and, with
/// `initial`, "when this view initially appears" (Apple's documentation), so nothing the view
/// sends from `onAppear` or from `onChange` of other values reaches a new coordinator by itself.
/// The view therefore sends it what `onAppear` sends (the settings and the policy, Reduce
/// Motion, whether a pull refreshes, the activity, the room it keeps), its visibility
/// (``PolicyReporting/HostVisibility``) and the scroll view's geometry: the scroll view reports a
/// sample only when it changes, and a coordinator that never heard one knows neither its viewport
/// nor its content, so it would not load more before the next scroll.
package enum CoordinatorSwap {
  /// The last sample, for the coordinator swapped in: `last` when it was measured without the
  /// room the new coordinator keeps; `nil` otherwise (none yet, or measured with another room,
  /// whose change moves the content, so the scroll view reports a new sample by itself).
  ///
  /// - Parameters:
  ///   - last: the sample the view heard last, measured without `measuredWithInset`.
  ///   - measuredWithInset: the room the view kept when `last` was measured (the replaced
  ///     coordinator's).
  ///   - newInset: the room the new coordinator keeps (its ``RefreshCoordinator/restingInset``).
  package static func sample(
    _ last: ScrollEdgeSample?,
    measuredWithInset: Double,
    newInset: Double
  ) -> ScrollEdgeSample? {
    measuredWithInset == newInset ? last : nil
  }
}
