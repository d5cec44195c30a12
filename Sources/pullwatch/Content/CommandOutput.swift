import PullToRefreshTerminal
import WatchText

/// A command's output as pullwatch shows it: the text of the last run (or of the run in
/// progress, once its output arrives), its rows in the terminal, and what changed.
///
/// A run's output replaces the last one's when the run ends, or, for a run that goes on for
/// longer than ``progressDelay`` (`tail -f`, `ping`), from then on as it arrives: a command that
/// ends quickly never shows a half-written screen, and its rows never shrink under the reader
/// for a moment. With `--differences`, the new output is compared with the last run's. With
/// `--more`, pages are appended to the last run's output (``appendPage(_:)``) until the next run
/// starts over.
struct CommandOutput {
  /// What is shown now.
  private(set) var text: TerminalText
  /// The rows of ``text`` in the layout.
  private(set) var rows: TextRows
  /// The last finished run's text, if a run finished.
  private var previous: TerminalText?
  /// The text of the run that finished before it, if any.
  private var beforePrevious: TerminalText?
  /// Whether the text shown belongs to the run in progress.
  private var showsRunInProgress = false
  /// When the run in progress started, in seconds on the app's clock.
  private var runStart = 0.0
  /// The `--more` pages appended to the last run's output.
  private(set) var pagesAppended = 0
  /// Whether the text shown ends with a newline (or is empty), so that a page starts a line.
  private var endsLine = true

  /// How long a run goes on before what it has written so far is shown, in seconds.
  static let progressDelay = 1.0
  /// What changed, with `--differences`.
  private var differences: TextDifferences?
  private let colors: Bool

  /// No output yet, laid out for `options` (colours, differences, wrapping).
  init(options: PullwatchOptions) {
    colors = options.color
    text = TerminalText(colors: options.color)
    rows = TextRows(layout: TextLayout(columns: 80, wraps: options.wraps))
    differences = options.differences.map { TextDifferences(permanent: $0 == .permanent) }
  }

  /// The number of rows the output takes.
  var rowCount: Int { rows.count }

  /// The number of lines shown (`PULLWATCH_LINES`): the last run's and its pages'.
  var lineCount: Int { text.lineCount }

  /// The next `--more` page's number (`PULLWATCH_PAGE`): 2 for the first extra page.
  var nextPage: Int { pagesAppended + 2 }

  /// Appends a `--more` page's standard output below what is shown, on a line of its own.
  mutating func appendPage(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    if !endsLine { text.append(contentsOf: [0x0A]) }
    text.append(contentsOf: bytes)
    text.finish()
    endsLine = bytes.last == 0x0A
    pagesAppended += 1
    rows.update(with: text)
  }

  /// The layout: its width, wrapping and sideways offset.
  var layout: TextLayout {
    get { rows.layout }
    set {
      rows.layout = newValue
      rows.update(with: text)
    }
  }

  /// A run begins at `time`: the last one's output stays until this one's shows.
  mutating func beginRun(at time: Double) {
    showsRunInProgress = false
    runStart = time
  }

  /// The run in progress has written `bytes` so far, at `time`; they show once the run has gone
  /// on for ``progressDelay`` (call it again then with the same bytes).
  mutating func showProgress(_ bytes: [UInt8], at time: Double) {
    guard !bytes.isEmpty, showsRunInProgress || time - runStart >= Self.progressDelay else {
      return
    }
    if !showsRunInProgress {
      showsRunInProgress = true
      text = TerminalText(colors: colors)
      if let previous { differences?.setBaseline(previous) }
    }
    text.update(to: bytes)
    rows.update(with: text)
  }

  /// The run ended with `bytes`.
  mutating func finishRun(with bytes: [UInt8]) {
    if !showsRunInProgress {
      text = TerminalText(colors: colors)
      if let previous { differences?.setBaseline(previous) }
    }
    showsRunInProgress = false
    text.update(to: bytes)
    text.finish()
    rows.update(with: text)
    pagesAppended = 0
    endsLine = bytes.last.map { $0 == 0x0A } ?? true
    beforePrevious = previous
    previous = text
  }

  /// Whether the last finished run's output differs from the one before (never after the first
  /// run).
  var changedInLastRun: Bool {
    guard let previous, let beforePrevious else { return false }
    guard previous.lineCount == beforePrevious.lineCount else { return true }
    for index in 0..<previous.lineCount where previous[index] != beforePrevious[index] {
      return true
    }
    return false
  }

  /// Draws row `index` on screen row `row`, with the changed columns and `search`'s matches
  /// highlighted.
  func draw(_ index: Int, into screen: inout Screen, row: Int, search: TextSearch? = nil) {
    guard let search else {
      rows.draw(index, of: text, into: &screen, at: row, changes: differences?.changes(in:at:))
      return
    }
    rows.draw(index, of: text, into: &screen, at: row) { line, lineIndex in
      var marked = differences?.changes(in: line, at: lineIndex) ?? ChangedColumns()
      marked.formUnion(search.columns(inLine: lineIndex))
      return marked
    }
    search.emphasizeCurrent(row: index, of: rows, text: text, on: &screen, at: row)
  }
}
