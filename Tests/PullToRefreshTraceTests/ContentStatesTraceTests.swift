import Foundation
@_spi(FrontEnd) import PullToRefresh
import Testing

@testable import PullToRefreshTrace

/// Content states in traces (Behavior.md, "Content states", its trace format): the top-level
/// `items`, the action's `items`, the `items` event and the `retry` request, the transcript's
/// `contentPhase` lines and summary, the new expectations, and the recorder.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct ContentStatesTraceTests {
  private func decode(_ json: String) throws(TraceError) -> Trace {
    try TraceFixtures.decode(json)
  }

  private func libraryTrace(_ name: String) throws -> Trace {
    try TraceFixtures.libraryTrace(name)
  }

  private func eventLines(_ transcript: Transcript) -> [String] {
    TraceFixtures.eventLines(transcript)
  }

  // MARK: - Reading and writing

  @Test func readsTheCountsAndTheRetry() throws {
    let trace = try decode(
      """
      { "items": 0, "action": { "duration": 2, "outcome": "failure", "items": 12 },
        "events": [{ "at": 1, "items": 3 }, { "at": 2, "refresh": "retry" },
                   { "at": 3, "items": -4 }, { "at": 4, "items": 7.0 }] }
      """
    )
    #expect(trace.items == 0)
    #expect(trace.action == Trace.ActionBehavior(duration: 2, outcome: .failure, items: 12))
    #expect(
      trace.events.map(\.input) == [
        .itemCountChanged(3), .refreshRequested(.retry), .itemCountChanged(-4),
        .itemCountChanged(7),
      ]
    )
    #expect(try Trace.decode(from: trace.encoded()) == trace)
    let written = String(decoding: trace.encoded(), as: UTF8.self)
    #expect(written.contains(#""action": { "duration": 2, "outcome": "failure", "items": 12 }"#))
    #expect(written.contains(#""items": 0,"#))
    #expect(written.contains(#"{ "at": 2, "refresh": "retry" }"#))
    #expect(written.contains(#"{ "at": 3, "items": -4 }"#))
  }

  /// Without `items` content states are off: the file writes no count, and the action none.
  @Test func absentCountsAreOff() throws {
    let trace = try decode(#"{ "action": { "duration": 1 }, "events": [] }"#)
    #expect(trace.items == nil && trace.action.items == nil)
    let written = String(decoding: trace.encoded(), as: UTF8.self)
    #expect(!written.contains("items"))
  }

  @Test(arguments: [
    (
      #"{"items": 2.5, "events": []}"#,
      "items: must be a whole number from -1000000000 to 1000000000, got 2.5"
    ),
    (
      #"{"events": [{"at": 0, "pull": 0}, {"at": 1, "items": 1e20}]}"#,
      "events[1].items: must be a whole number from -1000000000 to 1000000000, got 1e+20"
    ),
    (
      #"{"action": {"items": -0.5}, "events": []}"#,
      "action.items: must be a whole number from -1000000000 to 1000000000, got -0.5"
    ),
    (#"{"items": null, "events": []}"#, "items: expected a number, got null"),
    (#"{"items": "3", "events": []}"#, "items: expected a number"),
    (#"{"events": [{"at": 0, "items": null}]}"#, "events[0].items: expected a number, got null"),
    (#"{"events": [{"at": 0, "items": true}]}"#, "events[0].items: expected a number"),
    (#"{"action": {"items": null}, "events": []}"#, "action.items: expected a number, got null"),
    (
      #"{"events": [{"at": 0, "items": 1, "refresh": "retry"}]}"#,
      "events[0]: has more than one event: items, refresh"
    ),
    (
      #"{"events": [], "expect": {"contentPhases": ["busy"]}}"#,
      #"expect.contentPhases: unknown content phase "busy"; expected "idle", "loading", "empty", "#
        + #""failed" or "content""#
    ),
    (
      #"{"events": [], "expect": {"finalContentPhase": "refreshing"}}"#,
      #"expect.finalContentPhase: unknown content phase "refreshing"; expected "idle", "#
        + #""loading", "empty", "failed" or "content""#
    ),
    (
      #"{"events": [{"at": 0, "refresh": "again"}]}"#,
      #"events[0].refresh: must be "programmatic", "accessibility", "scheduled" or "retry", "#
        + #"got "again""#
    ),
  ])
  func rejectsABadCountWithOneLineNamingIt(json: String, message: String) {
    do {
      _ = try decode(json)
      Issue.record("accepted \(json)")
    } catch {
      #expect(error.description == message)
    }
  }

  // MARK: - The replay and its transcript

  /// The start's count is the starting value: no line for it; every change after it has one,
  /// and the summary names the phase at the end.
  @Test func theStartPrintsNoLineAndTheSummaryNamesThePhase() async throws {
    let trace = try decode(
      #"{ "items": 3, "action": { "duration": 1, "items": 0 },"#
        + #" "events": [{ "at": 0, "refresh": "scheduled" }, { "at": 2, "items": 1 }] }"#
    )
    let transcript = await TraceReplayer.replay(trace)
    #expect(
      eventLines(transcript).filter { $0.contains("contentPhase") } == [
        #"{"at":1,"contentPhase":"empty"}"#, #"{"at":2,"contentPhase":"content"}"#,
      ]
    )
    #expect(transcript.contentPhases == [.empty, .content])
    #expect(transcript.finalContentPhase == .content)
    #expect(transcript.jsonLines().contains(#""stale":false,"contentPhase":"content","#))
  }

  /// A trace that reports no count prints no content phase, and its summary says `idle`, as the
  /// coordinator publishes while content states are off; a first count in an event or with the
  /// action's outcome turns them on there.
  @Test func withoutACountNoContentPhaseLine() async throws {
    let off = try decode(
      #"{ "action": { "duration": 1 }, "events": [{ "at": 0, "refresh": "retry" }] }"#
    )
    let transcript = await TraceReplayer.replay(off)
    #expect(eventLines(transcript).allSatisfy { !$0.contains("contentPhase") })
    #expect(transcript.jsonLines().contains(#""contentPhase":"idle","previousCalls""#))
    let later = try decode(
      #"{ "action": { "duration": 1, "items": 4 }, "events": [{ "at": 0, "refresh": "retry" }] }"#
    )
    #expect(
      eventLines(await TraceReplayer.replay(later)).filter { $0.contains("contentPhase") } == [
        #"{"at":1,"contentPhase":"content"}"#
      ]
    )
  }

  /// The first load's `actionStarted` says it is scheduled; a retry's does not (F2, F5).
  @Test func theFirstLoadIsScheduledARetryIsNot() async throws {
    let transcript = await TraceReplayer.replay(
      try libraryTrace("content-f5-retry-is-quiet-and-announces-only-a-failure")
    )
    #expect(
      eventLines(transcript).filter { $0.contains("actionStarted") } == [
        #"{"at":0.5,"effect":"actionStarted","scheduled":true}"#,
        #"{"at":2,"effect":"actionStarted"}"#, #"{"at":4,"effect":"actionStarted"}"#,
      ]
    )
  }

  /// F1's trace at its instants: the phase is empty at the outcome (0.1), while the minimum time
  /// keeps the spinner to 0.5; the rows of 0.3 make it content.
  @Test func thePhaseLeavesLoadingAtTheOutcome() async throws {
    let transcript = await TraceReplayer.replay(
      try libraryTrace("content-f1-leaves-loading-at-the-outcome-not-the-minimum-time")
    )
    #expect(
      eventLines(transcript).filter { $0.contains(#""phase""#) || $0.contains("contentPhase") }
        == [
          #"{"at":0,"phase":"refreshing"}"#, #"{"at":0,"contentPhase":"loading"}"#,
          #"{"at":0.1,"contentPhase":"empty"}"#, #"{"at":0.3,"contentPhase":"content"}"#,
          #"{"at":0.5,"phase":"finishing","outcome":"success"}"#, #"{"at":0.9,"phase":"idle"}"#,
        ]
    )
  }

  /// The action's count lands with its outcome, by its duration or by a `complete` event of
  /// `success` or `failure`; a `complete` of `timedOut` or `cancelled` brings none.
  @Test(arguments: [
    (RefreshOutcome.success, ContentPhase.content), (.failure, .content),
    (.timedOut, .failed), (.cancelled, .idle),
  ])
  func aCompleteEventBringsTheCountWithItsOutcome(
    outcome: RefreshOutcome,
    phase: ContentPhase
  ) async throws {
    let name = TraceVocabulary.outcomes.name(of: outcome)
    let trace = try decode(
      #"{ "items": 0, "action": { "duration": null, "items": 2 }, "events": ["#
        + #"{ "at": 0, "refresh": "programmatic" }, { "at": 1, "complete": "\#(name)" }] }"#
    )
    let transcript = await TraceReplayer.replay(trace)
    #expect(transcript.finalContentPhase == phase)
    #expect(transcript.contentPhases == [.loading, phase])
  }

  /// An action that fails with rows keeps them (F6): the count lands with a failure too.
  @Test func aFailureBringsItsCount() async throws {
    let trace = try decode(
      #"{ "items": 0, "action": { "duration": 1, "outcome": "failure", "items": 5 },"#
        + #" "events": [{ "at": 0, "refresh": "programmatic" }] }"#
    )
    let transcript = await TraceReplayer.replay(trace)
    #expect(transcript.contentPhases == [.loading, .content])
    #expect(transcript.announcements == ["Refreshing", "Refresh failed"])
  }

  /// A negative count counts as 0, as the engine counts it (R19).
  @Test func aNegativeCountCountsAsZero() async throws {
    let trace = try decode(
      #"{ "items": -3, "events": [{ "at": 0, "refresh": "programmatic" }] }"#
    )
    let transcript = await TraceReplayer.replay(trace)
    #expect(transcript.contentPhases == [.loading, .empty])
  }

  @Test func failuresNameTheContentExpectations() async throws {
    let trace = try decode(
      #"{ "items": 0, "events": [{ "at": 0, "refresh": "programmatic" }] }"#
    )
    let transcript = await TraceReplayer.replay(trace)
    let expectations = Trace.Expectations(contentPhases: [.loading], finalContentPhase: .failed)
    #expect(
      transcript.failures(of: expectations) == [
        "contentPhases: expected [loading], got [loading → empty]",
        "finalContentPhase: expected failed, got empty",
      ]
    )
    let never = Trace.Expectations(contentPhases: [])
    #expect(
      transcript.failures(of: never) == ["contentPhases: expected [], got [loading → empty]"]
    )
  }

  // MARK: - Recording

  /// A live session with counts replays to the same content phases.
  ///
  /// A live app sets its count inside the action before it returns: rows are an `items` event
  /// at once, then the `complete`; the count at the start is the top-level `items`.
  @Test func aLiveSessionWithCountsReplays() async throws {
    let clock = VirtualClock()
    let coordinator = RefreshCoordinator(clock: clock) {}
    var live: [ContentPhase] = []
    coordinator.addEventHandler {
      if case .contentPhaseChanged(let phase) = $0 { live.append(phase) }
    }
    coordinator.itemCount = 0
    coordinator.isVisible = false
    let recorder = TraceRecorder(coordinator: coordinator, clock: clock)
    coordinator.action = { [unowned coordinator] in
      coordinator.itemCount = 4
    }
    clock.moveTime(to: .init(offset: .seconds(1)))
    coordinator.isVisible = true
    await coordinator.waitForAction()
    clock.moveTime(to: .init(offset: .seconds(2)))
    coordinator.itemCount = 0
    recorder.stop()

    let trace = recorder.trace
    #expect(trace.items == 0)
    #expect(trace.action.items == nil)
    #expect(
      trace.events.map(\.input) == [
        .visibilityChanged(true), .itemCountChanged(4), .actionReturned(.success),
        .itemCountChanged(0),
      ]
    )
    #expect(try Trace.decode(from: trace.encoded()) == trace)
    #expect(live == [.loading, .content, .empty])
    let replayed = await TraceReplayer.replay(trace)
    #expect(replayed.contentPhases == live)
  }

  /// Returns that come with the same count are `complete` events under the action's `items`.
  @Test func returnsWithOneCountAreTheActionsItems() async throws {
    let (trace, live) = await recordReturns([
      .actionReturnedWithItems(.success, items: 0), .actionReturnedWithItems(.failure, items: 0),
    ])
    #expect(trace.action.items == 0)
    #expect(
      trace.events.map(\.input).filter { if case .itemCountChanged = $0 { true } else { false } }
        == []
    )
    #expect(try Trace.decode(from: trace.encoded()) == trace)
    #expect(await TraceReplayer.replay(trace).contentPhases == live)
  }

  /// Returns with different counts, or one without a count, write counts as `items` events.
  ///
  /// Every count is an `items` event at its `complete`, and the action has none; a timeout's or a
  /// cancel's count is always an event, since a `complete` of either brings none. Each replays as
  /// it ran: rows land as the outcome does, and a count that falls to 0 shows no `loading` in
  /// between.
  @Test(arguments: [
    (
      [
        RefreshCoordinator.Input.actionReturnedWithItems(.success, items: 0),
        .actionReturnedWithItems(.success, items: 3), .actionReturnedWithItems(.success, items: 0),
      ],
      nil as Int?
    ),
    ([.actionReturnedWithItems(.success, items: 2), .actionReturned(.failure)], nil),
    ([.actionReturned(.failure), .actionReturnedWithItems(.success, items: 2)], nil),
    (
      [
        .actionReturnedWithItems(.timedOut, items: 0), .actionReturnedWithItems(.success, items: 4),
      ],
      4
    ),
  ])
  func returnsWithDifferentCountsAreItemsEvents(
    returns: [RefreshCoordinator.Input],
    actionItems: Int?
  ) async throws {
    let (trace, live) = await recordReturns(returns)
    #expect(trace.action.items == actionItems)
    #expect(try Trace.decode(from: trace.encoded()) == trace)
    #expect(await TraceReplayer.replay(trace).contentPhases == live)
  }

  /// Records refreshes of a coordinator with 5 rows, each ended by one of `returns` a second
  /// after it started; gives the trace and the content phases the coordinator published.
  private func recordReturns(
    _ returns: [RefreshCoordinator.Input]
  ) async -> (Trace, [ContentPhase]) {
    let clock = VirtualClock()
    let coordinator = RefreshCoordinator(clock: clock) {}
    coordinator.action = { try await Task.sleep(for: .seconds(100)) }
    coordinator.itemCount = 5
    var live: [ContentPhase] = []
    coordinator.addEventHandler {
      if case .contentPhaseChanged(let phase) = $0 { live.append(phase) }
    }
    let recorder = TraceRecorder(coordinator: coordinator, clock: clock)
    for (index, input) in returns.enumerated() {
      clock.moveTime(to: .init(offset: .seconds(2 * index)))
      coordinator.receive(.refreshRequested(.scheduled))
      clock.moveTime(to: .init(offset: .seconds(2 * index + 1)))
      coordinator.receive(input)
      await coordinator.waitForAction()
    }
    recorder.stop()
    return (recorder.trace, live)
  }

  /// A count of `nil` (content states turned off) has no event in the format: not kept.
  @Test func contentStatesTurnedOffAreNotKept() {
    let clock = VirtualClock()
    let coordinator = RefreshCoordinator(clock: clock) {}
    let recorder = TraceRecorder(coordinator: coordinator, clock: clock)
    coordinator.itemCount = 2
    coordinator.itemCount = nil
    recorder.stop()
    #expect(recorder.trace.items == nil)
    #expect(recorder.trace.events.map(\.input) == [.itemCountChanged(2)])
  }

  /// The writer writes an outcome that came with its count as the count, then the outcome.
  @Test func anOutcomeWithItsCountIsWrittenAsTwoEvents() {
    let event = Trace.Event(at: 1.5, .actionReturnedWithItems(.success, items: 3))
    #expect(
      TraceWriter.json(for: event)
        == #"{ "at": 1.5, "items": 3 },"# + "\n    " + #"{ "at": 1.5, "complete": "success" }"#
    )
    #expect(TraceWriter.json(for: Trace.Event(at: 0, .itemCountChanged(nil))) == nil)
  }
}
