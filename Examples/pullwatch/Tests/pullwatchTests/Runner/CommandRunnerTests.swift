import Foundation
import Testing

@testable import pullwatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs real commands.
///
/// Serialized: some tests count this process's descriptors and children.
@Suite(.serialized)
@MainActor
struct CommandRunnerTests {
  @Test func theOutputComesBackAsRawBytes() async throws {
    let result: CommandResult = try await CommandRunner(words: [
      "printf", "'one\\ntwo\\r\\n\\e[1mx\\b\\n'",
    ]).run()
    #expect(result.output == Array("one\ntwo\r\n\u{1B}[1mx\u{08}\n".utf8))
    #expect(result.status == .exited(0))
    #expect(result.isSuccess && !result.wasCut && result.failure == nil)
  }

  @Test func execModePassesTheWordsAsTheyAre() async throws {
    let runner = CommandRunner(words: ["printf", "%s|", "a  b", "$HOME", "*"], mode: .exec)
    let result: CommandResult = try await runner.run()
    #expect(text(result) == "a  b|$HOME|*|")
  }

  @Test func shellModeJoinsTheWordsAndRunsAPipeline() async throws {
    let runner = CommandRunner(words: ["printf", "'a\\nb\\nc\\n'", "|", "grep", "-c", "."])
    #expect(text(try await runner.run()) == "3\n")
    let echo = CommandRunner(words: ["echo", "$((6", "*", "7))"])
    #expect(text(try await echo.run()) == "42\n")
  }

  @Test func standardInputIsEmptyAndTheEnvironmentIsInherited() async throws {
    setenv("PULLWATCH_RUNNER_TEST", "inherited", 1)
    defer { unsetenv("PULLWATCH_RUNNER_TEST") }
    let runner = CommandRunner(words: ["cat; echo \"[$PULLWATCH_RUNNER_TEST]\""])
    let result: CommandResult = try await runner.run()
    #expect(text(result) == "[inherited]\n")
  }

  @Test func standardOutputAndStandardErrorInterleaveInArrivalOrder() async throws {
    // After each line the command waits on a FIFO of its own that the test opens once it has
    // seen the line, so the order of arrival does not depend on timing.
    let fifos = [temporaryPath("first"), temporaryPath("second")]
    for fifo in fifos { #expect(mkfifo(fifo, 0o600) == 0) }
    defer { fifos.forEach { unlink($0) } }
    let runner = CommandRunner(words: [
      "echo out-1; read x <\(fifos[0]); echo err-2 >&2; read x <\(fifos[1]); echo out-3"
    ])
    var released = 0
    let result: CommandResult = try await runner.run { output in
      let lines = output.count { $0 == 0x0A }
      while released < min(lines, fifos.count) {
        release(fifos[released])
        released += 1
      }
    }
    #expect(text(result) == "out-1\nerr-2\nout-3\n")
    // One pipe: which bytes were errors is not known.
    #expect(result.firstErrorLine == nil)
  }

  @Test func unpacedWritesToBothStreamsKeepTheirOrder() async throws {
    let runner = CommandRunner(words: [
      "for i in $(seq 1 200); do echo out$i; echo err$i >&2; done"
    ])
    let result: CommandResult = try await runner.run()
    let expected = (1...200).map { "out\($0)\nerr\($0)\n" }.joined()
    #expect(text(result) == expected)
  }

  @Test func aMorePageKeepsItsErrorsApart() async throws {
    let runner = CommandRunner(words: ["echo out; echo oops >&2; echo more"], keepsErrors: false)
    let result: CommandResult = try await runner.run()
    #expect(text(result) == "out\nmore\n")
    #expect(result.firstErrorLine == "oops")
  }

  @Test(arguments: [
    ("true", CommandStatus.exited(0)),
    ("exit 3", .exited(3)),
    ("exit 255", .exited(255)),
    ("kill -TERM $$", .signalled(SIGTERM)),
    ("kill -KILL $$", .signalled(SIGKILL)),
  ])
  func exitStatusesAndSignals(command: String, status: CommandStatus) async throws {
    let result: CommandResult = try await CommandRunner(words: [command]).run()
    #expect(result.status == status)
    #expect(result.isSuccess == (status == .exited(0)))
  }

  @Test func aFailingCommandKeepsItsOutputAndItsStatus() async throws {
    let runner = CommandRunner(words: ["echo out; echo >&2; echo '  it broke' >&2; exit 3"])
    let result: CommandResult = try await runner.run()
    #expect(text(result) == "out\n\n  it broke\n")
    #expect(result.failure == CommandFailure(status: .exited(3), firstErrorLine: nil))
    #expect(result.failure?.description == "exit status 3")
    let page = CommandRunner(words: ["echo '  it broke' >&2; exit 3"], keepsErrors: false)
    #expect(try await page.run().failure?.description == "exit status 3: it broke")
    #expect(CommandStatus.signalled(9).description == "killed by signal 9")
  }

  @Test func aProgramThatCannotBeFoundIs127() async throws {
    let exec: CommandResult = try await CommandRunner(
      words: ["pullwatch-no-such-command"],
      mode: .exec
    ).run()
    #expect(exec.status == .exited(127))
    #expect(
      exec.failure?.description == "exit status 127: pullwatch-no-such-command: command not found"
    )
    #expect(text(exec) == "pullwatch-no-such-command: command not found\n")
    let shell: CommandResult = try await CommandRunner(words: ["pullwatch-no-such-command"]).run()
    #expect(shell.status == .exited(127))
    #expect(text(shell).contains("pullwatch-no-such-command"))
  }

