import PullToRefresh

/// A load-more action that a test finishes by hand: a ``ScriptedAction`` that returns the result
/// it was finished with.
@MainActor
final class ScriptedLoad {
  /// How the next ``finish(_:)`` ends the running load.
  enum Ending {
    case more
    case end
    case failure
  }

  private let call = ScriptedAction()
  private var result = LoadMoreResult.more

  /// How many times the load was called.
  var calls: Int { call.calls }
  /// How many calls are running now.
  var running: Int { call.running }
  /// The most calls that ever ran at once.
  var mostRunningAtOnce: Int { call.mostRunningAtOnce }
  /// Whether a call waits to be finished.
  var isWaiting: Bool { call.isWaiting }
  /// Whether the load ignores cancellation (keeps waiting for ``finish(_:)``).
  var ignoresCancellation: Bool {
    get { call.ignoresCancellation }
    set { call.ignoresCancellation = newValue }
  }

  /// The closure to hand to a coordinator's `loadMoreAction`.
  var closure: @MainActor () async throws -> LoadMoreResult {
    let run = call.closure
    return { [self] in
      try await run()
      return self.result
    }
  }

  /// Finishes the waiting call, if any.
  func finish(_ ending: Ending) {
    switch ending {
    case .more, .end:
      result = ending == .more ? .more : .end
      call.finish(.success)
    case .failure:
      call.finish(.failure)
    }
  }
}
