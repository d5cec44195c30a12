import PullToRefresh
import PullToRefreshTerminal
import PullToRefreshTesting
import Testing

@testable import pullwatch

/// The top end in pullwatch (Behavior.md, "The top end"): `--previous` runs its command with its
/// page and lines, the page goes above and the lines on screen stay where they are, a wheel turn
/// up shows it, a pull past the top refreshes nothing until the command printed nothing, a
/// failure shows in the header and `p` retries, a run starts the pages over; `--thread` opens the
/// sample conversation at its newest message.
///
/// The commands are real; a test waits for the engine's outcome (an event or the joined load),
/// not a sleep. The engine runs on a virtual clock that nothing here moves.
@MainActor
struct PullwatchAppPreviousTests {
  private let clock = VirtualClock()

  /// The program for `arguments` after `--manual`, with an 80 × 24 terminal.
  private func app(_ arguments: [String]) throws -> PullwatchApp {
    let options = try PullwatchOptions(arguments: ["--manual"] + arguments)
    let app = PullwatchApp(options: options, engineClock: clock)
    app.columns = 80
    app.rows = 24
    app.layOutContent()
    return app
  }

  /// `seq -f main-%g 40`, and `previous` for the page above.
  private func paged(_ previous: String) throws -> PullwatchApp {
    try app(["--previous", previous, "--", "seq -f main-%g 40"])
  }

  /// Runs the command as the engine does (the list's appearance, or `r`) and waits for its
  /// outcome.
  private func run(_ app: PullwatchApp, start: () -> Void) async -> RefreshOutcome {
    defer { app.goLiveForAPersonsRefresh() }
    return await withCheckedContinuation { continuation in
      var token: RefreshCoordinator.HandlerToken?
      token = app.coordinator.addEventHandler { event in
        guard case .actionFinished(let outcome) = event, let handler = token else { return }
        app.coordinator.removeEventHandler(handler)
        token = nil
        continuation.resume(returning: outcome)
      }
      start()
    }
  }

  /// The frame as the terminal shows it now, a line a row.
  private func screen(_ app: PullwatchApp) -> [String] {
    let content = app.content
    let screen = app.frame(at: 0).compose { index, screen, row in
      content.draw(index, into: &screen, row: row)
    }
    return (0..<screen.rows).map { screen.text(row: $0) }
  }

  /// The list's rows on the frame: all but the title and the status row.
  private func listLines(_ app: PullwatchApp) -> [String] {
    Array(screen(app).dropFirst().dropLast())
  }

  private func mouse(_ kind: MouseEvent.Kind, row: Int) -> TerminalInput {
    .mouse(MouseEvent(kind: kind, column: 40, row: row))
  }

  /// Presses terminal row `row`, drags down `rows` rows and releases there.
  private func drag(_ app: PullwatchApp, from row: Int, down rows: Int) {
    app.handle(mouse(.pressed(.left), row: row))
    for step in 0..<rows { app.handle(mouse(.dragged(.left), row: row + 1 + step)) }
    app.handle(mouse(.released(.left), row: row + rows))
  }

  @Test func aPageLandsAboveWithTheLinesOnScreenWhereTheyWereAndAWheelTurnShowsIt() async throws {
    let app = try paged(#"echo "page $PULLWATCH_PAGE after $PULLWATCH_LINES"; seq -f prev-%g 19"#)
    #expect(await run(app) { app.controller.appeared() } == .success)
    // The header's row is the list's first: main-1 is on the second.
    #expect(listLines(app).prefix(2) == ["", "main-1"])
    app.controller.scroll(by: 3)
    let before = listLines(app)
    #expect(before.first == "main-3")

    // A drag near the top starts the page (T1, T3); the title says it loads.
    drag(app, from: 10, down: 0)
    #expect(app.coordinator.loadPreviousPhase == .loading)
    #expect(app.title.contains(" · loading previous…"))
    #expect(await app.coordinator.loadPrevious() == .more)

    #expect(listLines(app) == before)
    #expect(!app.title.contains("loading previous"))
    guard case .output(let output) = app.content else { return }
    #expect(output.text[0].text == "page 2 after 40")
    #expect(output.text[1].text == "prev-1" && output.text[20].text == "main-1")
    // A page taller than half the list: the next does not start (T2).
    #expect(app.coordinator.loadPreviousPhase == .idle)

    app.handle(mouse(.wheel(.up), row: 5))
    #expect(listLines(app).prefix(4) == ["prev-19", "main-1", "main-2", "main-3"])
  }

  @Test func aPullPastTheTopRefreshesNothingUntilThePagesCommandPrintedNothing() async throws {
    let app = try paged("true")
    #expect(await run(app) { app.controller.appeared() } == .success)
    var runs = 0
    app.coordinator.addEventHandler { event in if case .actionStarted = event { runs += 1 } }

    // The drag starts the page and pulls past the top while it loads: no refresh (T8).
    drag(app, from: 2, down: 10)
    #expect(app.coordinator.phase == .idle && runs == 0)
    #expect(!screen(app).contains { $0.contains("to refresh") })
    #expect(await app.coordinator.loadPrevious() == .end)
    #expect(app.coordinator.loadPreviousPhase == .exhausted)
    #expect(app.frame(at: 0).header?.line == "Beginning of output")

    drag(app, from: 2, down: 10)
    #expect(app.coordinator.phase == .refreshing && runs == 1)
    app.coordinator.cancel()
  }

  @Test func aFailingPageSaysWhyInTheHeaderAndPRetriesIt() async throws {
    let app = try paged("echo 'disk on fire' >&2; echo second >&2; exit 3")
    #expect(await run(app) { app.controller.appeared() } == .success)
    drag(app, from: 5, down: 0)
    #expect(await app.coordinator.loadPrevious() == .failure)
    #expect(app.coordinator.loadPreviousPhase == .failed)
    #expect(
      listLines(app).first?.contains("✗ Couldn't load previous: disk on fire · p retries") == true
    )
    app.handle(.text("p"))
    #expect(app.coordinator.loadPreviousPhase == .loading)
    #expect(await app.coordinator.loadPrevious() == .failure)
  }

