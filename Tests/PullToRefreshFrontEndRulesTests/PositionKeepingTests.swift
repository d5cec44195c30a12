import PullToRefresh
import PullToRefreshFrontEndRules
import Testing

/// Rows that land above the reader's rows, told apart from any other change of the content's
/// height (K1), and the header's room (K4).
struct PositionKeepingTests {
  // MARK: - A previous page

  @Test func theFirstHeightIsTheContentNotRowsAbove() {
    var keeping = PositionKeeping()
    #expect(keeping.reportedLength == nil)
    #expect(keeping.contentHeightChanged(to: 2400, previousPageLoads: true) == .init())
    #expect(keeping.reportedLength == 2400)
  }

  /// A page of 600 points lands in three shapes: its rows change the height as the action
  /// inserts them (`insertRows`, held until the result), only at the layout the front end forces
  /// at the result (`reloadData()` leaves the size pending), or partly each way.
  @Test(arguments: [(600.0, 0.0), (0, 600), (250, 350)])
  func aPageIsReportedWhenItsResultComesWhateverTheTableDidFirst(
    heldPart: Double,
    laidOutPart: Double
  ) {
    // Given a 2400-point content and a page loading
    var keeping = PositionKeeping()
    _ = keeping.contentHeightChanged(to: 2400, previousPageLoads: true)
    // When the action inserts its rows and returns in the same turn
    let held = keeping.contentHeightChanged(to: 2400 + heldPart, previousPageLoads: true)
    // Then, until the result, the engine keeps hearing the length it knows
    #expect(keeping.reportedLength == 2400)
    #expect(held.schedulesTurnEnd == (heldPart != 0))
    keeping.landingBegan()
    _ = keeping.contentHeightChanged(to: 3000, previousPageLoads: false)
    #expect(keeping.reportedLength == 2400)
    // And at the result the whole page is rows above, reported before the new length
    let landed = keeping.landingEnded(defersToRefresh: false)
    #expect(landed.rowsAbove == heldPart + laidOutPart)
    #expect(keeping.reportedLength == 3000)
    // And the turn's end finds nothing more to report
    #expect(keeping.turnEnded().rowsAbove == nil)
    #expect(keeping.reportedLength == 3000)
  }

  @Test func aChangeInAnotherTurnWhileThePageLoadsIsNotAbove() {
    // Given a page loading, and a message of 80 points appended below meanwhile
    var keeping = PositionKeeping()
    _ = keeping.contentHeightChanged(to: 2400, previousPageLoads: true)
    #expect(keeping.contentHeightChanged(to: 2480, previousPageLoads: true).schedulesTurnEnd)
    #expect(keeping.reportedLength == 2400)
    // When that turn ends without the page's result
    #expect(keeping.turnEnded().rowsAbove == nil)
    // Then the engine hears the new length as content, not as rows above
    #expect(keeping.reportedLength == 2480)
    // And the page's result later brings only its own rows
    keeping.landingBegan()
    _ = keeping.contentHeightChanged(to: 3080, previousPageLoads: false)
    #expect(keeping.landingEnded(defersToRefresh: false).rowsAbove == 600)
  }

  @Test func aChangeWhileNoPageLoadsIsHeardAtOnce() {
    var keeping = PositionKeeping()
    _ = keeping.contentHeightChanged(to: 2400, previousPageLoads: false)
    let report = keeping.contentHeightChanged(to: 2480, previousPageLoads: false)
    #expect(report == .init())
    #expect(keeping.reportedLength == 2480)
  }

  @Test func oneTurnEndIsScheduledPerTurn() {
    var keeping = PositionKeeping()
    _ = keeping.contentHeightChanged(to: 100, previousPageLoads: true)
    #expect(keeping.contentHeightChanged(to: 200, previousPageLoads: true).schedulesTurnEnd)
    #expect(!keeping.contentHeightChanged(to: 300, previousPageLoads: true).schedulesTurnEnd)
    _ = keeping.turnEnded()
    #expect(keeping.contentHeightChanged(to: 400, previousPageLoads: true).schedulesTurnEnd)
  }

