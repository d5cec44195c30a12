@_spi(FrontEnd) import PullToRefresh
import PullToRefreshTerminal
import PullToRefreshTrace
import Testing

/// The top end through the terminal front end (Behavior.md, "The top end"): the header's row and
/// the content's length reach the engine, the previous page waits for a drag (T3), its rows land
/// above and the lines on screen stay on their rows (K1, K3), a pull past the top refreshes
/// nothing while more may come above (T8), and a scroll toward a failed header retries it.
///
/// Pages take time on the virtual clock; the test moves it. A page still loading when a test
/// ends is cancelled, so that its task does not wait on the clock for ever.
@MainActor
struct TerminalRefreshControllerLoadPreviousTests {
  private struct PageFailed: Error {}

  private let clock = VirtualClock()
  private let coordinator: RefreshCoordinator

  init() {
    coordinator = RefreshCoordinator(clock: clock) {}
  }

  /// What the controller sent the engine and what the engine said, in order.
  private final class Log {
    var samples: [ScrollEdgeSample] = []
    var keeps: [Double] = []
    var refreshes = 0
  }
  private let log = Log()

  /// A controller of `contentRows` rows in 22, its top end on: each page takes a second of the
  /// virtual clock, then puts `pageRows` rows above (or throws, or ends the pages).
  private func controller(
    contentRows: Int = 40,
    pageRows: Int = 20,
    result: LoadMoreResult? = .more
  ) -> TerminalRefreshController {
    let controller = TerminalRefreshController(
      coordinator: coordinator,
      contentRows: contentRows,
      viewportRows: 22,
      clock: clock
    )
    controller.didSendSample = { [log] in log.samples.append($0) }
    _ = coordinator.addEventHandler { [log] event in
      switch event {
      case .positionKept(let delta): log.keeps.append(delta)
      case .actionStarted: log.refreshes += 1
      default: break
      }
    }
    var rows = contentRows
    controller.loadPreviousAction = { [clock, weak controller] in
      try await clock.sleep(for: .seconds(1))
      guard let result else { throw PageFailed() }
      rows += pageRows
      controller?.layOut(contentRows: rows, viewportRows: 22, rowsAddedAbove: pageRows)
      return result
    }
    // The header's row came above the rows and was kept there (the controller's own keep):
    // back to the top.
    #expect(controller.scrollView.firstVisibleRow == 1)
    controller.scroll(by: .min)
    return controller
  }

  private func mouse(_ kind: MouseEvent.Kind, _ controller: TerminalRefreshController, row: Int) {
    controller.handle(MouseEvent(kind: kind, column: 10, row: row), listRow: row)
  }

  /// Presses list row `row`, drags by `rows` (down when positive) and leaves the button down.
  private func drag(_ controller: TerminalRefreshController, from row: Int, by rows: Int) {
    mouse(.pressed(.left), controller, row: row)
    for step in 1...max(abs(rows), 1) where rows != 0 {
      mouse(.dragged(.left), controller, row: row + step * rows.signum())
    }
  }

  private func release(_ controller: TerminalRefreshController) {
    mouse(.released(.left), controller, row: 0)
  }

  /// The list row that content row `index` is drawn on.
  private func listRow(of index: Int, in controller: TerminalRefreshController) -> Int {
    let scroll = controller.scrollView
    return scroll.gapRows + index - scroll.firstVisibleRow
  }

  @Test func theHeadersRowAndTheTruePositionNearTheTopReachTheEngine() {
    let controller = controller(contentRows: 40)
    #expect(controller.headerRows == 1)
    #expect(controller.scrollView.contentRows == 41)
    #expect(log.samples.last?.contentLength == 41 * TerminalScrollView.pointsPerRow)
    #expect(controller.header()?.line == "")
    controller.scroll(by: 3)
    // Inside the content, yet near the top: the sample keeps the position (T1 needs it).
    #expect(log.samples.last?.edgeOffset == -3 * TerminalScrollView.pointsPerRow)
    // An empty list has no header row.
    controller.layOut(contentRows: 0, viewportRows: 22)
    #expect(controller.headerRows == 0 && controller.header() == nil)
  }

