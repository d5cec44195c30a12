import Foundation
import Testing

@testable import pullwatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Nothing is left behind: processes, descriptors, signal state.
extension CommandRunnerTests {
  /// Starts `words` in a task and waits until it has printed `count` process ids.
  private func started(
    _ words: String,
    printing count: Int,
    gracePeriod: Duration = .seconds(1)
  ) async -> (task: Task<CommandResult, any Error>, pids: [pid_t]) {
    let log = ProgressLog()
    let runner = CommandRunner(words: [words], gracePeriod: gracePeriod)
    let task = Task { @MainActor in try await runner.run { log.record($0) } }
    #expect(await eventually { log.numbers.count == count })
    return (task, log.numbers)
  }

  @Test func cancellingKillsTheGroupAndItsGrandchildren() async throws {
    let (task, pids) = await started("sleep 30 & echo $!; echo $$; sleep 30; wait", printing: 2)
    try #require(pids.count == 2)
    let (background, leader) = (pids[0], pids[1])
    let cancelled = ContinuousClock.now
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(ContinuousClock.now - cancelled < .milliseconds(500))
    #expect(await eventually { isGone(background) && isGone(leader) && groupIsGone(leader) })
    #expect(await eventually { ChildProcessGroups.live.isEmpty })
  }

  @Test func sigkillFollowsTheGracePeriod() async throws {
    let (task, pids) = await started(
      "trap '' TERM; echo $$; sleep 30",
      printing: 1,
      gracePeriod: .milliseconds(200)
    )
    let leader = try #require(pids.first)
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(await eventually { groupIsGone(leader) })
  }

  @Test func whatAFinishedCommandLeftBehindIsEndedAndDoesNotHoldTheRun() async throws {
    let started = ContinuousClock.now
    let result: CommandResult = try await CommandRunner(words: ["sleep 30 & echo $!"]).run()
    #expect(ContinuousClock.now - started < .seconds(2))
    let background = try #require(pid_t(text(result).dropLast()))
    #expect(result.status == .exited(0))
    #expect(await eventually { isGone(background) })
  }

  @Test func aCancelledTaskDoesNotStartTheCommand() async throws {
    let flag = temporaryPath("flag")
    let task = Task { @MainActor in
      withUnsafeCurrentTask { $0?.cancel() }
      return try await CommandRunner(words: ["touch \(flag)"]).run()
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(!FileManager.default.fileExists(atPath: flag))
  }

  @Test func terminateAllWaitsUntilEveryGroupIsGone() async throws {
    let polite = await started("echo $$; sleep 30 & sleep 30; wait", printing: 1)
    let stubborn = await started("trap '' TERM; echo $$; sleep 30", printing: 1)
    let leaders = polite.pids + stubborn.pids
    try #require(leaders.count == 2)
    #expect(await ChildProcessGroups.terminateAll(gracePeriod: .milliseconds(200)))
    #expect(ChildProcessGroups.live.isEmpty)
    #expect(CrashTable.groups.isEmpty)
    #expect(leaders.allSatisfy { groupIsGone($0) })
    #expect(try await polite.task.value.status == .signalled(SIGTERM))
    #expect(try await stubborn.task.value.status == .signalled(SIGKILL))
  }

  @Test func killAllNowSendsSigkillToEveryGroup() async throws {
    let (task, pids) = await started("trap '' TERM; echo $$; sleep 30", printing: 1)
    let leader = try #require(pids.first)
    #expect(CrashTable.groups.contains(leader))
    ChildProcessGroups.killAllNow()
    #expect(try await task.value.status == .signalled(SIGKILL))
    #expect(await eventually { groupIsGone(leader) && ChildProcessGroups.live.isEmpty })
  }

  #if os(Linux)
  @Test func theChildHasNoBlockedOrIgnoredSignals() async throws {
    // What pullwatch does before handling signals with DispatchSource, and more.
    let ignored = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH]
    let previous = ignored.map { signal($0, SIG_IGN) }
    var blocked = sigset_t()
    var saved = sigset_t()
    sigemptyset(&blocked)
    for number in [SIGTERM, SIGUSR2, SIGCHLD] { sigaddset(&blocked, number) }
    pthread_sigmask(SIG_BLOCK, &blocked, &saved)
    defer {
      pthread_sigmask(SIG_SETMASK, &saved, nil)
      for (number, handler) in zip(ignored, previous) { signal(number, handler) }
    }
    let runner = CommandRunner(words: ["cat", "/proc/self/status"], mode: .exec)
    let result: CommandResult = try await runner.run()
    let fields = Dictionary(
      text(result).split(separator: "\n").compactMap { line -> (String, String)? in
        let parts = line.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        return (String(parts[0]), parts[1].trimmingCharacters(in: .whitespaces))
      },
      uniquingKeysWith: { first, _ in first }
    )
    #expect(UInt64(fields["SigBlk"] ?? "", radix: 16) == 0)
    // Signals 1 to 31; glibc keeps 32 and 33 for itself and refuses to reset them.
    #expect(UInt64(fields["SigIgn"] ?? "", radix: 16).map { $0 & 0x7fff_ffff } == 0)
    #expect(Int32(fields["Pid"] ?? "") == Int32(fields["NSpgid"] ?? fields["Tgid"] ?? ""))
  }
  #endif

