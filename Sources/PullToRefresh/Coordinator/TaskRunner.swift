/// Runs the app's work for the coordinator, one task at a time, and hands its outcome to the
/// callers waiting for it: the refresh's action and the page load's are each run by one.
///
/// A task starts only once the one before it has returned (a cancelled action that is still
/// returning finishes first), and a task cancelled before it starts never runs the work. What
/// the work ends with becomes an outcome: its return value, `cancelled` for a
/// `CancellationError` or a task cancelled first, `failure` (with the error) for anything else.
/// The runner decides nothing: the coordinator hears the outcome (`returned`), asks the machine,
/// and resumes the waiters with the outcome the machine decided (``finish(_:)``).
struct TaskRunner<Outcome: Sendable>: Sendable {
  /// The task of the work started last, until the coordinator is released.
  private(set) var task: Task<Void, Never>?
  private var waiters: [CheckedContinuation<Outcome, Never>] = []

  /// Starts `work` once the task before it has returned; `returned` hears how it ended, with the
  /// error it threw for `failure`.
  @MainActor mutating func start(
    _ work: @escaping @MainActor () async throws -> Outcome,
    cancelled: Outcome,
    failure: Outcome,
    returned: @escaping @MainActor (Outcome, (any Error)?) -> Void
  ) {
    let previous = task
    task = Task {
      await previous?.value
      var outcome = cancelled
      var thrown: (any Error)?
      if !Task.isCancelled {
        do {
          outcome = try await work()
        } catch is CancellationError {
          outcome = cancelled
        } catch {
          outcome = failure
          thrown = error
        }
      }
      returned(outcome, thrown)
    }
  }

  /// Cancels the task in flight; its outcome still arrives, and the coordinator ignores it.
  func cancel() {
    task?.cancel()
  }

  /// Whether a caller waits for an outcome.
  var hasWaiters: Bool { !waiters.isEmpty }

  /// Keeps `waiter` until the next outcome.
  mutating func wait(_ waiter: CheckedContinuation<Outcome, Never>) {
    waiters.append(waiter)
  }

  /// Resumes every waiting caller with `outcome`.
  mutating func finish(_ outcome: Outcome) {
    let resumed = waiters
    waiters.removeAll()
    for waiter in resumed { waiter.resume(returning: outcome) }
  }
}
