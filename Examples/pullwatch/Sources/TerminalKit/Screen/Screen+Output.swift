extension Screen {
  /// The bytes that turn a terminal showing `previous` into one showing `self`: only cells that
  /// differ are written; nil previous or a different size = full redraw (home, clear, every row).
  ///
  /// The output moves the cursor with CUP (`ESC [ row ; column H`) only where it is not already at
  /// the next cell to write (past a row's last column it is never assumed to be anywhere), writes each run of adjacent changed cells in one go, and sets a style
  /// with SGR only when it differs from the one in effect. The first style set is preceded by a
  /// reset (`ESC [ 0 m`), since the terminal's style is not known; so is any style that turns an
  /// attribute off. The output ends with a reset if the style in effect is not plain, and it
  /// never contains a newline. A wide character is always written whole, and a run is widened to
  /// cover any wide character, old or new, that it touches. When nothing changed, the output is
  /// empty. When the changes are so many that a full redraw is shorter, the full redraw is the
  /// output. With `colors` false (`NO_COLOR`) foreground and background colors are left out,
  /// while bold, dim, italic, reverse and underline stay.
  ///
  /// A full redraw is `ESC [ H ESC [ 2 J` followed by every row from its first to its last cell
  /// that is not a plain space.
  package func output(from previous: Screen?, colors: Bool = true) -> String {
    guard let previous, previous.columns == columns, previous.rows == rows else {
      return fullRedraw(colors: colors)
    }
    var writer = ANSIWriter(columns: columns, colors: colors, capacity: 256)
    // A full redraw takes at least its 7-byte start and a byte for every cell it shows: counting
    // those in the changed rows mostly tells that the diff is no longer, without another pass.
    var shownInChangedRows = 0
    for row in 0..<rows where diff(row: row, from: previous, colors: colors, into: &writer) {
      shownInChangedRows += shownCells(row: row, colors: colors)
    }
    let diff = writer.finish()
    if diff.utf8.count > 7 + shownInChangedRows,
      diff.utf8.count > 7 + (0..<rows).reduce(0, { $0 + shownCells(row: $1, colors: colors) })
    {
      let full = fullRedraw(colors: colors)
      if full.utf8.count < diff.utf8.count { return full }
    }
    return diff
  }

  /// The number of cells in a row that are not plain spaces.
  private func shownCells(row: Int, colors: Bool) -> Int {
    var count = 0
    for index in (row * columns)..<((row + 1) * columns)
    where !cells[index].isPlainBlank(colors: colors) {
      count += 1
    }
    return count
  }

  /// Writes the runs of cells in a row that differ from the previous screen; returns whether
  /// there were any.
  private func diff(
    row: Int,
    from previous: Screen,
    colors: Bool,
    into writer: inout ANSIWriter
  ) -> Bool {
    let base = row * columns
    /// Whether a cell belongs to a wide character, on either screen.
    func isWidePart(_ column: Int) -> Bool {
      cells[base + column].isContinuation || previous.cells[base + column].isContinuation
    }
    var column = 0
    var changed = false
    while column < columns {
      guard !cells[base + column].looksLike(previous.cells[base + column], colors: colors) else {
        column += 1
        continue
      }
      var start = column
      while start > 0, isWidePart(start) { start -= 1 }
      var end = column + 1
      while end < columns,
        isWidePart(end)
          || !cells[base + end].looksLike(previous.cells[base + end], colors: colors)
      {
        end += 1
      }
      writer.write(self, row: row, from: start, to: end)
      column = end
      changed = true
    }
    return changed
  }

  /// Home, clear, and every row's cells from its first to its last that is not a plain space.
  private func fullRedraw(colors: Bool) -> String {
    var writer = ANSIWriter(columns: columns, colors: colors, capacity: cells.count + rows * 8 + 32)
    writer.clear()
    for row in 0..<rows {
      let base = row * columns
      var first = 0
      while first < columns, cells[base + first].isPlainBlank(colors: colors) { first += 1 }
      guard first < columns else { continue }
      var end = columns
      while cells[base + end - 1].isPlainBlank(colors: colors) { end -= 1 }
      writer.write(self, row: row, from: first, to: end)
    }
    return writer.finish()
  }
}

extension Screen.Cell {
  /// Whether two cells look the same on a terminal (with colors off, colors don't count).
  fileprivate func looksLike(_ other: Screen.Cell, colors: Bool) -> Bool {
    if colors { return self == other }
    return character == other.character && isContinuation == other.isContinuation
      && style.shown(colors: false) == other.style.shown(colors: false)
  }

  /// Whether the cell is a space in the plain style, as a cleared terminal shows.
  fileprivate func isPlainBlank(colors: Bool) -> Bool {
    style.isPlain(colors: colors) && !isContinuation && character == " "
  }
}

