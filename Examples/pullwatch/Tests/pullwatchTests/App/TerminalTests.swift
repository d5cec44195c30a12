import Testing

@testable import pullwatch

/// What pullwatch asks of the terminal and gives back; nothing here touches a terminal.
@MainActor
struct TerminalTests {
  @Test func focusReportsAreAskedForWithRefreshOnFocusOnly() throws {
    let focus = "\u{1B}[?1004h"
    #expect(Terminal(reportsFocus: true).activationSequence == Terminal.enterSequence + focus)
    #expect(Terminal().activationSequence == Terminal.enterSequence)
    #expect(!Terminal.enterSequence.contains("1004"))
    let options = ["--stale-after", "5", "--refresh-on-focus", "date"]
    #expect(PullwatchApp(options: try PullwatchOptions(arguments: options)).terminal.reportsFocus)
    #expect(!PullwatchApp(options: try PullwatchOptions(arguments: ["date"])).terminal.reportsFocus)
  }

  @Test func restoringTurnsFocusReportsOffWhetherOrNotTheyWereOn() {
    #expect(Terminal.restoreSequence.hasPrefix("\u{1B}[?1004l"))
  }
}
