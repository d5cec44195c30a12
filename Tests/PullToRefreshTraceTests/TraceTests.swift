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
          { "at": 0.300, "interaction": "ended" },
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
      trace.events.map(\.input) == [
        .interactionBegan, .scrolled(edgeOffset: 12.5), .interactionEnded,
        .refreshRequested(.programmatic),
        .actionReturned(.failure), .cancelRequested, .disappeared, .externalRefreshingChanged(true),
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
          "finishingDuration": 0.25, "hapticsEnabled": false },
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
          finishingDuration: .milliseconds(250),
          hapticsEnabled: false
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
    // Velocity left the format: it is an unknown key like any other.
    (
      #"{"events": [{"at": 0, "interaction": "ended", "velocity": 3}]}"#,
      "events[0].velocity: unknown key"
    ),
    (
      #"{"configuration": {"threshold": {"fraction": 2}}, "events": []}"#,
      "configuration.threshold.fraction: must be in 0 < fraction <= 1"
    ),
    (
      #"{"configuration": {"hapticsEnabled": "no"}, "events": []}"#,
      "configuration.hapticsEnabled: expected true or false"
    ),
    (#"{"configuration": {"edge": "left"}, "events": []}"#, #"or "trailing", got "left""#),
    (#"{"events": [{"at": 0, "complete": "maybe"}]}"#, "events[0].complete: must be"),
    (#"{"events": [], "expect": {"restingInsets": [true]}}"#, "expect.restingInsets[0]"),
    (
      #"{"events": [{"at": -1, "cancel": true}]}"#,
      "events[0].at: must be a number of seconds from 0 to 1000000000, got -1.0"
    ),
    (#"{"events": [{"at": 0, "cancel": false}]}"#, "events[0].cancel: must be true"),
    (#"{"events": [{"at": 0, "viewport": "wide"}]}"#, "events[0].viewport: expected a number"),
    (#"{"viewport": true, "events": []}"#, "viewport: expected a number"),
    (#"{"action": {"duration": -1}, "events": []}"#, "action.duration"),
    (#"{"events": [], "expect": {"finalPhase": "asleep"}}"#, "expect.finalPhase: unknown phase"),
    // The settings events: a configuration names its key, the distance is the file's.
    (
      #"{"events": [{"at": 0, "configuration": {"threshold": -1}}]}"#,
      "events[0].configuration.threshold: must be > 0"
    ),
    (
      #"{"events": [{"at": 0, "configuration": {"loadMoreDistance": 5}}]}"#,
      "events[0].configuration.loadMoreDistance: unknown key"
    ),
    (#"{"events": [{"at": 0, "configuration": 90}]}"#, "events[0].configuration"),
    (#"{"events": [{"at": 0, "reduceMotion": "yes"}]}"#, "events[0].reduceMotion: expected"),
    (#"{"events": [{"at": 0, "loadsMore": 1}]}"#, "events[0].loadsMore: expected"),
    (#"{"events": [{"at": 0, "refreshes": null}]}"#, "events[0].refreshes"),
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
    #expect(trace.events.map(\.input) == [.scrolled(edgeOffset: -40), .viewportChanged(0)])
    #expect(try Trace.decode(from: trace.encoded()) == trace)
  }

  @Test func encodingAndDecodingRoundTrips() throws {
    let trace = Trace(
      description: "a \"quoted\" line",
      configuration: .init(threshold: .fraction(0.2), timeout: .milliseconds(2500)),
      viewport: 700,
      action: .init(duration: nil, outcome: .failure),
      events: [
        .init(at: 0, .interactionBegan), .init(at: 0.016, .scrolled(edgeOffset: 12.25)),
        .init(at: 0.3, .interactionEnded), .init(at: 1, .refreshRequested(.accessibility)),
        .init(at: 2, .actionReturned(.success)), .init(at: 2, .externalRefreshingChanged(false)),
        .init(at: 3, .viewportChanged(640)), .init(at: 4, .cancelRequested),
        .init(at: 5, .disappeared),
        .init(at: 6, .actionReturned(.cancelled)),
      ]
    )
    #expect(try Trace.decode(from: trace.encoded()) == trace)
  }

  /// Every configuration the engine accepts is written and read back, haptics off included.
  @Test func everyConfigurationKeyRoundTrips() throws {
    var configuration = RefreshConfiguration(
      threshold: .points(80),
      trigger: .onThreshold,
      startGate: .onlyFromEdge,
      edge: .trailing,
      restingExtent: 50,
      minimumRefreshingDuration: .milliseconds(150),
      timeout: .seconds(4),
      retractFraction: 0.25,
      finishingDuration: .zero,
      hapticsEnabled: false
    )
    configuration.policy = RefreshPolicy(
      staleAfter: .milliseconds(2500),
      refreshesOnAppear: true,
      refreshesOnActivation: true,
      refreshesOnReconnect: true,
      interval: .seconds(30)
    )
    let trace = Trace(configuration: configuration, events: [])
    let text = String(decoding: trace.encoded(), as: UTF8.self)
    for key in TraceVocabulary.PolicyKey.allCases {
      #expect(text.contains("\"\(key.rawValue)\": "), "policy.\(key.rawValue) is written")
    }
    for key in TraceVocabulary.ConfigurationKey.allCases {
      #expect(text.contains("\"\(key.rawValue)\": "), "\(key.rawValue) is written")
    }
    #expect(text.contains(#""hapticsEnabled": false"#))
    #expect(try Trace.decode(from: trace.encoded()) == trace)
  }

  /// Every error the engine's validation can name lands on the key of the file that set it.
  @Test func everyEngineParameterHasAPathInTheFile() {
    for key in TraceVocabulary.ConfigurationKey.allCases {
      #expect(TraceVocabulary.configurationPaths[key.parameter] == key.rawValue)
    }
    #expect(TraceVocabulary.configurationPaths["threshold.fraction"] == "threshold.fraction")
  }

  /// The table gives every engine value its own name, and reads each name back.
  @Test func everyValueNameIsDistinctAndReadsBack() {
    func check<T>(_ names: TraceVocabulary.Names<T>) {
      #expect(Set(names.all).count == T.allCases.count)
      for value in T.allCases { #expect(names.value(named: names.name(of: value)) == value) }
    }
    check(TraceVocabulary.triggers)
    check(TraceVocabulary.startGates)
    check(TraceVocabulary.edges)
    check(TraceVocabulary.requestSources)
    check(TraceVocabulary.outcomes)
    check(TraceVocabulary.completions)
  }
}
