import PullToRefresh
import Testing

@testable import PullToRefreshTerminal

struct TextLoadPreviousHeaderTests {
  @Test func eachPhaseHasItsLine() {
    #expect(TextLoadPreviousHeader(.idle).line == "")
    #expect(
      TextLoadPreviousHeader(.loading).line
        == "\(TextIndicator.spinner(angle: 0)) Loading previous…"
    )
    #expect(
      TextLoadPreviousHeader(.loading, loadingText: "Loading earlier messages…").line
        .hasSuffix(" Loading earlier messages…")
    )
    // K4: nothing above, nothing said, unless the app says it.
    #expect(TextLoadPreviousHeader(.exhausted).line == "")
    #expect(
      TextLoadPreviousHeader(.exhausted, exhaustedText: "Beginning of output").line
        == "Beginning of output"
    )
    #expect(TextLoadPreviousHeader(.failed).line == "✗ Couldn't load previous")
    #expect(
      TextLoadPreviousHeader(.failed, failedText: "Couldn't load previous: x · p retries").line
        == "✗ Couldn't load previous: x · p retries"
    )
  }

  @Test func theSpinnerTurnsWithItsAngle() {
    #expect(
      TextLoadPreviousHeader(.loading, spinnerAngle: 45).line
        != TextLoadPreviousHeader(.loading).line
    )
  }

  @MainActor @Test func theFrameDrawsTheHeaderOnTheContentsFirstRowAndTheAppsRowsAfterIt() {
    let indicator = EngineIndicator.idle
    var drawn: [Int] = []
    let frame = ListFrame(
      columns: 40,
      rows: 12,
      title: "title",
      scroll: TerminalScrollView(contentRows: 42, viewportRows: 10),
      indicator: indicator,
      indicatorText: TextIndicator(indicator, spinnerSeconds: 0),
      status: "s",
      footer: TextLoadMoreFooter(.idle),
      header: TextLoadPreviousHeader(.failed, failedText: "Couldn't load previous")
    )
    var screen = frame.compose { index, screen, row in
      drawn.append(index)
      screen.write("line \(index)", row: row, column: 0)
    }
    #expect(screen.text(row: 1).contains("✗ Couldn't load previous"))
    #expect(screen.text(row: 1).hasPrefix("        "))
    #expect(screen[1, 12].style.foreground == .red)
    #expect(screen.text(row: 2) == "line 0")
    #expect(drawn == Array(0..<9))

    // At the end, the footer is the last row and the app's last row (40) is before it.
    var end = frame
    end.scroll.scrollToEnd()
    drawn = []
    screen = end.compose { index, screen, row in
      drawn.append(index)
      screen.write("line \(index)", row: row, column: 0)
    }
    #expect(screen.text(row: 9) == "line 39")
    #expect(drawn.last == 39)
  }
}
