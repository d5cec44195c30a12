@_spi(FrontEnd) import PullToRefresh

/// The top end (Behavior.md, "The top end"): the header's row before the app's rows, the
/// previous page's rows reported to the engine just after its result, and the move the engine
/// keeps applied before the frame that shows them.
extension TerminalRefreshController {
  /// The app's work for the previous page at the top of the list (the coordinator's
  /// ``RefreshCoordinator/loadPreviousAction``); setting it here rather than on the coordinator
  /// adds the header's row and tells the engine the content's length at once.
  ///
  /// The action puts the page's rows before the app's and lays them out with
  /// ``layOut(contentRows:viewportRows:rowsAddedAbove:)`` before it returns.
  package var loadPreviousAction: (@MainActor () async throws -> LoadMoreResult)? {
    get { coordinator.loadPreviousAction }
    set {
      coordinator.loadPreviousAction = newValue
      layOut(contentRows: appContentRows, viewportRows: scrollView.viewportRows)
    }
  }

  /// The header drawn now, its spinner at the angle it has turned to since the previous page
  /// started loading; `nil` when the list has no header row (the top end off, or no rows).
  ///
  /// - Parameters:
  ///   - loadingText: what the header says after its spinner while the page loads.
  ///   - exhaustedText: what it says when there is nothing above (K4 shows nothing).
  ///   - failedText: what it says when the page failed, with the way to retry.
  package func header(
    loadingText: String = "Loading previous…",
    exhaustedText: String = "",
    failedText: String = "Couldn't load previous"
  ) -> TextLoadPreviousHeader? {
    guard headerRows > 0 else { return nil }
    return TextLoadPreviousHeader(
      coordinator.loadPreviousPhase,
      spinnerAngle: coordinator.indicator.spinnerAngle(afterSeconds: previousSeconds),
      loadingText: loadingText,
      exhaustedText: exhaustedText,
      failedText: failedText
    )
  }

  /// Whether a pull past the top edge can refresh now: not while the top end owns the edge, its
  /// header's row shown and not exhausted (Behavior.md, T8), which ``ListFrame/pullRefreshes``
  /// draws.
  package var pullRefreshes: Bool {
    headerRows == 0 || coordinator.loadPreviousPhase == .exhausted
  }

  /// Asks for the previous page (a key, the header's retry): the engine starts a load when the
  /// header is idle or failed and no refresh is refreshing, after a page loading at the end
  /// (T4, T5).
  package func requestLoadPrevious() {
    coordinator.requestLoadPrevious()
  }

  // MARK: - For the controller

  /// A scroll toward the top while the header is failed and its row in view: the user's new
  /// try, as a new drag is (T7).
  func retryIfFailedAtTop() {
    guard coordinator.loadPreviousPhase == .failed, headerRows > 0,
      scrollView.firstVisibleRow == 0
    else { return }
    requestLoadPrevious()
  }

  /// The previous page ended: the rows it put above land now, just after its result (T2), in
  /// the turn of the result, before any frame.
  func landRowsAwaitingResult() {
    guard rowsAwaitingResult != 0 else { return }
    let height = rowsAwaitingResult
    rowsAwaitingResult = 0
    coordinator.rowsAddedAbove(height)
  }

  /// The engine kept the reader's place as rows landed above (K1): the content moves by the
  /// same points, and the engine hears the new length and the kept position together.
  func keepPosition(by delta: Double) {
    move { $0.keep(by: delta, at: now) }
  }

  /// The time since the previous page in flight started, in seconds: the header's spinner's.
  var previousSeconds: Double {
    coordinator.timeSinceLoadPreviousStarted().map { $0 / .seconds(1) } ?? 0
  }
}
