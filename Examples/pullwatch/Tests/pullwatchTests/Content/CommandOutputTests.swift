import PullToRefreshTerminal
import Testing

@testable import pullwatch

/// A command's output on screen: the last run's until the next one's arrives, wrapped, marked.
struct CommandOutputTests {
  private func output(_ arguments: [String] = ["true"]) throws -> CommandOutput {
    CommandOutput(options: try PullwatchOptions(arguments: arguments))
  }

  private func lines(_ output: CommandOutput) -> [String] {
    (0..<output.text.lineCount).map { output.text[$0].text }
  }

  @Test func theLastRunStaysUntilTheNextRunEndsOrGoesOnForASecond() throws {
    var output = try output()
    output.beginRun(at: 0)
    output.finishRun(with: Array("one\ntwo\n".utf8))
    output.beginRun(at: 10)
    #expect(lines(output) == ["one", "two"])
    output.showProgress(Array("th".utf8), at: 10.5)
    #expect(lines(output) == ["one", "two"])
    output.showProgress(Array("th".utf8), at: 11)
    #expect(lines(output) == ["th"])
    output.finishRun(with: Array("three\n".utf8))
    #expect(lines(output) == ["three"])
  }

  @Test func aRunThatWritesNothingAtFirstKeepsNothingOldAtTheEnd() throws {
    var output = try output()
    output.finishRun(with: Array("a\n".utf8))
    output.beginRun(at: 0)
    output.finishRun(with: [])
    #expect(lines(output).isEmpty)
  }

  @Test func anUnchangedRunIsNotAChange() throws {
    var output = try output(["-g", "date"])
    output.finishRun(with: Array("same\n".utf8))
    #expect(!output.changedInLastRun)
    output.finishRun(with: Array("same\n".utf8))
    #expect(!output.changedInLastRun)
    output.finishRun(with: Array("other\n".utf8))
    #expect(output.changedInLastRun)
  }

  @Test func runsAreComparedOnlyForChgexit() throws {
    var output = try output()
    output.finishRun(with: Array("one\n".utf8))
    output.finishRun(with: Array("two\n".utf8))
    #expect(!output.changedInLastRun)
  }

  @Test func longLinesWrapToTheWidthOrAreCut() throws {
    var output = try output()
    var layout = output.layout
    layout.columns = 10
    output.layout = layout
    output.finishRun(with: Array((String(repeating: "x", count: 25) + "\nshort\n").utf8))
    #expect(output.rowCount == 4)
    layout.wraps = false
    output.layout = layout
    #expect(output.rowCount == 2)
  }

  @Test func differencesMarkWhatChangedSinceTheLastRun() throws {
    var output = try output(["-d", "date"])
    var layout = output.layout
    layout.columns = 20
    output.layout = layout
    output.finishRun(with: Array("12:00:01\n".utf8))
    output.finishRun(with: Array("12:00:02\n".utf8))
    var screen = Screen(columns: 20, rows: 1)
    output.draw(0, into: &screen, row: 0)
    #expect(screen.text(row: 0) == "12:00:02")
    #expect(!screen[0, 6].style.reverse)
    #expect(screen[0, 7].style.reverse)
  }

  @Test func aRunThatRepeatsTheOutputShownKeepsItsTextAndMarksNothing() throws {
    var output = try output(["-d", "date"])
    output.finishRun(with: Array("12:00:01\n".utf8))
    output.finishRun(with: Array("12:00:02\n".utf8))
    let shown = output.text.revision
    output.finishRun(with: Array("12:00:02\n".utf8))
    // Not parsed again: the same text, at the same state.
    #expect(output.text.revision == shown)
    #expect(!output.changedInLastRun)
    var screen = Screen(columns: 20, rows: 1)
    output.draw(0, into: &screen, row: 0)
    #expect(screen.text(row: 0) == "12:00:02")
    #expect(!screen[0, 7].style.reverse)
    #expect(output.history.runs.count == 3)
  }

  @Test func aRunThatRepeatsTheOutputUnderItsPagesShowsItAgainWithoutThem() throws {
    var output = try output(["--more", "next", "date"])
    output.finishRun(with: Array("one\n".utf8))
    output.appendPage(Array("page\n".utf8))
    output.finishRun(with: Array("one\n".utf8))
    #expect(lines(output) == ["one"])
    #expect(output.pagesAppended == 0)
  }
}
