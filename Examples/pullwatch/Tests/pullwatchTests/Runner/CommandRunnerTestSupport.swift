import Foundation

@testable import pullwatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Output that a test collects from a run's progress reports, on the main actor.
@MainActor
final class ProgressLog {
  /// Every report, in order.
  var reports: [[UInt8]] = []

  /// The last report as text.
  var text: String { String(decoding: reports.last ?? [], as: UTF8.self) }

  /// The numbers on the lines of the last report (process ids that the command echoed).
  var numbers: [pid_t] { text.split(separator: "\n").compactMap { pid_t($0) } }

  /// Records one report.
  func record(_ output: [UInt8]) { reports.append(output) }
}

/// The output as text.
func text(_ result: CommandResult) -> String {
  String(decoding: result.output, as: UTF8.self)
}

/// Polls `condition` every 10 ms until it holds or `seconds` pass; whether it held.
@MainActor
func eventually(within seconds: Double = 3, _ condition: () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now + .milliseconds(Int64(seconds * 1000))
  while !condition() {
    if ContinuousClock.now >= deadline { return false }
    try? await Task.sleep(for: .milliseconds(10))
  }
  return true
}

/// Whether no process has id `pid` (zombies still count as processes).
func isGone(_ pid: pid_t) -> Bool {
  kill(pid, 0) != 0 && errno == ESRCH
}

/// Whether no process is left in the process group `pgid`.
func groupIsGone(_ pgid: pid_t) -> Bool {
  kill(-pgid, 0) != 0 && errno == ESRCH
}

/// The number of descriptors this process has open.
func openDescriptorCount() -> Int {
  #if os(Linux)
  let directory = "/proc/self/fd"
  #else
  let directory = "/dev/fd"
  #endif
  return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).count
}

/// Opens `fifo` for writing on another thread and writes a line, so that a command blocked in
/// `read x < fifo` goes on.
func release(_ fifo: String) {
  Thread.detachNewThread {
    let fd = open(fifo, O_WRONLY)
    guard fd >= 0 else { return }
    _ = write(fd, "\n", 1)
    _ = close(fd)
  }
}

/// A fresh path in the temporary directory.
func temporaryPath(_ name: String) -> String {
  NSTemporaryDirectory() + "pullwatch-\(getpid())-\(UUID().uuidString)-\(name)"
}
