import Foundation
import PullToRefresh
import PullToRefreshTerminal

extension PullwatchApp {
  // MARK: - Refresh work

  /// The coordinator's action: new mail for the inbox, a reply in the conversation, or one run
  /// of the command.
  func fetch() async throws {
    guard case .output(var output) = content else {
      try await Task.sleep(for: .milliseconds(1200))
      switch content {
      case .inbox(var inbox):
        inbox.receiveNewMail(at: Self.clockTime(Date()))
        content = .inbox(inbox)
        layOutContent()
      case .conversation(var conversation):
        // A reader at the newest message sees the reply: the list stays at its end.
        let wasAtEnd = scroll.offset >= scroll.maximumOffset
        conversation.receiveReply(at: Self.clockTime(Date()))
        content = .conversation(conversation)
        layOutContent()
        if wasAtEnd { controller.scroll(by: .max) }
      case .output:
        break
      }
      return
    }
    let runner = CommandRunner(
      words: options.command,
      mode: options.exec ? .exec : .shell,
      limits: OutputLimits(bytes: options.maximumBytes, lines: options.maximumLines),
      environment: windowSize,
      // What a long run has written shows after a second, even if it writes nothing more then.
      revealDelay: .seconds(CommandOutput.progressDelay)
    )
    output.beginRun(at: now)
    content = .output(output)
    goLiveForAPersonsRefresh()
    // What the run wrote so far, for the history if it times out.
    var latest: [UInt8] = []
    let result: CommandResult
    do {
      result = try await runner.run { [weak self] soFar in
        latest = soFar
        self?.showOutput(soFar)
      }
    } catch let cancelled as CancellationError {
      recordTimedOutRun(latest)
      throw cancelled
    }
    guard case .output(var finished) = content else { return }
    let rowsAbove = finished.rowsAbove
    finished.finishRun(with: result.output, ending: RunExit(result))
    // Frozen by --errexit, the failing run is what shows.
    if options.exitOnError, result.failure != nil { finished.goLive() }
    content = .output(finished)
    loadPagesOnlyWhenLive()
    outputWasCut = result.wasCut
    // The pages above went with the output they were put before: rows removed above, which keep
    // the reader's rows where they were (Behavior.md, K1), in the layout of the new output.
    layOutContent(rowsAddedAbove: finished.rowsAbove - rowsAbove)
    startPreviousPagesOver()
    // A run that fails counts too, as in watch (`-g 'systemctl is-active x'`).
    if options.exitOnChange, finished.changedInLastRun { quit() }
    if let failure = result.failure {
      runFailed(failure.description)
      throw failure
    }
  }

  /// A run replaced the live output: the pages above start over, so the header is idle again
  /// and waits for a drag (Behavior.md, T9: what lies above a reloaded list is the app's to
  /// say; T3).
  private func startPreviousPagesOver() {
    guard options.previousCommand != nil, controller.loadPreviousAction != nil else { return }
    previousPageFailure = nil
    coordinator.resetLoadPrevious(hasMore: true)
  }

  /// The load-more action: a page of older mail for the inbox, or one run of `--more`.
  ///
  /// The page's command runs as the main one does (`sh -c`, a process group of its own, the
  /// same limits, ended when the load is cancelled) with `PULLWATCH_PAGE` and `PULLWATCH_LINES`
  /// set; its standard output is appended, and no output is the end. A failing status throws,
  /// and the footer shows the first line of its standard error.
  func loadMore() async throws -> LoadMoreResult {
    guard case .output(let output) = content else {
      try await Task.sleep(for: .milliseconds(1200))
      guard case .inbox(var inbox) = content else { return .end }
      let hasMore = inbox.loadOlderMail()
      content = .inbox(inbox)
      layOutContent()
      return hasMore ? .more : .end
    }
    guard let moreCommand = options.moreCommand else { return .end }
    let runner = CommandRunner(
      words: [moreCommand],
      mode: .shell,
      limits: OutputLimits(bytes: options.maximumBytes, lines: options.maximumLines),
      environment: windowSize.merging([
        "PULLWATCH_PAGE": String(output.nextPage),
        "PULLWATCH_LINES": String(output.lineCount),
      ]) { $1 },
      keepsErrors: false
    )
    let result = try await runner.run()
    if let failure = result.failure {
      pageFailure = failure.firstErrorLine ?? failure.status.description
      throw failure
    }
    pageFailure = nil
    guard !result.output.isEmpty, case .output(var current) = content else { return .end }
    current.appendPage(result.output)
    content = .output(current)
    layOutContent()
    return .more
  }

