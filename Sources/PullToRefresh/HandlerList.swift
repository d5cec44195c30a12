/// Callbacks registered under identifiers, called in the order they were added.
struct HandlerList<Value> {
  private var entries: [(id: Int, handler: (Value) -> Void)] = []

  /// Adds `handler` under `id`.
  mutating func add(_ handler: @escaping (Value) -> Void, id: Int) {
    entries.append((id, handler))
  }

  /// Removes the handler added under `id`, if any.
  mutating func remove(_ id: Int) {
    entries.removeAll { $0.id == id }
  }

  /// Calls every handler with `value`.
  func call(_ value: Value) {
    for entry in entries { entry.handler(value) }
  }
}
