import PullToRefresh
import Testing

@testable import PullToRefreshTerminal

@MainActor
struct TerminalScrollViewTests {
  /// pullwatch's list has the terminal's rows minus the title and status rows.
  nonisolated static let terminalHeights = [24, 25, 40, 60, 200]

  private func dragFromTop(rows: Int, viewportRows: Int) -> (TerminalScrollView, RefreshPhase) {
    let coordinator = RefreshCoordinator {}
    var scroll = TerminalScrollView(contentRows: 50, viewportRows: viewportRows)
    coordinator.interactionBegan()
    scroll.pressed(row: 1)
    for row in 2...(1 + rows) {
      scroll.dragged(row: row)
      coordinator.scrolled(edgeOffset: scroll.edgeOffset)
    }
    return (scroll, coordinator.phase)
  }

  @Test(arguments: terminalHeights)
  func aTenRowDragFromTheTopArms(terminalRows: Int) {
    let (scroll, phase) = dragFromTop(rows: 10, viewportRows: terminalRows - 2)
    #expect(phase == .armed)
    #expect(scroll.edgeOffset >= 90)
  }

  @Test(arguments: terminalHeights)
  func aTwoRowDragFromTheTopDoesNotArm(terminalRows: Int) {
    let (scroll, phase) = dragFromTop(rows: 2, viewportRows: terminalRows - 2)
    #expect(phase == .pulling)
    #expect(scroll.edgeOffset > 0)
    #expect(scroll.edgeOffset < 90)
  }

  @Test func thePullResistsMoreThanItIsDragged() {
    var scroll = TerminalScrollView(contentRows: 50, viewportRows: 22)
    scroll.pressed(row: 0)
    var previous = 0.0
    for row in 1...30 {
      scroll.dragged(row: row)
      let dragged = Double(row) * TerminalScrollView.pointsPerRow
      #expect(scroll.edgeOffset > previous)
      #expect(scroll.edgeOffset < dragged)
      previous = scroll.edgeOffset
    }
    let band = RubberBand(dimension: 22 * TerminalScrollView.pointsPerRow)
    #expect(scroll.edgeOffset == band.offset(forDistance: 30 * TerminalScrollView.pointsPerRow))
  }

  @Test func contentFollowsTheDragRowForRowInsideTheList() {
    var scroll = TerminalScrollView(contentRows: 100, viewportRows: 20)
    scroll.scroll(rows: 30)
    #expect(scroll.firstVisibleRow == 30)
    scroll.pressed(row: 5)
    scroll.dragged(row: 12)
    #expect(scroll.firstVisibleRow == 23)
    #expect(scroll.edgeOffset == -23 * TerminalScrollView.pointsPerRow)
    scroll.dragged(row: 0)
    #expect(scroll.firstVisibleRow == 35)
  }

  @Test func aDragFromMidListPastTheTopOnlyPullsByTheRemainder() {
    var scroll = TerminalScrollView(contentRows: 100, viewportRows: 20)
    scroll.scroll(rows: 3)
    scroll.pressed(row: 0)
    scroll.dragged(row: 3)
    #expect(scroll.edgeOffset == 0)
    scroll.dragged(row: 5)
    let band = RubberBand(dimension: 20 * TerminalScrollView.pointsPerRow)
    #expect(scroll.edgeOffset == band.offset(forDistance: 2 * TerminalScrollView.pointsPerRow))
  }

  @Test func theContentCannotBeDraggedPastItsEnd() {
    var scroll = TerminalScrollView(contentRows: 30, viewportRows: 20)
    scroll.pressed(row: 19)
    scroll.dragged(row: 0)
    #expect(scroll.offset == scroll.maximumOffset)
    #expect(scroll.firstVisibleRow == 10)
  }

  @Test func releasingSpringsBackToTheTopAndSettles() {
    var scroll = TerminalScrollView(contentRows: 30, viewportRows: 20)
    scroll.pressed(row: 0)
    scroll.dragged(row: 6)
    let pulled = scroll.edgeOffset
    scroll.released(at: 10)
    #expect(scroll.isAnimating)
    #expect(scroll.edgeOffset == pulled)
    scroll.advance(to: 10.1)
    #expect(scroll.edgeOffset < pulled)
    #expect(scroll.edgeOffset > 0)
    #expect(scroll.advance(to: 20) == false)
    #expect(scroll.edgeOffset == 0)
    #expect(!scroll.isAnimating)
  }

  @Test func reducedMotionMovesAtOnce() {
    var scroll = TerminalScrollView(contentRows: 30, viewportRows: 20, spring: .immediate)
    scroll.pressed(row: 0)
    scroll.dragged(row: 6)
    scroll.released(at: 0)
    #expect(scroll.edgeOffset == 0)
    #expect(!scroll.isAnimating)
  }

  @Test func whileRefreshingTheContentRestsAtTheInset() {
    var scroll = TerminalScrollView(contentRows: 30, viewportRows: 20)
    scroll.pressed(row: 0)
    scroll.dragged(row: 10)
    scroll.released(at: 0)
    scroll.setTopInset(62, revealing: true, at: 0)
    scroll.advance(to: 5)
    #expect(scroll.edgeOffset == 62)
    #expect(scroll.gapRows == 3)
    scroll.setTopInset(0, revealing: true, at: 5)
    scroll.advance(to: 10)
    #expect(scroll.edgeOffset == 0)
  }

