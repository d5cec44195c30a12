extension RefreshCoordinator {
  /// Something a front end acts on or a tool records, delivered in order on the main actor.
  public enum Event: Sendable, Equatable {
    /// The phase changed.
    case phaseChanged(RefreshPhase)
    /// The action's task started.
    case actionStarted
    /// The cycle's action ended with this outcome (returned, threw, was cancelled or timed out).
    case actionFinished(RefreshOutcome)
    /// A user's drag armed the refresh: play a haptic.
    case haptic
    /// Tell assistive technology.
    case announcement(RefreshAnnouncement)
    /// The room kept before the content changed: apply it (``RestingInset``), animated when it
    /// says so and scrolled to when it reveals.
    case restingInsetChanged(RestingInset)
    /// The footer's phase changed (``RefreshCoordinator/loadMorePhase``).
    case loadMorePhaseChanged(LoadMorePhase)
    /// The load-more action's task started.
    case loadStarted
    /// The load in flight ended with this outcome.
    case loadFinished(LoadMoreOutcome)
    /// The content became stale (`true`) or fresh (``RefreshCoordinator/isStale``).
    case staleChanged(Bool)
    /// The content state changed (``RefreshCoordinator/contentPhase``, Behavior.md "Content
    /// states").
    case contentPhaseChanged(ContentPhase)
    /// The header's phase changed (``RefreshCoordinator/loadPreviousPhase``, "The top end").
    case loadPreviousPhaseChanged(LoadMorePhase)
    /// The load-previous action's task started.
    case loadPreviousStarted
    /// The previous page in flight ended with this outcome.
    case loadPreviousFinished(LoadMoreOutcome)
    /// Rows landed above the first visible row and the engine kept the reader's place (K1):
    /// move the scroll position `delta` points into the content (negative: out of it), in the
    /// same layout pass as the rows, so that the first visible row stays where it was.
    case positionKept(delta: Double)
  }
}

extension RefreshCoordinator {
  /// Who asked for a refresh.
  public enum RequestSource: Sendable, Equatable, CaseIterable {
    /// The app: a button, a keyboard shortcut, a timer, an appearance.
    case programmatic
    /// Assistive technology: the accessibility action "Refresh".
    case accessibility
    /// A timer or an automatic update: a quiet cycle (Behavior.md, P4) that runs the action like
    /// any other but keeps no room, moves nothing, announces nothing, and has no minimum time
    /// and no finishing display (``RefreshCoordinator/isScheduledRefresh``). A person who joins
    /// it (a request, the accessibility action, a pull that arms) makes it ordinary from then.
    case scheduled
    /// The Retry of a failed content state, or the Reload of an empty one (Behavior.md, F5): a
    /// quiet cycle as ``scheduled`` (the full-screen loader shows, no ring, no room), that a
    /// person asked for, so it announces a failure. It joins a cycle in flight, which it keeps
    /// as it is (a quiet one then announces its failure too).
    case retry
  }

