import PullToRefresh
import Testing

@testable import PullToRefreshTerminal

@MainActor
struct ListFrameTests {
  private func frame(
    pulledRows: Int = 0,
    columns: Int = 60,
    status: String = "Pull down to refresh"
  ) -> Screen {
    var scroll = TerminalScrollView(contentRows: 40, viewportRows: 10)
    if pulledRows > 0 {
      scroll.pressed(row: 0)
      scroll.dragged(row: pulledRows)
    }
    let indicator = EngineIndicator.pulled(scroll.edgeOffset)
    let frame = ListFrame(
      columns: columns,
      rows: 12,
      title: "title",
      scroll: scroll,
      indicator: indicator,
      indicatorText: TextIndicator(indicator, spinnerSeconds: 0),
      status: status,
      hints: "q quit"
    )
    return frame.compose { index, screen, row in screen.write("line \(index)", row: row, column: 0)
    }
  }

  @Test func atRestTheListStartsUnderTheTitle() {
    let screen = frame()
    #expect(screen.text(row: 0) == " title")
    #expect(screen.text(row: 1) == "line 0")
    #expect(screen.text(row: 10) == "line 9")
    #expect(screen[0, 3].style.reverse)
  }

  @Test func aPullOpensAGapWithTheIndicatorWhereTheEngineSaysItIs() {
    let screen = frame(pulledRows: 10)
    let gap = (1...10).prefix { !screen.text(row: $0).hasPrefix("line") }.count
    #expect(gap >= 3)
    #expect(screen.text(row: 1 + gap) == "line 0")
    let indicatorRows = (1...gap).filter { screen.text(row: $0).contains("to refresh") }
    // The indicator's centre is min(pull, resting extent) / 2 = 31 points from the edge: row 1.
    #expect(indicatorRows == [2])
  }

  @Test func aPullThatIsNoRefreshOpensAGapWithNoIndicator() {
    // T8: the top end owns the edge: the engine counts no pull, and the gap shows nothing,
    // neither while pulled nor as the content springs back; a refresh's spinner still shows.
    var scroll = TerminalScrollView(contentRows: 40, viewportRows: 10)
    scroll.pressed(row: 0)
    scroll.dragged(row: 8)
    let gap = scroll.gapRows
    #expect(gap >= 2)
    let compose = { (indicator: RefreshIndicator, pullRefreshes: Bool) in
      ListFrame(
        columns: 60,
        rows: 12,
        title: "title",
        scroll: scroll,
        indicator: indicator,
        indicatorText: TextIndicator(indicator, spinnerSeconds: 0),
        status: "s",
        pullRefreshes: pullRefreshes
      ).compose { index, screen, row in screen.write("line \(index)", row: row, column: 0) }
    }
    let owned = compose(EngineIndicator.idle, false)
    #expect((1...gap).allSatisfy { owned.text(row: $0).isEmpty })
    #expect(owned.text(row: 1 + gap) == "line 0")
    let idle = compose(EngineIndicator.idle, true)
    #expect((1...gap).contains { idle.text(row: $0).contains("Pull to refresh") })
    let refreshing = compose(EngineIndicator.refreshing(), false)
    #expect((1...gap).contains { refreshing.text(row: $0).contains("Refreshing") })
  }

  @Test func theStatusRowHasTheHintsWhenThereIsRoomAndIsCutWithAnEllipsis() {
    let wide = frame(status: "✓ Updated 10:00:00")
    #expect(wide.text(row: 11).hasPrefix(" ✓ Updated 10:00:00"))
    #expect(wide.text(row: 11).hasSuffix("q quit"))
    let narrow = frame(columns: 24, status: "✗ Refresh failed: exit status 3")
    #expect(narrow.text(row: 11) == " ✗ Refresh failed: exit…")
  }

  @Test func aTinyTerminalDrawsWithoutTrapping() {
    for rows in 0...3 {
      let indicator = EngineIndicator.refreshing()
      let frame = ListFrame(
        columns: 5,
        rows: rows,
        title: "t",
        scroll: TerminalScrollView(contentRows: 3, viewportRows: 1),
        indicator: indicator,
        indicatorText: TextIndicator(indicator, spinnerSeconds: 0),
        status: "s"
      )
      let screen = frame.compose { index, screen, row in
        screen.write("\(index)", row: row, column: 0)
      }
      #expect(screen.rows == rows)
    }
  }

  // MARK: - Extreme values (issue 13: each of these trapped before)

  @Test func aConfigurationTheEngineAcceptsWith1e300Composes() {
    let configuration = RefreshConfiguration(threshold: .points(1e300), restingExtent: 1e300)
    var scroll = TerminalScrollView(contentRows: 30, viewportRows: 10)
    scroll.setTopInset(configuration.restingExtent, revealing: true, at: 0)
    scroll.advance(to: 100)
    let coordinator = RefreshCoordinator(configuration: configuration, action: nil)
    coordinator.requestRefresh()
    var indicator = coordinator.indicator
    indicator.offset = .infinity
    let frame = ListFrame(
      columns: 40,
      rows: 12,
      title: "t",
      scroll: scroll,
      indicator: indicator,
      indicatorText: TextIndicator(indicator, spinnerSeconds: 1e300),
      status: "s"
    )
    let screen = frame.compose { _, _, _ in Issue.record("no content row is in view") }
    #expect(screen.text(row: 10).contains("Refreshing"))
  }

  @Test func sizesBeyondTheScreensLargestAreHeldThere() {
    let scroll = TerminalScrollView(contentRows: 3, viewportRows: 10)
    let indicator = EngineIndicator.idle
    var frame = ListFrame(
      columns: .max,
      rows: .max,
      title: "t",
      scroll: scroll,
      indicator: indicator,
      indicatorText: TextIndicator(indicator, spinnerSeconds: 0),
      status: "s"
    )
    #expect(frame.columns == Screen.maximumColumns && frame.rows == Screen.maximumRows)
    var drawn: [Int] = []
    let screen = frame.compose { index, _, _ in drawn.append(index) }
    #expect(screen.rows == Screen.maximumRows && drawn == [0, 1, 2])
    frame.rows = .min
    frame.columns = .min
    #expect(frame.compose { _, _, _ in }.rows == 0)
    #expect(ListFrame.listRows(forTerminalRows: .min) == 1)
  }

  @Test func withoutATitleOrAStatusTheListTakesEveryRow() {
    #expect(ListFrame.listRows(forTerminalRows: 10, showsTitle: false, showsStatus: false) == 10)
    #expect(ListFrame.listRows(forTerminalRows: 10, showsTitle: true, showsStatus: false) == 9)
    let scroll = TerminalScrollView(contentRows: 20, viewportRows: 10)
    let indicator = EngineIndicator.idle
    let frame = ListFrame(
      columns: 20,
      rows: 10,
      title: nil,
      scroll: scroll,
      indicator: indicator,
      indicatorText: TextIndicator(indicator, spinnerSeconds: 0),
      status: nil
    )
    var drawn: [Int] = []
    let screen = frame.compose { index, screen, row in
      drawn.append(index)
      screen.write("row \(index)", row: row, column: 0)
    }
    #expect(drawn == Array(0..<10))
    #expect(screen.text(row: 9).hasPrefix("row 9"))
  }
}
