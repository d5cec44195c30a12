@_spi(FrontEnd) import PullToRefresh
import PullToRefreshFrontEndRules
import Testing

/// Rows that land above the reader: which growth they are, and the move that keeps the reader's
/// rows where they were whatever the scroll view did by itself (K1).
struct RowsAboveKeeperTests {
  typealias Keeper = RowsAboveKeeper

  /// What a scroll view does by itself when rows land above the reader.
  enum ScrollViewMove: CaseIterable, CustomTestStringConvertible {
    /// Nothing: the offset stays, so the rows are pushed down (a top-anchored `List` or stack).
    case nothing
    /// It keeps the first visible row by its identity (a `ScrollPosition` with an id).
    case keepsTheRow
    /// It scrolls the first visible row's top to the viewport's top (an identity kept, its
    /// offset in the row lost).
    case alignsTheRowToTheTop
    /// Nothing, and the user's fling moves the content 7 pt toward the top in the same frame.
    case flingsInTheSameFrame

    var testDescription: String { "\(self)" }
  }

  @Test(arguments: ScrollViewMove.allCases)
  func aPreviousPageKeepsTheFirstVisibleRowWhereItWas(move: ScrollViewMove) throws {
    // Given 30 rows of 90 pt, the reader 20 pt into the fourth row, a page loading.
    var scrollView = FakeScrollView(rows: Array(repeating: 90, count: 30), offset: 3 * 90 + 20)
    var keeper = Keeper(closing: .atTheNextUpdate)
    keeper.pageStarted()
    var last = scrollView.reading(mark: keeper.mark)
    let row = scrollView.firstVisibleRow
    let before = scrollView.screenY(ofRow: row)

    // When the page's result comes with 5 rows of 120 pt inserted before it, laid out in the
    // next update, where the scroll view moves as `move` says.
    keeper.pageFinished(.more)
    let added = scrollView.insertAbove(Array(repeating: 120, count: 5), move: move)
    let landing = scrollView.reading(mark: keeper.mark)
    let read = keeper.read(from: last, to: landing)
    let step = try #require(read)
    last = landing

    // Then the growth is reported, the engine keeps it all (nothing limits it here), and the
    // front end's move puts the reader's row back where the last reading showed it.
    let rows = try #require(step.rowsAbove)
    #expect(rows == 600)
    if let move = Keeper.correction(keptDelta: rows, step: step) {
      scrollView.offset += move
    }
    // (A fling's step in that frame is taken back with the rest: the row is where the last
    // reading showed it.)
    let after = scrollView.screenY(ofRow: row + added)
    #expect(abs(after - before) <= 0.5)
    #expect(!keeper.isWaiting)
  }

  @Test func growthBeforeTheResultOrInALaterUpdateIsNotThePage() throws {
    var scrollView = FakeScrollView(rows: Array(repeating: 90, count: 30), offset: 200)
    var keeper = Keeper(closing: .atTheNextUpdate)
    keeper.pageStarted()
    let start = scrollView.reading(mark: keeper.mark)
    // Rows the app adds while the page loads (a message at the bottom): no page yet.
    scrollView.rows.append(60)
    let whileLoading = scrollView.reading(mark: keeper.mark)
    let answer1 = keeper.read(from: start, to: whileLoading)
    #expect(answer1 == nil)
    // The result; a reading taken before its update (an older mark) asks nothing either.
    keeper.pageFinished(.more)
    scrollView.rows.append(60)
    let stale = scrollView.reading(mark: keeper.mark - 1)
    let answer2 = keeper.read(from: whileLoading, to: stale)
    #expect(answer2 == nil)
    #expect(keeper.isWaiting)
  }

  @Test func aReadingOfTheNewMarkBeforeTheLayoutDoesNotEndTheWait() throws {
    // SwiftUI may read the new transform before it lays the rows out: the same geometry, a new
    // mark. The rows come at the next reading.
    var scrollView = FakeScrollView(rows: Array(repeating: 90, count: 30), offset: 200)
    var keeper = Keeper(closing: .atTheNextUpdate)
    keeper.pageStarted()
    let before = scrollView.reading(mark: keeper.mark)
    keeper.pageFinished(.more)
    let beforeLayout = scrollView.reading(mark: keeper.mark)
    let early = keeper.read(from: before, to: beforeLayout)
    #expect(early == nil)
    #expect(keeper.isWaiting)
    _ = scrollView.insertAbove([180, 180], move: .nothing)
    let read = keeper.read(from: beforeLayout, to: scrollView.reading(mark: keeper.mark))
    let step = try #require(read)
    #expect(step.rowsAbove == 360)
    #expect(!keeper.isWaiting)
  }

