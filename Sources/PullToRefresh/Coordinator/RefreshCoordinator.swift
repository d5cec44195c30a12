import Observation

/// Runs pull-to-refresh for one scroll container: owns the state machine, the action's task and
/// the clock, and publishes what front ends draw.
///
/// Front ends forward their platform's scroll events (``scrolled(edgeOffset:)``,
/// ``interactionBegan()``, ``interactionEnded()``), draw ``indicator`` and apply the room the
/// engine keeps before the content (``restingInset``, sent as
/// ``Event/restingInsetChanged(_:)``). The refresh work belongs to the coordinator, not to a
/// view: redrawing a view never cancels it, and neither does covering it for a while; only
/// ``cancel()``, ``disappeared()`` and the coordinator being released do. Every published property
/// is written only when its value changes, so a scroll in the middle of the content notifies no
/// observer. What it promises, rule by rule (R1–R19, cited throughout these docs), is the
/// behaviour contract: the package's `Behavior.md` article.
///
/// ```swift
/// let coordinator = RefreshCoordinator { try await model.reload() }
/// let outcome = await coordinator.refresh()  // starts a cycle, or joins the running one
/// ```
///
/// Who owns what: the configuration is the coordinator's (a front end replaces it only when the
/// app sets it there); Reduce Motion (``reducesMotion``) is the front end's to report. Time comes
/// from the injected clock; tests pass a manual clock and never sleep.
@MainActor @Observable
public final class RefreshCoordinator {
  /// The app's refresh work.
  ///
  /// Returning is ``RefreshOutcome/success``, throwing is ``RefreshOutcome/failure`` (or
  /// ``RefreshOutcome/cancelled`` for `CancellationError`).
  public typealias Action = @MainActor () async throws -> Void

  /// The action the next cycle runs, or `nil` when the host ends every cycle itself.
  ///
  /// Without an action the app owns the refresh, as with its own flag (R14): a cycle started by
  /// a pull, a request or assistive technology stays ``RefreshPhase/refreshing`` until the app
  /// sets ``isRefreshing`` to `false` (outcome ``RefreshOutcome/success``), calls ``cancel()`` or
  /// ``disappeared()``, or the timeout passes; the minimum refreshing time still applies. The app
  /// starts its work when the phase becomes ``RefreshPhase/refreshing``.
  ///
  /// Replacing it never disturbs a refresh in flight (a SwiftUI view hands over a new closure on
  /// every update). Not observable: replacing it notifies no observer.
  @ObservationIgnored public var action: Action?

  /// The current phase.
  public private(set) var phase: RefreshPhase = .idle
  /// What the indicator shows now.
  ///
  /// Starts as an idle machine's indicator, which no configuration changes (nothing pulled).
  public private(set) var indicator = RefreshStateMachine.idleIndicator
  /// Whether a finger (or trackpad, or mouse button) is on the content, as last reported.
  package private(set) var isInteracting = false
  /// Whether the content was at its edge (no more than half a point inside it) at the last sample.
  ///
  /// Observable, and written only when it changes, so scrolling through the content notifies
  /// once. Front ends hide the near-transparent indicator from assistive technology
  /// when it is not.
  @_spi(FrontEnd) public var isAtEdge: Bool { contentIsAtEdge }
  /// ``isAtEdge``'s storage: the observation macro would copy an `@_spi` attribute onto its own
  /// private storage, which Swift rejects.
  private var contentIsAtEdge = true
  /// The room to keep before the content now, with how its last change was to be shown.
  ///
  /// Front ends apply each change when ``Event/restingInsetChanged(_:)`` arrives, and read this
  /// when they attach (a view that appears while a refresh runs).
  public private(set) var restingInset = RestingInset(inset: 0, reveals: false, animates: false)
  /// The outcome of the last cycle whose outcome is known.
  public private(set) var lastOutcome: RefreshOutcome?
  /// The error the last failed action threw; cleared by the next outcome that is not a failure.
  public private(set) var lastError: (any Error)?
  /// When the last successful refresh ended, on the coordinator's clock; `nil` before the first
  /// (or the instant the app gave to ``contentUpdated(ago:)``).
  ///
  /// An instant of the clock passed to ``init(configuration:clock:contentAge:action:)`` (`ContinuousClock`
  /// by default), not a date. Observable. Its age is ``timeSinceLastUpdate()``; for a `Date`,
  /// subtract the age from now:
  ///
  /// ```swift
  /// if let age = coordinator.timeSinceLastUpdate() {
  ///   let date = Date.now.addingTimeInterval(-(age / .seconds(1)))  // no `Date - Duration`
  /// }
  /// ```
  public private(set) var lastUpdated: (any InstantProtocol<Duration>)?
  /// When the running refresh started, on the coordinator's clock; `nil` when not refreshing.
  package private(set) var refreshingSince: (any InstantProtocol<Duration>)?
  /// Whether the refresh in flight was started by a ``RequestSource/scheduled`` request that no
  /// person has joined since: it keeps no room before the content (``restingInset`` stays 0) and
  /// front ends show it elsewhere.
  ///
  /// Decided by the engine and published before the phase change that starts the cycle, so an
  /// event handler reacting to ``Event/phaseChanged(_:)`` reads the right value.
  public private(set) var isScheduledRefresh = false
  /// Whether the content is stale (Behavior.md, P1): it has never been updated, or
  /// ``RefreshPolicy/staleAfter`` has passed since ``lastUpdated``; observable.
  ///
  /// Changes at the instant staleness changes (a timer on the coordinator's clock, no polling),
  /// with ``Event/staleChanged(_:)``: `false` when a cycle ends with success, `true` again
  /// `staleAfter` later. Without a `staleAfter`, content is stale only until its first update.
  public private(set) var isStale = true
  /// Which content state the content is in (Behavior.md, "Content states", F1): the first load,
  /// the empty and the failed screens, all pullable; observable, written only when it changes
  /// (``Event/contentPhaseChanged(_:)``).
  ///
  /// ``ContentPhase/idle`` while content states are off (``itemCount`` is `nil`).
  public private(set) var contentPhase = ContentPhase.idle

