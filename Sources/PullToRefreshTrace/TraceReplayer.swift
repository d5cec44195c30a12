@_spi(FrontEnd) import PullToRefresh

/// Replays a trace through the real ``RefreshCoordinator`` on a virtual clock.
///
/// Each event's input is delivered at its time (``RefreshCoordinator/receive(_:)``); each started
/// action is simulated as the trace says: it returns or throws after `action.duration` and honours
/// cancellation (a `complete` event finishes the refresh in flight itself, and the coordinator
/// cancels the action). With `loadMore`, each started page load is simulated the same way from
/// `loadAction` (one behaviour per load, the last repeating), and the rows it adds are reported
/// as the content's new length right after it ends; a `loadsMore` event gives the coordinator the
/// simulated load or takes it away, as an app sets or removes its action. The start's
/// visibility, activity, connectivity and last update (the refresh policy's), then its item count
/// and its insets (the content at rest under them), are set before the first event and before
/// the start's content length. An action with `items` ends with its outcome and that count in
/// one input, as a `complete` event of `success` or `failure` does. With `loadPrevious`, each
/// previous page is simulated from `previousAction`, and its `adds` land above with its result
/// in one input (T2); an `exhausted` start is the header's starting value. An action with
/// `addsAbove` lands those rows right after its outcome when it ends by itself, as the refresh's
/// own (K2 may reveal them); an `addsAbove` event is the app's rows. After the last event the
/// policy stops (the coordinator's `endPolicy()`), and virtual time runs on until nothing is
/// scheduled: the cycle and the page load in flight end.
/// The transcript records what the coordinator sent (a change of the content phase from the
/// start's on) and, when they change, the threshold and resting extent the engine resolved. The
/// same trace always gives the same transcript.
///
/// ```swift
/// let transcript = await TraceReplayer.replay(try Trace.decode(from: data))
/// print(transcript.jsonLines(), terminator: "")
/// ```
@MainActor
public final class TraceReplayer {
  private let trace: Trace
  private let clock = VirtualClock()
  private let coordinator: RefreshCoordinator
  private var transcript = Transcript()
  /// Whether a started action's task has neither called the action nor given up on it yet.
  private var isActionStartPending = false
  private var actionStartWaiter: CheckedContinuation<Void, Never>?
  private var waitingAction: CheckedContinuation<Trace.Completion?, Never>?
  private var scheduledCompletion: Duration?
  /// Whether a started load's task has neither called the load action nor given up on it yet.
  private var isLoadStartPending = false
  private var waitingLoad: CheckedContinuation<Trace.LoadCompletion?, Never>?
  private var scheduledLoadCompletion: Duration?
  /// How the load in flight behaves, once its action was called.
  private var currentLoad: Trace.LoadBehavior?
  /// Whether a started previous-page load's task has neither called the load-previous action
  /// nor given up on it yet.
  private var isPreviousStartPending = false
  private var waitingPrevious: CheckedContinuation<Trace.LoadCompletion?, Never>?
  private var scheduledPreviousCompletion: Duration?
  /// How the previous-page load in flight behaves, once its action was called.
  private var currentPrevious: Trace.LoadBehavior?
  private var lastResolved: Transcript.ResolvedLengths?
  /// Whether changes of staleness go into the transcript: in a trace with a policy, once the
  /// start's state is set (its staleness is the starting value, not a change).
  private var recordsStaleness = false
  /// Whether changes of the content phase go into the transcript: once the start's count is
  /// set (the phase it gives is the starting value, not a change).
  private var recordsContentPhase = false
  /// Whether changes of the header go into the transcript: once the start's header is set (an
  /// `exhausted` start is the starting value, not a change).
  private var recordsHeader = false

  /// Replays `trace` and returns its transcript.
  public static func replay(_ trace: Trace) async -> Transcript {
    let replayer = TraceReplayer(trace)
    let transcript = await replayer.run()
    await replayer.hostWentAway()
    return transcript
  }

  private init(_ trace: Trace) {
    self.trace = trace
    coordinator = RefreshCoordinator(configuration: trace.configuration, clock: clock) {}
    coordinator.action = { [unowned self] in try await self.simulatedAction() }
    coordinator.addEventHandler { [unowned self] in self.record($0) }
    if trace.loadsMore { turnLoadingMore(on: true) }
    if trace.loadsPrevious {
      turnLoadingPrevious(on: true)
      if trace.previousStartsExhausted { coordinator.receive(.loadPreviousReset(hasMore: false)) }
    }
    recordsHeader = true
    if let viewport = trace.viewport { coordinator.receive(.viewportChanged(viewport)) }
  }

