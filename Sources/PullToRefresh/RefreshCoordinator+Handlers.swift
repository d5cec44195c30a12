extension RefreshCoordinator {
  // MARK: - Events

  /// Identifies a registered handler, for removing it.
  public struct HandlerToken: Hashable, Sendable {
    let id: Int
  }

  /// Calls `handler` with every event from now on, in order, on the main actor.
  ///
  /// - Returns: the token that ``removeEventHandler(_:)`` takes.
  @discardableResult
  public func addEventHandler(_ handler: @escaping (Event) -> Void) -> HandlerToken {
    eventHandlers.add(handler)
  }

  /// Stops calling the handler registered under `token`.
  public func removeEventHandler(_ token: HandlerToken) {
    eventHandlers.remove(token)
  }

  /// The events from now on as an asynchronous sequence; it ends when the caller stops
  /// iterating.
  public func events() -> AsyncStream<Event> {
    let (stream, continuation) = AsyncStream<Event>.makeStream()
    let token = addEventHandler { continuation.yield($0) }
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.removeEventHandler(token) }
    }
    return stream
  }

  /// Calls `handler` with every input the coordinator receives from now on, before acting on
  /// it: what `TraceRecorder` needs to replay the session later.
  @discardableResult
  package func addInputHandler(_ handler: @escaping (Input) -> Void) -> HandlerToken {
    inputHandlers.add(handler)
  }

  /// Stops calling the input handler registered under `token`.
  package func removeInputHandler(_ token: HandlerToken) {
    inputHandlers.remove(token)
  }
}
