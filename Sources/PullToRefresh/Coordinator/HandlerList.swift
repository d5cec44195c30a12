/// Callbacks registered under tokens, called in the order they were added.
struct HandlerList<Value> {
  private var entries: [(token: RefreshCoordinator.HandlerToken, handler: (Value) -> Void)] = []
  private var lastID = 0

  /// Adds `handler`; the token removes it.
  mutating func add(_ handler: @escaping (Value) -> Void) -> RefreshCoordinator.HandlerToken {
    lastID += 1
    let token = RefreshCoordinator.HandlerToken(id: lastID)
    entries.append((token, handler))
    return token
  }

  /// Removes the handler added under `token`, if any.
  mutating func remove(_ token: RefreshCoordinator.HandlerToken) {
    entries.removeAll { $0.token == token }
  }

  /// Calls every handler with `value`.
  func call(_ value: Value) {
    for entry in entries { entry.handler(value) }
  }
}
