import Foundation
import PullToRefresh

/// Records what a coordinator receives as a trace, so that a gesture seen in an app can be
/// replayed in a test.
///
/// Attach it to any front end's coordinator; it timestamps every input the coordinator receives
/// on its own clock and keeps it as it came. The recorded action never ends by itself
/// (`"duration": null`): each time the app's action returned is recorded as a `complete` event,
/// so the replay ends actions exactly when the app's did. Page loads are recorded the same way:
/// each load never ends by itself and adds nothing (`{ "duration": null, "adds": 0 }`), each time
/// the app's load returned is a `completeLoad` event, and the rows it added arrive as the
/// `content` events the front end sent. The settings are inputs too: a new configuration, Reduce
/// Motion, load more turned on or off and whether a pull refreshes are events, and a coordinator
/// whose settings differ from a new one's when recording starts gets them as events at 0. The
/// refresh policy's state when recording starts (visible, active, online, the last update) is the
/// trace's start; each change after that is a `visible`, `active` or `online` event, and a
/// last update reported before any event is the top-level `lastUpdated` (a later report has no
/// event in the format and is not kept). The item count and the insets when recording starts are
/// the top-level `items` and `insets`; each change after that is an `items` or `insets` event,
/// and a return that came with its count keeps that count (the action's `items`, or an `items`
/// event at its `complete`). The top end is recorded as load more is: the file's `loadPrevious`
/// once the coordinator has a load-previous action (with `"start": "exhausted"` when its header
/// is exhausted as recording starts), each page `{ "duration": null, "adds": 0 }` ending at its
/// `completePrevious`, and the rows the app or the front end reported above as `addsAbove`
/// events; the rows a refresh brought (the coordinator tells them from the app's) are the
/// action's `addsAbove` while every refresh that returned by itself brought one height, and
/// `addsAbove` events otherwise, which replay as the app's rows (kept, never revealed).
///
/// ```swift
/// let recorder = TraceRecorder(coordinator: coordinator, description: "pull in the inbox")
/// // … the user pulls …
/// try recorder.trace.encoded().write(to: url)
/// ```
@MainActor
public final class TraceRecorder {
  private let clock: any Clock<Duration>
  private let start: any InstantProtocol<Duration>
  private weak var coordinator: RefreshCoordinator?
  private var handler: RefreshCoordinator.HandlerToken?
  private var lastEdgeOffset: Double?
  /// Whether an input other than the settings at the start has been recorded: a viewport or a
  /// content length before it is the trace's own.
  private var hasRecordedInput = false
  /// How many returns (`complete` events) have been kept.
  private var returns = 0
  /// The returns kept under `action.items`.
  private var countedReturns: [CountedReturn] = []
  /// Whether an action returned or threw without a count: `action.items` would give it one.
  private var hasUncountedReturn = false
  /// Whether the counts are `items` events from now on (the returns brought different ones).
  private var countsAreEvents = false

  /// The inputs as recorded; ``trace`` writes the refresh's rows above as the format can say them.
  private var recorded: Trace
  /// Which returns (`complete` events, the first is 0) ended a refresh by itself (`success` or
  /// `failure`): the ones whose rows above are the refresh's (K2).
  private var refreshReturns: Set<Int> = []

  /// The trace so far.
  public var trace: Trace { withRefreshRows(recorded) }

  /// Starts recording `coordinator`'s inputs.
  ///
  /// - Parameters:
  ///   - coordinator: the coordinator to record.
  ///   - clock: where timestamps come from.
  ///   - description: the trace's one-line description.
  public init(
    coordinator: RefreshCoordinator,
    clock: any Clock<Duration> = ContinuousClock(),
    description: String? = nil
  ) {
    self.clock = clock
    self.start = clock.now
    self.coordinator = coordinator
    recorded = Trace(
      description: description,
      configuration: coordinator.configuration,
      action: Trace.ActionBehavior(duration: nil),
      loadsMore: coordinator.loadMoreAction != nil,
      loadActions: [Trace.LoadBehavior(duration: nil)],
      loadsPrevious: coordinator.loadPreviousAction != nil,
      previousStartsExhausted: coordinator.loadPreviousAction != nil
        && coordinator.loadPreviousPhase == .exhausted,
      previousActions: [Trace.LoadBehavior(duration: nil)],
      events: []
    )
    // The refresh policy's state at the start: not a moment, so top-level keys.
    recorded.isVisible = coordinator.isVisible
    recorded.isActive = coordinator.isActive
    recorded.isOnline = coordinator.isOnline
    recorded.lastUpdated = coordinator.timeSinceLastUpdate().map { -Self.seconds($0) }
    // The content's count and the bars at the start (the replay puts the content at rest).
    recorded.items = coordinator.itemCount
    let machine = coordinator.stateMachine
    recorded.insets = Trace.Insets(top: machine.pulledEdgeInset, bottom: machine.farInset)
    // The settings at the start, where they differ from a new coordinator's.
    if machine.reducesMotion {
      recorded.events.append(Trace.Event(at: 0, .reducesMotionChanged(true)))
    }
    if !machine.refreshes { recorded.events.append(Trace.Event(at: 0, .refreshesChanged(false))) }
    handler = coordinator.addInputHandler { [weak self] in self?.received($0) }
  }

