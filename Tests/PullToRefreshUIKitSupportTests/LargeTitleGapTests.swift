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
}