  @Test func aPageThatAddedNothingStopsWaitingAtTheNextReadingThatMoved() {
    var scrollView = FakeScrollView(rows: Array(repeating: 90, count: 30), offset: 200)
    var keeper = Keeper(closing: .atTheNextUpdate)
    keeper.pageStarted()
    let before = scrollView.reading(mark: keeper.mark)
    keeper.pageFinished(.end)
    // The reader scrolls a point: a reading with no growth, which ends the wait with no rows.
    scrollView.offset -= 1
    let scrolled = scrollView.reading(mark: keeper.mark)
    let answer1 = keeper.read(from: before, to: scrolled)
    #expect(answer1 == nil)
    #expect(!keeper.isWaiting)
    // A message that lands at the bottom later is not taken for the page.
    scrollView.rows.append(60)
    let answer2 = keeper.read(from: scrolled, to: scrollView.reading(mark: keeper.mark))
    #expect(answer2 == nil)
  }

  @Test func aFailedOrCancelledPageLandsNothing() {
    for outcome in [LoadMoreOutcome.failure, .cancelled] {
      var scrollView = FakeScrollView(rows: Array(repeating: 90, count: 30), offset: 200)
      var keeper = Keeper(closing: .atTheNextUpdate)
      keeper.pageStarted()
      let before = scrollView.reading(mark: keeper.mark)
      keeper.pageFinished(outcome)
      #expect(!keeper.isWaiting)
      scrollView.rows.insert(300, at: 0)
      let answer5 = keeper.read(from: before, to: scrollView.reading(mark: keeper.mark))
      #expect(answer5 == nil)
    }
  }

  @Test func readByKeyValueObservationThePageIsTheFirstGrowth() throws {
    // iOS 17: a reading taken before the update's layout (the offset moved, the height not) does
    // not close the wait; the first growth is the page.
    var scrollView = FakeScrollView(rows: Array(repeating: 90, count: 30), offset: 200)
    var keeper = Keeper(closing: .atTheFirstGrowth)
    keeper.pageStarted()
    var last = scrollView.reading(mark: keeper.mark)
    keeper.pageFinished(.more)
    scrollView.offset += 0.5
    let beforeLayout = scrollView.reading(mark: keeper.mark)
    let answer6 = keeper.read(from: last, to: beforeLayout)
    #expect(answer6 == nil)
    #expect(keeper.isWaiting)
    last = beforeLayout
    _ = scrollView.insertAbove([240], move: .nothing)
    let read = keeper.read(from: last, to: scrollView.reading(mark: keeper.mark))
    let step = try #require(read)
    #expect(step.rowsAbove == 240)
    #expect(!keeper.isWaiting)
  }

  @Test func readByKeyValueObservationADragEndsTheWait() {
    var scrollView = FakeScrollView(rows: Array(repeating: 90, count: 30), offset: 200)
    var keeper = Keeper(closing: .atTheFirstGrowth)
    keeper.pageStarted()
    let last = scrollView.reading(mark: keeper.mark)
    keeper.pageFinished(.more)
    keeper.dragBegan()
    #expect(!keeper.isWaiting)
    scrollView.rows.append(60)
    let answer7 = keeper.read(from: last, to: scrollView.reading(mark: keeper.mark))
    #expect(answer7 == nil)
    // A drag does not end SwiftUI's wait: its update comes before any drag can.
    var swiftUI = Keeper(closing: .atTheNextUpdate)
    swiftUI.pageFinished(.more)
    swiftUI.dragBegan()
    #expect(swiftUI.isWaiting)
  }

  @Test func theNextPageEndsTheWaitOfOneThatShowedNoRows() {
    var keeper = Keeper(closing: .atTheFirstGrowth)
    keeper.pageFinished(.more)
    #expect(keeper.isWaiting)
    keeper.pageStarted()
    #expect(!keeper.isWaiting)
  }

  @Test(arguments: [ScrollViewMove.nothing, .keepsTheRow])
  func rowsTheAppReportedMoveByTheEnginesDeltaAtTheNextReading(move: ScrollViewMove) throws {
    // The app inserts 150 pt above and reports them; the engine keeps 150 (an event with no
    // report of the front end's). The next update lays the rows out.
    var scrollView = FakeScrollView(rows: Array(repeating: 90, count: 30), offset: 500)
    var keeper = Keeper(closing: .atTheNextUpdate)
    let last = scrollView.reading(mark: keeper.mark)
    let row = scrollView.firstVisibleRow
    let before = scrollView.screenY(ofRow: row)
    keeper.kept(delta: 150)
    let added = scrollView.insertAbove([150], move: move)
    let read = keeper.read(from: last, to: scrollView.reading(mark: keeper.mark))
    let step = try #require(read)
    #expect(step.rowsAbove == nil)
    if let correction = Keeper.correction(keptDelta: nil, step: step) {
      scrollView.offset += correction
    }
    #expect(abs(scrollView.screenY(ofRow: row + added) - before) <= 0.5)
    #expect(!keeper.isWaiting)
  }

