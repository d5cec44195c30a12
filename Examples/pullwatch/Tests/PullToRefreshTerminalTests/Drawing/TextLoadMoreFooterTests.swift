import PullToRefresh
import Testing

@testable import PullToRefreshTerminal

struct TextLoadMoreFooterTests {
  @Test func eachPhaseHasItsLine() {
    #expect(TextLoadMoreFooter(.idle).line == "")
    #expect(TextLoadMoreFooter(.loading).line == "\(TextIndicator.spinner(angle: 0)) Loading more…")
    #expect(TextLoadMoreFooter(.exhausted).line == "No more items")
    #expect(
      TextLoadMoreFooter(.exhausted, exhaustedText: "No more output").line == "No more output"
    )
    #expect(TextLoadMoreFooter(.failed).line == "✗ Couldn't load more")
    #expect(
      TextLoadMoreFooter(.failed, failedText: "Couldn't load more: x").line
        == "✗ Couldn't load more: x"
    )
  }

  @Test func theSpinnerTurnsWithItsAngle() {
    #expect(
      TextLoadMoreFooter(.loading, spinnerAngle: 45).line != TextLoadMoreFooter(.loading).line
    )
  }

  @MainActor @Test func theFrameDrawsTheFooterOnTheContentsLastRowInsteadOfARow() {
    var scroll = TerminalScrollView(contentRows: 41, viewportRows: 10)
    scroll.scrollToEnd()
    let indicator = EngineIndicator.idle
    var drawn: [Int] = []
    let screen = ListFrame(
      columns: 40,
      rows: 12,
      title: "title",
      scroll: scroll,
      indicator: indicator,
      indicatorText: TextIndicator(indicator, spinnerSeconds: 0),
      status: "s",
      footer: TextLoadMoreFooter(.exhausted, exhaustedText: "No more output")
    ).compose { index, screen, row in
      drawn.append(index)
      screen.write("line \(index)", row: row, column: 0)
    }
    #expect(screen.text(row: 9) == "line 39")
    #expect(screen.text(row: 10).contains("No more output"))
    #expect(screen.text(row: 10).hasPrefix("             No more"))
    #expect(!drawn.contains(40))
  }
}
