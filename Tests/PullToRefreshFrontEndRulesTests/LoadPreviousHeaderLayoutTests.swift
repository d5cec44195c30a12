import Foundation
@_spi(FrontEnd) import PullToRefresh
import PullToRefreshFrontEndRules
import Testing

/// The header at the top end: where it goes, the room it keeps and what it says (K4).
struct LoadPreviousHeaderLayoutTests {
  /// An iPhone 15 under an inline bar: 103 pt of safe area above the content.
  private let bars = 103.0

  @Test func atRestTheHeaderFillsItsRoomBetweenTheBarsAndTheFirstRow() throws {
    // The scroll view's top inset is the bars plus the header's 44-pt room; at rest the offset
    // is minus that inset, so the first row is 147 pt down and the header right above it.
    let room = LoadPreviousHeaderLayout.topRoom(
      restingInset: 0,
      loadsPrevious: true,
      headerHeight: nil
    )
    let top = try #require(
      LoadPreviousHeaderLayout.headerTop(
        contentOffset: -(bars + room),
        restingInset: 0,
        headerHeight: 44
      )
    )
    #expect(top == bars)
    #expect(top + 44 == bars + room)
  }

  @Test func theHeaderMovesWithTheContentPointForPoint() throws {
    let rest = try #require(
      LoadPreviousHeaderLayout.headerTop(contentOffset: -147, restingInset: 0, headerHeight: 44)
    )
    for scrolled in [1.0, 10, 50.5, 100] {
      let moved = try #require(
        LoadPreviousHeaderLayout.headerTop(
          contentOffset: -147 + scrolled,
          restingInset: 0,
          headerHeight: 44
        )
      )
      #expect(rest - moved == scrolled)
    }
  }

  @Test func outOfSightTheHeaderHasNoPlaceSoScrollingWritesNothing() {
    // Scrolled so far that the header's bottom reached the frame's top: every position beyond
    // is the same nil, however deep.
    for offset in [0.0, 1, 400, 10_000] {
      #expect(
        LoadPreviousHeaderLayout.headerTop(
          contentOffset: offset,
          restingInset: 0,
          headerHeight: 44
        ) == nil
      )
    }
    // One point before: the header's last point still shows.
    #expect(
      LoadPreviousHeaderLayout.headerTop(contentOffset: -1, restingInset: 0, headerHeight: 44)
        == -43
    )
    #expect(
      LoadPreviousHeaderLayout.headerTop(contentOffset: .nan, restingInset: 0, headerHeight: 44)
        == nil
    )
  }

  @Test func whileRefreshingTheIndicatorsRoomLiesBetweenTheHeaderAndTheRows() throws {
    // A refresh keeps 62 pt above the first row; the header's 44 pt come above that, so the
    // inset is 103 + 62 + 44 = 209 and, at rest, the first row is 209 pt down.
    let room = LoadPreviousHeaderLayout.topRoom(
      restingInset: 62,
      loadsPrevious: true,
      headerHeight: 44
    )
    #expect(room == 106)
    let top = try #require(
      LoadPreviousHeaderLayout.headerTop(
        contentOffset: -(bars + room),
        restingInset: 62,
        headerHeight: 44
      )
    )
    let firstRow = bars + room
    #expect(firstRow - (top + 44) == 62)
    #expect(top == bars)
  }

  @Test func theRoomIsTheMeasuredHeightAndNeverLessThanAFooters() {
    #expect(LoadPreviousHeaderLayout.room(measuredHeight: nil) == 44)
    #expect(LoadPreviousHeaderLayout.room(measuredHeight: 20) == 44)
    #expect(LoadPreviousHeaderLayout.room(measuredHeight: 70) == 70)
    #expect(LoadPreviousHeaderLayout.room(measuredHeight: .infinity) == 44)
    #expect(LoadPreviousHeaderLayout.minimumRoom == LoadMoreFooterLayout.minimumRoom)
  }

  @Test func theHeadersRoomIsKeptOnlyWhileTheTopEndIsOnAndInEveryPhase() {
    #expect(
      LoadPreviousHeaderLayout.topRoom(restingInset: 62, loadsPrevious: false, headerHeight: 70)
        == 62
    )
    #expect(
      LoadPreviousHeaderLayout.topRoom(restingInset: 0, loadsPrevious: true, headerHeight: 70)
        == 70
    )
    // An idle or exhausted header draws nothing, and keeps its 44 pt.
    #expect(
      LoadPreviousHeaderLayout.topRoom(restingInset: 0, loadsPrevious: true, headerHeight: 0)
        == 44
    )
    for inset in [-5.0, .nan, -.infinity] {
      #expect(
        LoadPreviousHeaderLayout.topRoom(restingInset: inset, loadsPrevious: false, headerHeight: 0)
          == 0
      )
    }
  }

  @Test(arguments: LoadMorePhase.allCases)
  func theHeaderSaysSomethingOnlyWhileLoadingOrFailed(phase: LoadMorePhase) {
    let text = LoadPreviousHeaderLayout.text(for: phase)
    #expect((text != nil) == LoadPreviousHeaderLayout.isVisible(phase))
    #expect(LoadPreviousHeaderLayout.offersRetry(phase) == (phase == .failed))
    if let text {
      #expect(LoadPreviousHeaderLayout.localizationKeys.contains(text))
    }
  }

  @Test func theTextsAreKeysInEveryLanguage() throws {
    let resources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/PullToRefreshUI/Resources")
    let keys = LoadPreviousHeaderLayout.localizationKeys + ["Loading previous failed"]
    for language in ["en", "es", "fr", "de", "ja", "zh-Hans"] {
      let url = resources.appendingPathComponent("\(language).lproj/Localizable.strings")
      let text = try String(contentsOf: url, encoding: .utf8)
      for key in keys {
        #expect(text.contains("\"\(key)\" = \""), "\(language) has \(key)")
      }
    }
  }
}
