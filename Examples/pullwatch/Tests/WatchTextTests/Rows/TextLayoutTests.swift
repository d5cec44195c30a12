import TerminalKit
import TestSupport
import Testing

@testable import WatchText

@Suite struct TextLayoutTests {
  /// The rows `layout` makes of `line`, each drawn on a screen of its own and read back.
  private func rows(_ line: StyledLine, _ layout: TextLayout) -> [String] {
    (0..<layout.rowCount(of: line)).map { row in
      var screen = Screen(columns: layout.columns, rows: 1)
      layout.draw(line, row: row, into: &screen, at: 0)
      return screen.text(row: 0)
    }
  }

  @Test func aLongLineWrapsIntoAsManyRowsAsItNeeds() {
    let line = StyledLine(String(repeating: "0123456789", count: 20))
    let layout = TextLayout(columns: 80)
    #expect(layout.rowCount(of: line) == 3)
    let drawn = rows(line, layout)
    #expect(drawn.map(\.count) == [80, 80, 40])
    #expect(drawn.joined() == line.text)
    #expect(layout.rowCount(of: StyledLine()) == 1)
    #expect(layout.rowCount(of: StyledLine(String(repeating: "x", count: 80))) == 1)
    #expect(layout.rowCount(of: StyledLine(String(repeating: "x", count: 81))) == 2)
  }

  @Test func wideCharactersNeverSplitAcrossRows() {
    // 5 columns: "ab中" fills 4, 文 does not fit in the fifth and starts the next row.
    let line = StyledLine("ab中文cd字")
    let layout = TextLayout(columns: 5)
    #expect(layout.rowCount(of: line) == 3)
    #expect(rows(line, layout) == ["ab中", "文cd", "字"])
    var screen = Screen(columns: 5, rows: 1)
    layout.draw(line, row: 0, into: &screen, at: 0)
    #expect(screen[0, 4] == .blank)
    // Exactly at the edge, the wide character stays on its row.
    #expect(rows(StyledLine("abc中x"), layout) == ["abc中", "x"])
    // A row too narrow for a wide character shows it as nothing, on a row of its own.
    let narrow = TextLayout(columns: 1)
    #expect(narrow.rowCount(of: StyledLine("a中b")) == 3)
    #expect(rows(StyledLine("a中b"), narrow) == ["a", "", "b"])
  }