  /// The app's work for the next page at the far end (Behavior.md, "Load more"): returning
  /// ``LoadMoreResult/more`` or ``LoadMoreResult/end``, or throwing (L4).
  ///
  /// Loading near the end is on while it is set: the next page loads by itself when the content
  /// nears its end (L1), and ``loadMore(source:)`` asks for one. Removing it cancels a load in
  /// flight; replacing it never does (a SwiftUI view hands over a new closure on every update).
  /// Not observable.
  @ObservationIgnored public var loadMoreAction: (@MainActor () async throws -> LoadMoreResult)? {
    didSet {
      let isEnabled = loadMoreAction != nil
      guard isEnabled != machine.loadMore.isEnabled else { return }
      receive(.loadMoreEnabledChanged(isEnabled))
    }
  }
  /// Where the footer at the far end is; written only when it changes (L9).
  public private(set) var loadMorePhase = LoadMorePhase.idle
  /// When the page load in flight started, on the coordinator's clock; `nil` when none loads.
  package private(set) var loadingSince: (any InstantProtocol<Duration>)?
  /// Whether loading near the end is on (``loadMoreAction`` is set), as the engine last heard.
  package private(set) var loadsMore = false

  /// The app's work for the previous page at the top ("The top end"): returning
  /// ``LoadMoreResult/more`` or ``LoadMoreResult/end`` (the beginning is reached), or throwing
  /// (T6).
  ///
  /// The top end is on while it is set: once a user's drag has begun, the previous page loads by
  /// itself when the content nears its top (T1, T3), ``loadPrevious(source:)`` asks for one, and
  /// a pull past the top edge is not a refresh while there may be more above (T8). Insert the
  /// page's rows before returning; the front end reports them (``rowsAddedAbove(_:)``) and keeps
  /// the reader's rows in place. Removing it cancels a load in flight; replacing it never does.
  /// Not observable.
  @ObservationIgnored public var loadPreviousAction: (@MainActor () async throws -> LoadMoreResult)?
  {
    didSet {
      let isEnabled = loadPreviousAction != nil
      guard isEnabled != machine.loadPrevious.isEnabled else { return }
      receive(.loadPreviousEnabledChanged(isEnabled))
    }
  }
  /// Where the header at the top is; written only when it changes (K4).
  public private(set) var loadPreviousPhase = LoadMorePhase.idle
  /// When the previous page in flight started, on the coordinator's clock; `nil` when none
  /// loads.
  package private(set) var loadingPreviousSince: (any InstantProtocol<Duration>)?
  /// Whether the top end is on (``loadPreviousAction`` is set), as the engine last heard.
  package private(set) var loadsPrevious = false

  /// The pure machine: the pull, the cycle, both ends and the refresh policy.
  @ObservationIgnored private var machine: RefreshStateMachine
  /// A count of 0 the app set while its action ran: it lands with the action's outcome (F1).
  @ObservationIgnored private var pendingItemCount: Int?
  /// Whether a front end's sample (``scrolled(_:)``) has come yet.
  @ObservationIgnored private var hasSampled = false
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private let origin: any InstantProtocol<Duration>
  /// Runs the refresh's action (``action``).
  @ObservationIgnored private var actions = TaskRunner<RefreshOutcome>()
  @ObservationIgnored private var actionCycle = 0
  @ObservationIgnored private var actionError: (any Error)?
  @ObservationIgnored private var timers: [RefreshStateMachine.Timer: ScheduledTimer] = [:]
  /// Runs the page loads (``loadMoreAction``).
  @ObservationIgnored private var loads = TaskRunner<LoadMoreOutcome>()
  /// Runs the previous pages (``loadPreviousAction``).
  @ObservationIgnored private var previousLoads = TaskRunner<LoadMoreOutcome>()
  /// Whether the refresh's action returned by itself and the rows it brought may still land
  /// above: the next ``rowsAddedAbove(_:)`` is the refresh's (K2), until a drag begins or a
  /// cycle starts.
  @ObservationIgnored private var awaitsRefreshRows = false
  @ObservationIgnored private var eventHandlers = HandlerList<Event>()
  @ObservationIgnored private var inputHandlers = HandlerList<Input>()
  /// Events waiting to be delivered: handlers run only after the event that caused them has been
  /// handled in full, so a handler may call back into the coordinator.
  @ObservationIgnored private var outbox: [Event]
  @ObservationIgnored private var isDelivering = false

  /// Makes a coordinator.
  ///
  /// Nonisolated, so that it may be a stored property's initial value whatever its action awaits
  /// (`@State private var coordinator = RefreshCoordinator { try await api.fetch() }`, with a
  /// nonisolated `fetch`): Swift rejects a main-actor initializer there ("default argument
  /// cannot be both main actor-isolated and nonisolated"). The coordinator itself lives on the
  /// main actor.
  ///
  /// - Parameters:
  ///   - configuration: thresholds, trigger and timings.
  ///   - clock: where time comes from; tests pass a manual clock.
  ///   - contentAge: how old the content the app starts with is (cached data), or `nil` when it
  ///     has none: as ``contentUpdated(ago:)``, but known before the view's first appearance, so
  ///     that a refresh policy judges that moment with it (Behavior.md, P2).
  ///   - action: the app's refresh work, or `nil` when the app ends each cycle itself by setting
  ///     ``isRefreshing`` to `false` (see ``action``).
  public nonisolated init(
    configuration: RefreshConfiguration = .default,
    clock: any Clock<Duration> = ContinuousClock(),
    contentAge: Duration? = nil,
    action: Action?
  ) {
    let machine = RefreshStateMachine(configuration: configuration, contentAge: contentAge)
    self.machine = machine
    self.clock = clock
    self.origin = clock.now
    if let contentAge {
      _lastUpdated = Self.instant(on: clock, before: max(contentAge, .zero))
      _isStale = machine.policy.isStale
    }
    self.action = action
    var outbox: [Event] = []
    outbox.reserveCapacity(8)
    self.outbox = outbox
    if machine.policy.isWaiting {
      // An interval counts from now (P2), even if no input ever comes: its timer is set on the
      // main actor, where the coordinator lives, as soon as it runs.
      Task { @MainActor [weak self] in self?.startPolicy() }
    }
  }

  /// A coordinator that is released cancels its action's task and its timers: the host that
  /// owned it has gone for good (R13).
  deinit {
    actions.cancel()
    loads.cancel()
    for timer in timers.values { timer.task.cancel() }
  }

  // MARK: - Settings

  /// The configuration in use; observable.
  ///
  /// The coordinator owns it: a front end replaces it only when the app sets one there (a
  /// SwiftUI `.pullToRefresh…` setting modifier). Setting it takes effect from the next event (its
  /// ``RefreshConfiguration/policy`` at once, P6); an equal value changes nothing and notifies no
  /// observer. A refresh in flight keeps its timers. A change is an input like any other, so a
  /// recorded trace replays it.
  public var configuration: RefreshConfiguration {
    get {
      access(keyPath: \.configuration)
      return machine.configuration
    }
    set {
      guard newValue != machine.configuration else { return }
      receive(.configurationChanged(newValue))
    }
  }

