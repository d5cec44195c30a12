import Foundation

/// The threads that read runs' output (``OutputReader``): a thread is started when every one is
/// busy and kept once its run ends, for the next run.
///
/// Starting a thread for every run and tearing it down afterwards cost more than reading a
/// short command's output. An idle thread waits on a condition variable with no timeout, so an
/// idle program still wakes up never. There are as many as runs were ever in flight at once:
/// one or two (the command and a `--more` page, or a cancelled run that is still ending).
enum ReaderThreads {
  /// The jobs not taken yet and the idle threads, guarded by ``condition``.
  ///
  /// `@unchecked Sendable`: every access to `idle` and `jobs` holds `condition`'s lock.
  private final class Pool: @unchecked Sendable {
    /// The lock, and what idle threads wait on.
    let condition = NSCondition()
    /// The threads waiting for a job.
    var idle = 0
    /// The jobs given to idle threads that none has taken yet.
    var jobs: [@Sendable () -> Void] = []
  }

  /// The one pool.
  private static let pool = Pool()

  /// Runs `job` on an idle reading thread, or on a new one when none is idle.
  static func run(_ job: @escaping @Sendable () -> Void) {
    pool.condition.lock()
    if pool.idle > pool.jobs.count {
      pool.jobs.append(job)
      pool.condition.signal()
      pool.condition.unlock()
      return
    }
    pool.condition.unlock()
    Thread.detachNewThread { work(first: job) }
  }

  /// A thread's body: `first`, then every job it is given, for ever.
  private static func work(first: @escaping @Sendable () -> Void) {
    var job = first
    while true {
      job()
      pool.condition.lock()
      pool.idle += 1
      while pool.jobs.isEmpty { pool.condition.wait() }
      pool.idle -= 1
      job = pool.jobs.removeFirst()
      pool.condition.unlock()
    }
  }
}