  private var now: Duration { clock.now.offset }

  /// Gives the coordinator the simulated load-more action, or takes it away.
  private func turnLoadingMore(on isOn: Bool) {
    guard isOn else {
      coordinator.loadMoreAction = nil
      return
    }
    coordinator.loadMoreAction = { [unowned self] in try await self.simulatedLoad() }
  }

  /// Gives the coordinator the simulated load-previous action, or takes it away.
  private func turnLoadingPrevious(on isOn: Bool) {
    guard isOn else {
      coordinator.loadPreviousAction = nil
      return
    }
    coordinator.loadPreviousAction = { [unowned self] in try await self.simulatedPrevious() }
  }

  private func run() async -> Transcript {
    noteResolvedLengths()
    // An interval counts from the start, whether or not an input comes before the first event.
    coordinator.startPolicy()
    // The start's state: not a moment (a trace that starts visible has had no appearance).
    coordinator.isVisible = trace.isVisible
    coordinator.isActive = trace.isActive
    coordinator.isOnline = trace.isOnline
    if let lastUpdated = trace.lastUpdated {
      // A positive time (the future) is the engine's to count as now (P7): it gets it as is.
      let ago =
        lastUpdated <= 0
        ? Duration.seconds(exactly: -lastUpdated) : .zero - .seconds(exactly: lastUpdated)
      coordinator.contentUpdated(ago: ago)
    }
    recordsStaleness = trace.hasPolicy
    // The count and the insets hold from the start, before the first sample (the content's
    // length included): with the insets' change alone the content would move away from its edge
    // (G3 keeps it in its place on screen), so a sample at the edge puts it at rest.
    if let items = trace.items { coordinator.receive(.itemCountChanged(items)) }
    recordsContentPhase = true
    if trace.insets != Trace.Insets() {
      coordinator.receive(.insetsChanged(pulledEdge: trace.insets.top, far: trace.insets.bottom))
      if coordinator.stateMachine.edgeOffset != 0 { coordinator.receive(.scrolled(edgeOffset: 0)) }
    }
    await letActionsStart()
    if let content = trace.content {
      coordinator.receive(.contentChanged(content))
      await letActionsStart()
    }
    for event in trace.events {
      await runScheduledWork(until: .seconds(exactly: event.at))
      let load = coordinator.loadMorePhase == .loading ? currentLoad : nil
      let previous = coordinator.loadPreviousPhase == .loading ? currentPrevious : nil
      switch event.input {
      case .loadMoreEnabledChanged(let isOn):
        // Load more on or off, as an app sets or removes its action: the coordinator receives
        // the same input, and the simulated load runs the pages.
        turnLoadingMore(on: isOn)
      case .loadPreviousEnabledChanged(let isOn):
        turnLoadingPrevious(on: isOn)
      case .loadPreviousReturned(let outcome, _) where previous != nil:
        // A `completePrevious` ended the page in flight: its rows land with its result, as if
        // its action had returned.
        coordinator.receive(withPreviousRows(outcome, of: previous))
        await letPreviousPageEnd()
      default:
        coordinator.receive(withActionItems(event.input))
      }
      noteResolvedLengths()
      if case .loadMoreReturned(let outcome) = event.input, let load {
        // A `completeLoad` ended the load in flight: its rows arrive as if its action had.
        await coordinator.waitForLoad()
        addRows(of: load, after: outcome)
      }
      await letActionsStart()
    }
    // The policy stops after the last event (no trigger, no interval, no staleness timer), so
    // that the replay ends once the cycle and the page load in flight have.
    coordinator.endPolicy()
    await letActionsStart()
    await runScheduledWork(until: nil)
    transcript.finalPhase = coordinator.phase
    transcript.finalStale = coordinator.isStale
    transcript.finalFooter = coordinator.loadMorePhase
    transcript.finalContentPhase = coordinator.contentPhase
    transcript.finalHeader = coordinator.loadPreviousPhase
    transcript.endTime = now
    return transcript
  }

