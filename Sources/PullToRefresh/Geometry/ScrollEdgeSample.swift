/// A scroll view's geometry reduced to what pull-to-refresh needs, so that a front end can sample
/// it on every frame and do work only when the sample changes.
///
/// A scroll view reports its geometry on every frame it moves. Pull-to-refresh only cares about
/// the content near its edge: the sample is the same for every position more than
/// ``RestingInset/edgeTolerance`` inside the content (``edgeOffset`` is then ``awayFromEdge``), so
/// scrolling through the middle of a list produces no new sample, no view update and no engine
/// event. It changes only where the pull does (at the edge), where the viewport's length does, or
/// where the room before the content does (a large title collapsing, a margin, the resting inset).
///
/// The coordinate model every front end uses (written down in the package's behaviour contract,
/// "The resting inset" and "Where the indicator is drawn"): lengths are points along the pull axis
/// from the scroll view's frame edge. At rest the content starts at ``restingEdge`` (the safe area
/// plus the app's own content margins); the front end's resting inset adds to that while
/// refreshing; the indicator's centre is `indicatorCenter(for:)`.
///
/// ```swift
/// let sample = ScrollEdgeSample(
///   ScrollAxisMetrics(offset: -163, contentLength: 2400, viewportLength: 852, leadingInset: 103),
///   edge: .top, ownInset: 0)
/// // sample?.edgeOffset == 60 (the pull), sample?.restingEdge == 103 (status bar and inline bar)
/// ```
@_spi(FrontEnd) public struct ScrollEdgeSample: Sendable, Equatable {
  /// The edge offset reported for every position more than ``RestingInset/edgeTolerance`` inside
  /// the content.
  public static let awayFromEdge = -2 * RestingInset.edgeTolerance

  /// The signed position past the edge (`ScrollAxisMetrics.edgeOffset(at:)`), measured from
  /// where the content rests without the front end's own inset: positive is the pull; every
  /// position further inside the content than the tolerance is ``awayFromEdge``.
  public var edgeOffset: Double
  /// The viewport's length along the pull axis (zero or less is a sample the engine ignores).
  package var viewportLength: Double
  /// Where the content's pulled edge rests, in points from the same edge of the scroll view's
  /// frame: the safe area and the app's own content margins, without the front end's resting
  /// inset.
  public var restingEdge: Double
  /// The content's length along the scroll axis, when an end loads pages (`nil` otherwise, so
  /// that a content that grows while scrolling makes no new sample).
  public var contentLength: Double?
  /// The inset over the content at the far edge, as it is at this sample (G1).
  ///
  /// The bottom for a top refresh: a tab bar, a keyboard. With ``restingEdge``, the inset at
  /// the pulled edge, it says what the user sees of the viewport (G2). Never negative.
  public var farInset: Double
  /// The deepest position the sample reports: every position further inside the content (and
  /// near neither end) is this one (``awayFromEdge``, or just beyond the top end's reach).
  package var deepestReported: Double

