import Foundation
import PullToRefresh
import PullToRefreshTerminal
import PullToRefreshTesting
import Testing

@testable import pullwatch

/// The command's output with no lines, as the engine's content states (Behavior.md, F1-F9) make
/// it: the first run is the engine's, under the full-screen loader; a run that printed nothing is
/// "No output", pulled or `r` to run again; one that failed with nothing printed shows why, and
/// `r` retries under the loader; output shows as rows, a failing run's too.
///
/// The engine runs on a virtual clock moved by hand. Where the output matters, the command is a
/// real one and a test waits for the engine's outcome (an event, not a sleep); elsewhere it is a
/// stand-in that takes two seconds of the virtual clock and prints nothing.
@MainActor
struct PullwatchAppContentStatesTests {
  private let clock = VirtualClock()

  /// The program for `arguments` (after `--manual` unless they have `-n`), with an 80 × 24
  /// terminal.
  private func app(_ arguments: [String]) throws -> PullwatchApp {
    let manual = arguments.contains("-n") ? [] : ["--manual"]
    let options = try PullwatchOptions(arguments: manual + arguments)
    let app = PullwatchApp(options: options, engineClock: clock)
    app.columns = 80
    app.rows = 24
    app.layOutContent()
    return app
  }

  /// The program for `arguments`, its runs a stand-in that takes `runTime` of the virtual clock,
  /// prints nothing, and throws `error` when given.
  private func standIn(
    _ arguments: [String] = ["date"],
    runTime: Duration = .seconds(2),
    throwing error: (any Error)? = nil
  ) throws -> PullwatchApp {
    let app = try app(arguments)
    app.coordinator.action = { [clock] in
      try await clock.sleep(for: runTime)
      if let error { throw error }
    }
    return app
  }

  /// How the run in flight ended, once the engine knows: a real command, awaited, not slept on.
  ///
  /// Then the app hears of the change, as its loop does after every change of the engine's.
  private func outcome(of app: PullwatchApp) async -> RefreshOutcome {
    defer { app.goLiveForAPersonsRefresh() }
    return await withCheckedContinuation { continuation in
      var token: RefreshCoordinator.HandlerToken?
      token = app.coordinator.addEventHandler { event in
        guard case .actionFinished(let outcome) = event, let handler = token else { return }
        app.coordinator.removeEventHandler(handler)
        token = nil
        continuation.resume(returning: outcome)
      }
    }
  }

  /// Counts the runs the engine starts from now on.
  private final class RunCounter {
    var runs = 0
    var phases: [ContentPhase] = []
  }

  private func counter(_ app: PullwatchApp) -> RunCounter {
    let counter = RunCounter()
    app.coordinator.addEventHandler { event in
      switch event {
      case .actionStarted: counter.runs += 1
      case .contentPhaseChanged(let phase): counter.phases.append(phase)
      default: break
      }
    }
    return counter
  }

  /// The frame as the terminal shows it now, a line a row.
  private func screen(_ app: PullwatchApp) -> [String] {
    let content = app.content
    let screen = app.frame(at: 0).compose { index, screen, row in
      content.draw(index, into: &screen, row: row)
    }
    return (0..<screen.rows).map { screen.text(row: $0) }
  }

  private func shows(_ text: String, _ app: PullwatchApp) -> Bool {
    screen(app).contains { $0.contains(text) }
  }

  /// Presses the first list row, drags down `rows` rows and releases there.
  private func pull(_ app: PullwatchApp, rows: Int) {
    let mouse = { (kind: MouseEvent.Kind, row: Int) in
      TerminalInput.mouse(MouseEvent(kind: kind, column: 40, row: row))
    }
    app.handle(mouse(.pressed(.left), 1))
    for row in 2...(1 + rows) { app.handle(mouse(.dragged(.left), row)) }
    app.handle(mouse(.released(.left), 1 + rows))
  }

  // MARK: - The decisions

  @Test func aCommandsLinesAreTheItemCountAndTheInboxHasNone() throws {
    #expect(try app(["date"]).coordinator.itemCount == 0)
    #expect(try app([]).coordinator.itemCount == nil)
    #expect(try app([]).contentState == nil)
  }

