import Foundation
import PullToRefreshTerminal
import Testing

@testable import pullwatch

/// Earlier runs from the history, shown while the live output goes on.
struct CommandOutputHistoryTests {
  private func output(_ arguments: [String] = ["true"]) throws -> CommandOutput {
    var output = CommandOutput(options: try PullwatchOptions(arguments: arguments))
    var layout = output.layout
    layout.columns = 20
    output.layout = layout
    return output
  }

  private func lines(_ output: CommandOutput) -> [String] {
    (0..<output.text.lineCount).map { output.text[$0].text }
  }

  /// Runs `texts` one after another, the run numbered `n` started `n` seconds after a fixed date.
  private func run(_ texts: [String], on output: inout CommandOutput) {
    for text in texts {
      let seconds = Double(output.history.recordedCount + 1)
      output.beginRun(at: seconds, on: Date(timeIntervalSince1970: seconds))
      output.finishRun(
        with: Array("\(text)\n".utf8),
        ending: text == "bad" ? .exited(1) : .exited(0)
      )
    }
  }

  /// The columns of screen row 0 drawn reversed (highlighted as changed).
  private func highlighted(_ output: CommandOutput) -> [Int] {
    var screen = Screen(columns: 20, rows: 1)
    output.draw(0, into: &screen, row: 0)
    return (0..<20).filter { screen[0, $0].style.reverse }
  }

  @Test func stepsBackAndForwardThenLiveAgain() throws {
    var output = try output()
    run(["one", "two", "three"], on: &output)
    #expect(output.browsedRun == nil)
    var moved = output.stepBack()
    #expect(moved)
    #expect(output.browsedRun?.number == 2)
    #expect(lines(output) == ["two"])
    moved = output.stepBack()
    #expect(moved)
    #expect(lines(output) == ["one"])
    // No run before the first: it stays.
    moved = !output.stepBack()
    #expect(moved)
    #expect(output.browsedRun?.number == 1)
    moved = output.stepForward()
    #expect(moved)
    #expect(lines(output) == ["two"])
    // Past the run before the newest is the live output, which shows the newest.
    moved = output.stepForward()
    #expect(moved)
    #expect(output.browsedRun == nil)
    #expect(lines(output) == ["three"])
    moved = !output.stepForward()
    #expect(moved)
  }

  @Test func newRunsJoinTheHistoryButTheRunShownStays() throws {
    var output = try output()
    run(["one", "two"], on: &output)
    output.stepBack()
    run(["three", "four"], on: &output)
    #expect(output.browsedRun?.number == 1)
    #expect(lines(output) == ["one"])
    #expect(output.history.recordedCount == 4)
    output.goLive()
    #expect(lines(output) == ["four"])
  }

  @Test func aFirstRunAloneHasNothingEarlier() throws {
    var output = try output()
    var moved = !output.stepBack()
    #expect(moved)
    run(["one"], on: &output)
    moved = !output.stepBack()
    #expect(moved)
    #expect(output.browsedRun == nil)
  }

  @Test func whileARunShowsItsProgressTheNewestFinishedRunIsOneStepBack() throws {
    var output = try output()
    run(["one", "two"], on: &output)
    output.beginRun(at: 10)
    output.showProgress(Array("thr".utf8), at: 11)
    let moved = output.stepBack()
    #expect(moved)
    #expect(lines(output) == ["two"])
    output.showProgress(Array("three".utf8), at: 12)
    #expect(lines(output) == ["two"])
    output.stepForward()
    #expect(lines(output) == ["three"])
  }

  @Test func differencesCompareTheRunShownWithTheOneBeforeIt() throws {
    var output = try output(["-d", "date"])
    run(["aaaa", "abaa", "abab", "xbab"], on: &output)
    #expect(highlighted(output) == [0])
    output.stepBack()
    // Run 3, "abab", against run 2, "abaa": the last column.
    #expect(highlighted(output) == [3])
    output.stepBack()
    #expect(highlighted(output) == [1])
    output.stepBack()
    // The first run has none before it.
    #expect(highlighted(output).isEmpty)
  }

  @Test func permanentDifferencesAddUpOverTheRunsKeptBefore() throws {
    var output = try output(["-d=permanent", "date"])
    run(["aaaa", "abaa", "abaa", "abab", "xbab"], on: &output)
    #expect(highlighted(output) == [0, 1, 3])
    output.stepBack()
    #expect(highlighted(output) == [1, 3])
    output.stepBack()
    #expect(highlighted(output) == [1])
  }

  @Test func theRunShownKeepsTheLayoutAndItsOwnOutputWithoutPages() throws {
    var output = try output(["--more", "next", "date"])
    run(["first", String(repeating: "x", count: 45)], on: &output)
    output.appendPage(Array("page\n".utf8))
    output.stepBack()
    #expect(lines(output) == ["first"])
    output.stepForward()
    #expect(output.rowCount == 3 + 1)
    output.stepBack()
    output.stepForward()
    var layout = output.layout
    layout.wraps = false
    output.layout = layout
    #expect(output.rowCount == 2)
    #expect(output.lineCount == 2)
  }

  @Test func chgexitComparesTheNewestRunsWhateverIsShown() throws {
    var output = try output(["-g", "date"])
    run(["same", "same"], on: &output)
    output.stepBack()
    #expect(!output.changedInLastRun)
    run(["other"], on: &output)
    #expect(output.changedInLastRun)
    #expect(output.browsedRun?.number == 1)
  }

  @Test func aRunCutShortByATimeoutShowsWhatItWroteAndJoinsTheHistory() throws {
    var output = try output()
    run(["one"], on: &output)
    output.beginRun(at: 5)
    output.finishRun(with: Array("partial\n".utf8), ending: .timedOut)
    // Live, as a finished run: what it wrote before it was ended.
    #expect(lines(output) == ["partial"])
    #expect(output.browsedRun == nil)
    #expect(output.history.newest?.ending == .timedOut)
    let moved = output.stepBack()
    #expect(moved)
    #expect(output.browsedRun?.number == 1)
    #expect(lines(output) == ["one"])
  }
}
