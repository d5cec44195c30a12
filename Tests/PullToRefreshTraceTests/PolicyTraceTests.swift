import Foundation
@_spi(FrontEnd) import PullToRefresh
import Testing

@testable import PullToRefreshTrace

/// The refresh policy in traces (Behavior.md, "Refresh policy", its trace format): the
/// configuration's `policy`, the start's `lastUpdated`, `visible`, `active` and `online`, their
/// events, the transcript's staleness and scheduled starts, the new expectations, and the
/// recorder.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct PolicyTraceTests {
  private func decode(_ json: String) throws(TraceError) -> Trace {
    try TraceFixtures.decode(json)
  }

  private func libraryTrace(_ name: String) throws -> Trace {
    try TraceFixtures.libraryTrace(name)
  }

  /// The lines of a transcript that are not resolved lengths, as the transcript writes them.
  private func eventLines(_ transcript: Transcript) -> [String] {
    transcript.jsonLines().split(separator: "\n").map(String.init).filter {
      !$0.contains(#""resolved""#) && !$0.hasPrefix(#"{"summary""#)
    }
  }

  // MARK: - Reading and writing

  @Test func readsThePolicyAndTheStart() throws {
    let trace = try decode(
      """
      { "configuration": { "policy": { "staleAfter": 60, "onAppear": true, "onActivate": true,
                                       "onReconnect": true, "every": 0.05 } },
        "lastUpdated": -30, "visible": false, "active": false, "online": false,
        "events": [{ "at": 1, "visible": true }, { "at": 2, "active": true },
                   { "at": 3, "online": true }, { "at": 4, "configuration": { "policy": {} } }] }
      """
    )
    // 0.05 s is clamped to 0.1 s (P7), as the engine clamps it.
    let policy = RefreshPolicy(
      staleAfter: .seconds(60),
      refreshesOnAppear: true,
      refreshesOnActivation: true,
      refreshesOnReconnect: true,
      interval: .milliseconds(100)
    )
    #expect(trace.configuration.policy == policy)
    #expect(trace.lastUpdated == -30)
    #expect(!trace.isVisible && !trace.isActive && !trace.isOnline)
    #expect(
      trace.events.map(\.input) == [
        .visibilityChanged(true), .activityChanged(true), .connectivityChanged(true),
        .configurationChanged(.default),
      ]
    )
    #expect(trace.hasPolicy)
    #expect(try Trace.decode(from: trace.encoded()) == trace)
    let written = String(decoding: trace.encoded(), as: UTF8.self)
    #expect(written.contains(#""lastUpdated": -30"#))
    #expect(written.contains(#""visible": false"#))
    #expect(written.contains(#"{ "at": 2, "active": true }"#))
    #expect(written.contains(#""every": 0.1 }"#))
  }

  /// Absent keys are off, `{}` is `never`, and the start defaults to visible, active, online and
  /// never updated; a trace without a policy writes none of it.
  @Test func valuesOutOfRangeCountAsTheEngineCountsThem() throws {
    // P7 (amended 2026-12-07): 0 or less is always stale, `every` at least 0.1 s; no error.
    let trace = try decode(
      """
      { "configuration": { "policy": { "staleAfter": -1, "every": 0 } },
        "events": [{ "at": 0, "configuration": { "policy": { "staleAfter": 0, "every": -5 } } }] }
      """
    )
    #expect(trace.configuration.policy.staleAfter == .zero)
    #expect(trace.configuration.policy.interval == .milliseconds(100))
  }

  @Test func absentKeysAreOff() throws {
    let trace = try decode(#"{ "configuration": { "policy": {} }, "events": [] }"#)
    #expect(trace.configuration.policy == .never)
    #expect(!trace.hasPolicy)
    #expect(trace.lastUpdated == nil && trace.isVisible && trace.isActive && trace.isOnline)
    let onlyOne = try decode(
      #"{ "configuration": { "policy": { "onReconnect": true } }, "events": [] }"#
    )
    #expect(onlyOne.configuration.policy == RefreshPolicy(refreshesOnReconnect: true))
    let written = String(decoding: trace.encoded(), as: UTF8.self)
    for key in ["policy", "lastUpdated", "visible", "active", "online"] {
      #expect(!written.contains("\"\(key)\""), "\(key)")
    }
    #expect(try decode(#"{ "lastUpdated": null, "events": [] }"#).lastUpdated == nil)
  }

  @Test(arguments: [
    (
      #"{"configuration": {"policy": {"every": 1e300}}, "events": []}"#,
      "configuration.policy.every: must be a finite number of seconds or null, got 1e+300"
    ),
    (
      #"{"configuration": {"policy": {"interval": 5}}, "events": []}"#,
      "configuration.policy.interval: unknown key; allowed: every, onActivate, onAppear"
    ),
    (
      #"{"configuration": {"policy": {"onAppear": "yes"}}, "events": []}"#,
      "configuration.policy.onAppear: expected true or false"
    ),
    (
      #"{"configuration": {"policy": null}, "events": []}"#,
      "configuration.policy: expected an object, got null"
    ),
    (#"{"lastUpdated": "never", "events": []}"#, "lastUpdated: expected a number"),
    (
      #"{"lastUpdated": -2e9, "events": []}"#,
      "lastUpdated: must be a number of seconds from -1000000000 to 1000000000"
    ),
    (#"{"visible": null, "events": []}"#, "visible: expected true or false, got null"),
    (#"{"online": 1, "events": []}"#, "online: expected true or false"),
    (#"{"events": [{"at": 0, "active": "no"}]}"#, "events[0].active: expected true or false"),
    (#"{"events": [{"at": 0, "visible": true, "online": true}]}"#, "has more than one event"),
    (#"{"events": [], "expect": {"finalStale": "yes"}}"#, "expect.finalStale: expected true"),
    (#"{"events": [], "expect": {"actionStarts": [-1]}}"#, "expect.actionStarts: must be seconds"),
    (#"{"events": [], "expect": {"announcements": [1]}}"#, "expect.announcements[0]"),
  ])
  func rejectsBadPolicyInputInOneLineNamingWhere(json: String, message: String) {
    do {
      _ = try decode(json)
      Issue.record("accepted \(json)")
    } catch {
      #expect(error.description.contains(message), "\(error.description)")
      #expect(!error.description.contains("\n"))
    }
  }

  /// A positive `lastUpdated` is not an error: it counts as now (P7).
  @Test func aLastUpdateInTheFutureIsAccepted() async throws {
    let trace = try decode(
      """
      { "configuration": { "policy": { "staleAfter": 2 } }, "lastUpdated": 5,
        "events": [{ "at": 3, "visible": true }] }
      """
    )
    #expect(trace.lastUpdated == 5)
    let transcript = await TraceReplayer.replay(trace)
    // Fresh at the start (no line), stale 2 s after the start, not 2 s after 5.
    #expect(eventLines(transcript) == [#"{"at":2,"stale":true}"#])
    #expect(transcript.finalStale)
  }

  // MARK: - The transcript

  /// P1's trace: staleness changes at the instants the rule gives, by the engine's timer, and
  /// the starting value prints no line.
  @Test func staleLinesComeAtTheirInstants() async throws {
    let transcript = await TraceReplayer.replay(
      try libraryTrace("policy-p1-stale-published-with-its-timer")
    )
    let stale = eventLines(transcript).filter { $0.contains(#""stale""#) }
    #expect(
      stale == [#"{"at":1.5,"stale":true}"#, #"{"at":3,"stale":false}"#, #"{"at":5,"stale":true}"#]
    )
    #expect(
      transcript.jsonLines().contains(#""footer":"idle","stale":true,"contentPhase":"idle","#)
    )
  }

  /// P4's traces at their instants: a quiet cycle has no minimum time (idle the moment its
  /// 0.1 s action ends); a person's join starts the minimum time (0.9 + 0.3), and the content is
  /// fresh when the outcome is known, before the finishing display.
  @Test func quietCyclesAndJoinsAtTheirInstants() async throws {
    let quiet = await TraceReplayer.replay(try libraryTrace("policy-p4-quiet-cycle"))
    #expect(
      eventLines(quiet).filter { $0.contains(#""phase""#) } == [
        #"{"at":0.5,"phase":"refreshing"}"#, #"{"at":0.6,"phase":"idle"}"#,
      ]
    )
    let joined = await TraceReplayer.replay(try libraryTrace("policy-p4-person-joins-by-request"))
    #expect(
      eventLines(joined).filter { $0.contains(#""phase""#) || $0.contains(#""stale""#) } == [
        #"{"at":0.5,"phase":"refreshing"}"#, #"{"at":1,"stale":false}"#,
        #"{"at":1.2,"phase":"finishing","outcome":"success"}"#, #"{"at":1.6,"phase":"idle"}"#,
      ]
    )
  }

  /// A trace without a policy prints no stale line, though the engine's staleness changes.
  @Test func withoutAPolicyNoStaleLine() async throws {
    let trace = try decode(
      #"{ "action": { "duration": 0.5 }, "events": [{ "at": 0, "refresh": "programmatic" }] }"#
    )
    let transcript = await TraceReplayer.replay(trace)
    #expect(eventLines(transcript).allSatisfy { !$0.contains("stale") })
    #expect(!transcript.finalStale)
  }

  /// `actionStarted` says when a scheduled refresh no person joined started it.
  @Test func scheduledStartsAreMarked() async throws {
    let trace = try decode(
      """
      { "action": { "duration": 0.5 },
        "events": [{ "at": 0, "refresh": "scheduled" }, { "at": 2, "refresh": "programmatic" }] }
      """
    )
    let starts = eventLines(await TraceReplayer.replay(trace)).filter {
      $0.contains("actionStarted")
    }
    #expect(
      starts == [
        #"{"at":0,"effect":"actionStarted","scheduled":true}"#,
        #"{"at":2,"effect":"actionStarted"}"#,
      ]
    )
  }

  /// A quiet cycle has no finishing display, so its outcome is not among `outcomes` (the
  /// format's meaning since before the policy): its `actionFinished` line carries it.
  @Test func aQuietOutcomeIsInItsActionFinishedLineOnly() async throws {
    let trace = try decode(
      """
      { "action": { "duration": 0.5, "outcome": "failure" },
        "events": [{ "at": 0, "refresh": "scheduled" }] }
      """
    )
    let transcript = await TraceReplayer.replay(trace)
    #expect(transcript.outcomes == [])
    #expect(!transcript.phaseNames.contains("finishing"))
    #expect(
      eventLines(transcript).contains(#"{"at":0.5,"effect":"actionFinished","outcome":"failure"}"#)
    )
  }

  /// After the last event the policy stops: an interval never due by then starts nothing, and
  /// the replay ends.
  @Test func thePolicyStopsAfterTheLastEvent() async throws {
    let trace = try decode(
      """
      { "configuration": { "policy": { "every": 1 } }, "events": [{ "at": 0.5, "active": true }] }
      """
    )
    let transcript = await TraceReplayer.replay(trace)
    #expect(transcript.actionCalls == 0)
    #expect(transcript.endTime == .milliseconds(500))
  }

  /// An interval over a long trace ends the replay: actions after the 1,000th never end.
  @Test func aLongIntervalEndsTheReplay() async throws {
    let trace = try decode(
      """
      { "configuration": { "policy": { "every": 0.1 } }, "viewport": 600,
        "action": { "duration": 0 }, "events": [{ "at": 1000000000, "visible": true }] }
      """
    )
    let transcript = await TraceReplayer.replay(trace)
    #expect(transcript.actionCalls == TraceReplayer.actionLimit + 1)
    #expect(transcript.finalPhase == .refreshing)
  }

  // MARK: - Expectations

  @Test func unmetPolicyExpectationsNameTheirKey() async throws {
    let trace = try libraryTrace("policy-p2-on-appear-first-appearance")
    let transcript = await TraceReplayer.replay(trace)
    let wrong = Trace.Expectations(
      actionStarts: [1.5],
      announcements: ["Refreshing"],
      finalStale: true
    )
    #expect(
      transcript.failures(of: wrong) == [
        "actionStarts: expected [1.5], got [1]",
        #"announcements: expected ["Refreshing"], got []"#,
        "finalStale: expected true, got false",
      ]
    )
    // To the millisecond.
    #expect(transcript.failures(of: .init(actionStarts: [1.0004])) == [])
    #expect(transcript.failures(of: .init(actionStarts: [1.002])).count == 1)
    #expect(transcript.failures(of: .init(actionStarts: [1, 2])).count == 1)
  }

  // MARK: - Recording

  /// The policy's inputs are recorded: the start's state as top-level keys, each change as an
  /// event, a repeat not at all; the recorded trace replays to the same events at the same
  /// instants, the policy's own timer included.
  @Test func aRecordedPolicySessionReplaysTheSame() async throws {
    let clock = VirtualClock()
    var configuration = RefreshConfiguration.default
    configuration.policy = RefreshPolicy(staleAfter: .seconds(10), refreshesOnAppear: true)
    let coordinator = RefreshCoordinator(configuration: configuration, clock: clock) {}
    coordinator.isVisible = false
    var live: [String] = []
    coordinator.addEventHandler { [clock] event in
      live.append(Transcript.describe(event, at: clock.now.offset))
    }
    let recorder = TraceRecorder(coordinator: coordinator, clock: clock)
    coordinator.contentUpdated(ago: .seconds(30))
    clock.moveTime(to: .init(offset: .seconds(1)))
    coordinator.isVisible = true
    coordinator.isVisible = true
    await coordinator.waitForAction()
    clock.moveTime(to: .init(offset: .seconds(2)))
    coordinator.isActive = false
    clock.moveTime(to: .init(offset: .seconds(3)))
    coordinator.isActive = true
    clock.moveTime(to: .init(offset: .seconds(11)))
    await coordinator.waitForDueTimers()
    clock.moveTime(to: .init(offset: .seconds(12)))
    recorder.stop()
    let session = live
    coordinator.disappeared()

    let trace = recorder.trace
    #expect(trace.isVisible == false && trace.isActive && trace.isOnline)
    #expect(trace.lastUpdated == -30)
    #expect(
      trace.events.map(\.input) == [
        .visibilityChanged(true), .actionReturned(.success), .activityChanged(false),
        .activityChanged(true), .visibilityChanged(true),
      ]
    )
    #expect(trace.events.last?.at == 12)
    #expect(try Trace.decode(from: trace.encoded()) == trace)

    let replayed = await TraceReplayer.replay(try Trace.decode(from: trace.encoded()))
    let lines = replayed.lines.compactMap { line in
      line.event.map { Transcript.describe($0, at: line.at) }
    }
    #expect(lines == session)
    #expect(session.contains("11: staleChanged(true)"))
  }
}

extension Transcript {
  /// `event` at `time`, for comparing a live session with its replay.
  fileprivate static func describe(_ event: RefreshCoordinator.Event, at time: Duration) -> String {
    "\(TraceWriter.seconds(time)): \(event)"
  }
}
