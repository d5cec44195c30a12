import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One finished run of a command: how it ended and what it wrote.
///
/// A run that ended badly still has its output, as `watch` shows it: ``failure`` says whether
/// the status line should report an error.
struct CommandResult: Sendable, Equatable {
  /// How the command's first process ended.
  var status: CommandStatus
  /// Standard output and standard error as they arrived, interleaved, up to the limits.
  ///
  /// The bytes are raw: escape sequences, `\r` and `\b` are kept as the command wrote them.
  var output: [UInt8]
  /// Whether the output reached a limit, so that the runner stopped reading and ended the
  /// command.
  var wasCut: Bool
  /// The first line of standard error with something other than spaces on it, if any.
  var firstErrorLine: String?

  /// Whether the run counts as a success: exit status 0, or output cut by a limit.
  ///
  /// A command that the runner ended because its output was cut (`yes`, killed by SIGPIPE or
  /// SIGTERM) did nothing wrong.
  var isSuccess: Bool { wasCut || status == .exited(0) }

  /// The error to report on the status line, or `nil` for a success.
  var failure: CommandFailure? {
    isSuccess ? nil : CommandFailure(status: status, firstErrorLine: firstErrorLine)
  }

  /// The result of a program that could not be executed, as `sh` reports it (127 or 126).
  static func cannotExecute(_ program: String, errorNumber: Int32) -> CommandResult {
    let notFound = errorNumber == ENOENT
    let reason = notFound ? "command not found" : String(cString: strerror(errorNumber))
    let message = "\(program): \(reason)"
    return CommandResult(
      status: .exited(notFound ? 127 : 126),
      output: Array((message + "\n").utf8),
      wasCut: false,
      firstErrorLine: message
    )
  }
}

/// How a command's process ended.
enum CommandStatus: Sendable, Hashable, CustomStringConvertible {
  /// It exited with this status.
  case exited(Int32)
  /// This signal ended it.
  case signalled(Int32)

  /// Decodes a status that `waitpid` returned (the same encoding on Linux and Darwin).
  init(waitStatus: Int32) {
    let signal = waitStatus & 0x7f
    self = signal == 0 ? .exited((waitStatus >> 8) & 0xff) : .signalled(signal)
  }

  /// "exit status 3" or "killed by signal 9".
  var description: String {
    switch self {
    case .exited(let code): "exit status \(code)"
    case .signalled(let number): "killed by signal \(number)"
    }
  }
}

/// A command that ended badly: its status and the first line it wrote to standard error.
struct CommandFailure: Error, Equatable, CustomStringConvertible {
  /// How it ended.
  var status: CommandStatus
  /// The first non-blank line of standard error, if any.
  var firstErrorLine: String?

  /// "exit status 3: disk on fire", for the status line.
  var description: String {
    guard let firstErrorLine else { return status.description }
    return "\(status): \(firstErrorLine)"
  }
}

/// The command could not be started at all; the description is the message to show.
enum CommandRunError: Error, Equatable, CustomStringConvertible {
  /// The process or the system has no descriptors left (EMFILE, ENFILE).
  case tooManyOpenFiles
  /// The user or the system has no processes left (EAGAIN from `posix_spawn`).
  case tooManyProcesses
  /// There are no words to run in exec mode.
  case noCommand
  /// Another reason, as `strerror` words it.
  case cannotStart(String)

  /// The error for an `errno` value from `pipe` or `posix_spawn`.
  init(errorNumber: Int32) {
    switch errorNumber {
    case EMFILE, ENFILE: self = .tooManyOpenFiles
    case EAGAIN: self = .tooManyProcesses
    default: self = .cannotStart(String(cString: strerror(errorNumber)))
    }
  }

  /// "cannot run the command: too many open files".
  var description: String {
    switch self {
    case .tooManyOpenFiles: "cannot run the command: too many open files"
    case .tooManyProcesses: "cannot run the command: too many processes"
    case .noCommand: "cannot run the command: there is no command"
    case .cannotStart(let reason): "cannot run the command: \(reason)"
    }
  }
}