  /// Ends what the trace left running, as a host going away would (R13), once the transcript is
  /// taken: an action that never ends would otherwise keep its task, and through it this
  /// replayer, the coordinator and the clock, alive for good (the address sanitizer saw it).
  private func hostWentAway() async {
    coordinator.disappeared()
    // A load the host's going away left running (it should not, L8, T10) is ended too, so that
    // a broken rule shows as a failed expectation, never as a replay that does not return. Only
    // a load in flight is cancelled: a cancel decides again, and may start the other end's page.
    for _ in 0..<4 {
      if coordinator.loadMorePhase == .loading { coordinator.cancelLoadMore() }
      if coordinator.loadPreviousPhase == .loading { coordinator.cancelLoadPrevious() }
    }
    // A simulated page the engine no longer counts as loading, but never ended (a reset that
    // did not cancel it, T10 broken), gives up as a cancelled one does.
    for waiting in [waitingLoad, waitingPrevious].compactMap({ $0 }) {
      waiting.resume(returning: nil)
    }
    (waitingLoad, waitingPrevious) = (nil, nil)
    await coordinator.waitForAction()
    await coordinator.waitForLoad()
    await coordinator.waitForPreviousLoad()
  }

  /// Runs timers and action completions in time order up to `limit` (or until none is left).
  private func runScheduledWork(until limit: Duration?) async {
    while true {
      let timer = coordinator.nextTimerDeadline
      let next = [timer, scheduledCompletion, scheduledLoadCompletion, scheduledPreviousCompletion]
        .compactMap { $0 }.min()
      guard let next, limit.map({ next <= $0 }) ?? true else { break }
      // An action's or a page's end at the same instant as a timer comes first: the timers'
      // sleepers wake once it has been handled.
      clock.moveTimeLeavingSleepers(to: .init(offset: next))
      if let completion = scheduledCompletion, completion == next {
        await completeAction(trace.action.outcome)
      } else if let completion = scheduledLoadCompletion, completion == next {
        await completeLoad()
      } else if let completion = scheduledPreviousCompletion, completion == next {
        await completePrevious()
      } else {
        clock.moveTime(to: .init(offset: next))
        await coordinator.waitForDueTimers()
        await letActionsStart()
      }
      noteResolvedLengths()
    }
    if let limit { clock.moveTime(to: .init(offset: limit)) }
  }

  /// Adds a line when the threshold or resting extent the engine resolved differs from the last
  /// line's (the first call always adds one).
  private func noteResolvedLengths() {
    let machine = coordinator.stateMachine
    let resolved = Transcript.ResolvedLengths(
      threshold: machine.thresholdLength,
      restingExtent: machine.restingExtent
    )
    guard resolved != lastResolved else { return }
    lastResolved = resolved
    transcript.lines.append(Transcript.Line(at: now, resolved: resolved))
  }

  /// Ends the simulated action as the trace's `action` says, once its duration is up.
  ///
  /// With `action.items` the coordinator hears the outcome and the app's count in one input
  /// (F1), as a `complete` event's; the task then gives up, and its late end changes nothing.
  private func completeAction(_ completion: Trace.Completion) async {
    guard let waiting = waitingAction else { return }
    scheduledCompletion = nil
    if trace.action.items != nil || trace.action.addsAbove != nil {
      coordinator.receive(withActionItems(.actionReturned(completion.outcome)))
      noteResolvedLengths()
    }
    // The coordinator gave the action up (its `actionFinished` resumed it); if it did not, the
    // action ends as it would have without a count, never left waiting.
    if waitingAction != nil {
      waitingAction = nil
      waiting.resume(returning: completion)
    }
    await coordinator.waitForAction()
    await letActionsStart()
  }

  /// The input that ends the previous-page load in flight with `outcome`, with the rows its
  /// behaviour adds above when it ends with `more` or `end`: they land with the result, in one
  /// decision (T2).
  private func withPreviousRows(
    _ outcome: LoadMoreOutcome,
    of load: Trace.LoadBehavior?
  ) -> RefreshCoordinator.Input {
    guard let load, outcome == .more || outcome == .end else {
      return .loadPreviousReturned(outcome)
    }
    return .loadPreviousReturned(outcome, rowsAbove: load.adds)
  }

  /// `input`, with the action's count when it is the action's end by itself (a `complete` event
  /// with `success` or `failure`) and `action.items` gives one; a timeout or a cancel brings no
  /// count.
  private func withActionItems(_ input: RefreshCoordinator.Input) -> RefreshCoordinator.Input {
    guard case .actionReturned(let outcome) = input, outcome == .success || outcome == .failure
    else { return input }
    if let rows = trace.action.addsAbove {
      // The rows it brought above land with its outcome, in the same decision (K1, K2).
      return .actionReturnedWithRowsAbove(outcome, items: trace.action.items, rowsAbove: rows)
    }
    guard let items = trace.action.items else { return input }
    return .actionReturnedWithItems(outcome, items: items)
  }