  /// Makes a sample from its values, as
  /// ``init(_:edge:ownInset:loadMoreDistance:loadPreviousDistance:)`` would; `nil` when a value
  /// is not finite.
  ///
  /// The edge offset is clamped to ``awayFromEdge`` (or, while the top end loads, to just beyond
  /// its reach), except near an end that loads pages: there the engine needs the true position
  /// ("Load more", L1; "The top end", T1). Near means the engine's one test
  /// (`PageLoadMachine.isNearEnd`, `isNearTop`), with the distance resolved at this sample's
  /// viewport as the engine resolves it, and the tolerance added; a clamped position is near
  /// neither end, so clamping changes no decision.
  ///
  /// - Parameters:
  ///   - loadMoreDistance: the coordinator's ``RefreshCoordinator/loadMoreDistance``: `nil`
  ///     while loading near the end is off.
  ///   - loadPreviousDistance: the coordinator's ``RefreshCoordinator/loadPreviousDistance``:
  ///     `nil` while the top end is off. With both `nil` the sample carries no content length.
  package init?(
    edgeOffset: Double,
    viewportLength: Double,
    restingEdge: Double,
    contentLength: Double? = nil,
    loadMoreDistance: RefreshConfiguration.Length? = nil,
    loadPreviousDistance: RefreshConfiguration.Length? = nil,
    farInset: Double = 0
  ) {
    guard edgeOffset.isFinite, viewportLength.isFinite, restingEdge.isFinite else { return nil }
    let farInset = farInset.isFinite ? max(farInset, 0) : 0
    let tolerance = 2 * RestingInset.edgeTolerance
    var deepest = Self.awayFromEdge
    if let reach = loadPreviousDistance?.points(inViewport: viewportLength), contentLength != nil {
      guard reach.isFinite else { return nil }
      deepest = min(deepest, -(reach + tolerance))
    }
    var isNearFarEnd = false
    if let contentLength, loadMoreDistance != nil || loadPreviousDistance != nil {
      guard contentLength.isFinite else { return nil }
      self.contentLength = contentLength
    }
    if let reach = loadMoreDistance?.points(inViewport: viewportLength), let contentLength {
      guard reach.isFinite else { return nil }
      isNearFarEnd = PageLoadMachine.isNearEnd(
        contentLength: contentLength,
        visible: Self.visibleLength(
          viewport: viewportLength,
          pulledEdgeInset: restingEdge,
          farInset: farInset
        ),
        edgeOffset: edgeOffset,
        reach: reach + tolerance
      )
    }
    self.edgeOffset = isNearFarEnd ? edgeOffset : max(edgeOffset, deepest)
    self.deepestReported = deepest
    self.viewportLength = viewportLength
    self.restingEdge = restingEdge
    self.farInset = farInset
  }

  /// What the user sees of a viewport: the viewport less the insets at both ends, never
  /// negative (G2; a negative inset counts as 0).
  package static func visibleLength(
    viewport: Double,
    pulledEdgeInset: Double,
    farInset: Double
  ) -> Double {
    max(0, viewport - max(pulledEdgeInset, 0) - max(farInset, 0))
  }

  /// The sample of a scroll view's geometry at `edge`.
  ///
  /// - Parameters:
  ///   - metrics: the scroll view's geometry; its insets are the whole adjusted insets (safe area,
  ///     the app's margins and `ownInset` at the pulled edge), as SwiftUI's
  ///     `ScrollGeometry.contentInsets` and UIKit's `adjustedContentInset` report them.
  ///   - edge: the pulled edge.
  ///   - ownInset: the part of the leading inset that the front end itself keeps (the resting
  ///     inset while refreshing); the pull is measured without it.
  ///   - loadMoreDistance: the coordinator's ``RefreshCoordinator/loadMoreDistance``, `nil`
  ///     while loading near the end is off.
  ///   - loadPreviousDistance: the coordinator's ``RefreshCoordinator/loadPreviousDistance``,
  ///     `nil` while the top end is off.
  /// - Returns: `nil` when a value is not finite (the sample is ignored, R1).
  public init?(
    _ metrics: ScrollAxisMetrics,
    edge: RefreshConfiguration.Edge,
    ownInset: Double,
    loadMoreDistance: RefreshConfiguration.Length? = nil,
    loadPreviousDistance: RefreshConfiguration.Length? = nil
  ) {
    guard ownInset.isFinite else { return nil }
    var measured = metrics
    let restingEdge: Double
    let farInset: Double
    switch edge {
    case .top, .leading:
      measured.leadingInset -= ownInset
      restingEdge = measured.leadingInset
      farInset = measured.trailingInset
    case .bottom, .trailing:
      measured.trailingInset -= ownInset
      restingEdge = measured.trailingInset
      farInset = measured.leadingInset
    }
    guard let edgeOffset = measured.edgeOffset(at: edge) else { return nil }
    self.init(
      edgeOffset: edgeOffset,
      viewportLength: metrics.viewportLength,
      restingEdge: restingEdge,
      contentLength: metrics.contentLength,
      loadMoreDistance: loadMoreDistance,
      loadPreviousDistance: loadPreviousDistance,
      farInset: farInset
    )
  }

  /// Where the indicator's centre goes, in points from the scroll view frame's edge: the resting
  /// edge plus the engine's offset, so it follows the pull and rests at half the resting extent.
  package func indicatorCenter(for indicator: RefreshIndicator) -> Double {
    restingEdge + indicator.offset
  }
}
