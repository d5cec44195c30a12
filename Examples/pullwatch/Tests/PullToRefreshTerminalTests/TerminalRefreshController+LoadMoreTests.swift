@_spi(FrontEnd) import PullToRefresh
import PullToRefreshTerminal
import PullToRefreshTrace
import Testing

/// Loading near the end through the terminal front end: the content's length (the footer's row
/// included) reaches the engine, the engine starts the load near the end, the footer spins on
/// the virtual clock, and a scroll toward the end retries a failed page.
@MainActor
struct TerminalRefreshControllerLoadMoreTests {
  private struct PageFailed: Error {}

  private let clock = VirtualClock()
  private let coordinator: RefreshCoordinator

  init() {
    coordinator = RefreshCoordinator(clock: clock) {}
  }

  /// The last sample the controller sent the engine.
  private final class LastSample { var sample: ScrollEdgeSample? }
  private let sent = LastSample()

  /// A controller of `contentRows` rows in 22, loading near the end with `action` when given.
  private func controller(
    contentRows: Int = 40,
    action: (@MainActor () async throws -> LoadMoreResult)? = { .more }
  ) -> TerminalRefreshController {
    let controller = TerminalRefreshController(
      coordinator: coordinator,
      contentRows: contentRows,
      viewportRows: 22,
      clock: clock
    )
    controller.didSendSample = { [sent] in sent.sample = $0 }
    controller.loadMoreAction = action
    return controller
  }

  private func wheelDown(_ controller: TerminalRefreshController) {
    controller.handle(MouseEvent(kind: .wheel(.down), column: 10, row: 5), listRow: 5)
  }

  @Test func theContentsLengthReachesTheEngineWithTheFootersRow() {
    let controller = controller(contentRows: 40)
    #expect(controller.scrollView.contentRows == 41)
    #expect(sent.sample?.contentLength == 41 * TerminalScrollView.pointsPerRow)
    controller.layOut(contentRows: 60, viewportRows: 22)
    #expect(sent.sample?.contentLength == 61 * TerminalScrollView.pointsPerRow)
  }

  @Test func withoutALoadActionThereIsNoFooterAndNoLength() {
    let controller = controller(contentRows: 40, action: nil)
    #expect(controller.scrollView.contentRows == 40)
    #expect(controller.footer() == nil)
    controller.scroll(by: .max)
    #expect(sent.sample != nil && sent.sample?.contentLength == nil)
  }

  @Test func anEmptyContentHasNoFooterRowAndLoadsNothing() {
    let controller = controller(contentRows: 0)
    #expect(controller.scrollView.contentRows == 0)
    controller.scroll(by: .max)
    #expect(coordinator.loadMorePhase == .idle)
  }

  @Test func nearTheEndTheEngineLoadsAndTheFooterSpinsAtTheIndicatorsCadence() async throws {
    // A page still loading when the test ends (the coordinator cancels it when released).
    let controller = controller(contentRows: 40) {
      try await Task.sleep(for: .seconds(3_600))
      return .more
    }
    // 41 rows in 22: 19 remain at the top, more than half the viewport (11).
    #expect(coordinator.loadMorePhase == .idle)
    #expect(controller.footer()?.line == "")
    controller.scroll(by: 8)
    #expect(coordinator.loadMorePhase == .loading)
    let first = try #require(controller.footer()?.line)
    #expect(first.hasSuffix(" Loading more…"))
    #expect(controller.advance() == 1.0 / 8)
    await clock.advance(by: .seconds(1.0 / 8))
    let second = try #require(controller.footer()?.line)
    #expect(second != first)
    #expect(second.hasSuffix(" Loading more…"))
  }

  @Test func theFootersTextsAreTheAppsOwn() async {
    let controller = controller(contentRows: 40, action: { .end })
    controller.scroll(by: .max)
    _ = await coordinator.loadMore()  // joins the load in flight
    #expect(coordinator.loadMorePhase == .exhausted)
    #expect(controller.footer(exhaustedText: "No more messages")?.line == "No more messages")
    #expect(controller.footer()?.line == "No more items")
  }

  @Test func aWheelTowardTheEndRetriesAFailedPageNearTheEndOnly() async {
    let controller = controller(contentRows: 40, action: { throw PageFailed() })
    controller.scroll(by: .max)
    _ = await coordinator.loadMore()  // joins the load in flight
    #expect(coordinator.loadMorePhase == .failed)
    #expect(
      controller.footer(failedText: "Couldn't load more · m retries")?.line
        == "✗ Couldn't load more · m retries"
    )

    controller.scroll(by: .min)
    wheelDown(controller)
    #expect(coordinator.loadMorePhase == .failed)

    controller.scroll(by: .max)
    #expect(coordinator.loadMorePhase == .loading)
  }

  @Test func requestLoadMoreStartsAPageWhereverTheContentIs() {
    let controller = controller(contentRows: 400)
    controller.requestLoadMore()
    #expect(coordinator.loadMorePhase == .loading)
  }
}
