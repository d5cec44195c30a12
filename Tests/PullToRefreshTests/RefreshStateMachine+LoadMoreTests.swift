import Testing

@testable import PullToRefresh

/// The footer at the far end through the state machine (Behavior.md, "Load more": L1–L8).
///
/// The numbers: a 600 pt viewport over 2,000 pt of content, so the content can scroll 1,400 pt;
/// the default distance is half the viewport (300 pt), so the content is near its end from 1,100
/// pt scrolled (an edge offset of -1,100) on.
@Suite struct RefreshStateMachineLoadMoreTests {
  private typealias Machine = RefreshStateMachine

  /// A machine with loading near the end on, 2,000 pt of content and the content at its top.
  private static func footer(
    _ configuration: RefreshConfiguration = .default,
    content: Double = 2000
  ) -> Machine {
    var machine = Machine(configuration: configuration)
    _ = machine.viewportChanged(600)
    _ = machine.loadMoreEnabledChanged(true)
    _ = machine.contentChanged(content)
    _ = machine.scrolled(edgeOffset: 0)
    return machine
  }

  /// A machine whose first load is in flight, started by scrolling to the end.
  private static func loading(_ configuration: RefreshConfiguration = .default) -> Machine {
    var machine = footer(configuration)
    _ = machine.scrolled(edgeOffset: -1400)
    return machine
  }

  // MARK: - L1 Automatic start

  @Test func reachingTheEndStartsOneLoad() {
    var machine = Self.footer()
    #expect(machine.scrolled(edgeOffset: -1000) == [])
    #expect(machine.scrolled(edgeOffset: -1099) == [])
    #expect(machine.scrolled(edgeOffset: -1100) == [.startLoad])
    #expect(machine.loadMore.phase == .loading)
    #expect(machine.loadMore.load == 1)
    for offset in stride(from: -1100.0, through: -1400, by: -20) {
      #expect(machine.scrolled(edgeOffset: offset) == [])
    }
    #expect(machine.loadMore.load == 1)
  }

  /// Momentum and programmatic scrolls count: no finger is ever down here.
  @Test func movementWithoutAFingerCounts() {
    var machine = Self.footer()
    #expect(!machine.isInteracting)
    #expect(machine.scrolled(edgeOffset: -1300) == [.startLoad])
  }

  @Test(arguments: [nil, 0.0])
  func anEmptyContentNeverLoadsByItself(content: Double?) {
    var machine = Machine()
    _ = machine.viewportChanged(600)
    _ = machine.loadMoreEnabledChanged(true)
    if let content { _ = machine.contentChanged(content) }
    for offset in [0.0, -10, -500, -5000] {
      #expect(machine.scrolled(edgeOffset: offset) == [])
    }
    #expect(machine.loadMore.phase == .idle)
    // A request still loads: the app asked (L3).
    #expect(machine.loadMoreRequested() == [.startLoad])
  }

  @Test func nothingLoadsWithoutAnAction() {
    var machine = Machine()
    _ = machine.viewportChanged(600)
    _ = machine.contentChanged(2000)
    #expect(machine.scrolled(edgeOffset: -1400) == [])
    #expect(machine.loadMoreRequested() == [])
    #expect(machine.loadMore.phase == .idle)
  }

  @Test func aDistanceInPointsAndAFractionResolve() {
    var points = Self.footer(.init(loadMoreDistance: .points(100)))
    #expect(points.scrolled(edgeOffset: -1299) == [])
    #expect(points.scrolled(edgeOffset: -1300) == [.startLoad])
    var fraction = Self.footer(.init(loadMoreDistance: .fraction(1)))
    #expect(fraction.scrolled(edgeOffset: -799) == [])
    #expect(fraction.scrolled(edgeOffset: -800) == [.startLoad])
    // A fractional distance needs a viewport.
    var unresolved = Machine()
    _ = unresolved.loadMoreEnabledChanged(true)
    _ = unresolved.contentChanged(2000)
    #expect(unresolved.scrolled(edgeOffset: -1400) == [])
    #expect(unresolved.loadMoreReach == nil)
  }

  /// The far end is opposite the refresh edge.
  ///
  /// A chat that refreshes at the bottom loads older messages at the top. The machine measures
  /// from the refresh edge, so the rules are the same.
  @Test func theFarEndIsOppositeTheRefreshEdge() {
    var chat = Self.footer(.init(edge: .bottom))
    #expect(chat.scrolled(edgeOffset: -1099) == [])
    #expect(chat.scrolled(edgeOffset: -1100) == [.startLoad])
  }

  // MARK: - L2 Edge-triggered

  @Test func aPageThatAddedNothingDoesNotLoop() {
    var machine = Self.loading()
    #expect(machine.loadFinished(.more, load: 1) == [.loadFinished(.more)])
    #expect(machine.loadMore.phase == .idle)
    for offset in [-1400.0, -1300, -1200, -1100] {
      #expect(machine.scrolled(edgeOffset: offset) == [])
    }
    // Scrolling away and back is a new arrival.
    #expect(machine.scrolled(edgeOffset: -1000) == [])
    #expect(machine.scrolled(edgeOffset: -1200) == [.startLoad])
    #expect(machine.loadMore.load == 2)
  }

