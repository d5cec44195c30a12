import PullToRefresh
import PullToRefreshTerminal
import PullToRefreshTrace
import Testing

/// Content states through the terminal front end (Behavior.md, "Content states"): the list's
/// appearance starts the engine's first load, the view the list shows is read from the engine's
/// content phase and indicator, the loader spins on the virtual clock, a pull on the loader does
/// nothing and one on the empty view refreshes with the ring.
///
/// The coordinator has no action: a cycle stays in flight until the test ends it.
@MainActor
struct TerminalRefreshControllerContentStatesTests {
  private let clock = VirtualClock()
  private let coordinator: RefreshCoordinator

  init() {
    coordinator = RefreshCoordinator(clock: clock, action: nil)
  }

  /// A controller of an empty list in 22 rows.
  private func controller() -> TerminalRefreshController {
    TerminalRefreshController(
      coordinator: coordinator,
      contentRows: 0,
      viewportRows: 22,
      clock: clock
    )
  }

  /// Presses list row 0, drags down `rows` rows and releases there.
  private func pull(_ controller: TerminalRefreshController, rows: Int) {
    let mouse = { (kind: MouseEvent.Kind) in MouseEvent(kind: kind, column: 10, row: 0) }
    controller.handle(mouse(.pressed(.left)), listRow: 0)
    for row in 1...rows { controller.handle(mouse(.dragged(.left)), listRow: row) }
    controller.handle(mouse(.released(.left)), listRow: rows)
  }

  private func state(_ controller: TerminalRefreshController) -> TextContentState? {
    controller.contentState(emptyText: "No output", failedText: "exit status 3")
  }

  @Test func offTheListShowsNoViewWhateverRuns() {
    let controller = controller()
    controller.appeared()
    // No item count: no first load, and no view even while a quiet cycle runs.
    #expect(coordinator.phase == .idle)
    coordinator.requestRefresh(source: .scheduled)
    #expect(state(controller) == nil)
    #expect(controller.advance() == nil)
    coordinator.cancel()
  }

  @Test func theAppearanceStartsTheFirstLoadUnderTheSpinningLoader() async throws {
    let controller = controller()
    coordinator.itemCount = 0
    #expect(coordinator.phase == .idle)
    #expect(state(controller) == nil)  // idle: nothing yet
    controller.appeared()
    #expect(coordinator.phase == .refreshing)
    #expect(coordinator.isScheduledRefresh)
    let loader = try #require(state(controller))
    #expect(loader.isLoader)
    // The loader's spinner turns: the next frame is due at its next position, an eighth of a
    // turn (one turn a second).
    let step = try #require(controller.advance())
    #expect(step > 0 && step <= 0.125)
    await clock.advance(by: .milliseconds(125))
    #expect(state(controller)?.line != loader.line)
    coordinator.cancel()
  }

  @Test func aPullOnTheLoaderNeitherArmsNorJoins() {
    let controller = controller()
    coordinator.itemCount = 0
    controller.appeared()
    pull(controller, rows: 12)
    #expect(coordinator.isScheduledRefresh)
    #expect(!coordinator.indicator.showsSpinner)
    #expect(coordinator.indicator.ringFraction == 0)
    #expect(state(controller)?.isLoader == true)
    coordinator.cancel()
  }

  @Test func theEmptyViewFollowsTheOutcomeAndAPullRefreshesWithTheRing() async throws {
    let controller = controller()
    coordinator.itemCount = 0
    controller.appeared()
    coordinator.isRefreshing = false
    #expect(coordinator.contentPhase == .empty)
    #expect(state(controller)?.lines == ["No output"])
    pull(controller, rows: 12)
    // F4: an ordinary cycle, drawn with the ring, not the loader.
    #expect(coordinator.phase == .refreshing)
    #expect(!coordinator.isScheduledRefresh)
    #expect(coordinator.indicator.showsSpinner)
    #expect(coordinator.contentPhase == .loading)
    #expect(state(controller) == nil)
    coordinator.cancel()
  }

  @Test func aRetryOnTheFailedViewShowsTheLoaderAndRowsShowNoView() async throws {
    let controller = controller()
    coordinator.itemCount = 0
    coordinator.configuration = .default.replacing(timeout: .seconds(1))
    controller.appeared()
    await clock.advance(by: .seconds(1))
    #expect(coordinator.contentPhase == .failed)
    #expect(state(controller)?.line == "✗ exit status 3")
    coordinator.requestRefresh(source: .retry)
    #expect(state(controller)?.isLoader == true)
    coordinator.itemCount = 4
    #expect(state(controller) == nil)
    coordinator.cancel()
  }
}
