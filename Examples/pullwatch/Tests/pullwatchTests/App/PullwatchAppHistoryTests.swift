import Foundation
import PullToRefresh
import PullToRefreshTerminal
import Testing

@testable import pullwatch

/// `[` and `]` through the history: the title says which run and that it is not live, the
/// status row how it and its neighbours ended, and a person's refresh goes live.
///
/// The terminal is not touched: nothing here calls `run()`.
@MainActor
struct PullwatchAppHistoryTests {
  /// The date that run `number` started on: `number` seconds past 12:00:00 today, here.
  private func date(_ number: Int) -> Date {
    let noon = Calendar.current.date(bySettingHour: 12, minute: 0, second: 0, of: Date()) ?? Date()
    return noon.addingTimeInterval(Double(number))
  }

  /// An app for `arguments` whose command ran once for each of `endings`.
  private func app(_ arguments: [String], endings: [RunExit]) throws -> PullwatchApp {
    let app = PullwatchApp(options: try PullwatchOptions(arguments: arguments))
    guard !endings.isEmpty else { return app }
    guard case .output(var output) = app.content else {
      Issue.record("no command output for \(arguments)")
      return app
    }
    for (index, ending) in endings.enumerated() {
      output.beginRun(at: Double(index), on: date(index + 1))
      output.finishRun(with: Array("run \(index + 1)\n".utf8), ending: ending)
    }
    app.content = .output(output)
    app.columns = 80
    return app
  }

  @Test func theTitleSaysWhichRunIsShownAndThatItIsNotLive() throws {
    let app = try app(["-n", "5", "--", "date"], endings: [.exited(0), .exited(1), .exited(0)])
    let live = app.title
    #expect(!live.contains("not live"))
    app.handle(.text("["))
    #expect(app.title.hasPrefix("pullwatch · date · every 5s · run 2 of 3 · 12:00:02 · not live"))
    app.handle(.text("["))
    #expect(app.title.contains("run 1 of 3 · 12:00:01 · not live"))
    app.handle(.text("]"))
    app.handle(.text("]"))
    #expect(app.title == live)
  }

  @Test func aLongCommandIsCutToLeaveRoomForWhichRun() throws {
    let long = String(repeating: "x", count: 100)
    let app = try app(["-n", "5", "--", long], endings: [.exited(0), .exited(0)])
    app.handle(.text("["))
    let title = app.title
    #expect(title.count <= app.columns - 1)
    #expect(title.hasSuffix("xxx… · every 5s · run 1 of 2 · 12:00:01 · not live"))
  }

  @Test func aCommandOfWideCharactersIsCutByColumns() throws {
    let wide = String(repeating: "漢", count: 60)
    let app = try app(["-n", "5", "--", wide], endings: [.exited(0), .exited(0)])
    app.handle(.text("["))
    // Two columns each: cut by characters, the title would run 40 columns past the row.
    #expect(DisplayWidth.of(app.title) <= app.columns - 1)
    #expect(app.title.hasSuffix("漢… · every 5s · run 1 of 2 · 12:00:01 · not live"))
  }

  @Test func theStatusRowSaysHowTheRunShownEndedAndMarksTheFailedOnes() throws {
    let endings: [RunExit] = [.exited(0), .exited(2), .signalled(9), .exited(0), .timedOut, .cut]
    let app = try app(["date"], endings: endings)
    app.handle(.text("["))
    #expect(app.browsedRun?.number == 5)
    let status = app.frame(at: 0).status
    #expect(status == "⧖ timed out at 12:00:05 · ✗✗✓[⧖]✓ · 3 of 6 runs failed")
    #expect(app.statusIsError)
    app.handle(.text("["))
    #expect(app.frame(at: 0).status == "✓ exit 0 at 12:00:04 · ✓✗✗[✓]⧖✓ · 3 of 6 runs failed")
    #expect(!app.statusIsError)
    app.handle(.text("["))
    #expect(app.frame(at: 0).status?.hasPrefix("✗ signal 9 at 12:00:03") == true)
    // It fits 80 columns beside the keys of the history.
    #expect((app.frame(at: 0).status?.count ?? 0) + app.frame(at: 0).hints.count + 3 <= 80)
    #expect(app.frame(at: 0).hints == "[ ] runs · r live")
  }

  @Test func aRefreshAskedForByAPersonGoesLive() throws {
    let app = try app(["--", "true"], endings: [.exited(0), .exited(0)])
    app.handle(.text("["))
    #expect(app.isBrowsingHistory)
    app.handle(.text("r"))
    #expect(!app.isBrowsingHistory)
    // Once: a [ pressed while the refresh runs stays, whatever the refresh's events.
    app.handle(.text("["))
    app.goLiveForAPersonsRefresh()
    #expect(app.isBrowsingHistory)
    app.coordinator.cancel()
    app.goLiveForAPersonsRefresh()
    #expect(!app.wentLiveForThisRefresh)
  }

  @Test func aScheduledRefreshLeavesTheRunShown() async throws {
    let app = try app(["-n", "5", "--", "echo", "new"], endings: [.exited(0), .exited(0)])
    app.handle(.text("["))
    await app.coordinator.refresh(source: .scheduled)
    #expect(app.browsedRun?.number == 1)
    guard case .output(let output) = app.content else {
      Issue.record("no command output")
      return
    }
    #expect(output.history.recordedCount == 3)
    #expect(app.title.contains("run 1 of 3"))
  }

  @Test func browsingHidesTheFooterAndLoadsNoPage() throws {
    let app = try app(["--more", "echo page", "--", "true"], endings: [.exited(0), .exited(0)])
    app.handle(.text("["))
    #expect(app.frame(at: 0).footer == nil)
    #expect(app.controller.loadMoreAction == nil)
    app.handle(.text("]"))
    #expect(app.frame(at: 0).footer != nil)
  }

  @Test func withoutATitleTheStatusRowShowsWhileARunFromTheHistoryIs() throws {
    let app = try app(["-t", "--", "date"], endings: [.exited(0), .exited(1)])
    #expect(app.frame(at: 0).status == nil)
    app.handle(.text("["))
    // No title says which run this is: the status row does.
    #expect(
      app.frame(at: 0).status?.hasPrefix("run 1 of 2 · not live · ✓ exit 0 at 12:00:01") == true
    )
    app.handle(.text("]"))
    #expect(app.frame(at: 0).status == nil)
  }

  @Test func bracketsSayWhenThereIsNoRunToGoTo() throws {
    let app = try app(["--", "date"], endings: [.exited(0)])
    app.handle(.text("["))
    #expect(app.frame(at: 0).status?.hasPrefix("no earlier run kept") == true)
    app.handle(.text("]"))
    #expect(app.frame(at: 0).status?.hasPrefix("live already") == true)
    // Until the next key.
    app.handle(.text("j"))
    #expect(app.frame(at: 0).status?.contains("live already") == false)
  }

  @Test func theInboxHasNoHistory() throws {
    let app = PullwatchApp(options: try PullwatchOptions(arguments: []))
    app.handle(.text("["))
    #expect(!app.isBrowsingHistory)
    #expect(!app.title.contains("not live"))
  }
}
