import Testing

@testable import PullToRefresh

/// The header at the top through the state machine (Behavior.md, "The top end": T1–T10,
/// K1–K4).
///
/// The numbers: a 600 pt viewport over 2,000 pt of content, so the content can scroll 1,400 pt;
/// the default distance is half the viewport (300 pt), so the content is near its top while it
/// is scrolled no more than 300 pt (an edge offset of -300 or above). The list opens at its
/// newest row, at the bottom (-1,400), as a chat does.
@Suite struct RefreshStateMachineTopEndTests {
  private typealias Machine = RefreshStateMachine

  /// A machine with the top end on, 2,000 pt of content, scrolled to its bottom; no drag yet.
  private static func chat(
    _ configuration: RefreshConfiguration = .default,
    loadsMore: Bool = false
  ) -> Machine {
    var machine = Machine(configuration: configuration)
    _ = machine.viewportChanged(600)
    _ = machine.loadPreviousEnabledChanged(true)
    if loadsMore { _ = machine.loadMoreEnabledChanged(true) }
    _ = machine.contentChanged(2000)
    _ = machine.scrolled(edgeOffset: -1400)
    return machine
  }

  /// A chat whose first previous page is in flight, started by a drag up to -300.
  private static func loading() -> Machine {
    var machine = chat()
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: -300)
    #expect(machine.loadPrevious.phase == .loading)
    return machine
  }

  // MARK: - T1 Automatic start, T3 armed by a drag

  @Test func aDraggedListLoadsOncePastTheDistance() {
    var machine = Self.chat()
    #expect(machine.interactionBegan() == [])
    #expect(machine.scrolled(edgeOffset: -301) == [])
    #expect(machine.scrolled(edgeOffset: -300) == [.startPrevious])
    #expect(machine.loadPrevious.load == 1)
    for offset in stride(from: -300.0, through: 0, by: 20) {
      #expect(machine.scrolled(edgeOffset: offset) == [])
    }
    #expect(machine.loadPrevious.load == 1)
  }

  /// An app that positions its list passes the top without loading: only a drag arms (T3).
  @Test func aListTheAppPositionsNeverLoadsAboveOnItsWay() {
    var machine = Self.chat()
    #expect(machine.scrolled(edgeOffset: 0) == [])
    #expect(machine.scrolled(edgeOffset: -1400) == [])
    #expect(machine.scrolled(edgeOffset: -100) == [])
    #expect(machine.loadPrevious.phase == .idle)
    // The drag's start is the last condition: it starts the load at that instant.
    #expect(machine.interactionBegan() == [.startPrevious])
  }

  /// Once armed, momentum and programmatic scrolls count.
  @Test func armedMovementWithoutAFingerCounts() {
    var machine = Self.chat()
    _ = machine.interactionBegan()
    _ = machine.interactionEnded()
    #expect(machine.scrolled(edgeOffset: -200) == [.startPrevious])
  }

  @Test func anEmptyContentNeverLoadsAboveByItself() {
    var machine = Machine()
    _ = machine.viewportChanged(600)
    _ = machine.loadPreviousEnabledChanged(true)
    _ = machine.interactionBegan()
    #expect(machine.scrolled(edgeOffset: 0) == [])
    #expect(machine.contentChanged(0) == [])
    #expect(machine.loadPrevious.phase == .idle)
    #expect(machine.loadPreviousRequested() == [.startPrevious])  // requests are never gated
  }

  @Test func theDistanceIsItsOwnSetting() {
    var configuration = RefreshConfiguration.default
    configuration.loadPreviousDistance = .points(100)
    var machine = Self.chat(configuration)
    _ = machine.interactionBegan()
    #expect(machine.scrolled(edgeOffset: -101) == [])
    #expect(machine.scrolled(edgeOffset: -100) == [.startPrevious])
  }

  // MARK: - T2 Edge-triggered, K1 rows that land above

  /// A tall page lands above: the position moves by its height in the same instant, the
  /// content is no longer near its top, and nothing starts.
  @Test func aTallPageKeepsThePlaceAndStartsNothing() {
    var machine = Self.loading()
    let effects = machine.previousFinished(.more, load: 1, rowsAbove: 1000)
    #expect(effects == [.previousFinished(.more), .keepPosition])
    #expect(machine.lastKeep == 1000)
    #expect(machine.edgeOffset == -1300)
    #expect(machine.contentLength == 3000)
    // Scrolling back near its top loads the next: the rows made it ready.
    #expect(machine.scrolled(edgeOffset: -301) == [])
    #expect(machine.scrolled(edgeOffset: -300) == [.startPrevious])
  }

  /// A short page leaves the content near its top: the next starts at once, no cascade of
  /// stale positions.
  @Test func aShortPageStartsTheNextAtOnce() {
    var machine = Self.loading()
    _ = machine.scrolled(edgeOffset: 0)
    let effects = machine.previousFinished(.more, load: 1, rowsAbove: 100)
    #expect(effects == [.previousFinished(.more), .keepPosition, .startPrevious])
    #expect(machine.edgeOffset == -100)
    #expect(machine.loadPrevious.load == 2)
  }

  @Test func aPageThatAddedNothingWaitsForTheUserToComeBack() {
    var machine = Self.loading()
    #expect(machine.previousFinished(.more, load: 1) == [.previousFinished(.more)])
    #expect(machine.scrolled(edgeOffset: -100) == [])
    #expect(machine.scrolled(edgeOffset: -301) == [])
    #expect(machine.scrolled(edgeOffset: -299) == [.startPrevious])
  }

  /// A position seen while a page loads makes nothing ready (L2's reading).
  @Test func movingAwayWhileLoadingMakesNothingReady() {
    var machine = Self.loading()
    _ = machine.scrolled(edgeOffset: -900)
    _ = machine.scrolled(edgeOffset: -200)
    #expect(machine.previousFinished(.more, load: 1) == [.previousFinished(.more)])
  }

  @Test func rowsAboveMoveThePositionWithinTheNewContent() {
    var machine = Self.chat()
    _ = machine.scrolled(edgeOffset: -500)
    #expect(machine.rowsAddedAbove(200) == [.keepPosition])
    #expect(machine.lastKeep == 200)
    #expect(machine.edgeOffset == -700)
    // Rows removed above: the position moves back by their height.
    #expect(machine.rowsAddedAbove(-150) == [.keepPosition])
    #expect(machine.lastKeep == -150)
    #expect(machine.edgeOffset == -550)
    #expect(machine.contentLength == 2050)
  }

  /// The kept position stays inside the new content, and a pull past the top is taken up by
  /// rows that land above (never further past the edge than before).
  @Test func theKeptPositionIsClamped() {
    var bottom = Self.chat()
    // At the bottom (-1,400 of 2,000), 1,000 pt removed above: the new content scrolls only 400.
    #expect(bottom.rowsAddedAbove(-1000) == [.keepPosition])
    #expect(bottom.edgeOffset == -400)
    #expect(bottom.lastKeep == -1000)
    var top = Machine()
    _ = top.viewportChanged(600)
    _ = top.contentChanged(2000)
    _ = top.scrolled(edgeOffset: 30)
    #expect(top.rowsAddedAbove(100) == [.keepPosition])
    #expect(top.edgeOffset == -70)
    #expect(top.lastKeep == 100)
    // Rows removed at the top edge: nothing to keep.
    _ = top.scrolled(edgeOffset: 0)
    #expect(top.rowsAddedAbove(-100) == [])
    #expect(top.edgeOffset == 0)
  }

  /// A coordinator an app drives without a front end may never report a length: the rows move
  /// the position by their height all the same, and the length stays unknown.
  @Test func anUnknownLengthStaysUnknownAndTheRowsAreKept() {
    var machine = Machine()
    _ = machine.viewportChanged(600)
    _ = machine.scrolled(edgeOffset: -600)
    #expect(machine.rowsAddedAbove(180) == [.keepPosition])
    #expect(machine.lastKeep == 180)
    #expect(machine.edgeOffset == -780)
    #expect(machine.contentLength == nil)
  }

  @Test(arguments: [0.0, .nan, .infinity, -.infinity])
  func aHeightThatIsZeroOrNotFiniteChangesNothing(height: Double) {
    var machine = Self.chat()
    #expect(machine.rowsAddedAbove(height) == [])
    #expect(machine.contentLength == 2000)
    #expect(machine.edgeOffset == -1400)
  }

  // MARK: - T4 One page at a time

  @Test func aRequestWhileTheFooterLoadsIsHeldUntilItEnds() {
    var machine = Self.chat(loadsMore: true)
    // -1,400 is the far end: the footer loaded as the content arrived there.
    #expect(machine.loadMore.phase == .loading)
    #expect(machine.loadPreviousRequested() == [])
    #expect(machine.loadPrevious.holdsRequest)
    #expect(machine.loadPrevious.phase == .idle)
    let ended = machine.loadFinished(.more, load: 1, adds: 500)
    #expect(ended == [.loadFinished(.more), .startPrevious])
    #expect(!machine.loadPrevious.holdsRequest)
  }

  @Test func aRequestHeldWhileTheFooterLoadsStartsWhenTheAppCancelsIt() {
    var machine = Self.chat(loadsMore: true)
    _ = machine.loadPreviousRequested()
    #expect(machine.loadMoreCancelRequested() == [.cancelLoad, .startPrevious])
    #expect(machine.loadMoreCancelRequested() == [])  // nothing in flight: no change
  }

  @Test func neitherEndStartsByItselfWhileTheOtherLoads() {
    var configuration = RefreshConfiguration.default
    configuration.loadPreviousDistance = .points(2000)
    var machine = Self.chat(configuration, loadsMore: true)
    _ = machine.interactionBegan()  // near both ends, the footer loading
    #expect(machine.loadPrevious.phase == .idle)
    // Its end is the header's last condition: the header starts then.
    #expect(machine.loadFinished(.more, load: 1) == [.loadFinished(.more), .startPrevious])
    #expect(machine.loadMore.phase == .idle)
  }

  @Test func aHeldRequestDuringARefreshIsDropped() {
    var machine = Self.chat(loadsMore: true)
    _ = machine.loadPreviousRequested()
    let refresh = machine.refreshRequested()
    #expect(refresh.contains(.cancelLoad))
    #expect(!machine.loadPrevious.holdsRequest)
    #expect(machine.loadPrevious.phase == .idle)
  }

  // MARK: - T5 Requests, T6 results

  @Test func requestsStartJoinOrEnd() {
    var machine = Self.chat()
    #expect(machine.loadPreviousRequested() == [.startPrevious])
    #expect(machine.loadPreviousRequested() == [])  // joins
    #expect(machine.previousFinished(.end, load: 1) == [.previousFinished(.end)])
    #expect(machine.loadPrevious.phase == .exhausted)
    #expect(machine.loadPreviousRequested() == [])
    _ = machine.refreshRequested()
    #expect(machine.loadPrevious.phase == .exhausted)  // T9: the refresh leaves it
  }

  @Test func aFailureIsAnnouncedAndWaitsForTheUser() {
    var machine = Self.loading()
    let failed = machine.previousFinished(.failure, load: 1, rowsAbove: 300)
    #expect(failed == [.announce(.loadPreviousFailed), .previousFinished(.failure)])
    #expect(machine.contentLength == 2000)  // no rows land with a failure
    #expect(machine.scrolled(edgeOffset: -100) == [])
    #expect(machine.scrolled(edgeOffset: -900) == [])
    #expect(machine.scrolled(edgeOffset: 0) == [])
    #expect(machine.loadPrevious.phase == .failed)
    // T7: a drag that begins near the top loads at once.
    _ = machine.interactionEnded()
    #expect(machine.interactionBegan() == [.startPrevious])
  }

  @Test func aStaleCompletionChangesNothing() {
    var machine = Self.loading()
    _ = machine.loadPreviousCancelRequested()
    #expect(machine.previousFinished(.more, load: 1, rowsAbove: 300) == [])
    #expect(machine.contentLength == 2000)
  }

  // MARK: - T8 The top edge belongs to the top end

  @Test func aPullPastTheTopIsNotARefreshWhileMoreMayComeAbove() {
    var machine = Self.chat()
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: -300)  // loads
    let pulled = machine.scrolled(edgeOffset: 120)
    #expect(!pulled.contains(.haptic))
    #expect(machine.phase == .idle)
    #expect(machine.pull == 0)
    #expect(machine.interactionEnded() == [])
    #expect(machine.phase == .idle)
  }

  @Test func onceExhaustedAPullRefreshes() {
    var machine = Self.loading()
    _ = machine.previousFinished(.end, load: 1)
    _ = machine.interactionEnded()
    _ = machine.interactionBegan()
    #expect(machine.scrolled(edgeOffset: 120) == [.haptic])
    #expect(machine.phase == .armed)
    #expect(machine.interactionEnded().contains(.startAction))
  }

  /// An empty list can always be pulled (F4), and a content without rows belongs to no one.
  @Test func aListWithoutRowsCanBePulled() {
    var machine = Self.chat()
    _ = machine.itemCountChanged(0)
    _ = machine.interactionBegan()
    #expect(machine.scrolled(edgeOffset: 120) == [.haptic])
    var empty = Machine()
    _ = empty.viewportChanged(600)
    _ = empty.loadPreviousEnabledChanged(true)
    _ = empty.interactionBegan()
    #expect(empty.scrolled(edgeOffset: 120) == [.haptic])
  }

  /// A pull in progress stops being a refresh's the instant the top end comes to own the edge.
  @Test func aResetToIdleTakesThePullInProgress() {
    var machine = Self.chat()
    _ = machine.loadPreviousReset(hasMore: false)
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 50)
    #expect(machine.phase == .pulling)
    _ = machine.loadPreviousReset(hasMore: true)
    #expect(machine.phase == .idle)
    #expect(machine.pull == 0)
    #expect(machine.interactionEnded() == [])
  }

  @Test func requestsStillRefreshWhileTheTopEndOwnsTheEdge() {
    var machine = Self.chat()
    #expect(machine.refreshRequested().contains(.startAction))
  }

  // MARK: - T9 Refresh first

  @Test func aRefreshCancelsThePageAndBlocksTheNext() {
    var machine = Self.loading()
    let refresh = machine.refreshRequested()
    #expect(refresh.contains(.cancelPrevious))
    #expect(machine.loadPrevious.phase == .idle)
    #expect(machine.previousFinished(.more, load: 1, rowsAbove: 300) == [])
    #expect(machine.loadPreviousRequested() == [])
    #expect(machine.scrolled(edgeOffset: -100) == [])
    #expect(machine.loadPrevious.phase == .idle)
  }

  // MARK: - T10 Going away, cancel, reset

  @Test func goingAwayCancels() {
    var machine = Self.loading()
    #expect(machine.disappeared().contains(.cancelPrevious))
    #expect(machine.loadPrevious.phase == .idle)
  }

  @Test func aResetCancelsThenDisarms() {
    var machine = Self.loading()
    #expect(machine.loadPreviousReset(hasMore: true) == [.cancelPrevious])
    #expect(machine.loadPrevious.phase == .idle)
    _ = machine.interactionEnded()
    #expect(machine.scrolled(edgeOffset: -100) == [])  // disarmed: no drag since
    #expect(machine.interactionBegan() == [.startPrevious])
    #expect(machine.loadPreviousReset(hasMore: false) == [.cancelPrevious])
    #expect(machine.loadPrevious.phase == .exhausted)
  }

  @Test func aCancelWithNothingInFlightChangesNothing() {
    var machine = Self.chat()
    #expect(machine.loadPreviousCancelRequested() == [])
    #expect(machine.loadPrevious.phase == .idle)
  }

  @Test func anAppMayStartItExhausted() {
    var machine = Machine()
    _ = machine.loadPreviousEnabledChanged(true, startsExhausted: true)
    #expect(machine.loadPrevious.phase == .exhausted)
    #expect(machine.loadPreviousRequested() == [])
  }

  // MARK: - K2 A person's refresh at the top reveals, K3 never under a finger

  /// A refreshing machine at its top edge, started by `source`, with 2,000 pt of content.
  private static func refreshed(_ source: RefreshCoordinator.RequestSource) -> Machine {
    var machine = Machine(configuration: .init(minimumRefreshingDuration: .zero))
    _ = machine.viewportChanged(600)
    _ = machine.contentChanged(2000)
    _ = machine.scrolled(edgeOffset: 0)
    _ = machine.refreshRequested(source: source)
    _ = machine.actionFinished(.success, cycle: 1)
    return machine
  }

  @Test func aPersonsRefreshAtTheTopRevealsItsRows() {
    var machine = Self.refreshed(.programmatic)
    #expect(machine.rowsAddedAbove(240, fromRefresh: true) == [])
    #expect(machine.edgeOffset == 0)
    #expect(machine.contentLength == 2240)
  }

  @Test func aQuietRefreshsRowsAreKept() {
    var machine = Self.refreshed(.scheduled)
    #expect(machine.rowsAddedAbove(240, fromRefresh: true) == [.keepPosition])
    #expect(machine.edgeOffset == -240)
  }

  @Test func theAppsOwnRowsAreKeptEvenAfterAPersonsRefresh() {
    var machine = Self.refreshed(.programmatic)
    #expect(machine.rowsAddedAbove(240) == [.keepPosition])
  }

  @Test func aRefreshsRowsAwayFromTheTopAreKept() {
    var machine = Self.refreshed(.programmatic)
    _ = machine.scrolled(edgeOffset: -500)
    #expect(machine.rowsAddedAbove(240, fromRefresh: true) == [.keepPosition])
    #expect(machine.edgeOffset == -740)
  }

  @Test func aFingerDownKeepsEvenAPersonsRefresh() {
    var machine = Self.refreshed(.programmatic)
    _ = machine.interactionBegan()
    #expect(machine.rowsAddedAbove(240, fromRefresh: true) == [.keepPosition])
  }

  @Test func aFailedRefreshsRowsAreKept() {
    var machine = Machine()
    _ = machine.viewportChanged(600)
    _ = machine.contentChanged(2000)
    _ = machine.refreshRequested()
    _ = machine.actionFinished(.failure, cycle: 1)
    #expect(machine.rowsAddedAbove(240, fromRefresh: true) == [.keepPosition])
  }

  /// Rows above change the length: the footer is ready again (L2).
  @Test func rowsAboveMakeTheFooterReady() {
    var machine = Machine()
    _ = machine.viewportChanged(600)
    _ = machine.loadMoreEnabledChanged(true)
    _ = machine.contentChanged(2000)
    _ = machine.scrolled(edgeOffset: -1400)
    #expect(machine.loadFinished(.more, load: 1) == [.loadFinished(.more)])
    // Still at the end; 100 pt above move the position with them: ready and near, it loads.
    #expect(machine.rowsAddedAbove(100) == [.keepPosition, .startLoad])
  }
}