  /// Whether Reduce Motion is on, as the front end reports it (R17); observable.
  ///
  /// It decides whether a change of ``restingInset`` animates and how fast the spinner turns
  /// (`spinnerPeriod`); a terminal front end also moves its content without a
  /// spring. Off by default.
  public var reducesMotion: Bool {
    get {
      access(keyPath: \.reducesMotion)
      return machine.reducesMotion
    }
    set {
      guard newValue != machine.reducesMotion else { return }
      receive(.reducesMotionChanged(newValue))
    }
  }

  /// Whether a user's pull refreshes; on by default, observable.
  ///
  /// A front end whose scroll view only loads more (SwiftUI's `.loadMore` without
  /// `.pullToRefresh`) turns it off: a pull then pulls nothing (no progress, no arming, no
  /// refresh, no haptic), a pull in progress is dropped, and a refresh already running goes on.
  /// Only the pull is off: ``refresh(source:)``, ``requestRefresh(source:)`` (from code or the
  /// accessibility action), ``isRefreshing`` and load more work as before; such a front end
  /// offers no "Refresh" action and draws no indicator (Behavior.md, "Scroll views that do not
  /// refresh").
  @_spi(FrontEnd) public var refreshes: Bool {
    get {
      access(keyPath: \.refreshes)
      return machine.refreshes
    }
    set {
      guard newValue != machine.refreshes else { return }
      receive(.refreshesChanged(newValue))
    }
  }

  // MARK: - The moments of the refresh policy

  /// Whether the host is on screen and not covered (a pushed view, another tab, a sheet), as
  /// its front end reports it; `true` until it says otherwise, observable.
  ///
  /// Becoming visible with stale content is ``RefreshPolicy/refreshesOnAppear``'s moment; a
  /// scheduled refresh waits while the host is not visible (Behavior.md, P2–P3). To replay a
  /// first appearance, set it to `false` before the host appears. The same value again changes
  /// nothing.
  public var isVisible: Bool {
    get {
      access(keyPath: \.isVisible)
      return machine.policy.isVisible
    }
    set {
      guard newValue != machine.policy.isVisible else { return }
      receive(.visibilityChanged(newValue))
    }
  }

  /// Whether the app is in the foreground (a terminal: its window has focus), as the front end
  /// reports it; `true` until it says otherwise, observable.
  ///
  /// Becoming active while visible with stale content is
  /// ``RefreshPolicy/refreshesOnActivation``'s moment; a scheduled refresh waits while the app
  /// is inactive.
  public var isActive: Bool {
    get {
      access(keyPath: \.isActive)
      return machine.policy.isActive
    }
    set {
      guard newValue != machine.policy.isActive else { return }
      receive(.activityChanged(newValue))
    }
  }

  /// Whether the network is online, as the front end reports it (a path monitor); `true` until
  /// it says otherwise, observable.
  ///
  /// Coming back online while visible, with stale content or after a failed refresh, is
  /// ``RefreshPolicy/refreshesOnReconnect``'s moment; a scheduled refresh waits while offline.
  public var isOnline: Bool {
    get {
      access(keyPath: \.isOnline)
      return machine.policy.isOnline
    }
    set {
      guard newValue != machine.policy.isOnline else { return }
      receive(.connectivityChanged(newValue))
    }
  }

  /// Says how old the content the app starts with is (cached data): it was last updated `ago`
  /// before now.
  ///
  /// Sets ``lastUpdated`` and ``isStale`` as a successful refresh `ago` ago would have; a
  /// negative age (a date in the future) counts as now.
  public func contentUpdated(ago: Duration) {
    receive(.lastUpdateReported(ago: ago))
  }

  // MARK: - Content states

  /// The number of rows the app has, which turns content states on; `nil` (the default): off.
  ///
  /// Report it whenever it changes, and before the host appears: with content states on the
  /// coordinator runs the first load itself when the host appears (a quiet refresh, F2), and
  /// publishes ``contentPhase``. Set it inside the action before it returns. Rows that arrive
  /// while the action runs show at once (a count above 0 is `content`, F1; a command's output as
  /// it streams); a count of 0 set while it runs is the count at its outcome and lands with it in
  /// one decision, so a refresh that empties the list goes from `content` to `empty` with no
  /// loader between (if the cycle ends otherwise, a timeout or a cancel, it lands then). A
  /// negative count counts as 0; the same value again changes nothing; `nil` turns content states
  /// off at once. Observable.
  public var itemCount: Int? {
    get {
      access(keyPath: \.itemCount)
      return pendingItemCount ?? machine.itemCount
    }
    set {
      let count = newValue.map { max($0, 0) }
      if count == 0, machine.itemCount != nil, isActionRunning {
        withMutation(keyPath: \.itemCount) {
          pendingItemCount = machine.itemCount == 0 ? nil : 0
        }
        return
      }
      pendingItemCount = nil
      guard count != machine.itemCount else { return }
      receive(.itemCountChanged(newValue))
    }
  }

  /// Whether the action of the cycle in flight runs and its outcome is not known yet.
  private var isActionRunning: Bool {
    action != nil && actionCycle == machine.cycle && machine.phase.isRefreshing
      && machine.decidedOutcome == nil
  }

  /// Hands the engine a count the app set while its action ran, once that action no longer
  /// runs and its outcome did not carry it (a timeout, a cancel, the host going away).
  private func landPendingItemCount() {
    guard let count = pendingItemCount, !isActionRunning else { return }
    pendingItemCount = nil
    receive(.itemCountChanged(count))
  }

  // MARK: - Reading

  /// Whether a refresh is running.
  ///
  /// Setting it is controlled mode (R14): `true` shows the refreshing indicator without running the
  /// action, `false` ends the cycle with success.
  public var isRefreshing: Bool {
    get { phase.isRefreshing }
    set { receive(.externalRefreshingChanged(newValue)) }
  }

  /// The time since the last successful refresh ended, or `nil` before the first success.
  ///
  /// Observable: a view that shows it is updated when a refresh succeeds.
  public func timeSinceLastUpdate() -> Duration? {
    lastUpdated.flatMap { Self.elapsed(on: clock, since: $0) }
  }

  /// The time since the running refresh started, or `nil` when not refreshing: a spinner turns
  /// from then (``RefreshIndicator/spinnerAngle(afterSeconds:)``).
  @_spi(FrontEnd) public func timeSinceRefreshingStarted() -> Duration? {
    refreshingSince.flatMap { Self.elapsed(on: clock, since: $0) }
  }

  // MARK: - Gesture input

