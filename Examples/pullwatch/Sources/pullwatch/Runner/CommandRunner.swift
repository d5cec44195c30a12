import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a command once, as `watch` does, and returns its output with how it ended.
///
/// Each run is a new process group (see ``ChildProcess``) registered in ``ChildProcessGroups``.
/// Standard output and standard error share one pipe, as in `watch`, so the output keeps the order
/// of the writes, up to ``limits``; a run that reaches a limit is cut: the runner stops reading and
/// ends the command, and the result says so. A non-zero exit is not thrown: the result keeps the
/// output and ``CommandResult/failure`` describes the status.
///
/// Cancelling the task that awaits ``run(progress:)`` sends SIGTERM to the group at once and
/// SIGKILL after ``gracePeriod``, and the call throws `CancellationError` without waiting for the
/// processes; they are reaped in the background.
///
/// ```swift
/// let runner = CommandRunner(words: ["ps", "aux", "|", "grep", "x"])
/// let result = try await runner.run { outputSoFar in show(outputSoFar) }
/// show(result.output)
/// if let failure = result.failure { report(failure) }
/// ```
struct CommandRunner: Sendable {
  /// How the words become a process.
  enum Mode: Sendable, Equatable {
    /// `/bin/sh -c` with the words joined by single spaces, as `watch` does.
    case shell
    /// The first word is the program, found on `PATH`; the others are its arguments.
    case exec
  }

  /// The command's words.
  var words: [String]
  /// How they are run.
  var mode: Mode
  /// How much output is kept.
  var limits: OutputLimits
  /// Variables added to the command's environment (`PULLWATCH_PAGE` for a `--more` page).
  var environment: [String: String]
  /// Whether standard error shares standard output's pipe (the default) or has its own.
  ///
  /// Shared, it is part of the output in the order of the writes, and there is no first error
  /// line. Apart, it only gives ``CommandResult/firstErrorLine`` (a `--more` page: its standard
  /// output alone is appended).
  var keepsErrors: Bool
  /// How long the command has between SIGTERM and SIGKILL when it is ended.
  var gracePeriod: Duration
  /// The shortest time between two progress reports.
  var progressInterval: Duration
  /// How long after the start `progress` gets the output so far again if nothing came since it
  /// was reported (for a caller that shows output only after a while); `nil` for never.
  var revealDelay: Duration?

  /// A runner for `words`; the defaults keep 10 MiB or 100,000 lines and standard error, add
  /// nothing to the environment, give 1 s of grace and report progress up to 10 times a second,
  /// with no second report of the same output.
  init(
    words: [String],
    mode: Mode = .shell,
    limits: OutputLimits = OutputLimits(),
    environment: [String: String] = [:],
    keepsErrors: Bool = true,
    gracePeriod: Duration = .seconds(1),
    progressInterval: Duration = .milliseconds(100),
    revealDelay: Duration? = nil
  ) {
    self.words = words
    self.mode = mode
    self.limits = limits
    self.environment = environment
    self.keepsErrors = keepsErrors
    self.gracePeriod = gracePeriod
    self.progressInterval = progressInterval
    self.revealDelay = revealDelay
  }

  /// Runs the command once; `progress` gets the output so far while it runs, at most once per
  /// ``progressInterval``, and once more at ``revealDelay``.
  ///
  /// The output only grows between two calls, so a caller can keep how many bytes it has seen
  /// and look only at the rest. A program that cannot be executed (exec mode) is a result with
  /// status 127 (not found) or 126, as in `sh`.
  ///
  /// - Throws: `CancellationError` when the task is cancelled, ``CommandRunError`` when the
  ///   command cannot be started (no descriptors or processes left).
  @MainActor
  func run(progress: ([UInt8]) -> Void = { _ in }) async throws -> CommandResult {
    try Task.checkCancellation()
    let program: String
    let arguments: [String]
    switch mode {
    case .shell:
      (program, arguments) = ("/bin/sh", ["sh", "-c", words.joined(separator: " ")])
    case .exec:
      guard let first = words.first else { throw CommandRunError.noCommand }
      (program, arguments) = (first, words)
    }
    let child: ChildProcess
    switch try ChildProcess.start(
      program: program,
      arguments: arguments,
      searchesPath: mode == .exec,
      environment: environment,
      separatesErrors: !keepsErrors
    ) {
    case .started(let started):
      child = started
    case .cannotExecute(let code):
      return .cannotExecute(program, errorNumber: code)
    }
    ChildProcessGroups.add(child.pid)
    child.waitForExit(gracePeriod: gracePeriod)
    let (events, sink) = AsyncStream.makeStream(of: RunEvent.self, bufferingPolicy: .unbounded)
    OutputReader(
      child: child,
      limits: limits,
      keepsErrors: keepsErrors,
      progressInterval: progressInterval,
      revealDelay: revealDelay,
      gracePeriod: gracePeriod,
      events: sink
    ).start()
    return try await withTaskCancellationHandler {
      var output: [UInt8] = []
      for await event in events {
        guard !Task.isCancelled else { break }
        switch event {
        case .output(let bytes):
          output += bytes
          progress(output)
        case .ended(let ending):
          output += ending.output
          return CommandResult(
            status: ending.status,
            output: output,
            wasCut: ending.wasCut,
            firstErrorLine: ending.firstErrorLine
          )
        }
      }
      throw CancellationError()
    } onCancel: { [pid = child.pid, gracePeriod] in
      Task { @MainActor in ChildProcessGroups.terminate(pid, gracePeriod: gracePeriod) }
      sink.finish()
    }
  }
}