  /// Something the coordinator receives: the one vocabulary of inputs that its methods, the
  /// trace recorder and replayer and the fuzzers share (``RefreshCoordinator/receive(_:)``).
  package enum Input: Sendable, Equatable {
    /// ``RefreshCoordinator/scrolled(edgeOffset:)``.
    case scrolled(edgeOffset: Double)
    /// ``RefreshCoordinator/viewportChanged(_:)``.
    case viewportChanged(Double)
    /// ``RefreshCoordinator/indicatorLengthChanged(_:)``.
    case indicatorLengthChanged(Double)
    /// ``RefreshCoordinator/interactionBegan()``.
    case interactionBegan
    /// ``RefreshCoordinator/interactionEnded()``.
    case interactionEnded
    /// ``RefreshCoordinator/requestRefresh(source:)`` or ``RefreshCoordinator/refresh(source:)``.
    case refreshRequested(RequestSource)
    /// ``RefreshCoordinator/cancel()``.
    case cancelRequested
    /// ``RefreshCoordinator/disappeared()``.
    case disappeared
    /// ``RefreshCoordinator/hostAppeared()``: a host shows the coordinator, its first
    /// appearance or its first after ``RefreshCoordinator/disappeared()``.
    case hostAppeared
    /// A trace's `attach`: a host shows the coordinator again after
    /// ``RefreshCoordinator/disappeared()``; the ended policy starts over, nothing else changes.
    case hostAttached
    /// ``RefreshCoordinator/isRefreshing`` was set.
    case externalRefreshingChanged(Bool)
    /// The running action returned or threw, with this outcome (recorded when it happens;
    /// received, it finishes the refresh in flight with that outcome).
    case actionReturned(RefreshOutcome)
    /// The content's length changed (``RefreshCoordinator/contentChanged(_:)``).
    case contentChanged(Double)
    /// ``RefreshCoordinator/loadMore(source:)``.
    case loadMoreRequested(RequestSource)
    /// The load in flight returned or threw, with this outcome (recorded when it happens;
    /// received, it finishes the load in flight with that outcome).
    case loadMoreReturned(LoadMoreOutcome)
    /// ``RefreshCoordinator/cancelLoadMore()``.
    case loadMoreCancelRequested
    /// ``RefreshCoordinator/resetLoadMore()``.
    case loadMoreReset
    /// ``RefreshCoordinator/configuration`` was set to a different value.
    ///
    /// Boxed: the configuration is the largest payload by far, and every input (a scroll sample
    /// is most of them) is copied at its size.
    indirect case configurationChanged(RefreshConfiguration)
    /// ``RefreshCoordinator/reducesMotion`` was set to a different value.
    case reducesMotionChanged(Bool)
    /// Loading near the end was turned on or off: ``RefreshCoordinator/loadMoreAction`` was set
    /// or removed (turning it on takes an action; without one the input changes nothing).
    case loadMoreEnabledChanged(Bool)
    /// Whether a user's pull refreshes changed (``RefreshCoordinator/refreshes``).
    case refreshesChanged(Bool)
    /// ``RefreshCoordinator/isVisible`` was set to a different value.
    case visibilityChanged(Bool)
    /// ``RefreshCoordinator/isActive`` was set to a different value.
    case activityChanged(Bool)
    /// ``RefreshCoordinator/isOnline`` was set to a different value.
    case connectivityChanged(Bool)
    /// ``RefreshCoordinator/contentUpdated(ago:)``.
    case lastUpdateReported(ago: Duration)
    /// ``RefreshCoordinator/itemCount`` was set to a different value.
    case itemCountChanged(Int?)
    /// The running action returned with this outcome, and with the app's item count as it
    /// returned: one decision, so that no content state shows in between (a replayed action's
    /// `items`).
    case actionReturnedWithItems(RefreshOutcome, items: Int)
    /// The running action returned with this outcome, the app's count as it returned (`nil`:
    /// unchanged) and rows of `rowsAbove` points it brought above, landing with the outcome in
    /// one decision (K1, K2; a replayed action's `addsAbove`).
    case actionReturnedWithRowsAbove(RefreshOutcome, items: Int?, rowsAbove: Double)
    /// The insets over the content at the pulled and the far edge changed, the content keeping
    /// its place on screen (Behavior.md, G1–G3).
    case insetsChanged(pulledEdge: Double, far: Double)
    /// The top end was turned on or off: ``RefreshCoordinator/loadPreviousAction`` was set or
    /// removed (turning it on takes an action; without one the input changes nothing).
    case loadPreviousEnabledChanged(Bool)
    /// ``RefreshCoordinator/loadPrevious(source:)`` or the header's Retry asked for the
    /// previous page.
    case loadPreviousRequested(RequestSource)
    /// The previous page in flight ended with this outcome, and `rowsAbove` points of rows
    /// landed above with it (a replayed page's `adds`; a live page's rows come as
    /// ``rowsAddedAbove(_:fromRefresh:)`` from the front end).
    case loadPreviousReturned(LoadMoreOutcome, rowsAbove: Double = 0)
    /// ``RefreshCoordinator/cancelLoadPrevious()``.
    case loadPreviousCancelRequested
    /// ``RefreshCoordinator/resetLoadPrevious(hasMore:)``.
    case loadPreviousReset(hasMore: Bool)
    /// ``RefreshCoordinator/rowsAddedAbove(_:)``: rows of this height landed above, the
    /// refresh's own when `fromRefresh` (its action had returned and no drag or cycle came
    /// since: K2).
    case rowsAddedAbove(Double, fromRefresh: Bool)
  }
}

extension RefreshCoordinator {
  /// Identifies a registered handler, for removing it.
  public struct HandlerToken: Hashable, Sendable {
    let id: Int
  }
}
