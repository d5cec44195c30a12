import PullToRefresh
import PullToRefreshTerminal
import Testing

@testable import pullwatch

/// Keys and mouse input reach the engine as the pullwatch issue describes.
///
/// The terminal is not touched: nothing here calls `run()`.
@MainActor
struct PullwatchAppTests {
  private func app(_ arguments: [String] = []) throws -> PullwatchApp {
    PullwatchApp(options: try PullwatchOptions(arguments: arguments))
  }

  private func mouse(_ kind: MouseEvent.Kind, row: Int) -> TerminalInput {
    .mouse(MouseEvent(kind: kind, column: 10, row: row))
  }

  @Test(arguments: [
    TerminalInput.text("r"), .text("R"), .key(.function(5)), .key(.control("r")),
  ])
  func refreshKeysStartARefresh(key: TerminalInput) throws {
    let app = try app()
    app.handle(key)
    #expect(app.coordinator.phase == .refreshing)
  }

  @Test func escapeCancelsARefreshInFlight() throws {
    let app = try app()
    app.handle(.text("r"))
    app.handle(.key(.escape))
    #expect(app.coordinator.phase == .finishing(.cancelled))
  }

  @Test func controlCQuitsAtOnceEvenWhileARefreshRuns() throws {
    let app = try app()
    app.handle(.text("r"))
    #expect(app.coordinator.phase == .refreshing)
    app.handle(.key(.control("c")))
    #expect(app.exitStatus == 130)
  }

  @Test(arguments: ["q", "Q"])
  func qQuits(key: String) throws {
    let app = try app()
    app.handle(.text(Character(key)))
    #expect(app.exitStatus == 0)
  }

  @Test func spacePausesAndResumesTheTimerAndTheTitleSaysSo() throws {
    let app = try app(["-n", "5", "--", "date"])
    // The host, as watch's header names it.
    let host = PullwatchApp.hostName.isEmpty ? "" : " · \(PullwatchApp.hostName)"
    #expect(!PullwatchApp.hostName.isEmpty)
    #expect(app.title == "pullwatch · date · every 5s\(host)")
    app.handle(.text(" "))
    #expect(app.isPaused)
    #expect(app.title == "pullwatch · date · every 5s · paused\(host)")
    // A row too narrow for the host drops it, and keeps the state.
    app.columns = "pullwatch · date · every 5s · paused".count + 2
    #expect(app.title == "pullwatch · date · every 5s · paused")
    app.handle(.text(" "))
    #expect(!app.isPaused)
  }

  @Test func aScheduledRefreshShowsInTheTitleAndMovesNothing() throws {
    let app = try app(["-n", "5", "-x", "--", "sh", "-c", "sleep 9"])
    #expect(app.title.hasPrefix("pullwatch · sh -c 'sleep 9' · every 5s"))
    app.coordinator.requestRefresh(source: .scheduled)
    #expect(app.title.contains(" running"))
    #expect(app.coordinator.restingInset.inset == 0)
    app.coordinator.cancel()
  }

  @Test func withoutATitleTheListStartsOnTheFirstRow() throws {
    let app = try app(["-t"])
    // No title and no status row: the whole screen is the output's, as with watch -t.
    #expect(app.scroll.viewportRows == app.rows)
    #expect(app.frame(at: 0).status == nil)
    app.handle(mouse(.pressed(.left), row: 0))
    #expect(app.scroll.isDragging)
  }

  @Test func errexitFreezesUntilAKeyThenExitsWithEight() throws {
    let app = try app(["-e", "--", "false"])
    #expect(app.frame(at: 0).hints.contains("r refresh"))
    app.frozenBy = CommandFailure(status: .exited(1), firstErrorLine: nil).description
    // No key refreshes now: the status row says only that a key exits.
    #expect(app.frame(at: 0).hints.isEmpty)
    #expect(app.frame(at: 0).status?.hasSuffix("press a key to exit") == true)
    app.handle(mouse(.wheel(.down), row: 3))
    #expect(app.exitStatus == nil)
    app.handle(.text("x"))
    #expect(app.exitStatus == 8)
  }

  @Test func theTopAndEndKeysOfVi() throws {
    let app = try app()
    app.handle(.text("G"))
    #expect(app.scroll.offset == app.scroll.maximumOffset)
    app.handle(.text("g"))
    #expect(app.scroll.offset == 0)
    app.handle(.text("j"))
    #expect(app.scroll.firstVisibleRow == 1)
    app.handle(.text("k"))
    #expect(app.scroll.firstVisibleRow == 0)
  }

  @Test func aLongMouseDragArmsAndItsReleaseRefreshes() throws {
    let app = try app()
    app.handle(mouse(.pressed(.left), row: 1))
    for row in 2...11 { app.handle(mouse(.dragged(.left), row: row)) }
    #expect(app.coordinator.phase == .armed)
    app.handle(mouse(.released(.left), row: 11))
    #expect(app.coordinator.phase == .refreshing)
  }

  @Test func aShortMouseDragDoesNotRefresh() throws {
    let app = try app()
    app.handle(mouse(.pressed(.left), row: 1))
    for row in 2...3 { app.handle(mouse(.dragged(.left), row: row)) }
    #expect(app.coordinator.phase == .pulling)
    app.handle(mouse(.released(.left), row: 3))
    #expect(app.coordinator.phase != .refreshing)
    #expect(app.coordinator.lastOutcome == nil)
  }

  @Test func aDragThatStartsOnTheTitleRowIsIgnored() throws {
    let app = try app()
    app.handle(mouse(.pressed(.left), row: 0))
    for row in 1...12 { app.handle(mouse(.dragged(.left), row: row)) }
    #expect(app.coordinator.phase == .idle)
    #expect(app.coordinator.indicator.offset == 0)  // nothing pulled
  }

  @Test func theWheelAndKeysScroll() throws {
    let app = try app()
    let lastTop = app.scroll.contentRows - app.scroll.viewportRows
    #expect(lastTop >= 2)
    app.handle(mouse(.wheel(.down), row: 5))
    #expect(app.scroll.firstVisibleRow == min(3, lastTop))
    app.handle(.key(.up))
    #expect(app.scroll.firstVisibleRow == min(3, lastTop) - 1)
    app.handle(.key(.end))
    #expect(app.scroll.offset == app.scroll.maximumOffset)
    app.handle(.key(.home))
    #expect(app.scroll.offset == 0)
    #expect(app.coordinator.phase == .idle)
  }

  @Test func theTriggerOptionReachesTheGesture() throws {
    let app = try app(["--trigger", "onThreshold"])
    app.handle(mouse(.pressed(.left), row: 1))
    for row in 2...11 { app.handle(mouse(.dragged(.left), row: row)) }
    #expect(app.coordinator.phase == .refreshing)
  }
}
