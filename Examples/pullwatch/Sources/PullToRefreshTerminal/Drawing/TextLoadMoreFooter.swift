import PullToRefresh

/// The footer at the far end of a list, drawn in text: the row after the last one (Behavior.md,
/// "Load more", L9).
///
/// A spinner while a page loads (the braille spinner of ``TextIndicator``, at its cadence), the
/// exhausted text when there is no more ("No more items"), the failed text with the way to retry
/// when the last page failed, nothing when idle. Everything is read from the engine's
/// ``LoadMorePhase``: this type decides nothing.
///
/// ```swift
/// let footer = TextLoadMoreFooter(.exhausted, exhaustedText: "No more messages")
/// footer.line  // "No more messages"
/// ```
package struct TextLoadMoreFooter: Sendable, Equatable {
  /// The footer's phase, as the engine decided it.
  package var phase: LoadMorePhase
  /// The footer as one line: the spinner and "Loading more…", the exhausted or the failed text,
  /// or empty when idle.
  package var line: String

  /// Draws the footer in `phase`.
  ///
  /// - Parameters:
  ///   - phase: the coordinator's ``RefreshCoordinator/loadMorePhase``.
  ///   - spinnerAngle: the spinner's angle in degrees while loading
  ///     (``RefreshIndicator/spinnerAngle(afterSeconds:)`` of the time since the load started).
  ///   - exhaustedText: what the footer says when there is no more data.
  ///   - failedText: what the footer says when the last page failed, with how to retry.
  package init(
    _ phase: LoadMorePhase,
    spinnerAngle: Double = 0,
    exhaustedText: String = "No more items",
    failedText: String = "Couldn't load more"
  ) {
    self.phase = phase
    switch phase {
    case .idle: line = ""
    case .loading: line = "\(TextIndicator.spinner(angle: spinnerAngle)) Loading more…"
    case .exhausted: line = exhaustedText
    case .failed: line = "\(TextIndicator.mark(for: .failure)) \(failedText)"
    }
  }
}