  @Test func nothingLoadsUntilADragBeginsNearTheTopThenOnePageLoadsAndSpins() async throws {
    let controller = controller()
    controller.scroll(by: 3)
    controller.scroll(by: -3)
    #expect(coordinator.loadPreviousPhase == .idle)
    drag(controller, from: 10, by: 2)
    #expect(coordinator.loadPreviousPhase == .loading)
    let first = try #require(controller.header()?.line)
    #expect(first.hasSuffix(" Loading previous…"))
    #expect(controller.advance() == 1.0 / 8)
    await clock.advance(by: .seconds(1.0 / 8))
    #expect(controller.header()?.line != first)
    release(controller)
    coordinator.cancelLoadPrevious()
  }

  @Test(arguments: [0, 1, 3, 9])
  func aPageLandsAboveAndEveryLineOnScreenKeepsItsRow(scrolledRows: Int) async {
    let controller = controller(contentRows: 40, pageRows: 20)
    controller.scroll(by: scrolledRows)
    drag(controller, from: 10, by: 0)
    release(controller)
    #expect(coordinator.loadPreviousPhase == .loading)
    // Content row i (the header is row 0) before the page is row i + 20 after it.
    let before = (1..<41).map { listRow(of: $0, in: controller) }
    let samplesBefore = log.samples.count

    await clock.advance(by: .seconds(1))

    #expect(coordinator.loadPreviousPhase == .idle)
    #expect(log.keeps == [20 * TerminalScrollView.pointsPerRow])
    #expect((21..<61).map { listRow(of: $0, in: controller) } == before)
    // One sample, after the keep: the new length and the kept position together.
    #expect(log.samples.count == samplesBefore + 1)
    let points = TerminalScrollView.pointsPerRow
    let kept = ScrollEdgeSample(
      ScrollAxisMetrics(
        offset: controller.scrollView.offset,
        contentLength: 61 * points,
        viewportLength: 22 * points
      ),
      edge: .top,
      ownInset: 0,
      loadPreviousDistance: coordinator.loadPreviousDistance
    )
    #expect(log.samples.last == kept)
    // A page taller than the distance left: the next one does not start (T2).
    #expect(coordinator.loadPreviousPhase == .idle)
  }

  /// Counts the previous pages the engine starts from now on.
  private final class Pages { var started = 0 }

  private func pages() -> Pages {
    let pages = Pages()
    _ = coordinator.addEventHandler { event in
      if case .loadPreviousStarted = event { pages.started += 1 }
    }
    return pages
  }

  @Test func aShortPageStartsTheNextAtOnce() async {
    // T2: the rows land just after the result, and only then does the engine decide: 3 rows
    // at the top leave the content near (half of 22 rows), so the next page starts at once.
    let controller = controller(contentRows: 40, pageRows: 3)
    let pages = pages()
    drag(controller, from: 10, by: 0)
    release(controller)
    #expect(pages.started == 1)
    await clock.advance(by: .seconds(1))
    #expect(log.keeps == [3 * TerminalScrollView.pointsPerRow])
    #expect(pages.started == 2 && coordinator.loadPreviousPhase == .loading)
    coordinator.cancelLoadPrevious()
  }

  @Test func aPageThatAddsNothingStartsNoOtherUntilTheReaderScrollsAwayAndBack() async {
    let controller = controller(contentRows: 40, pageRows: 0)
    let pages = pages()
    drag(controller, from: 10, by: 0)
    release(controller)
    await clock.advance(by: .seconds(1))
    #expect(pages.started == 1 && coordinator.loadPreviousPhase == .idle && log.keeps.isEmpty)
    controller.scroll(by: 15)
    #expect(pages.started == 1)
    controller.scroll(by: .min)
    #expect(pages.started == 2)
    coordinator.cancelLoadPrevious()
  }

