import Testing

@testable import TerminalKit

@Suite struct ScreenTests {
  private let red = TextStyle(foreground: .red)

  @Test func newScreenIsBlankAndNegativeSizesClampToZero() {
    let screen = Screen(columns: 3, rows: 2)
    #expect(screen.columns == 3 && screen.rows == 2)
    #expect(screen[1, 2] == Screen.Cell(character: " ", style: .plain))
    let empty = Screen(columns: -4, rows: -1)
    #expect(empty.columns == 0 && empty.rows == 0)
    #expect(empty.text(row: 0) == "")
  }

  @Test func outsideTheScreenIsABlankCell() {
    var screen = Screen(columns: 2, rows: 2)
    screen.fill(row: 0, style: red)
    #expect(screen[0, 2] == .blank)
    #expect(screen[-1, 0] == .blank)
    #expect(screen[2, 0] == .blank)
    #expect(screen[0, 1].style == red)
  }

  @Test func writeStoresCharactersAndStyleAndReturnsTheNextColumn() {
    var screen = Screen(columns: 10, rows: 2)
    let next = screen.write("abc", row: 1, column: 2, style: red)
    #expect(next == 5)
    #expect(screen.text(row: 1) == "  abc")
    #expect(screen[1, 3] == Screen.Cell(character: "b", style: red))
    #expect(screen[1, 5].style == .plain)
    #expect(screen.write("de", row: 1, column: next) == 7)
    #expect(screen.text(row: 1) == "  abcde")
  }

  @Test func writeClipsAtTheLimitAndTheLastColumn() {
    var screen = Screen(columns: 6, rows: 1)
    #expect(screen.write("abcdef", row: 0, column: 1, limit: 4) == 4)
    #expect(screen.text(row: 0) == " abc")
    #expect(screen.write("xyzxyz", row: 0, column: 3) == 6)
    #expect(screen.text(row: 0) == " abxyz")
    #expect(screen.write("q", row: 0, column: 5, limit: 3) == 5)
    #expect(screen.text(row: 0) == " abxyz")
  }

  @Test func writeClipsAtTheLeftEdge() {
    var screen = Screen(columns: 6, rows: 1)
    #expect(screen.write("abcd", row: 0, column: -2) == 2)
    #expect(screen.text(row: 0) == "cd")
    // The right half of a wide character at column -1 is a space.
    screen.write("x中y", row: 0, column: -2, style: red)
    #expect(screen.text(row: 0) == " y")
    #expect(screen[0, 0] == Screen.Cell(character: " ", style: red))
  }

  @Test func writeOnARowOutsideTheScreenWritesNothing() {
    var screen = Screen(columns: 4, rows: 1)
    #expect(screen.write("ab", row: 1, column: 1) == 1)
    #expect(screen.write("ab", row: -1, column: 0) == 0)
    #expect(screen == Screen(columns: 4, rows: 1))
  }

  @Test func tabsExpandToTheNextMultipleOfEight() {
    var screen = Screen(columns: 20, rows: 1)
    #expect(screen.write("a\tb\tc", row: 0, column: 0, style: red) == 17)
    #expect(screen.text(row: 0) == "a       b       c")
    #expect(screen[0, 4] == Screen.Cell(character: " ", style: red))
    #expect(screen.write("\t", row: 0, column: 9) == 16)
    #expect(screen.write("\tz", row: 0, column: 17, limit: 19) == 19)
    #expect(screen.text(row: 0) == "a       b       c")
  }

  @Test func controlCharactersAreDropped() {
    var screen = Screen(columns: 20, rows: 1)
    let next = screen.write("a\u{0}b\nc\r\nd\u{7}e\u{7F}f\u{85}g\u{9B}", row: 0, column: 0)
    #expect(screen.text(row: 0) == "abcdefg")
    #expect(next == 7)
  }

  @Test(arguments: [
    "\u{1B}[31mred\u{1B}[0m",
    "\u{1B}[38;5;196mred\u{1B}[m",
    "r\u{1B}[?25le\u{1B}[2Jd",
    "\u{1B}]8;;https://example.com\u{1B}\\red\u{1B}]8;;\u{7}",
    "\u{1B}]0;title\u{7}re\u{1B}(Bd",
    "\u{9B}1mred",
    "\u{1B}Pdata\u{1B}\\\u{1B}7red",
  ])
  func escapeSequencesAreStripped(text: String) {
    var screen = Screen(columns: 10, rows: 1)
    #expect(screen.write(text, row: 0, column: 0) == 3)
    #expect(screen.text(row: 0) == "red")
  }

  @Test func zeroWidthCharactersAreDroppedAndCombiningMarksStayWithTheirBase() {
    var screen = Screen(columns: 10, rows: 1)
    #expect(screen.write("a\u{200B}b\u{FEFF}e\u{301}", row: 0, column: 0) == 3)
    #expect(screen.text(row: 0) == "abe\u{301}")
    #expect(screen[0, 2].character.unicodeScalars.count == 2)
  }

