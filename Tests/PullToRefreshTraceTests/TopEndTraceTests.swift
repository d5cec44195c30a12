import Foundation
@_spi(FrontEnd) import PullToRefresh
import Testing

@testable import PullToRefreshTrace

/// The top end in traces (Behavior.md, "The top end"): its keys are read and written back, bad
/// values are one-line errors that name where, the transcript writes the header and its effects,
/// and `--check` enforces its expectations.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct TopEndTraceTests {
  private func decode(_ json: String) throws(TraceError) -> Trace {
    try TraceFixtures.decode(json)
  }

  // MARK: - Decoding and encoding

  @Test func readsEveryTopEndKey() throws {
    let trace = try decode(
      """
      { "viewport": 600, "content": 2000,
        "loadPrevious": { "distance": 300, "start": "exhausted" },
        "previousAction": [{ "duration": 0.25, "result": "end", "adds": 120 },
                           { "duration": null, "result": "failure" }, {}],
        "action": { "duration": 2, "addsAbove": -40.5 },
        "events": [
          { "at": 0, "loadPrevious": "programmatic" }, { "at": 0.1, "loadPrevious": "accessibility" },
          { "at": 0.2, "completePrevious": "more" }, { "at": 0.3, "completePrevious": "end" },
          { "at": 0.4, "completePrevious": "failure" }, { "at": 0.5, "cancelPrevious": true },
          { "at": 0.6, "resetPrevious": "idle" }, { "at": 0.7, "resetPrevious": "exhausted" },
          { "at": 0.8, "addsAbove": 88 }, { "at": 0.9, "addsAbove": -12.5 },
          { "at": 1, "loadsPrevious": false }, { "at": 1.1, "loadsPrevious": true }
        ],
        "expect": { "previousCalls": 2, "previousResults": ["more", "cancelled"],
                    "previousStartsAt": [0, 1.25], "headers": ["loading", "exhausted"],
                    "finalHeader": "exhausted", "keeps": [120, -12.5] } }
      """
    )
    #expect(trace.loadsPrevious)
    #expect(trace.previousStartsExhausted)
    #expect(trace.configuration.loadPreviousDistance == .points(300))
    #expect(trace.configuration.loadMoreDistance == .fraction(0.5))
    #expect(!trace.loadsMore)
    #expect(
      trace.previousActions == [
        .init(duration: 0.25, result: .end, adds: 120), .init(duration: nil, result: .failure),
        .init(),
      ]
    )
    #expect(trace.loadActions == [.init()])
    #expect(trace.action == .init(duration: 2, addsAbove: -40.5))
    #expect(
      trace.events.map(\.input) == [
        .loadPreviousRequested(.programmatic), .loadPreviousRequested(.accessibility),
        .loadPreviousReturned(.more), .loadPreviousReturned(.end),
        .loadPreviousReturned(.failure), .loadPreviousCancelRequested,
        .loadPreviousReset(hasMore: true), .loadPreviousReset(hasMore: false),
        .rowsAddedAbove(88, fromRefresh: false), .rowsAddedAbove(-12.5, fromRefresh: false),
        .loadPreviousEnabledChanged(false), .loadPreviousEnabledChanged(true),
      ]
    )
    #expect(
      trace.expectations
        == .init(
          previousCalls: 2,
          previousResults: [.more, .cancelled],
          previousStartsAt: [0, 1.25],
          headers: [.loading, .exhausted],
          finalHeader: .exhausted,
          keeps: [120, -12.5]
        )
    )
  }

  @Test func defaultsFollowTheFormat() throws {
    let off = try decode(#"{"events": []}"#)
    #expect(!off.loadsPrevious)
    #expect(!off.previousStartsExhausted)
    #expect(off.previousActions == [.init(duration: 0.5, result: .more, adds: 0)])
    #expect(off.action.addsAbove == nil)
    let on = try decode(#"{"loadPrevious": {}, "previousAction": {"adds": 10}, "events": []}"#)
    #expect(on.loadsPrevious)
    #expect(!on.previousStartsExhausted)
    #expect(on.configuration.loadPreviousDistance == .fraction(0.5))
    #expect(on.previousActions == [.init(duration: 0.5, result: .more, adds: 10)])
    let idle = try decode(#"{"loadPrevious": {"start": "idle"}, "events": []}"#)
    #expect(idle.loadsPrevious && !idle.previousStartsExhausted)
    let fraction = try decode(
      #"{"loadPrevious": {"distance": {"fraction": 0.25}}, "loadMore": {"distance": 40}, "#
        + #""events": []}"#
    )
    #expect(fraction.configuration.loadPreviousDistance == .fraction(0.25))
    #expect(fraction.configuration.loadMoreDistance == .points(40))
  }

  /// A `configuration` event keeps the file's distances to both ends: the file has one of each
  /// for the whole trace.
  @Test func aConfigurationEventKeepsTheFilesDistances() throws {
    let trace = try decode(
      #"{"loadPrevious": {"distance": 120}, "loadMore": {"distance": 80}, "#
        + #""events": [{"at": 1, "configuration": {"threshold": 70}}]}"#
    )
    let event = try #require(trace.events.first)
    guard case .configurationChanged(let configuration) = event.input else {
      Issue.record("expected a configuration, got \(event.input)")
      return
    }
    #expect(configuration.loadPreviousDistance == .points(120))
    #expect(configuration.loadMoreDistance == .points(80))
    #expect(configuration.threshold == .points(70))
  }

  @Test(arguments: [
    #"{"content": 300, "loadPrevious": {"distance": {"fraction": 0.2}}, "events": []}"#,
    #"{"loadPrevious": {"start": "exhausted"}, "previousAction": {"result": "end", "adds": 5},"#
      + #" "events": []}"#,
    #"{"previousAction": [{"result": "failure"}, {"adds": 80}], "events": []}"#,
    #"{"action": {"duration": 0.5, "addsAbove": 120.25}, "events": []}"#,
    """
    {"loadPrevious": {"distance": 250}, "loadMore": {}, "loadAction": {"adds": 3},
     "events": [{"at": 0, "loadPrevious": "accessibility"},
      {"at": 1, "completePrevious": "failure"}, {"at": 1.5, "completePrevious": "end"},
      {"at": 2, "cancelPrevious": true}, {"at": 3, "resetPrevious": "exhausted"},
      {"at": 3.5, "resetPrevious": "idle"}, {"at": 4, "addsAbove": -7.5},
      {"at": 5, "loadsPrevious": false}, {"at": 6, "configuration": {"threshold": 70}}]}
    """,
  ])
  func encodingRoundTrips(json: String) throws {
    let trace = try decode(json)
    let encoded = trace.encoded()
    #expect(try Trace.decode(from: encoded) == trace)
  }

  @Test func theTopEndIsWrittenOnlyWhenOnOrNotTheDefault() throws {
    let text = { (json: String) in
      String(decoding: try self.decode(json).encoded(), as: UTF8.self)
    }
    let on = try text(#"{"loadPrevious": {}, "events": []}"#)
    #expect(
      on.contains(
        #""loadPrevious": { "distance": { "fraction": 0.5 } },"#
          + "\n" + #"  "previousAction": { "duration": 0.5, "result": "more", "adds": 0 },"#
      )
    )
    let exhausted = try text(
      #"{"loadPrevious": {"distance": 90, "start": "exhausted"}, "events": []}"#
    )
    #expect(exhausted.contains(#""loadPrevious": { "distance": 90, "start": "exhausted" },"#))
    let off = try text(#"{"events": []}"#)
    #expect(!off.contains("Previous") && !off.contains("addsAbove"))
    let loads = try text(#"{"previousAction": [{}, {"result": "end"}], "events": []}"#)
    #expect(
      loads.contains(#""previousAction": [{ "duration": 0.5, "result": "more", "adds": 0 }, "#)
    )
    #expect(!loads.contains(#""loadPrevious""#))
  }

  @Test(arguments: [
    (
      #"{"loadPrevious": {"distance": -1}, "events": []}"#,
      "loadPrevious.distance: must be finite and >= 0, got -1.0"
    ),
    (
      #"{"loadPrevious": {"distance": {"fraction": -0.5}}, "events": []}"#,
      "loadPrevious.distance.fraction: must be finite and >= 0, got -0.5"
    ),
    (
      #"{"loadPrevious": {"distance": "near"}, "events": []}"#,
      #"loadPrevious.distance: must be a finite number of points or { "fraction": f }"#
    ),
    (
      #"{"loadPrevious": {"distance": 1e999}, "events": []}"#,
      #"loadPrevious.distance: must be a finite number of points or { "fraction": f }"#
    ),
    (
      #"{"loadPrevious": {"start": "loading"}, "events": []}"#,
      #"loadPrevious.start: must be "idle" or "exhausted", got "loading""#
    ),
    (#"{"loadPrevious": {"start": 1}, "events": []}"#, "loadPrevious.start: expected a string"),
    (
      #"{"loadPrevious": {"reach": 3}, "events": []}"#,
      "loadPrevious.reach: unknown key; allowed: distance, start"
    ),
    (#"{"loadPrevious": true, "events": []}"#, "loadPrevious: expected an object"),
    (#"{"loadPrevious": null, "events": []}"#, "loadPrevious: expected an object, got null"),
    (
      #"{"previousAction": [{"adds": -3}], "events": []}"#,
      "previousAction[0].adds: must be a finite number of points >= 0, got -3.0"
    ),
    (
      #"{"previousAction": {"adds": -0.5}, "events": []}"#,
      "previousAction.adds: must be a finite number of points >= 0, got -0.5"
    ),
    (
      #"{"previousAction": [], "events": []}"#,
      "previousAction: must not be an empty array: give one object per load"
    ),
    (
      #"{"previousAction": [{}, {"result": "cancelled"}], "events": []}"#,
      #"previousAction[1].result: must be "more", "end" or "failure", got "cancelled""#
    ),
    (
      #"{"previousAction": {"duration": -1}, "events": []}"#,
      "previousAction.duration: must be a number of seconds from 0 to 1000000000 or null, got -1.0"
    ),
    (#"{"previousAction": "slow", "events": []}"#, "previousAction: expected an object"),
    (#"{"action": {"addsAbove": "lots"}, "events": []}"#, "action.addsAbove: expected a number"),
    (
      #"{"action": {"addsAbove": null}, "events": []}"#,
      "action.addsAbove: expected a number, got null"
    ),
    (
      #"{"events": [{"at": 0, "pull": 0}, {"at": 1, "addsAbove": "x"}]}"#,
      "events[1].addsAbove: expected a number"
    ),
    (
      #"{"events": [{"at": 0, "addsAbove": null}]}"#,
      "events[0].addsAbove: expected a number, got null"
    ),
    (
      #"{"events": [{"at": 0, "loadPrevious": "scheduled"}]}"#,
      #"events[0].loadPrevious: must be "programmatic" or "accessibility", got "scheduled""#
    ),
    (
      #"{"events": [{"at": 0, "pull": 0}, {"at": 0, "completePrevious": "cancelled"}]}"#,
      #"events[1].completePrevious: must be "more", "end" or "failure", got "cancelled""#
    ),
    (
      #"{"events": [{"at": 0, "cancelPrevious": false}]}"#,
      "events[0].cancelPrevious: must be true"
    ),
    (
      #"{"events": [{"at": 0, "resetPrevious": true}]}"#,
      "events[0].resetPrevious: expected a string"
    ),
    (
      #"{"events": [{"at": 0, "resetPrevious": "more"}]}"#,
      #"events[0].resetPrevious: must be "idle" or "exhausted", got "more""#
    ),
    (
      #"{"events": [{"at": 0, "loadsPrevious": "yes"}]}"#,
      "events[0].loadsPrevious: expected true or false"
    ),
    (
      #"{"events": [{"at": 0, "addsAbove": 5, "cancelPrevious": true}]}"#,
      "events[0]: has more than one event: addsAbove, cancelPrevious"
    ),
    (
      #"{"events": [], "expect": {"finalHeader": "done"}}"#,
      #"expect.finalHeader: unknown header "done"; expected "idle", "loading", "failed" or "exhausted""#
    ),
    (
      #"{"events": [], "expect": {"headers": ["idle", "busy"]}}"#,
      #"expect.headers: unknown header "busy"; expected "idle", "loading", "failed" or "exhausted""#
    ),
    (
      #"{"events": [], "expect": {"previousResults": ["success"]}}"#,
      #"expect.previousResults: unknown result "success"; expected "more", "end", "failure" or "cancelled""#
    ),
    (
      #"{"events": [], "expect": {"previousStartsAt": [1, -1]}}"#,
      "expect.previousStartsAt: must be seconds from 0 to 1000000000, got -1.0"
    ),
    (#"{"events": [], "expect": {"keeps": [1, "x"]}}"#, "expect.keeps[1]: expected a number"),
    (#"{"events": [], "expect": {"keeps": 3}}"#, "expect.keeps: expected an array"),
    (
      #"{"events": [], "expect": {"previousCalls": "2"}}"#,
      "expect.previousCalls: expected a number"
    ),
  ])
  func rejectsBadTopEndValuesInOneLineNamingWhere(json: String, message: String) {
    #expect(throws: TraceError.self) { try decode(json) }
    do {
      _ = try decode(json)
    } catch {
      #expect(error.description == message)
      #expect(!error.description.contains("\n"))
    }
  }

  // MARK: - The transcript

  /// A transcript whose lines are the top end's, as a replay would write them.
  private func headerTranscript() -> Transcript {
    var transcript = Transcript()
    transcript.lines = [
      .init(at: .milliseconds(200), event: .loadPreviousPhaseChanged(.loading)),
      .init(at: .milliseconds(200), event: .loadPreviousStarted),
      .init(at: .milliseconds(700), event: .loadPreviousFinished(.failure)),
      .init(at: .milliseconds(700), event: .loadPreviousPhaseChanged(.failed)),
      .init(at: .milliseconds(700), event: .announcement(.loadPreviousFailed)),
      .init(at: .milliseconds(1250), event: .loadPreviousPhaseChanged(.loading)),
      .init(at: .milliseconds(1250), event: .loadPreviousStarted),
      .init(at: .milliseconds(1500), event: .loadPreviousFinished(.end)),
      .init(at: .milliseconds(1500), event: .loadPreviousPhaseChanged(.exhausted)),
      .init(at: .milliseconds(1500), event: .positionKept(delta: 120.5)),
      .init(at: .seconds(2), event: .positionKept(delta: -12)),
    ]
    transcript.previousCalls = 2
    transcript.previousResults = [.failure, .end]
    transcript.finalHeader = .exhausted
    return transcript
  }

  @Test func writesTheHeaderItsEffectsAndItsSummary() {
    #expect(
      headerTranscript().jsonLines() == """
        {"at":0.2,"header":"loading"}
        {"at":0.2,"effect":"previousStarted"}
        {"at":0.7,"effect":"previousFinished","result":"failure"}
        {"at":0.7,"header":"failed"}
        {"at":0.7,"effect":"announcement","text":"Loading previous failed"}
        {"at":1.25,"header":"loading"}
        {"at":1.25,"effect":"previousStarted"}
        {"at":1.5,"effect":"previousFinished","result":"end"}
        {"at":1.5,"header":"exhausted"}
        {"at":1.5,"effect":"keepPosition","delta":120.5}
        {"at":2,"effect":"keepPosition","delta":-12}
        {"summary":{"actionCalls":0,"outcomes":[],"phase":"idle","loadCalls":0,"loadResults":[],"footer":"idle","stale":true,"contentPhase":"idle","previousCalls":2,"previousResults":["failure","end"],"header":"exhausted"}}

        """
    )
  }

  @Test func everyTopEndExpectationHoldsWhenMet() {
    let met = Trace.Expectations(
      announcements: ["Loading previous failed"],
      previousCalls: 2,
      previousResults: [.failure, .end],
      previousStartsAt: [0.2, 1.2504],
      headers: [.loading, .failed, .loading, .exhausted],
      finalHeader: .exhausted,
      // To the thousandth of a point: a sum of positions a trace wrote is not exact.
      keeps: [120.5, -11.9996]
    )
    #expect(headerTranscript().failures(of: met) == [])
    #expect(
      headerTranscript().failures(of: .init(headers: [], keeps: []))
        == [
          "headers: expected [], got [loading → failed → loading → exhausted]",
          "keeps: expected [], got [120.5, -12]",
        ]
    )
  }

  @Test func eachTopEndExpectationNamesItsKeyWhenUnmet() {
    let unmet = Trace.Expectations(
      previousCalls: 3,
      previousResults: [.failure, .more],
      previousStartsAt: [0.2, 1.3],
      headers: [.loading, .failed],
      finalHeader: .idle,
      keeps: [120.5, -12.01]
    )
    #expect(
      headerTranscript().failures(of: unmet) == [
        "previousCalls: expected 3, got 2",
        "previousResults: expected [failure, more], got [failure, end]",
        "previousStartsAt: expected [0.2, 1.3], got [0.2, 1.25]",
        "headers: expected [loading → failed], got [loading → failed → loading → exhausted]",
        "finalHeader: expected idle, got exhausted",
        "keeps: expected [120.5, -12.01], got [120.5, -12]",
      ]
    )
  }

  // MARK: - The replay

  /// The library's trace `name`, replayed: its event lines.
  private func libraryLines(_ name: String) async throws -> [String] {
    TraceFixtures.eventLines(await TraceReplayer.replay(try TraceFixtures.libraryTrace(name)))
  }

  /// A page that ends and the next that starts in one decision (a short page, T2): the header
  /// enters idle and then loading at that instant (every change is a line), between the
  /// `previousFinished` and the `previousStarted`, and the rows are kept before the start.
  @Test func aPageThatStartsTheNextWritesIdleThenLoading() async throws {
    let lines = try await libraryLines("top-t2-short-pages-start-the-next-a-tall-one-stops")
    #expect(
      lines.filter { $0.contains(#""header""#) } == [
        #"{"at":0.1,"header":"loading"}"#, #"{"at":0.6,"header":"idle"}"#,
        #"{"at":0.6,"header":"loading"}"#, #"{"at":1.1,"header":"idle"}"#,
        #"{"at":1.1,"header":"loading"}"#, #"{"at":1.6,"header":"idle"}"#,
        #"{"at":1.6,"header":"loading"}"#, #"{"at":2.1,"header":"idle"}"#,
      ]
    )
    #expect(
      lines.filter { $0.hasPrefix(#"{"at":0.6,"#) } == [
        #"{"at":0.6,"effect":"previousFinished","result":"more"}"#,
        #"{"at":0.6,"header":"idle"}"#, #"{"at":0.6,"header":"loading"}"#,
        #"{"at":0.6,"effect":"keepPosition","delta":100}"#,
        #"{"at":0.6,"effect":"previousStarted"}"#,
      ]
    )
  }

  /// The instants of T4's trace that no `expect` key holds: the footer's own page at 0.1 and
  /// the request it held while the header loaded, started when that page ended (4.5).
  @Test func aHeldRequestForTheFooterStartsWhenTheHeadersPageEnds() async throws {
    let lines = try await libraryLines("top-t4-one-page-at-a-time-and-held-requests")
    #expect(
      lines.filter { $0.contains("Started") } == [
        #"{"at":0.1,"effect":"loadStarted"}"#, #"{"at":1.1,"effect":"previousStarted"}"#,
        #"{"at":4,"effect":"previousStarted"}"#, #"{"at":4.5,"effect":"loadStarted"}"#,
      ]
    )
    let both = try await libraryLines("top-decision-both-ends-near-the-footer-goes-first")
    #expect(
      both.filter { $0.contains("Started") } == [
        #"{"at":1,"effect":"loadStarted"}"#, #"{"at":1.5,"effect":"previousStarted"}"#,
      ]
    )
  }

  /// The decision's instant: the pull drops the moment the reset gives the edge to the top end,
  /// not at the next sample.
  @Test func aPullDropsTheInstantTheTopEndTakesTheEdge() async throws {
    let lines = try await libraryLines("top-decision-a-pull-stops-when-the-top-end-takes-the-edge")
    #expect(lines.contains(#"{"at":0.16,"phase":"idle"}"#))
    #expect(lines.contains(#"{"at":0.16,"header":"idle"}"#))
  }

  /// An exhausted start is the header's starting value: no line for it; a reset to idle is a
  /// change.
  @Test func anExhaustedStartPrintsNoHeaderLine() async throws {
    let transcript = await TraceReplayer.replay(
      try decode(#"{"content": 900, "loadPrevious": {"start": "exhausted"}, "events": []}"#)
    )
    #expect(transcript.headers == [])
    #expect(transcript.finalHeader == .exhausted)
    #expect(transcript.jsonLines().contains(#""header":"exhausted"}}"#))
  }

  /// The action's rows land right after its outcome (`actionFinished` first, then the decision
  /// on them), and a `complete` event brings them as the action's end does.
  @Test func theActionsRowsLandRightAfterItsOutcome() async throws {
    let lines = try await libraryLines("top-k1-a-quiet-refreshs-rows-are-kept")
    #expect(
      lines.filter { $0.hasPrefix(#"{"at":2,"#) } == [
        #"{"at":2,"effect":"actionFinished","outcome":"success"}"#, #"{"at":2,"phase":"idle"}"#,
        #"{"at":2,"effect":"keepPosition","delta":300}"#,
      ]
    )
    let completed = await TraceReplayer.replay(
      try decode(
        #"{"viewport": 600, "content": 2000, "action": {"duration": null, "addsAbove": 40},"#
          + #" "events": [{"at": 0, "pull": -500}, {"at": 1, "refresh": "scheduled"},"#
          + #" {"at": 2, "complete": "failure"}]}"#
      )
    )
    #expect(completed.keeps == [40])
  }

  /// `loadsPrevious` turns the top end off (cancelling the page in flight) and on again, as an
  /// app removes and sets its action.
  @Test func theTopEndTurnsOffAndOn() async throws {
    let transcript = await TraceReplayer.replay(
      try decode(
        #"{"viewport": 600, "content": 2000, "previousAction": {"duration": 1},"#
          + #" "events": [{"at": 0, "loadsPrevious": true}, {"at": 0.1, "loadPrevious": "programmatic"},"#
          + #" {"at": 0.5, "loadsPrevious": false}, {"at": 1, "loadPrevious": "programmatic"},"#
          + #" {"at": 2, "loadsPrevious": true}, {"at": 2.5, "loadPrevious": "programmatic"}]}"#
      )
    )
    #expect(transcript.previousResults == [.cancelled, .more])
    #expect(transcript.previousStarts == [.milliseconds(100), .milliseconds(2500)])
  }

  /// `--check` enforces the top end's expectations, each named.
  @Test func checkFailsOnEveryUnmetTopEndKey() async throws {
    let trace = try decode(
      #"{"viewport": 600, "content": 2000, "loadPrevious": {},"#
        + #" "previousAction": {"duration": 0.5, "adds": 100},"#
        + #" "events": [{"at": 0, "pull": -800}, {"at": 1, "loadPrevious": "accessibility"}],"#
        + #" "expect": {"previousCalls": 2, "previousResults": ["end"], "previousStartsAt": [2],"#
        + #" "headers": ["loading"], "finalHeader": "exhausted", "keeps": [90]}}"#
    )
    let transcript = await TraceReplayer.replay(trace)
    #expect(
      transcript.failures(of: try #require(trace.expectations)) == [
        "previousCalls: expected 2, got 1",
        "previousResults: expected [end], got [more]",
        "previousStartsAt: expected [2], got [1]",
        "headers: expected [loading], got [loading → idle]",
        "finalHeader: expected exhausted, got idle",
        "keeps: expected [90], got [100]",
      ]
    )
  }
}
