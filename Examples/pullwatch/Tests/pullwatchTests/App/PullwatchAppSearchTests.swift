import PullToRefresh
import PullToRefreshTerminal
import Testing

@testable import pullwatch

/// The search prompt, n and N, and the help screen, as keys reach them.
///
/// The terminal is not touched: nothing here calls `run()`.
@MainActor
struct PullwatchAppSearchTests {
  /// An app whose output is `output`, as if a run had written it, in a terminal of 80 by 24.
  private func app(_ arguments: [String] = ["true"], output: String) throws -> PullwatchApp {
    let app = PullwatchApp(options: try PullwatchOptions(arguments: arguments))
    app.columns = 80
    app.rows = 24
    guard case .output(var shown) = app.content else { return app }
    shown.finishRun(with: Array(output.utf8))
    app.content = .output(shown)
    app.layOutContent()
    return app
  }

  private func type(_ text: String, into app: PullwatchApp) {
    for character in text { app.handle(.text(character)) }
  }

  private var numbers: String { (1...200).map { "line \($0)\n" }.joined() }

  @Test func slashTypesAPatternAndEnterScrollsToTheMatch() throws {
    let app = try app(output: numbers)
    app.handle(.text("/"))
    type("line 150", into: app)
    #expect(app.statusRow(app.controller.indicatorText) == "/line 150")
    #expect(app.hints == "Enter search · Esc close")
    app.handle(.key(.enter))
    #expect(app.searching.prompt == nil)
    #expect(
      app.statusRow(app.controller.indicatorText)?.hasPrefix("match 1 of 1 for 'line 150'") == true
    )
    let first = app.scroll.firstVisibleRow
    #expect((first..<(first + app.scroll.viewportRows)).contains(149))
  }

  @Test func keysGoToThePromptWhileItIsOpen() throws {
    let app = try app(output: numbers)
    app.handle(.text("/"))
    for key in ["q", "r", "n", "?", "j", "G"] { app.handle(.text(Character(key))) }
    #expect(app.exitStatus == nil)
    #expect(app.help == nil)
    #expect(app.coordinator.phase == .idle)
    #expect(app.scroll.firstVisibleRow == 0)
    #expect(app.searching.prompt == "qrn?jG")
    app.handle(.key(.backspace))
    #expect(app.searching.prompt == "qrn?j")
    app.handle(.key(.control("u")))
    #expect(app.searching.prompt == "")
    // Backspace on nothing typed closes the prompt.
    app.handle(.key(.backspace))
    #expect(app.searching.prompt == nil)
    // A pattern keeps at most so many characters however much is pasted.
    app.handle(.text("/"))
    for _ in 0..<1000 { app.handle(.text("x")) }
    #expect(app.searching.prompt?.count == TextSearch.maximumPatternLength)
  }

  @Test func controlCQuitsFromThePrompt() throws {
    let app = try app(output: numbers)
    app.handle(.text("/"))
    app.handle(.key(.control("c")))
    #expect(app.exitStatus == 130)
  }

  @Test func escapeLeavesThePromptAndTheRefreshGoesOn() throws {
    let app = try app(output: numbers)
    app.coordinator.requestRefresh()
    #expect(app.coordinator.phase == .refreshing)
    app.handle(.text("/"))
    type("line", into: app)
    app.handle(.key(.escape))
    #expect(app.searching.prompt == nil)
    #expect(app.searching.search == nil)
    #expect(app.coordinator.phase == .refreshing)
    // Outside the prompt, Esc cancels as before.
    app.handle(.key(.escape))
    #expect(app.coordinator.phase == .finishing(.cancelled))
  }

  @Test func nAndShiftNMoveAndSayWhenTheyWrap() throws {
    let app = try app(output: "apple\nbanana\nApple pie\n")
    app.handle(.text("/"))
    type("apple", into: app)
    app.handle(.key(.enter))
    let status = { app.statusRow(app.controller.indicatorText) ?? "" }
    #expect(status().hasPrefix("match 1 of 2 for 'apple' · "))
    app.handle(.text("n"))
    #expect(status().hasPrefix("match 2 of 2 for 'apple' · "))
    app.handle(.text("n"))
    #expect(status().hasPrefix("match 1 of 2 for 'apple' · wrapped to the top · "))
    app.handle(.text("N"))
    #expect(status().hasPrefix("match 2 of 2 for 'apple' · wrapped to the end · "))
    // The note about wrapping lasts until the next key.
    app.handle(.text("j"))
    #expect(!status().contains("wrapped"))
    // Enter on nothing typed ends the search.
    app.handle(.text("/"))
    app.handle(.key(.enter))
    #expect(app.searching.search == nil)
    #expect(!status().contains("match"))
    app.handle(.text("n"))
    #expect(status().hasPrefix("no search yet: / searches"))
  }

  @Test func aNewRunIsSearchedAgain() throws {
    let app = try app(output: "a\nb\n")
    app.handle(.text("/"))
    type("b", into: app)
    app.handle(.key(.enter))
    #expect(app.searching.search?.note == "match 1 of 1 for 'b'")
    guard case .output(var output) = app.content else { return }
    output.beginRun(at: 10)
    output.finishRun(with: Array("b\nb\nb\n".utf8))
    app.content = .output(output)
    app.updateSearch()
    #expect(app.searching.search?.note == "match 2 of 3 for 'b'")
  }

  @Test func cutLinesScrollSidewaysToTheMatch() throws {
    let app = try app(["-w", "true"], output: String(repeating: "0", count: 300) + "needle\n")
    app.handle(.text("/"))
    type("needle", into: app)
    app.handle(.key(.enter))
    guard case .output(let output) = app.content else { return }
    #expect(output.layout.offset > 0)
    #expect(300 + 6 <= output.layout.offset + 79)
  }

  @Test func withoutATitleThePromptAndTheNoteTakeTheLastRow() throws {
    let app = try app(["-t", "true"], output: numbers)
    #expect(app.frame(at: 0).status == nil)
    app.handle(.text("/"))
    #expect(app.frame(at: 0).status == "/")
    type("line 30", into: app)
    app.handle(.key(.enter))
    #expect(app.frame(at: 0).status?.hasPrefix("match 1 of 1 for 'line 30'") == true)
    // Until the next key: then the whole screen is the output's again.
    app.handle(.text("k"))
    #expect(app.frame(at: 0).status == nil)
  }

  @Test func theInboxSaysSearchNeedsACommand() throws {
    let app = PullwatchApp(options: try PullwatchOptions(arguments: []))
    app.handle(.text("/"))
    #expect(app.searching.prompt == nil)
    #expect(
      app.statusRow(app.controller.indicatorText)?.hasPrefix("search needs a command") == true
    )
    app.handle(.text("q"))
    #expect(app.exitStatus == 0)
  }

  @Test func questionMarkShowsTheHelpAndAKeyClosesItWithoutActing() throws {
    let app = try app(output: numbers)
    app.handle(.text("?"))
    #expect(app.help != nil)
    app.handle(.key(.down))
    #expect(app.help?.firstLine == 1)
    #expect(app.scroll.firstVisibleRow == 0)
    app.handle(.text("q"))
    #expect(app.help == nil)
    #expect(app.exitStatus == nil)
    app.handle(.text("?"))
    app.coordinator.requestRefresh()
    app.handle(.key(.escape))
    #expect(app.help == nil)
    #expect(app.coordinator.phase == .refreshing)
    app.handle(.text("?"))
    app.handle(.key(.control("c")))
    #expect(app.exitStatus == 130)
  }
}
