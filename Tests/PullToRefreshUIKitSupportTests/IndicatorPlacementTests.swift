@_spi(FrontEnd) import PullToRefresh
import PullToRefreshUIKitSupport
import Testing

/// An iPhone 15 in portrait, 393 x 852 pt, under a status bar (59 pt) and an inline navigation bar
/// (44 pt): the content rests 103 pt below the scroll view's top; the engine keeps 62 pt of room
/// while refreshing and its threshold is 90 pt.
struct IndicatorPlacementTests {
  private func sample(pull: Double, restingEdge: Double = 103) -> ScrollEdgeSample? {
    ScrollEdgeSample(edgeOffset: pull, viewportLength: 852, restingEdge: restingEdge)
  }

  private func indicator(_ phase: RefreshPhase, pull: Double) -> RefreshIndicator {
    RefreshIndicator(phase: phase, progress: pull / 90, pull: pull, restingExtent: 62)
  }

  private func placement(
    _ phase: RefreshPhase,
    pull: Double,
    largeTitle: LargeTitleGap = .none
  ) -> IndicatorPlacement {
    IndicatorPlacement(
      sample: sample(pull: pull),
      indicator: indicator(phase, pull: max(pull, 0)),
      phase: phase,
      largeTitle: largeTitle
    )
  }

  @Test func scrolledAwayFromTheEdgeEveryPositionIsHiddenAndLaysNothingOut() {
    // The engine's sample is the same for offsets 500 and 1500; so is the layout.
    let away = placement(.idle, pull: ScrollEdgeSample.awayFromEdge)
    #expect(away == .hidden)
    let deep = away.layout(contentOffsetX: 0, contentOffsetY: 500, boundsWidth: 393)
    let deeper = away.layout(contentOffsetX: 0, contentOffsetY: 1500, boundsWidth: 393)
    #expect(deep == .hidden)
    #expect(deep == deeper)
  }

  @Test func noSampleYetIsHidden() {
    let none = IndicatorPlacement(
      sample: nil,
      indicator: indicator(.idle, pull: 0),
      phase: .idle,
      largeTitle: .none
    )
    #expect(none == .hidden)
  }

  @Test func aPullCentresTheIndicatorInTheGapItOpens() {
    // Pulled 40 pt: the gap is 103...143, its middle 123.
    #expect(placement(.pulling, pull: 40) == .shown(centerFromTop: 123))
    // Past the room, it stays at half the room below the bar.
    #expect(placement(.armed, pull: 120) == .shown(centerFromTop: 134))
  }

  @Test func atRestAtTheEdgeItStaysFindable() {
    #expect(placement(.idle, pull: 0) == .shown(centerFromTop: 103))
  }

  @Test func whileRefreshingItRestsInTheRoom() {
    #expect(placement(.refreshing, pull: 62) == .shown(centerFromTop: 134))
    // Pulled further: it does not move (R7).
    #expect(placement(.refreshing, pull: 150) == .shown(centerFromTop: 134))
  }

  @Test func whileRefreshingItScrollsAwayWithTheRoom() {
    // Scrolled 40 pt into the content: the room, and the indicator, moved up 40 pt.
    #expect(placement(.refreshing, pull: 22) == .shown(centerFromTop: 94))
    // Scrolled past the room: hidden.
    #expect(placement(.refreshing, pull: ScrollEdgeSample.awayFromEdge) == .hidden)
  }

  @Test func theLayoutFollowsTheVisibleTopDuringAPull() {
    let pulled = placement(.pulling, pull: 40)
    // contentOffset.y is -(103 + 40) while pulled 40 pt.
    let layout = pulled.layout(contentOffsetX: 0, contentOffsetY: -143, boundsWidth: 393)
    #expect(layout == .centered(x: 196.5, y: -20))
    let further = placement(.pulling, pull: 50)
      .layout(contentOffsetX: 0, contentOffsetY: -153, boundsWidth: 393)
    #expect(further != layout)
  }

  /// iPhone 15 with a large title: the bar is 96 pt (44 + 52), the content rests at 155.
  private func underALargeTitle(_ phase: RefreshPhase, pull: Double) -> IndicatorPlacement {
    IndicatorPlacement(
      sample: sample(pull: pull, restingEdge: 155),
      indicator: indicator(phase, pull: pull),
      phase: phase,
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

  @Test func awayFromTheEdgeTheIdleOverlayIsHiddenFromAccessibility() {
    #expect(!IndicatorPlacement.isAccessible(phase: .idle, isAtEdge: false))
    #expect(IndicatorPlacement.isAccessible(phase: .idle, isAtEdge: true))
    #expect(IndicatorPlacement.isAccessible(phase: .pulling, isAtEdge: true))
  }

  @Test func aRefreshOrItsOutcomeIsAlwaysAnElementOfTheOverlay() {
    #expect(IndicatorPlacement.isAccessible(phase: .refreshing, isAtEdge: false))
    #expect(IndicatorPlacement.isAccessible(phase: .finishing(.failure), isAtEdge: false))
  }
}
