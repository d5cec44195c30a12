import Foundation
@_spi(FrontEnd) import PullToRefresh
import Testing

@testable import PullToRefreshTrace

/// The settings in traces (`configuration`, `reduceMotion`, `loadsMore`, `refreshes` events):
/// read and written back (their errors: `TraceTests`), recorded from a live coordinator and
/// replayed as they ran.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct SettingsTraceTests {
  private func decode(_ json: String) throws(TraceError) -> Trace {
    try Trace.decode(from: Data(json.utf8))
  }

  @Test func readsEverySettingsEvent() throws {
    let trace = try decode(
      """
      { "loadMore": { "distance": 250 },
        "events": [
          { "at": 0, "configuration": { "threshold": 50, "restingExtent": 40 } },
          { "at": 0.1, "configuration": {} },
          { "at": 0.2, "reduceMotion": true }, { "at": 0.3, "loadsMore": false },
          { "at": 0.4, "refreshes": false }, { "at": 0.5, "refreshes": true }
        ] }
      """
    )
    // Over the defaults, with the file's load-more distance.
    let fifty = RefreshConfiguration(
      threshold: .points(50),
      restingExtent: 40,
      loadMoreDistance: .points(250)
    )
    #expect(
      trace.events.map(\.input) == [
        .configurationChanged(fifty),
        .configurationChanged(RefreshConfiguration(loadMoreDistance: .points(250))),
        .reducesMotionChanged(true), .loadMoreEnabledChanged(false), .refreshesChanged(false),
        .refreshesChanged(true),
      ]
    )
    #expect(try Trace.decode(from: trace.encoded()) == trace)
    let written = String(decoding: trace.encoded(), as: UTF8.self)
    #expect(written.contains(#"{ "at": 0.2, "reduceMotion": true }"#))
    #expect(written.contains(#"{ "at": 0, "configuration": { "threshold": 50, "trigger""#))
  }

  /// Reduce Motion reaches the replay: the room is kept and given back without animating.
  @Test func reduceMotionStillsTheReplaysRestingInsets() async throws {
    let trace = try decode(
      """
      { "viewport": 600, "action": { "duration": 0.5 },
        "events": [{ "at": 0, "reduceMotion": true }, { "at": 0.1, "refresh": "programmatic" }] }
      """
    )
    let changes = await TraceReplayer.replay(trace).lines.compactMap { line -> RestingInset? in
      if case .restingInsetChanged(let change) = line.event { change } else { nil }
    }
    #expect(changes.map(\.inset) == [62, 0])
    #expect(changes.allSatisfy { !$0.animates })
  }

  /// A session whose settings change is recorded with them, and its replay does what it did.
  @Test func aRecordedSessionReplaysItsSettings() async throws {
    let clock = VirtualClock()
    let coordinator = RefreshCoordinator(clock: clock) {}
    coordinator.reducesMotion = true
    coordinator.refreshes = false
    var live: [RefreshPhase] = []
    coordinator.addEventHandler { if case .phaseChanged(let phase) = $0 { live.append(phase) } }
    let recorder = TraceRecorder(coordinator: coordinator, clock: clock)
    coordinator.viewportChanged(600)
    coordinator.contentChanged(1000)
    func at(_ milliseconds: Int, _ step: () -> Void) {
      clock.moveTime(to: .init(offset: .milliseconds(milliseconds)))
      step()
    }
    at(100) { coordinator.interactionBegan() }
    at(110) { coordinator.scrolled(edgeOffset: 95) }  // pulls nothing: refreshes is off
    at(120) { coordinator.interactionEnded() }
    at(130) { coordinator.scrolled(edgeOffset: 0) }
    at(200) { coordinator.refreshes = true }
    at(300) { coordinator.configuration = .default.replacing(threshold: .points(50)) }
    at(310) { coordinator.configuration = .default.replacing(loadMoreDistance: .points(400)) }
    at(400) { coordinator.interactionBegan() }
    at(410) { coordinator.scrolled(edgeOffset: 30) }
    at(420) { coordinator.scrolled(edgeOffset: 60) }  // the threshold is 90 again: only pulls
    at(430) { coordinator.interactionEnded() }
    at(440) { coordinator.scrolled(edgeOffset: 0) }
    at(500) { coordinator.loadMoreAction = { .more } }
    recorder.stop()
    coordinator.disappeared()

    let trace = recorder.trace
    #expect(trace.viewport == 600)
    #expect(trace.content == nil)  // moved after the event that turns load more off at 0
    #expect(trace.loadsMore)
    #expect(trace.configuration.loadMoreDistance == .points(400))
    let inputs = trace.events.map(\.input)
    #expect(
      Array(inputs.prefix(4)) == [
        .loadMoreEnabledChanged(false), .contentChanged(1000), .reducesMotionChanged(true),
        .refreshesChanged(false),
      ]
    )
    #expect(inputs.contains(.refreshesChanged(true)))
    #expect(inputs.last == .loadMoreEnabledChanged(true))
    // One load-more distance for the file: every configuration event has the last one.
    for case .configurationChanged(let configuration) in inputs {
      #expect(configuration.loadMoreDistance == .points(400))
    }
    #expect(try Trace.decode(from: trace.encoded()) == trace)
    let replayed = await TraceReplayer.replay(trace)
    // The second configuration (over the defaults) put the threshold back at 90: a pull of 60
    // only pulls, live and replayed; the first drag pulled nothing at all.
    #expect(live == [.pulling, .idle])
    #expect(replayed.phaseNames == ["pulling", "idle"])
    // Load more on with 400 of the content left: a page loads, live and replayed.
    #expect(coordinator.loadMorePhase == .idle)  // cancelled when the host went away
    #expect(replayed.loadCalls == 1)
  }
}