  @Test func rowsRemovedAboveAreNegativeAndNoChangeIsNoRows() {
    var keeping = PositionKeeping()
    _ = keeping.contentHeightChanged(to: 3000, previousPageLoads: false)
    keeping.landingBegan()
    _ = keeping.contentHeightChanged(to: 2880, previousPageLoads: false)
    #expect(keeping.landingEnded(defersToRefresh: false).rowsAbove == -120)
    // A page that added nothing reports nothing (K1: no keep of 0).
    keeping.landingBegan()
    #expect(keeping.landingEnded(defersToRefresh: false).rowsAbove == nil)
  }

  @Test(arguments: [Double.nan, .infinity, -1])
  func aHeightThatIsNotALengthChangesNothing(height: Double) {
    var keeping = PositionKeeping()
    _ = keeping.contentHeightChanged(to: 2400, previousPageLoads: true)
    #expect(keeping.contentHeightChanged(to: height, previousPageLoads: true) == .init())
    #expect(keeping.reportedLength == 2400)
    #expect(keeping.seenHeight == 2400)
  }

  // MARK: - The app's own update

  @Test func theAppsUpdateOutsideARefreshIsReportedAtOnce() {
    var keeping = PositionKeeping()
    _ = keeping.contentHeightChanged(to: 1000, previousPageLoads: false)
    keeping.landingBegan()
    #expect(keeping.isLanding)
    _ = keeping.contentHeightChanged(to: 1300, previousPageLoads: false)
    #expect(keeping.landingEnded(defersToRefresh: false) == .init(rowsAbove: 300))
    #expect(!keeping.isLanding)
  }

  @Test func aRefreshsRowsWaitForItsActionToEnd() {
    // Given the app's update of 300 points inside a refresh action
    var keeping = PositionKeeping()
    _ = keeping.contentHeightChanged(to: 1000, previousPageLoads: false)
    keeping.landingBegan()
    _ = keeping.contentHeightChanged(to: 1300, previousPageLoads: false)
    let landed = keeping.landingEnded(defersToRefresh: true)
    // Then nothing is reported yet, and the engine keeps hearing the old length
    #expect(landed == .init(schedulesTurnEnd: true))
    #expect(keeping.reportedLength == 1000)
    // And a change after it in the same turn is held too (not the refresh's)
    _ = keeping.contentHeightChanged(to: 1350, previousPageLoads: false)
    // When the action ends, its rows are reported (the engine decides K1 or K2)
    #expect(keeping.refreshActionEnded().rowsAbove == 300)
    #expect(keeping.reportedLength == 1300)
    // And at the turn's end the rest is content
    #expect(keeping.turnEnded().rowsAbove == nil)
    #expect(keeping.reportedLength == 1350)
    #expect(keeping.refreshActionEnded().rowsAbove == nil)
  }

  @Test func aRefreshThatDoesNotEndInTheTurnLeavesItsRowsToTheTurnsEnd() {
    var keeping = PositionKeeping()
    _ = keeping.contentHeightChanged(to: 1000, previousPageLoads: false)
    keeping.landingBegan()
    _ = keeping.contentHeightChanged(to: 1300, previousPageLoads: false)
    _ = keeping.landingEnded(defersToRefresh: true)
    #expect(keeping.turnEnded().rowsAbove == 300)
    #expect(keeping.reportedLength == 1300)
  }

  @Test func anUpdateThatChangedNothingWaitsForNothing() {
    var keeping = PositionKeeping()
    _ = keeping.contentHeightChanged(to: 1000, previousPageLoads: false)
    keeping.landingBegan()
    #expect(keeping.landingEnded(defersToRefresh: true) == .init())
    // Nothing waits: a later change is heard at once.
    _ = keeping.contentHeightChanged(to: 1100, previousPageLoads: false)
    #expect(keeping.reportedLength == 1100)
  }

  // MARK: - The engine's answer

