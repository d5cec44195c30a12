import FuzzChecks
import TestSupport
import Testing

@testable import TerminalKit

@Suite struct ScreenOutputTests {
  private let esc = "\u{1B}"
  private let red = TextStyle(foreground: .red)

  /// A screen with every row written, so that a few changes are small next to it.
  private static func busyScreen(columns: Int = 10, rows: Int = 4) -> Screen {
    var screen = Screen(columns: columns, rows: rows)
    for row in 0..<rows {
      screen.write(String(repeating: "row\(row) ", count: 4), row: row, column: 0)
    }
    return screen
  }

  @Test func theSameScreenGivesNoOutput() {
    let screen = Self.busyScreen()
    #expect(screen.output(from: screen) == "")
    var redrawn = Screen(columns: 10, rows: 4)
    for row in 0..<4 { redrawn.write("row\(row) row\(row)", row: row, column: 0) }
    #expect(redrawn.output(from: screen, colors: false) == "")
  }

  @Test func oneChangedCellIsOneMoveAndTheCharacter() {
    let before = Self.busyScreen()
    var after = before
    after.write("X", row: 2, column: 5)
    #expect(after.output(from: before) == "\(esc)[3;6H\(esc)[0mX")
  }

  @Test func adjacentChangedCellsAreOneRun() {
    let before = Self.busyScreen()
    var after = before
    after.write("abc", row: 1, column: 6)
    #expect(after.output(from: before) == "\(esc)[2;7H\(esc)[0mabc")
  }

  @Test func unchangedCellsBetweenChangesAreSkipped() {
    let before = Self.busyScreen()
    var after = before
    after.write("aoc", row: 0, column: 5)
    #expect(after.output(from: before) == "\(esc)[1;6H\(esc)[0ma\(esc)[1;8Hc")
  }

  @Test func afterTheLastColumnTheCursorIsMovedAgain() {
    var before = Screen(columns: 4, rows: 2)
    before.write("中", row: 0, column: 0)
    var after = before
    after.write("z", row: 0, column: 3)
    after.write("y", row: 1, column: 0)
    #expect(after.output(from: before) == "\(esc)[1;4H\(esc)[0mz\(esc)[2;1Hy")
    var wide = before
    wide.write("文", row: 0, column: 2)
    wide.write("y", row: 1, column: 0)
    #expect(wide.output(from: before) == "\(esc)[1;3H\(esc)[0m文\(esc)[2;1Hy")
  }

  @Test func theBottomRightCellIsWrittenWithoutANewline() {
    let before = Screen(columns: 3, rows: 2)
    var after = before
    after.write("xyz", row: 1, column: 0)
    let output = after.output(from: before)
    #expect(output == "\(esc)[2;1H\(esc)[0mxyz")
    #expect(!output.contains("\n") && !output.contains("\r"))
  }

  @Test func aStyleIsSetOnceForAllCellsThatShareIt() {
    let before = Screen(columns: 10, rows: 3)
    var after = before
    after.write("abc", row: 0, column: 0, style: red)
    after.write("def", row: 1, column: 0, style: red)
    let expected = "\(esc)[1;1H\(esc)[0m\(esc)[31mabc\(esc)[2;1Hdef\(esc)[0m"
    #expect(after.output(from: before) == expected)
  }

  @Test func addingAnAttributeSetsOnlyItAndRemovingOneResets() {
    let before = Screen(columns: 10, rows: 1)
    var after = before
    after.write("a", row: 0, column: 0, style: red)
    after.write("b", row: 0, column: 1, style: TextStyle(foreground: .red, bold: true))
    after.write("c", row: 0, column: 2, style: TextStyle(foreground: .gray, bold: true))
    after.write("d", row: 0, column: 3, style: TextStyle(bold: true, underline: true))
    after.write("e", row: 0, column: 4, style: TextStyle(dim: true, reverse: true))
    after.write("f", row: 0, column: 5)
    let expected =
      "\(esc)[1;1H\(esc)[0m\(esc)[31ma\(esc)[1mb\(esc)[90mc\(esc)[0m\(esc)[1;4md"
      + "\(esc)[0m\(esc)[2;7me\(esc)[0mf"
    #expect(after.output(from: before) == expected)
  }

