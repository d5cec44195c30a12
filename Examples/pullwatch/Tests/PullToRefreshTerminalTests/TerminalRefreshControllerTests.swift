import Foundation
@_spi(FrontEnd) import PullToRefresh
import PullToRefreshTerminal
import PullToRefreshTrace
import Testing

/// The terminal front end: a mouse drag reaches the engine as an interaction, the room the engine
/// keeps arrives as an event, the middle of a list is one sample, and Reduce Motion is one
/// setting.
///
/// Time is a virtual clock, moved by hand: nothing sleeps. The coordinator has no action, so a
/// refresh stays in flight until the test ends it.
@MainActor
struct TerminalRefreshControllerTests {
  private let clock = VirtualClock()
  private let coordinator: RefreshCoordinator

  init() {
    coordinator = RefreshCoordinator(clock: clock, action: nil)
  }

  private func controller(contentRows: Int = 500, viewportRows: Int = 22)
    -> TerminalRefreshController
  {
    TerminalRefreshController(
      coordinator: coordinator,
      contentRows: contentRows,
      viewportRows: viewportRows,
      clock: clock
    )
  }

  private func mouse(_ kind: MouseEvent.Kind) -> MouseEvent {
    MouseEvent(kind: kind, column: 10, row: 0)
  }

  /// Presses list row 0 and drags down `rows` rows, one event a row.
  private func drag(_ controller: TerminalRefreshController, rows: Int) {
    controller.handle(mouse(.pressed(.left)), listRow: 0)
    for row in 1...rows { controller.handle(mouse(.dragged(.left)), listRow: row) }
  }

  private func release(_ controller: TerminalRefreshController, atRow row: Int) {
    controller.handle(mouse(.released(.left)), listRow: row)
  }

  private func wait(seconds: Double) async {
    await clock.advance(by: .seconds(seconds))
  }

  /// Every sample the controller sends the engine from now on.
  private func recordSamples(_ controller: TerminalRefreshController) -> () -> [ScrollEdgeSample] {
    final class Box { var samples: [ScrollEdgeSample] = [] }
    let box = Box()
    controller.didSendSample = { box.samples.append($0) }
    return { box.samples }
  }

  /// The sample of a list at its top, `viewportRows` rows tall, loading near the end off.
  private func sampleAtTheTop(viewportRows: Int) -> ScrollEdgeSample? {
    ScrollEdgeSample(
      // The content's length: kept in a sample only while loading near the end is on.
      ScrollAxisMetrics(
        offset: 0,
        contentLength: 0,
        viewportLength: Double(viewportRows) * TerminalScrollView.pointsPerRow
      ),
      edge: .top,
      ownInset: 0
    )
  }

  private var room: Double { coordinator.restingInset.inset }

  /// The events a recorder saw, as its trace's JSON writes them (an app reads a trace so).
  private func events(in recorder: TraceRecorder) throws -> [[String: Any]] {
    let trace = try JSONSerialization.jsonObject(with: recorder.trace.encoded()) as? [String: Any]
    return try #require(trace?["events"] as? [[String: Any]])
  }

  /// The finger's changes a recorder saw, as the trace names them ("began", "ended").
  private func interactions(in recorder: TraceRecorder) throws -> [String] {
    try events(in: recorder).compactMap { $0["interaction"] as? String }
  }

  // MARK: - The pull

  @Test func aDragOfTenRowsArmsItsReleaseRefreshesAndTheRoomOpensAndShows() async throws {
    let controller = controller()
    let recorder = TraceRecorder(coordinator: coordinator, clock: clock)
    drag(controller, rows: 10)
    #expect(coordinator.phase == .armed)
    #expect(try interactions(in: recorder) == ["began"])
    #expect(controller.scrollView.topInset == 0)  // no room while the button is down

    release(controller, atRow: 10)
    #expect(coordinator.phase == .refreshing)
    #expect(try interactions(in: recorder) == ["began", "ended"])
    #expect(room == RefreshConfiguration.default.restingExtent)
    #expect(controller.scrollView.topInset == room)
    #expect(controller.scrollView.isAnimating)
    #expect(controller.advance() == 0)  // springing: draw again at the frame rate

    await wait(seconds: 2)
    controller.advance()
    #expect(!controller.scrollView.isAnimating)
    #expect(controller.scrollView.offset == -room)
    let roomRows = Int((room / TerminalScrollView.pointsPerRow).rounded())
    #expect(controller.scrollView.gapRows == roomRows)
    #expect(controller.indicatorText.label == "Refreshing…")
  }

  @Test func aDragOfTwoRowsSpringsBackWithoutARefresh() async {
    let controller = controller()
    drag(controller, rows: 2)
    #expect(coordinator.phase == .pulling)
    release(controller, atRow: 2)
    #expect(coordinator.phase != .refreshing)
    await wait(seconds: 2)
    #expect(controller.advance() == nil)  // nothing moves
    #expect(controller.scrollView.offset == 0)
    #expect(coordinator.phase == .idle)
    #expect(coordinator.indicator.offset == 0)  // no pull left
  }

