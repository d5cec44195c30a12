/// A grid of styled character cells: what a full-screen terminal program wants to show.
///
/// Programs draw a fresh screen for every frame with ``write(_:row:column:style:limit:)`` and
/// ``fill(row:from:to:style:)``, then send ``output(from:colors:)`` — the difference to the
/// frame before — to the terminal. A wide character (see ``DisplayWidth``) takes two cells: the
/// first holds the character, the second is a continuation cell. The grid never holds half of a
/// wide character.
package struct Screen: Sendable, Equatable {
  /// One cell of the grid: a character that takes one cell, the first half of a wide character,
  /// or the continuation that is the second half.
  package struct Cell: Sendable, Hashable {
    /// The character shown; a space in a continuation cell.
    package var character: Character
    /// The style's bits, and ``continuationBit`` for a continuation: one word, so that a cell
    /// takes 24 bytes.
    private var bits: UInt64

    /// The flag of a continuation in ``bits``, which no style uses.
    private static let continuationBit: UInt64 = 1 << 63

    /// How the character looks; in a continuation cell, the style of its wide character.
    package var style: TextStyle {
      get { TextStyle(bits: bits & ~Self.continuationBit) }
      set { bits = newValue.bits | bits & Self.continuationBit }
    }
    /// Whether this is the right half of the wide character in the cell to its left.
    package var isContinuation: Bool {
      get { bits & Self.continuationBit != 0 }
      set { bits = newValue ? bits | Self.continuationBit : bits & ~Self.continuationBit }
    }

    /// Creates a cell; by default a blank one.
    package init(
      character: Character = " ",
      style: TextStyle = .plain,
      isContinuation: Bool = false
    ) {
      self.character = character
      bits = style.bits | (isContinuation ? Self.continuationBit : 0)
    }

    /// A space in the plain style: what an empty screen holds.
    package static let blank = Cell()
  }

  /// The number of cells in a row.
  package let columns: Int
  /// The number of rows.
  package let rows: Int
  /// The cells, row by row.
  package private(set) var cells: [Cell]

  /// The most columns a screen has: wider asks get this many (a real terminal is narrower).
  package static let maximumColumns = 2048
  /// The most rows a screen has: taller asks get this many (a real terminal is shorter).
  package static let maximumRows = 1024

  /// Creates a screen of blank cells; negative sizes count as 0, sizes beyond
  /// ``maximumColumns`` and ``maximumRows`` as those, so the grid stays under 50 MB.
  package init(columns: Int, rows: Int) {
    self.columns = min(max(0, columns), Self.maximumColumns)
    self.rows = min(max(0, rows), Self.maximumRows)
    cells = Array(repeating: .blank, count: self.columns * self.rows)
  }

  /// The cell at a row and column, or a blank cell outside the screen.
  package subscript(row: Int, column: Int) -> Cell {
    guard (0..<rows).contains(row), (0..<columns).contains(column) else { return .blank }
    return cells[row * columns + column]
  }

  /// Writes text starting at (row, column), clipped at `limit` (exclusive column, default columns);
  /// returns the column after the last written cell.
  ///
  /// Tabs advance to the next multiple of 8 columns, filling with spaces. Control characters,
  /// escape sequences (CSI such as `"\u{1B}[31m"`, OSC and other string sequences up to their
  /// terminator, and two-character escapes) and zero-width characters are dropped. A wide
  /// character takes two cells; one that would straddle `limit` or the left edge shows as a space.
  /// Text before column 0 is clipped but counts. Overwriting half of a wide character blanks its
  /// other half. On a row outside the screen nothing is written and `column` is returned.
  @discardableResult
  package mutating func write(
    _ text: String,
    row: Int,
    column: Int,
    style: TextStyle = .plain,
    limit: Int? = nil
  ) -> Int {
    let end = min(limit ?? columns, columns)
    guard (0..<rows).contains(row), column < end else { return column }
    var writer = TextWriter(base: row * columns, position: column, end: end, style: style)
    // Printable ASCII not followed by a combining byte is a whole Character: skip the grapheme
    // breaking, which is most of the cost of a frame of plain text.
    let bytes = text.utf8
    var index = bytes.startIndex
    while index != bytes.endIndex, writer.position < end {
      let byte = bytes[index]
      let next = bytes.index(after: index)
      if byte >= 0x20, byte < 0x7F, next == bytes.endIndex || bytes[next] < 0x80 {
        writer.addPrintableASCII(byte, to: &self)
        index = next
        continue
      }
      let character = text[index]
      index = text.index(after: index)
      guard let lead = character.utf8.first else { continue }
      let value = lead < 0x80 ? UInt32(lead) : character.unicodeScalars.first?.value ?? 0
      writer.add(character, lead: value, to: &self)
    }
    return min(writer.position, end)
  }

  /// Fills a row from `column` up to `end` (exclusive; default the end of the row) with spaces in
  /// a style.
  package mutating func fill(row: Int, from column: Int = 0, to end: Int? = nil, style: TextStyle) {
    guard (0..<rows).contains(row) else { return }
    let start = max(0, column)
    let stop = min(end ?? columns, columns)
    guard start < stop else { return }
    let base = row * columns
    unpair(at: base + start, column: start)
    unpair(at: base + stop - 1, column: stop - 1)
    for index in (base + start)..<(base + stop) {
      cells[index] = Cell(style: style)
    }
  }

  /// The row's characters, trailing spaces trimmed (for tests).
  package func text(row: Int) -> String {
    guard (0..<rows).contains(row) else { return "" }
    var result = ""
    for cell in cells[(row * columns)..<((row + 1) * columns)] where !cell.isContinuation {
      result.append(cell.character)
    }
    while result.last == " " { result.removeLast() }
    return result
  }

  /// The ASCII characters, made once: making a Character costs more than a cell.
  package static let asciiCharacters: [Character] = (0..<128).map {
    Character(Unicode.Scalar(UInt8($0)))
  }

  /// Whether the cell at `index` (in column `column`) is the left half of a wide character.
  func isWideHead(at index: Int, column: Int) -> Bool {
    column + 1 < columns && cells[index + 1].isContinuation
  }

  /// Puts a one-cell character at `index` (in `column`), blanking the other half of a wide
  /// character it hits.
  package mutating func put(_ cell: Cell, at index: Int, column: Int) {
    unpair(at: index, column: column)
    cells[index] = cell
  }

  /// Puts a wide character at `index` and its continuation after it.
  package mutating func putWide(
    _ character: Character,
    style: TextStyle,
    at index: Int,
    column: Int
  ) {
    unpair(at: index, column: column)
    unpair(at: index + 1, column: column + 1)
    cells[index] = Cell(character: character, style: style)
    cells[index + 1] = Cell(style: style, isContinuation: true)
  }

  /// Blanks the other half of the wide character the cell at `index` belongs to, if any, so the
  /// cell can be overwritten on its own.
  private mutating func unpair(at index: Int, column: Int) {
    if cells[index].isContinuation {
      cells[index - 1] = Cell(style: cells[index - 1].style)
      cells[index].isContinuation = false
    } else if isWideHead(at: index, column: column) {
      cells[index + 1] = Cell(style: cells[index + 1].style)
    }
  }
}