  /// The content moved: `edgeOffset` is the signed position past the edge, positive when pulled
  /// (the pull), negative when scrolled into the content (R1, R5).
  public func scrolled(edgeOffset: Double) {
    receive(.scrolled(edgeOffset: edgeOffset))
  }

  /// The content moved, or the bars or the viewport changed, as a front end samples it
  /// (`ScrollEdgeSample`): each part that changed, then the edge offset.
  ///
  /// Insets that changed (a bar that minimizes, a keyboard: G1) come first, as the bars moving
  /// with the content kept in its place, so that the viewport, the content's length and the
  /// position are decided with this sample's insets; the edge offset then follows only when the
  /// content moved too, so that bars alone make no end ready (G3).
  @_spi(FrontEnd) public func scrolled(_ sample: ScrollEdgeSample) {
    // The insets first, so that the length and the position are decided with this sample's
    // (G1). The first sample has no place to keep: its position follows at once, before its
    // length, so that nothing is decided where the content is not.
    let insetsMoved =
      sample.restingEdge != machine.pulledEdgeInset || sample.farInset != machine.farInset
    if insetsMoved {
      receive(.insetsChanged(pulledEdge: sample.restingEdge, far: sample.farInset))
    }
    if sample.viewportLength != machine.viewport {
      receive(.viewportChanged(sample.viewportLength))
    }
    if !hasSampled {
      hasSampled = true
      receive(.scrolled(edgeOffset: sample.edgeOffset))
    }
    if let length = sample.contentLength, length != machine.contentLength {
      receive(.contentChanged(length))
    }
    // Away from both ends a sample's position is clamped, so a bar that moves can turn the true
    // position the engine holds into the clamped one: that is the same place.
    let deepest = sample.deepestReported
    let isSamePlace =
      sample.edgeOffset == machine.edgeOffset
      || (sample.edgeOffset == deepest && machine.edgeOffset <= deepest)
    guard !insetsMoved || !isSamePlace else { return }
    receive(.scrolled(edgeOffset: sample.edgeOffset))
  }

  /// The viewport's length along the pull axis changed; zero, negative and non-finite lengths
  /// are ignored (R1).
  @_spi(FrontEnd) public func viewportChanged(_ length: Double) {
    receive(.viewportChanged(length))
  }

  /// The front end measured the indicator it draws: `length` points along the pull axis.
  ///
  /// The room kept while refreshing becomes the larger of the configuration's resting extent and
  /// `length` plus 28 pt (the package's `Behavior.md`, "The resting inset"), so an indicator that
  /// grows with the user's text size keeps clear of the bar and the first row; a room longer
  /// than the threshold becomes the pull that arms. Call it with the style's laid-out height
  /// (width for a leading or trailing edge) whenever it changes; the same value again, zero,
  /// negative and non-finite lengths change nothing, and a length above 1,000 pt counts as
  /// 1,000. A refresh in flight moves to the new room as any change of ``restingInset`` does
  /// (never under a finger).
  @_spi(FrontEnd) public func indicatorLengthChanged(_ length: Double) {
    receive(.indicatorLengthChanged(length))
  }

  /// A user's drag began.
  public func interactionBegan() {
    receive(.interactionBegan)
  }

  /// The user's drag ended.
  public func interactionEnded() {
    receive(.interactionEnded)
  }

  /// Reports the interaction state a scroll view shows, calling ``interactionBegan()`` or
  /// ``interactionEnded()`` only when it changes.
  ///
  /// Front ends whose platform reports a flag rather than events (UIKit's `isTracking`, SwiftUI's
  /// scroll phase) call this on every change and need no bookkeeping of their own.
  @_spi(FrontEnd) public func interactionChanged(isInteracting: Bool) {
    guard isInteracting != machine.isInteracting else { return }
    receive(isInteracting ? .interactionBegan : .interactionEnded)
  }

  // MARK: - Requests

  /// Starts a refresh, or joins the one running, and returns its outcome (R8).
  ///
  /// The outcome arrives when the action ends, not when the indicator leaves (R10). Cancelling
  /// the calling task does not cancel the refresh: call ``cancel()`` for that.
  @discardableResult
  public func refresh(source: RequestSource = .programmatic) async -> RefreshOutcome {
    requestRefresh(source: source)
    if let decided = machine.decidedOutcome { return decided }
    guard machine.phase.isRefreshing else { return lastOutcome ?? .cancelled }
    return await withCheckedContinuation { actions.wait($0) }
  }

  /// Starts a refresh, or joins the one running, without waiting (for buttons, keyboard
  /// shortcuts and accessibility actions).
  public func requestRefresh(source: RequestSource = .programmatic) {
    receive(.refreshRequested(source))
  }

  /// Cancels the refresh in flight (R13): its task is cancelled, the outcome is
  /// ``RefreshOutcome/cancelled``, and a completion arriving later changes nothing.
  public func cancel() {
    receive(.cancelRequested)
  }

  /// The host went away for good (R13): a running refresh is cancelled, an outcome already known
  /// is shown at once, and the gesture is forgotten.
  ///
  /// Call it when the view or scroll view that shows the pull will not come back: a controller
  /// detached, a window closed, the program quitting. Do not call it when the host is only
  /// covered for a while (a navigation push, another tab, a sheet): the refresh goes on, and the
  /// indicator shows its true state when the host is back. A coordinator that is released
  /// cancels its refresh too.
  public func disappeared() {
    receive(.disappeared)
  }

  /// A host shows this coordinator: its first appearance (SwiftUI's first `onAppear` for this
  /// coordinator, a coordinator swapped into a live view, a UIKit scroll view first in a window
  /// after `attach`), or its first after ``disappeared()``.
  ///
  /// The host is visible, and the appearance is a moment of ``RefreshPolicy/refreshesOnAppear``
  /// (Behavior.md, P2: "its first appearance counts") although a coordinator starts visible: an
  /// input of its own, so that no front end reports "hidden, then visible" to say it. After
  /// ``disappeared()``, which ended the refresh policy (P5), the policy starts over first, as
  /// for a coordinator made now: staleness is computed again and an interval counts from now.
  /// Later changes are ``isVisible``.
  @_spi(FrontEnd) public func hostAppeared() {
    receive(.hostAppeared)
  }

  // MARK: - Load more

