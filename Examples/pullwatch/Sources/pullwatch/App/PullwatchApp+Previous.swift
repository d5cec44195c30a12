import PullToRefresh
import PullToRefreshTerminal

extension PullwatchApp {
  // MARK: - The top end

  /// The load-previous action: a page of earlier messages for the conversation, or one run of
  /// `--previous`, put above the lines shown (Behavior.md, "The top end").
  ///
  /// The page's command runs as `--more`'s does (`sh -c`, a process group of its own, the same
  /// limits, ended when the load is cancelled), with `PULLWATCH_PAGE` (2, 3, ... counted upward
  /// from the command's output) and `PULLWATCH_LINES` (the lines shown) set. Its standard output
  /// goes before the first line, as lines of their own, and the list hears how many rows came
  /// above, before this returns: the engine keeps the reader's rows where they are, and the
  /// frame that shows the new rows shows them above the rows that were on screen. Output with no
  /// line is the beginning (`end`); a failing status throws, and the header shows the first line
  /// of its standard error.
  func loadPrevious() async throws -> LoadMoreResult {
    guard case .output(let output) = content else {
      try await Task.sleep(for: .milliseconds(1200))
      guard case .conversation(var conversation) = content else { return .end }
      let added = conversation.loadEarlierMessages()
      content = .conversation(conversation)
      layOutContent(rowsAddedAbove: added)
      let hasMore = conversation.earlierPagesLoaded < Conversation.earlierPageCount
      return added > 0 && hasMore ? .more : .end
    }
    guard let previousCommand = options.previousCommand else { return .end }
    let runner = CommandRunner(
      words: [previousCommand],
      mode: .shell,
      limits: OutputLimits(bytes: options.maximumBytes, lines: options.maximumLines),
      environment: windowSize.merging([
        "PULLWATCH_PAGE": String(output.nextPreviousPage),
        "PULLWATCH_LINES": String(output.lineCount),
      ]) { $1 },
      keepsErrors: false
    )
    let result = try await runner.run()
    if let failure = result.failure {
      previousPageFailure = failure.firstErrorLine ?? failure.status.description
      throw failure
    }
    previousPageFailure = nil
    // A load cancelled meanwhile (a refresh, a run from the history shown) puts nothing above.
    try Task.checkCancellation()
    guard !isBrowsingHistory, case .output(var current) = content else { return .end }
    let linesAbove = current.linesAbove
    let added = current.prependPage(result.output)
    guard added > 0 else { return .end }
    content = .output(current)
    // The current match stays on its line, which moved down with the page.
    searching.search?.linesInserted(above: current.linesAbove - linesAbove)
    layOutContent(rowsAddedAbove: added)
    return .more
  }

  /// `p`: the previous page now, or again after it failed (the conversation, `--previous`).
  func requestPreviousPage() {
    controller.requestLoadPrevious()
  }

  /// The header at the top of the list: the conversation's or the `--previous` pages', `nil`
  /// without either (or while the list has no row).
  var header: TextLoadPreviousHeader? {
    switch content {
    case .conversation:
      controller.header(
        loadingText: "Loading earlier messages…",
        exhaustedText: "Beginning of the conversation",
        failedText: "Couldn't load earlier messages · p retries"
      )
    case .output:
      controller.header(
        exhaustedText: "Beginning of output",
        failedText: "Couldn't load previous: \(previousPageFailure ?? "unknown error") · p retries"
      )
    case .inbox:
      nil
    }
  }
}
