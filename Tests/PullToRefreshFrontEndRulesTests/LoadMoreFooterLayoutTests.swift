@_spi(FrontEnd) import PullToRefresh
import PullToRefreshFrontEndRules
import Testing

/// The footer at the far end: where it goes, how much room it keeps and what it says (L9).
struct LoadMoreFooterLayoutTests {
  @Test func theFooterSitsAtTheContentsEndAndMovesWithIt() {
    // 2400 pt of content under a 103 pt bar, scrolled 1600 pt in: the end is 903 pt down.
    #expect(
      LoadMoreFooterLayout.footerTop(
        contentLength: 2400,
        edgeOffset: -1600,
        restingEdge: 103
      ) == 903
    )
    // Scrolled 10 pt further, the footer moves up 10 pt with the content.
    #expect(
      LoadMoreFooterLayout.footerTop(
        contentLength: 2400,
        edgeOffset: -1610,
        restingEdge: 103
      ) == 893
    )
    #expect(
      LoadMoreFooterLayout.footerTop(contentLength: .infinity, edgeOffset: 0, restingEdge: 0)
        == nil
    )
  }

  @Test func whileRefreshingTheRoomIsCountedOnce() throws {
    // 300 pt of content resting under its 62-pt room below a 103-pt bar: the scroll view's
    // offset is -(103 + 62) and its top inset 165, of which 62 are the front end's own. The
    // sample's edge offset is then 62 (the content sits 62 pt below where it rests without the
    // room), and the content's end is 103 + 62 + 300 = 465 pt down: not 527.
    let refreshing = try #require(
      ScrollEdgeSample(
        ScrollAxisMetrics(
          offset: -165,
          contentLength: 300,
          viewportLength: 852,
          leadingInset: 165
        ),
        edge: .top,
        ownInset: 62,
        loadMoreDistance: .fraction(0.5)
      )
    )
    #expect(refreshing.edgeOffset == 62)
    #expect(LoadMoreFooterLayout.footerTop(for: refreshing) == 465)
  }

  @Test func aSampleNearTheEndPlacesTheFooterAndOneMidListKeepsItBelowTheViewport() throws {
    let metrics = ScrollAxisMetrics(
      offset: 1500 - 103,
      contentLength: 2400,
      viewportLength: 852,
      leadingInset: 103
    )
    let near = try #require(
      ScrollEdgeSample(metrics, edge: .top, ownInset: 0, loadMoreDistance: .points(426))
    )
    #expect(LoadMoreFooterLayout.footerTop(for: near) == 1003)
    // Mid-list the sample is clamped: the footer's computed top is past the viewport's end.
    let mid = try #require(
      ScrollEdgeSample(
        ScrollAxisMetrics(
          offset: 200,
          contentLength: 2400,
          viewportLength: 852,
          leadingInset: 103
        ),
        edge: .top,
        ownInset: 0,
        loadMoreDistance: .points(426)
      )
    )
    #expect(try #require(LoadMoreFooterLayout.footerTop(for: mid)) > 852)
    // Without load more the sample has no length, and no footer.
    let off = try #require(ScrollEdgeSample(metrics, edge: .top, ownInset: 0))
    #expect(LoadMoreFooterLayout.footerTop(for: off) == nil)
  }

  @Test func theRoomIsTheMeasuredHeightAndNeverLessThanTheMinimum() {
    #expect(LoadMoreFooterLayout.room(measuredHeight: nil) == 44)
    #expect(LoadMoreFooterLayout.room(measuredHeight: 20) == 44)
    #expect(LoadMoreFooterLayout.room(measuredHeight: 70) == 70)
    #expect(LoadMoreFooterLayout.room(measuredHeight: .nan) == 44)
  }

  /// `room.measured(height:width:)`, outside `#expect` (which cannot call a mutating method).
  private func remeasure(
    _ room: inout LoadMoreFooterLayout.Room,
    height: Double?,
    width: Double
  ) -> Bool {
    room.measured(height: height, width: width)
  }

  /// The bottom room follows the footer through a failed page and its retry.
  ///
  /// iPhone 15 portrait, 393 pt wide, default text size. The footer's heights are GUESSES from
  /// its layout (`LoadMoreFooter`: 12 pt padding above and below) and Apple's Dynamic Type
  /// table (Large: footnote 13 pt on an 18-pt line, body 17 pt on a 22-pt line; a spinner is
  /// 20 pt): idle 0, loading 44, exhausted 42, failed 18 + 6 + 22 + 24 = 70 (the review of
  /// 2026-12-02 estimated 65–70); at AX5 (body 53 pt, footnote 44 pt, GUESS 64- and 52-pt
  /// lines) the failed footer is about 146 pt. No device has measured them.
  @Test func theRoomFollowsTheFootersHeightOnEveryPhaseChange() {
    var room = LoadMoreFooterLayout.Room()
    #expect(room.points == 44)
    #expect(room.needsMeasuring(width: 393))
    // Idle: nothing shows, the room stays at its minimum, the inset is not rewritten.
    #expect(!remeasure(&room, height: 0, width: 393))
    #expect(!room.needsMeasuring(width: 393))
    // Loading: the spinner fits the minimum.
    room.phaseChanged()
    #expect(room.needsMeasuring(width: 393))
    #expect(!remeasure(&room, height: 44, width: 393))
    // Failed: "Couldn't load more" with Retry is taller; the inset grows with it.
    room.phaseChanged()
    #expect(remeasure(&room, height: 70, width: 393))
    #expect(room.points == 70)
    // Retry: loading again, the room follows the footer back down.
    room.phaseChanged()
    #expect(remeasure(&room, height: 44, width: 393))
    #expect(room.points == 44)
  }

  @Test func theFooterIsMeasuredAgainWhenItsWidthChangesNotOnAScroll() {
    var room = LoadMoreFooterLayout.Room()
    room.phaseChanged()
    #expect(remeasure(&room, height: 146, width: 393))
    // Scrolling does not change the width: no measurement.
    #expect(!room.needsMeasuring(width: 393))
    // Rotated to landscape (852 pt wide): the text may wrap less, so it is measured again.
    #expect(room.needsMeasuring(width: 852))
    #expect(remeasure(&room, height: 124, width: 852))
    #expect(room.points == 124)
  }

  @Test func badMeasurementsKeepTheMinimumRoom() {
    var room = LoadMoreFooterLayout.Room()
    room.phaseChanged()
    #expect(remeasure(&room, height: 70, width: 393))
    #expect(remeasure(&room, height: .nan, width: 393))
    #expect(room.points == 44)
    #expect(!remeasure(&room, height: nil, width: .infinity))
    #expect(!room.needsMeasuring(width: .nan))
    #expect(!remeasure(&room, height: -.infinity, width: -1))
    #expect(room.points == 44)
  }

  @Test func eachPhaseHasItsText() {
    #expect(LoadMoreFooterLayout.text(for: .idle) == nil)
    #expect(LoadMoreFooterLayout.text(for: .loading) == "Loading more…")
    #expect(LoadMoreFooterLayout.text(for: .exhausted) == "No more items")
    #expect(LoadMoreFooterLayout.text(for: .failed) == "Couldn't load more")
    #expect(LoadMorePhase.allCases.filter(LoadMoreFooterLayout.offersRetry) == [.failed])
    #expect(LoadMorePhase.allCases.filter { !LoadMoreFooterLayout.isVisible($0) } == [.idle])
  }

  @Test func aScrollViewsFooterGoesRightAfterItsContent() {
    #expect(LoadMoreFooterLayout.scrollViewFooterY(contentHeight: 1200) == 1200)
    #expect(LoadMoreFooterLayout.scrollViewFooterY(contentHeight: -5) == 0)
    #expect(LoadMoreFooterLayout.scrollViewFooterY(contentHeight: .nan) == nil)
  }
}
