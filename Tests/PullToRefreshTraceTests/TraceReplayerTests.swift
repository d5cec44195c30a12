import Foundation
import PullToRefresh
import Testing

@testable import PullToRefreshTrace

/// The replayer drives the real coordinator on virtual time.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct TraceReplayerTests {
  private func pullAndRelease(
    configuration: RefreshConfiguration = .default,
    action: Trace.ActionBehavior = .init(duration: 1.4),
    extra: [Trace.Event] = []
  ) -> Trace {
    Trace(
      configuration: configuration,
      viewport: 600,
      action: action,
      events: [
        .init(at: 0, .interactionBegan), .init(at: 0.016, .scrolled(edgeOffset: 12.5)),
        .init(at: 0.2, .scrolled(edgeOffset: 95)),
        .init(at: 0.3, .interactionEnded), .init(at: 0.35, .scrolled(edgeOffset: 0)),
      ] + extra
    )
  }

  @Test func producesTheDesignTranscript() async {
    let transcript = await TraceReplayer.replay(pullAndRelease())
    #expect(
      transcript.jsonLines() == """
        {"at":0,"resolved":{"threshold":90,"restingExtent":62}}
        {"at":0.016,"phase":"pulling"}
        {"at":0.2,"phase":"armed"}
        {"at":0.2,"effect":"haptic"}
        {"at":0.3,"phase":"refreshing"}
        {"at":0.3,"effect":"actionStarted"}
        {"at":0.3,"effect":"announcement","text":"Refreshing"}
        {"at":0.3,"effect":"restingInset","inset":62,"reveals":true,"animates":true}
        {"at":1.7,"effect":"actionFinished","outcome":"success"}
        {"at":1.7,"phase":"finishing","outcome":"success"}
        {"at":1.7,"effect":"announcement","text":"Updated"}
        {"at":1.7,"effect":"restingInset","inset":0,"reveals":false,"animates":true}
        {"at":2.1,"phase":"idle"}
        {"summary":{"actionCalls":1,"outcomes":["success"],"phase":"idle","loadCalls":0,"loadResults":[],"footer":"idle","stale":false,"contentPhase":"idle","previousCalls":0,"previousResults":[],"header":"idle"}}

        """
    )
    #expect(transcript.endTime == .milliseconds(2100))
  }

  @Test func isDeterministic() async {
    let trace = pullAndRelease(
      configuration: .init(timeout: .seconds(1)),
      action: .init(duration: nil),
      extra: [
        .init(at: 0.5, .refreshRequested(.programmatic)),
        .init(at: 3, .refreshRequested(.accessibility)),
      ]
    )
    let first = await TraceReplayer.replay(trace)
    for _ in 0..<20 { #expect(await TraceReplayer.replay(trace) == first) }
    #expect(first.outcomes == [.timedOut, .timedOut])
    #expect(first.actionCalls == 2)
  }

  @Test func aFastActionStillShowsForTheMinimumTime() async {
    let transcript = await TraceReplayer.replay(pullAndRelease(action: .init(duration: 0.05)))
    let finishing = transcript.lines.first { $0.event == .phaseChanged(.finishing(.success)) }
    #expect(finishing?.at == .milliseconds(600))
    let finished = transcript.lines.first { $0.event == .actionFinished(.success) }
    #expect(finished?.at == .milliseconds(350))
  }

  @Test func aCompleteEventEndsTheActionAndALateOneChangesNothing() async {
    let trace = pullAndRelease(
      action: .init(duration: nil),
      extra: [
        .init(at: 1, .actionReturned(.failure)), .init(at: 1.2, .actionReturned(.success)),
      ]
    )
    let transcript = await TraceReplayer.replay(trace)
    #expect(transcript.outcomes == [.failure])
    #expect(transcript.finalPhase == .idle)
  }

  @Test func cancellationEndsTheSimulatedAction() async {
    let trace = pullAndRelease(
      action: .init(duration: 5),
      extra: [.init(at: 1, .cancelRequested), .init(at: 7, .actionReturned(.success))]
    )
    let transcript = await TraceReplayer.replay(trace)
    #expect(transcript.outcomes == [.cancelled])
    #expect(transcript.actionCalls == 1)
    #expect(transcript.endTime == .milliseconds(7000))
  }

  /// An action cancelled in the instant it starts ends cancelled, and the replay goes on without
  /// waiting for it: the next refresh calls its own.
  @Test func anActionCancelledInTheInstantItStartsEndsCancelled() async {
    let trace = Trace(
      viewport: 600,
      action: .init(duration: 1),
      events: [
        .init(at: 0, .refreshRequested(.programmatic)), .init(at: 0, .cancelRequested),
        .init(at: 1, .refreshRequested(.programmatic)),
      ]
    )
    let transcript = await TraceReplayer.replay(trace)
    #expect(transcript.actionCalls == 2)
    #expect(transcript.outcomes == [.cancelled, .success])
    #expect(transcript.endTime == .milliseconds(2400))
    #expect(await TraceReplayer.replay(trace) == transcript)
  }

  @Test func anActionThatNeverEndsStaysInFlight() async {
    let transcript = await TraceReplayer.replay(pullAndRelease(action: .init(duration: nil)))
    #expect(transcript.finalPhase == .refreshing)
    #expect(transcript.outcomes.isEmpty)
  }

  @Test func expectationFailuresNameWhatDiffers() async {
    let transcript = await TraceReplayer.replay(pullAndRelease())
    let failures = transcript.failures(
      of: .init(
        actionCalls: 2,
        outcomes: [.failure],
        finalPhase: "refreshing",
        phases: ["refreshing", "armed"],
        never: ["armed"]
      )
    )
    #expect(failures.count == 5)
    #expect(failures.contains("actionCalls: expected 2, got 1"))
    #expect(failures.contains("never: phase armed appeared"))
    #expect(
      transcript.failures(
        of: .init(
          actionCalls: 1,
          outcomes: [.success],
          finalPhase: "idle",
          phases: ["pulling", "refreshing", "idle"],
          never: ["finishing"].filter { _ in false }
        )
      )
      .isEmpty
    )
  }

  /// The transcript says what the engine resolved: a fractional threshold is unknown until a
  /// viewport arrives, and the line comes before the lines that input caused.
  @Test func resolvedLengthsAreRecordedWhenTheyChange() async {
    let trace = Trace(
      configuration: RefreshConfiguration(threshold: .fraction(0.2)),
      events: [
        .init(at: 0, .interactionBegan), .init(at: 0.1, .scrolled(edgeOffset: 100)),
        .init(at: 0.2, .viewportChanged(400)), .init(at: 0.3, .viewportChanged(400)),
        .init(at: 0.4, .viewportChanged(1000)), .init(at: 0.5, .interactionEnded),
      ]
    )
    let transcript = await TraceReplayer.replay(trace)
    let resolved = transcript.lines.compactMap { line -> (Duration, Double?, Double)? in
      guard case .resolved(let lengths) = line.content else { return nil }
      return (line.at, lengths.threshold, lengths.restingExtent)
    }
    #expect(resolved.map(\.0) == [.zero, .milliseconds(200), .milliseconds(400)])
    #expect(resolved.map(\.1) == [nil, 80, 200])
    #expect(resolved.map(\.2) == [62, 62, 62])
    let text = transcript.jsonLines()
    #expect(text.hasPrefix(#"{"at":0,"resolved":{"threshold":null,"restingExtent":62}}"#))
    #expect(
      text.contains(
        #"{"at":0.2,"resolved":{"threshold":80,"restingExtent":62}}"# + "\n"
          + #"{"at":0.2,"phase":"armed"}"#
      )
    )
  }

  /// A `complete` event is the coordinator's own input: it finishes the refresh in flight with
  /// its outcome, whatever the outcome, and the simulated action is cancelled.
  @Test func aCompleteEventFinishesTheRefreshWithItsOutcome() async {
    for outcome in RefreshOutcome.allCases {
      let trace = Trace(
        action: .init(duration: nil),
        events: [
          .init(at: 0, .refreshRequested(.programmatic)), .init(at: 1, .actionReturned(outcome)),
        ]
      )
      let transcript = await TraceReplayer.replay(trace)
      #expect(transcript.outcomes == [outcome])
      #expect(transcript.lines.contains { $0.event == .actionFinished(outcome) })
      #expect(transcript.finalPhase == .idle)
    }
  }

  /// With haptics off, an armed pull plays none.
  @Test func hapticsOffMeansNoHapticLine() async {
    let trace = pullAndRelease(configuration: RefreshConfiguration(hapticsEnabled: false))
    let transcript = await TraceReplayer.replay(trace)
    #expect(!transcript.lines.contains { $0.event == .haptic })
    #expect(transcript.phaseNames.contains("armed"))
  }

  @Test func restingInsetExpectationsNameWhatDiffers() async {
    let transcript = await TraceReplayer.replay(pullAndRelease())
    #expect(transcript.restingInsets == [62, 0])
    #expect(transcript.failures(of: .init(restingInsets: [62, 0])).isEmpty)
    #expect(
      transcript.failures(of: .init(restingInsets: [])) == [
        "restingInsets: expected [], got [62, 0]"
      ]
    )
  }
}
