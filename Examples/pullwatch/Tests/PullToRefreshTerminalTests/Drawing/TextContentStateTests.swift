import PullToRefresh
import Testing

@testable import PullToRefreshTerminal

/// The content states in text (Behavior.md, F9): which phase draws which view, and where the
/// frame puts it.
@MainActor
struct TextContentStateTests {
  @Test func idleAndContentDrawNoViewAndTheRingReplacesTheLoader() {
    #expect(TextContentState(.idle, showsRing: false) == nil)
    #expect(TextContentState(.content, showsRing: false) == nil)
    #expect(TextContentState(.content, showsRing: true) == nil)
    // A pull started or joined the cycle: the ring is its indicator, not the loader.
    #expect(TextContentState(.loading, showsRing: true) == nil)
  }

  @Test func eachViewHasItsLineAndHint() throws {
    let loader = try #require(
      TextContentState(.loading, showsRing: false, loadingText: "Running the command…")
    )
    #expect(loader.line == "\(TextIndicator.spinner(angle: 0)) Running the command…")
    #expect(loader.hint == nil)
    #expect(loader.isLoader)
    let empty = try #require(
      TextContentState(.empty, showsRing: false, emptyText: "No output", emptyHint: "r runs")
    )
    #expect(empty.lines == ["No output", "r runs"])
    #expect(!empty.isLoader)
    let failed = try #require(
      TextContentState(.failed, showsRing: false, failedText: "exit status 3", failedHint: "r")
    )
    #expect(failed.lines == ["✗ exit status 3", "r"])
    // The defaults, and no hint line without a hint.
    #expect(TextContentState(.empty, showsRing: false)?.lines == ["No items"])
    #expect(TextContentState(.failed, showsRing: false)?.lines == ["✗ Couldn't load"])
    #expect(TextContentState(.loading, showsRing: false)?.line.hasSuffix(" Loading…") == true)
  }

  @Test func theLoadersSpinnerTurnsWithItsAngle() {
    let start = TextContentState(.loading, showsRing: false, spinnerAngle: 0)
    let later = TextContentState(.loading, showsRing: false, spinnerAngle: 45)
    #expect(start != nil && later != nil && start != later)
  }

  // MARK: - In the frame

  /// The list of a frame of 40 × 12 (10 list rows) with no rows, pulled `rows` rows.
  private func list(pulledRows rows: Int) -> TerminalScrollView {
    var scroll = TerminalScrollView(contentRows: 0, viewportRows: 10)
    if rows > 0 {
      scroll.pressed(row: 0)
      scroll.dragged(row: rows)
    }
    return scroll
  }

  /// The frame of `scroll` with `state`, no rows of content drawn.
  private func screen(
    _ state: TextContentState?,
    scroll: TerminalScrollView? = nil,
    indicator: RefreshIndicator? = nil,
    columns: Int = 40
  ) -> Screen {
    let scroll = scroll ?? list(pulledRows: 0)
    let indicator = indicator ?? EngineIndicator.pulled(scroll.edgeOffset)
    return ListFrame(
      columns: columns,
      rows: 12,
      title: "title",
      scroll: scroll,
      indicator: indicator,
      indicatorText: TextIndicator(indicator, spinnerSeconds: 0),
      status: "status",
      contentState: state
    ).compose { _, _, _ in Issue.record("a content state draws no rows") }
  }

  /// The screen rows (1 to 10, the list) whose text contains `text`.
  private func rows(of text: String, in screen: Screen) -> [Int] {
    (1...10).filter { screen.text(row: $0).contains(text) }
  }

  @Test func theViewIsCentredInTheListAndItsStylesSayWhatItIs() throws {
    let failed = TextContentState(
      .failed,
      showsRing: false,
      failedText: "exit status 3",
      failedHint: "r retries"
    )
    let drawn = screen(failed)
    // Two lines in ten list rows: list rows 4 and 5, screen rows 5 and 6.
    #expect(rows(of: "✗ exit status 3", in: drawn) == [5])
    #expect(rows(of: "r retries", in: drawn) == [6])
    #expect(drawn.text(row: 5) == String(repeating: " ", count: 12) + "✗ exit status 3")
    let mark = try #require(drawn.text(row: 5).firstIndex(of: "✗"))
    let column = drawn.text(row: 5).distance(from: drawn.text(row: 5).startIndex, to: mark)
    #expect(drawn[5, column].style.foreground == .red)
    #expect(drawn[5, column].style.bold)
    #expect(drawn[6, 20].style.dim)
    #expect(drawn.text(row: 11).hasPrefix(" status"))

    let loader = screen(TextContentState(.loading, showsRing: false))
    #expect(rows(of: "Loading…", in: loader) == [5])
    #expect(loader[5, 16].style.foreground == .green)
    let empty = screen(TextContentState(.empty, showsRing: false, emptyText: "No output"))
    #expect(rows(of: "No output", in: empty) == [5])
    #expect(empty[5, 16].style.bold && empty[5, 16].style.foreground == nil)
  }

  @Test func aPullMovesTheEmptyViewDownByTheGapBelowTheIndicator() {
    let empty = TextContentState(.empty, showsRing: false, emptyText: "No output")
    let scroll = list(pulledRows: 6)
    #expect(scroll.gapRows >= 2)
    let pulled = screen(empty, scroll: scroll)
    #expect(rows(of: "No output", in: pulled) == [5 + scroll.gapRows])
    // The ring above it, in the gap.
    #expect(!rows(of: "Pull to refresh", in: pulled).isEmpty)
  }

  @Test func theLoaderIsItsCyclesIndicatorSoTheGapShowsNone() {
    // F3: the engine's indicator stays idle however far the loader is pulled.
    let scroll = list(pulledRows: 8)
    let pulled = screen(
      TextContentState(.loading, showsRing: false),
      scroll: scroll,
      indicator: EngineIndicator.idle
    )
    #expect(rows(of: "Loading…", in: pulled) == [5 + scroll.gapRows])
    #expect(rows(of: "to refresh", in: pulled).isEmpty)
    // The same idle indicator over the empty view is drawn (the spring back after a refresh).
    let empty = screen(
      TextContentState(.empty, showsRing: false),
      scroll: scroll,
      indicator: EngineIndicator.idle
    )
    #expect(!rows(of: "to refresh", in: empty).isEmpty)
  }

  @Test func aLongLineIsCut() {
    let long = TextContentState(
      .failed,
      showsRing: false,
      failedText: String(repeating: "x", count: 100),
      failedHint: "r retries"
    )
    let narrow = screen(long, columns: 20)
    #expect(narrow.text(row: 5) == "✗ " + String(repeating: "x", count: 17) + "…")
    #expect(narrow.text(row: 6) == "     r retries")
  }
}
