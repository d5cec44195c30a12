import TerminalKit

/// A tiny terminal that understands just what `Screen.output(from:colors:)` may send: CUP (`H`),
/// erase display (`2J`), SGR (`m`) and printing, with wide characters.
///
/// It is strict: anything a real terminal would do something else with — a newline or other
/// control character, an unknown sequence, printing with a wrap pending after the last column (a
/// real terminal wraps, and scrolls at the bottom right), a wide character that does not fit —
/// is recorded in `problems` and otherwise ignored.
package struct TerminalEmulator {
  /// The width in cells.
  package let columns: Int
  /// The height in rows.
  package let rows: Int
  private var cells: [Screen.Cell]
  /// What a real terminal would have done differently with the output.
  package private(set) var problems: [String] = []
  private var cursorRow = 0
  private var cursorColumn = 0
  private var wrapPending = false
  private var style = TextStyle.plain

  /// A terminal showing `screen` (as drawn with or without colors), its cursor at the bottom right
  /// with a wrap pending and an odd style in effect, so output that assumes either shows.
  package init(showing screen: Screen, colors: Bool = true) {
    columns = screen.columns
    rows = screen.rows
    cells = []
    cells.reserveCapacity(columns * rows)
    for row in 0..<rows {
      for column in 0..<columns {
        var cell = screen[row, column]
        cell.style = cell.style.shown(colors: colors)
        cells.append(cell)
      }
    }
    cursorRow = max(0, rows - 1)
    cursorColumn = max(0, columns - 1)
    wrapPending = true
    style = TextStyle(foreground: .magenta, dim: true, underline: true)
  }

  /// The cell at a row and column.
  package subscript(row: Int, column: Int) -> Screen.Cell { cells[row * columns + column] }

  /// The cells that differ from `screen` as drawn with or without colors, described.
  package func mismatches(with screen: Screen, colors: Bool = true) -> [String] {
    guard screen.columns == columns, screen.rows == rows else { return ["size differs"] }
    var result: [String] = []
    for row in 0..<rows {
      for column in 0..<columns {
        var expected = screen[row, column]
        expected.style = expected.style.shown(colors: colors)
        if self[row, column] != expected {
          result.append("(\(row), \(column)): \(self[row, column]) instead of \(expected)")
        }
      }
    }
    return result
  }

  /// Processes output sent to the terminal.
  package mutating func apply(_ output: String) {
    var printable = ""
    var scalars = output.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar.value >= 0x20, scalar.value != 0x7F, !(0x80..<0xA0).contains(scalar.value) {
        printable.unicodeScalars.append(scalar)
        continue
      }
      for character in printable { printCharacter(character) }
      printable = ""
      guard scalar == "\u{1B}" else {
        problems.append("control character U+\(String(scalar.value, radix: 16))")
        continue
      }
      guard scalars.next() == "[" else {
        problems.append("escape that is not CSI")
        continue
      }
      var parameters = ""
      while let next = scalars.next() {
        if ("0"..."9").contains(next) || next == ";" {
          parameters.unicodeScalars.append(next)
        } else {
          controlSequence(parameters, final: next)
          break
        }
      }
    }
    for character in printable { printCharacter(character) }
  }

  private mutating func controlSequence(_ parameters: String, final: Unicode.Scalar) {
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }
    switch final {
    case "H":
      let row = max(1, numbers.first ?? 1)
      let column = max(1, numbers.count > 1 ? numbers[1] : 1)
      guard row <= rows, column <= columns else {
        problems.append("cursor moved off the screen to \(row);\(column)")
        return
      }
      cursorRow = row - 1
      cursorColumn = column - 1
      wrapPending = false
    case "J" where parameters == "2":
      cells = Array(repeating: .blank, count: columns * rows)
    case "m":
      selectGraphicRendition(numbers)
    default:
      problems.append("unknown sequence ESC [ \(parameters) \(final)")
    }
  }

  /// Applies SGR parameters: the attributes, the 16 standard colors by their short codes, and
  /// `38;5;n`, `38;2;r;g;b` (and `48;…`) for other palette entries and RGB.
  private mutating func selectGraphicRendition(_ numbers: [Int]) {
    var index = 0
    while index < numbers.count {
      let number = numbers[index]
      index += 1
      switch number {
      case 0: style = .plain
      case 1: style.bold = true
      case 2: style.dim = true
      case 3: style.italic = true
      case 4: style.underline = true
      case 7: style.reverse = true
      case 22:
        style.bold = false
        style.dim = false
      case 23: style.italic = false
      case 24: style.underline = false
      case 27: style.reverse = false
      case 30...37: style.foreground = .indexed(UInt8(number - 30))
      case 39: style.foreground = nil
      case 40...47: style.background = .indexed(UInt8(number - 40))
      case 49: style.background = nil
      case 90...97: style.foreground = .indexed(UInt8(number - 90 + 8))
      case 100...107: style.background = .indexed(UInt8(number - 100 + 8))
      case 38, 48:
        guard let color = extendedColor(numbers, at: &index) else {
          problems.append("bad extended color in SGR \(numbers)")
          return
        }
        if number == 38 { style.foreground = color } else { style.background = color }
      default: problems.append("unknown SGR \(number)")
      }
    }
  }

  /// Reads `5;n` or `2;r;g;b` after 38 or 48.
  private func extendedColor(_ numbers: [Int], at index: inout Int) -> TerminalColor? {
    let byte = 0...255
    guard index < numbers.count else { return nil }
    if numbers[index] == 5, index + 1 < numbers.count, byte.contains(numbers[index + 1]) {
      defer { index += 2 }
      return .indexed(UInt8(numbers[index + 1]))
    }
    guard numbers[index] == 2, index + 3 < numbers.count,
      numbers[(index + 1)...(index + 3)].allSatisfy(byte.contains)
    else { return nil }
    defer { index += 4 }
    return .rgb(UInt8(numbers[index + 1]), UInt8(numbers[index + 2]), UInt8(numbers[index + 3]))
  }

  private mutating func printCharacter(_ character: Character) {
    let width = DisplayWidth.of(character)
    guard width > 0 else {
      problems.append("zero-width character \(character.unicodeScalars.map(\.value))")
      return
    }
    guard !wrapPending else {
      problems.append("printed \(character) with a wrap pending: a real terminal wraps")
      return
    }
    guard cursorColumn + width <= columns else {
      problems.append("wide \(character) does not fit at the last column")
      return
    }
    let index = cursorRow * columns + cursorColumn
    for half in index..<(index + width) {
      // Like a terminal, overwriting half of a wide character blanks its other half.
      if cells[half].isContinuation {
        cells[half - 1] = .blank
      } else if half % columns + 1 < columns, cells[half + 1].isContinuation {
        cells[half + 1] = .blank
      }
    }
    cells[index] = Screen.Cell(character: character, style: style)
    if width == 2 {
      cells[index + 1] = Screen.Cell(style: style, isContinuation: true)
    }
    cursorColumn += width
    if cursorColumn == columns {
      cursorColumn = columns - 1
      wrapPending = true
    }
  }
}