  @Test func aPageThatLandsUnderAFingerKeepsTheRowsUnderIt() async {
    let controller = controller(contentRows: 40, pageRows: 20)
    controller.scroll(by: 4)
    drag(controller, from: 10, by: 1)
    let before = listRow(of: 4, in: controller)
    await clock.advance(by: .seconds(1))
    #expect(controller.scrollView.isDragging)
    #expect(listRow(of: 24, in: controller) == before)
    // The rows follow the pointer from there, row for row.
    mouse(.dragged(.left), controller, row: 13)
    #expect(listRow(of: 24, in: controller) == before + 2)
    release(controller)
  }

  @Test func aPullPastTheTopRefreshesNothingWhileMoreMayComeAboveThenOnceTheBeginningShows()
    async
  {
    let controller = controller(contentRows: 40, result: .end)
    drag(controller, from: 0, by: 10)
    #expect(coordinator.loadPreviousPhase == .loading)
    #expect(controller.scrollView.gapRows > 0)
    #expect(coordinator.phase == .idle)
    #expect(coordinator.indicator.ringFraction == 0)
    #expect(!controller.pullRefreshes)
    release(controller)
    #expect(coordinator.phase == .idle && log.refreshes == 0)

    // The page ends the pages: the header is exhausted, and the top edge is the refresh's again.
    await clock.advance(by: .seconds(1))
    #expect(coordinator.loadPreviousPhase == .exhausted)
    #expect(controller.header(exhaustedText: "Beginning")?.line == "Beginning")
    #expect(controller.pullRefreshes)
    controller.scroll(by: .min)
    drag(controller, from: 0, by: 10)
    #expect(coordinator.phase == .armed)
    release(controller)
    #expect(coordinator.phase == .refreshing)
  }

  @Test func aWheelTowardTheTopRetriesAFailedHeaderOnlyWhenItsRowIsInView() async {
    let controller = controller(contentRows: 40, result: nil)
    drag(controller, from: 5, by: 0)
    release(controller)
    await clock.advance(by: .seconds(1))
    #expect(coordinator.loadPreviousPhase == .failed)
    #expect(
      controller.header(failedText: "Couldn't load previous · p retries")?.line
        == "✗ Couldn't load previous · p retries"
    )
    controller.scroll(by: 9)
    mouse(.wheel(.up), controller, row: 5)
    #expect(controller.scrollView.firstVisibleRow == 6)
    #expect(coordinator.loadPreviousPhase == .failed)
    controller.scroll(by: -3)
    mouse(.wheel(.up), controller, row: 5)
    #expect(controller.scrollView.firstVisibleRow == 0)
    #expect(coordinator.loadPreviousPhase == .loading)
    coordinator.cancelLoadPrevious()
  }

  @Test func theHeadersOwnRowIsKeptWhenTheTopEndTurnsOnAboveRowsScrolledTo() {
    let controller = TerminalRefreshController(
      coordinator: coordinator,
      contentRows: 40,
      viewportRows: 22,
      clock: clock
    )
    controller.scroll(by: 5)
    let before = listRow(of: 5, in: controller)
    controller.loadPreviousAction = { .more }
    #expect(controller.scrollView.contentRows == 41)
    #expect(listRow(of: 6, in: controller) == before)
    controller.loadPreviousAction = nil
    #expect(listRow(of: 5, in: controller) == before)
  }

  @Test func requestLoadPreviousStartsAPageWhereverTheContentIs() {
    let controller = controller(contentRows: 400)
    controller.scroll(by: .max)
    controller.requestLoadPrevious()
    #expect(coordinator.loadPreviousPhase == .loading)
    coordinator.cancelLoadPrevious()
  }
}