  /// The engine decides whether a change reveals (the content at its edge, within half a point);
  /// the view follows it.
  @Test func aProgrammaticRefreshRevealsTheIndicatorOnlyAtTheTop() {
    var atTop = TerminalScrollView(contentRows: 30, viewportRows: 20)
    atTop.setTopInset(62, revealing: atTop.edgeOffset >= -0.5, at: 0)
    atTop.advance(to: 5)
    #expect(atTop.edgeOffset == 62)

    var scrolled = TerminalScrollView(contentRows: 30, viewportRows: 20)
    scrolled.scroll(rows: 4)
    let reveals = scrolled.edgeOffset >= -0.5
    #expect(!reveals)
    scrolled.setTopInset(62, revealing: reveals, at: 0)
    #expect(!scrolled.isAnimating)
    #expect(scrolled.firstVisibleRow == 4)
    scrolled.scroll(rows: -10)
    #expect(scrolled.edgeOffset == 62)
  }

  @Test func anInsetSetMidDragDoesNotMoveTheContentUnderThePointer() {
    var scroll = TerminalScrollView(contentRows: 30, viewportRows: 20)
    scroll.pressed(row: 0)
    scroll.dragged(row: 8)
    let before = scroll.edgeOffset
    scroll.setTopInset(62, revealing: true, at: 0)
    #expect(scroll.edgeOffset == before)
    scroll.dragged(row: 9)
    #expect(scroll.edgeOffset > before)
    #expect(scroll.edgeOffset - before < TerminalScrollView.pointsPerRow)
  }

  @Test func pressingStopsASpringWhereItIs() {
    var scroll = TerminalScrollView(contentRows: 30, viewportRows: 20)
    scroll.pressed(row: 0)
    scroll.dragged(row: 8)
    scroll.released(at: 0)
    scroll.advance(to: 0.05)
    let caught = scroll.edgeOffset
    scroll.pressed(row: 3)
    #expect(!scroll.isAnimating)
    #expect(scroll.edgeOffset == caught)
    scroll.dragged(row: 3)
    #expect(abs(scroll.edgeOffset - caught) < 1e-9)
  }

  @Test func keysScrollWithinTheContent() {
    var scroll = TerminalScrollView(contentRows: 30, viewportRows: 20)
    scroll.scroll(rows: -5)
    #expect(scroll.offset == 0)
    scroll.scrollToEnd()
    #expect(scroll.firstVisibleRow == 10)
    scroll.scroll(rows: 5)
    #expect(scroll.firstVisibleRow == 10)
    scroll.scrollToTop()
    #expect(scroll.offset == 0)
  }

  @Test func shrinkingTheContentKeepsTheOffsetInside() {
    var scroll = TerminalScrollView(contentRows: 100, viewportRows: 20)
    scroll.scrollToEnd()
    scroll.contentRows = 25
    #expect(scroll.firstVisibleRow == 5)
    scroll.viewportRows = 30
    #expect(scroll.offset == 0)
  }

  // MARK: - Rows that land above (Behavior.md, K1, K3)

  /// The list row that content row `index` is drawn on, as `ListFrame` draws it.
  private func listRow(of index: Int, in scroll: TerminalScrollView) -> Int {
    scroll.gapRows + index - scroll.firstVisibleRow
  }

  @Test(arguments: [0, 1, 5, 17])
  func keepingByTheRowsAddedLeavesEveryRowOnItsListRow(scrolledRows: Int) {
    var scroll = TerminalScrollView(contentRows: 60, viewportRows: 22)
    scroll.scroll(rows: scrolledRows)
    let before = (0..<60).map { listRow(of: $0, in: scroll) }
    scroll.contentRows = 80
    scroll.keep(by: 20 * TerminalScrollView.pointsPerRow, at: 0)
    #expect((20..<80).map { listRow(of: $0, in: scroll) } == before)
    #expect(!scroll.isAnimating)
  }

  @Test func aPositionPulledPastTheTopAndKeptInsideStaysOnItsListRow() {
    // A finger pulls 2 rows past the top (a fractional, resisted offset), and 20 rows land.
    var scroll = TerminalScrollView(contentRows: 60, viewportRows: 22)
    scroll.pressed(row: 3)
    scroll.dragged(row: 5)
    #expect(scroll.offset < 0 && scroll.offset.rounded() != scroll.offset)
    let before = listRow(of: 0, in: scroll)
    scroll.contentRows = 80
    scroll.keep(by: 20 * TerminalScrollView.pointsPerRow, at: 0)
    #expect(scroll.offset > 0)
    #expect(listRow(of: 20, in: scroll) == before)
  }

