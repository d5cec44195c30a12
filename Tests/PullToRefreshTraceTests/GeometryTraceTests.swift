import Foundation
@_spi(FrontEnd) import PullToRefresh
import Testing

@testable import PullToRefreshTrace

/// Bars that move in traces (Behavior.md, "Geometry under bars that move", its trace format):
/// the top-level `insets`, the `insets` event, and the recorder.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct GeometryTraceTests {
  private func decode(_ json: String) throws(TraceError) -> Trace {
    try TraceFixtures.decode(json)
  }

  private func libraryTrace(_ name: String) throws -> Trace {
    try TraceFixtures.libraryTrace(name)
  }

  // MARK: - Reading and writing

  /// A key an `insets` event leaves out keeps its value: the top level's, then the last
  /// event's.
  @Test func readsInsetsAndKeepsTheKeysLeftOut() throws {
    let trace = try decode(
      """
      { "insets": { "top": 103, "bottom": 83 },
        "events": [{ "at": 1, "insets": { "bottom": 33 } }, { "at": 2, "insets": { "top": 50 } },
                   { "at": 3, "insets": {} }, { "at": 4, "insets": { "top": -5, "bottom": 0 } }] }
      """
    )
    #expect(trace.insets == Trace.Insets(top: 103, bottom: 83))
    #expect(
      trace.events.map(\.input) == [
        .insetsChanged(pulledEdge: 103, far: 33), .insetsChanged(pulledEdge: 50, far: 33),
        .insetsChanged(pulledEdge: 50, far: 33), .insetsChanged(pulledEdge: -5, far: 0),
      ]
    )
    #expect(try Trace.decode(from: trace.encoded()) == trace)
    let written = String(decoding: trace.encoded(), as: UTF8.self)
    #expect(written.contains(#""insets": { "top": 103, "bottom": 83 }"#))
    #expect(written.contains(#"{ "at": 1, "insets": { "top": 103, "bottom": 33 } }"#))
  }

  /// The top level's keys default to 0, and a trace without insets writes none.
  @Test func absentInsetsAreZero() throws {
    #expect(try decode(#"{ "insets": { "bottom": 34 }, "events": [] }"#).insets.top == 0)
    let trace = try decode(#"{ "insets": {}, "events": [{ "at": 0, "insets": { "top": 9 } }] }"#)
    #expect(trace.insets == Trace.Insets())
    #expect(trace.events.map(\.input) == [.insetsChanged(pulledEdge: 9, far: 0)])
    let plain = String(decoding: try decode(#"{ "events": [] }"#).encoded(), as: UTF8.self)
    #expect(!plain.contains("insets"))
  }

  @Test(arguments: [
    (#"{"insets": {"top": "x"}, "events": []}"#, "insets.top: expected a number"),
    (#"{"insets": {"top": null}, "events": []}"#, "insets.top: expected a number, got null"),
    (#"{"insets": null, "events": []}"#, "insets: expected an object, got null"),
    (#"{"insets": 40, "events": []}"#, "insets: expected an object"),
    (
      #"{"events": [{"at": 0, "pull": 0}, {"at": 1, "insets": {"bottom": null}}]}"#,
      "events[1].insets.bottom: expected a number, got null"
    ),
    (
      #"{"events": [{"at": 0, "insets": {"top": true}}]}"#,
      "events[0].insets.top: expected a number"
    ),
    (
      #"{"events": [{"at": 0, "insets": {"left": 1}}]}"#,
      "events[0].insets.left: unknown key; allowed: bottom, top"
    ),
    (#"{"events": [{"at": 0, "insets": null}]}"#, "events[0].insets: expected an object, got null"),
    (
      #"{"events": [{"at": 0, "insets": {"top": 1}, "pull": 3}]}"#,
      "events[0]: has more than one event: insets, pull"
    ),
  ])
  func rejectsAnInsetThatIsNotANumber(json: String, message: String) {
    do {
      _ = try decode(json)
      Issue.record("accepted \(json)")
    } catch {
      #expect(error.description == message)
    }
  }

  /// An inset that is not finite (no JSON holds one) is written as 0, as the engine counts it.
  @Test func anInsetThatIsNotFiniteIsWrittenAsZero() {
    let event = Trace.Event(at: 1, .insetsChanged(pulledEdge: .infinity, far: 12.5))
    #expect(TraceWriter.json(for: event) == #"{ "at": 1, "insets": { "top": 0, "bottom": 12.5 } }"#)
  }

  // MARK: - The replay

  /// The start's insets leave the content at rest: no pull, no phase, and a drag from the edge
  /// may pull (R5).
  @Test func theStartsInsetsLeaveTheContentAtRest() async throws {
    let transcript = await TraceReplayer.replay(
      try libraryTrace("geometry-g1-start-insets-leave-the-content-at-rest")
    )
    #expect(transcript.phaseNames.first == "armed")
    #expect(transcript.lines.first { $0.event != nil }?.at == .milliseconds(100))
  }

  /// A negative inset counts as 0: from 0 to -40 the content does not move.
  @Test func aNegativeInsetCountsAsZero() async throws {
    let trace = try decode(
      """
      { "viewport": 800, "insets": { "top": -20 },
        "events": [{ "at": 0, "interaction": "began" }, { "at": 0.1, "pull": 80 },
                   { "at": 0.2, "insets": { "top": -40 } }, { "at": 0.3, "insets": { "top": -60 } },
                   { "at": 0.4, "interaction": "ended" }] }
      """
    )
    let transcript = await TraceReplayer.replay(trace)
    #expect(transcript.phaseNames == ["pulling", "idle"])
  }

  /// G3's trace, every phase: the bar that moves the edge 100 past the threshold with no finger
  /// down makes no phase at all; under a finger it arms, then disarms.
  @Test func aMovedPullWithoutAFingerMakesNoPhase() async throws {
    let transcript = await TraceReplayer.replay(
      try libraryTrace("geometry-g3-a-moved-pull-arms-only-under-a-finger")
    )
    let phases = transcript.lines.compactMap { line -> String? in
      guard case .phaseChanged(let phase) = line.event else { return nil }
      return "\(TraceWriter.seconds(line.at)) \(TraceVocabulary.name(of: phase))"
    }
    #expect(phases == ["1.1 pulling", "1.2 armed", "1.3 pulling", "1.4 idle"])
  }

  // MARK: - Recording

  /// Recorded insets replay to the same phases.
  ///
  /// The insets when recording starts are the top-level `insets`; every change after is an
  /// event, even at 0, and one that is not finite is kept as 0.
  @Test func recordedInsetsReplay() async throws {
    let clock = VirtualClock()
    let coordinator = RefreshCoordinator(clock: clock) {}
    coordinator.viewportChanged(852)
    coordinator.receive(.insetsChanged(pulledEdge: 103, far: 83))
    coordinator.scrolled(edgeOffset: 0)
    var live: [RefreshPhase] = []
    coordinator.addEventHandler { if case .phaseChanged(let phase) = $0 { live.append(phase) } }
    let recorder = TraceRecorder(coordinator: coordinator, clock: clock)
    coordinator.interactionBegan()
    clock.moveTime(to: .init(offset: .milliseconds(100)))
    coordinator.scrolled(edgeOffset: 60)
    clock.moveTime(to: .init(offset: .milliseconds(200)))
    // A large title collapses under the finger: the pull of 60 becomes 103.
    coordinator.receive(.insetsChanged(pulledEdge: 60, far: .nan))
    coordinator.interactionEnded()
    await coordinator.waitForAction()
    recorder.stop()
    coordinator.cancel()

    let trace = recorder.trace
    #expect(trace.insets == Trace.Insets(top: 103, bottom: 83))
    #expect(
      trace.events.map(\.input) == [
        .interactionBegan, .scrolled(edgeOffset: 60), .insetsChanged(pulledEdge: 60, far: 0),
        .interactionEnded, .actionReturned(.success),
      ]
    )
    #expect(try Trace.decode(from: trace.encoded()) == trace)
    #expect(live.prefix(3) == [.pulling, .armed, .refreshing])
    let replayed = await TraceReplayer.replay(trace)
    #expect(replayed.phaseNames.prefix(3) == ["pulling", "armed", "refreshing"])
  }
}
