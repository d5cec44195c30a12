import Foundation
import Testing

@testable import pullwatch

struct CommandRunnerTests {
  @Test func theOutputComesBackAsLines() async throws {
    let lines = try await CommandRunner(command: ["printf", "one\\ntwo\\r\\n\\nfour\\n"]).run()
    #expect(lines == ["one", "two", "", "four"])
  }

  @Test func aNonZeroExitIsAFailureWithTheFirstErrorLine() async {
    let runner = CommandRunner(command: [
      "sh", "-c", "echo out; echo >&2; echo 'it broke' >&2; exit 3",
    ])
    await #expect(
      throws: CommandFailure(status: 3, wasSignalled: false, firstErrorLine: "it broke")
    ) {
      try await runner.run()
    }
  }

  @Test func aCommandThatCannotStartIsAFailure() async throws {
    let runner = CommandRunner(command: ["pullwatch-no-such-command"])
    let error = await #expect(throws: CommandFailure.self) { try await runner.run() }
    #expect(error?.status == 127)
    #expect(error?.description.contains("pullwatch-no-such-command") == true)
  }

  @Test func cancellingEndsAtOnceEvenWhenAChildKeepsThePipeOpen() async {
    let task = Task {
      try await CommandRunner(command: ["sh", "-c", "sleep 30 & wait"]).run()
    }
    // The process is running when the task is cancelled, or has not started: both must end.
    await Task.yield()
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test func aLargeOutputDoesNotDeadlock() async throws {
    let lines = try await CommandRunner(command: ["seq", "1", "200000"]).run()
    #expect(lines.count == 200_000)
    #expect(lines.last == "200000")
  }

  @Test func failureDescriptionsNameTheStatusOrTheSignal() {
    #expect(
      CommandFailure(status: 2, wasSignalled: false, firstErrorLine: nil).description
        == "exit status 2"
    )
    #expect(
      CommandFailure(status: 9, wasSignalled: true, firstErrorLine: "x").description
        == "killed by signal 9: x"
    )
  }
}
