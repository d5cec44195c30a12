import Foundation
@_spi(FrontEnd) import PullToRefresh
import PullToRefreshFrontEndRules
import Testing

/// The content states as the front ends show them (F9): which view, loader or ring, touches,
/// Retry, the strings, and the visible area with an iPhone 15's numbers (852 pt tall; a status
/// bar and an inline navigation bar: 103 pt; a large title: 155 pt; a tab bar: 83 pt; the home
/// indicator alone: 34 pt).
@MainActor
struct ContentStatePresentationTests {
  private typealias Presentation = ContentStatePresentation

  /// An idle indicator, as the engine draws a quiet cycle's.
  private let quiet = RefreshIndicator(phase: .idle, progress: 0, pull: 0, restingExtent: 62)
  /// A spinning indicator, as the engine draws a cycle a person started or joined.
  private let spinning = RefreshIndicator(
    phase: .refreshing,
    progress: 1,
    pull: 0,
    restingExtent: 62
  )

  @Test func eachPhaseShowsItsViewAndTheRingReplacesTheLoader() {
    #expect(Presentation.shownPhase(.loading, indicator: quiet) == .loading)
    #expect(Presentation.shownPhase(.loading, indicator: spinning) == nil)
    for indicator in [quiet, spinning] {
      #expect(Presentation.shownPhase(.empty, indicator: indicator) == .empty)
      #expect(Presentation.shownPhase(.failed, indicator: indicator) == .failed)
      #expect(Presentation.shownPhase(.idle, indicator: indicator) == nil)
      #expect(Presentation.shownPhase(.content, indicator: indicator) == nil)
    }
  }