  @Test func stylesAndWideCharactersReachTheScreen() {
    let line = TerminalText.lines(of: Array("a\u{1B}[31m中\u{1B}[1mb\u{1B}[0mc".utf8))[0]
    var screen = Screen(columns: 3, rows: 2)
    let layout = TextLayout(columns: 3)
    layout.draw(line, row: 0, into: &screen, at: 0)
    layout.draw(line, row: 1, into: &screen, at: 1)
    #expect(screen[0, 0] == Screen.Cell(character: "a"))
    #expect(screen[0, 1] == Screen.Cell(character: "中", style: TextStyle(foreground: .red)))
    #expect(screen[0, 2].isContinuation)
    #expect(
      screen[1, 0] == Screen.Cell(character: "b", style: TextStyle(foreground: .red, bold: true))
    )
    #expect(screen[1, 1] == Screen.Cell(character: "c"))
  }

  @Test func notWrappedALineShowsFromTheOffsetWithEllipses() {
    let line = StyledLine("0123456789abcdef")
    var layout = TextLayout(columns: 6, wraps: false)
    #expect(layout.rowCount(of: line) == 1)
    #expect(rows(line, layout) == ["01234…"])
    layout.offset = 4
    #expect(rows(line, layout) == ["…5678…"])
    layout.offset = 10
    #expect(rows(line, layout) == ["…bcdef"])
    layout.offset = 12
    #expect(rows(line, layout) == ["…def"])
    layout.offset = 30
    #expect(rows(line, layout) == ["…"])
    #expect(rows(StyledLine(), layout) == [""])
    layout.offset = 0
    #expect(rows(StyledLine("012345"), layout) == ["012345"])
  }

  @Test func notWrappedAWideCharacterCutByAnEdgeIsUnderTheEllipsis() {
    let line = StyledLine("a中文字b")
    var layout = TextLayout(columns: 4, wraps: false)
    // 中 in columns 1–2 fits; 文 in 3–4 is cut by the right edge.
    #expect(rows(line, layout) == ["a中…"])
    layout.offset = 2
    // 中's right half is column 2: cut by the left edge.
    #expect(rows(line, layout) == ["…文…"])
    // Both edges cut a wide character: each ellipsis blanks the other half.
    layout.offset = 3
    #expect(rows(line, layout) == ["…  …"])
    layout.offset = 4
    #expect(rows(line, layout) == ["…字b"])
  }

  @Test func theEllipsisTakesTheStyleOfTheCellItCovers() {
    let line = TerminalText.lines(of: Array("ab\u{1B}[32mcdef".utf8))[0]
    var screen = Screen(columns: 4, rows: 1)
    TextLayout(columns: 4, wraps: false).draw(line, row: 0, into: &screen, at: 0)
    #expect(screen[0, 3] == Screen.Cell(character: "…", style: TextStyle(foreground: .green)))
  }

  @Test func changedColumnsAreDrawnInReverse() {
    let line = TerminalText.lines(of: Array("ab\u{1B}[7mcd\u{1B}[0m中e".utf8))[0]
    var screen = Screen(columns: 8, rows: 1)
    let changes = ChangedColumns([1..<3, 5..<6])
    TextLayout(columns: 8).draw(line, row: 0, into: &screen, at: 0, changes: changes)
    #expect(screen[0, 0].style == .plain)
    #expect(screen[0, 1].style == TextStyle(reverse: true))
    // Reverse text that changed is drawn the other way round.
    #expect(screen[0, 2].style == .plain)
    #expect(screen[0, 3].style == TextStyle(reverse: true))
    // A wide character with one changed column is highlighted whole.
    #expect(screen[0, 4] == Screen.Cell(character: "中", style: TextStyle(reverse: true)))
    #expect(screen[0, 6].style == .plain)
  }

  @Test func drawingStaysInsideTheScreenAndTheLayoutsColumns() {
    let line = StyledLine("abcdefgh")
    var screen = Screen(columns: 6, rows: 2)
    TextLayout(columns: 4).draw(line, row: 0, into: &screen, at: 1, column: 1)
    #expect(screen.text(row: 1) == " abcd")
    TextLayout(columns: 10).draw(line, row: 0, into: &screen, at: 0, column: 3)
    #expect(screen.text(row: 0) == "   abc")
    TextLayout(columns: 10).draw(line, row: 0, into: &screen, at: 2)
    TextLayout(columns: 10).draw(line, row: 0, into: &screen, at: 0, column: 6)
    #expect(screen.text(row: 0) == "   abc")
  }

  @Test(arguments: 0..<200 as Range<UInt64>)
  func wrappedRowsHoldTheLineInOrderAndNeverOverflow(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let pieces = ["a", "bc", "中", "文字", "é", "👍", "ｱ", "xyz"]
    let text = (0..<Int.random(in: 0...30, using: &random)).map { _ in
      pieces.randomElement(using: &random) ?? ""
    }.joined()
    let line = StyledLine(text)
    let layout = TextLayout(columns: Int.random(in: 2...12, using: &random))
    let drawn = rows(line, layout)
    #expect(drawn.count == layout.rowCount(of: line))
    #expect(drawn.joined() == text)
    for (index, row) in drawn.enumerated() {
      let width = StyledLine(row).width
      #expect(width <= layout.columns)
      // Only a wide character that does not fit ends a row early, by one column.
      if index + 1 < drawn.count { #expect(width >= layout.columns - 1) }
    }
  }
}
