import PullToRefresh
import PullToRefreshUIKitSupport
import Testing

/// An iPhone 15 in portrait: a 59-pt status bar area (its safe area top), an inline navigation
/// bar of 44 pt, and 52 pt more with an expanded large title (96 in all; playsrg-apple's 52),
/// so the content rests 103 or 155 pt below the frame's top.
struct IndicatorPlacementTests {
  /// The centre for a resting edge, a large title and a pull (62-pt resting extent).
  private func center(edge: Double, title: Double, pull: Double, phase: RefreshPhase = .pulling)
    -> Double
  {
    let indicator = RefreshIndicator(phase: phase, progress: 0.5, pull: pull, restingExtent: 62)
    return IndicatorPlacement.center(
      restingEdge: edge,
      largeTitleExtent: title,
      offset: indicator.offset
    )
  }

  @Test func underAnInlineBarTheIndicatorIsCentredInTheGapBelowTheBar() {
    // Pulled 60: the content is at 163, the gap 103...163, its middle 133.
    #expect(center(edge: 103, title: 0, pull: 60) == 133)
  }

  @Test func underAnExpandedLargeTitleTheIndicatorIsInTheGapAboveTheTitle() {
    // Pulled 40: the bar stretches, the title (52 pt) sits on the content at 143...195, the gap
    // is 103...143 and its middle 123, where the old placement (175) was inside the title.
    #expect(center(edge: 155, title: 52, pull: 40) == 123)
  }

  @Test func whileRefreshingUnderALargeTitleItRestsAboveTheTitleAsUIRefreshControlDoes() {
    // The content rests at 155 + 62 = 217, the title at 165...217, the room 103...165.
    #expect(center(edge: 155, title: 52, pull: 0, phase: .refreshing) == 134)
  }

  @Test func theLargeTitleExtentComesFromTheBarsHeight() {
    #expect(IndicatorPlacement.largeTitleExtent(navigationBarHeight: 44) == 0)
    #expect(IndicatorPlacement.largeTitleExtent(navigationBarHeight: 96) == 52)
    #expect(IndicatorPlacement.largeTitleExtent(navigationBarHeight: 70) == 26)
    // Stretched by a pull of 80: the title is still 52 tall.
    #expect(IndicatorPlacement.largeTitleExtent(navigationBarHeight: 176) == 52)
    #expect(IndicatorPlacement.largeTitleExtent(navigationBarHeight: nil) == 0)
    #expect(IndicatorPlacement.largeTitleExtent(navigationBarHeight: .nan) == 0)
  }

  @Test func aLargeTitleExtentBeyondTheRestingEdgeIsClamped() {
    #expect(IndicatorPlacement.center(restingEdge: 30, largeTitleExtent: 52, offset: 10) == 10)
    #expect(IndicatorPlacement.center(restingEdge: 103, largeTitleExtent: -5, offset: 0) == 103)
    #expect(
      IndicatorPlacement.center(restingEdge: 103, largeTitleExtent: .infinity, offset: 0) == 103
    )
  }

  @Test func awayFromTheEdgeTheIdleIndicatorIsHiddenFromAccessibility() {
    #expect(!IndicatorPlacement.isAccessible(phase: .idle, isAtEdge: false))
    #expect(IndicatorPlacement.isAccessible(phase: .idle, isAtEdge: true))
    #expect(IndicatorPlacement.isAccessible(phase: .pulling, isAtEdge: true))
  }

  @Test func aRefreshOrItsOutcomeIsAlwaysAnElement() {
    #expect(IndicatorPlacement.isAccessible(phase: .refreshing, isAtEdge: false))
    #expect(IndicatorPlacement.isAccessible(phase: .finishing(.failure), isAtEdge: false))
  }
}
