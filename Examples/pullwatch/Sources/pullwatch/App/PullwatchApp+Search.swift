import PullToRefreshTerminal

extension PullwatchApp {
  // MARK: - The search prompt, n and N, and the help screen

  /// Gives `input` to the help screen or the search prompt when one is open; returns whether it
  /// took it.
  ///
  /// A key also ends the notes that show until the next key.
  func handleOverlayInput(_ input: TerminalInput) -> Bool {
    let isKey: Bool = if case .mouse = input { false } else { true }
    if isKey {
      searching.notice = nil
      if !options.showsTitle { searching.showsNote = false }
    }
    if help != nil { return handleHelpInput(input) }
    return handlePromptInput(input)
  }

  /// `/`: opens the prompt, or says that the sample inbox has nothing to search.
  func openSearchPrompt() {
    guard case .output = content else {
      searching.notice = SearchState.needsACommand
      return
    }
    searching.prompt = ""
  }

  /// `n` and `N`: makes the next match (or the previous one) current and scrolls to it.
  func moveToMatch(forward: Bool) {
    guard case .output = content else {
      searching.notice = SearchState.needsACommand
      return
    }
    guard searching.search != nil else {
      searching.notice = "no search yet: / searches"
      return
    }
    updateSearch()
    let wrapped = forward ? searching.search?.next() : searching.search?.previous()
    searching.showsNote = true
    if wrapped == true { searching.notice = forward ? "wrapped to the top" : "wrapped to the end" }
    showCurrentMatch()
  }

  /// Finds the search's matches again if the output shown changed (a new run, more output).
  func updateSearch() {
    guard case .output(let output) = content else { return }
    searching.search?.find(in: output.text)
  }

  /// The status row: the prompt while it is open; otherwise the search's note and the notes
  /// before the usual status (with `--no-title`, only while there is a note to show).
  func statusRow(_ text: TextIndicator) -> String? {
    if searching.prompt != nil { return searching.promptLine(width: columns) }
    let showsStatus = options.showsTitle || frozenBy != nil || isBrowsingHistory
    let note = showsStatus || searching.showsNote ? searching.search?.note : nil
    let parts = [note, searching.notice, showsStatus ? status(text) : nil].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  /// The key hints at the right of the status row.
  var hints: String {
    if searching.prompt != nil { return "Enter search · Esc close" }
    // Frozen by --errexit, any key exits: the status says so, and no key refreshes.
    if frozenBy != nil { return "" }
    // Browsing, the history's keys: the row keeps room for the marks and the failures.
    return isBrowsingHistory ? "[ ] runs · r live" : "r refresh · Esc cancel · ? keys · q quit"
  }

  /// Handles a key while the prompt is open; returns whether it did (the mouse, Ctrl-C and
  /// Ctrl-Z act as always).
  private func handlePromptInput(_ input: TerminalInput) -> Bool {
    guard var prompt = searching.prompt else { return false }
    switch input {
    case .mouse, .key(.control("c"), _), .key(.control("z"), _):
      return false
    case .key(.escape, _):
      searching.prompt = nil
    case .key(.enter, _):
      searching.prompt = nil
      search(for: prompt)
    case .key(.backspace, _):
      // Backspace on nothing typed closes the prompt, as in less.
      searching.prompt = prompt.isEmpty ? nil : String(prompt.dropLast())
    case .key(.control("u"), _):
      searching.prompt = ""
    case .text(let character):
      let limit = TextSearch.maximumPatternLength
      // The byte count first: it takes no time, so a long paste stays cheap to ignore; and
      // bounded, so that combining marks (one character however many) cannot grow it.
      if prompt.utf8.count < 4 * limit, prompt.count < limit { prompt.append(character) }
      searching.prompt = prompt
    default:
      break
    }
    return true
  }

  /// Enter: searches for `pattern` from the top of the list shown, or ends the search when
  /// nothing was typed.
  private func search(for pattern: String) {
    guard !pattern.isEmpty, case .output(let output) = content else {
      searching.search = nil
      return
    }
    var search = TextSearch(pattern: pattern)
    search.find(in: output.text)
    // The list's rows start with the header's, when it has one.
    let top = output.rows.position(ofRow: max(scroll.firstVisibleRow - controller.headerRows, 0))
      .line
    if search.select(from: top) { searching.notice = "wrapped to the top" }
    searching.search = search
    searching.showsNote = true
    showCurrentMatch()
  }

  /// Scrolls the list so that the current match's first row is in view (a third of the way
  /// down when it was not), and cut lines sideways so that the match shows.
  private func showCurrentMatch() {
    guard case .output(var output) = content, let match = searching.search?.current else {
      return
    }
    let line = output.text[match.line]
    var layout = output.layout
    let row =
      controller.headerRows + output.rows.firstRow(ofLine: match.line)
      + layout.position(ofColumn: match.columns.lowerBound, in: line).row
    // With --no-title the note covers the list's last row.
    let visible = max(scroll.viewportRows - (options.showsTitle ? 0 : 1), 1)
    let first = scroll.firstVisibleRow
    if row < first || row >= first + visible { controller.scroll(by: row - visible / 3 - first) }
    guard !layout.wraps else { return }
    layout.offset = TextSearch.offset(
      showing: match.columns,
      width: layout.columns,
      from: layout.offset
    )
    guard layout != output.layout else { return }
    output.layout = layout
    content = .output(output)
  }

  /// Handles a key while the help screen shows; returns whether it did.
  ///
  /// Up and down (and the wheel, and pages) scroll it; Ctrl-C and Ctrl-Z act as always; any
  /// other key closes it.
  private func handleHelpInput(_ input: TerminalInput) -> Bool {
    let page = max(HelpScreen.tableRows(forTerminalRows: rows) - 1, 1)
    let lines: Int
    switch input {
    case .key(.control("c"), _), .key(.control("z"), _):
      return false
    case .key(.up, _), .text("k"):
      lines = -1
    case .key(.down, _), .text("j"):
      lines = 1
    case .key(.pageUp, _):
      lines = -page
    case .key(.pageDown, _):
      lines = page
    case .mouse(let mouse):
      lines = mouse.kind == .wheel(.up) ? -1 : mouse.kind == .wheel(.down) ? 1 : 0
    default:
      help = nil
      return true
    }
    help?.scroll(by: lines, columns: columns, rows: rows)
    return true
  }
}