  /// Short content fills the viewport: each page that adds rows with the end still in view
  /// loads the next one at once.
  @Test func aPageThatAddedRowsLoadsAgainAtOnce() {
    var machine = Machine()
    _ = machine.viewportChanged(600)
    _ = machine.loadMoreEnabledChanged(true)
    #expect(machine.contentChanged(300) == [.startLoad])
    #expect(machine.loadFinished(.more, load: 1) == [.loadFinished(.more)])
    #expect(machine.contentChanged(700) == [.startLoad])
    #expect(machine.loadFinished(.more, load: 2) == [.loadFinished(.more)])
    // The viewport is full now and 800 pt remain: nothing more until the user scrolls.
    #expect(machine.contentChanged(1400) == [])
    #expect(machine.loadMore.phase == .idle)
    #expect(machine.scrolled(edgeOffset: -500) == [.startLoad])
  }

  /// Amended L2: only what happens after a load ended makes the footer ready.
  ///
  /// A length seen while the load is in flight is not the page's rows (they reach the engine after its
  /// result), so its end starts nothing: deciding there would load twice.
  @Test func aLengthSeenWhileLoadingMakesNothingReady() {
    var machine = Self.loading()
    #expect(machine.contentChanged(2100) == [])
    #expect(machine.loadFinished(.more, load: 1) == [.loadFinished(.more)])
    #expect(machine.loadMore.phase == .idle)
    // The page's rows, reported after its result, make it ready: the next load starts.
    #expect(machine.contentChanged(2200) == [.startLoad])
  }

  /// Amended L2: leaving the end and coming back while a load is in flight makes nothing
  /// ready either.
  @Test func movingAwayAndBackWhileLoadingMakesNothingReady() {
    var machine = Self.loading()
    _ = machine.scrolled(edgeOffset: 0)
    _ = machine.scrolled(edgeOffset: -1400)
    #expect(machine.loadFinished(.more, load: 1) == [.loadFinished(.more)])
    #expect(machine.scrolled(edgeOffset: -1401) == [])
  }

  /// Amended L2: a load the app cancelled is not started again at once with the end in view.
  @Test func aCancelledLoadIsNotStartedAgainAtOnce() {
    var machine = Self.loading()
    #expect(machine.loadMoreCancelRequested() == [.cancelLoad])
    #expect(machine.scrolled(edgeOffset: -1401) == [])
    #expect(machine.loadMore.phase == .idle)
    _ = machine.scrolled(edgeOffset: 0)
    #expect(machine.scrolled(edgeOffset: -1400) == [.startLoad])
  }

  // MARK: - L3 One at a time; requests

  @Test func aRequestStartsALoadAnywhereAndJoinsOneInFlight() {
    var machine = Self.footer()
    #expect(machine.loadMoreRequested() == [.startLoad])
    #expect(machine.loadMoreRequested() == [])
    #expect(machine.scrolled(edgeOffset: -1400) == [])
    #expect(machine.loadMore.load == 1)
    #expect(machine.loadMore.phase == .loading)
  }

  // MARK: - L4 Results

  @Test(
    arguments: [
      (LoadMoreOutcome.more, LoadMorePhase.idle), (.end, .exhausted), (.failure, .failed),
      (.cancelled, .idle),
    ]
  )
  func eachResultSetsTheFooter(outcome: LoadMoreOutcome, phase: LoadMorePhase) {
    var machine = Self.loading()
    let expected: Machine.Effects =
      outcome == .failure
      ? [.announce(.loadMoreFailed), .loadFinished(.failure)] : [.loadFinished(outcome)]
    #expect(machine.loadFinished(outcome, load: 1) == expected)
    #expect(machine.loadMore.phase == phase)
  }

  @Test func aStaleOrLateCompletionChangesNothing() {
    var machine = Self.loading()
    #expect(machine.loadFinished(.end, load: 0) == [])
    #expect(machine.loadMoreCancelRequested() == [.cancelLoad])
    #expect(machine.loadFinished(.end, load: 1) == [])
    #expect(machine.loadMore.phase == .idle)
  }

  // MARK: - L5 Failed waits for the user

  @Test func aFailedFooterWaitsForARequestOrADrag() {
    var machine = Self.loading()
    _ = machine.loadFinished(.failure, load: 1)
    #expect(machine.scrolled(edgeOffset: -1000) == [])
    #expect(machine.scrolled(edgeOffset: -1400) == [])
    #expect(machine.loadMore.phase == .failed)
    // A new drag with the end in view loads at once.
    #expect(machine.interactionBegan() == [.startLoad])
    _ = machine.loadFinished(.failure, load: 2)
    // A request loads from failed.
    #expect(machine.loadMoreRequested() == [.startLoad])
  }

  @Test func aDragAwayFromTheEndLoadsWhenTheEndComes() {
    var machine = Self.loading()
    _ = machine.loadFinished(.failure, load: 1)
    _ = machine.scrolled(edgeOffset: -200)
    #expect(machine.interactionBegan() == [])
    #expect(machine.loadMore.phase == .idle)
    #expect(machine.scrolled(edgeOffset: -1200) == [.startLoad])
  }

