import TerminalKit

/// How lines of terminal text fill rows of a width: wrapped, or cut and scrolled sideways.
///
/// Wrapped (the default, as `watch` shows long lines), a line takes as many rows as it needs:
/// each row is filled from its first column, and a wide character that does not fit in a row's
/// last column starts the next row instead (that column stays blank), so that wide characters
/// never split. An empty line takes one row.
///
/// Not wrapped, every line takes one row that shows its columns from ``offset`` on. A line that
/// goes on past the right edge shows `…` in the row's last column, over what is there; with an
/// offset above 0, a line that is not empty shows `…` in the row's first column too, as columns
/// before it are hidden. A wide character cut by an edge is under the ellipsis.
///
/// ```swift
/// let layout = TextLayout(columns: 80)
/// layout.rowCount(of: line)  // 3 for a line 200 columns wide
/// layout.draw(line, row: 1, into: &screen, at: 5)  // its columns 80..<160 on screen row 5
/// ```
package struct TextLayout: Sendable, Hashable {
  /// The width of a row, in columns.
  package var columns: Int
  /// Whether long lines wrap; when false they are cut, and scrolled by ``offset``.
  package var wraps: Bool
  /// The first column of a line shown when lines do not wrap.
  package var offset: Int

  /// A layout in rows of `columns` (at least 1), wrapped by default.
  package init(columns: Int, wraps: Bool = true, offset: Int = 0) {
    self.columns = max(columns, 1)
    self.wraps = wraps
    self.offset = max(offset, 0)
  }

  /// The glyph that the ellipsis of a cut line is.
  static let ellipsis: Character = "…"

  /// The number of rows `line` takes: 1 when not wrapping, and at least 1 when wrapping.
  package func rowCount(of line: StyledLine) -> Int {
    guard wraps, line.width > columns else { return 1 }
    if line.width == line.glyphCount { return (line.width + columns - 1) / columns }
    var rows = 1
    var column = 0
    for glyph in 0..<line.glyphCount {
      let width = line.width(ofGlyph: glyph)
      if column + width > columns, column > 0 {
        rows += 1
        column = 0
      }
      column += width
    }
    return rows
  }

  /// Draws row `row` of `line` (0 when not wrapping) on screen row `screenRow` from screen
  /// column `column`, in at most ``columns`` cells; the glyphs in `changes` are highlighted.
  ///
  /// The cells are written over what the screen has; the columns the row leaves empty are left
  /// as they are. A highlighted glyph has its reverse attribute flipped, which shows with
  /// colors off too.
  package func draw(
    _ line: StyledLine,
    row: Int,
    into screen: inout Screen,
    at screenRow: Int,
    column: Int = 0,
    changes: ChangedColumns = ChangedColumns()
  ) {
    guard (0..<screen.rows).contains(screenRow), column >= 0, column < screen.columns else {
      return
    }
    let limit = min(column + columns, screen.columns)
    let base: Int
    let start: (glyph: Int, column: Int)
    if wraps {
      start = self.start(ofRow: row, in: line)
      base = start.column
    } else {
      guard row == 0 else { return }
      start = firstGlyph(from: offset, in: line)
      base = offset
    }
    var writer = GlyphWriter(
      line: line,
      changes: changes,
      glyph: start.glyph,
      base: screenRow * screen.columns
    )
    var lineColumn = start.column
    while writer.glyph < line.glyphCount {
      let width = line.width(ofGlyph: writer.glyph)
      let cell = column + lineColumn - base
      guard cell + width <= limit else { break }
      writer.write(into: &screen, column: cell, lineColumn: lineColumn, width: width)
      lineColumn += width
    }
    guard !wraps else { return }
    if line.width > offset + columns { writer.ellipsis(into: &screen, column: limit - 1) }
    if offset > 0, line.width > 0 { writer.ellipsis(into: &screen, column: column) }
  }

  /// The glyph that starts row `row` of `line` when wrapping, and its column in the line.
  func start(ofRow row: Int, in line: StyledLine) -> (glyph: Int, column: Int) {
    guard row > 0 else { return (0, 0) }
    if line.width == line.glyphCount {
      let glyph = min(row * columns, line.glyphCount)
      return (glyph, glyph)
    }
    var rowsBefore = 0
    var column = 0
    var lineColumn = 0
    for glyph in 0..<line.glyphCount {
      let width = line.width(ofGlyph: glyph)
      if column + width > columns, column > 0 {
        rowsBefore += 1
        column = 0
        if rowsBefore == row { return (glyph, lineColumn) }
      }
      column += width
      lineColumn += width
    }
    return (line.glyphCount, line.width)
  }

  /// The first glyph of `line` that starts at `column` or after, and the column it starts in.
  private func firstGlyph(from column: Int, in line: StyledLine) -> (glyph: Int, column: Int) {
    if line.width == line.glyphCount {
      let glyph = min(column, line.glyphCount)
      return (glyph, glyph)
    }
    var lineColumn = 0
    for glyph in 0..<line.glyphCount {
      if lineColumn >= column { return (glyph, lineColumn) }
      lineColumn += line.width(ofGlyph: glyph)
    }
    return (line.glyphCount, line.width)
  }
}

/// Writes the glyphs of a line one after the other into a screen row, with their styles and
/// highlights.
private struct GlyphWriter {
  let line: StyledLine
  let changes: ChangedColumns
  /// The glyph to write next.
  var glyph: Int
  /// The index of the screen row's first cell.
  let base: Int
  /// The index in `line.runs` of the run after the next glyph's.
  private var nextRun: Int
  /// The next glyph's style, before highlighting.
  private var style: TextStyle
  /// The index in `changes.ranges` of the first range that does not end before the next glyph.
  private var change = 0

  init(line: StyledLine, changes: ChangedColumns, glyph: Int, base: Int) {
    self.line = line
    self.changes = changes
    self.glyph = glyph
    self.base = base
    var run = 0
    while run < line.runs.count, line.runs[run].start <= glyph { run += 1 }
    nextRun = run
    style = run == 0 ? .plain : line.runs[run - 1].style
  }

  /// Writes the next glyph, `width` columns wide and in column `lineColumn` of the line, at
  /// screen column `column`.
  mutating func write(into screen: inout Screen, column: Int, lineColumn: Int, width: Int) {
    if nextRun < line.runs.count, line.runs[nextRun].start <= glyph {
      style = line.runs[nextRun].style
      nextRun += 1
    }
    let ranges = changes.ranges
    while change < ranges.count, ranges[change].upperBound <= lineColumn { change += 1 }
    var shown = style
    if change < ranges.count, ranges[change].lowerBound < lineColumn + width {
      shown.reverse.toggle()
    }
    let character = line.character(ofGlyph: glyph)
    if width == 2 {
      screen.putWide(character, style: shown, at: base + column, column: column)
    } else {
      screen.put(Screen.Cell(character: character, style: shown), at: base + column, column: column)
    }
    glyph += 1
  }

  /// Writes the ellipsis of a cut line at screen column `column`, in the style of the cell there.
  func ellipsis(into screen: inout Screen, column: Int) {
    let style = screen.cells[base + column].style
    screen.put(
      Screen.Cell(character: TextLayout.ellipsis, style: style),
      at: base + column,
      column: column
    )
  }
}