  /// Stops recording; the trace keeps what was recorded.
  ///
  /// A trace with a refresh policy ends with a `visible` event at this instant that repeats the
  /// state (no moment): a replay stops the policy after the last event, so the policy's timers
  /// run in the replay until recording stopped, as they ran live.
  public func stop() {
    guard let handler else { return }
    coordinator?.removeInputHandler(handler)
    self.handler = nil
    if recorded.hasPolicy, let coordinator {
      recorded.events.append(
        Trace.Event(at: elapsedSeconds(), .visibilityChanged(coordinator.isVisible))
      )
    }
  }

  /// Timestamps `input` and keeps it, except what JSON cannot hold (a non-finite number) and a
  /// repeat of the last edge offset; a first viewport or content length seen before any event
  /// becomes the trace's `viewport` or `content`.
  private func received(_ input: RefreshCoordinator.Input) {
    var input = input
    switch input {
    case .scrolled(let edgeOffset):
      // Negative offsets (scrolled into the content) are kept: the start gate reads them (R5).
      guard edgeOffset.isFinite, edgeOffset != lastEdgeOffset else { return }
      lastEdgeOffset = edgeOffset
    case .viewportChanged(let length):
      // Zero and negative lengths are kept (the engine ignores them, R1); JSON has no NaN.
      guard length.isFinite else { return }
      if !hasRecordedInput, recorded.viewport == nil {
        recorded.viewport = length
        return
      }
    case .indicatorLengthChanged(let length):
      // Invalid lengths are kept (the engine ignores them); JSON has no NaN.
      guard length.isFinite else { return }
    case .contentChanged(let length):
      guard length.isFinite else { return }
      if !hasRecordedInput, recorded.content == nil {
        recorded.content = length
        return
      }
    case .loadMoreRequested(.scheduled):
      // The format names a person's or the app's request; the engine treats every source alike.
      input = .loadMoreRequested(.programmatic)
    case .loadMoreReturned(.cancelled):
      // An action that threw a cancellation ends its load as `cancelLoad` does.
      input = .loadMoreCancelRequested
    case .loadPreviousRequested(.scheduled), .loadPreviousRequested(.retry):
      // The format names a person's or the app's request (the header's Retry is the app's).
      input = .loadPreviousRequested(.programmatic)
    case .loadPreviousReturned(.cancelled, _):
      input = .loadPreviousCancelRequested
    case .rowsAddedAbove(let height, _):
      guard height.isFinite else { return }
    case .loadPreviousEnabledChanged(true) where !recorded.loadsPrevious:
      startWithLoadingPreviousOff()
    case .configurationChanged(let configuration):
      keepDistances(of: configuration)
    case .visibilityChanged(let isVisible):
      // A report that repeats the state is no moment (the handler runs before the coordinator
      // acts, so it still holds the state before).
      guard isVisible != coordinator?.isVisible else { return }
    case .activityChanged(let isActive):
      guard isActive != coordinator?.isActive else { return }
    case .connectivityChanged(let isOnline):
      guard isOnline != coordinator?.isOnline else { return }
    case .lastUpdateReported(let ago):
      // Only the start has a last update in the format: a report before any event is the
      // top-level `lastUpdated` (its instant from the start); a later one is not kept.
      if !hasRecordedInput {
        recorded.lastUpdated = elapsedSeconds() - Self.seconds(max(ago, .zero))
      }
      return
    case .loadMoreEnabledChanged(true) where !recorded.loadsMore:
      startWithLoadingMoreOff()
    case .hostAppeared:
      // The format's way to say a first appearance (P2): an `attach` when the policy had ended
      // (a host that went away), then hidden and visible again at the same instant.
      let at = elapsedSeconds()
      if coordinator?.stateMachine.policy.isEnded == true {
        recorded.events.append(Trace.Event(at: at, .hostAttached))
      }
      recorded.events.append(Trace.Event(at: at, .visibilityChanged(false)))
      input = .visibilityChanged(true)
    case .itemCountChanged(let count):
      // The format has no count of `nil` (content states turned off): not kept.
      guard count != nil else { return }
    case .insetsChanged(let pulledEdge, let far):
      // JSON has no infinity; the engine counts an inset that is not finite as 0.
      input = .insetsChanged(
        pulledEdge: pulledEdge.isFinite ? pulledEdge : 0,
        far: far.isFinite ? far : 0
      )
    case .actionReturned(let outcome):
      recordReturn(outcome, items: nil)
      return
    case .actionReturnedWithItems(let outcome, let items):
      recordReturn(outcome, items: items)
      return
    case .actionReturnedWithRowsAbove(let outcome, let items, let rows):
      // A replay's: the refresh's rows land with its outcome, as a live front end reports them.
      recordReturn(outcome, items: items)
      received(.rowsAddedAbove(rows, fromRefresh: true))
      return
    case .interactionBegan, .interactionEnded, .refreshRequested, .cancelRequested, .disappeared,
      .hostAttached,
      .externalRefreshingChanged, .loadMoreRequested, .loadMoreReturned,
      .loadMoreCancelRequested, .loadMoreReset, .reducesMotionChanged, .loadMoreEnabledChanged,
      .refreshesChanged, .loadPreviousEnabledChanged, .loadPreviousRequested,
      .loadPreviousReturned, .loadPreviousCancelRequested, .loadPreviousReset:
      break
    }
    hasRecordedInput = true
    recorded.events.append(Trace.Event(at: elapsedSeconds(), input))
  }

