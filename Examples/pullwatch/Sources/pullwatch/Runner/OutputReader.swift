import Foundation
import PullToRefresh

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the reading thread sends to the awaiting run.
enum RunEvent: Sendable {
  /// Output that arrived since the last event.
  case output([UInt8])
  /// The run ended; the last output comes with it.
  case ended(RunEnding)
}

/// The end of a run, as the reading thread sees it.
struct RunEnding: Sendable {
  /// Output that arrived since the last ``RunEvent/output(_:)``.
  var output: [UInt8]
  /// How the leader ended.
  var status: CommandStatus
  /// Whether a limit cut the output.
  var wasCut: Bool
  /// The first non-blank line of standard error.
  var firstErrorLine: String?
}

/// Reads a running command's output on a thread of its own while it runs, with `poll`: one pipe for
/// standard output and standard error (the order of the writes), or two (the errors kept apart).
///
/// The thread sends what arrived at most once per `progressInterval`, so a command that ends sooner
/// sends only its end, and, when there is a `revealDelay`, an event with no new bytes once that
/// long after the start if output came and was all sent before. It stops when the leader has been
/// reaped (then it takes what is already in the pipes and no more, so descendants that keep the
/// pipes open do not hold the run; with a process descriptor it reaps the leader itself) or when a
/// limit cuts the output (then it closes its ends and terminates the group). It closes every
/// descriptor it was given, and sends ``RunEvent/ended(_:)`` last, whether or not anyone still
/// listens.
struct OutputReader: Sendable {
  /// The process to read.
  let child: ChildProcess
  /// When to stop reading.
  let limits: OutputLimits
  /// Whether standard error is part of the output, or only gives the first error line.
  let keepsErrors: Bool
  /// The shortest time between two output events.
  let progressInterval: Duration
  /// How long after the start the output so far is sent again, if nothing new came since it was
  /// sent; `nil` for never.
  let revealDelay: Duration?
  /// How long a terminated group has before SIGKILL.
  let gracePeriod: Duration
  /// Where events go.
  let events: AsyncStream<RunEvent>.Continuation

  /// Starts reading on a thread of its own (``ReaderThreads``).
  func start() {
    ReaderThreads.run { [self] in collect() }
  }

  /// The thread's body: reads until the end, then sends it.
  private func collect() {
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
    defer { chunk.deallocate() }
    var buffer = OutputBuffer(limits: limits, keepsErrors: keepsErrors)
    var reading = child.errors < 0 ? [child.output] : [child.output, child.errors]
    var status: Int32?
    let clock = ContinuousClock()
    var lastReport = clock.now
    var reveal = revealDelay.map { lastReport + $0 }
    var failed = false

    while status == nil, !buffer.isCut, !failed {
      var fds = (reading + [child.exitNotice]).map {
        pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
      }
      let deadlines = [buffer.hasUnreported ? lastReport + progressInterval : nil, reveal]
      let timeout = deadlines.compactMap { $0 }.min().map { milliseconds(until: $0) } ?? -1
      let ready = poll(&fds, nfds_t(fds.count), timeout)
      if ready < 0 {
        failed = errno != EINTR
        continue
      }
      readReady(fds.dropLast(), from: &reading, into: &buffer, chunk: chunk)
      if fds[fds.count - 1].revents != 0 { status = child.reap(gracePeriod: gracePeriod) }
      if let due = reveal, clock.now >= due {
        reveal = nil
        if !buffer.hasUnreported, buffer.byteCount > 0 { events.yield(.output([])) }
      }
      if buffer.hasUnreported, clock.now >= lastReport + progressInterval {
        events.yield(.output(buffer.takeUnreported()))
        lastReport = clock.now
      }
    }
    if status == nil {
      // Cut, or poll failed: stop reading and end the group; its leader's status comes next.
      reading.forEach { _ = close($0) }
      reading = []
      Task { @MainActor [child, gracePeriod] in
        ChildProcessGroups.terminate(child.pid, gracePeriod: gracePeriod)
      }
      status = child.reap(gracePeriod: gracePeriod)
    }
    drain(&reading, into: &buffer, chunk: chunk)
    reading.forEach { _ = close($0) }
    _ = close(child.exitNotice)
    let ending = RunEnding(
      output: buffer.takeUnreported(),
      status: status.flatMap { $0 == -1 ? nil : CommandStatus(waitStatus: $0) } ?? .exited(-1),
      wasCut: buffer.isCut,
      firstErrorLine: buffer.firstErrorLine
    )
    events.yield(.ended(ending))
    events.finish()
  }

  /// Reads once from every descriptor that `poll` found ready; closes and drops those at their
  /// end, and stops at a cut.
  private func readReady(
    _ polled: ArraySlice<pollfd>,
    from reading: inout [Int32],
    into buffer: inout OutputBuffer,
    chunk: UnsafeMutableRawBufferPointer
  ) {
    for entry in polled where entry.revents != 0 && !buffer.isCut {
      if !readOnce(entry.fd, into: &buffer, chunk: chunk) {
        _ = close(entry.fd)
        reading.removeAll { $0 == entry.fd }
      }
    }
  }

  /// After the leader ended: takes what the pipes hold now, without waiting for more.
  private func drain(
    _ reading: inout [Int32],
    into buffer: inout OutputBuffer,
    chunk: UnsafeMutableRawBufferPointer
  ) {
    while !reading.isEmpty, !buffer.isCut {
      var fds = reading.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let ready = poll(&fds, nfds_t(fds.count), 0)
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { return }
      readReady(fds[...], from: &reading, into: &buffer, chunk: chunk)
    }
  }

  /// Reads what one descriptor has; false at its end (or an error).
  private func readOnce(
    _ fd: Int32,
    into buffer: inout OutputBuffer,
    chunk: UnsafeMutableRawBufferPointer
  ) -> Bool {
    while true {
      let count = read(fd, chunk.baseAddress, chunk.count)
      if count > 0 {
        buffer.append(
          UnsafeRawBufferPointer(rebasing: chunk[0..<count]),
          isError: fd == child.errors
        )
        return true
      }
      if count < 0, errno == EINTR { continue }
      return false
    }
  }

  /// Milliseconds from now until `instant`, rounded up, at least 0.
  private func milliseconds(until instant: ContinuousClock.Instant) -> Int32 {
    let seconds = (instant - ContinuousClock.now) / .seconds(1)
    return Int32(max(0, min((seconds * 1000).rounded(.up), 60_000)))
  }
}