  @Test func wideCharactersTakeTwoCells() {
    var screen = Screen(columns: 10, rows: 1)
    #expect(screen.write("中a😀", row: 0, column: 1, style: red) == 6)
    #expect(screen[0, 1] == Screen.Cell(character: "中", style: red))
    #expect(screen[0, 2].isContinuation)
    #expect(screen[0, 2].style == red)
    #expect(screen[0, 3].character == "a")
    #expect(screen[0, 4].character == "😀")
    #expect(screen[0, 5].isContinuation)
    #expect(!screen[0, 6].isContinuation)
    #expect(screen.text(row: 0) == " 中a😀")
    // Emoji presentation sequences are wide even when they start with an ASCII character.
    #expect(screen.write("1\u{FE0F}\u{20E3}❤\u{FE0F}", row: 0, column: 0) == 4)
    #expect(screen[0, 1].isContinuation && screen[0, 3].isContinuation)
  }

  @Test func aWideCharacterStraddlingTheLimitBecomesASpace() {
    var screen = Screen(columns: 10, rows: 1)
    screen.fill(row: 0, style: red)
    #expect(screen.write("a한b", row: 0, column: 0, limit: 2) == 2)
    #expect(screen[0, 1] == Screen.Cell(character: " ", style: .plain))
    #expect(screen.text(row: 0) == "a")
    #expect(screen.write("xx中", row: 0, column: 7) == 10)
    #expect(screen[0, 9] == Screen.Cell(character: " ", style: .plain))
    #expect(!screen[0, 9].isContinuation)
  }

  @Test func overwritingTheRightHalfOfAWideCharacterBlanksItsLeftHalf() {
    var screen = Screen(columns: 6, rows: 1)
    screen.write("中文", row: 0, column: 0, style: red)
    screen.write("x", row: 0, column: 1)
    #expect(screen[0, 0] == Screen.Cell(character: " ", style: red))
    #expect(screen[0, 1] == Screen.Cell(character: "x"))
    #expect(screen.text(row: 0) == " x文")
  }

  @Test func overwritingTheLeftHalfOfAWideCharacterBlanksItsRightHalf() {
    var screen = Screen(columns: 6, rows: 1)
    screen.write("中文", row: 0, column: 0)
    screen.write("y", row: 0, column: 2)
    #expect(screen[0, 3] == .blank)
    #expect(screen.text(row: 0) == "中y")
  }

  @Test func aWideCharacterOverTwoOthersBlanksTheirOuterHalves() {
    var screen = Screen(columns: 6, rows: 1)
    screen.write("中文字", row: 0, column: 0)
    screen.write("カ", row: 0, column: 3)
    #expect(screen.text(row: 0) == "中 カ")
    #expect(screen[0, 2] == .blank)
    #expect(screen[0, 4].isContinuation)
    #expect(screen[0, 5] == .blank)
  }

  @Test func fillWritesSpacesAndNeverLeavesHalfAWideCharacter() {
    var screen = Screen(columns: 8, rows: 2)
    screen.write("中文字x", row: 1, column: 0)
    screen.fill(row: 1, from: 1, to: 3, style: red)
    #expect(screen.text(row: 1) == "    字x")
    #expect(screen[1, 0] == .blank)
    #expect(screen[1, 1] == Screen.Cell(character: " ", style: red))
    #expect(screen[1, 3] == .blank)
    #expect(screen[1, 4].character == "字")
    screen.fill(row: 0, from: -3, to: 40, style: red)
    #expect((0..<8).allSatisfy { screen[0, $0].style == red })
    screen.fill(row: 5, style: red)
    screen.fill(row: 0, from: 6, to: 2, style: .plain)
    #expect(screen[0, 6].style == red)
  }

  @Test func textTrimsTrailingSpacesOnly() {
    var screen = Screen(columns: 8, rows: 1)
    screen.write(" a b", row: 0, column: 0)
    #expect(screen.text(row: 0) == " a b")
    #expect(screen.text(row: 3) == "")
  }

  // MARK: - Extreme values (issue 13: each of these trapped before)

  @Test func sizesBeyondTheLargestAreHeldThere() {
    let screen = Screen(columns: .max, rows: .max)
    #expect(screen.columns == Screen.maximumColumns && screen.rows == Screen.maximumRows)
  }

  @Test func writesAndFillsAtIntMinAndIntMaxChangeNothing() {
    var screen = Screen(columns: 8, rows: 2)
    let extremes = [Int.min, Int.min + 1, Int.max - 1, Int.max]
    for row in extremes {
      #expect(screen.write("a\tb", row: row, column: 0) == 0)
    }
    for column in extremes {
      screen.write("a\tb中\tc", row: 0, column: column)
      screen.write("a", row: 0, column: column, limit: column)
      screen.fill(row: 0, from: column, to: column, style: red)
      _ = screen[column, column]
    }
    #expect(screen == Screen(columns: 8, rows: 2))
  }

  @Test func aTabFarLeftOfTheScreenAdvancesToTheNextMultipleOfEight() {
    var screen = Screen(columns: 8, rows: 1)
    #expect(screen.write("\t", row: 0, column: .min) == .min + 8)
    #expect(screen.write("\t", row: 0, column: -9) == -8)
    #expect(screen.write("\tx", row: 0, column: -3) == 1)
    #expect(screen.text(row: 0) == "x")
  }
}
