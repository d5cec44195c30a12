import Testing

@testable import WatchText

/// Where a column of a line shows: which row of a wrapped line, and where in the row.
@Suite struct TextLayoutColumnsTests {
  @Test func aWrappedLineShowsAColumnInTheRowThatHoldsIt() {
    let layout = TextLayout(columns: 10)
    let line = StyledLine(String(repeating: "x", count: 25))
    #expect(layout.position(ofColumn: 0, in: line) == (0, 0))
    #expect(layout.position(ofColumn: 9, in: line) == (0, 9))
    #expect(layout.position(ofColumn: 10, in: line) == (1, 0))
    #expect(layout.position(ofColumn: 24, in: line) == (2, 4))
    #expect(layout.position(ofColumn: 3, in: StyledLine("short")) == (0, 3))
  }

  @Test func wideCharactersThatStartTheNextRowMoveTheColumnsAfterThem() {
    // 5 columns: "ab中" fills 4, 文 starts the next row: its columns 4 and 5 are row 1's 0 and 1.
    let layout = TextLayout(columns: 5)
    let line = StyledLine("ab中文cd字")
    #expect(layout.position(ofColumn: 3, in: line) == (0, 3))
    #expect(layout.position(ofColumn: 4, in: line) == (1, 0))
    #expect(layout.position(ofColumn: 6, in: line) == (1, 2))
    #expect(layout.position(ofColumn: 8, in: line) == (2, 0))
  }

  @Test func aCutLineCountsFromTheOffset() {
    let layout = TextLayout(columns: 10, wraps: false, offset: 20)
    let line = StyledLine(String(repeating: "x", count: 100))
    #expect(layout.position(ofColumn: 25, in: line) == (0, 5))
    #expect(layout.position(ofColumn: 5, in: line) == (0, -15))
  }
}