  @Test func aPressOutsideTheListPullsNothing() throws {
    let controller = controller(viewportRows: 10)
    let recorder = TraceRecorder(coordinator: coordinator, clock: clock)
    for row in [-1, 10] {
      controller.handle(mouse(.pressed(.left)), listRow: row)
      controller.handle(mouse(.dragged(.left)), listRow: row + 5)
      release(controller, atRow: row + 5)
    }
    #expect(try events(in: recorder).isEmpty)
    #expect(!controller.scrollView.isDragging)
  }

  // MARK: - The room, from the event

  @Test func theRoomIsAppliedWhenItsEventArrives() {
    let controller = controller()
    var seen: [(sent: Double, applied: Double)] = []
    // Registered after the controller's handler, so called after it, with the same event.
    coordinator.addEventHandler { [weak controller] event in
      guard case .restingInsetChanged(let change) = event, let controller else { return }
      seen.append((change.inset, controller.scrollView.topInset))
    }

    coordinator.requestRefresh()
    coordinator.cancel()

    #expect(seen.map(\.sent) == [RefreshConfiguration.default.restingExtent, 0])
    #expect(seen.map(\.applied) == seen.map(\.sent))
  }

  @Test func aRefreshFromCodeAtTheTopRevealsTheRoom() async {
    let controller = controller()
    coordinator.requestRefresh()
    #expect(controller.scrollView.topInset == room)
    await wait(seconds: 2)
    controller.advance()
    #expect(controller.scrollView.offset == -room)
  }

  @Test func aRefreshFromCodeMovesNothingScrolledAway() {
    let controller = controller()
    controller.scroll(by: 10)
    let offset = controller.scrollView.offset
    coordinator.requestRefresh()
    #expect(controller.scrollView.topInset == room)
    #expect(!controller.scrollView.isAnimating)
    #expect(controller.scrollView.offset == offset)
  }

  @Test func aScheduledRefreshKeepsNoRoom() {
    let controller = controller()
    coordinator.requestRefresh(source: .scheduled)
    #expect(coordinator.phase == .refreshing)
    #expect(controller.scrollView.topInset == 0)
    #expect(controller.scrollView.offset == 0)
  }

  @Test func aControllerMadeWhileARefreshRunsKeepsItsRoom() {
    coordinator.requestRefresh()
    let controller = controller()
    #expect(controller.scrollView.topInset == room)
  }

  // MARK: - Samples

  @Test func scrollingInTheMiddleOfALongListSendsTheEngineNothing() {
    let controller = controller(contentRows: 500)
    controller.scroll(by: 100)
    let samples = recordSamples(controller)
    for _ in 0..<20 {
      controller.scroll(by: 1)
      controller.handle(mouse(.wheel(.down)), listRow: 5)
      controller.handle(mouse(.wheel(.up)), listRow: 5)
      controller.scroll(by: -2)
      controller.advance()
    }
    controller.scroll(by: .max)
    controller.layOut(contentRows: 600, viewportRows: 22)
    #expect(controller.scrollView.firstVisibleRow > 100)
    #expect(samples().isEmpty)

    controller.scroll(by: .min)
    #expect(samples() == [sampleAtTheTop(viewportRows: 22)])
  }

  @Test func theFirstRowOffTheEdgeIsTheLastSampleUntilTheEdge() {
    let controller = controller()
    let samples = recordSamples(controller)
    for _ in 0..<5 { controller.scroll(by: 1) }
    #expect(samples().map(\.edgeOffset) == [ScrollEdgeSample.awayFromEdge])
  }

  @Test func theViewportReachesTheEngineWhenItChanges() {
    let controller = controller(contentRows: 30, viewportRows: 22)
    // The engine knows the viewport from the first sample: 31 rows (the footer's included) in 22
    // leave 9 below it, within half the viewport (11 rows), so the content is near its end.
    controller.loadMoreAction = { .more }
    #expect(coordinator.isNearFarEnd)
    controller.loadMoreAction = nil
    let samples = recordSamples(controller)
    controller.layOut(contentRows: 400, viewportRows: 22)
    #expect(samples().isEmpty)
    controller.layOut(contentRows: 400, viewportRows: 38)
    #expect(samples() == [sampleAtTheTop(viewportRows: 38)])
  }

  // MARK: - Reduce Motion and the spinner

  @Test func theSpinnersNextPositionIsAnEighthOfATurnAway() async throws {
    let controller = controller()
    coordinator.requestRefresh()
    await wait(seconds: 2)
    #expect(controller.advance() == 1.0 / 8)
    await wait(seconds: 0.1)
    let delay = try #require(controller.advance())
    #expect(abs(delay - 0.025) < 1e-9)
  }

  @Test func reduceMotionMovesTheContentWithoutASpringAndTurnsTheSpinnerSlower() {
    coordinator.reducesMotion = true
    let controller = controller()
    #expect(controller.scrollView.spring == .immediate)
    drag(controller, rows: 10)
    release(controller, atRow: 10)
    #expect(coordinator.phase == .refreshing)
    #expect(!controller.scrollView.isAnimating)
    #expect(controller.scrollView.offset == -room)
    #expect(controller.advance() == 3.0 / 8)  // three seconds a turn, eight positions
  }

  @Test func turningReduceMotionOnStopsTheSpring() {
    let controller = controller()
    #expect(controller.scrollView.spring == .settle)
    coordinator.reducesMotion = true
    controller.advance()
    #expect(controller.scrollView.spring == .immediate)
  }
}
