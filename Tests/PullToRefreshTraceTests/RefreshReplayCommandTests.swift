import Foundation
import Testing

@testable import PullToRefreshTrace

/// The `refresh-replay` executable, run as a user would run it.
@Suite struct RefreshReplayCommandTests {
  private struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  private static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private func run(_ arguments: [String]) throws -> Run {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0])
      .deletingLastPathComponent().appendingPathComponent("refresh-replay")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = Self.packageRoot
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self)
    )
  }

  private func temporaryFile(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("trace-\(UUID().uuidString).json")
    try Data(text.utf8).write(to: url)
    return url.path
  }

  @Test func printsTheTranscript() throws {
    let result = try run(["Traces/release-above-threshold.json"])
    #expect(result.status == 0)
    #expect(
      result.output.hasPrefix(
        #"{"at":0,"resolved":{"threshold":90,"restingExtent":62}}"# + "\n"
          + #"{"at":0.016,"phase":"pulling"}"#
      )
    )
    #expect(
      result.output.hasSuffix(
        #"{"summary":{"actionCalls":1,"outcomes":["success"],"phase":"idle","#
          + #""loadCalls":0,"loadResults":[],"footer":"idle","stale":false,"contentPhase":"idle","#
          + #""previousCalls":0,"previousResults":[],"header":"idle"}}"# + "\n"
      )
    )
    #expect(result.error.isEmpty)
  }

  @Test(arguments: [
    #"{"events": [{"at": 0, "pull": null}]}"#,
    #"{"events": [{"at": 2, "pull": 1}, {"at": 1, "pull": 1}]}"#,
    #"{"events": [], "surprise": true}"#,
    #"{"events": [{"at": 0, "pull": "x"}]}"#,
    #"{"configuration": {"threshold": 0}, "events": []}"#,
    "not json at all",
    "",
    // Reliability issue: times a JSON number can hold but no replay can run crashed (exit 132).
    #"{"events":[{"at":1e10,"pull":0}]}"#,
    #"{"events":[{"at":1e300,"pull":0}]}"#,
    #"{"action":{"duration":1e10},"events":[{"at":0,"refresh":"programmatic"}]}"#,
    #"{"events":[{"at":9223372036,"refresh":"programmatic"}]}"#,
    // A control character in a key name broke the one-line error.
    "{\"a\\nb\":1,\"events\":[]}", "{\"a\\rb\":1,\"events\":[]}",
    "{\"a\\u001bb\":1,\"events\":[]}", "{\"a\\u2028b\":1,\"events\":[]}",
    "{\"configuration\":{\"x\\u0085\\ny\":1},\"events\":[]}",
    // Content states and insets (an item count that is not a whole number, an inset that is not
    // a number).
    #"{"events":[{"at":0,"items":2.5}]}"#, #"{"items":null,"events":[]}"#,
    #"{"action":{"items":"many"},"events":[]}"#, #"{"insets":{"top":"x"},"events":[]}"#,
    #"{"events":[{"at":0,"insets":{"bottom":null}}]}"#,
    // The top end (a negative page, a state that is not one, rows that are not a number).
    #"{"previousAction":{"adds":-1},"events":[]}"#,
    #"{"loadPrevious":{"start":"gone"},"events":[]}"#,
    #"{"events":[{"at":0,"addsAbove":"x"}]}"#, #"{"action":{"addsAbove":null},"events":[]}"#,
  ])
  func malformedTracesExitTwoWithOneLine(json: String) throws {
    let path = try temporaryFile(json)
    let result = try run([path])
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("refresh-replay: \(path): "))
    #expect(result.error.filter { $0 == "\n" }.count == 1)
    #expect(result.output.isEmpty)
  }

  /// The longest times a trace may give still replay, and the transcript's times stay exact.
  @Test func theLongestTimesReplay() throws {
    let path = try temporaryFile(
      #"{"action":{"duration":1e9},"configuration":{"timeout":999999999,"#
        + #""minimumRefreshingDuration":999999999,"finishingDuration":999999999},"#
        + #""events":[{"at":1e9,"refresh":"programmatic"}]}"#
    )
    let result = try run([path])
    #expect(result.status == 0)
    #expect(result.output.contains(#"{"at":2999999998,"phase":"idle"}"#))
    #expect(result.output.contains(#""outcomes":["timedOut"]"#))
  }

  @Test(arguments: [[String](), ["--svg"], ["a.json", "b.json"], ["/nonexistent/trace.json"]])
  func badArgumentsExitTwo(arguments: [String]) throws {
    let result = try run(arguments)
    #expect(result.status == 2)
    #expect(result.error.filter { $0 == "\n" }.count == 1)
  }

  @Test func helpExplainsWithAnExample() throws {
    let result = try run(["--help"])
    #expect(result.status == 0)
    #expect(result.output.contains("--check"))
    #expect(result.output.contains("\"interaction\": \"began\""))
    #expect(!result.output.contains("velocity"))
  }

  /// The help's example, saved as it is, meets its own expectations: a newcomer's first check.
  @Test func helpsExamplePassesItsOwnCheck() throws {
    let help = try run(["--help"]).output
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "{" })
    let end = try #require(
      lines[start...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "}" }
    )
    let example = lines[start...end].joined(separator: "\n")
    let result = try run(["--check", try temporaryFile(example)])
    #expect(result.status == 0, "\(result.output)")
  }

  /// The help names every key and effect of the format, from the format's one table.
  @Test func helpNamesEveryKeyOfTheFormat() throws {
    let result = try run(["--help"])
    let words = Set(result.output.split { !$0.isLetter }.map(String.init))
    let names =
      TraceVocabulary.ConfigurationKey.allCases.map(\.rawValue)
      + TraceVocabulary.PolicyKey.allCases.map(\.rawValue)
      + TraceVocabulary.FileKey.allCases.map(\.rawValue)
      + TraceVocabulary.EventKey.kinds.map(\.rawValue)
      + TraceVocabulary.ExpectKey.allCases.map(\.rawValue)
      + TraceVocabulary.EffectName.allCases.map(\.rawValue)
      + TraceVocabulary.requestSources.all + TraceVocabulary.outcomes.all
      + TraceVocabulary.triggers.all + TraceVocabulary.startGates.all + TraceVocabulary.edges.all
      + TraceVocabulary.ActionKey.allCases.map(\.rawValue)
      + TraceVocabulary.InsetsKey.allCases.map(\.rawValue) + TraceVocabulary.contentPhases.all
      + TraceVocabulary.LoadPreviousKey.allCases.map(\.rawValue)
      + TraceVocabulary.HeaderStart.allCases.map(\.rawValue) + TraceVocabulary.headers.all
      + TraceVocabulary.loadCompletions.all
    for name in names { #expect(words.contains(name), "\(name)") }
  }

  /// `--check` enforces the content states' expectations with a message naming each.
  @Test func checkFailsOnWrongContentPhases() throws {
    let path = try temporaryFile(
      """
      {"items": 0, "action": {"duration": 1, "items": 3},
       "events": [{"at": 0, "refresh": "programmatic"}],
       "expect": {"contentPhases": ["loading", "empty"], "finalContentPhase": "empty"}}
      """
    )
    let result = try run(["--check", path])
    #expect(result.status == 1)
    #expect(
      result.output.contains("contentPhases: expected [loading → empty], got [loading → content]")
    )
    #expect(result.output.contains("finalContentPhase: expected empty, got content"))
  }

  /// A malformed count names its key and its event, and what a count must be.
  @Test func aCountThatIsNotAWholeNumberIsNamed() throws {
    let path = try temporaryFile(
      #"{"events":[{"at":0,"pull":0},{"at":1,"pull":0},{"at":2,"pull":0},{"at":3,"items":1.5}]}"#
    )
    let result = try run([path])
    #expect(result.status == 2)
    #expect(
      result.error
        == "refresh-replay: \(path): events[3].items: must be a whole number from -1000000000 "
        + "to 1000000000, got 1.5\n"
    )
  }

  /// A malformed top-end value names its key and its event.
  @Test func aMalformedTopEndValueIsNamed() throws {
    let path = try temporaryFile(
      #"{"loadPrevious":{},"events":[{"at":0,"pull":0},{"at":1,"resetPrevious":"more"}]}"#
    )
    let result = try run(["--check", path])
    #expect(result.status == 2)
    #expect(
      result.error
        == "refresh-replay: \(path): events[1].resetPrevious: must be \"idle\" or \"exhausted\", "
        + "got \"more\"\n"
    )
  }

  /// `--check` enforces the top end's expectations with a message naming each.
  @Test func checkFailsOnWrongTopEndExpectations() throws {
    let path = try temporaryFile(
      """
      {"viewport": 600, "content": 2000, "loadPrevious": {}, "previousAction": {"adds": 100},
       "events": [{"at": 0, "pull": -800}, {"at": 1, "loadPrevious": "programmatic"}],
       "expect": {"previousStartsAt": [1.5], "keeps": [90], "finalHeader": "failed"}}
      """
    )
    let result = try run(["--check", path])
    #expect(result.status == 1)
    #expect(result.output.contains("previousStartsAt: expected [1.5], got [1]"))
    #expect(result.output.contains("keeps: expected [90], got [100]"))
    #expect(result.output.contains("finalHeader: expected failed, got idle"))
  }

  @Test func checkFailsOnAWrongRestingInset() throws {
    let path = try temporaryFile(
      #"{"events": [{"at": 0, "refresh": "scheduled"}], "expect": {"restingInsets": [62, 0]}}"#
    )
    let result = try run(["--check", path])
    #expect(result.status == 1)
    #expect(result.output.contains("restingInsets: expected [62, 0], got []"))
  }

  /// `--check` enforces the policy's expectations with a message naming each.
  @Test func checkFailsOnWrongPolicyExpectations() throws {
    let path = try temporaryFile(
      """
      {"configuration": {"policy": {"onAppear": true}}, "visible": false,
       "events": [{"at": 1, "visible": true}],
       "expect": {"actionStarts": [2], "announcements": ["Refreshing"], "finalStale": true}}
      """
    )
    let result = try run(["--check", path])
    #expect(result.status == 1)
    #expect(result.output.contains("actionStarts: expected [2], got [1]"))
    #expect(result.output.contains(#"announcements: expected ["Refreshing"], got []"#))
    #expect(result.output.contains("finalStale: expected true, got false"))
  }

  @Test func checkReportsUnmetExpectationsAndFails() throws {
    let path = try temporaryFile(
      #"{"events": [{"at": 0, "refresh": "programmatic"}], "expect": {"actionCalls": 2}}"#
    )
    let result = try run(["--check", path, "Traces/release-above-threshold.json"])
    #expect(result.status == 1)
    #expect(result.output.contains("FAIL \(path)"))
    #expect(result.output.contains("actionCalls: expected 2, got 1"))
    #expect(result.output.contains("1 passed, 1 failed"))
  }

  @Test func checkCountsATraceWithoutExpectationsAsSkippedNotPassed() throws {
    let path = try temporaryFile(#"{"events": [{"at": 0, "refresh": "programmatic"}]}"#)
    let result = try run(["--check", path])
    #expect(result.status == 0)
    #expect(result.output.contains("SKIP \(path)"))
    #expect(result.output.hasSuffix("0 passed, 0 failed, 1 skipped\n"))
  }

  @Test func svgIsWritten() throws {
    let svg = FileManager.default.temporaryDirectory.appendingPathComponent("t-\(UUID()).svg")
    let result = try run(["--svg", svg.path, "Traces/release-above-threshold.json"])
    #expect(result.status == 0)
    let text = try String(contentsOf: svg, encoding: .utf8)
    #expect(text.contains("<svg"))
    #expect(text.contains("</svg>"))
  }
}
