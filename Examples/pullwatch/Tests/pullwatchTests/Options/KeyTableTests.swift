import PullToRefreshTerminal
import Testing

@testable import pullwatch

/// One table of keys makes both `--help`'s `keys:` section and the `?` help screen.
struct KeyTableTests {
  @Test func helpAndTheHelpScreenListTheSameTable() {
    let table = KeyTable.lines(width: PullwatchOptions.usageWidth).joined(separator: "\n")
    #expect(PullwatchOptions.usage.contains("keys:\n" + table + "\n\n"))
    // The help screen, as wide as --help, shows the same lines under its title.
    let screen = HelpScreen().screen(columns: PullwatchOptions.usageWidth, rows: 60)
    let shown = (1...KeyTable.lines(width: PullwatchOptions.usageWidth).count).map {
      screen.text(row: $0)
    }
    #expect(shown == KeyTable.lines(width: PullwatchOptions.usageWidth))
  }

  @Test(arguments: ["/", "n", "N", "?", "[", "]", "h", "q", "Ctrl-C"])
  func theKeysAreListedInBoth(key: String) throws {
    let entry = try #require(
      KeyTable.entries.first { $0.keys.split(separator: " ").contains { $0 == key } }
    )
    #expect(PullwatchOptions.usage.contains("\n  \(entry.keys)  "))
    let screen = HelpScreen().screen(columns: 80, rows: 60)
    #expect((0..<screen.rows).contains { screen.text(row: $0).hasPrefix("  \(entry.keys)  ") })
  }

  @Test func theHistoryKeysHaveTheirLine() {
    #expect(
      KeyTable.entries.contains {
        $0.keys == "[ ]" && $0.action.hasPrefix("show an earlier run, a later one")
      }
    )
  }

  @Test(arguments: [1, 2, 5, 12, 30, 52, 53, 80, 200])
  func everyLineFitsTheWidth(width: Int) {
    for line in KeyTable.lines(width: width) {
      #expect(DisplayWidth.of(line) <= width, "\(line)")
    }
  }

  @Test func theUsageFitsItsWidth() {
    for line in PullwatchOptions.usage.split(separator: "\n") {
      #expect(DisplayWidth.of(String(line)) <= PullwatchOptions.usageWidth, "\(line)")
    }
  }
}