  /// Ends the simulated load as its behaviour says, once its duration is up, then reports the
  /// rows it added.
  private func completeLoad() async {
    guard let waiting = waitingLoad, let load = currentLoad else { return }
    waitingLoad = nil
    scheduledLoadCompletion = nil
    waiting.resume(returning: load.result)
    await coordinator.waitForLoad()
    addRows(of: load, after: load.result.outcome)
    await letActionsStart()
  }

  /// Ends the simulated previous-page load as its behaviour says, once its duration is up.
  ///
  /// The coordinator hears the result and the page's rows in one input, as a `completePrevious`
  /// event's (their rows land with the result, T2); the page's task then gives up, and its late
  /// end changes nothing.
  private func completePrevious() async {
    guard let load = currentPrevious, waitingPrevious != nil else { return }
    scheduledPreviousCompletion = nil
    coordinator.receive(withPreviousRows(load.result.outcome, of: load))
    noteResolvedLengths()
    // The coordinator gave the page up (its `previousFinished` resumed it); if it did not, the
    // page ends as it would have without its rows, never left waiting.
    if let waiting = waitingPrevious {
      waitingPrevious = nil
      waiting.resume(returning: load.result)
    }
    await letPreviousPageEnd()
    await letActionsStart()
  }

  /// Waits for the ended page's task to return, unless the next page already started: its task
  /// starts once that one has returned, which ``letActionsStart()`` waits for.
  private func letPreviousPageEnd() async {
    if coordinator.loadPreviousPhase != .loading { await coordinator.waitForPreviousLoad() }
  }

  /// Reports the content's new length when `load` ended with `more` or `end` and adds rows, as a
  /// front end reports the app's new rows.
  private func addRows(of load: Trace.LoadBehavior, after outcome: LoadMoreOutcome) {
    guard load.adds > 0, outcome == .more || outcome == .end else { return }
    let length = coordinator.stateMachine.contentLength ?? 0
    coordinator.contentChanged(length + load.adds)
  }

  /// Waits until every started action's and load's task has called its closure (and the closure
  /// has reached its first suspension), or will never call it (it was cancelled first).
  private func letActionsStart() async {
    while isActionStartPending || isLoadStartPending || isPreviousStartPending {
      await withCheckedContinuation { actionStartWaiter = $0 }
    }
  }

  /// The started action's task called it, or gave up on it.
  private func actionStartSettled() {
    isActionStartPending = false
    resumeStartWaiter()
  }

  /// The started load's task called the load action, or gave up on it.
  private func loadStartSettled() {
    isLoadStartPending = false
    resumeStartWaiter()
  }

  /// The started previous-page load's task called the load-previous action, or gave up on it.
  private func previousStartSettled() {
    isPreviousStartPending = false
    resumeStartWaiter()
  }

  private func resumeStartWaiter() {
    actionStartWaiter?.resume()
    actionStartWaiter = nil
  }

  private func simulatedAction() async throws {
    transcript.actionCalls += 1
    // The waiter resumes once this action suspends below: everything runs on the main actor.
    actionStartSettled()
    // Past the limit an action never ends by itself: a policy's interval over a long trace (or a
    // runaway loop of refreshes) ends the replay with a count no trace expects, instead of
    // running on for hours.
    if let duration = trace.action.duration, transcript.actionCalls <= Self.actionLimit {
      scheduledCompletion = now + .seconds(exactly: duration)
    }
    let completion = await withCheckedContinuation { waitingAction = $0 }
    switch completion {
    case .success: return
    case .failure: throw SimulatedFailure()
    case nil: throw CancellationError()
    }
  }

  private func simulatedLoad() async throws -> LoadMoreResult {
    let load = trace.loadActions[min(transcript.loadCalls, trace.loadActions.count - 1)]
    transcript.loadCalls += 1
    currentLoad = load
    loadStartSettled()
    // Past the limit a load never ends by itself: a runaway loop of loads (L2 broken) ends the
    // replay with a count no trace expects, instead of running on forever.
    if let duration = load.duration, transcript.loadCalls <= Self.loadLimit {
      scheduledLoadCompletion = now + .seconds(exactly: duration)
    }
    let completion = await withCheckedContinuation { waitingLoad = $0 }
    switch completion {
    case .more: return .more
    case .end: return .end
    case .failure: throw SimulatedFailure()
    case nil: throw CancellationError()
    }
  }