  /// A run that was cancelled after `--timeout` shows what it wrote and joins the history (a run
  /// that Esc or quitting ended does not: it has no result).
  ///
  /// The engine decided the outcome before it cancelled the run, so ``lastOutcome`` tells a
  /// timeout from Esc whenever Esc comes.
  private func recordTimedOutRun(_ output: [UInt8]) {
    guard coordinator.lastOutcome == .timedOut, let timeout = coordinator.configuration.timeout,
      exitStatus == nil, case .output(var recorded) = content
    else { return }
    let rowsAbove = recorded.rowsAbove
    recorded.finishRun(with: output, ending: .timedOut)
    // Frozen by --errexit, the run that timed out is what shows.
    if options.exitOnError { recorded.goLive() }
    content = .output(recorded)
    layOutContent(rowsAddedAbove: recorded.rowsAbove - rowsAbove)
    startPreviousPagesOver()
    // A run that times out counts as failed, and as changed, as a finished one does.
    if options.exitOnChange, recorded.changedInLastRun { quit() }
    runFailed("timed out after \(DurationText.text(for: timeout))")
  }

  /// A refresh a person asked for (a pull, r), or joined, shows its run: the view goes live,
  /// once for the refresh (a `[` pressed while it runs stays).
  func goLiveForAPersonsRefresh() {
    guard coordinator.phase == .refreshing, !coordinator.isScheduledRefresh else {
      if coordinator.phase != .refreshing { wentLiveForThisRefresh = false }
      return
    }
    guard !wentLiveForThisRefresh else { return }
    wentLiveForThisRefresh = true
    guard case .output(var output) = content, output.browsedRun != nil else { return }
    output.goLive()
    content = .output(output)
    loadPagesOnlyWhenLive()
    layOutContent()
  }

  /// The load-more action: ``loadMore()``.
  var pagesAction: @MainActor () async throws -> LoadMoreResult {
    { [weak self] in try await self?.loadMore() ?? .end }
  }

  /// The load-previous action: ``loadPrevious()``.
  var previousPagesAction: @MainActor () async throws -> LoadMoreResult {
    { [weak self] in try await self?.loadPrevious() ?? .end }
  }

  /// With `--more` and `--previous`, pages load at the ends of the live output only: a run from
  /// the history shows its own output, with no footer and no header, and loads nothing (a page
  /// loading is cancelled).
  private func loadPagesOnlyWhenLive() {
    if options.moreCommand != nil, isBrowsingHistory == (controller.loadMoreAction != nil) {
      controller.loadMoreAction = isBrowsingHistory ? nil : pagesAction
    }
    if options.previousCommand != nil,
      isBrowsingHistory == (controller.loadPreviousAction != nil)
    {
      controller.loadPreviousAction = isBrowsingHistory ? nil : previousPagesAction
    }
  }

  /// `[` and `]`: shows an earlier run or a later one from the history (past the newest, the live
  /// output again).
  func stepThroughHistory(backward: Bool) {
    guard case .output(var output) = content else {
      searching.notice = "the sample inbox keeps no runs: history needs a command"
      return
    }
    let moved = backward ? output.stepBack() : output.stepForward()
    guard moved else {
      // Said until the next key, as the search's notes.
      searching.notice = backward ? "no earlier run kept" : "live already: [ shows earlier runs"
      return
    }
    content = .output(output)
    loadPagesOnlyWhenLive()
    layOutContent()
  }

  /// `COLUMNS` and `LINES` for a command, as `watch` sets them: the terminal's size, so that
  /// `column`, `ls -C` and `ps` fit their output to the window.
  var windowSize: [String: String] {
    ["COLUMNS": String(columns), "LINES": String(rows)]
  }

  /// Output that arrived while the command runs: shown as it comes.
  private func showOutput(_ soFar: [UInt8]) {
    guard case .output(var output) = content else { return }
    let rowsAbove = output.rowsAbove
    output.showProgress(soFar, at: now)
    content = .output(output)
    // A long run's output replaces the live output, and the pages above, as it starts to show.
    layOutContent(rowsAddedAbove: output.rowsAbove - rowsAbove)
    changed()
  }

  /// A run ended badly (it failed, or timed out) for `reason`: a beep with `--beep`, the screen
  /// frozen with `--errexit`.
  private func runFailed(_ reason: String) {
    if options.beeps { terminal.write("\u{07}") }
    if options.exitOnError { frozenBy = reason }
  }

  /// The engine's policy as the options, `space` and `--errexit` make it now: `-n`'s interval
  /// unless paused, and nothing at all once `--errexit` froze the screen.
  ///
  /// The engine runs the timer: as in `watch`, the interval runs from the end of one run (its
  /// outcome known: a timed-out run ends at its timeout) to the start of the next, so a tick never
  /// falls inside a run, and a run the timer starts is quiet (Behavior.md, P4): the output stays
  /// where it is, nothing is revealed, and the spinner shows in the title.
  func updatePolicy() {
    let policy = frozenBy == nil ? (try? options.policy(isPaused: isPaused)) ?? .never : .never
    coordinator.configuration.policy = policy
  }

  /// Space: pauses or resumes the `--every` timer.
  ///
  /// Paused, the engine's policy has no interval; resumed, the interval counts from the last
  /// run's end again, so a run starts at once when that is more than an interval ago (P6): one
  /// run, never one per interval missed. `--stale-after` and `--refresh-on-focus` go on.
  func togglePause() {
    guard options.every != nil else { return }
    isPaused.toggle()
  }
}