  /// Asks for the next page and returns how its load ended (L3): starts a load when the footer
  /// is idle or failed, joins the load in flight, and returns ``LoadMoreOutcome/end`` at once
  /// while the footer is exhausted (L6).
  ///
  /// Returns ``LoadMoreOutcome/cancelled`` at once when the request is ignored: a refresh is
  /// refreshing (L7) or no ``loadMoreAction`` is set. Cancelling the calling task does not cancel
  /// the load: call ``cancelLoadMore()`` for that.
  @discardableResult
  public func loadMore(source: RequestSource = .programmatic) async -> LoadMoreOutcome {
    requestLoadMore(source: source)
    if machine.loadMore.holdsRequest { return await withCheckedContinuation { loads.wait($0) } }
    switch machine.loadMore.phase {
    case .exhausted: return .end
    case .loading: return await withCheckedContinuation { loads.wait($0) }
    case .idle, .failed: return .cancelled
    }
  }

  /// Asks for the next page without waiting for its outcome (a key, a footer's retry), as
  /// ``loadMore(source:)`` does: ``requestRefresh(source:)`` is to ``refresh(source:)`` what this
  /// is to ``loadMore(source:)``.
  @_spi(FrontEnd) public func requestLoadMore(source: RequestSource = .programmatic) {
    receive(.loadMoreRequested(source))
  }

  /// Cancels the load in flight (L8).
  ///
  /// Its task is cancelled, its outcome is ``LoadMoreOutcome/cancelled`` and the footer is idle;
  /// a completion arriving later changes nothing. A refresh is not touched, as ``cancel()``
  /// leaves a load alone.
  public func cancelLoadMore() {
    receive(.loadMoreCancelRequested)
  }

  /// Makes the footer idle and ready again, from any phase (L6).
  ///
  /// Call it when the app has reloaded its list by other means. A load in flight is cancelled.
  public func resetLoadMore() {
    receive(.loadMoreReset)
  }

  // MARK: - The top end

  /// Asks for the previous page and returns how its load ended (T5): starts a load when the
  /// header is idle or failed, joins the load in flight, waits for a page loading at the far end
  /// to end first (T4), and returns ``LoadMoreOutcome/end`` at once while the header is
  /// exhausted.
  ///
  /// Returns ``LoadMoreOutcome/cancelled`` at once when the request is ignored: a refresh is
  /// refreshing (T9) or no ``loadPreviousAction`` is set. Cancelling the calling task does not
  /// cancel the load: call ``cancelLoadPrevious()`` for that.
  @discardableResult
  public func loadPrevious(source: RequestSource = .programmatic) async -> LoadMoreOutcome {
    requestLoadPrevious(source: source)
    if machine.loadPrevious.holdsRequest {
      return await withCheckedContinuation { previousLoads.wait($0) }
    }
    switch machine.loadPrevious.phase {
    case .exhausted: return .end
    case .loading: return await withCheckedContinuation { previousLoads.wait($0) }
    case .idle, .failed: return .cancelled
    }
  }

  /// Asks for the previous page without waiting for its outcome (the header's Retry, an
  /// accessibility action), as ``loadPrevious(source:)`` does.
  @_spi(FrontEnd) public func requestLoadPrevious(source: RequestSource = .programmatic) {
    receive(.loadPreviousRequested(source))
  }

  /// Cancels the previous page in flight (T10): its task is cancelled, its outcome is
  /// ``LoadMoreOutcome/cancelled`` and the header is idle; a refresh is not touched.
  public func cancelLoadPrevious() {
    receive(.loadPreviousCancelRequested)
  }

  /// Makes the header idle, ready and waiting for a user's drag again (T3, T10), or exhausted
  /// when `hasMore` is false (the list now starts at its beginning); a load in flight is
  /// cancelled first.
  ///
  /// Call it when the app has reloaded its list by other means: after a refresh, what lies
  /// above is the app's to say (T9).
  public func resetLoadPrevious(hasMore: Bool = true) {
    receive(.loadPreviousReset(hasMore: hasMore))
  }

  /// Rows of `height` points landed above the first visible row (negative when rows were
  /// removed there): the engine keeps the reader's place or reveals the rows (K1–K3).
  ///
  /// When it keeps them it sends ``Event/positionKept(delta:)``: the front end moves its scroll
  /// position that many points into the content in the same layout pass as the new rows, so
  /// the first visible row stays where it was. The rows of a person's successful refresh that
  /// land with the content at its top and no finger down are revealed instead (K2), as
  /// `UIRefreshControl` shows them. Front ends report a previous page's rows themselves; call it
  /// for rows the app inserts above by itself (new posts above a resumed feed). Zero and
  /// non-finite heights change nothing.
  public func rowsAddedAbove(_ height: Double) {
    receive(.rowsAddedAbove(height, fromRefresh: awaitsRefreshRows))
  }

  /// The load-previous distance while the top end is on (a ``loadPreviousAction`` is set),
  /// `nil` while it is off: what a front end builds its samples with (`ScrollEdgeSample`'s
  /// `loadPreviousDistance`).
  @_spi(FrontEnd) public var loadPreviousDistance: RefreshConfiguration.Length? {
    loadsPrevious ? configuration.loadPreviousDistance : nil
  }

  /// The time since the previous page in flight started, or `nil` when none loads: the
  /// header's spinner turns from then.
  @_spi(FrontEnd) public func timeSinceLoadPreviousStarted() -> Duration? {
    loadingPreviousSince.flatMap { Self.elapsed(on: clock, since: $0) }
  }

  /// The content's length along the scroll axis changed (L2): front ends report it with their
  /// samples.
  @_spi(FrontEnd) public func contentChanged(_ length: Double) {
    receive(.contentChanged(length))
  }

  /// The load-more distance while loading near the end is on (a ``loadMoreAction`` is set),
  /// `nil` while it is off; observable.
  ///
  /// What a front end builds its samples with (`ScrollEdgeSample`'s `loadMoreDistance`): the
  /// sample resolves it at its own viewport, as the engine does, so the very first sample
  /// already carries the content's length and a short content loads at once.
  @_spi(FrontEnd) public var loadMoreDistance: RefreshConfiguration.Length? {
    loadsMore ? configuration.loadMoreDistance : nil
  }

  /// Whether the content is near its far end at the last sample, as the engine decides it for
  /// L1: loading near the end is on, and no more than the load-more distance of the content is
  /// left beyond the viewport.
  ///
  /// For a rule of a front end's own about the far end (the terminal's wheel turn that retries a
  /// failed page), so that it asks the engine's one test rather than measuring again.
  @_spi(FrontEnd) public var isNearFarEnd: Bool {
    machine.loadMore.isEnabled && machine.isNearFarEnd
  }

  /// The time since the page load in flight started, or `nil` when none loads: a footer's
  /// spinner turns from then, as the indicator's turns from the refresh's start
  /// (``RefreshIndicator/spinnerAngle(afterSeconds:)``).
  @_spi(FrontEnd) public func timeSinceLoadStarted() -> Duration? {
    loadingSince.flatMap { Self.elapsed(on: clock, since: $0) }
  }