/// Builds the output: tracks where the cursor is and which style is in effect.
private struct ANSIWriter {
  private let columns: Int
  private let colors: Bool
  private var out = ""
  /// The bytes to reserve when the output starts.
  private let capacity: Int
  /// The cursor's row, or -1 when unknown.
  private var cursorRow = -1
  private var cursorColumn = -1
  /// The style in effect, or nil when unknown.
  private var style: TextStyle?

  init(columns: Int, colors: Bool, capacity: Int) {
    self.columns = columns
    self.colors = colors
    self.capacity = capacity
  }

  /// Homes the cursor and clears the screen.
  mutating func clear() {
    out.reserveCapacity(capacity)
    out += "\u{1B}[H\u{1B}[2J"
    cursorRow = 0
    cursorColumn = 0
  }

  /// Writes the cells of a row from `start` up to `end`; a wide character at the end is written
  /// whole.
  mutating func write(_ screen: Screen, row: Int, from start: Int, to end: Int) {
    let base = row * columns
    var column = start
    while column < end {
      let index = base + column
      let cell = screen.cells[index]
      guard !cell.isContinuation else {
        // Never reached: a run never starts inside a wide character.
        column += 1
        cursorRow = -1
        continue
      }
      move(row: row, column: column)
      setStyle(cell.style)
      out.append(cell.character)
      column += screen.isWideHead(at: index, column: column) ? 2 : 1
      // Past the last column the cursor waits to wrap; where it is then is not assumed.
      cursorColumn = column
      if column >= columns { cursorRow = -1 }
    }
  }

  /// Ends the output with a reset unless the plain style is in effect.
  mutating func finish() -> String {
    if let style, style != .plain { out += "\u{1B}[0m" }
    return out
  }

  private mutating func move(row: Int, column: Int) {
    guard row != cursorRow || column != cursorColumn else { return }
    if out.isEmpty { out.reserveCapacity(capacity) }
    out += "\u{1B}["
    appendDecimal(row + 1)
    out += ";"
    appendDecimal(column + 1)
    out += "H"
    cursorRow = row
    cursorColumn = column
  }

  /// Sets a style: a reset first when the style in effect is unknown or has an attribute or a
  /// color the new one lacks, then one SGR with what the new style adds.
  private mutating func setStyle(_ newStyle: TextStyle) {
    let target = newStyle.shown(colors: colors)
    var current = style ?? .plain
    if let style, style == target { return }
    if style == nil || target.lacksSomething(of: current) {
      out += "\u{1B}[0m"
      current = .plain
    }
    style = target
    var parameters = 0
    if target.bold && !current.bold { appendParameter(1, index: &parameters) }
    if target.dim && !current.dim { appendParameter(2, index: &parameters) }
    if target.italic && !current.italic { appendParameter(3, index: &parameters) }
    if target.underline && !current.underline { appendParameter(4, index: &parameters) }
    if target.reverse && !current.reverse { appendParameter(7, index: &parameters) }
    if let color = target.foreground, color != current.foreground {
      appendColor(color, base: 30, index: &parameters)
    }
    if let color = target.background, color != current.background {
      appendColor(color, base: 40, index: &parameters)
    }
    if parameters > 0 { out += "m" }
  }

  /// Appends the parameters of a color: `base` is 30 for the foreground, 40 for the background.
  ///
  /// Standard colors use their short codes (`31`, `91`, `41`, `101`), other palette entries
  /// `38;5;n` or `48;5;n`, RGB colors `38;2;r;g;b` or `48;2;r;g;b`.
  private mutating func appendColor(_ color: TerminalColor, base: Int, index: inout Int) {
    if let palette = color.index {
      switch palette {
      case 0..<8: appendParameter(base + Int(palette), index: &index)
      case 8..<16: appendParameter(base + 52 + Int(palette), index: &index)
      default:
        appendParameter(base + 8, index: &index)
        appendParameter(5, index: &index)
        appendParameter(Int(palette), index: &index)
      }
    } else if let (red, green, blue) = color.components {
      appendParameter(base + 8, index: &index)
      appendParameter(2, index: &index)
      appendParameter(Int(red), index: &index)
      appendParameter(Int(green), index: &index)
      appendParameter(Int(blue), index: &index)
    }
  }

  private mutating func appendParameter(_ value: Int, index: inout Int) {
    out += index == 0 ? "\u{1B}[" : ";"
    appendDecimal(value)
    index += 1
  }

  private mutating func appendDecimal(_ value: Int) {
    if value >= 10 { appendDecimal(value / 10) }
    out.unicodeScalars.append(Unicode.Scalar(UInt8(48 + value % 10)))
  }
}