  /// Keeps the action's return (a `complete` event) and, when it came with the app's count in
  /// one input, that count.
  ///
  /// The file has one count for every return (`action.items`, which a replay applies with a
  /// `complete` of `success` or `failure`): while every counted return brought the same count,
  /// and no `success` or `failure` came without one, the returns are `complete` events under that
  /// `action.items`. From any other return on, each count is an `items` event at its
  /// `complete`'s instant, and the file's action has none: before it, so that rows land as the
  /// outcome does (`loading` to `content`), except for a count that falls to 0, which comes
  /// after it (`content` to `empty`, no `loading` in between). A return that finds no refresh in
  /// flight changes nothing in the engine, its count included, and is kept without it.
  private func recordReturn(_ outcome: RefreshOutcome, items: Int?) {
    let at = elapsedSeconds()
    hasRecordedInput = true
    let complete = Trace.Event(at: at, .actionReturned(outcome))
    if coordinator?.phase.isRefreshing == true, outcome == .success || outcome == .failure {
      refreshReturns.insert(returns)
    }
    defer { returns += 1 }
    guard let coordinator, coordinator.phase.isRefreshing, let items else {
      if coordinator?.phase.isRefreshing == true, outcome == .success || outcome == .failure {
        hasUncountedReturn = true
        writeCountsAsEvents()
      }
      recorded.events.append(complete)
      return
    }
    let counted = CountedReturn(
      ordinal: returns,
      items: items,
      isFallToZero: items <= 0 && coordinator.itemCount != 0
    )
    // What a replay gives a `complete` event the file's count for.
    let bringsCount = outcome == .success || outcome == .failure
    if bringsCount, !countsAreEvents, !hasUncountedReturn,
      recorded.action.items.map({ $0 == items }) ?? true
    {
      recorded.action.items = items
      countedReturns.append(counted)
      recorded.events.append(complete)
      return
    }
    if bringsCount { writeCountsAsEvents() }
    recorded.events.append(complete)
    insertCount(of: counted, at: recorded.events.count - 1)
  }

  /// Writes the counts of the returns kept under `action.items` as `items` events at their
  /// `complete`, and takes `action.items` away for good.
  private func writeCountsAsEvents() {
    guard recorded.action.items != nil else { return }
    countsAreEvents = true
    recorded.action.items = nil
    let completes = recorded.events.indices.filter {
      if case .actionReturned = recorded.events[$0].input { true } else { false }
    }
    for counted in countedReturns.reversed() where counted.ordinal < completes.count {
      insertCount(of: counted, at: completes[counted.ordinal])
    }
    countedReturns = []
  }

  /// Inserts `counted`'s count as an `items` event beside the `complete` at `index`: before it,
  /// or after it for a count that falls to 0.
  private func insertCount(of counted: CountedReturn, at index: Int) {
    let event = Trace.Event(at: recorded.events[index].at, .itemCountChanged(counted.items))
    recorded.events.insert(event, at: counted.isFallToZero ? index + 1 : index)
  }

