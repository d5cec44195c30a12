/// A scroll view's geometry along the pull axis, from which the pull at an edge is measured.
///
/// All lengths are in points. `offset` is the content offset along the axis (UIKit's
/// `contentOffset.y` for a vertical pull), `leadingInset` and `trailingInset` the adjusted
/// content insets before and after the content.
@_spi(FrontEnd) public struct ScrollAxisMetrics: Sendable, Equatable {
  /// The content offset along the axis.
  package var offset: Double
  /// The content's length along the axis.
  package var contentLength: Double
  /// The visible length along the axis.
  package var viewportLength: Double
  /// The inset before the content (top or leading).
  package var leadingInset: Double
  /// The inset after the content (bottom or trailing).
  package var trailingInset: Double

  /// Makes metrics; insets default to zero.
  public init(
    offset: Double,
    contentLength: Double,
    viewportLength: Double,
    leadingInset: Double = 0,
    trailingInset: Double = 0
  ) {
    self.offset = offset
    self.contentLength = contentLength
    self.viewportLength = viewportLength
    self.leadingInset = leadingInset
    self.trailingInset = trailingInset
  }

  /// The signed position past `edge`: positive is the pull, negative is how far the content is
  /// scrolled away from that edge.
  ///
  /// `nil` when a value is not finite.
  ///
  /// At the top (or leading) edge this is `-(offset + leadingInset)`; at the bottom (or
  /// trailing) edge it is how far the viewport's end passes the content's end.
  package func edgeOffset(at edge: RefreshConfiguration.Edge) -> Double? {
    guard offset.isFinite, contentLength.isFinite, viewportLength.isFinite,
      leadingInset.isFinite, trailingInset.isFinite
    else { return nil }
    switch edge {
    case .top, .leading:
      return -(offset + leadingInset)
    case .bottom, .trailing:
      // When the content is shorter than the viewport, its end rests at the viewport's start.
      let restingOffset = max(
        contentLength + trailingInset - viewportLength,
        -leadingInset
      )
      return offset - restingOffset
    }
  }

  /// The pull at `edge`: `max(0, edgeOffset(at: edge))`, 0 for non-finite values.
  package func pull(at edge: RefreshConfiguration.Edge) -> Double {
    max(0, edgeOffset(at: edge) ?? 0)
  }
}
