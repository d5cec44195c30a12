@_spi(FrontEnd) import PullToRefresh

/// Pull-to-refresh for a list in a terminal: owns the list's ``TerminalScrollView`` and drives a
/// ``RefreshCoordinator`` from it, as `PullToRefreshController` does for a `UIScrollView`,
/// through the engine's door for front ends (`@_spi(FrontEnd) import PullToRefresh`), as any
/// front end outside the engine's package does.
///
/// The controller turns a mouse drag into the engine's interaction, moves the content (rubber
/// band, spring, wheel and keys), tells the engine where the content is and applies the room the
/// engine keeps before it (``RefreshCoordinator/Event/restingInsetChanged(_:)``). It decides
/// nothing about the refresh. The engine hears a sample of the content only when the sample
/// changes, and every position more than half a point inside the content is the same sample, so
/// scrolling through the middle of a list sends the engine nothing (the behaviour contract's
/// "Where the indicator is drawn").
///
/// Loading near the end (Behavior.md, "Load more") is on while ``loadMoreAction`` is set: the
/// list then has one more row, the footer (``footer(exhaustedText:failedText:)``), and the
/// samples carry the content's length in rows (footer included), so the engine decides when the
/// content is near its end ([half the viewport]) and runs the action. A wheel turn or a key scroll
/// toward the end while the footer is failed and the content near its end (the engine's
/// ``RefreshCoordinator/isNearFarEnd``) asks for the page again, as a new drag does (L5): the
/// wheel pulls nothing, so for the engine it is a request, not an interaction. That retry is this
/// front end's choice, not an engine rule: on a touch screen the user's new try is a drag, which
/// L5 covers, and a scroll without one (momentum, a scroll from code) must not retry a failed page.
/// The footer's spinner turns from the load's start as the engine publishes it
/// (``RefreshCoordinator/timeSinceLoadStarted()``).
///
/// The top end (Behavior.md, "The top end") is on while ``loadPreviousAction`` is set: the list
/// then has one more row before the app's, the header
/// (``header(loadingText:exhaustedText:failedText:)``), the samples carry the content's length
/// and its true position near the top, and the engine loads the previous page once a drag has
/// begun near the top. The app puts the page's rows before its own and says how many
/// (``layOut(contentRows:viewportRows:rowsAddedAbove:)``); the engine decides whether the
/// reader's rows stay put, and the controller moves the content by the engine's
/// ``RefreshCoordinator/Event/positionKept(delta:)`` before the frame that shows the new rows, so
/// that the lines on screen do not move. A wheel turn or a key scroll toward the top while the
/// header is failed and in view asks for the page again, as the footer's does.
///
/// Content states (Behavior.md, "Content states") are on while the app reports its
/// ``RefreshCoordinator/itemCount``: ``appeared()`` tells the engine the list is on screen, which
/// starts the first load, and `contentState(…)` is the view the list shows while it has no rows
/// (the full-screen loader, the empty view, the failed view), drawn by ``ListFrame`` below the
/// pulled gap, so that the empty and failed views follow a pull.
///
/// Reduce Motion is the coordinator's ``RefreshCoordinator/reducesMotion``: while it is on, the
/// content moves without a spring and the spinner turns slower. Time comes from the injected
/// clock; the app's event loop calls ``advance()`` before it draws a frame, and draws the next
/// one after the delay it returns.
///
/// ```swift
/// let controller = TerminalRefreshController(coordinator: coordinator, viewportRows: 22)
/// controller.handle(mouse, listRow: mouse.row - 1)  // the list starts below a title row
/// if let delay = controller.advance() { drawAgain(after: delay) }  // the spring, the spinner
/// let text = controller.indicatorText  // "⣿ ↑ Release to refresh"
/// controller.loadMoreAction = { try await loadOlderRows() }  // returns .more or .end
/// let footer = controller.footer(exhaustedText: "No more messages")  // "⠾ Loading more…"
/// controller.loadPreviousAction = { try await loadEarlierRows() }  // lays out rowsAddedAbove
/// let header = controller.header(exhaustedText: "Beginning")  // "⠾ Loading previous…"
/// coordinator.itemCount = 0  // content states on: the engine runs the first load…
/// controller.appeared()  // …when the list is on screen
/// let state = controller.contentState(emptyText: "No output")  // "⠾ Loading…", then "No output"
/// ```
@MainActor
package final class TerminalRefreshController {
  /// The list's scroll position, gap and content size, as the frame draws them.
  package private(set) var scrollView: TerminalScrollView
  /// Called with each sample the controller sends the engine (tests watch what reaches it).
  package var didSendSample: ((ScrollEdgeSample) -> Void)?

  /// The coordinator it drives (the top end's extension reads it too).
  let coordinator: RefreshCoordinator
  /// The time on the injected clock since the controller was made.
  private let elapsed: () -> Duration
  private var lastSample: ScrollEdgeSample?
  private var eventHandler: RefreshCoordinator.HandlerToken?
  /// The app's rows of content, without the footer's and the header's.
  var appContentRows: Int
  /// The rows before the app's in the list as laid out last: the header's, or none.
  package private(set) var headerRows = 0
  /// Points of rows a previous page put above, held until its result: they land just after it
  /// (Behavior.md, T2).
  var rowsAwaitingResult = 0.0

  /// Makes a controller for the list of `contentRows` rows shown in `viewportRows` rows, at the
  /// top of its content, and tells `coordinator` where the content is.
  ///
  /// - Parameters:
  ///   - coordinator: the coordinator that runs the refresh; the app keeps it (to request a
  ///     refresh, cancel, read the outcome) and sets its ``RefreshCoordinator/reducesMotion``.
  ///   - contentRows: the rows of content.
  ///   - viewportRows: the rows the list shows.
  ///   - clock: where the content's spring takes its time from; tests pass a manual clock.
  package init(
    coordinator: RefreshCoordinator,
    contentRows: Int = 0,
    viewportRows: Int,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.coordinator = coordinator
    elapsed = Self.stopwatch(on: clock)
    appContentRows = contentRows
    scrollView = TerminalScrollView(
      contentRows: contentRows,
      viewportRows: viewportRows,
      spring: Self.spring(reducesMotion: coordinator.reducesMotion)
    )
    eventHandler = coordinator.addEventHandler { [weak self] event in
      switch event {
      case .restingInsetChanged(let change): self?.apply(change)
      case .positionKept(let delta): self?.keepPosition(by: delta)
      case .loadPreviousFinished: self?.landRowsAwaitingResult()
      default: break
      }
    }
    // Attaching while a refresh runs: the room it keeps now.
    let current = coordinator.restingInset
    move { $0.setTopInset(current.inset, revealing: false, at: now) }
  }

  // Swift 6.2 (SE-0371) lets the deinit run on the main actor and unregister the handler. With
  // an older compiler the handler stays registered with the coordinator, inert: it holds the
  // controller weakly and does nothing once it is gone.
  #if compiler(>=6.2)
  isolated deinit {
    if let eventHandler { coordinator.removeEventHandler(eventHandler) }
  }
  #endif

  // MARK: - Input

  /// Acts on a mouse event at list row `listRow` (0 is the list's first row): a left-button drag
  /// that starts on the list pulls the content, the wheel scrolls three rows.
  ///
  /// A press tells the engine an interaction began and the release that it ended, before the
  /// content springs back, so the release decides the refresh from the pull it ends.
  package func handle(_ mouse: MouseEvent, listRow: Int) {
    switch mouse.kind {
    case .pressed(.left):
      guard listRow >= 0, listRow < scrollView.viewportRows, !scrollView.isDragging else { return }
      coordinator.interactionBegan()
      move { $0.pressed(row: listRow) }
    case .dragged(.left):
      guard scrollView.isDragging else { return }
      move { $0.dragged(row: listRow) }
    case .released:
      guard scrollView.isDragging else { return }
      coordinator.interactionEnded()
      move { $0.released(at: now) }
    case .wheel(.up):
      scroll(by: -Self.wheelRows)
    case .wheel(.down):
      scroll(by: Self.wheelRows)
      retryIfFailedNearEnd()
    default:
      break
    }
  }

  /// Scrolls by whole rows (keys, the wheel), within the content and the room before it;
  /// `Int.min` scrolls to the top, room included, and `Int.max` to the end.
  package func scroll(by rows: Int) {
    switch rows {
    case .min: move { $0.scrollToTop() }
    case .max: move { $0.scrollToEnd() }
    default: move { $0.scroll(rows: rows) }
    }
    if rows > 0 { retryIfFailedNearEnd() }
    if rows < 0 { retryIfFailedAtTop() }
  }

  /// Sets the rows of content and the rows the list shows (new output, a resized terminal);
  /// with loading near the end on, the list adds the footer's row after a content that is not
  /// empty, and with the top end on, the header's row before it.
  ///
  /// `rowsAddedAbove` says how many of the app's rows are new above its first row (a previous
  /// page, rows the app put above by itself; negative when it removed some there). The engine
  /// hears them (``RefreshCoordinator/rowsAddedAbove(_:)``) and keeps the reader's rows in place
  /// or reveals the new ones (Behavior.md, K1-K3); the controller moves the content by the
  /// move it keeps, and only then tells the engine where the content is, so that the engine,
  /// whose length grew with the rows, hears nothing new. A previous page's rows, laid out by
  /// its action, reach the engine just after the page's result, in the same turn (T2: the
  /// engine decides what comes next once they have landed). The header's own row is the front
  /// end's to keep: when it comes or goes above rows that stay, the content moves by it.
  package func layOut(contentRows: Int, viewportRows: Int, rowsAddedAbove: Int = 0) {
    let hadRows = appContentRows > 0
    appContentRows = max(contentRows, 0)
    let header = coordinator.loadPreviousAction != nil && appContentRows > 0 ? 1 : 0
    let headerChange = hadRows && appContentRows > 0 ? header - headerRows : 0
    headerRows = header
    let rows = appContentRows + header + footerRows
    guard rowsAddedAbove == 0 || !hadRows else {
      // The sample waits for the engine's keep (it comes now, or with the previous page's
      // result, before the next frame); without one the engine already knows this length.
      scrollView.contentRows = rows
      scrollView.viewportRows = viewportRows
      let height = Double(rowsAddedAbove) * TerminalScrollView.pointsPerRow
      if coordinator.loadPreviousPhase == .loading {
        rowsAwaitingResult += height
      } else {
        coordinator.rowsAddedAbove(height)
      }
      return
    }
    move { scroll in
      scroll.contentRows = rows
      scroll.viewportRows = viewportRows
      scroll.keep(by: Double(headerChange) * TerminalScrollView.pointsPerRow, at: now)
    }
  }

  // MARK: - Content states

  /// Tells the engine the list is on screen (its `hostAppeared`, through the front ends' door).
  ///
  /// Call it at the list's first appearance, and at its first after the coordinator's
  /// ``RefreshCoordinator/disappeared()``. With content states on and nothing loaded, the engine
  /// starts the first load, a quiet refresh (Behavior.md, F2); it is also a moment of the refresh
  /// policy's `refreshesOnAppear`.
  package func appeared() {
    coordinator.hostAppeared()
  }

  /// The view the list shows instead of its rows now, its loader's spinner at the angle it has
  /// turned to since the cycle started; `nil` while content states are off
  /// (``RefreshCoordinator/itemCount`` is `nil`) and wherever the list shows no view (idle, the
  /// rows, and a cycle with the ring: ``TextContentState``); the loader unless the ring shows.
  ///
  /// - Parameters:
  ///   - loadingText: what the full-screen loader says.
  ///   - emptyText: what the empty view says; `emptyHint` below it (how to load again).
  ///   - failedText: what the failed view says (the error); `failedHint` below it (how to retry).
  package func contentState(
    loadingText: String = "Loading…",
    emptyText: String = "No items",
    emptyHint: String? = nil,
    failedText: String = "Couldn't load",
    failedHint: String? = nil
  ) -> TextContentState? {
    guard coordinator.itemCount != nil else { return nil }
    let indicator = coordinator.indicator
    return TextContentState(
      coordinator.contentPhase,
      showsRing: indicator.showsSpinner,
      spinnerAngle: indicator.spinnerAngle(afterSeconds: spinnerSeconds),
      loadingText: loadingText,
      emptyText: emptyText,
      emptyHint: emptyHint,
      failedText: failedText,
      failedHint: failedHint
    )
  }

  /// Whether the full-screen loader shows: content states on, no rows, a cycle refreshing, and
  /// no ring.
  private var showsLoader: Bool {
    coordinator.itemCount != nil && coordinator.contentPhase == .loading
      && !coordinator.indicator.showsSpinner
  }

  // MARK: - Load more

  /// The app's work for the next page at the end of the list (the coordinator's
  /// ``RefreshCoordinator/loadMoreAction``); setting it here rather than on the coordinator
  /// adds the footer's row and tells the engine the content's length at once.
  package var loadMoreAction: (@MainActor () async throws -> LoadMoreResult)? {
    get { coordinator.loadMoreAction }
    set {
      coordinator.loadMoreAction = newValue
      layOut(contentRows: appContentRows, viewportRows: scrollView.viewportRows)
    }
  }

  /// The footer drawn now, its spinner at the angle it has turned to since the page started
  /// loading; `nil` when loading near the end is off.
  ///
  /// - Parameters:
  ///   - exhaustedText: what the footer says when there is no more data (L9).
  ///   - failedText: what it says when the last page failed, with the way to retry.
  package func footer(
    exhaustedText: String = "No more items",
    failedText: String = "Couldn't load more"
  ) -> TextLoadMoreFooter? {
    guard coordinator.loadMoreAction != nil else { return nil }
    return TextLoadMoreFooter(
      coordinator.loadMorePhase,
      spinnerAngle: coordinator.indicator.spinnerAngle(afterSeconds: loadSeconds),
      exhaustedText: exhaustedText,
      failedText: failedText
    )
  }

  /// Asks for the next page (a key, the footer's retry): the engine starts a load when the footer
  /// is idle or failed and no refresh is refreshing (L3, L5, L7).
  package func requestLoadMore() {
    coordinator.requestLoadMore()
  }

  // MARK: - Time

  /// Moves the content's spring to now and says when the picture next changes by itself; call
  /// it before drawing a frame.
  ///
  /// The braille spinner (``TextIndicator``) has a position for each dot of its ring, eight a
  /// turn, and turns once every `spinnerPeriod` (slower with Reduce Motion), in the ring, the
  /// full-screen loader and the footer.
  ///
  /// - Returns: the next frame's delay in seconds: `0` while the content springs (draw again as
  ///   soon as the frame rate allows), the time to a spinner's next position while one turns,
  ///   `nil` when nothing moves.
  @discardableResult
  package func advance() -> Double? {
    move { $0.advance(to: now) }
    if scrollView.isAnimating { return 0 }
    let indicator = coordinator.indicator
    let step = indicator.spinnerPeriod / Double(TextIndicator.clockwiseDots.count)
    let refreshStep = step - spinnerSeconds.truncatingRemainder(dividingBy: step)
    let loadStep = step - loadSeconds.truncatingRemainder(dividingBy: step)
    let previousStep = step - previousSeconds.truncatingRemainder(dividingBy: step)
    // The soonest of the spinners that turn: the ring or the loader, the footer, the header.
    var next: Double?
    if indicator.showsSpinner || showsLoader { next = refreshStep }
    if coordinator.loadMorePhase == .loading, coordinator.loadMoreAction != nil {
      next = min(next ?? loadStep, loadStep)
    }
    if coordinator.loadPreviousPhase == .loading, headerRows > 0 {
      next = min(next ?? previousStep, previousStep)
    }
    return next
  }

  /// The coordinator's indicator drawn in text now, its spinner at the angle it has turned to
  /// since the refresh started.
  package var indicatorText: TextIndicator {
    TextIndicator(coordinator.indicator, spinnerSeconds: spinnerSeconds)
  }

  // MARK: - Private

  /// How many rows one turn of the wheel scrolls.
  private static let wheelRows = 3

  private static func spring(reducesMotion: Bool) -> DampedSpring {
    DampedSpring.settle.respecting(reduceMotion: reducesMotion)
  }

  /// The time on the clock since the controller was made, in seconds: what the spring runs on.
  var now: Double { elapsed() / .seconds(1) }

  /// The time since now on `clock`, read later: an instant of the clock's own type, kept with it.
  private static func stopwatch<C: Clock<Duration>>(on clock: C) -> () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }

  /// One row for the footer while loading near the end is on and the content is not empty (an
  /// empty content never loads by itself, L1).
  private var footerRows: Int {
    coordinator.loadMoreAction != nil && appContentRows > 0 ? 1 : 0
  }

  /// A scroll toward the end while the footer is failed and the content near its end: the
  /// user's new try, as a new drag is (L5).
  private func retryIfFailedNearEnd() {
    if coordinator.loadMorePhase == .failed, coordinator.isNearFarEnd { requestLoadMore() }
  }

  private var spinnerSeconds: Double {
    coordinator.timeSinceRefreshingStarted().map { $0 / .seconds(1) } ?? 0
  }

  private var loadSeconds: Double {
    coordinator.timeSinceLoadStarted().map { $0 / .seconds(1) } ?? 0
  }

  /// Applies the room the engine keeps before the content: with the spring only when the engine
  /// says the change is seen, scrolled to when it reveals.
  private func apply(_ change: RestingInset) {
    move { scroll in
      let spring = scroll.spring
      if !change.animates { scroll.spring = .immediate }
      scroll.setTopInset(change.inset, revealing: change.reveals, at: now)
      scroll.spring = spring
    }
  }

  /// Changes the scroll view, with the spring Reduce Motion asks for, and tells the engine where
  /// the content is now if that changed the sample.
  func move(_ change: (inout TerminalScrollView) -> Void) {
    scrollView.spring = Self.spring(reducesMotion: coordinator.reducesMotion)
    change(&scrollView)
    let points = TerminalScrollView.pointsPerRow
    // The list's top is the frame's: no inset before the content but the engine's room, which
    // the edge offset already counts.
    let sample = ScrollEdgeSample(
      ScrollAxisMetrics(
        offset: -scrollView.edgeOffset,
        contentLength: Double(scrollView.contentRows) * points,
        viewportLength: Double(scrollView.viewportRows) * points
      ),
      edge: .top,
      ownInset: 0,
      loadMoreDistance: coordinator.loadMoreDistance,
      loadPreviousDistance: coordinator.loadPreviousDistance
    )
    guard let sample, sample != lastSample else { return }
    lastSample = sample
    coordinator.scrolled(sample)
    didSendSample?(sample)
  }
}
