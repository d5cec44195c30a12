import Foundation

/// Runs a command to completion without blocking the caller's thread, and returns its output lines.
///
/// The command is looked up on `PATH` (through `/usr/bin/env`). A non-zero exit throws
/// ``CommandFailure`` with the status and the first line of standard error. Cancelling the
/// calling task terminates the process and throws `CancellationError` at once, without waiting
/// for children that keep its pipes open.
struct CommandRunner: Sendable {
  /// The program and its arguments.
  var command: [String]

  /// Runs the command once and returns standard output split into lines.
  func run() async throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    let run = RunningProcess(process)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        run.start(output: output, errors: errors, continuation: continuation)
      }
    } onCancel: {
      run.cancel()
    }
  }
}

/// A command that ended badly: the exit status and the first line it wrote to standard error.
struct CommandFailure: Error, Equatable, CustomStringConvertible {
  /// The exit status, or the signal that ended it.
  var status: Int32
  /// Whether `status` is a signal number.
  var wasSignalled: Bool
  /// The first non-empty line of standard error, if any.
  var firstErrorLine: String?

  var description: String {
    let ending = wasSignalled ? "killed by signal \(status)" : "exit status \(status)"
    guard let firstErrorLine else { return ending }
    return "\(ending): \(firstErrorLine)"
  }
}

/// One run of a process: collects both pipes, waits for the exit, resumes the caller once.
private final class RunningProcess: @unchecked Sendable {
  // All mutable state is guarded by `lock`.
  private let process: Process
  private let lock = NSLock()
  private var continuation: CheckedContinuation<[String], any Error>?
  private var isCancelled = false
  private var pending = 3
  private var output = Data()
  private var errors = Data()

  init(_ process: Process) { self.process = process }

  func start(
    output: Pipe,
    errors: Pipe,
    continuation: CheckedContinuation<[String], any Error>
  ) {
    lock.lock()
    if isCancelled {
      lock.unlock()
      continuation.resume(throwing: CancellationError())
      return
    }
    self.continuation = continuation
    lock.unlock()
    process.terminationHandler = { [self] _ in partFinished() }
    do {
      try process.run()
    } catch {
      resume(with: .failure(error))
      return
    }
    read(output.fileHandleForReading) { [self] data in self.output = data }
    read(errors.fileHandleForReading) { [self] data in self.errors = data }
  }

  func cancel() {
    lock.lock()
    isCancelled = true
    let running = continuation != nil && process.isRunning
    lock.unlock()
    if running { process.terminate() }
    resume(with: .failure(CancellationError()))
  }

  private func read(_ handle: FileHandle, into store: @escaping @Sendable (Data) -> Void) {
    DispatchQueue.global().async { [self] in
      let data = handle.readDataToEndOfFile()
      lock.lock()
      store(data)
      lock.unlock()
      partFinished()
    }
  }

  private func partFinished() {
    lock.lock()
    pending -= 1
    let done = pending == 0
    lock.unlock()
    guard done else { return }
    if process.terminationStatus == 0, process.terminationReason == .exit {
      resume(with: .success(Self.lines(of: output)))
    } else {
      let failure = CommandFailure(
        status: process.terminationStatus,
        wasSignalled: process.terminationReason == .uncaughtSignal,
        firstErrorLine: Self.lines(of: errors).first {
          !$0.trimmingCharacters(in: .whitespaces).isEmpty
        }
      )
      resume(with: .failure(failure))
    }
  }

  private func resume(with result: Result<[String], any Error>) {
    lock.lock()
    let continuation = self.continuation
    self.continuation = nil
    lock.unlock()
    continuation?.resume(with: result)
  }

  private static func lines(of data: Data) -> [String] {
    // "\r\n" is one Character, so both line endings are separators.
    var lines = String(decoding: data, as: UTF8.self).split(
      omittingEmptySubsequences: false,
      whereSeparator: { $0 == "\n" || $0 == "\r\n" }
    ).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
