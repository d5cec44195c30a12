@_spi(FrontEnd) import PullToRefresh

/// What pull-to-refresh reads from a `UIScrollView`, in plain numbers: the one place where the
/// UIKit controller and the SwiftUI probe of iOS 17 turn a scroll view into the engine's input.
///
/// ```swift
/// let sample = ScrollViewReading.sample(
///   contentOffset: -163, contentHeight: 2400, boundsHeight: 852,
///   adjustedInsetTop: 103, adjustedInsetBottom: 34, ownInset: 0)
/// // sample?.edgeOffset == 60, sample?.restingEdge == 103
/// ```
package enum ScrollViewReading {
  /// A pan gesture recognizer's state, by UIKit's raw values (`UIGestureRecognizerState`).
  package enum PanState: Int, Sendable, Equatable, CaseIterable {
    /// Not recognized yet (UIKit's `.possible`).
    case possible = 0
    /// The pan began.
    case began = 1
    /// The pan moved.
    case changed = 2
    /// The pan ended: the finger lifted (also `.recognized`).
    case ended = 3
    /// The pan was cancelled.
    case cancelled = 4
    /// The pan failed.
    case failed = 5
  }

  /// The sample of a vertical scroll view's geometry at the top edge, from the numbers UIKit
  /// reports: `contentOffset.y`, `contentSize.height`, `bounds.height`, `adjustedContentInset`'s
  /// top and bottom, and the part of the top inset that the front end itself keeps (its resting
  /// inset), which the pull is measured without.
  ///
  /// - Returns: `nil` when a value is not finite (the sample is ignored, R1).
  package static func sample(
    contentOffset: Double,
    contentHeight: Double,
    boundsHeight: Double,
    adjustedInsetTop: Double,
    adjustedInsetBottom: Double,
    ownInset: Double,
    loadMoreDistance: RefreshConfiguration.Length? = nil
  ) -> ScrollEdgeSample? {
    ScrollEdgeSample(
      ScrollAxisMetrics(
        offset: contentOffset,
        contentLength: contentHeight,
        viewportLength: boundsHeight,
        leadingInset: adjustedInsetTop,
        trailingInset: adjustedInsetBottom
      ),
      edge: .top,
      ownInset: ownInset,
      loadMoreDistance: loadMoreDistance
    )
  }

  /// Whether a finger is on the content: the scroll view tracks a touch, or its pan gesture has
  /// begun or moved and not ended.
  ///
  /// `isDragging` is deliberately not read. UIKit's header (`UIScrollView.h`, iOS 18 SDK) says of
  /// `tracking` "returns YES if user has touched. may not yet have started dragging", of
  /// `dragging` "returns YES if user has started scrolling. this may require some time and or
  /// distance to move to initiate dragging", and of `decelerating` "returns YES if user isn't
  /// dragging (touch up) but scroll view is still moving". So dragging begins after tracking,
  /// never before: while the finger is down it adds nothing to `isTracking`. And the header
  /// never says when dragging ends: a flag that may still be set after the lift would hold the
  /// engine's finger down past the release, and the release is what starts an armed refresh
  /// (R2). The pan's state is read for the release itself, which key-value observation of it
  /// reports even when the content does not move.
  package static func isFingerDown(isTracking: Bool, panState: PanState) -> Bool {
    isTracking || panState == .began || panState == .changed
  }
}