  @Test func aRunStartsThePagesOverAndTheTopWaitsForADragAgain() async throws {
    let app = try paged("seq -f prev-%g 5")
    #expect(await run(app) { app.controller.appeared() } == .success)
    drag(app, from: 5, down: 0)
    #expect(await app.coordinator.loadPrevious() == .more)
    guard case .output(let paged) = app.content else { return }
    #expect(paged.lineCount == 45)

    #expect(await run(app) { app.handle(.text("r")) } == .success)
    guard case .output(let output) = app.content else { return }
    #expect(output.lineCount == 40 && output.nextPreviousPage == 2)
    #expect(app.coordinator.loadPreviousPhase == .idle)
    // Reset, the top end waits for a drag: scrolling near the top loads nothing (T3).
    app.controller.scroll(by: 2)
    app.controller.scroll(by: -2)
    #expect(app.coordinator.loadPreviousPhase == .idle)
  }

  @Test func aRunThatTakesThePagesAwayKeepsTheLinesOnScreenWhereTheyWere() async throws {
    let app = try paged("seq -f prev-%g 7")
    #expect(await run(app) { app.controller.appeared() } == .success)
    app.controller.scroll(by: 3)
    drag(app, from: 10, down: 0)
    #expect(await app.coordinator.loadPrevious() == .more)
    let before = listLines(app)
    #expect(before.first == "main-3")
    var kept: [Double] = []
    app.coordinator.addEventHandler { event in
      if case .positionKept(let delta) = event { kept.append(delta) }
    }

    // `r` at a page below the top: the pages above go, and the rows removed above are kept
    // (K1): main-3 stays on the first row, as every line below it.
    #expect(await run(app) { app.handle(.text("r")) } == .success)
    guard case .output(let output) = app.content else { return }
    #expect(output.lineCount == 40 && output.rowsAbove == 0)
    #expect(listLines(app) == before)
    #expect(kept.count == 1 && kept.allSatisfy { $0 < 0 })
  }

  @Test func aRunFromTheHistoryHasNoHeaderAndLoadsNothingAbove() async throws {
    let app = try paged("seq 3")
    #expect(await run(app) { app.controller.appeared() } == .success)
    #expect(await run(app) { app.handle(.text("r")) } == .success)
    app.handle(.text("["))
    #expect(app.isBrowsingHistory)
    #expect(app.frame(at: 0).header == nil && app.controller.loadPreviousAction == nil)
    app.handle(.text("]"))
    #expect(app.frame(at: 0).header?.line == "")
  }

  @Test func theThreadOpensAtItsNewestMessageWithEarlierOnesAbove() throws {
    let app = try app(["--thread"])
    #expect(app.title == "pullwatch · Thread · \(Conversation.subject) · 32 messages")
    #expect(app.scroll.offset == app.scroll.maximumOffset && app.scroll.offset > 0)
    #expect(listLines(app).last?.contains("Meeting at ten?") == true)
    #expect(app.frame(at: 0).footer == nil && app.controller.headerRows == 1)
    // Opened at its end, nothing loads above by itself (T3); p asks for the page.
    #expect(app.coordinator.loadPreviousPhase == .idle)
    app.handle(.text("p"))
    #expect(app.coordinator.loadPreviousPhase == .loading)
    app.coordinator.cancelLoadPrevious()
  }
}
