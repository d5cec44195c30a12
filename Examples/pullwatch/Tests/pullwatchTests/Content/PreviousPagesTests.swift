import Testing
import WatchText

@testable import pullwatch

/// The top end in pullwatch: `--previous` and `--thread` on the command line, and a page put
/// before the output, as many rows above as it takes.
struct PreviousPagesTests {
  @Test func previousTakesACommandAndNeedsOneToPage() throws {
    let options = try PullwatchOptions(arguments: ["--previous", "echo $PULLWATCH_PAGE", "ls"])
    #expect(options.previousCommand == "echo $PULLWATCH_PAGE")
    #expect(options.command == ["ls"])
    // A refresh starts the pages over: no timer unless asked for, as with --more.
    #expect(options.every == nil)
    let timed = try PullwatchOptions(arguments: ["-n", "3", "--previous", "x", "ls"])
    #expect(timed.every == .seconds(3))
    #expect(throws: PullwatchOptionsError.missingValue(option: "--previous")) {
      try PullwatchOptions(arguments: ["--previous"])
    }
    #expect(throws: PullwatchOptionsError.self) {
      try PullwatchOptions(arguments: ["--previous", "  ", "ls"])
    }
    do throws(PullwatchOptionsError) {
      _ = try PullwatchOptions(arguments: ["--previous", "echo x"])
      Issue.record("--previous without a command must be refused")
    } catch {
      #expect(error.description.hasPrefix("--previous"))
    }
  }

  @Test func threadIsTheSampleConversationAndTakesNoCommand() throws {
    #expect(try PullwatchOptions(arguments: ["--thread"]).showsThread)
    #expect(try !PullwatchOptions(arguments: []).showsThread)
    #expect(throws: PullwatchOptionsError.self) {
      try PullwatchOptions(arguments: ["--thread", "ls"])
    }
    #expect(throws: PullwatchOptionsError.self) {
      try PullwatchOptions(arguments: ["--thread=yes"])
    }
  }

  private func output(_ run: String, columns: Int = 80) throws -> CommandOutput {
    var output = CommandOutput(options: try PullwatchOptions(arguments: ["true"]))
    var layout = output.layout
    layout.columns = columns
    output.layout = layout
    output.beginRun(at: 0)
    output.finishRun(with: Array(run.utf8))
    return output
  }

  @Test func aPageGoesBeforeTheOutputAsLinesOfItsOwnAndSaysTheRowsItAdded() throws {
    var output = try output("one\ntwo\n")
    #expect(output.nextPreviousPage == 2)
    #expect(output.prependPage(Array("a\nb".utf8)) == 2)
    #expect((0..<output.lineCount).map { output.text[$0].text } == ["a", "b", "one", "two"])
    #expect(output.nextPreviousPage == 3 && output.linesAbove == 2 && output.rowCount == 4)
    // Output with no line is the beginning: nothing goes above.
    #expect(output.prependPage([]) == 0)
    #expect(output.prependPage(Array("\u{1B}[0m".utf8)) == 0)
    #expect(output.nextPreviousPage == 3)
    // Pages at both ends count apart; the lines shown count them all.
    output.appendPage(Array("three\n".utf8))
    #expect(output.nextPage == 3 && output.nextPreviousPage == 3 && output.lineCount == 5)
    // The next run starts the pages over.
    output.beginRun(at: 1)
    output.finishRun(with: Array("one\ntwo\n".utf8))
    #expect(output.lineCount == 2 && output.linesAbove == 0 && output.nextPreviousPage == 2)
    #expect(output.history.runs.count == 2)
  }

  @Test func theRowsAddedCountTheWrappedRowsOfThePage() throws {
    var output = try output("main\n", columns: 10)
    let long = String(repeating: "x", count: 25)
    #expect(output.prependPage(Array("\(long)\nshort\n".utf8)) == 4)
    #expect(output.rowCount == 5)
  }

  @Test func theRowsAboveAreThePagesWrappedRowsAndNoneInARunFromTheHistory() throws {
    var output = try output("main\n", columns: 10)
    output.beginRun(at: 1)
    output.finishRun(with: Array("main\n".utf8))
    #expect(output.rowsAbove == 0)
    let added = output.prependPage(Array("\(String(repeating: "x", count: 25))\n".utf8))
    let more = output.prependPage(Array("a\nb\n".utf8))
    #expect(output.rowsAbove == added + more && output.rowsAbove < output.rowCount)
    // A run from the history shows its own output, with no page above it.
    output.stepBack()
    #expect(output.browsedRun != nil && output.rowsAbove == 0)
    output.goLive()
    #expect(output.rowsAbove == added + more)
    // The next run takes the pages away.
    output.beginRun(at: 1)
    output.finishRun(with: Array("main\n".utf8))
    #expect(output.rowsAbove == 0)
  }

  @Test func aColourLeftOnByAPageDoesNotReachTheRunsLines() throws {
    var output = CommandOutput(options: try PullwatchOptions(arguments: ["-c", "true"]))
    output.beginRun(at: 0)
    output.finishRun(with: Array("plain\n".utf8))
    _ = output.prependPage(Array("\u{1B}[31mred\n".utf8))
    #expect(output.text[0].spans.map(\.style.foreground) == [.red])
    #expect(output.text[1].spans.allSatisfy { $0.style == .plain })
  }
}
