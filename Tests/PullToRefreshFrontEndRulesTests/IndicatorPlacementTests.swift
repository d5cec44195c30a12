@_spi(FrontEnd) import PullToRefresh
import PullToRefreshFrontEndRules
import Testing

/// Where the indicator goes, on an iPhone 15 in portrait.
///
/// 393 x 852 pt, under a status bar (59 pt) and an inline navigation bar (44 pt): the content
/// rests 103 pt below the scroll view's top; the engine keeps 62 pt of room while refreshing and
/// its threshold is 90 pt. The indicators are made as the engine makes them
/// (`RefreshIndicator(phase:progress:pull:restingExtent:)`); a quiet cycle's is an idle one.
struct IndicatorPlacementTests {
  private func sample(pull: Double, restingEdge: Double = 103) -> ScrollEdgeSample? {
    ScrollEdgeSample(edgeOffset: pull, viewportLength: 852, restingEdge: restingEdge)
  }

  private func indicator(_ phase: RefreshPhase, pull: Double) -> RefreshIndicator {
    let pull = max(pull, 0)
    return RefreshIndicator(phase: phase, progress: pull / 90, pull: pull, restingExtent: 62)
  }

  /// The placement for a sample `pull` points past the edge (negative: inside the content) and
  /// the indicator the engine shows in `phase` for that pull.
  private func placement(
    _ phase: RefreshPhase,
    pull: Double,
    largeTitle: LargeTitleGap = .none
  ) -> IndicatorPlacement {
    IndicatorPlacement(
      sample: sample(pull: pull),
      indicator: indicator(phase, pull: pull),
      largeTitle: largeTitle
    )
  }

  /// A quiet cycle (P4): the phase is refreshing, the indicator the one an idle machine shows
  /// for the pull (none at rest: the cycle keeps no room).
  private func quietCycle(pull: Double) -> IndicatorPlacement {
    placement(.idle, pull: pull)
  }

  // MARK: - Away from the edge

  @Test func scrolledAwayFromTheEdgeEveryPositionIsHiddenAndLaysNothingOut() {
    // The engine's sample is the same for offsets 500 and 1500; so is the layout.
    let away = placement(.idle, pull: ScrollEdgeSample.awayFromEdge)
    #expect(away == .hidden)
    let deep = away.layout(contentOffsetX: 0, contentOffsetY: 500, boundsWidth: 393)
    let deeper = away.layout(contentOffsetX: 0, contentOffsetY: 1500, boundsWidth: 393)
    #expect(deep == .hidden)
    #expect(deep == deeper)
  }

  @Test func aRefreshOrItsOutcomeScrolledAwayIsHiddenNotDrawnOverTheRows() {
    // The SwiftUI overlay used to draw the spinner at 134 over the first rows.
    #expect(placement(.refreshing, pull: ScrollEdgeSample.awayFromEdge) == .hidden)
    #expect(placement(.finishing(.success), pull: ScrollEdgeSample.awayFromEdge) == .hidden)
    #expect(placement(.finishing(.failure), pull: ScrollEdgeSample.awayFromEdge) == .hidden)
  }

  @Test func nearTheFarEndWhileLoadingMoreItIsHiddenToo() {
    // Loading more keeps the true position near the far end: 2400 pt of content, 852 pt shown.
    let nearEnd = ScrollEdgeSample(
      edgeOffset: -1500,
      viewportLength: 852,
      restingEdge: 103,
      contentLength: 2400,
      loadMoreDistance: .points(200)
    )
    #expect(nearEnd?.edgeOffset == -1500)
    let placement = IndicatorPlacement(
      sample: nearEnd,
      indicator: indicator(.refreshing, pull: 0),
      largeTitle: .none
    )
    #expect(placement == .hidden)
  }

  @Test func noSampleYetIsHidden() {
    for phase in [RefreshPhase.idle, .refreshing] {
      let none = IndicatorPlacement(
        sample: nil,
        indicator: indicator(phase, pull: 0),
        largeTitle: .none
      )
      #expect(none == .hidden)
    }
  }

  // MARK: - A pulling indicator

  @Test func aPullCentresTheIndicatorInTheGapItOpens() {
    // Pulled 40 pt: the gap is 103...143, its middle 123.
    #expect(placement(.pulling, pull: 40) == .shown(centerFromTop: 123))
    // Past the room, it stays at half the room below the bar.
    #expect(placement(.armed, pull: 120) == .shown(centerFromTop: 134))
  }

  @Test func atRestAtTheEdgeItStaysFindable() {
    #expect(placement(.idle, pull: 0) == .shown(centerFromTop: 103))
    // Within the edge's tolerance (half a point inside): still at the edge.
    #expect(placement(.idle, pull: -0.5) == .shown(centerFromTop: 103))
  }

  // MARK: - A resting indicator

