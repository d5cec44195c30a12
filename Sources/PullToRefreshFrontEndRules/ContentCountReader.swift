import PullToRefresh

/// How a front end that takes the app's item count as a closure (SwiftUI's
/// `.contentStates(itemCount:)`) reports it to the coordinator so that a load that brought rows
/// never shows the empty state (Behavior.md, "Content states", F1).
///
/// The count reaches the coordinator at two moments:
/// - **When the refresh action ends**, returning or throwing: the reader wraps the action
///   (``reporting(_:to:)``) and reads the count as the app's work ends, before the action returns
///   to the coordinator, so that the count and the outcome land together, as the engine asks
///   (``RefreshCoordinator/itemCount``: "set it inside the action before it returns"). Read
///   later, as a change SwiftUI reports after its next update (`onChange`), a first load that
///   brought rows would end as a success with 0 items, `empty`, for one update before the rows
///   count: a frame of "No items" over the new rows.
/// - **Whenever it changes otherwise** (a row deleted, rows that arrive without a refresh), and
///   before the host appears, so that the first load starts at the first appearance (F2): the
///   front end calls ``report(to:)``.
///
/// The reader holds the app's closure, replaced on every view update, and reads it only when it
/// reports; `nil` means the app turned no content states on there, and the coordinator's count
/// is left as it is (an app's own coordinator may count by itself).
///
/// ```swift
/// let reader = ContentCountReader()
/// reader.read = { model.items.count }
/// coordinator.action = reader.reporting({ try await model.reload() }, to: coordinator)
/// reader.report(to: coordinator)  // before the host appears
/// ```
@MainActor
package final class ContentCountReader {
  /// Reads the app's item count; `nil` while the app has not turned content states on.
  package var read: (@MainActor () -> Int)?

  /// A reader with no count: content states off.
  package init() {}

  /// Tells `coordinator` the app's count now, when the app gave one and it differs.
  package func report(to coordinator: RefreshCoordinator) {
    guard let read else { return }
    let count = read()
    if coordinator.itemCount != count { coordinator.itemCount = count }
  }

  /// `action`, followed by the count reported to `coordinator` as it returns or throws (a
  /// cancelled action too: its count is the app's true count, and the engine takes no count from
  /// a cancelled cycle's outcome anyway, F7).
  ///
  /// Neither the reader nor the coordinator is kept alive by the closure: the coordinator keeps
  /// the action, and its owner keeps the reader.
  package func reporting(
    _ action: @escaping RefreshCoordinator.Action,
    to coordinator: RefreshCoordinator
  ) -> RefreshCoordinator.Action {
    { [weak self, weak coordinator] in
      defer {
        if let self, let coordinator { self.report(to: coordinator) }
      }
      try await action()
    }
  }
}
