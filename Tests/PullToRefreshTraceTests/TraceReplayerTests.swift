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
        .init(at: 0, .interactionBegan), .init(at: 0.016, .pull(12.5)), .init(at: 0.2, .pull(95)),
        .init(at: 0.3, .interactionEnded(velocity: 0)), .init(at: 0.35, .pull(0)),
      ] + extra
    )
  }

  @Test func producesTheDesignTranscript() async {
    let transcript = await TraceReplayer.replay(pullAndRelease())
    #expect(
      transcript.jsonLines() == """
        {"at":0.016,"phase":"pulling"}
        {"at":0.2,"phase":"armed"}
        {"at":0.2,"effect":"haptic"}
        {"at":0.3,"phase":"refreshing"}
        {"at":0.3,"effect":"actionStarted"}
        {"at":0.3,"effect":"announcement","text":"Refreshing"}
        {"at":1.7,"effect":"actionFinished","outcome":"success"}
        {"at":1.7,"phase":"finishing","outcome":"success"}
        {"at":1.7,"effect":"announcement","text":"Updated"}
        {"at":2.1,"phase":"idle"}
        {"summary":{"actionCalls":1,"outcomes":["success"],"phase":"idle"}}

        """
    )
    #expect(transcript.endTime == .milliseconds(2100))
  }

  @Test func isDeterministic() async {
    let trace = pullAndRelease(
      configuration: .init(timeout: .seconds(1)),
      action: .init(duration: nil),
      extra: [.init(at: 0.5, .refresh(.programmatic)), .init(at: 3, .refresh(.accessibility))]
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
        .init(at: 1, .complete(.failure)), .init(at: 1.2, .complete(.success)),
      ]
    )
    let transcript = await TraceReplayer.replay(trace)
    #expect(transcript.outcomes == [.failure])
    #expect(transcript.finalPhase == .idle)
  }

  @Test func cancellationEndsTheSimulatedAction() async {
    let trace = pullAndRelease(
      action: .init(duration: 5),
      extra: [.init(at: 1, .cancel), .init(at: 7, .complete(.success))]
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
        .init(at: 0, .refresh(.programmatic)), .init(at: 0, .cancel),
        .init(at: 1, .refresh(.programmatic)),
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
}
