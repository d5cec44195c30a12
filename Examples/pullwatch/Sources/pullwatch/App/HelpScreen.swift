import PullToRefreshTerminal

/// The `?` help screen: the keys of ``KeyTable`` over the whole terminal, a title above them and
/// a line below saying how to close it, scrolled when they do not fit.
///
/// In a window too narrow for the table, its lines wrap or are cut with an ellipsis (see
/// ``KeyTable/lines(width:)``); too short, the keys scroll under the title. One row shows only
/// the line below; two show a key line and it.
struct HelpScreen: Sendable, Equatable {
  /// The first line of the table shown.
  private(set) var firstLine = 0

  /// The title row's text.
  static let title = "pullwatch keys"

  /// The rows the table's lines have in a terminal of `rows` rows: all but the title (with
  /// three rows or more) and the line below (with one or more).
  static func tableRows(forTerminalRows rows: Int) -> Int {
    max(rows - (rows >= 3 ? 1 : 0) - 1, 0)
  }

  /// Scrolls the lines by `count`, within the table as it shows in a terminal of `columns` by
  /// `rows`.
  mutating func scroll(by count: Int, columns: Int, rows: Int) {
    firstLine = clamped(firstLine + count, columns: columns, rows: rows)
  }

  /// The screen of `columns` by `rows` that shows the table.
  func screen(columns: Int, rows: Int) -> Screen {
    var screen = Screen(columns: columns, rows: rows)
    let lines = KeyTable.lines(width: screen.columns)
    let tableRows = Self.tableRows(forTerminalRows: screen.rows)
    let first = clamped(firstLine, columns: screen.columns, rows: screen.rows)
    let titleRows = screen.rows >= 3 ? 1 : 0
    if titleRows == 1 {
      screen.fill(row: 0, style: TextStyle(reverse: true))
      let title = ListFrame.cut(" " + Self.title, to: screen.columns)
      screen.write(title, row: 0, column: 0, style: TextStyle(bold: true, reverse: true))
    }
    for (index, line) in lines.dropFirst(first).prefix(tableRows).enumerated() {
      screen.write(line, row: titleRows + index, column: 0)
    }
    let last = screen.rows - 1
    guard last >= 0 else { return screen }
    let closing =
      lines.count > tableRows
      ? " lines \(first + 1)-\(min(first + tableRows, lines.count)) of \(lines.count) · up and "
        + "down scroll · any other key closes"
      : " any key closes"
    screen.fill(row: last, style: TextStyle(reverse: true))
    screen.write(
      ListFrame.cut(closing, to: screen.columns),
      row: last,
      column: 0,
      style: TextStyle(reverse: true)
    )
    return screen
  }

  /// `line` held within the lines that can be first in a terminal of `columns` by `rows`.
  private func clamped(_ line: Int, columns: Int, rows: Int) -> Int {
    let count = KeyTable.lines(width: columns).count
    return min(max(line, 0), max(count - Self.tableRows(forTerminalRows: rows), 0))
  }
}
