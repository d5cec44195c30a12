import Testing

@testable import pullwatch

/// Load more in pullwatch: `--more` on the command line, its pages appended to the output, the
/// inbox's older mail, and a page's command run with its environment and its standard output
/// alone.
@MainActor
struct MorePagesTests {
  @Test func moreTakesACommandAndNeedsOneToPage() throws {
    let options = try PullwatchOptions(arguments: ["--more", "echo $PULLWATCH_PAGE", "--", "ls"])
    #expect(options.moreCommand == "echo $PULLWATCH_PAGE")
    #expect(options.command == ["ls"])
    #expect(throws: PullwatchOptionsError.missingValue(option: "--more")) {
      try PullwatchOptions(arguments: ["--more"])
    }
    #expect(throws: PullwatchOptionsError.self) {
      try PullwatchOptions(arguments: ["--more", " ", "ls"])
    }
    // do/catch, not the error `#expect(throws:)` returns: that needs Swift 6.1.
    do throws(PullwatchOptionsError) {
      _ = try PullwatchOptions(arguments: ["--more", "echo x"])
      Issue.record("--more without a command must be refused")
    } catch {
      #expect(error.description.hasPrefix("--more"))
    }
  }

  @Test func pagesAppendOnALineOfTheirOwnAndARunStartsOver() throws {
    var output = CommandOutput(options: try PullwatchOptions(arguments: ["true"]))
    output.beginRun(at: 0)
    output.finishRun(with: Array("one\ntwo".utf8))
    #expect(output.nextPage == 2 && output.lineCount == 2)
    output.appendPage(Array("three\n".utf8))
    output.appendPage([])
    #expect((0..<output.lineCount).map { output.text[$0].text } == ["one", "two", "three"])
    #expect(output.nextPage == 3 && output.lineCount == 3)
    output.beginRun(at: 1)
    output.finishRun(with: Array("one\n".utf8))
    #expect(output.nextPage == 2 && output.lineCount == 1)
  }

  @Test func theInboxHasThreePagesOfOlderMailAtItsEnd() {
    var inbox = Inbox()
    let opening = inbox.messages
    let first = inbox.loadOlderMail()
    #expect(first)
    #expect(Array(inbox.messages.prefix(opening.count)) == opening)
    #expect(inbox.messages.count == opening.count + Inbox.olderPageSize)
    let hasMore = [inbox.loadOlderMail(), inbox.loadOlderMail(), inbox.loadOlderMail()]
    #expect(hasMore == [true, false, false])
    #expect(inbox.messages.count == opening.count + 3 * Inbox.olderPageSize)
  }

  @Test func aPagesCommandGetsItsVariablesAndKeepsOnlyItsStandardOutput() async throws {
    let runner = CommandRunner(
      words: ["echo $PULLWATCH_PAGE $PULLWATCH_LINES; echo oops >&2; echo second >&2; exit 3"],
      environment: ["PULLWATCH_PAGE": "2", "PULLWATCH_LINES": "40"],
      keepsErrors: false
    )
    let result = try await runner.run()
    #expect(String(decoding: result.output, as: UTF8.self) == "2 40\n")
    #expect(result.failure == CommandFailure(status: .exited(3), firstErrorLine: "oops"))
  }
}