  @Test func theFirstRunIsTheEnginesOneQuietRunUnderTheLoader() async throws {
    let app = try standIn(["-n", "5", "--", "date"])
    let counter = counter(app)
    #expect(app.coordinator.phase == .idle)
    #expect(app.contentState == nil)  // nothing run yet: nothing to show
    app.controller.appeared()
    // One run for the appearance and the -n policy together, quiet: no ring, no room.
    await clock.advance(by: .zero)
    #expect(counter.runs == 1)
    #expect(app.coordinator.isScheduledRefresh)
    #expect(app.coordinator.restingInset.inset == 0)
    #expect(app.showsLoader)
    #expect(app.status(app.controller.indicatorText) == "Running…")
    #expect(shows(PullwatchApp.loadingText, app))
    #expect(!shows("Pull down to refresh", app))
    await clock.advance(by: .seconds(2))
    #expect(counter.phases == [.loading, .empty])
    #expect(counter.runs == 1)
  }

  @Test func rRetriesWithNoOutputAndRefreshesWithTheRingOtherwise() throws {
    let app = try standIn()
    #expect(app.refreshSource == .retry)
    app.coordinator.itemCount = 3
    #expect(app.refreshSource == .programmatic)
    app.handle(.text("r"))
    #expect(app.coordinator.indicator.showsSpinner)
    app.coordinator.cancel()
  }

  @Test func escapeOnTheLoaderLeavesNothingAndRRunsItAgainUnderTheLoader() async throws {
    let app = try standIn()
    app.controller.appeared()
    app.handle(.key(.escape))
    // F7: a cancelled first load is no outcome to show: nothing yet, the status says why.
    #expect(app.coordinator.contentPhase == .idle)
    #expect(app.contentState == nil)
    #expect(app.status(app.controller.indicatorText) == "⊘ Refresh cancelled")
    app.handle(.text("R"))
    #expect(app.coordinator.phase == .refreshing)
    #expect(app.showsLoader)
    #expect(!app.coordinator.indicator.showsSpinner)
    app.coordinator.cancel()
  }

  @Test func aPullOnTheLoaderNeitherArmsNorShowsARing() async throws {
    let app = try standIn()
    app.controller.appeared()
    pull(app, rows: 10)
    // F3: the loader is the run's indicator.
    #expect(app.coordinator.isScheduledRefresh)
    #expect(app.coordinator.indicator.ringFraction == 0)
    #expect(app.showsLoader)
    #expect(shows(PullwatchApp.loadingText, app))
    #expect(!shows("to refresh", app))
    app.coordinator.cancel()
  }

  @Test func aPullOnTheEmptyViewRunsAgainWithTheRing() async throws {
    let app = try standIn()
    let counter = counter(app)
    app.controller.appeared()
    await clock.advance(by: .seconds(2))
    #expect(app.coordinator.contentPhase == .empty)
    #expect(shows("No output", app))
    #expect(shows("pull down or press r to run it again", app))
    pull(app, rows: 10)
    await clock.advance(by: .zero)
    // F4: an ordinary run, with the ring and the room, not the loader.
    #expect(counter.runs == 2)
    #expect(!app.coordinator.isScheduledRefresh)
    #expect(app.coordinator.indicator.showsSpinner)
    #expect(app.coordinator.restingInset.inset > 0)
    #expect(app.contentState == nil)
    #expect(shows("Refreshing…", app))
    #expect(!shows(PullwatchApp.loadingText, app))
    app.coordinator.cancel()
  }

  @Test func theFailedViewSaysWhyAndACancelledRetryKeepsIt() async throws {
    let failure = CommandFailure(status: .exited(3), firstErrorLine: "disk on fire")
    let app = try standIn(throwing: failure)
    app.controller.appeared()
    await clock.advance(by: .seconds(2))
    #expect(app.coordinator.contentPhase == .failed)
    #expect(shows("✗ exit status 3: disk on fire", app))
    #expect(shows("r retries · or pull down", app))
    #expect(app.statusIsError)
    // A retry shows the loader, and the status row no error while it runs.
    app.handle(.text("r"))
    #expect(app.showsLoader)
    #expect(!app.statusIsError)
    #expect(!shows("disk on fire", app))
    // Esc: the retry is no outcome (F7), the failed view and its reason stay.
    app.handle(.key(.escape))
    #expect(app.coordinator.contentPhase == .failed)
    #expect(app.coordinator.lastError == nil)
    #expect(shows("✗ exit status 3: disk on fire", app))
  }

  @Test func aTimedOutRunWithNothingPrintedSaysSo() async throws {
    let app = try standIn(["--timeout", "1", "--", "sleep 9"], runTime: .seconds(9))
    app.controller.appeared()
    await clock.advance(by: .seconds(1))
    #expect(app.coordinator.contentPhase == .failed)
    #expect(shows("✗ timed out after 1s", app))
  }

