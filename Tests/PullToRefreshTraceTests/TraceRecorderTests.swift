@_spi(FrontEnd) import PullToRefresh
import Testing

@testable import PullToRefreshTrace

/// A recorded session replays to the same behaviour.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct TraceRecorderTests {
  @Test func recordsWhatTheCoordinatorReceivedAndReplaysIt() async throws {
    let clock = VirtualClock()
    let coordinator = RefreshCoordinator(clock: clock) {}
    var phases: [String] = []
    coordinator.addEventHandler {
      if case .phaseChanged(let phase) = $0 { phases.append(TraceVocabulary.name(of: phase)) }
    }
    let recorder = TraceRecorder(coordinator: coordinator, clock: clock, description: "live")
    coordinator.viewportChanged(600)
    coordinator.interactionBegan()
    for (step, pull) in [10.0, 10, 40, 80, 100, .nan].enumerated() {
      clock.moveTime(to: .init(offset: .milliseconds(16 * (step + 1))))
      coordinator.scrolled(edgeOffset: pull)
    }
    coordinator.interactionEnded()
    coordinator.scrolled(edgeOffset: -200)
    await coordinator.waitForAction()
    clock.moveTime(to: .init(offset: .seconds(1)))
    await coordinator.waitForDueTimers()
    await coordinator.waitForDueTimers()
    recorder.stop()
    coordinator.cancel()

    let trace = recorder.trace
    #expect(trace.description == "live")
    #expect(trace.viewport == 600)
    #expect(trace.action.duration == nil)
    #expect(
      trace.events.map(\.input) == [
        .interactionBegan, .scrolled(edgeOffset: 10), .scrolled(edgeOffset: 40),
        .scrolled(edgeOffset: 80), .scrolled(edgeOffset: 100),
        .interactionEnded, .scrolled(edgeOffset: -200), .actionReturned(.success),
      ]
    )
    #expect(trace.events[1].at == 0.016)
    #expect(try Trace.decode(from: trace.encoded()) == trace)

    let replayed = await TraceReplayer.replay(trace)
    // The live session stopped while finishing; the replay runs on to idle.
    #expect(phases == ["pulling", "armed", "refreshing", "finishing"])
    #expect(replayed.phaseNames == phases + ["idle"])
    #expect(replayed.actionCalls == 1)
  }

  /// The recorder is a timestamping pass-through: every input the coordinator receives is an
  /// event, as received, but for a repeated edge offset and what JSON cannot hold.
  @Test func everyInputIsRecordedAsReceived() throws {
    let clock = VirtualClock()
    let coordinator = RefreshCoordinator(clock: clock) {}
    let recorder = TraceRecorder(coordinator: coordinator, clock: clock)
    let inputs: [RefreshCoordinator.Input] = [
      .scrolled(edgeOffset: -3), .viewportChanged(500), .interactionBegan,
      .scrolled(edgeOffset: 20), .interactionEnded, .refreshRequested(.scheduled),
      .refreshRequested(.accessibility), .actionReturned(.cancelled), .cancelRequested,
      .externalRefreshingChanged(true), .externalRefreshingChanged(false), .disappeared,
    ]
    for (step, input) in inputs.enumerated() {
      clock.moveTime(to: .init(offset: .milliseconds(10 * (step + 1))))
      coordinator.receive(input)
      if case .scrolled = input {
        coordinator.receive(input)  // a repeat
        coordinator.receive(.scrolled(edgeOffset: .infinity))  // not JSON
      }
    }
    recorder.stop()
    coordinator.receive(.cancelRequested)
    #expect(recorder.trace.events.map(\.input) == inputs)
    #expect(recorder.trace.events.first?.at == 0.01)
    #expect(recorder.trace.viewport == nil)
    #expect(try Trace.decode(from: recorder.trace.encoded()) == recorder.trace)
  }
}
