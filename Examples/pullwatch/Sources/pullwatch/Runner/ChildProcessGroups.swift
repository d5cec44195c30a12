import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process groups of the commands this program started and that are not gone yet.
///
/// Every run is a process group of its own; its id is the leader's process id. A group is
/// registered when it is spawned and removed once its leader is reaped and no process is left
/// in it. Only the main actor signals groups, and only registered ones, so a signal never
/// reaches a group whose id was reused. Terminating a group sends SIGTERM (and SIGCONT, for
/// stopped members), then SIGKILL after the grace period; whatever the leader left behind when
/// it exited on its own is terminated the same way.
///
/// On Linux the program becomes a child subreaper at the first spawn, so that members
/// orphaned by their parent become its children and are reaped here, even when process 1 does
/// not reap (containers). Darwin's launchd reaps them.
@MainActor
enum ChildProcessGroups {
  /// What is known of one live group.
  private struct Group {
    /// Its index in the crash table, if it got one.
    var slot: Int?
    /// Whether the leader was reaped, so that `waitpid(-pgid)` may reap the rest.
    var leaderEnded = false
    /// When SIGKILL follows the SIGTERM already sent, if any was sent.
    var killDeadline: ContinuousClock.Instant?
    /// When SIGKILL was sent.
    var killedAt: ContinuousClock.Instant?
    /// Whether a task checks on it until it is gone.
    var isWatched = false
  }

  /// The live groups by id.
  private static var groups: [pid_t: Group] = [:]
  /// Whether ``becomeSubreaper()`` ran.
  private static var isSubreaper = false
  /// The clock of deadlines.
  private static let clock = ContinuousClock()

  /// How long after SIGKILL a group that does not go away is given up (a member in
  /// uninterruptible sleep, or a zombie that nobody reaps).
  static let giveUpDelay = Duration.seconds(2)

  /// The registered groups, in ascending order.
  static var live: [pid_t] { groups.keys.sorted() }

  /// Registers a new group and puts it in the crash table.
  static func add(_ pgid: pid_t) {
    becomeSubreaper()
    groups[pgid] = Group(slot: CrashTable.insert(pgid))
  }

  /// Sends SIGTERM to a registered group now and SIGKILL after `gracePeriod` (or sooner, if an
  /// earlier request asked for it), reaping it until it is gone.
  static func terminate(_ pgid: pid_t, gracePeriod: Duration) {
    guard var group = groups[pgid] else { return }
    send(SIGTERM, to: pgid)
    send(SIGCONT, to: pgid)
    let deadline = clock.now + gracePeriod
    group.killDeadline = min(group.killDeadline ?? deadline, deadline)
    groups[pgid] = group
    watch(pgid)
  }

  /// The leader of `pgid` was reaped: removes the group if it is empty, or terminates what is
  /// left in it.
  static func leaderEnded(_ pgid: pid_t, gracePeriod: Duration) {
    guard groups[pgid] != nil else { return }
    groups[pgid]?.leaderEnded = true
    if isEmpty(pgid) {
      remove(pgid)
    } else {
      terminate(pgid, gracePeriod: gracePeriod)
    }
  }

  /// Terminates every live group and waits until they are gone; true when none is left.
  ///
  /// SIGTERM goes to every group at once, SIGKILL after `gracePeriod`, and the groups are reaped.
  /// For quitting: await it before `exit`. It returns at the latest `gracePeriod` plus ``giveUpDelay`` and a little after it starts.
  static func terminateAll(gracePeriod: Duration = .seconds(1)) async -> Bool {
    for pgid in groups.keys { terminate(pgid, gracePeriod: gracePeriod) }
    let limit = clock.now + gracePeriod + giveUpDelay + .milliseconds(500)
    while !groups.isEmpty, clock.now < limit {
      await pause()
    }
    return groups.isEmpty
  }

  /// Sends SIGKILL to every group in the crash table; async-signal-safe, for crash handlers.
  nonisolated static func killAllNow() {
    CrashTable.killAll()
  }

  /// Checks on a terminating group every 10 ms: reaps it, sends SIGKILL at the deadline, and
  /// removes it once it is gone or given up.
  private static func watch(_ pgid: pid_t) {
    guard groups[pgid]?.isWatched == false else { return }
    groups[pgid]?.isWatched = true
    Task { @MainActor in
      while let group = groups[pgid] {
        if group.leaderEnded, isEmpty(pgid) {
          remove(pgid)
          return
        }
        let now = clock.now
        if let killedAt = group.killedAt {
          if now - killedAt >= giveUpDelay {
            remove(pgid)
            return
          }
        } else if let deadline = group.killDeadline, now >= deadline {
          send(SIGKILL, to: pgid)
          groups[pgid]?.killedAt = now
        }
        await pause()
      }
    }
  }

  /// Reaps the members that are this program's children; true when no process is left.
  ///
  /// Only called once the leader was reaped: `waitpid(-pgid)` would otherwise take the leader's
  /// status from the thread that waits for it.
  private static func isEmpty(_ pgid: pid_t) -> Bool {
    var status: Int32 = 0
    while waitpid(-pgid, &status, WNOHANG) > 0 {}
    return kill(-pgid, 0) != 0 && errno == ESRCH
  }

  /// Forgets a group and frees its crash table slot.
  private static func remove(_ pgid: pid_t) {
    if let slot = groups[pgid]?.slot { CrashTable.clear(slot) }
    groups[pgid] = nil
  }

  /// Sends `signal` to every process of the group.
  private static func send(_ signal: Int32, to pgid: pid_t) {
    // kill(0) and kill(-1) would reach this program's own group, or every process.
    guard pgid > 1 else { return }
    _ = kill(-pgid, signal)
  }

  /// Sleeps 10 ms, even in a cancelled task (`Task.sleep` would return at once).
  private static func pause() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(10)) {
        continuation.resume()
      }
    }
  }

  /// On Linux, adopts orphaned descendants (`prctl(PR_SET_CHILD_SUBREAPER)`), once.
  private static func becomeSubreaper() {
    guard !isSubreaper else { return }
    isSubreaper = true
    #if os(Linux)
    // prctl is variadic, so Swift does not import it; every argument is a machine word here.
    typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
    guard let program = dlopen(nil, RTLD_NOW) else { return }
    defer { dlclose(program) }
    guard let symbol = dlsym(program, "prctl") else { return }
    let setChildSubreaper: Int32 = 36  // PR_SET_CHILD_SUBREAPER
    _ = unsafeBitCast(symbol, to: Prctl.self)(setChildSubreaper, 1, 0, 0, 0)
    #endif
  }
}