  @Test func frozenByErrexitTheFailedViewOffersNoRetry() async throws {
    let app = try standIn(["-e", "--", "false"], throwing: CommandFailure(status: .exited(1)))
    app.controller.appeared()
    await clock.advance(by: .seconds(2))
    app.frozenBy = "exit status 1"
    #expect(app.contentState?.lines == ["✗ exit status 1"])
  }

  // MARK: - Real commands: the count lands with the outcome

  @Test func aRunThatPrintsNothingIsEmptyAndOneThatPrintsIsContent() async throws {
    let empty = try app(["printf ''"])
    let emptyCounter = counter(empty)
    empty.controller.appeared()
    #expect(await outcome(of: empty) == .success)
    #expect(emptyCounter.phases == [.loading, .empty])
    #expect(shows("No output", empty))
    #expect(screen(empty)[23].hasPrefix(" ✓ Updated"))

    let lines = try app(["echo one; echo two"])
    let linesCounter = counter(lines)
    lines.controller.appeared()
    #expect(await outcome(of: lines) == .success)
    // The count arrived with the outcome: never `empty` between the loader and the rows.
    #expect(linesCounter.phases == [.loading, .content])
    #expect(lines.coordinator.itemCount == 2)
    #expect(lines.contentState == nil)
    #expect(screen(lines)[1] == "one")
  }

  @Test func aFailingRunWithNothingPrintedIsFailedAndRRunsItAgain() async throws {
    let app = try app(["exit 3"])
    let counter = counter(app)
    app.controller.appeared()
    #expect(await outcome(of: app) == .failure)
    #expect(app.coordinator.contentPhase == .failed)
    #expect(shows("✗ exit status 3", app))
    #expect(screen(app)[23].hasPrefix(" ✗ Refresh failed: exit status 3"))
    app.handle(.text("r"))
    #expect(app.showsLoader)
    #expect(await outcome(of: app) == .failure)
    #expect(counter.runs == 2)
    #expect(counter.phases == [.loading, .failed, .loading, .failed])
  }

  @Test func aFailingRunThatWroteAnErrorShowsItAsOutput() async throws {
    // Standard error shares the output's pipe, as in watch: the error is output, and shows.
    let app = try app(["echo boom >&2; exit 3"])
    app.controller.appeared()
    #expect(await outcome(of: app) == .failure)
    #expect(app.coordinator.contentPhase == .content)
    #expect(app.contentState == nil)
    #expect(screen(app)[1] == "boom")
    #expect(screen(app)[23].hasPrefix(" ✗ Refresh failed: exit status 3"))
    #expect(app.refreshSource == .programmatic)
  }

  @Test func outputThenNothingGoesFromTheRowsToTheViewWithTheOutcome() async throws {
    let flag = FileManager.default.temporaryDirectory
      .appendingPathComponent("pullwatch-content-states-\(UUID().uuidString)").path
    defer { unlink(flag) }
    // Prints a line the first time, nothing after; fails the third time.
    let command =
      "if [ -e \(flag).2 ]; then exit 4; fi; if [ -e \(flag) ]; then touch \(flag).2; exit 0; fi;"
      + " touch \(flag); echo first-line"
    defer { unlink(flag + ".2") }
    let app = try app([command])
    let counter = counter(app)
    app.controller.appeared()
    #expect(await outcome(of: app) == .success)
    #expect(screen(app)[1] == "first-line")
    app.handle(.text("r"))
    #expect(app.coordinator.indicator.showsSpinner)  // output: a person's refresh, with the ring
    #expect(await outcome(of: app) == .success)
    // The outcome's display is over; the app hears of it, as its loop does.
    await clock.advance(by: .seconds(2))
    app.goLiveForAPersonsRefresh()
    // F6: a success that reports no lines is empty.
    #expect(app.coordinator.contentPhase == .empty)
    #expect(counter.phases.last == .empty)
    // The count set in the action lands with the outcome (F1): content, then empty, no loader.
    #expect(counter.phases == [.loading, .content, .empty])
    // A run from the history shows its own output, not the view of the live one.
    app.handle(.text("["))
    #expect(app.contentState == nil)
    #expect(shows("first-line", app))
    app.handle(.text("r"))  // goes live, and retries: the live output has no lines
    #expect(app.showsLoader)
    #expect(await outcome(of: app) == .failure)
    #expect(counter.phases == [.loading, .content, .empty, .loading, .failed])
    #expect(shows("✗ exit status 4", app))
  }
}
