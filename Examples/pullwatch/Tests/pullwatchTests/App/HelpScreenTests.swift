import PullToRefreshTerminal
import Testing

@testable import pullwatch

/// The `?` help screen in windows of every size: it scrolls, and cuts rather than garbles.
struct HelpScreenTests {
  private func rows(_ screen: Screen) -> [String] { (0..<screen.rows).map { screen.text(row: $0) } }

  @Test func aTallWindowShowsEveryKeyAndHowToClose() {
    let shown = rows(HelpScreen().screen(columns: 100, rows: 40))
    #expect(shown[0] == " pullwatch keys")
    #expect(shown.contains { $0.hasPrefix("  /  ") })
    #expect(shown.contains { $0.hasPrefix("  Ctrl-C  ") })
    #expect(shown.last == " any key closes")
  }

  @Test func aShortWindowScrollsWithinTheTable() {
    var help = HelpScreen()
    let count = KeyTable.lines(width: 30).count
    let closing = rows(help.screen(columns: 30, rows: 8)).last ?? ""
    #expect(closing.hasPrefix(" lines 1-6 of \(count) · up and"))
    #expect(closing.hasSuffix("…") && DisplayWidth.of(closing) == 30)
    help.scroll(by: 1, columns: 30, rows: 8)
    #expect(rows(help.screen(columns: 30, rows: 8))[1] == KeyTable.lines(width: 30)[1])
    help.scroll(by: 1000, columns: 30, rows: 8)
    #expect(help.firstLine == count - 6)
    #expect(rows(help.screen(columns: 30, rows: 8))[6] == KeyTable.lines(width: 30).last)
    help.scroll(by: -1000, columns: 30, rows: 8)
    #expect(help.firstLine == 0)
  }

  @Test(arguments: [(1, 1), (2, 1), (1, 2), (3, 3), (10, 2), (0, 0), (5000, 3000)])
  func anySizeDrawsWithinTheWindow(columns: Int, rows: Int) {
    var help = HelpScreen()
    help.scroll(by: 3, columns: columns, rows: rows)
    let screen = help.screen(columns: columns, rows: rows)
    for row in self.rows(screen) {
      #expect(DisplayWidth.of(row) <= screen.columns)
    }
  }
}
