import Foundation
import PullToRefreshTerminal
import WatchText

/// A command's output as pullwatch shows it: the text of the last run (or of the run in
/// progress, once its output arrives) or of an earlier run from the history, its rows in the
/// terminal, and what changed.
///
/// A run's output replaces the last one's when the run ends, or, for a run that goes on for
/// longer than ``progressDelay`` (`tail -f`, `ping`), from then on as it arrives: a command that
/// ends quickly never shows a half-written screen, and its rows never shrink under the reader
/// for a moment. With `--differences`, the new output is compared with the last run's. With
/// `--more`, pages are appended to the last run's output (``appendPage(_:)``), and with
/// `--previous` put before it (``prependPage(_:)``), until the next run starts over.
///
/// Every finished run joins the ``history``. ``stepBack()`` and ``stepForward()`` show an
/// earlier run (``browsedRun``) while the live output goes on underneath; with `--differences`
/// a run from the history is compared with the run kept before it. Pages belong to the live
/// output: a run from the history shows its own output only.
struct CommandOutput {
  /// A text on screen: its rows in the layout and what changed in it.
  private struct View {
    /// The text.
    var text: TerminalText
    /// The rows of ``text``.
    var rows: TextRows
    /// What changed, with `--differences`.
    var differences: TextDifferences?
  }

  /// The live output: the last run's, or the one in progress.
  private var live: View
  /// The run from the history shown instead of the live output, with its view.
  private var browsed: (run: RecordedRun, view: View)?
  /// The runs kept.
  private(set) var history: RunHistory
  /// The last finished run's text, if a run finished.
  private var previous: TerminalText?
  /// The number of the run the live output shows, if it shows a finished one.
  private var liveRunNumber: Int?
  /// Whether the live text belongs to the run in progress.
  private var showsRunInProgress = false
  /// When the run in progress started, in seconds on the app's clock.
  private var runStart = 0.0
  /// When the run in progress started, as a date for the history.
  private var runDate = Date()
  /// The `--more` pages appended to the last run's output.
  private(set) var pagesAppended = 0
  /// The `--previous` pages put before the last run's output.
  private(set) var pagesPrepended = 0
  /// The lines of the `--previous` pages, before the last run's first line.
  private(set) var linesAbove = 0
  /// Whether the live text ends with a newline (or is empty), so that a page starts a line.
  private var endsLine = true
  /// Whether the last finished run's output differs from the one before (never after the first
  /// run); with `--chgexit` only, the one option that asks.
  private(set) var changedInLastRun = false
  /// Whether runs are compared for ``changedInLastRun`` (`--chgexit`).
  private let comparesRuns: Bool

  /// How long a run goes on before what it has written so far is shown, in seconds.
  static let progressDelay = 1.0
  private let colors: Bool
  /// How `--differences` marks changes, if it was given.
  private let differencesMode: PullwatchOptions.Differences?

  /// No output yet, laid out for `options` (colours, differences, wrapping, history).
  init(options: PullwatchOptions) {
    colors = options.color
    differencesMode = options.differences
    comparesRuns = options.exitOnChange
    live = View(
      text: TerminalText(colors: options.color),
      rows: TextRows(layout: TextLayout(columns: 80, wraps: options.wraps)),
      differences: options.differences.map { TextDifferences(permanent: $0 == .permanent) }
    )
    history = RunHistory(maximumRuns: options.historyRuns)
  }

  /// What is shown now: the live output, or the run from the history being browsed.
  var text: TerminalText { browsed?.view.text ?? live.text }

  /// The rows of ``text`` in the layout.
  var rows: TextRows { browsed?.view.rows ?? live.rows }

  /// The run from the history shown instead of the live output, if one is.
  var browsedRun: RecordedRun? { browsed?.run }

  /// The number of rows the output takes.
  var rowCount: Int { rows.count }

  /// The number of rows the `--previous` pages take above the run's first line in the output
  /// shown (none while a run from the history shows): what a run that replaces the live output
  /// removes above the reader's rows.
  var rowsAbove: Int { browsed == nil ? live.rows.firstRow(ofLine: linesAbove) : 0 }

