import TestSupport
import Testing

@testable import WatchText

@Suite struct ChangedColumnsTests {
  @Test func changedColumnsJoinAndClamp() {
    var columns = ChangedColumns([5..<7, 0..<2, 1..<3, 7..<8, 4..<4])
    #expect(columns.ranges == [0..<3, 5..<8])
    #expect(columns.contains(2) && !columns.contains(3) && columns.contains(7))
    columns.formUnion(ChangedColumns([3..<4, 10..<12]))
    #expect(columns.ranges == [0..<4, 5..<8, 10..<12])
    #expect(columns.clamped(to: 6).ranges == [0..<4, 5..<6])
    #expect(ChangedColumns().isEmpty)
  }

  @Test func aLineIsComparedWithThePreviousCellByCell() {
    #expect(ChangedColumns.between(nil, StyledLine("abc")).ranges == [0..<3])
    #expect(ChangedColumns.between(nil, StyledLine()).isEmpty)
    #expect(
      ChangedColumns.between(StyledLine("abcd"), StyledLine("abXdef")).ranges == [2..<3, 4..<6]
    )
    #expect(ChangedColumns.between(StyledLine("abcdef"), StyledLine("abc")).isEmpty)
    // Shifted by a column, a wide character is a change.
    #expect(ChangedColumns.between(StyledLine("中"), StyledLine(" 中")).ranges == [0..<3])
    #expect(ChangedColumns.between(StyledLine("a中"), StyledLine("a中")).isEmpty)
    #expect(ChangedColumns.between(StyledLine("ab中"), StyledLine("a中b")).ranges == [1..<4])
    // Characters are compared as they were written: a decomposed é is another character.
    #expect(ChangedColumns.between(StyledLine("é"), StyledLine("e\u{301}")).ranges == [0..<1])
  }

  @Test(arguments: 0..<200 as Range<UInt64>)
  func theChangesAreTheColumnsWhoseCellsDiffer(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let pieces = ["a", "b", "中", "文", "é", "e\u{301}", "👍", " "]
    func line() -> StyledLine {
      StyledLine(
        (0..<Int.random(in: 0...8, using: &random)).map { _ in
          pieces.randomElement(using: &random) ?? ""
        }.joined()
      )
    }
    /// Each column's glyph (its UTF-8 and width) if one starts there, else nil.
    func cells(_ line: StyledLine) -> [String?] {
      var cells: [String?] = []
      for glyph in 0..<line.glyphCount {
        let width = line.width(ofGlyph: glyph)
        cells.append("\(Array(line.text(glyphs: glyph..<(glyph + 1)).utf8))/\(width)")
        if width == 2 { cells.append(nil) }
      }
      return cells
    }
    let previous = line()
    let current = line()
    let old = cells(previous)
    let new = cells(current)
    var expected: [Range<Int>] = []
    for (column, cell) in new.enumerated() {
      guard let cell, column >= old.count || old[column] != cell else { continue }
      expected.append(column..<(column + (cell.hasSuffix("/2") ? 2 : 1)))
    }
    let changes = ChangedColumns.between(previous, current)
    #expect(changes == ChangedColumns(expected), "\(previous.text) → \(current.text)")
  }
}