  // MARK: - L6 Exhausted

  @Test func anExhaustedFooterLoadsNothingUntilReset() {
    var machine = Self.loading()
    _ = machine.loadFinished(.end, load: 1)
    #expect(machine.loadMoreRequested() == [])
    #expect(machine.scrolled(edgeOffset: -500) == [])
    #expect(machine.scrolled(edgeOffset: -1400) == [])
    _ = machine.interactionBegan()
    #expect(machine.loadMore.phase == .exhausted)
    _ = machine.interactionEnded()
    #expect(machine.loadMoreReset() == [.startLoad])
  }

  @Test func aSuccessfulRefreshStartsThePagesOver() {
    var machine = Self.loading(.init(minimumRefreshingDuration: .zero, finishingDuration: .zero))
    _ = machine.loadFinished(.end, load: 1)
    _ = machine.scrolled(edgeOffset: 0)
    _ = machine.refreshRequested()
    #expect(machine.actionFinished(.success, cycle: 1).contains(.announce(.updated)))
    #expect(machine.loadMore.phase == .idle)
    #expect(machine.scrolled(edgeOffset: -1400) == [.startLoad])
  }

  @Test(arguments: [RefreshOutcome.failure, .cancelled, .timedOut])
  func anUnsuccessfulRefreshLeavesTheFooter(outcome: RefreshOutcome) {
    var machine = Self.loading(.init(minimumRefreshingDuration: .zero))
    _ = machine.loadFinished(.end, load: 1)
    _ = machine.refreshRequested()
    _ = machine.actionFinished(outcome, cycle: 1)
    #expect(machine.loadMore.phase == .exhausted)
  }

  // MARK: - L7 Refresh first

  @Test func aRefreshCancelsTheLoadInFlight() {
    var machine = Self.loading()
    let effects = machine.refreshRequested()
    #expect(effects.contains(.cancelLoad))
    #expect(effects.contains(.startAction))
    #expect(machine.loadMore.phase == .idle)
    // Its late completion changes nothing.
    #expect(machine.loadFinished(.more, load: 1) == [])
    #expect(machine.loadMore.phase == .idle)
  }

  @Test func aPullThatStartsARefreshCancelsTheLoad() {
    var machine = Self.footer(.init(trigger: .onThreshold))
    _ = machine.loadMoreRequested()
    _ = machine.interactionBegan()
    #expect(machine.scrolled(edgeOffset: 95).contains(.cancelLoad))
    #expect(machine.phase == .refreshing)
  }

  @Test func theControlledFlagCancelsTheLoad() {
    var machine = Self.loading()
    #expect(machine.externalRefreshingChanged(true).contains(.cancelLoad))
  }

  @Test func nothingLoadsWhileRefreshing() {
    var machine = Self.footer(.init(minimumRefreshingDuration: .zero))
    _ = machine.refreshRequested()
    #expect(machine.scrolled(edgeOffset: -1400) == [])
    #expect(machine.loadMoreRequested() == [])
    #expect(machine.loadMore.phase == .idle)
    // Once the refresh has ended, the end in view loads (the refresh succeeded: ready).
    #expect(machine.actionFinished(.success, cycle: 1).contains(.startLoad))
  }

  // MARK: - L8 Going away

  @Test func goingAwayCancelsTheLoadAndCancellingTheRefreshDoesNot() {
    var machine = Self.loading()
    #expect(machine.cancelRequested() == [])
    #expect(machine.loadMore.phase == .loading)
    #expect(machine.disappeared().contains(.cancelLoad))
    #expect(machine.loadMore.phase == .idle)
  }

  @Test func cancellingTheLoadLeavesTheRefresh() {
    var machine = Self.footer()
    _ = machine.refreshRequested()
    #expect(machine.loadMoreCancelRequested() == [])
    #expect(machine.phase == .refreshing)
  }

  @Test func removingTheActionCancelsTheLoad() {
    var machine = Self.loading()
    #expect(machine.loadMoreEnabledChanged(false) == [.cancelLoad])
    #expect(machine.scrolled(edgeOffset: -1000) == [])
    #expect(machine.scrolled(edgeOffset: -1400) == [])
  }

  // MARK: - Bad input

  @Test func invalidContentLengthsAreIgnored() {
    var machine = Self.footer()
    for length in [-1, Double.nan, .infinity, -.infinity] {
      #expect(machine.contentChanged(length) == [])
    }
    #expect(machine.contentLength == 2000)
    // 1e300 is a length like any other: the end is far away.
    #expect(machine.contentChanged(1e300) == [])
    #expect(machine.scrolled(edgeOffset: -1400) == [])
  }

  @Test func theEffectsOfLoadingRoundTrip() {
    let all: [Machine.Effect] =
      [.startLoad, .cancelLoad, .restingInsetChanged, .announce(.loadMoreFailed)]
      + LoadMoreOutcome.allCases.map { .loadFinished($0) }
    var effects = Machine.Effects()
    for effect in all { effects.append(effect) }
    #expect(Array(effects) == all)
  }
}