  @Test func underAFingerTheKeptRowsFollowThePointerRowForRowFromWhereTheyAre() {
    var scroll = TerminalScrollView(contentRows: 60, viewportRows: 22)
    scroll.scroll(rows: 4)
    scroll.pressed(row: 10)
    scroll.dragged(row: 11)
    #expect(scroll.firstVisibleRow == 3)
    scroll.contentRows = 72
    scroll.keep(by: 12 * TerminalScrollView.pointsPerRow, at: 0)
    #expect(scroll.isDragging && scroll.firstVisibleRow == 15)
    scroll.dragged(row: 13)
    #expect(scroll.firstVisibleRow == 13)
    scroll.dragged(row: 8)
    #expect(scroll.firstVisibleRow == 18)
  }

  @Test func aSpringBackToTheTopStopsWhenTheRowsAreKeptInsideTheContent() {
    var scroll = TerminalScrollView(contentRows: 60, viewportRows: 22)
    scroll.pressed(row: 0)
    scroll.dragged(row: 6)
    scroll.released(at: 0)
    scroll.advance(to: 0.05)
    #expect(scroll.isAnimating && scroll.offset < 0)
    let pulled = scroll.offset
    scroll.contentRows = 80
    scroll.keep(by: 20 * TerminalScrollView.pointsPerRow, at: 0.05)
    #expect(!scroll.isAnimating)
    #expect(scroll.offset == pulled + 20 * TerminalScrollView.pointsPerRow)
    scroll.advance(to: 10)
    #expect(scroll.offset == pulled + 20 * TerminalScrollView.pointsPerRow)
  }

  @Test func rowsRemovedAboveMoveTheContentBackNoFurtherThanTheTop() {
    var scroll = TerminalScrollView(contentRows: 60, viewportRows: 22)
    scroll.scroll(rows: 5)
    scroll.contentRows = 50
    scroll.keep(by: -10 * TerminalScrollView.pointsPerRow, at: 0)
    #expect(scroll.offset == 0)
    // Nor past the end of the content, nor at all for a delta that is not a number.
    scroll.keep(by: 1e300, at: 0)
    #expect(scroll.offset == scroll.maximumOffset)
    scroll.keep(by: .nan, at: 0)
    scroll.keep(by: -.infinity, at: 0)
    #expect(scroll.offset == scroll.maximumOffset)
  }

  // MARK: - Extreme values (issue 13: each of these trapped before)

  @Test func anInsetOf1e300IsHeldAtTheLargestInsetAndItsGapIsCounted() {
    var scroll = TerminalScrollView(contentRows: 30, viewportRows: 20)
    scroll.setTopInset(1e300, revealing: true, at: 0)
    scroll.advance(to: 100)
    #expect(scroll.topInset == TerminalScrollView.maximumInset)
    #expect(scroll.offset == -TerminalScrollView.maximumInset)
    #expect(scroll.gapRows == 41_666_667)
    scroll.setTopInset(.nan, revealing: true, at: 100)
    scroll.advance(to: 200)
    #expect(scroll.topInset == 0 && scroll.gapRows == 0)
  }

  @Test func rowCountsBeyondTheLargestAreHeldThere() {
    var scroll = TerminalScrollView(contentRows: .max, viewportRows: .min)
    #expect(scroll.contentRows == TerminalScrollView.maximumRows && scroll.viewportRows == 0)
    scroll.scrollToEnd()
    #expect(scroll.firstVisibleRow == TerminalScrollView.maximumRows)
    scroll.viewportRows = .max
    scroll.contentRows = .min
    #expect(scroll.viewportRows == TerminalScrollView.maximumRows && scroll.contentRows == 0)
    #expect(scroll.offset == 0)
    scroll.scroll(rows: .min)
    scroll.scroll(rows: .max)
    #expect(scroll.offset == 0)
  }

  @Test func aDragFromIntMinToIntMaxPullsNoFurtherThanTheRubberBandAllows() {
    var scroll = TerminalScrollView(contentRows: 30, viewportRows: 20)
    scroll.pressed(row: .min)
    scroll.dragged(row: .max)
    #expect(scroll.offset < 0 && scroll.offset >= -20 * TerminalScrollView.pointsPerRow)
    scroll.dragged(row: .min)
    #expect(scroll.offset == 0)
    scroll.released(at: 0)
    scroll.pressed(row: .max)
    scroll.dragged(row: .min)
    #expect(scroll.offset == scroll.maximumOffset)
    scroll.released(at: 0)
    #expect(scroll.offset == scroll.maximumOffset && !scroll.isAnimating)
  }

  @Test func timesThatAreNotFiniteNeitherTrapNorLeaveASpringRunning() {
    var scroll = TerminalScrollView(contentRows: 30, viewportRows: 20)
    scroll.pressed(row: 0)
    scroll.dragged(row: 5)
    scroll.released(at: 0)
    let stillMoving = scroll.advance(to: .nan)
    #expect(stillMoving && scroll.offset < 0)
    let movingAfterForever = scroll.advance(to: .infinity)
    #expect(!movingAfterForever)
    #expect(scroll.offset == 0)
    scroll.pressed(row: 0)
    scroll.dragged(row: 5)
    scroll.released(at: .nan)
    #expect(scroll.offset == 0 && !scroll.isAnimating)
  }
}