  @Test func descriptorsStayFlatOverAHundredRuns() async throws {
    let _: CommandResult = try await CommandRunner(words: ["true"]).run()
    #expect(await eventually { ChildProcessGroups.live.isEmpty })
    let before = openDescriptorCount()
    for _ in 0..<100 {
      let _: CommandResult = try await CommandRunner(words: ["true"]).run()
    }
    let _: CommandResult = try await CommandRunner(words: ["yes"], limits: .init(lines: 10)).run()
    let _: CommandResult = try await CommandRunner(words: ["x"], mode: .exec).run()
    let (cancelled, _) = await started("echo $$; exec sleep 30", printing: 1)
    cancelled.cancel()
    _ = try? await cancelled.value
    #expect(await eventually { openDescriptorCount() <= before })
    #expect(await eventually { ChildProcessGroups.live.isEmpty })
  }

  @Test func runningOutOfDescriptorsIsAnErrorWithAMessage() async throws {
    var limit = rlimit()
    #if os(Linux)
    let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
    let resource = RLIMIT_NOFILE
    #endif
    try #require(getrlimit(resource, &limit) == 0)
    let saved = limit
    let before = openDescriptorCount()
    // A run's pipe needs two descriptors: with none or one to spare, it fails at once (before
    // its first await, so the lowered limit reaches no other test), with the error and a
    // message, and keeps no descriptor. (How many more a run needs past the pipe depends on the
    // platform and on which descriptors the process has open: not asserted.)
    for spare in 0..<2 {
      // The lowest free descriptor plus `spare`: the next `spare` descriptors still open.
      let lowest = open("/dev/null", O_RDONLY)
      try #require(lowest >= 0)
      close(lowest)
      limit.rlim_cur = rlim_t(Int(lowest) + spare)
      setrlimit(resource, &limit)
      let outcome: Result<CommandResult, any Error>
      do {
        outcome = .success(try await CommandRunner(words: ["echo hello"]).run())
      } catch {
        outcome = .failure(error)
      }
      setrlimit(resource, [saved])
      #expect(throws: CommandRunError.tooManyOpenFiles) { try outcome.get() }
      #expect(openDescriptorCount() == before)
    }
    #expect(
      CommandRunError.tooManyOpenFiles.description == "cannot run the command: too many open files"
    )
    let result: CommandResult = try await CommandRunner(words: ["echo hello"]).run()
    #expect(text(result) == "hello\n")
  }
}