  @Test func theFirstLoadShowsTheLoaderUntilAPersonJoinsIt() async {
    let gate = Gate()
    let coordinator = RefreshCoordinator { await gate.wait() }
    coordinator.itemCount = 0
    coordinator.hostAppeared()
    // The first load (F2): quiet, so the full-screen loader is its indicator.
    #expect(coordinator.contentPhase == .loading)
    #expect(
      Presentation.shownPhase(coordinator.contentPhase, indicator: coordinator.indicator)
        == .loading
    )
    // A refresh from code joins it: the ring shows, the loader goes.
    coordinator.requestRefresh(source: .programmatic)
    #expect(coordinator.contentPhase == .loading)
    #expect(
      Presentation.shownPhase(coordinator.contentPhase, indicator: coordinator.indicator) == nil
    )
    gate.open()
    await coordinator.refresh(source: .scheduled)
    #expect(coordinator.contentPhase == .empty)
    #expect(
      Presentation.shownPhase(coordinator.contentPhase, indicator: coordinator.indicator) == .empty
    )
  }

  @Test func retryIsAQuietCycleThatShowsTheLoaderAgain() async {
    let server = Server()
    let coordinator = RefreshCoordinator { try server.fetch() }
    coordinator.itemCount = 0
    coordinator.hostAppeared()
    await coordinator.refresh(source: .scheduled)
    #expect(coordinator.contentPhase == .failed)
    #expect(coordinator.lastError is Server.Offline)
    #expect(Presentation.retrySource == .retry)
    // Retry (F5): the loader, not the ring.
    server.isOffline = false
    coordinator.requestRefresh(source: Presentation.retrySource)
    #expect(
      Presentation.shownPhase(coordinator.contentPhase, indicator: coordinator.indicator)
        == .loading
    )
    await coordinator.refresh(source: .scheduled)
    #expect(coordinator.contentPhase == .empty)
  }

  @Test func onlyTheFailedViewTakesTouches() {
    #expect(Presentation.takesTouches(.failed))
    #expect(!Presentation.takesTouches(.empty))
    #expect(!Presentation.takesTouches(.loading))
    #expect(!Presentation.takesTouches(nil))
  }

  @Test func theTitlesAreKeysInEveryLanguage() throws {
    #expect(Presentation.title(for: .loading) == "Loading…")
    #expect(Presentation.title(for: .empty) == "No items")
    #expect(Presentation.title(for: .failed) == "Couldn't load items")
    #expect(Presentation.title(for: .idle) == nil)
    #expect(Presentation.title(for: .content) == nil)
    #expect(Presentation.localizationKeys.count == 4)
    let resources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/PullToRefreshUI/Resources")
    for language in ["en", "es", "fr", "de", "ja", "zh-Hans"] {
      let url = resources.appendingPathComponent("\(language).lproj/Localizable.strings")
      let text = try String(contentsOf: url, encoding: .utf8)
      for key in Presentation.localizationKeys {
        #expect(text.contains("\"\(key)\" = \""), "\(language) has \(key)")
      }
    }
  }

  // MARK: - The visible area, SwiftUI

  /// A sample of an iPhone 15's scroll view under an inline bar and over a tab bar.
  private func sample(
    offset: Double,
    top: Double = 103,
    bottom: Double = 83,
    ownInset: Double = 0
  ) -> ScrollEdgeSample? {
    ScrollEdgeSample(
      ScrollAxisMetrics(
        offset: offset,
        contentLength: 0,
        viewportLength: 852,
        leadingInset: top,
        trailingInset: bottom
      ),
      edge: .top,
      ownInset: ownInset
    )
  }

  @Test func theOverlayFillsTheAreaBetweenTheBarsAndMovesWithThePull() throws {
    // At rest: between the 103 pt of bars and the 83 pt tab bar (852 - 186 = 666 pt tall).
    let rest = try #require(
      Presentation.overlayPlacement(for: sample(offset: -103), ownBottomRoom: 0)
    )
    #expect(rest == .init(top: 103, bottom: 83, shift: 0))
    // Pulled 60 pt: it moves down 60 pt with the content.
    let pulled = try #require(
      Presentation.overlayPlacement(for: sample(offset: -163), ownBottomRoom: 0)
    )
    #expect(pulled.shift == 60)
    #expect(pulled.top == 103)
    // Before the first sample the front end lays it out in the safe area.
    #expect(Presentation.overlayPlacement(for: nil, ownBottomRoom: 0) == nil)
  }

  @Test func theOverlayLeavesOutTheRoomTheFrontEndKeeps() throws {
    // Refreshing: 62 pt of room above the content (inset 165); the view moves down with the
    // content by the room, as a row would.
    let refreshing = try #require(
      Presentation.overlayPlacement(
        for: sample(offset: -165, top: 165, ownInset: 62),
        ownBottomRoom: 0
      )
    )
    #expect(refreshing == .init(top: 103, bottom: 83, shift: 62))
    // The load-more footer's 44 pt of room over the tab bar is not the app's inset.
    let footer = try #require(
      Presentation.overlayPlacement(for: sample(offset: -103, bottom: 127), ownBottomRoom: 44)
    )
    #expect(footer.bottom == 83)
  }

  @Test func theOverlayFollowsBarsThatMove() throws {
    // iOS 26: the tab bar minimizes and the bottom inset shrinks to the home indicator's (G1).
    let minimized = try #require(
      Presentation.overlayPlacement(for: sample(offset: -103, bottom: 34), ownBottomRoom: 0)
    )
    #expect(minimized.bottom == 34)
    // A large title: the area starts below it.
    let large = try #require(
      Presentation.overlayPlacement(for: sample(offset: -155, top: 155), ownBottomRoom: 0)
    )
    #expect(large == .init(top: 155, bottom: 83, shift: 0))
  }

  // MARK: - The visible area, UIKit

  @Test func theScrollViewFrameIsTheVisibleAreaFromTheContentsTop() {
    let frame = Presentation.scrollViewFrame(
      contentOffsetX: 0,
      boundsWidth: 393,
      boundsHeight: 852,
      adjustedInsetTop: 103,
      adjustedInsetBottom: 83,
      ownTopRoom: 0,
      ownBottomRoom: 0
    )
    #expect(frame == .init(x: 0, y: 0, width: 393, height: 666))
    // Refreshing (62 pt of room in the top inset) with the footer's 44 pt: the same area.
    let refreshing = Presentation.scrollViewFrame(
      contentOffsetX: 0,
      boundsWidth: 393,
      boundsHeight: 852,
      adjustedInsetTop: 165,
      adjustedInsetBottom: 127,
      ownTopRoom: 62,
      ownBottomRoom: 44
    )
    #expect(refreshing == frame)
    // The tab bar minimized: 49 pt taller.
    let minimized = Presentation.scrollViewFrame(
      contentOffsetX: 0,
      boundsWidth: 393,
      boundsHeight: 852,
      adjustedInsetTop: 103,
      adjustedInsetBottom: 34,
      ownTopRoom: 0,
      ownBottomRoom: 0
    )
    #expect(minimized?.height == 715)
  }

  @Test func aScrollViewFrameNeverGoesNegativeAndIgnoresNonFiniteNumbers() {
    let keyboard = Presentation.scrollViewFrame(
      contentOffsetX: 0,
      boundsWidth: 393,
      boundsHeight: 300,
      adjustedInsetTop: 103,
      adjustedInsetBottom: 336,
      ownTopRoom: 0,
      ownBottomRoom: 0
    )
    #expect(keyboard?.height == 0)
    let broken = Presentation.scrollViewFrame(
      contentOffsetX: .nan,
      boundsWidth: 393,
      boundsHeight: 852,
      adjustedInsetTop: 103,
      adjustedInsetBottom: 83,
      ownTopRoom: 0,
      ownBottomRoom: 0
    )
    #expect(broken == nil)
  }
}

/// A server that is offline until the test brings it back.
@MainActor
final class Server {
  /// What an offline fetch throws.
  struct Offline: Error {}

  /// Whether a fetch throws.
  var isOffline = true

  /// Throws while offline.
  func fetch() throws {
    if isOffline { throw Offline() }
  }
}

/// An action that waits until the test opens it.
@MainActor
final class Gate {
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var isOpen = false

  /// Waits until ``open()``.
  func wait() async {
    guard !isOpen else { return }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Lets every waiter go, and the ones to come.
  func open() {
    isOpen = true
    let resumed = waiting
    waiting.removeAll()
    for waiter in resumed { waiter.resume() }
  }
}
