@_spi(FrontEnd) import PullToRefresh
import PullToRefreshFrontEndRules
import Testing

/// Whether a bar shows a large title, and how tall it is, with a device's numbers.
///
/// iPhone 15 portrait: status bar 59 pt, compact navigation bar 44 pt, a large title adds 52 pt
/// (the bar is 96 pt tall when the title is expanded; playsrg-apple's 52-pt constant). GUESSES,
/// no source in the index shows them: a search field in the bar adds 52 pt, iPad's compact bar is
/// 50 pt, a sheet's 56 pt, an iPhone's in landscape 32 pt (no large title there).
struct LargeTitleGapTests {
  private typealias Mode = LargeTitleGap.TitleDisplayMode

  private func shows(_ modes: [Mode], prefers: Bool = true) -> Bool {
    LargeTitleGap.showsLargeTitle(prefersLargeTitles: prefers, itemModes: modes)
  }

  private func gap(bar: Double, _ modes: [Mode], previous: LargeTitleGap = .none) -> Double {
    LargeTitleGap(navigationBarHeight: bar, showsLargeTitle: shows(modes), previous: previous)
      .titleHeight
  }

  @Test func anExpandedLargeTitleIsFiftyTwoPointsAndTheGapStartsUnderTheCompactBar() {
    let gap = LargeTitleGap(navigationBarHeight: 96, showsLargeTitle: shows([.automatic]))
    #expect(gap.titleHeight == 52)
    #expect(gap.gapStart(restingEdge: 155) == 103)
  }

  /// UINavigationItem.h: Automatic follows the item below, the first one shows a large title;
  /// Always and Never decide for their item; Inline keeps the title in the bar's row unless a
  /// back button (an item below) makes it Always; without prefersLargeTitles, nothing.
  @Test func whetherTheBarShowsALargeTitleIsUIKitsRule() {
    #expect(shows([.automatic]))
    #expect(!shows([.automatic], prefers: false))
    #expect(!shows([.always], prefers: false))
    #expect(!shows([]))
    #expect(shows([.always]))
    #expect(!shows([.never]))
    #expect(!shows([.never, .automatic]))
    #expect(!shows([.automatic, .never]))
    #expect(shows([.never, .always]))
    #expect(shows([.always, .automatic, .automatic]))
    #expect(!shows([.inline]))
    #expect(shows([.automatic, .inline]))
    #expect(shows([.never, .inline]))
  }

  /// The cases of issue 24, point 6: extra bar height that is not a large title draws nothing
  /// above the resting edge.
  @Test func extraBarHeightThatIsNotALargeTitleOpensTheGapAtTheRestingEdge() {
    // An inline title with a `.searchable` field: the bar is 96 pt, as with a large title.
    #expect(gap(bar: 44 + 52, [.never]) == 0)
    // An inline title under the app's `.safeAreaInset(edge: .top)` bar: not in the bar at all.
    #expect(gap(bar: 44, [.never]) == 0)
    // A sheet's and an iPad's taller bars, inline.
    #expect(gap(bar: 56, [.never]) == 0)
    #expect(gap(bar: 50, [.automatic, .never]) == 0)
    // An iPhone in landscape shows no large title even when one is preferred.
    #expect(gap(bar: 32, [.automatic]) == 0)
  }

  @Test func aLargeTitleIsFiftyTwoPointsWhateverElseTheBarHolds() {
    // With a search field under it (96 + 52): the title, not the field.
    #expect(gap(bar: 148, [.automatic]) == 52)
    // iPad (50 + 52) and a sheet (56 + 52).
    #expect(gap(bar: 102, [.always]) == 52)
    #expect(gap(bar: 108, [.automatic]) == 52)
    // Stretched by a pull of 80: still 52.
    #expect(gap(bar: 176, [.automatic]) == 52)
  }

  @Test func aCollapsingTitleKeepsTheHeightReadBefore() {
    let expanded = LargeTitleGap(titleHeight: 52)
    #expect(gap(bar: 70, [.automatic], previous: expanded) == 52)
    #expect(gap(bar: 44, [.automatic], previous: expanded) == 52)
    #expect(gap(bar: 50, [.automatic], previous: expanded) == 52)
    #expect(gap(bar: 44, [.automatic]) == 0)
    // But a bar that stops showing one, or turns to landscape, has none.
    #expect(gap(bar: 96, [.automatic, .never], previous: expanded) == 0)
    #expect(gap(bar: 32, [.automatic], previous: expanded) == 0)
  }

  @Test func badHeightsCountAsNoTitle() {
    #expect(gap(bar: .nan, [.automatic]) == 0)
    #expect(gap(bar: .infinity, [.automatic], previous: LargeTitleGap(titleHeight: 52)) == 0)
    #expect(gap(bar: -.infinity, [.automatic]) == 0)
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

  /// The indicator's centre (`IndicatorPlacement`, both front ends): an iPhone 15, 62-pt resting
  /// extent; `pull` is the sample's edge offset.
  private func center(edge: Double, title: Double, pull: Double, phase: RefreshPhase = .pulling)
    -> Double?
  {
    let indicator = RefreshIndicator(phase: phase, progress: 0.5, pull: pull, restingExtent: 62)
    let sample = ScrollEdgeSample(edgeOffset: pull, viewportLength: 852, restingEdge: edge)
    let placement = IndicatorPlacement(
      sample: sample,
      indicator: indicator,
      largeTitle: LargeTitleGap(titleHeight: title)
    )
    guard case .shown(let center) = placement else { return nil }
    return center
  }

  @Test func underAnInlineBarTheIndicatorIsCentredInTheGapBelowTheBar() {
    // Pulled 60: the content is at 163, the gap 103...163, its middle 133.
    #expect(center(edge: 103, title: 0, pull: 60) == 133)
  }

  @Test func underAnInlineBarWithASearchFieldTheIndicatorIsBelowTheField() {
    // Inline title and a 52-pt search field: the content rests at 155; pulled 40, the gap is
    // 155...195 and its middle 175 (the old reading took the field for a title and drew it at
    // 123, over the field).
    let title = gap(bar: 96, [.never])
    #expect(center(edge: 155, title: title, pull: 40) == 175)
  }

  @Test func underAnExpandedLargeTitleAPullShowsTheIndicatorAboveTheTitle() {
    // Pulled 40: the bar stretches, the title (52 pt) sits on the content at 143...195, the gap
    // is 103...143 and its middle 123, where a placement from the resting edge (175) was inside
    // the title.
    #expect(center(edge: 155, title: 52, pull: 40) == 123)
  }

  @Test func whileRefreshingTheIndicatorRestsInTheRoomBelowTheTitle() {
    // The room is 155...217 (the resting inset adds to the insets below the whole bar); the
    // content rests at its end, 62 pt past the edge the sample measures from.
    #expect(center(edge: 155, title: 52, pull: 62, phase: .refreshing) == 186)
  }

  @Test func aTitleIsNeverAboveTheFramesTop() {
    #expect(LargeTitleGap(titleHeight: .infinity) == .none)
    #expect(LargeTitleGap(titleHeight: 80).titleHeight == 52)
    #expect(LargeTitleGap(titleHeight: 52).gapStart(restingEdge: 30) == 0)
  }
}
