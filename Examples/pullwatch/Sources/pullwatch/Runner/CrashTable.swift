#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fixed table of live process group ids that a crash handler can kill without allocating
/// or locking.
///
/// The slots are a global tuple of 32 `pid_t`, 0 for a free slot: a constant initializer, so
/// the storage is static and reading it from a signal handler runs no lazy initialization.
/// Only the main actor writes it, one aligned 32-bit store at a time, so a signal handler on any
/// thread sees each slot either before or after a write, never half of one. That is the whole
/// reason for `nonisolated(unsafe)`: no lock can be taken in a signal handler, and a stale slot
/// costs at most a `kill` to a group that is already gone. Groups beyond 32 are only missing
/// from the crash path; ``ChildProcessGroups`` still tracks them.
enum CrashTable {
  /// The number of slots (computed: a stored static would be initialized lazily).
  static var capacity: Int { 32 }

  /// The size of one slot.
  private static var stride: Int { MemoryLayout<pid_t>.stride }

  /// Puts `pgid` in a free slot and returns its index, or `nil` when the table is full.
  @MainActor
  static func insert(_ pgid: pid_t) -> Int? {
    withUnsafeMutableBytes(of: &slots) { raw in
      for index in 0..<capacity where raw.load(fromByteOffset: index * stride, as: pid_t.self) == 0
      {
        raw.storeBytes(of: pgid, toByteOffset: index * stride, as: pid_t.self)
        return index
      }
      return nil
    }
  }

  /// Frees the slot at `index`.
  @MainActor
  static func clear(_ index: Int) {
    withUnsafeMutableBytes(of: &slots) { raw in
      raw.storeBytes(of: 0, toByteOffset: index * stride, as: pid_t.self)
    }
  }

  /// The group ids in the table.
  @MainActor
  static var groups: [pid_t] {
    withUnsafeBytes(of: slots) { raw in
      (0..<capacity).map { raw.load(fromByteOffset: $0 * stride, as: pid_t.self) }.filter {
        $0 != 0
      }
    }
  }

  /// Sends SIGKILL to every group in the table; async-signal-safe (no allocation, no lock).
  static func killAll() {
    withUnsafeBytes(of: slots) { raw in
      for index in 0..<capacity {
        let pgid = raw.load(fromByteOffset: index * stride, as: pid_t.self)
        // kill(-1) would reach every process, kill(0) this program's own group.
        if pgid > 1 { _ = kill(-pgid, SIGKILL) }
      }
    }
  }
}

/// The crash table's slots (see ``CrashTable``): written by the main actor, read anywhere.
nonisolated(unsafe) private var slots:
  (
    pid_t, pid_t, pid_t, pid_t, pid_t, pid_t, pid_t, pid_t, pid_t, pid_t, pid_t, pid_t, pid_t,
    pid_t, pid_t, pid_t, pid_t, pid_t, pid_t, pid_t, pid_t, pid_t, pid_t, pid_t, pid_t, pid_t,
    pid_t, pid_t, pid_t, pid_t, pid_t, pid_t
  ) = (
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0
  )