  @Test func rowsTheAppReportedAfterTheyLandedMoveAtTheNextReading() throws {
    // The rows were laid out (and pushed the reader's rows down) before the app reported them:
    // the next reading moves by the whole delta.
    var scrollView = FakeScrollView(rows: Array(repeating: 90, count: 30), offset: 500)
    var keeper = Keeper(closing: .atTheNextUpdate)
    let row = scrollView.firstVisibleRow
    let before = scrollView.screenY(ofRow: row)
    let added = scrollView.insertAbove([150], move: .nothing)
    let landed = scrollView.reading(mark: keeper.mark)
    keeper.kept(delta: 150)
    let read = keeper.read(from: landed, to: scrollView.reading(mark: keeper.mark))
    let step = try #require(read)
    scrollView.offset += try #require(Keeper.correction(keptDelta: nil, step: step))
    #expect(abs(scrollView.screenY(ofRow: row + added) - before) <= 0.5)
  }

  @Test func whenTheEngineRevealsTheMoveUndoesWhatTheScrollViewKept() throws {
    // K2: the engine keeps nothing; a scroll view that kept the row by itself is moved back.
    let step = Keeper.Step(rowsAbove: 300, alreadyMoved: 300, pendingDelta: 0)
    #expect(Keeper.correction(keptDelta: nil, step: step) == -300)
    let untouched = Keeper.Step(rowsAbove: 300, alreadyMoved: 0, pendingDelta: 0)
    #expect(Keeper.correction(keptDelta: nil, step: untouched) == nil)
  }

  @Test func withinHalfAPointNothingMoves() {
    let step = Keeper.Step(rowsAbove: 300, alreadyMoved: 299.6, pendingDelta: 0)
    #expect(Keeper.correction(keptDelta: 300, step: step) == nil)
    let further = Keeper.Step(rowsAbove: 300, alreadyMoved: 299.4, pendingDelta: 0)
    #expect(Keeper.correction(keptDelta: 300, step: further) != nil)
    let broken = Keeper.Step(rowsAbove: 300, alreadyMoved: .nan, pendingDelta: 0)
    #expect(Keeper.correction(keptDelta: 300, step: broken) == nil)
  }

  @Test func theEnginesSampleOfAMovedReadingIsTheKeptPosition() throws {
    // Near the top, 40 pt into the content under 147 pt of bars and header room: the sample
    // keeps the true position (the top end's reach), and moving the reading 600 pt into the
    // content moves the sample's edge offset by as much, since that is still within reach.
    let reading = Keeper.Reading(
      contentOffset: -147 + 40,
      contentHeight: 3000,
      viewportHeight: 852,
      insetTop: 147,
      insetBottom: 34
    )
    let near = try #require(
      reading.sample(ownInset: 0, loadMoreDistance: nil, loadPreviousDistance: .points(1000))
    )
    #expect(near.edgeOffset == -40)
    #expect(near.contentLength == 3000)
    let kept = try #require(
      reading.moved(by: 600).sample(
        ownInset: 0,
        loadMoreDistance: nil,
        loadPreviousDistance: .points(1000)
      )
    )
    #expect(near.edgeOffset - kept.edgeOffset == 600)
    // Without either end the sample clamps positions inside the content and has no length.
    let plain = try #require(
      reading.sample(ownInset: 0, loadMoreDistance: nil, loadPreviousDistance: nil)
    )
    #expect(plain.edgeOffset == ScrollEdgeSample.awayFromEdge)
    #expect(plain.contentLength == nil)
  }
}

/// A vertical scroll view of rows as the keeper sees it: rows of known heights, an offset and
/// the insets of an iPhone 15 under an inline bar, over a tab bar.
private struct FakeScrollView {
  var rows: [Double]
  var offset: Double
  let insetTop = 103.0
  let insetBottom = 83.0
  let viewport = 852.0

  /// Where row `index` starts in the content.
  func y(ofRow index: Int) -> Double { rows[..<index].reduce(0, +) }

  /// Where row `index` starts on screen, from the frame's top.
  func screenY(ofRow index: Int) -> Double { y(ofRow: index) - offset }

  /// The first row whose bottom is below the visible area's top (under the bars).
  var firstVisibleRow: Int {
    let visibleTop = offset + insetTop
    return rows.indices.first { y(ofRow: $0) + rows[$0] > visibleTop } ?? 0
  }

  func reading(mark: Int) -> RowsAboveKeeper.Reading {
    RowsAboveKeeper.Reading(
      contentOffset: offset,
      contentHeight: rows.reduce(0, +),
      viewportHeight: viewport,
      insetTop: insetTop,
      insetBottom: insetBottom,
      mark: mark
    )
  }

  /// Inserts rows at the top, lays them out and moves the offset as the scroll view would;
  /// returns how many rows were inserted.
  mutating func insertAbove(
    _ heights: [Double],
    move: RowsAboveKeeperTests.ScrollViewMove
  ) -> Int {
    let row = firstVisibleRow
    rows.insert(contentsOf: heights, at: 0)
    let growth = heights.reduce(0, +)
    switch move {
    case .nothing:
      break
    case .keepsTheRow:
      offset += growth
    case .alignsTheRowToTheTop:
      offset = y(ofRow: row + heights.count) - insetTop
    case .flingsInTheSameFrame:
      offset -= 7
    }
    return heights.count
  }
}