  /// The number of lines of the live output (`PULLWATCH_LINES`): the last run's and its pages'.
  var lineCount: Int { live.text.lineCount }

  /// The next `--more` page's number (`PULLWATCH_PAGE`): 2 for the first extra page.
  var nextPage: Int { pagesAppended + 2 }

  /// The next `--previous` page's number (`PULLWATCH_PAGE`): 2 for the first page above, counted
  /// upward from the run's output as `--more`'s count downward.
  var nextPreviousPage: Int { pagesPrepended + 2 }

  /// Puts a `--previous` page's standard output before the live output, as lines of their own;
  /// returns the rows it added above (0 for output with no line: the beginning).
  ///
  /// The page is parsed on its own (a colour it leaves on does not reach the run's lines).
  /// With `--differences` its lines are new, as an appended page's are.
  mutating func prependPage(_ bytes: [UInt8]) -> Int {
    let lines = TerminalText.lines(of: bytes, colors: colors)
    guard !lines.isEmpty else { return 0 }
    let before = live.rows.count
    live.text.insert(linesBefore: lines)
    live.rows.update(with: live.text)
    pagesPrepended += 1
    linesAbove += lines.count
    return live.rows.count - before
  }

  /// Appends a `--more` page's standard output below the live output, on a line of its own.
  mutating func appendPage(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    if !endsLine { live.text.append(contentsOf: [0x0A]) }
    live.text.append(contentsOf: bytes)
    live.text.finish()
    endsLine = bytes.last == 0x0A
    pagesAppended += 1
    live.rows.update(with: live.text)
  }

  /// The layout: its width, wrapping and sideways offset.
  var layout: TextLayout {
    get { live.rows.layout }
    set {
      live.rows.layout = newValue
      live.rows.update(with: live.text)
      browsed?.view.rows.layout = newValue
      if let text = browsed?.view.text { browsed?.view.rows.update(with: text) }
    }
  }

  /// A run begins at `time` on the app's clock, on `date`: the last one's output stays until
  /// this one's shows.
  mutating func beginRun(at time: Double, on date: Date = Date()) {
    showsRunInProgress = false
    runStart = time
    runDate = date
  }

  /// The run in progress has written `bytes` so far, at `time`; they show once the run has gone
  /// on for ``progressDelay`` (call it again then with the same bytes).
  mutating func showProgress(_ bytes: [UInt8], at time: Double) {
    guard !bytes.isEmpty, showsRunInProgress || time - runStart >= Self.progressDelay else {
      return
    }
    if !showsRunInProgress {
      showsRunInProgress = true
      liveRunNumber = nil
      startLiveText()
    }
    live.text.update(to: bytes)
    live.rows.update(with: live.text)
  }

  /// The run ended as `ending` with `bytes` (a timeout too, with what it wrote): it shows live and
  /// joins the history.
  mutating func finishRun(with bytes: [UInt8], ending: RunExit = .exited(0)) {
    if repeatsLiveRun(bytes), let previous {
      // The text shown is already these bytes' (most runs of a watched command): kept, not
      // parsed, laid out and freed again. Compared with itself, it marks nothing new.
      live.differences?.setBaseline(previous)
      changedInLastRun = false
    } else {
      if !showsRunInProgress { startLiveText() }
      showsRunInProgress = false
      live.text.update(to: bytes)
      live.text.finish()
      live.rows.update(with: live.text)
      pagesAppended = 0
      (pagesPrepended, linesAbove) = (0, 0)
      endsLine = bytes.last.map { $0 == 0x0A } ?? true
      changedInLastRun = comparesRuns && previous.map { !Self.sameLines($0, live.text) } ?? false
      previous = live.text
    }
    liveRunNumber = history.record(
      bytes,
      ending: ending,
      started: runDate,
      keeping: browsed?.run.number
    )
  }

