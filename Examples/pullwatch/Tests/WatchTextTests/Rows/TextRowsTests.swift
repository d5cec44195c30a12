import PullToRefresh
import PullToRefreshTerminal
import TerminalKit
import Testing

@testable import WatchText

@Suite struct TextRowsTests {
  /// A text of the lines of `string`, not finished.
  private func text(_ string: String) -> TerminalText {
    var text = TerminalText()
    text.append(contentsOf: Array(string.utf8))
    return text
  }

  @Test func wrappedRowsAreCountedAndFoundByLine() {
    // Lines of 25, 0, 10 and 21 columns on 10 columns: 3 + 1 + 1 + 3 rows.
    let text = text(
      String(repeating: "a", count: 25) + "\n\n0123456789\n" + String(repeating: "b", count: 21)
    )
    var rows = TextRows(layout: TextLayout(columns: 10))
    rows.update(with: text)
    #expect(rows.count == 8)
    let positions = (0..<8).map { rows.position(ofRow: $0) }
    #expect(positions.map(\.line) == [0, 0, 0, 1, 2, 3, 3, 3])
    #expect(positions.map(\.row) == [0, 1, 2, 0, 0, 0, 1, 2])
    #expect((0..<4).map { rows.firstRow(ofLine: $0) } == [0, 3, 4, 5])
    #expect(rows.widestLine == 25)
  }

  @Test func theWidestLineIsKeptAsTheTextGrows() {
    var text = text("abc\n中文")
    var rows = TextRows(layout: TextLayout(columns: 10, wraps: false))
    rows.update(with: text)
    #expect(rows.widestLine == 4)
    text.append(contentsOf: Array("中文\nx".utf8))
    rows.update(with: text)
    #expect(rows.widestLine == 8)
    text.append(contentsOf: Array(String(repeating: "y", count: 20).utf8))
    rows.update(with: text)
    #expect(rows.widestLine == 21)
  }

  @Test func notWrappedEachLineIsARow() {
    let text = text(String(repeating: "a", count: 25) + "\nb\nc")
    var rows = TextRows(layout: TextLayout(columns: 10, wraps: false))
    rows.update(with: text)
    #expect(rows.count == 3)
    #expect(rows.position(ofRow: 2) == (2, 0))
    #expect(rows.firstRow(ofLine: 2) == 2)
  }

  @Test func updatingAsTheTextGrowsCountsTheSameAsCountingAtOnce() {
    let output = Array((0..<40).map { String(repeating: "x中", count: $0) + "\n" }.joined().utf8)
    var text = TerminalText()
    var rows = TextRows(layout: TextLayout(columns: 7))
    for start in stride(from: 0, to: output.count, by: 13) {
      text.append(contentsOf: output[start..<min(start + 13, output.count)])
      rows.update(with: text)
      var fresh = TextRows(layout: rows.layout)
      fresh.update(with: text)
      #expect(rows.count == fresh.count)
    }
    let layout = TextLayout(columns: 7)
    #expect(rows.count == text.lines.reduce(0) { $0 + layout.rowCount(of: $1) })
  }

  @Test func aNewLayoutOrANewTextIsCountedAgain() {
    let long = text(String(repeating: "a", count: 25) + "\n")
    var rows = TextRows(layout: TextLayout(columns: 10))
    rows.update(with: long)
    #expect(rows.count == 3)
    rows.layout.columns = 5
    rows.update(with: long)
    #expect(rows.count == 5)
    rows.layout.wraps = false
    rows.update(with: long)
    #expect(rows.count == 1)
    rows.layout.wraps = true
    rows.update(with: long)
    #expect(rows.count == 5)
    // Another text with more lines than the first: not taken for its continuation.
    rows.update(with: text("a\nb\n" + String(repeating: "c", count: 11)))
    #expect(rows.count == 5)
  }

  @Test func drawingARowDrawsThatRowOfItsLine() {
    let text = text("0123456789abc\nxyz")
    var rows = TextRows(layout: TextLayout(columns: 10))
    rows.update(with: text)
    var screen = Screen(columns: 10, rows: 3)
    for row in 0..<3 { rows.draw(row, of: text, into: &screen, at: row) }
    #expect((0..<3).map { screen.text(row: $0) } == ["0123456789", "abc", "xyz"])
    rows.draw(1, of: text, into: &screen, at: 2) { _, _ in ChangedColumns([11..<12]) }
    #expect(screen[2, 1].style == TextStyle(reverse: true))
    #expect(screen.text(row: 2) == "abc")
  }

  /// The way pullwatch uses these types: a growing output, its rows in a scroll view, a frame
  /// with the changes since the run before highlighted.
  @MainActor @Test func aRunsGrowingOutputComposesAFrameWithItsChanges() {
    var differences = TextDifferences()
    var text = TerminalText(colors: true)
    text.update(to: Array("load \u{1B}[32m0.50\u{1B}[0m\n".utf8))
    text.finish()
    // A new run: the last output is what it is compared with.
    differences.setBaseline(text)
    text = TerminalText(colors: true)
    var rows = TextRows(layout: TextLayout(columns: 12))
    var output = Array("load \u{1B}[32m0.75\u{1B}[0m\n".utf8)
    text.update(to: output)
    output += Array(String(repeating: "long ", count: 4).utf8)
    text.update(to: output)
    rows.update(with: text)
    let scroll = TerminalScrollView(contentRows: rows.count, viewportRows: 4)
    let indicator = RefreshCoordinator(action: nil).indicator  // nothing pulled
    let frame = ListFrame(
      columns: 12,
      rows: 6,
      title: "t",
      scroll: scroll,
      indicator: indicator,
      indicatorText: TextIndicator(indicator, spinnerSeconds: 0),
      status: ""
    )
    let screen = frame.compose { index, screen, row in
      rows.draw(index, of: text, into: &screen, at: row, changes: differences.changes(in:at:))
    }
    #expect((1...3).map { screen.text(row: $0) } == ["load 0.75", "long long lo", "ng long"])
    #expect(screen[1, 5].style == TextStyle(foreground: .green))
    #expect(screen[1, 7].style == TextStyle(foreground: .green, reverse: true))
    #expect(screen[2, 0].style == TextStyle(reverse: true))
  }
}