/// Writes the characters of a text one by one into a row of a screen.
private struct TextWriter {
  /// The index of the row's first cell.
  let base: Int
  /// The column of the next cell; it may be left of the screen.
  var position: Int
  /// The column the text is clipped at.
  let end: Int
  let style: TextStyle
  var filter = EscapeFilter()

  init(base: Int, position: Int, end: Int, style: TextStyle) {
    self.base = base
    self.position = position
    self.end = end
    self.style = style
  }

  /// Writes a printable ASCII character (0x20–0x7E), which is one cell wide.
  mutating func addPrintableASCII(_ byte: UInt8, to screen: inout Screen) {
    guard filter.passes(UInt32(byte)) else { return }
    if position >= 0 {
      screen.put(
        Screen.Cell(character: Screen.asciiCharacters[Int(byte)], style: style),
        at: base + position,
        column: position
      )
    }
    position += 1
  }

  /// Writes a character whose first scalar is `lead`, if it shows.
  mutating func add(_ character: Character, lead: UInt32, to screen: inout Screen) {
    guard filter.passes(lead) else { return }
    if lead == 0x09 {
      let stop = position - ((position % 8) + 8) % 8 + 8  // the next multiple of 8; no overflow
      for cell in max(0, position)..<max(0, min(stop, end)) {
        screen.put(Screen.Cell(style: style), at: base + cell, column: cell)
      }
      position = stop
      return
    }
    switch DisplayWidth.of(character) {
    case 1:
      if position >= 0 {
        screen.put(
          Screen.Cell(character: character, style: style),
          at: base + position,
          column: position
        )
      }
      position += 1
    case 2:
      if position >= 0, position + 1 < end {
        screen.putWide(character, style: style, at: base + position, column: position)
      } else if position >= 0 || (position == -1 && end > 0) {
        // Only one half fits, at the limit or at the left edge: a space shows there.
        let cell = max(0, position)
        screen.put(Screen.Cell(style: style), at: base + cell, column: cell)
      }
      position += 2
    default:
      break
    }
  }
}

/// Drops escape sequences and their parameters from text, one character at a time.
private struct EscapeFilter {
  private enum State {
    /// Printing text.
    case text
    /// After ESC: a two-character escape, or the start of a CSI or string sequence.
    case escape
    /// Inside a control sequence, until its final byte (0x40–0x7E).
    case controlSequence
    /// Inside an OSC, DCS, SOS, PM or APC string, until BEL or ST.
    case string
    /// After ESC inside a string: `\` ends it (ST); anything else starts a new escape.
    case stringEscape
  }

  private var state = State.text

  /// Whether the character whose first scalar is `value` is text to show (escape sequences are
  /// dropped; the caller drops control characters by their width).
  mutating func passes(_ value: UInt32) -> Bool {
    switch state {
    case .text:
      break
    case .escape:
      return afterEscape(value)
    case .controlSequence:
      if (0x40...0x7E).contains(value) {
        state = .text
        return false
      }
      if (0x20...0x3F).contains(value) { return false }
      state = .text  // A malformed sequence ends here; the character counts on its own.
    case .string:
      if value == 0x1B {
        state = .stringEscape
      } else if value == 0x07 || value == 0x9C {
        state = .text
      }
      return false
    case .stringEscape:
      if value == 0x5C {
        state = .text
        return false
      }
      return afterEscape(value)
    }
    switch value {
    case 0x1B: state = .escape
    case 0x9B: state = .controlSequence
    case 0x90, 0x98, 0x9D, 0x9E, 0x9F: state = .string
    default: return true
    }
    return false
  }

  /// Handles the character after ESC; it is never text.
  private mutating func afterEscape(_ value: UInt32) -> Bool {
    switch value {
    case 0x5B: state = .controlSequence  // [
    case 0x5D, 0x50, 0x58, 0x5E, 0x5F: state = .string  // ] P X ^ _
    case 0x1B: state = .escape
    case 0x20...0x2F: state = .escape  // intermediate bytes of a longer escape
    default: state = .text
    }
    return false
  }
}
