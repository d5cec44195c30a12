import PullToRefresh

/// The content's state drawn in text over the list, when the list has no rows to show
/// (Behavior.md, "Content states", F9): the full-screen loader, the empty view, the failed view.
///
/// The loader is the spinner of ``TextIndicator`` and a label; the empty view its text; the failed
/// view the mark ✗ and the error. The empty and failed views carry a hint (the way to run the
/// load again) on the line below. The view fills the list below the pulled gap
/// (``ListFrame/contentState``), so the empty and failed views follow a pull (F4). Everything is
/// read from the engine's ``ContentPhase`` and indicator: this type decides nothing.
///
/// ```swift
/// let state = TextContentState(.empty, showsRing: false, emptyText: "No output")
/// state?.line  // "No output"
/// TextContentState(.content, showsRing: false)  // nil: the rows show
/// ```
package struct TextContentState: Sendable, Equatable {
  /// The phase drawn: ``ContentPhase/loading`` (the loader), ``ContentPhase/empty`` or
  /// ``ContentPhase/failed``.
  package var phase: ContentPhase
  /// The view's line: the spinner and the loading text, the empty text, or ✗ and the failed
  /// text.
  package var line: String
  /// The line below it, with the way to load again; `nil` for none.
  package var hint: String?

  /// The view for `phase`, or `nil` where the list shows no view: `idle` (nothing has loaded
  /// yet, F9), `content` (the rows), and `loading` while the ring shows (a pull started or
  /// joined the cycle, F4: the ring is the indicator).
  ///
  /// - Parameters:
  ///   - phase: the coordinator's ``RefreshCoordinator/contentPhase``.
  ///   - showsRing: whether the indicator shows the ring's spinner
  ///     (``RefreshIndicator/showsSpinner``).
  ///   - spinnerAngle: the loader's spinner angle in degrees
  ///     (``RefreshIndicator/spinnerAngle(afterSeconds:)`` of the time since the cycle started).
  ///   - loadingText: what the loader says.
  ///   - emptyText: what the empty view says; `emptyHint` below it.
  ///   - failedText: what the failed view says (the error); `failedHint` below it.
  package init?(
    _ phase: ContentPhase,
    showsRing: Bool,
    spinnerAngle: Double = 0,
    loadingText: String = "Loading…",
    emptyText: String = "No items",
    emptyHint: String? = nil,
    failedText: String = "Couldn't load",
    failedHint: String? = nil
  ) {
    switch phase {
    case .idle, .content:
      return nil
    case .loading:
      guard !showsRing else { return nil }
      line = "\(TextIndicator.spinner(angle: spinnerAngle)) \(loadingText)"
      hint = nil
    case .empty:
      line = emptyText
      hint = emptyHint
    case .failed:
      line = "\(TextIndicator.mark(for: .failure)) \(failedText)"
      hint = failedHint
    }
    self.phase = phase
  }

  /// Whether this is the full-screen loader, which is the indicator of its cycle (F3): a pull
  /// shows no other.
  package var isLoader: Bool { phase == .loading }

  /// The view's lines, top to bottom.
  package var lines: [String] { [line] + (hint.map { [$0] } ?? []) }
}
