import PullToRefresh

/// The header at the top of a list, drawn in text: the row before the first one, where the
/// previous page loads (Behavior.md, "The top end", K4).
///
/// A spinner while the previous page loads (the braille spinner of ``TextIndicator``, at its
/// cadence), the failed text with the way to retry when it failed, the exhausted text when
/// there is nothing above (empty unless the app gives one: K4 shows nothing there), nothing
/// when idle. Everything is read from the engine's ``LoadMorePhase``: this type decides nothing.
///
/// ```swift
/// let header = TextLoadPreviousHeader(.failed, failedText: "Couldn't load previous · p retries")
/// header.line  // "✗ Couldn't load previous · p retries"
/// ```
package struct TextLoadPreviousHeader: Sendable, Equatable {
  /// The header's phase, as the engine decided it.
  package var phase: LoadMorePhase
  /// The header as one line: the spinner and the loading text, the failed or the exhausted
  /// text, or empty when idle.
  package var line: String

  /// Draws the header in `phase`.
  ///
  /// - Parameters:
  ///   - phase: the coordinator's ``RefreshCoordinator/loadPreviousPhase``.
  ///   - spinnerAngle: the spinner's angle in degrees while loading
  ///     (``RefreshIndicator/spinnerAngle(afterSeconds:)`` of the time since the load started).
  ///   - loadingText: what the header says after its spinner while the previous page loads.
  ///   - exhaustedText: what the header says when there is nothing above.
  ///   - failedText: what the header says when the previous page failed, with how to retry.
  package init(
    _ phase: LoadMorePhase,
    spinnerAngle: Double = 0,
    loadingText: String = "Loading previous…",
    exhaustedText: String = "",
    failedText: String = "Couldn't load previous"
  ) {
    self.phase = phase
    switch phase {
    case .idle: line = ""
    case .loading: line = "\(TextIndicator.spinner(angle: spinnerAngle)) \(loadingText)"
    case .exhausted: line = exhaustedText
    case .failed: line = "\(TextIndicator.mark(for: .failure)) \(failedText)"
    }
  }
}
