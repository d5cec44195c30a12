import Foundation

/// A sleep on a timer of the main queue, which is the main actor's on every platform: what the
/// `--every` loop waits with.
///
/// `Task.sleep` from the main actor goes to the global executor: its timer wakes a thread of
/// the global pool, which then hops back to the main actor, on every run. This timer wakes the
/// main queue directly. Cancelling the task ends the sleep at once with `CancellationError`.
@MainActor
final class MainQueueSleep {
  /// The waiting task's continuation, until the timer fires or the task is cancelled.
  private var continuation: CheckedContinuation<Void, any Error>?
  /// Whether the task was cancelled (perhaps before the sleep began).
  private var isCancelled = false
  /// The timer's work, cancelled with the sleep so that nothing outlives it (an interval can be
  /// a year).
  private var timer: DispatchWorkItem?

  private init() {}

  /// Sleeps for `duration`, or until the task is cancelled.
  ///
  /// - Throws: `CancellationError` when the task is cancelled, before or during the sleep.
  static func sleep(for duration: Duration) async throws {
    let sleep = MainQueueSleep()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { sleep.start($0, after: duration) }
    } onCancel: {
      DispatchQueue.main.async { MainActor.assumeIsolated { sleep.cancel() } }
    }
  }

  /// Waits with `continuation` for a timer of `duration`, unless already cancelled.
  private func start(
    _ continuation: CheckedContinuation<Void, any Error>,
    after duration: Duration
  ) {
    guard !isCancelled, !Task.isCancelled else {
      continuation.resume(throwing: CancellationError())
      return
    }
    self.continuation = continuation
    let nanoseconds =
      duration.components.seconds * 1_000_000_000
      + duration.components.attoseconds / 1_000_000_000
    let deadline = DispatchTime.now() + .nanoseconds(Int(clamping: max(nanoseconds, 0)))
    let timer = DispatchWorkItem { [weak self] in
      MainActor.assumeIsolated { self?.resume(throwing: nil) }
    }
    self.timer = timer
    DispatchQueue.main.asyncAfter(deadline: deadline, execute: timer)
  }

  /// The task was cancelled: the sleep ends now.
  private func cancel() {
    isCancelled = true
    timer?.cancel()
    timer = nil
    resume(throwing: CancellationError())
  }

  /// Resumes the waiting task once, with `error` or normally.
  private func resume(throwing error: (any Error)?) {
    guard let continuation else { return }
    self.continuation = nil
    if let error {
      continuation.resume(throwing: error)
    } else {
      continuation.resume()
    }
  }
}
