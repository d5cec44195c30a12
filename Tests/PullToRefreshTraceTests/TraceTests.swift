import Foundation
import PullToRefresh
import Testing

@testable import PullToRefreshTrace

/// Decoding: everything the format allows is read; everything else is a one-line error.
@Suite struct TraceTests {
  private func decode(_ json: String) throws(TraceError) -> Trace {
    try Trace.decode(from: Data(json.utf8))
  }

  @Test func readsTheDesignExample() throws {
    let trace = try decode(
      """
      {
        "configuration": { "threshold": 90, "trigger": "onRelease",
                           "minimumRefreshingDuration": 0.3, "timeout": null, "restingExtent": 62 },
        "viewport": 600,
        "action": { "duration": 1.4, "outcome": "success" },
        "events": [
          { "at": 0.000, "interaction": "began" },
          { "at": 0.016, "pull": 12.5 },
          { "at": 0.300, "interaction": "ended", "velocity": 0 },
          { "at": 2.000, "refresh": "programmatic" },
          { "at": 2.100, "complete": "failure" },
          { "at": 3.000, "cancel": true },
          { "at": 3.500, "disappear": true },
          { "at": 4.000, "isRefreshing": true }
        ]
      }
      """
    )
    #expect(trace.configuration == RefreshConfiguration(timeout: nil))
    #expect(trace.viewport == 600)
    #expect(trace.action == .init(duration: 1.4, outcome: .success))
    #expect(
      trace.events.map(\.kind) == [
        .interactionBegan, .pull(12.5), .interactionEnded(velocity: 0), .refresh(.programmatic),
        .complete(.failure), .cancel, .disappear, .isRefreshing(true),
      ]
    )
    #expect(trace.events.map(\.at) == [0, 0.016, 0.3, 2, 2.1, 3, 3.5, 4])
  }

  @Test func readsFractionalThresholdsAndEveryConfigurationKey() throws {
    let trace = try decode(
      """
      { "configuration": { "threshold": { "fraction": 0.16 }, "trigger": "onThreshold",
          "startGate": "onlyFromEdge", "edge": "bottom", "restingExtent": 40,
          "minimumRefreshingDuration": 0, "timeout": 5, "retractFraction": 0.2,
          "finishingDuration": 0.25 },
        "action": { "duration": null }, "events": [] }
      """
    )
    #expect(
      trace.configuration
        == RefreshConfiguration(
          threshold: .fraction(0.16),
          trigger: .onThreshold,
          startGate: .onlyFromEdge,
          edge: .bottom,
          restingExtent: 40,
          minimumRefreshingDuration: .zero,
          timeout: .seconds(5),
          retractFraction: 0.2,
          finishingDuration: .milliseconds(250)
        )
    )
    #expect(trace.action.duration == nil)
  }

  @Test(arguments: [
    (#"{"events": [], "extra": 1}"#, "extra: unknown key"),
    (#"{"events": [{"at": 0, "pull": 1, "colour": 2}]}"#, "events[0].colour: unknown key"),
    (#"{"events": [{"at": 0, "pull": "far"}]}"#, "events[0].pull: expected a number"),
    (
      #"{"events": [{"at": 1, "pull": 1}, {"at": 0.5, "pull": 2}]}"#,
      "events[1].at: time goes backwards"
    ),
    (#"{"events": [{"at": 0, "pull": 1e999}]}"#, "not valid JSON"),
    (
      #"{"configuration": {"threshold": -1}, "events": []}"#, "configuration.threshold: must be > 0"
    ),
    (#"{"configuration": {"trigger": "early"}, "events": []}"#, "configuration.trigger: must be"),
    (#"{"configuration": {"restingExtent": 100}, "events": []}"#, "configuration.restingExtent"),
    (#"{"events": [{"at": 0}]}"#, "events[0]: needs one of"),
    (#"{"events": [{"at": 0, "pull": 1, "cancel": true}]}"#, "events[0]: has more than one event"),
    (#"{"events": [{"pull": 1}]}"#, "events[0].at: is required"),
    (#"{"events": [{"at": 0, "interaction": "wiggle"}]}"#, "events[0].interaction: must be"),
    (#"{"events": [{"at": 0, "pull": 1, "velocity": 3}]}"#, "events[0].velocity: only goes with"),
    (
      #"{"events": [{"at": -1, "cancel": true}]}"#,
      "events[0].at: must be a number of seconds from 0 to 1000000000, got -1.0"
    ),
    (#"{"events": [{"at": 0, "cancel": false}]}"#, "events[0].cancel: must be true"),
    (#"{"events": [{"at": 0, "viewport": "wide"}]}"#, "events[0].viewport: expected a number"),
    (#"{"viewport": true, "events": []}"#, "viewport: expected a number"),
    (#"{"action": {"duration": -1}, "events": []}"#, "action.duration"),
    (#"{"events": [], "expect": {"finalPhase": "asleep"}}"#, "expect.finalPhase: unknown phase"),
    (#"{"events": []"#, "not valid JSON"),
    (#"[]"#, "expected an object"),
  ])
  func rejectsMalformedTracesWithAOneLineMessage(json: String, message: String) {
    do {
      _ = try decode(json)
      Issue.record("accepted \(json)")
    } catch {
      #expect(error.description.contains(message), "\(error.description)")
      #expect(!error.description.contains("\n"))
    }
  }

  /// A trace can carry every sample a front end can send, the ignored ones included (R1, R5).
  @Test func negativePullsAndNonPositiveViewportsAreSamples() throws {
    let trace = try decode(
      #"{"viewport": -5, "events": [{"at": 0, "pull": -40}, {"at": 1, "viewport": 0}]}"#
    )
    #expect(trace.viewport == -5)
    #expect(trace.events.map(\.kind) == [.pull(-40), .viewport(0)])
    #expect(try Trace.decode(from: trace.encoded()) == trace)
  }

  @Test func encodingAndDecodingRoundTrips() throws {
    let trace = Trace(
      description: "a \"quoted\" line",
      configuration: .init(threshold: .fraction(0.2), timeout: .milliseconds(2500)),
      viewport: 700,
      action: .init(duration: nil, outcome: .failure),
      events: [
        .init(at: 0, .interactionBegan), .init(at: 0.016, .pull(12.25)),
        .init(at: 0.3, .interactionEnded(velocity: -120)), .init(at: 1, .refresh(.accessibility)),
        .init(at: 2, .complete(.success)), .init(at: 2, .isRefreshing(false)),
        .init(at: 3, .viewport(640)), .init(at: 4, .cancel), .init(at: 5, .disappear),
      ]
    )
    #expect(try Trace.decode(from: trace.encoded()) == trace)
  }
}