  /// The format keeps one distance to each end for the whole trace (the file's
  /// `loadMore.distance` and `loadPrevious.distance`): the one the coordinator used last.
  private func keepDistances(of configuration: RefreshConfiguration) {
    let more = configuration.loadMoreDistance
    let previous = configuration.loadPreviousDistance
    let file = recorded.configuration
    guard more != file.loadMoreDistance || previous != file.loadPreviousDistance else { return }
    func withDistances(_ earlier: RefreshConfiguration) -> RefreshConfiguration {
      var settings = earlier
      settings.loadMoreDistance = more
      settings.loadPreviousDistance = previous
      return settings
    }
    recorded.configuration = withDistances(recorded.configuration)
    for index in recorded.events.indices {
      guard case .configurationChanged(let earlier) = recorded.events[index].input else {
        continue
      }
      recorded.events[index].input = .configurationChanged(withDistances(earlier))
    }
  }

  /// Load more is turned on for the first time: the file turns it on (its `loadMore` object
  /// carries the distance), and its first event turns it off, before the content's length at the
  /// start, which would otherwise load a page when the replay begins.
  private func startWithLoadingMoreOff() {
    recorded.loadsMore = true
    var start = [Trace.Event(at: 0, .loadMoreEnabledChanged(false))]
    if let content = recorded.content {
      start.append(Trace.Event(at: 0, .contentChanged(content)))
      recorded.content = nil
    }
    recorded.events.insert(contentsOf: start, at: 0)
  }

  /// The top end is turned on for the first time: the file turns it on (its `loadPrevious`
  /// object carries the distance), and its first event turns it off, before the content's length
  /// at the start, which would otherwise load a page above when the replay begins.
  private func startWithLoadingPreviousOff() {
    recorded.loadsPrevious = true
    var start = [Trace.Event(at: 0, .loadPreviousEnabledChanged(false))]
    if let content = recorded.content {
      start.append(Trace.Event(at: 0, .contentChanged(content)))
      recorded.content = nil
    }
    recorded.events.insert(contentsOf: start, at: 0)
  }

  /// `trace` with the rows the refresh brought above (the coordinator's `fromRefresh` rows) as
  /// the format can say them.
  ///
  /// The file has one height for every refresh's rows (the action's `addsAbove`, which a replay
  /// lands right after each `complete` of `success` or `failure`): while every refresh that
  /// returned by itself brought rows of one height, they are the action's `addsAbove`. Otherwise
  /// each is an `addsAbove` event at its instant, which replays as the app's own rows: kept,
  /// never revealed (K2).
  private func withRefreshRows(_ trace: Trace) -> Trace {
    var heights: [Int: [Double]] = [:]
    var ordinal = -1
    var strays = 0
    for event in trace.events {
      switch event.input {
      case .actionReturned: ordinal += 1
      case .rowsAddedAbove(let height, fromRefresh: true):
        if refreshReturns.contains(ordinal) {
          heights[ordinal, default: []].append(height)
        } else {
          strays += 1
        }
      default: break
      }
    }
    guard !heights.isEmpty || strays > 0 else { return trace }
    var result = trace
    let all = heights.values.flatMap { $0 }
    let onePerReturn = heights.values.allSatisfy { $0.count == 1 }
    if strays == 0, Set(heights.keys) == refreshReturns, onePerReturn, let first = all.first,
      all.allSatisfy({ $0 == first })
    {
      result.action.addsAbove = first
      result.events.removeAll {
        if case .rowsAddedAbove(_, fromRefresh: true) = $0.input { true } else { false }
      }
      return result
    }
    for index in result.events.indices {
      if case .rowsAddedAbove(let height, fromRefresh: true) = result.events[index].input {
        result.events[index].input = .rowsAddedAbove(height, fromRefresh: false)
      }
    }
    return result
  }

  /// `duration` in seconds, to the microsecond.
  private static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return (Double(seconds) * 1e6 + (Double(attoseconds) / 1e12).rounded()) / 1e6
  }

  /// A return that brought the app's count.
  private struct CountedReturn {
    /// Which `complete` event it is (the first is 0).
    var ordinal: Int
    /// The count it brought.
    var items: Int
    /// Whether the count fell to 0 from rows, or from none reported.
    var isFallToZero: Bool
  }

  private func elapsedSeconds() -> Double {
    let clock: any Clock<Duration> = self.clock
    return Self.seconds(RefreshCoordinator.elapsed(on: clock, since: start) ?? .zero)
  }
}
