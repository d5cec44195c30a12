import TerminalKit

/// The rows a ``TerminalText`` takes in a ``TextLayout``: how many there are, which line each
/// row shows, and drawing them; kept up to date as the text grows.
///
/// The rows of the lines that ended are counted once, as they arrive; only the unfinished last
/// line is counted again on each ``update(with:)``. After a change of width or of wrapping the
/// count is 0 until the next ``update(with:)``, which counts all the lines again; so does
/// another text than the one before (a new run's). A change of ``TextLayout/offset`` alone
/// counts nothing again.
///
/// ```swift
/// rows.update(with: text)  // after each text.update(to:)
/// scroll.contentRows = rows.count
/// let screen = frame.compose { index, screen, row in
///   rows.draw(index, of: text, into: &screen, at: row, changes: differences.changes(in:at:))
/// }
/// ```
package struct TextRows: Sendable {
  /// The layout of the rows; changing its width or wrapping counts the rows again.
  package var layout: TextLayout {
    didSet {
      if layout.columns != oldValue.columns || layout.wraps != oldValue.wraps { clear() }
    }
  }
  /// The number of rows.
  package private(set) var count = 0
  /// The width of the widest line, in columns: how far lines that do not wrap can be scrolled
  /// (an ``TextLayout/offset`` up to `widestLine - layout.columns + 1` shows its end).
  package var widestLine: Int { max(widestEndedLine, lastLineWidth) }

  /// The text whose lines were counted.
  private var identity: TerminalText.Identity?
  /// The number of ended lines counted.
  private var countedLines = 0
  /// When wrapping, the rows before the end of each ended line counted (a running total).
  private var ends: [Int] = []
  /// The rows of the unfinished last line, if it shows.
  private var lastLineRows = 0
  /// The width of the widest ended line counted.
  private var widestEndedLine = 0
  /// The width of the unfinished last line, if it shows.
  private var lastLineWidth = 0

  /// Rows for a text in `layout`; call ``update(with:)`` to count them.
  package init(layout: TextLayout) {
    self.layout = layout
  }

  /// Counts the rows of the lines of `text` that were not counted yet.
  package mutating func update(with text: TerminalText) {
    if identity !== text.identity {
      clear()
      identity = text.identity
    }
    let ended = text.completeLines
    var total = ends.last ?? 0
    if layout.wraps { ends.reserveCapacity(ended.count) }
    for index in countedLines..<ended.count {
      let line = ended[index]
      widestEndedLine = max(widestEndedLine, line.width)
      guard layout.wraps else { continue }
      total += layout.rowCount(of: line)
      ends.append(total)
    }
    countedLines = ended.count
    let lastLine = text.lineCount > ended.count ? text[ended.count] : StyledLine()
    lastLineRows = lastLine.isEmpty ? 0 : layout.rowCount(of: lastLine)
    lastLineWidth = lastLine.width
    count = (layout.wraps ? total : countedLines) + lastLineRows
  }

  /// The line that row `row` shows, and which of the line's rows it is.
  package func position(ofRow row: Int) -> (line: Int, row: Int) {
    guard layout.wraps else { return (row, 0) }
    var low = 0
    var high = ends.count
    while low < high {
      let middle = (low + high) / 2
      if ends[middle] <= row { low = middle + 1 } else { high = middle }
    }
    return (low, row - (low == 0 ? 0 : ends[low - 1]))
  }

  /// The first row of line `line`.
  package func firstRow(ofLine line: Int) -> Int {
    guard layout.wraps, line > 0 else { return max(line, 0) }
    return line <= ends.count ? ends[line - 1] : count
  }

  /// Draws row `row` of `text` on screen row `screenRow`, highlighting the columns that
  /// `changes(line, index)` gives for each line.
  package func draw(
    _ row: Int,
    of text: TerminalText,
    into screen: inout Screen,
    at screenRow: Int,
    changes: ((StyledLine, Int) -> ChangedColumns)? = nil
  ) {
    let position = position(ofRow: row)
    guard position.line < text.lineCount else { return }
    let line = text[position.line]
    layout.draw(
      line,
      row: position.row,
      into: &screen,
      at: screenRow,
      changes: changes?(line, position.line) ?? ChangedColumns()
    )
  }

  /// Forgets what was counted.
  private mutating func clear() {
    identity = nil
    countedLines = 0
    ends = []
    lastLineRows = 0
    widestEndedLine = 0
    lastLineWidth = 0
    count = 0
  }
}
