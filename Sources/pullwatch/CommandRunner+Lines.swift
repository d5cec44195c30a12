/// The interface the app used before ``CommandRunner/run(progress:)``; remove it when the app
/// moves to ``CommandResult`` (output kept on failure, progress, the cut on the status line).
extension CommandRunner {
  /// A runner in exec mode, as `pullwatch -- COMMAND` ran it through `/usr/bin/env` before.
  init(command: [String]) {
    self.init(words: command, mode: .exec)
  }

  /// Runs the command and returns its output as lines, split at `\n` and `\r\n`; throws
  /// ``CommandFailure`` when the result is not a success.
  @MainActor
  func run() async throws -> [String] {
    let result: CommandResult = try await run(progress: { _ in })
    if let failure = result.failure { throw failure }
    // "\r\n" is one Character, so both line endings are separators.
    var lines = String(decoding: result.output, as: UTF8.self)
      .split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
      .map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
