import TerminalKit

/// The oracle of the screen fuzzer: the output that turns one screen into another, replayed by
/// the strict ``TerminalEmulator``, shows exactly the second screen, and a full redraw does too.
///
/// The bytes choose a size, whether colours are drawn, and a program of writes and fills (text
/// with escapes, wide and combining characters, rows and columns far outside the screen) applied
/// to the screen before, the screen after, or both.
package enum ScreenFuzzCheck {
  /// What went wrong with `bytes`, or `nil` when every rule holds.
  package static func failure(for bytes: [UInt8]) -> String? {
    var input = FuzzInput(bytes)
    let columns = input.int(in: 1...40)
    let rows = input.int(in: 1...8)
    let colors = input.bool()
    var before = Screen(columns: columns, rows: rows)
    var after = before
    while !input.isAtEnd {
      let operation = input.byte()
      switch operation % 4 {
      case 0: draw(on: &before, with: &input)
      case 1: draw(on: &after, with: &input)
      case 2: after = before
      default:
        draw(on: &before, with: &input)
        after = before
        draw(on: &after, with: &input)
      }
    }
    let difference = after.output(from: before, colors: colors)
    var terminal = TerminalEmulator(showing: before, colors: colors)
    terminal.apply(difference)
    let problems = terminal.problems + terminal.mismatches(with: after, colors: colors)
    if !problems.isEmpty {
      return "the difference \(difference.debugDescription) misdraws: \(problems.prefix(5))"
    }
    var redrawn = TerminalEmulator(showing: before, colors: colors)
    let redraw = after.output(from: nil, colors: colors)
    redrawn.apply(redraw)
    let redrawProblems = redrawn.problems + redrawn.mismatches(with: after, colors: colors)
    if !redrawProblems.isEmpty {
      return "the redraw \(redraw.debugDescription) misdraws: \(redrawProblems.prefix(5))"
    }
    let nothing = after.output(from: after, colors: colors)
    if !nothing.isEmpty { return "an unchanged screen sends \(nothing.debugDescription)" }
    return nil
  }

  /// Writes or fills once, at a place that may be far outside the screen.
  private static func draw(on screen: inout Screen, with input: inout FuzzInput) {
    let row = place(input.byte(), size: screen.rows, with: &input)
    let column = place(input.byte(), size: screen.columns, with: &input)
    let style = style(from: &input)
    if input.bool() {
      let limit = input.bool() ? place(input.byte(), size: screen.columns, with: &input) : nil
      screen.write(
        input.text(maximumBytes: 24),
        row: row,
        column: column,
        style: style,
        limit: limit
      )
    } else {
      let end = input.bool() ? place(input.byte(), size: screen.columns, with: &input) : nil
      screen.fill(row: row, from: column, to: end, style: style)
    }
  }

  /// Mostly a place on or just off the screen, sometimes an extreme.
  private static func place(_ choice: UInt8, size: Int, with input: inout FuzzInput) -> Int {
    choice < 240 ? Int(choice) % (size + 4) - 2 : input.extremeInt()
  }

  private static func style(from input: inout FuzzInput) -> TextStyle {
    let flags = input.byte()
    return TextStyle(
      foreground: color(from: &input),
      background: color(from: &input),
      bold: flags & 1 != 0,
      dim: flags & 2 != 0,
      italic: flags & 4 != 0,
      reverse: flags & 8 != 0,
      underline: flags & 16 != 0
    )
  }

  private static func color(from input: inout FuzzInput) -> TerminalColor? {
    switch input.byte() % 4 {
    case 0: nil
    case 1: .indexed(input.byte() % 16)
    case 2: .indexed(input.byte())
    default: .rgb(input.byte(), input.byte(), input.byte())
    }
  }
}
