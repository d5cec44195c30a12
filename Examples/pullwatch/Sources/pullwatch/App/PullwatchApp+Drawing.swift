import Foundation
import PullToRefresh
import PullToRefreshTerminal

extension PullwatchApp {
  // MARK: - Drawing

  func render() {
    let time = now
    if time - lastFrame < Self.frameInterval {
      scheduleFrame(after: lastFrame + Self.frameInterval - time)
      return
    }
    let nextFrame = controller.advance()
    updateSearch()
    let content = content
    let search = searching.search
    // The help screen covers the list; the timer and the runs go on beneath it.
    let screen =
      help?.screen(columns: columns, rows: rows)
      ?? frame(at: time).compose { index, screen, row in
        content.draw(index, into: &screen, row: row, search: search)
      }
    let output = screen.output(from: shown, colors: colors)
    if !output.isEmpty {
      terminal.write(output)
      lastFrame = time
    }
    shown = screen
    // The content springing back, or the spinner's next position.
    if let nextFrame { scheduleFrame(after: max(nextFrame, Self.frameInterval)) }
    // The output's age on the status row, when its text changes (a second apart at least).
    if let age = shownAge { scheduleAgeRedraw(after: Self.ageText(age).changesAt - age) }
  }

  /// Draws again after `delay`, when the status row's age says something new, unless such a
  /// redraw is due already: one timer at a time, so the age costs one frame a second at most.
  private func scheduleAgeRedraw(after delay: Duration) {
    guard !isAgeRedrawScheduled else { return }
    isAgeRedrawScheduled = true
    // 10 ms late rather than early: the engine's clock and the main queue's timer may differ a
    // little, and a redraw too early would change nothing and wait again.
    let milliseconds = max(delay / .milliseconds(1), 0) + 10
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(Int(milliseconds))) {
      [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.isAgeRedrawScheduled = false
        if self.isDrawing, self.exitStatus == nil { self.render() }
      }
    }
  }

  /// The frame for the current state at `time`.
  func frame(at time: Double) -> ListFrame {
    let text = controller.indicatorText
    return ListFrame(
      columns: columns,
      rows: rows,
      title: options.showsTitle ? title(text) : nil,
      scroll: scroll,
      indicator: coordinator.indicator,
      indicatorText: text,
      // -t gives the whole screen to the output, as watch's, but for the search prompt and
      // notes; frozen by -e, or showing a run from the history (which says it is not live), the
      // status shows.
      status: statusRow(text),
      statusIsError: searching.prompt == nil && statusIsError,
      hints: hints,
      footer: footer,
      header: header,
      pullRefreshes: controller.pullRefreshes,
      contentState: contentState
    )
  }

  /// What the list shows instead of the output's rows while the live output has none
  /// (Behavior.md, "Content states", F9), as the engine's content phase says: the full-screen
  /// loader while a run with no ring runs, "No output" after a run that printed nothing, the
  /// error after one that failed or timed out with nothing printed; `nil` for the rows (the
  /// sample inbox, a run from the history, output to show, nothing run yet).
  ///
  /// Standard error shares the output's pipe (as in `watch`), so a failing command that wrote an
  /// error has output: it shows, with the failure on the status row (F6's rows, kept as today).
  var contentState: TextContentState? {
    guard case .output = content, !isBrowsingHistory else { return nil }
    return controller.contentState(
      loadingText: Self.loadingText,
      emptyText: "No output",
      emptyHint: "pull down or press r to run it again",
      failedText: failureReason ?? "unknown error",
      // Frozen by --errexit, any key exits: nothing retries.
      failedHint: frozenBy == nil ? "r retries · or pull down" : nil
    )
  }

  /// What the full-screen loader says.
  static let loadingText = "Running the command…"

  /// Whether the full-screen loader shows now.
  var showsLoader: Bool { contentState?.isLoader == true }

  /// The footer at the end of the list: the inbox's or the `--more` pages', `nil` without
  /// either.
  private var footer: TextLoadMoreFooter? {
    switch content {
    case .conversation:
      nil
    case .inbox:
      controller.footer(
        exhaustedText: "No more messages",
        failedText: "Couldn't load more · m retries"
      )
    case .output:
      controller.footer(
        exhaustedText: "No more output",
        failedText: "Couldn't load more: \(pageFailure ?? "unknown error") · m retries"
      )
    }
  }

  private func scheduleFrame(after seconds: Double) {
    guard !isFrameScheduled else { return }
    isFrameScheduled = true
    // Whole milliseconds, at least one, at most a second (the spinner's step is shorter).
    let milliseconds = Int(min(max(seconds, 0), 1) * 1000) + 1
    // A timer on the main queue that draws, not a sleeping task or an event of the loop: either
    // would resume a task, which goes through the global executor.
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) {
      [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.isFrameScheduled = false
        if self.isDrawing, self.exitStatus == nil { self.render() }
      }
    }
  }

  // MARK: - Layout of the output

  /// Lays the output out for the terminal's width and tells the list its rows: the content's and
  /// the terminal's, less the title and status rows.
  ///
  /// With a command, it also tells the engine the live output's lines, its item count
  /// (Behavior.md, "Content states"): whenever they change, and so within a run's action before
  /// it returns, as the engine asks, so that a first run that brings lines goes from the loader
  /// to the rows with no empty view between.
  ///
  /// `rowsAddedAbove` is how many rows a page put above the first one: the list keeps the rows
  /// on screen where they are (`TerminalRefreshController.layOut`, with `rowsAddedAbove`).
  func layOutContent(rowsAddedAbove: Int = 0) {
    if case .output(var output) = content {
      var layout = output.layout
      layout.columns = max(columns, 1)
      if layout != output.layout { output.layout = layout }
      content = .output(output)
      coordinator.itemCount = output.lineCount
    }
    controller.layOut(
      contentRows: content.rowCount,
      viewportRows: ListFrame.listRows(
        forTerminalRows: rows,
        showsTitle: options.showsTitle,
        showsStatus: options.showsTitle
      ),
      rowsAddedAbove: rowsAddedAbove
    )
  }

  /// `w`: wraps long lines, or cuts them to be scrolled sideways.
  func toggleWrapping() {
    guard case .output(var output) = content else { return }
    var layout = output.layout
    layout.wraps.toggle()
    layout.offset = 0
    output.layout = layout
    content = .output(output)
    layOutContent()
  }

  /// Scrolls cut lines sideways by `columns` (nothing when lines wrap).
  func scrollSideways(by columns: Int) {
    guard case .output(var output) = content, !output.layout.wraps else { return }
    var layout = output.layout
    layout.offset = max(layout.offset + columns, 0)
    output.layout = layout
    content = .output(output)
  }
}
