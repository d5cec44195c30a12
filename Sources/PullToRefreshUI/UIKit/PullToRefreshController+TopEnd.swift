#if canImport(UIKit) && canImport(SwiftUI)
@_spi(FrontEnd) import PullToRefresh
import PullToRefreshFrontEndRules
import UIKit

// The top end (Behavior.md, "The top end", T1–T10, K1–K4): the previous page above the content,
// and the reader's rows kept in place when rows land above them.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension PullToRefreshController {
  /// The app's work for the previous page, loaded when the content nears its top once the user
  /// has dragged (Behavior.md, "The top end"): insert the page's rows above, then return
  /// `.more`, or `.end` at the beginning; throw on failure.
  ///
  /// Insert the rows as the action's last step, in the same turn as its return (no `await`
  /// between them), without animation (`reloadData()`, rows inserted inside
  /// `UIView.performWithoutAnimation`, or a diffable data source's `apply(_:animatingDifferences:)`
  /// with `false`, not its `async` form): the controller takes every change of the content's
  /// height in that turn for the page's rows, lays the scroll view out and moves `contentOffset`
  /// by their height before the frame is drawn, so the first visible row stays where it was
  /// (K1). While it is set, a header above the content shows a spinner while a page loads and
  /// "Couldn't load previous" with Retry after a failure, in room of its own that moves no row
  /// (K4), VoiceOver gets a "Load previous" action, and a pull past the top refreshes nothing
  /// while there may be more above (T8). It is the coordinator's
  /// ``RefreshCoordinator/loadPreviousAction``. Not run on a device.
  ///
  /// ```swift
  /// refresher.loadPreviousAction = { [weak self] in
  ///   guard let self else { return .end }
  ///   let older = try await api.messages(before: messages.first?.id)
  ///   messages.insert(contentsOf: older, at: 0)
  ///   tableView.reloadData()
  ///   return older.isEmpty ? .end : .more
  /// }
  /// ```
  public var loadPreviousAction: (@MainActor () async throws -> LoadMoreResult)? {
    get { coordinator.loadPreviousAction }
    set {
      coordinator.loadPreviousAction = newValue
      loadPreviousChanged()
    }
  }

  /// Where the header at the top is: idle, loading, failed or exhausted (the coordinator's
  /// ``RefreshCoordinator/loadPreviousPhase``).
  public var loadPreviousPhase: LoadMorePhase { coordinator.loadPreviousPhase }

  /// Cancels the previous page in flight: its result is ignored and the header is idle (T10).
  public func cancelLoadPrevious() {
    coordinator.cancelLoadPrevious()
  }

  /// Lets the header start over: idle, ready and waiting for a user's drag (T3).
  ///
  /// With `hasMore` `false` the header is exhausted instead (the list now starts at its
  /// beginning). Call it when the app has replaced its rows by other means: after a refresh, what
  /// lies above is the app's to say (T9). A page in flight is cancelled first.
  public func resetLoadPrevious(hasMore: Bool = true) {
    coordinator.resetLoadPrevious(hasMore: hasMore)
  }

  /// Runs `updates`, the app's change of rows above the first visible row (new posts above a
  /// feed the reader is halfway down, a message deleted above), and keeps the reader's rows
  /// where they are (K1).
  ///
  /// The controller runs `updates` without animation, lays the scroll view out, and takes the
  /// change of the content's height for rows above: the engine keeps the reader's place (or,
  /// for the rows of a refresh a person started at the top, reveals them, K2) and the controller
  /// moves `contentOffset` by the same height before the frame is drawn. Change nothing below
  /// the first visible row in `updates`: a table or collection view reports only its content's
  /// height, not where rows went. Called inside the refresh action (its last step), the rows
  /// are the refresh's: reported when the action ends, so that a pull at the top reveals them.
  /// A previous page's rows need no call: the controller measures them itself. Not attached, it
  /// runs `updates` and nothing else. Not run on a device.
  ///
  /// ```swift
  /// refresher.performUpdatesAbove {
  ///   posts.insert(contentsOf: newer, at: 0)
  ///   tableView.insertRows(at: newer.indices.map { IndexPath(row: $0, section: 0) }, with: .none)
  /// }
  /// ```
  public func performUpdatesAbove(_ updates: () -> Void) {
    guard attachment != nil else { return updates() }
    UIView.performWithoutAnimation {
      landRowsAbove(defersToRefresh: attachment?.refreshActionRuns == true, updates)
    }
  }

  // MARK: - The rows that land above

  /// Measures the rows that land above: those `updates` inserts and any the scroll view's layout
  /// brings (a table computes `contentSize` after `reloadData()` at its next layout, which
  /// `layoutIfNeeded()` runs now; MessageKit's `reloadDataAndKeepOffset()` does the same), then
  /// reports them (`PositionKeeping`).
  func landRowsAbove(defersToRefresh: Bool, _ updates: () -> Void) {
    guard let attachment, let scrollView = attachment.scrollView else { return updates() }
    attachment.keeping.landingBegan()
    updates()
    scrollView.layoutIfNeeded()
    // The last height the layout produced counts, even if no observation reported it.
    _ = attachment.keeping.contentHeightChanged(
      to: Double(scrollView.contentSize.height),
      previousPageLoads: false
    )
    follow(attachment.keeping.landingEnded(defersToRefresh: defersToRefresh))
  }

  /// The previous page in flight ended (its result, or its header's change of phase, whichever
  /// the coordinator sent first): the rows its action inserted land now.
  func landPreviousPage() {
    guard let attachment, attachment.pageInFlight else { return }
    attachment.pageInFlight = false
    landRowsAbove(defersToRefresh: false) {}
  }

  /// The refresh's action ended: rows the app inserted above during it are reported now, as the
  /// refresh's (the engine decides K1 or K2).
  func refreshActionEnded() {
    guard let attachment else { return }
    attachment.refreshActionRuns = false
    follow(attachment.keeping.refreshActionEnded())
  }

  /// Does what `report` says: schedules the turn's end, and tells the engine of rows above, which
  /// answers with ``RefreshCoordinator/Event/positionKept(delta:)`` when it keeps the reader's
  /// place; samples wait for that answer (`PositionKeeping.sendsSamples`).
  func follow(_ report: PositionKeeping.Report) {
    guard let attachment else { return }
    if report.schedulesTurnEnd { scheduleTurnEnd(of: attachment) }
    guard let rows = report.rowsAbove else { return }
    if attachment.keeping.rowsReported().schedulesTurnEnd { scheduleTurnEnd(of: attachment) }
    coordinator.rowsAddedAbove(rows)
  }

  /// Calls `PositionKeeping.turnEnded()` once the current turn of the main actor is over, if the
  /// controller is still attached there: what was held is content, samples go on, and rows that
  /// waited for a refresh's end are the app's.
  func scheduleTurnEnd(of attachment: Attachment) {
    Task { [weak self, weak attachment] in
      guard let self, let attachment, self.attachment === attachment else { return }
      follow(attachment.keeping.turnEnded())
      scrollViewChanged()
    }
  }

  /// Moves the content by the engine's kept position (K1): `delta` points into the content; the
  /// sample that the move makes the scroll view report carries the kept position and the new
  /// length.
  ///
  /// `contentOffset` is assigned, not set with `setContentOffset(_:animated:)`: MessageKit calls
  /// that one to stop a scroll before it keeps its offset (`reloadDataAndKeepOffset()`, "stop
  /// scrolling"), and a fling that brought the reader to the top should go on (T1). Apple's
  /// StreetScroller sample (WWDC 2011, "Advanced ScrollView Techniques") moves `contentOffset`
  /// with the content in one layout pass in the same way while the user scrolls. Not run on a
  /// device.
  func keepPosition(by delta: Double) {
    guard let attachment, let scrollView = attachment.scrollView else { return }
    attachment.keeping.engineAnswered()
    guard delta.isFinite, delta != 0 else { return scrollViewChanged() }
    scrollView.contentOffset.y += CGFloat(delta)
  }

  // MARK: - The header

  /// Adds or removes the header, its room and its "Load previous" accessibility action as the
  /// load-previous action is set or removed.
  func loadPreviousChanged() {
    guard let attachment, let scrollView = attachment.scrollView else { return }
    let wantsHeader = coordinator.loadPreviousAction != nil
    guard wantsHeader != (attachment.header != nil) else { return }
    if wantsHeader {
      attachment.header = HostedLoadPreviousHeader(
        coordinator: coordinator,
        in: scrollView,
        parent: nearestController(of: scrollView)
      )
      let action = UIAccessibilityCustomAction(
        name: PullToRefreshStrings.localized("Load previous")
      ) { [weak self] _ in
        guard let coordinator = self?.coordinator else { return false }
        Task { await coordinator.loadPrevious(source: .accessibility) }
        return true
      }
      scrollView.accessibilityCustomActions =
        (scrollView.accessibilityCustomActions ?? []) + [action]
      attachment.loadPreviousAccessibilityAction = action
    } else {
      attachment.removeHeader()
    }
    writeInsets(reveals: false, animates: false)
    scrollViewChanged()
  }

  /// The header's phase changed: a page that was in flight lands first (its rows before the
  /// header's room goes), then the header shows the new phase and its room follows it.
  func headerPhaseChanged(_ phase: LoadMorePhase) {
    if phase == .loading {
      attachment?.pageInFlight = true
    } else {
      landPreviousPage()
    }
    attachment?.header?.phaseChanged(phase)
    if let scrollView { layoutHeader(in: scrollView) }
  }

  /// Places the header; when its room changed, the top inset follows it (which moves no row).
  func layoutHeader(in scrollView: UIScrollView) {
    guard let attachment else { return }
    if attachment.header?.layout(in: scrollView, restingInset: attachment.restingInset) == true {
      writeInsets(reveals: false, animates: false)
    }
  }
}
#endif