  private func simulatedPrevious() async throws -> LoadMoreResult {
    let load = trace.previousActions[
      min(transcript.previousCalls, trace.previousActions.count - 1)
    ]
    transcript.previousCalls += 1
    currentPrevious = load
    previousStartSettled()
    // Past the limit a page never ends by itself: a runaway loop of pages (T2 broken) ends the
    // replay with a count no trace expects, instead of running on forever.
    if let duration = load.duration, transcript.previousCalls <= Self.loadLimit {
      scheduledPreviousCompletion = now + .seconds(exactly: duration)
    }
    let completion = await withCheckedContinuation { waitingPrevious = $0 }
    switch completion {
    case .more: return .more
    case .end: return .end
    case .failure: throw SimulatedFailure()
    case nil: throw CancellationError()
    }
  }

  private func record(_ event: RefreshCoordinator.Event) {
    // Lengths resolved by the input that caused the event come before it.
    noteResolvedLengths()
    var line = Transcript.Line(at: now, event: event)
    switch event {
    case .staleChanged where !recordsStaleness: return
    case .contentPhaseChanged where !recordsContentPhase: return
    case .loadPreviousPhaseChanged where !recordsHeader: return
    case .actionStarted: line.isScheduled = coordinator.isScheduledRefresh
    default: break
    }
    transcript.lines.append(line)
    switch event {
    case .phaseChanged(.finishing(let outcome)):
      // A quiet cycle (P4) has no finishing display: its outcome is its `actionFinished` line's.
      transcript.outcomes.append(outcome)
    case .actionStarted:
      isActionStartPending = true
      // The engine started a cycle's action while the last one still waits, without an
      // `actionFinished` for it (it should not): the coordinator runs the new action only after
      // the last one returns, so that one gives up, and a broken rule shows as a failed
      // expectation, never as a replay that does not return.
      if let waiting = waitingAction {
        waitingAction = nil
        scheduledCompletion = nil
        waiting.resume(returning: nil)
      }
    case .actionFinished:
      // The coordinator gave up on an action that never started (its task was cancelled first):
      // it never will.
      if isActionStartPending { actionStartSettled() }
      // The coordinator gave up on the action (cancel, timeout, host flag): it honours that.
      if let waiting = waitingAction {
        waitingAction = nil
        scheduledCompletion = nil
        waiting.resume(returning: nil)
      }
    case .loadStarted:
      isLoadStartPending = true
      // The engine started a new load while the last one still waits (it should not, L3): the
      // coordinator runs the new one only after the last one returns, so that one gives up,
      // and a broken rule shows as a failed expectation, never as a replay that does not return.
      if let waiting = waitingLoad {
        waitingLoad = nil
        scheduledLoadCompletion = nil
        waiting.resume(returning: nil)
      }
    case .loadFinished(let outcome):
      transcript.loadResults.append(outcome)
      if isLoadStartPending { loadStartSettled() }
      // The coordinator ended the load itself (a cancel, a refresh, `completeLoad`): the
      // simulated load honours that.
      if let waiting = waitingLoad {
        waitingLoad = nil
        scheduledLoadCompletion = nil
        waiting.resume(returning: nil)
      }
    case .loadPreviousStarted:
      isPreviousStartPending = true
      // As for a load: a new page while the last one still waits (T4 broken) gives that one up.
      if let waiting = waitingPrevious {
        waitingPrevious = nil
        scheduledPreviousCompletion = nil
        waiting.resume(returning: nil)
      }
    case .loadPreviousFinished(let outcome):
      transcript.previousResults.append(outcome)
      if isPreviousStartPending { previousStartSettled() }
      // The coordinator ended the page itself (a cancel, a refresh, `completePrevious`): the
      // simulated page honours that.
      if let waiting = waitingPrevious {
        waitingPrevious = nil
        scheduledPreviousCompletion = nil
        waiting.resume(returning: nil)
      }
    case .phaseChanged, .haptic, .announcement, .restingInsetChanged, .loadMorePhaseChanged,
      .staleChanged, .contentPhaseChanged, .loadPreviousPhaseChanged, .positionKept:
      break
    }
  }

  /// How many loads end by themselves in one replay.
  static let loadLimit = 1000

  /// How many actions end by themselves in one replay.
  static let actionLimit = 1000

  /// The error a simulated action throws for a `failure`.
  struct SimulatedFailure: Error {}
}