  @Test func whileRefreshingItRestsInTheRoom() {
    // At rest, the content sits at the end of the room, 62 pt past the edge.
    #expect(placement(.refreshing, pull: 62) == .shown(centerFromTop: 134))
    // Pulled further: it does not move (R7).
    #expect(placement(.refreshing, pull: 150) == .shown(centerFromTop: 134))
  }

  @Test func whileRefreshingItMovesUpWithTheContentScrolledIntoTheRoom() {
    // Scrolled 40 pt into the content: the room, and the indicator, moved up 40 pt.
    #expect(placement(.refreshing, pull: 22) == .shown(centerFromTop: 94))
    // Scrolled the whole room away: half the indicator's room above the edge, under the bar.
    #expect(placement(.refreshing, pull: 0) == .shown(centerFromTop: 72))
  }

  @Test func anOutcomeRestsAndScrollsLikeTheSpinner() {
    for outcome in [RefreshOutcome.success, .failure] {
      #expect(placement(.finishing(outcome), pull: 62) == .shown(centerFromTop: 134))
      #expect(placement(.finishing(outcome), pull: 22) == .shown(centerFromTop: 94))
    }
  }

  @Test func whichIndicatorsRest() {
    #expect(IndicatorPlacement.rests(indicator(.refreshing, pull: 0)))
    #expect(IndicatorPlacement.rests(indicator(.finishing(.cancelled), pull: 0)))
    #expect(!IndicatorPlacement.rests(indicator(.idle, pull: 0)))
    #expect(!IndicatorPlacement.rests(indicator(.armed, pull: 100)))
  }

  // MARK: - A quiet cycle

  @Test func aQuietCycleIsDrawnLikeIdleAtTheEdgeNotAsASpinnerOverTheFirstRow() {
    // No room is kept: the content stays at its edge, and so does the near-transparent
    // indicator (the UIKit controller used to put it 31 pt above the edge, the SwiftUI overlay a
    // spinner at 134, over the first row).
    #expect(quietCycle(pull: 0) == .shown(centerFromTop: 103))
    #expect(quietCycle(pull: 0).isAccessible)
    #expect(quietCycle(pull: ScrollEdgeSample.awayFromEdge) == .hidden)
  }

  @Test func aDragDuringAQuietCycleOpensTheGapLikeAnyPull() {
    #expect(quietCycle(pull: 40) == placement(.pulling, pull: 40))
    #expect(quietCycle(pull: 40) == .shown(centerFromTop: 123))
  }

  // MARK: - The layout and accessibility

  @Test func theLayoutFollowsTheVisibleTopDuringAPull() {
    let pulled = placement(.pulling, pull: 40)
    // contentOffset.y is -(103 + 40) while pulled 40 pt.
    let layout = pulled.layout(contentOffsetX: 0, contentOffsetY: -143, boundsWidth: 393)
    #expect(layout == .centered(x: 196.5, y: -20))
    let further = placement(.pulling, pull: 50)
      .layout(contentOffsetX: 0, contentOffsetY: -153, boundsWidth: 393)
    #expect(further != layout)
  }

  @Test func itIsAnAccessibilityElementWhereverItIsShownAndNowhereElse() {
    #expect(!placement(.idle, pull: ScrollEdgeSample.awayFromEdge).isAccessible)
    #expect(!placement(.refreshing, pull: ScrollEdgeSample.awayFromEdge).isAccessible)
    #expect(!placement(.finishing(.failure), pull: ScrollEdgeSample.awayFromEdge).isAccessible)
    #expect(placement(.idle, pull: 0).isAccessible)
    #expect(placement(.pulling, pull: 40).isAccessible)
    #expect(placement(.refreshing, pull: 22).isAccessible)
    #expect(placement(.finishing(.failure), pull: 62).isAccessible)
  }

  // MARK: - Under a large title

  /// iPhone 15 with a large title: the bar is 96 pt (44 + 52), the content rests at 155.
  private func underALargeTitle(_ phase: RefreshPhase, pull: Double) -> IndicatorPlacement {
    IndicatorPlacement(
      sample: sample(pull: pull, restingEdge: 155),
      indicator: indicator(phase, pull: pull),
      largeTitle: LargeTitleGap(navigationBarHeight: 96, showsLargeTitle: true)
    )
  }

  @Test func underALargeTitleThePullCentresItAboveTheTitle() {
    let pulled = underALargeTitle(.pulling, pull: 40)
    // The gap is 103...143 (the title moved down to 143...195): its middle is 123, not 175.
    #expect(pulled == .shown(centerFromTop: 123))
  }

  @Test func underALargeTitleTheRefreshingRoomComesDownWithTheTitle() {
    let overPulled = underALargeTitle(.refreshing, pull: 100)
    // 38 pt past the room: the title sits at 193...245 (GUESS: the bar stretches by those 38 pt)
    // and the room below it is 193...255; its middle is 224.
    #expect(overPulled == .shown(centerFromTop: 224))
  }
}