  // MARK: - The one dispatcher

  /// Acts on one input: every public method and setter above, the trace replayer and the
  /// fuzzers come through here, and input handlers (a recorder) see it first.
  ///
  /// ``Input/actionReturned(_:)`` finishes the refresh in flight with that outcome, as if its
  /// action had returned it (a replayed session); the action's task is cancelled, and whatever it
  /// returns later changes nothing.
  package func receive(_ input: Input) {
    inputHandlers.call(input)
    // A cycle that ended without its action's return (a cancel, the host's flag, going away)
    // lands the count the app set while the action ran.
    defer { if pendingItemCount != nil { landPendingItemCount() } }
    switch input {
    case .scrolled(let edgeOffset):
      apply(machine.scrolled(edgeOffset: edgeOffset))
    case .viewportChanged(let length):
      apply(machine.viewportChanged(length))
    case .indicatorLengthChanged(let length):
      apply(machine.indicatorLengthChanged(length))
    case .interactionBegan:
      awaitsRefreshRows = false
      apply(machine.interactionBegan())
    case .interactionEnded:
      apply(machine.interactionEnded())
    case .refreshRequested(let source):
      apply(machine.refreshRequested(source: source))
    case .cancelRequested:
      apply(machine.cancelRequested(now: elapsedTime))
    case .disappeared:
      apply(machine.disappeared(now: elapsedTime))
    case .hostAppeared:
      withMutation(keyPath: \.isVisible) { apply(machine.hostAppeared(now: elapsedTime)) }
    case .hostAttached:
      apply(machine.hostAttached(now: elapsedTime))
    case .externalRefreshingChanged(let isRefreshing):
      apply(machine.externalRefreshingChanged(isRefreshing, now: elapsedTime))
    case .actionReturned(let outcome):
      guard machine.phase.isRefreshing else { return }
      actions.cancel()
      apply(machine.actionFinished(outcome, cycle: machine.cycle, now: elapsedTime))
    case .actionReturnedWithRowsAbove(let outcome, let items, let rowsAbove):
      guard machine.phase.isRefreshing else { return }
      actions.cancel()
      let counted = withMutation(keyPath: \.itemCount) {
        items.map { machine.itemCountChanged($0) } ?? []
      }
      let now = elapsedTime
      let cycle = machine.cycle
      apply(counted + machine.actionFinished(outcome, cycle: cycle, now: now, rowsAbove: rowsAbove))
    case .actionReturnedWithItems(let outcome, let items):
      guard machine.phase.isRefreshing else { return }
      actions.cancel()
      let counted = withMutation(keyPath: \.itemCount) { machine.itemCountChanged(items) }
      apply(counted + machine.actionFinished(outcome, cycle: machine.cycle, now: elapsedTime))
    case .contentChanged(let length):
      apply(machine.contentChanged(length))
    case .loadMoreRequested:
      apply(machine.loadMoreRequested())
    case .loadMoreReturned(let outcome):
      guard machine.loadMore.phase == .loading else { return }
      loads.cancel()
      apply(machine.loadFinished(outcome, load: machine.loadMore.load))
    case .loadMoreCancelRequested:
      apply(machine.loadMoreCancelRequested())
    case .loadMoreReset:
      apply(machine.loadMoreReset())
    case .configurationChanged(let configuration):
      guard configuration != machine.configuration else { return }
      let now = elapsedTime
      apply(
        withMutation(keyPath: \.configuration) {
          machine.configurationChanged(configuration, now: now)
        }
      )
    case .reducesMotionChanged(let reducesMotion):
      guard reducesMotion != machine.reducesMotion else { return }
      apply(withMutation(keyPath: \.reducesMotion) { machine.reducesMotionChanged(reducesMotion) })
    case .loadMoreEnabledChanged(let isEnabled):
      // Loading needs an action to run; without one, turning it on changes nothing.
      guard !isEnabled || loadMoreAction != nil else { return }
      apply(machine.loadMoreEnabledChanged(isEnabled))
    case .refreshesChanged(let refreshes):
      guard refreshes != machine.refreshes else { return }
      apply(withMutation(keyPath: \.refreshes) { machine.refreshesChanged(refreshes) })
    case .visibilityChanged(let isVisible):
      guard isVisible != machine.policy.isVisible else { return }
      let now = elapsedTime
      apply(withMutation(keyPath: \.isVisible) { machine.visibilityChanged(isVisible, now: now) })
    case .activityChanged(let isActive):
      guard isActive != machine.policy.isActive else { return }
      let now = elapsedTime
      apply(withMutation(keyPath: \.isActive) { machine.activityChanged(isActive, now: now) })
    case .connectivityChanged(let isOnline):
      guard isOnline != machine.policy.isOnline else { return }
      let now = elapsedTime
      apply(
        withMutation(keyPath: \.isOnline) { machine.connectivityChanged(isOnline, now: now) }
      )
    case .lastUpdateReported(let ago):
      let age = max(ago, .zero)
      let now = elapsedTime
      lastUpdated = Self.instant(on: clock, before: age)
      apply(machine.contentUpdated(at: now - age, now: now))
    case .itemCountChanged(let count):
      apply(withMutation(keyPath: \.itemCount) { machine.itemCountChanged(count) })
    case .insetsChanged(let pulledEdge, let far):
      apply(machine.insetsChanged(pulledEdge: pulledEdge, far: far))
    case .loadPreviousEnabledChanged(let isEnabled):
      guard !isEnabled || loadPreviousAction != nil else { return }
      apply(machine.loadPreviousEnabledChanged(isEnabled))
    case .loadPreviousRequested:
      apply(machine.loadPreviousRequested())
    case .loadPreviousReturned(let outcome, let rowsAbove):
      guard machine.loadPrevious.phase == .loading else { return }
      previousLoads.cancel()
      let load = machine.loadPrevious.load
      apply(machine.previousFinished(outcome, load: load, rowsAbove: rowsAbove))
    case .loadPreviousCancelRequested:
      apply(machine.loadPreviousCancelRequested())
    case .loadPreviousReset(let hasMore):
      apply(machine.loadPreviousReset(hasMore: hasMore))
    case .rowsAddedAbove(let height, let fromRefresh):
      if fromRefresh, height.isFinite, height != 0 { awaitsRefreshRows = false }
      apply(machine.rowsAddedAbove(height, fromRefresh: fromRefresh))
    }
  }

  /// Sets the refresh policy's timers now, as the task the initializer starts for an interval
  /// would: the trace replayer calls it before it moves time, so that the interval counts from
  /// the start whatever runs first (a second call changes nothing).
  package func startPolicy() {
    apply(machine.policyStarted(now: elapsedTime))
  }