  /// Whether a run that wrote `bytes` repeats the run the live output shows, as it showed it:
  /// the newest run kept, its output the same bytes, with no page added and nothing of the
  /// run in progress shown since.
  private func repeatsLiveRun(_ bytes: [UInt8]) -> Bool {
    guard !showsRunInProgress, pagesAppended == 0, pagesPrepended == 0,
      let newest = history.newest
    else {
      return false
    }
    return newest.number == liveRunNumber && newest.output == bytes
  }

  /// `[`: shows the run kept before the one shown (the live output's run, when live); returns
  /// whether there was one.
  @discardableResult
  mutating func stepBack() -> Bool {
    let earlier =
      if let shown = browsed?.run.number ?? liveRunNumber {
        history.run(before: shown)
      } else {
        history.newest
      }
    guard let earlier else { return false }
    browse(earlier)
    return true
  }

  /// `]`: shows the run kept after the one shown, or the live output after the run before it
  /// (the live output shows the newest run); returns whether the view changed.
  @discardableResult
  mutating func stepForward() -> Bool {
    guard let shown = browsed?.run else { return false }
    guard let later = history.run(after: shown.number), later.number != liveRunNumber else {
      goLive()
      return true
    }
    browse(later)
    return true
  }

  /// Shows the live output again.
  mutating func goLive() {
    browsed = nil
  }

  /// Shows `run` from the history, compared (with `--differences`) with the run kept before it
  /// or, permanently, with every run kept before it.
  private mutating func browse(_ run: RecordedRun) {
    var differences = differencesMode.map { TextDifferences(permanent: $0 == .permanent) }
    let earlier = history.runs.prefix { $0.number < run.number }
    if differencesMode == .permanent {
      // A repeated output changes nothing: its text is the one before it.
      for kept in earlier where !kept.repeatsPrevious { differences?.setBaseline(text(of: kept)) }
    } else if let before = earlier.last {
      differences?.setBaseline(text(of: before))
    }
    var view = View(text: text(of: run), rows: TextRows(layout: layout), differences: differences)
    view.rows.update(with: view.text)
    browsed = (run, view)
  }

  /// The text of `run`'s output.
  private func text(of run: RecordedRun) -> TerminalText {
    var text = TerminalText(colors: colors)
    text.append(contentsOf: run.output)
    text.finish()
    return text
  }

  /// Starts the live text of a new run, compared with the last finished run's; the pages above
  /// go with the text they were put before.
  private mutating func startLiveText() {
    live.text = TerminalText(colors: colors)
    (pagesPrepended, linesAbove) = (0, 0)
    if let previous { live.differences?.setBaseline(previous) }
  }

  /// Whether `one` and `other` have the same lines.
  private static func sameLines(_ one: TerminalText, _ other: TerminalText) -> Bool {
    guard one.lineCount == other.lineCount else { return false }
    for index in 0..<one.lineCount where one[index] != other[index] { return false }
    return true
  }

  /// Draws row `index` on screen row `row`, with the changed columns and `search`'s matches
  /// highlighted.
  ///
  /// The pages above are compared as lines the run before did not have: the run's own lines
  /// are compared with the lines of the run before at their index in the run.
  func draw(_ index: Int, into screen: inout Screen, row: Int, search: TextSearch? = nil) {
    let view = browsed?.view ?? live
    let above = browsed == nil ? linesAbove : 0
    let changes = view.differences.map { differences in
      { (line: StyledLine, index: Int) in differences.changes(in: line, at: index - above) }
    }
    guard let search else {
      view.rows.draw(index, of: view.text, into: &screen, at: row, changes: changes)
      return
    }
    view.rows.draw(index, of: view.text, into: &screen, at: row) { line, lineIndex in
      var marked = changes?(line, lineIndex) ?? ChangedColumns()
      marked.formUnion(search.columns(inLine: lineIndex))
      return marked
    }
    search.emphasizeMatches(row: index, of: view.rows, text: view.text, on: &screen, at: row)
  }
}