  @Test func aProgramThatIsNotExecutableIs126() async throws {
    let result: CommandResult = try await CommandRunner(words: ["/dev/null"], mode: .exec).run()
    #expect(result.status == .exited(126))
  }

  @Test func execModeNeedsAWord() async {
    await #expect(throws: CommandRunError.noCommand) {
      try await CommandRunner(words: [], mode: .exec).run()
    }
  }

  @Test(arguments: [CommandRunner.Mode.shell, .exec])
  func theByteLimitCutsYes(mode: CommandRunner.Mode) async throws {
    let limits = OutputLimits(bytes: 100_001, lines: 1_000_000)
    let result: CommandResult = try await CommandRunner(words: ["yes"], mode: mode, limits: limits)
      .run()
    #expect(result.wasCut)
    #expect(result.output.count == 100_001)
    #expect(result.output.prefix(4) == [0x79, 0x0A, 0x79, 0x0A])
    #expect(result.isSuccess && result.failure == nil)
  }

  @Test func theLineLimitCutsYes() async throws {
    let result: CommandResult = try await CommandRunner(
      words: ["yes"],
      limits: OutputLimits(lines: 1000)
    ).run()
    #expect(result.wasCut)
    #expect(result.output == Array(repeating: Array("y\n".utf8), count: 1000).flatMap { $0 })
  }

  @Test func theDefaultLimitsAre10MiBAnd100000Lines() async throws {
    let lines: CommandResult = try await CommandRunner(words: ["yes"]).run()
    #expect(lines.wasCut && lines.output.count == 200_000)
    let long = String(repeating: "x", count: 199)
    let bytes: CommandResult = try await CommandRunner(words: ["yes", long]).run()
    #expect(bytes.wasCut && bytes.output.count == 10 << 20)
  }

  @Test func outputExactlyAtALimitIsNotCut() async throws {
    let limits = OutputLimits(lines: 10)
    let ten: CommandResult = try await CommandRunner(words: ["seq", "1", "10"], limits: limits)
      .run()
    #expect(!ten.wasCut && ten.status == .exited(0))
    let eleven: CommandResult = try await CommandRunner(words: ["seq", "1", "11"], limits: limits)
      .run()
    #expect(eleven.wasCut && text(eleven) == (1...10).map { "\($0)\n" }.joined())
  }

  @Test func progressShowsTheOutputWhileTheCommandRuns() async throws {
    let log = ProgressLog()
    let runner = CommandRunner(words: ["echo a; sleep 1; echo b"])
    let result: CommandResult = try await runner.run { log.record($0) }
    #expect(log.reports.contains(Array("a\n".utf8)))
    #expect(text(result) == "a\nb\n")
  }

  @Test func progressComesAtMostTenTimesASecond() async throws {
    let log = ProgressLog()
    let started = ContinuousClock.now
    let runner = CommandRunner(words: ["i=0; while [ $i -lt 30000 ]; do echo $i; i=$((i+1)); done"])
    let result: CommandResult = try await runner.run { log.record($0) }
    let seconds = (ContinuousClock.now - started) / .seconds(1)
    #expect(Double(log.reports.count) <= seconds * 10 + 1)
    #expect(zip(log.reports, log.reports.dropFirst()).allSatisfy { $1.starts(with: $0) })
    #expect(result.output.count == (0..<30000).map { "\($0)\n".utf8.count }.reduce(0, +))
  }
}