  /// Stops the refresh policy for good, as the host going away does (P5): the trace replayer
  /// calls it after the last event, so that a replay ends.
  package func endPolicy() {
    apply(machine.policyEnded(now: elapsedTime))
  }

  // MARK: - Events

  /// Calls `handler` with every event from now on, in order, on the main actor.
  ///
  /// Events are delivered once the input that caused them has been handled in full, so a handler
  /// sees the coordinator's new state and may call back into it.
  ///
  /// - Returns: the token that ``removeEventHandler(_:)`` takes.
  @discardableResult
  public func addEventHandler(_ handler: @escaping (Event) -> Void) -> HandlerToken {
    eventHandlers.add(handler)
  }

  /// Stops calling the handler registered under `token`.
  public func removeEventHandler(_ token: HandlerToken) {
    eventHandlers.remove(token)
  }

  /// The events from now on as an asynchronous sequence; it ends when the caller stops
  /// iterating.
  public func events() -> AsyncStream<Event> {
    let (stream, continuation) = AsyncStream<Event>.makeStream()
    let token = addEventHandler { continuation.yield($0) }
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.removeEventHandler(token) }
    }
    return stream
  }

  /// Calls `handler` with every input the coordinator receives from now on, before acting on
  /// it: what `TraceRecorder` needs to replay the session later.
  @discardableResult
  package func addInputHandler(_ handler: @escaping (Input) -> Void) -> HandlerToken {
    inputHandlers.add(handler)
  }

  /// Stops calling the input handler registered under `token`.
  package func removeInputHandler(_ token: HandlerToken) {
    inputHandlers.remove(token)
  }

  // MARK: - Performing effects

  /// Performs what the machine decided: first the decided outcomes of the refresh and of the
  /// load (so that awaiting callers and ``lastOutcome`` hear them before the phases change), then
  /// the published state, then the other effects in the order they were returned; then the
  /// events they produced are delivered.
  private func apply(_ effects: RefreshStateMachine.Effects) {
    for effect in effects {
      switch effect {
      case .outcomeDecided(let outcome): report(outcome)
      case .loadFinished(let outcome): reportLoad(outcome)
      case .cancelLoad:
        loads.cancel()
        reportLoad(.cancelled)
      case .previousFinished(let outcome): reportPrevious(outcome)
      case .cancelPrevious:
        previousLoads.cancel()
        reportPrevious(.cancelled)
      default: break
      }
    }
    publish()
    for effect in effects {
      switch effect {
      case .haptic: outbox.append(.haptic)
      case .startAction: startAction()
      case .cancelAction: actions.cancel()
      case .outcomeDecided: break
      case .announce(let announcement): outbox.append(.announcement(announcement))
      case .startTimer(let timer):
        if let delay = machine.delay(of: timer, now: elapsedTime) { start(timer, after: delay) }
      case .cancelTimer(let timer): timers.removeValue(forKey: timer)?.task.cancel()
      case .restingInsetChanged: outbox.append(.restingInsetChanged(machine.restingInset))
      case .startLoad: startLoad()
      case .staleChanged(let isStale):
        self.isStale = isStale
        outbox.append(.staleChanged(isStale))
      case .startPrevious: startPrevious()
      case .keepPosition: outbox.append(.positionKept(delta: machine.lastKeep))
      case .cancelLoad, .loadFinished, .cancelPrevious, .previousFinished: break
      }
    }
    // A request held while the other end loaded, then dropped (a refresh started, T4): its
    // callers hear what a request at that instant would have heard.
    if loads.hasWaiters, !machine.loadMore.holdsRequest, machine.loadMore.phase != .loading {
      loads.finish(machine.loadMore.phase == .exhausted ? .end : .cancelled)
    }
    if previousLoads.hasWaiters, !machine.loadPrevious.holdsRequest,
      machine.loadPrevious.phase != .loading
    {
      previousLoads.finish(machine.loadPrevious.phase == .exhausted ? .end : .cancelled)
    }
    deliver()
  }

  /// Writes every published property whose value changed, in an order that lets a reader of one
  /// trust the others: the origin and the refreshing start before the phase.
  private func publish() {
    let scheduled = machine.origin == .scheduled
    if _isScheduledRefresh != scheduled { isScheduledRefresh = scheduled }
    if _restingInset != machine.restingInset { restingInset = machine.restingInset }
    let phase = machine.phase
    if _phase != phase {
      if phase.isRefreshing {
        refreshingSince = clock.now
      } else if _refreshingSince != nil {
        refreshingSince = nil
      }
      self.phase = phase
      outbox.append(.phaseChanged(phase))
    }
    let newIndicator = machine.indicator
    if _indicator != newIndicator { indicator = newIndicator }
    if _isInteracting != machine.isInteracting { isInteracting = machine.isInteracting }
    if _contentIsAtEdge != machine.isAtEdge { contentIsAtEdge = machine.isAtEdge }
    if _loadsMore != machine.loadMore.isEnabled { loadsMore = machine.loadMore.isEnabled }
    if _loadsPrevious != machine.loadPrevious.isEnabled {
      loadsPrevious = machine.loadPrevious.isEnabled
    }
    // Every phase an end entered is a change, also one it left in the same event (a page ends
    // and the next starts: idle, then loading).
    if machine.loadMore.passedPhases.count > 0 || machine.loadPrevious.passedPhases.count > 0 {
      let passed = machine.takePassedPhases()
      var footer = _loadMorePhase
      for phase in passed.far where phase != footer {
        footer = phase
        outbox.append(.loadMorePhaseChanged(phase))
      }
      var header = _loadPreviousPhase
      for phase in passed.top where phase != header {
        header = phase
        outbox.append(.loadPreviousPhaseChanged(phase))
      }
    }
    let footer = machine.loadMore.phase
    if _loadMorePhase != footer {
      if footer == .loading {
        loadingSince = clock.now
      } else if _loadingSince != nil {
        loadingSince = nil
      }
      loadMorePhase = footer
    }
    let header = machine.loadPrevious.phase
    if _loadPreviousPhase != header {
      if header == .loading {
        loadingPreviousSince = clock.now
      } else if _loadingPreviousSince != nil {
        loadingPreviousSince = nil
      }
      loadPreviousPhase = header
    }
    let content = machine.contentPhase ?? .idle
    if _contentPhase != content {
      contentPhase = content
      outbox.append(.contentPhaseChanged(content))
    }
  }

  /// Hands the waiting events to the handlers, unless a delivery further up the stack will.
  private func deliver() {
    guard !isDelivering, !outbox.isEmpty else { return }
    isDelivering = true
    var index = 0
    while index < outbox.count {
      let event = outbox[index]
      index += 1
      eventHandlers.call(event)
    }
    outbox.removeAll(keepingCapacity: true)
    isDelivering = false
  }

  private func report(_ outcome: RefreshOutcome) {
    if _lastOutcome != outcome { lastOutcome = outcome }
    if actionCycle == machine.cycle { outbox.append(.actionFinished(outcome)) }
    if outcome == .failure {
      lastError = actionError
    } else if _lastError != nil {
      lastError = nil
    }
    actionError = nil
    if outcome == .success { lastUpdated = clock.now }
    actions.finish(outcome)
  }

  /// Runs the action for the cycle that starts; without one the cycle waits for the host
  /// (``action``), and no action event is sent.
  private func startAction() {
    guard let action else { return }
    let cycle = machine.cycle
    actionCycle = cycle
    actionError = nil
    awaitsRefreshRows = false
    outbox.append(.actionStarted)
    actions.start(
      {
        try await action()
        return .success
      },
      cancelled: .cancelled,
      failure: .failure
    ) { [weak self] outcome, error in
      self?.actionReturned(outcome, error: error, cycle: cycle)
    }
  }

  /// The live action of `cycle` returned: its outcome goes through the one dispatcher, as a
  /// replayed one does (a late or stale completion changes nothing).
  private func actionReturned(_ outcome: RefreshOutcome, error: (any Error)?, cycle: Int) {
    guard cycle == machine.cycle, machine.phase.isRefreshing else { return }
    actionError = error
    awaitsRefreshRows = outcome == .success || outcome == .failure
    if let count = pendingItemCount {
      pendingItemCount = nil
      receive(.actionReturnedWithItems(outcome, items: count))
    } else {
      receive(.actionReturned(outcome))
    }
  }

  private func startLoad() {
    guard let action = loadMoreAction else { return }
    let load = machine.loadMore.load
    outbox.append(.loadStarted)
    loads.start(
      { try await action() == .more ? .more : .end },
      cancelled: .cancelled,
      failure: .failure
    ) { [weak self] outcome, _ in
      self?.loadMoreReturned(outcome, load: load)
    }
  }

  /// The live load `load` returned: its outcome goes through the one dispatcher, as a
  /// replayed one does (a late or stale completion changes nothing).
  private func loadMoreReturned(_ outcome: LoadMoreOutcome, load: Int) {
    guard load == machine.loadMore.load, machine.loadMore.phase == .loading else { return }
    receive(.loadMoreReturned(outcome))
  }

  private func reportLoad(_ outcome: LoadMoreOutcome) {
    outbox.append(.loadFinished(outcome))
    loads.finish(outcome)
  }

  private func startPrevious() {
    guard let action = loadPreviousAction else { return }
    let load = machine.loadPrevious.load
    outbox.append(.loadPreviousStarted)
    previousLoads.start(
      { try await action() == .more ? .more : .end },
      cancelled: .cancelled,
      failure: .failure
    ) { [weak self] outcome, _ in
      guard let self, load == machine.loadPrevious.load, machine.loadPrevious.phase == .loading
      else { return }
      receive(.loadPreviousReturned(outcome))
    }
  }

  private func reportPrevious(_ outcome: LoadMoreOutcome) {
    outbox.append(.loadPreviousFinished(outcome))
    previousLoads.finish(outcome)
  }

  // MARK: - Timers

  /// Starts `timer` (replacing one of its kind) to fire after `duration`, for the cycle in
  /// flight.
  private func start(_ timer: RefreshStateMachine.Timer, after duration: Duration) {
    timers.removeValue(forKey: timer)?.task.cancel()
    let cycle = machine.cycle
    // The deadline is fixed now, not when the task first runs, so that time passing before the
    // task starts cannot move it.
    let sleep = Self.sleeper(on: clock, for: duration)
    let task = Task { [weak self] in
      // A timer cancelled while its clock wakes it does not fire.
      guard (try? await sleep()) != nil, !Task.isCancelled else { return }
      self?.timerFired(timer, cycle: cycle)
    }
    timers[timer] = ScheduledTimer(deadline: elapsedTime + duration, task: task)
  }

  private func timerFired(_ timer: RefreshStateMachine.Timer, cycle: Int) {
    timers.removeValue(forKey: timer)
    apply(machine.timerElapsed(timer, cycle: cycle, now: elapsedTime))
    if pendingItemCount != nil { landPendingItemCount() }
  }

  private var elapsedTime: Duration { Self.elapsed(on: clock, since: origin) ?? .zero }

  /// The time on `clock` since `start`, or `nil` if `start` is not one of its instants.
  package nonisolated static func elapsed<C: Clock<Duration>>(
    on clock: C,
    since start: any InstantProtocol<Duration>
  ) -> Duration? {
    guard let start = start as? C.Instant else { return nil }
    return start.duration(to: clock.now)
  }

  /// The instant `age` before now on `clock`.
  private nonisolated static func instant<C: Clock<Duration>>(
    on clock: C,
    before age: Duration
  ) -> any InstantProtocol<Duration> {
    clock.now.advanced(by: .zero - age)
  }

  private static func sleeper<C: Clock<Duration>>(
    on clock: C,
    for duration: Duration
  ) -> @Sendable () async throws -> Void {
    let deadline = clock.now.advanced(by: duration)
    return { try await clock.sleep(until: deadline, tolerance: nil) }
  }

  private struct ScheduledTimer: Sendable {
    var deadline: Duration
    let task: Task<Void, Never>
  }

  // MARK: - Testing, replay and tools

  /// Waits for every timer whose deadline has passed on the clock to fire and be handled.
  ///
  /// For manual clocks: advance the clock, then call this.
  package func waitForDueTimers() async {
    while let due = timers.values.first(where: { $0.deadline <= elapsedTime }) {
      await due.task.value
    }
  }

  /// When the next timer fires, as time since the coordinator was made.
  package var nextTimerDeadline: Duration? { timers.values.map(\.deadline).min() }

  /// Waits for the current action's task to end and its result to be handled.
  package func waitForAction() async {
    await actions.task?.value
  }

  /// Waits for the current load's task to end and its result to be handled.
  package func waitForLoad() async {
    await loads.task?.value
  }

  /// Waits for the current previous page's task to end and its result to be handled.
  package func waitForPreviousLoad() async {
    await previousLoads.task?.value
  }

  /// The state machine, for inspection: the pull, the progress, the resolved threshold and
  /// resting extent, whether the content is at its edge.
  package var stateMachine: RefreshStateMachine { machine }
}