  @Test func withoutColorsColorCodesAreDroppedButAttributesStay() {
    let before = Screen(columns: 10, rows: 1)
    var after = before
    after.write("ab", row: 0, column: 0, style: TextStyle(foreground: .red, bold: true))
    after.write("cd", row: 0, column: 2, style: TextStyle(foreground: .gray))
    after.write("e", row: 0, column: 4, style: TextStyle(foreground: .blue, underline: true))
    #expect(
      after.output(from: before, colors: false)
        == "\(esc)[1;1H\(esc)[0m\(esc)[1mab\(esc)[0mcd\(esc)[4me\(esc)[0m"
    )
    #expect(
      after.output(from: before)
        == "\(esc)[1;1H\(esc)[0m\(esc)[1;31mab\(esc)[0m\(esc)[90mcd\(esc)[4;34me\(esc)[0m"
    )
  }

  @Test func withoutColorsAChangeOfColorAloneIsNoChange() {
    var before = Screen(columns: 10, rows: 1)
    before.write("abc", row: 0, column: 0, style: red)
    var after = before
    after.write("abc", row: 0, column: 0, style: TextStyle(foreground: .green))
    #expect(after.output(from: before, colors: false) == "")
    #expect(after.output(from: before) == "\(esc)[1;1H\(esc)[0m\(esc)[32mabc\(esc)[0m")
  }

  @Test func noPreviousScreenOrAnotherSizeIsAFullRedraw() {
    var screen = Screen(columns: 5, rows: 3)
    screen.write("ab", row: 0, column: 0)
    screen.write("x", row: 2, column: 2, style: red)
    let full = "\(esc)[H\(esc)[2J\(esc)[0mab\(esc)[3;3H\(esc)[31mx\(esc)[0m"
    #expect(screen.output(from: nil) == full)
    #expect(screen.output(from: Screen(columns: 4, rows: 3)) == full)
    #expect(screen.output(from: Screen(columns: 5, rows: 4)) == full)
    #expect(Screen(columns: 2, rows: 2).output(from: nil) == "\(esc)[H\(esc)[2J")
  }

  @Test func clearingMostOfTheScreenIsAFullRedrawWhenThatIsShorter() {
    let before = Self.busyScreen()
    var after = Screen(columns: 10, rows: 4)
    after.write("!", row: 3, column: 9)
    #expect(after.output(from: before) == "\(esc)[H\(esc)[2J\(esc)[4;10H\(esc)[0m!")
  }

  @Test func aChangedHalfOfAWideCharacterRewritesItWhole() {
    var before = Screen(columns: 6, rows: 1)
    before.write("a中", row: 0, column: 0)
    var after = before
    after.write("文", row: 0, column: 1)
    #expect(after.output(from: before) == "\(esc)[1;2H\(esc)[0m文")
    after = before
    after.write("x", row: 0, column: 2)
    #expect(after.output(from: before) == "\(esc)[1;2H\(esc)[0m x")
    after = before
    after.write("한", row: 0, column: 2, style: red)
    #expect(after.output(from: before) == "\(esc)[1;2H\(esc)[0m \(esc)[31m한\(esc)[0m")
  }

  @Test(arguments: 0..<300 as Range<UInt64>)
  func randomDiffsTurnTheFirstScreenIntoTheSecond(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let columns = Int.random(in: 1...14, using: &random)
    let rows = Int.random(in: 1...5, using: &random)
    let colors = Bool.random(using: &random)
    let before = RandomScreens.screen(columns: columns, rows: rows, using: &random)
    var after: Screen
    let small = seed % 3 != 0
    if small {
      after = before
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        RandomScreens.write(into: &after, maxPieces: 3, using: &random)
      }
    } else {
      after = RandomScreens.screen(columns: columns, rows: rows, using: &random)
    }
    let diff = after.output(from: before, colors: colors)
    var terminal = TerminalEmulator(showing: before, colors: colors)
    terminal.apply(diff)
    #expect(terminal.problems == [])
    #expect(terminal.mismatches(with: after, colors: colors) == [])
    #expect(diff.utf8.count <= after.output(from: nil, colors: colors).utf8.count)
    #expect(after.output(from: after, colors: colors) == "")
    // A full redraw shows the screen whatever the terminal showed.
    var resized = TerminalEmulator(showing: Self.busyScreen(columns: columns, rows: rows))
    resized.apply(after.output(from: nil, colors: colors))
    #expect(resized.problems == [])
    #expect(resized.mismatches(with: after, colors: colors) == [])
  }
}

/// Random screens made of text that exercises wide characters, tabs, controls and escapes.
private enum RandomScreens {
  static let pieces = [
    "a", "b", "Z", "0", " ", "  ", "中", "文", "한", "😀", "カ", "Ａ", "e\u{301}", "\t",
    "\u{1B}[31m", "\u{7}", "\u{200B}", "ｱ", "─", "xyz",
  ]
  static let styles = [
    TextStyle.plain, TextStyle(foreground: .red), TextStyle(bold: true),
    TextStyle(foreground: .gray, dim: true),
    TextStyle(reverse: true), TextStyle(foreground: .blue, underline: true),
    TextStyle(bold: true, dim: true),
    TextStyle(foreground: .yellow, reverse: true, underline: true),
    TextStyle(background: .blue), TextStyle(foreground: .brightGreen, italic: true),
    TextStyle(foreground: .indexed(123), background: .gray),
    TextStyle(foreground: .rgb(10, 200, 30), background: .rgb(1, 2, 3), italic: true),
    TextStyle(background: .indexed(17), bold: true),
  ]

  static func screen(columns: Int, rows: Int, using random: inout some RandomNumberGenerator)
    -> Screen
  {
    var screen = Screen(columns: columns, rows: rows)
    for row in 0..<rows {
      let style = styles.randomElement(using: &random) ?? .plain
      screen.fill(row: row, from: Int.random(in: 0...columns, using: &random), style: style)
      var column = 0
      while column < columns {
        column = screen.write(text(maxPieces: 4, using: &random), row: row, column: column) + 1
      }
    }
    for _ in 0..<Int.random(in: 0...rows * 2, using: &random) {
      write(into: &screen, maxPieces: 6, using: &random)
    }
    return screen
  }

  static func write(
    into screen: inout Screen,
    maxPieces: Int,
    using random: inout some RandomNumberGenerator
  ) {
    let row = Int.random(in: 0..<screen.rows, using: &random)
    let column = Int.random(in: -2...screen.columns, using: &random)
    let style = styles.randomElement(using: &random) ?? .plain
    let limit: Int? =
      Bool.random(using: &random) ? nil : Int.random(in: 0...screen.columns, using: &random)
    let string = text(maxPieces: maxPieces, using: &random)
    if Int.random(in: 0..<8, using: &random) == 0 {
      screen.fill(row: row, from: column, to: limit, style: style)
    } else {
      screen.write(string, row: row, column: column, style: style, limit: limit)
    }
  }

  static func text(maxPieces: Int, using random: inout some RandomNumberGenerator) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 1...maxPieces, using: &random) {
      text += pieces.randomElement(using: &random) ?? ""
    }
    return text
  }
}
