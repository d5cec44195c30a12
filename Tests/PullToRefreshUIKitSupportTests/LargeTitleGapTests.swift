import PullToRefresh
import PullToRefreshUIKitSupport
import Testing

/// iPhone 15: status bar 59 pt, compact navigation bar 44 pt, a large title adds 52 pt (the bar is
/// 96 pt tall when the title is expanded).
struct LargeTitleGapTests {
  @Test func anExpandedLargeTitleIsFiftyTwoPointsAndTheGapStartsUnderTheCompactBar() {
    let gap = LargeTitleGap(navigationBarHeight: 96, prefersLargeTitles: true)
    #expect(gap.titleHeight == 52)
    #expect(gap.gapStart(restingEdge: 155) == 103)
  }

  @Test func aCollapsedOrUnwantedLargeTitleOpensTheGapAtTheRestingEdge() {
    #expect(LargeTitleGap(navigationBarHeight: 44, prefersLargeTitles: true) == .none)
    #expect(LargeTitleGap(navigationBarHeight: 96, prefersLargeTitles: false) == .none)
    #expect(LargeTitleGap.none.gapStart(restingEdge: 103) == 103)
  }

  @Test func badHeightsCountAsNoTitle() {
    #expect(LargeTitleGap(navigationBarHeight: .nan, prefersLargeTitles: true) == .none)
    #expect(LargeTitleGap(titleHeight: -3) == .none)
  }

  @Test func theBarIsMeasuredOnlyAtRest() {
    let atRest = ScrollEdgeSample(edgeOffset: 0, viewportLength: 852, restingEdge: 155)!
    let pulled = ScrollEdgeSample(edgeOffset: 40, viewportLength: 852, restingEdge: 155)!
    #expect(LargeTitleGap.canMeasure(at: atRest, ownInset: 0))
    #expect(!LargeTitleGap.canMeasure(at: pulled, ownInset: 0))
    // Refreshing at rest keeps 62 pt of room: not measured either.
    let refreshing = ScrollEdgeSample(edgeOffset: 62, viewportLength: 852, restingEdge: 155)!
    #expect(!LargeTitleGap.canMeasure(at: refreshing, ownInset: 62))
  }

  /// The SwiftUI overlay's centre: an iPhone 15, 62-pt resting extent.
  private func center(edge: Double, title: Double, pull: Double, phase: RefreshPhase = .pulling)
    -> Double
  {
    let indicator = RefreshIndicator(phase: phase, progress: 0.5, pull: pull, restingExtent: 62)
    return LargeTitleGap(titleHeight: title).center(
      restingEdge: edge,
      offset: indicator.offset,
      phase: phase
    )
  }

  @Test func underAnInlineBarTheIndicatorIsCentredInTheGapBelowTheBar() {
    // Pulled 60: the content is at 163, the gap 103...163, its middle 133.
    #expect(center(edge: 103, title: 0, pull: 60) == 133)
  }

  @Test func underAnExpandedLargeTitleAPullShowsTheIndicatorAboveTheTitle() {
    // Pulled 40: the bar stretches, the title (52 pt) sits on the content at 143...195, the gap
    // is 103...143 and its middle 123, where a placement from the resting edge (175) was inside
    // the title.
    #expect(center(edge: 155, title: 52, pull: 40) == 123)
  }

  @Test func whileRefreshingTheIndicatorRestsInTheRoomBelowTheTitle() {
    // The room is 155...217 (the resting inset adds to the insets below the whole bar).
    #expect(center(edge: 155, title: 52, pull: 0, phase: .refreshing) == 186)
  }

  @Test func aTitleIsAtMost52PointsAndNeverAboveTheFramesTop() {
    #expect(LargeTitleGap(navigationBarHeight: 70, prefersLargeTitles: true).titleHeight == 26)
    // Stretched by a pull of 80: the title is still 52 tall.
    #expect(LargeTitleGap(navigationBarHeight: 176, prefersLargeTitles: true).titleHeight == 52)
    #expect(LargeTitleGap(titleHeight: .infinity) == .none)
    #expect(LargeTitleGap(titleHeight: 52).gapStart(restingEdge: 30) == 0)
  }
}
