import PullToRefresh

/// A refresh action that a test finishes by hand, counting its calls and how many run at once.
@MainActor
final class ScriptedAction {
  /// How the next ``finish(_:)`` ends the running action.
  enum Ending {
    case success
    case failure
  }

  /// An error the action throws on failure.
  struct Failure: Error, Equatable {
    let call: Int
  }

  /// How many times the action was called.
  private(set) var calls = 0
  /// How many calls are running now.
  private(set) var running = 0
  /// The most calls that ever ran at once.
  private(set) var mostRunningAtOnce = 0
  /// Whether the action ignores cancellation (keeps waiting for ``finish(_:)``).
  var ignoresCancellation = false

  private var continuation: CheckedContinuation<Ending?, Never>?

  /// Whether a call waits to be finished.
  var isWaiting: Bool { continuation != nil }

  /// The closure to hand to a coordinator.
  var closure: RefreshCoordinator.Action {
    { [self] in try await self.run() }
  }

  /// Finishes the waiting call, if any.
  func finish(_ ending: Ending) {
    let waiting = continuation
    continuation = nil
    waiting?.resume(returning: ending)
  }

  private func run() async throws {
    calls += 1
    running += 1
    mostRunningAtOnce = max(mostRunningAtOnce, running)
    defer { running -= 1 }
    let call = calls
    let ending = await withTaskCancellationHandler {
      await withCheckedContinuation { (waiting: CheckedContinuation<Ending?, Never>) in
        if Task.isCancelled, !ignoresCancellation {
          waiting.resume(returning: nil)
        } else {
          continuation = waiting
        }
      }
    } onCancel: {
      MainActor.assumeIsolated { self.cancelled() }
    }
    switch ending {
    case .success: return
    case .failure: throw Failure(call: call)
    case nil: throw CancellationError()
    }
  }

  private func cancelled() {
    guard !ignoresCancellation else { return }
    let waiting = continuation
    continuation = nil
    waiting?.resume(returning: nil)
  }
}