  @Test func samplesWaitForTheKeptPosition() {
    // Given a page's rows reported to the engine
    var keeping = PositionKeeping()
    _ = keeping.contentHeightChanged(to: 2400, previousPageLoads: true)
    keeping.landingBegan()
    _ = keeping.contentHeightChanged(to: 3000, previousPageLoads: false)
    _ = keeping.landingEnded(defersToRefresh: false)
    #expect(keeping.sendsSamples)
    let told = keeping.rowsReported()
    // Then samples wait for the kept position, with a turn end as the fallback
    #expect(!keeping.sendsSamples)
    #expect(told.schedulesTurnEnd)
    // When the kept position arrives, they go on
    keeping.engineAnswered()
    #expect(keeping.sendsSamples)
  }

  @Test func samplesGoOnAtTheTurnsEndWhenTheEngineRevealsInstead() {
    var keeping = PositionKeeping()
    #expect(keeping.rowsReported().schedulesTurnEnd)
    #expect(!keeping.sendsSamples)
    // A second report in the same turn needs no second turn end.
    #expect(!keeping.rowsReported().schedulesTurnEnd)
    _ = keeping.turnEnded()
    #expect(keeping.sendsSamples)
  }

  // MARK: - The header

  @Test(arguments: LoadMorePhase.allCases)
  func theHeaderShowsAndKeepsRoomOnlyWhileLoadingOrFailed(phase: LoadMorePhase) {
    var room = LoadMoreFooterLayout.Room()
    room.measured(height: 70, width: 393)
    let shows = phase == .loading || phase == .failed
    #expect(PositionKeeping.Header.isVisible(phase) == shows)
    #expect(PositionKeeping.Header.room(for: phase, measured: room) == (shows ? 70 : 0))
    #expect((PositionKeeping.Header.text(for: phase) != nil) == shows)
    #expect(PositionKeeping.Header.offersRetry(phase) == (phase == .failed))
  }

  @Test func theHeaderSaysWhatThePhaseIs() {
    #expect(PositionKeeping.Header.text(for: .loading) == "Loading previous…")
    #expect(PositionKeeping.Header.text(for: .failed) == "Couldn't load previous")
  }

  /// An iPhone under a 103-point bar, the header's spinner keeping 44 points, no refresh room:
  /// the scroll view's adjusted top inset is 147.
  @Test func theHeadersRoomGrowsAtOnceAndGoesOnlyOutOfSight() {
    // Scrolled into the content: the room goes at once.
    #expect(
      PositionKeeping.Header.appliedRoom(
        current: 44,
        target: 0,
        contentOffset: 500,
        adjustedInsetTop: 147,
        restingInset: 0
      ) == 0
    )
    // The header in full view (the content at its top, offset -147): it stays, blank.
    #expect(
      PositionKeeping.Header.appliedRoom(
        current: 44,
        target: 0,
        contentOffset: -147,
        adjustedInsetTop: 147,
        restingInset: 0
      ) == 44
    )
    // Its lower 30 points in view: the 14 out of sight go, and the content stays in range.
    let partly = PositionKeeping.Header.appliedRoom(
      current: 44,
      target: 0,
      contentOffset: -133,
      adjustedInsetTop: 147,
      restingInset: 0
    )
    #expect(partly == 30)
    #expect(-133 >= -(partly + 103))
    // A taller room (Retry after a failure) comes at once, wherever the reader is.
    #expect(
      PositionKeeping.Header.appliedRoom(
        current: 44,
        target: 70,
        contentOffset: -147,
        adjustedInsetTop: 147,
        restingInset: 0
      ) == 70
    )
    // With a refresh's 62-point room above the header, in full view, the header's room stays.
    #expect(
      PositionKeeping.Header.appliedRoom(
        current: 44,
        target: 0,
        contentOffset: -209,
        adjustedInsetTop: 209,
        restingInset: 62
      ) == 44
    )
  }

  @Test func theHeaderSitsRightAboveTheContent() {
    #expect(PositionKeeping.Header.top(room: 44) == -44)
    #expect(PositionKeeping.Header.top(room: -3) == 0)
    #expect(PositionKeeping.Header.top(room: .nan) == nil)
    // Not measured yet, a showing header keeps the footer's minimum room.
    #expect(
      PositionKeeping.Header.room(for: .loading, measured: LoadMoreFooterLayout.Room())
        == LoadMoreFooterLayout.minimumRoom
    )
  }
}
