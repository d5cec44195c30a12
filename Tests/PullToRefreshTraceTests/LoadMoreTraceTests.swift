import Foundation
@_spi(FrontEnd) import PullToRefresh
import Testing

@testable import PullToRefreshTrace

/// Load more in traces: the keys are read and written back, bad values are one-line errors that
/// name where, and the replay simulates page loads on virtual time.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct LoadMoreTraceTests {
  private func decode(_ json: String) throws(TraceError) -> Trace {
    try Trace.decode(from: Data(json.utf8))
  }

  private func replay(_ json: String) async throws -> Transcript {
    await TraceReplayer.replay(try decode(json))
  }

  // MARK: - Decoding and encoding

  @Test func readsEveryLoadMoreKey() throws {
    let trace = try decode(
      """
      { "viewport": 600, "content": 2000, "loadMore": { "distance": 400 },
        "loadAction": [{ "duration": 0.25, "result": "end", "adds": 120 },
                       { "duration": null, "result": "failure" }, {}],
        "events": [
          { "at": 0, "content": 2100 }, { "at": 0.1, "loadMore": "programmatic" },
          { "at": 0.2, "loadMore": "accessibility" }, { "at": 0.3, "completeLoad": "more" },
          { "at": 0.4, "completeLoad": "end" }, { "at": 0.5, "completeLoad": "failure" },
          { "at": 0.6, "cancelLoad": true }, { "at": 0.7, "resetLoadMore": true }
        ],
        "expect": { "loadCalls": 2, "loadResults": ["more", "cancelled"],
                    "finalFooter": "exhausted", "footers": ["loading", "failed"] } }
      """
    )
    #expect(trace.content == 2000)
    #expect(trace.loadsMore)
    #expect(trace.configuration == RefreshConfiguration(loadMoreDistance: .points(400)))
    #expect(
      trace.loadActions == [
        .init(duration: 0.25, result: .end, adds: 120), .init(duration: nil, result: .failure),
        .init(),
      ]
    )
    #expect(
      trace.events.map(\.input) == [
        .contentChanged(2100), .loadMoreRequested(.programmatic),
        .loadMoreRequested(.accessibility),
        .loadMoreReturned(.more), .loadMoreReturned(.end), .loadMoreReturned(.failure),
        .loadMoreCancelRequested, .loadMoreReset,
      ]
    )
    #expect(
      trace.expectations
        == .init(
          loadCalls: 2,
          loadResults: [.more, .cancelled],
          finalFooter: .exhausted,
          footers: [.loading, .failed]
        )
    )
  }

  @Test func defaultsFollowTheFormat() throws {
    let off = try decode(#"{"events": []}"#)
    #expect(!off.loadsMore)
    #expect(off.content == nil)
    #expect(off.loadActions == [.init(duration: 0.5, result: .more, adds: 0)])
    let on = try decode(#"{"loadMore": {}, "loadAction": {"adds": 10}, "events": []}"#)
    #expect(on.loadsMore)
    #expect(on.configuration.loadMoreDistance == .fraction(0.5))
    #expect(on.loadActions == [.init(duration: 0.5, result: .more, adds: 10)])
    let fraction = try decode(#"{"loadMore": {"distance": {"fraction": 0.25}}, "events": []}"#)
    #expect(fraction.configuration.loadMoreDistance == .fraction(0.25))
  }

  @Test(arguments: [
    #"{"content": 300, "loadMore": {"distance": {"fraction": 0.2}}, "events": []}"#,
    #"{"loadMore": {}, "loadAction": {"duration": null, "result": "end", "adds": 5}, "#
      + #""events": []}"#,
    #"{"loadAction": [{"result": "failure"}, {"adds": 80}], "events": [{"at": 0, "content": 1}]}"#,
    """
    {"loadMore": {"distance": 250}, "events": [{"at": 0, "loadMore": "accessibility"},
      {"at": 1, "completeLoad": "failure"}, {"at": 2, "cancelLoad": true},
      {"at": 3, "resetLoadMore": true}, {"at": 4, "content": -5}]}
    """,
  ])
  func encodingRoundTrips(json: String) throws {
    let trace = try decode(json)
    let encoded = trace.encoded()
    #expect(try Trace.decode(from: encoded) == trace)
    #expect(String(decoding: encoded, as: UTF8.self).contains("\"loadAction\"") == true)
  }

  @Test func aSingleLoadIsWrittenAsAnObjectAndSeveralAsAnArray() throws {
    let one = try decode(#"{"loadMore": {}, "events": []}"#).encoded()
    #expect(
      String(decoding: one, as: UTF8.self).contains(
        #""loadMore": { "distance": { "fraction": 0.5 } },"#
          + "\n" + #"  "loadAction": { "duration": 0.5, "result": "more", "adds": 0 },"#
      )
    )
    let two = try decode(#"{"loadAction": [{}, {"result": "end"}], "events": []}"#).encoded()
    #expect(
      String(decoding: two, as: UTF8.self).contains(
        #""loadAction": [{ "duration": 0.5, "result": "more", "adds": 0 }, { "#
      )
    )
    #expect(!String(decoding: two, as: UTF8.self).contains(#""loadMore""#))
  }

  @Test(arguments: [
    (
      #"{"loadMore": {"distance": -1}, "events": []}"#,
      "loadMore.distance: must be finite and >= 0, got -1.0"
    ),
    (
      #"{"loadMore": {"distance": {"fraction": -0.5}}, "events": []}"#,
      "loadMore.distance.fraction: must be finite and >= 0, got -0.5"
    ),
    (
      #"{"loadMore": {"distance": 1e999}, "events": []}"#,
      #"loadMore.distance: must be a finite number of points or { "fraction": f }"#
    ),
    (
      #"{"loadMore": {"distance": "far"}, "events": []}"#,
      #"loadMore.distance: must be a finite number of points or { "fraction": f }"#
    ),
    (
      #"{"loadMore": {"distance": {"fraction": "half"}}, "events": []}"#,
      "loadMore.distance.fraction: expected a number"
    ),
    (
      #"{"loadMore": {"reach": 3}, "events": []}"#,
      "loadMore.reach: unknown key; allowed: distance"
    ),
    (#"{"loadMore": true, "events": []}"#, "loadMore: expected an object"),
    (
      #"{"loadAction": {"result": "maybe"}, "events": []}"#,
      #"loadAction.result: must be "more", "end" or "failure", got "maybe""#
    ),
    (
      #"{"loadAction": [{}, {"result": "cancelled"}], "events": []}"#,
      #"loadAction[1].result: must be "more", "end" or "failure", got "cancelled""#
    ),
    (
      #"{"loadAction": [], "events": []}"#,
      "loadAction: must not be an empty array: give one object per load"
    ),
    (
      #"{"loadAction": {"duration": -1}, "events": []}"#,
      "loadAction.duration: must be a number of seconds from 0 to 1000000000 or null, got -1.0"
    ),
    (
      #"{"loadAction": [{"adds": -3}], "events": []}"#,
      "loadAction[0].adds: must be a finite number of points >= 0, got -3.0"
    ),
    (#"{"loadAction": "fast", "events": []}"#, "loadAction: expected an object"),
    (#"{"content": "long", "events": []}"#, "content: expected a number"),
    (#"{"content": null, "events": []}"#, "content: expected a number, got null"),
    (#"{"events": [{"at": 0, "content": [1]}]}"#, "events[0].content: expected a number"),
    (
      #"{"events": [{"at": 0, "loadMore": "scheduled"}]}"#,
      #"events[0].loadMore: must be "programmatic" or "accessibility", got "scheduled""#
    ),
    (
      #"{"events": [{"at": 0, "completeLoad": "done"}]}"#,
      #"events[0].completeLoad: must be "more", "end" or "failure", got "done""#
    ),
    (
      #"{"events": [{"at": 0, "completeLoad": "cancelled"}]}"#,
      #"events[0].completeLoad: must be "more", "end" or "failure", got "cancelled""#
    ),
    (#"{"events": [{"at": 0, "cancelLoad": false}]}"#, "events[0].cancelLoad: must be true"),
    (
      #"{"events": [{"at": 0, "resetLoadMore": 1}]}"#,
      "events[0].resetLoadMore: expected true or false"
    ),
    (
      #"{"events": [], "expect": {"finalFooter": "done"}}"#,
      #"expect.finalFooter: unknown footer "done"; expected "idle", "loading", "failed" or "exhausted""#
    ),
    (
      #"{"events": [], "expect": {"footers": ["idle", "busy"]}}"#,
      #"expect.footers: unknown footer "busy"; expected "idle", "loading", "failed" or "exhausted""#
    ),
    (
      #"{"events": [], "expect": {"loadResults": ["success"]}}"#,
      #"expect.loadResults: unknown result "success"; expected "more", "end", "failure" or "cancelled""#
    ),
  ])
  func rejectsBadLoadMoreValuesInOneLineNamingWhere(json: String, message: String) {
    #expect(throws: TraceError.self) { try decode(json) }
    do {
      _ = try decode(json)
    } catch {
      #expect(error.description == message)
      #expect(!error.description.contains("\n"))
    }
  }

  // MARK: - Replay

  @Test func writesFooterLinesLoadEffectsAndTheSummary() async throws {
    let transcript = try await replay(
      """
      { "viewport": 600, "content": 200, "loadMore": {},
        "loadAction": [{ "duration": 0.5, "result": "failure" }],
        "events": [{ "at": 1, "loadMore": "programmatic" }, { "at": 1.2, "completeLoad": "end" }] }
      """
    )
    #expect(
      transcript.jsonLines() == """
        {"at":0,"resolved":{"threshold":90,"restingExtent":62}}
        {"at":0,"footer":"loading"}
        {"at":0,"effect":"loadStarted"}
        {"at":0.5,"effect":"loadFinished","result":"failure"}
        {"at":0.5,"footer":"failed"}
        {"at":0.5,"effect":"announcement","text":"Loading more failed"}
        {"at":1,"footer":"loading"}
        {"at":1,"effect":"loadStarted"}
        {"at":1.2,"effect":"loadFinished","result":"end"}
        {"at":1.2,"footer":"exhausted"}
        {"summary":{"actionCalls":0,"outcomes":[],"phase":"idle","loadCalls":2,"loadResults":["failure","end"],"footer":"exhausted","stale":true,"contentPhase":"idle","previousCalls":0,"previousResults":[],"header":"idle"}}

        """
    )
    #expect(transcript.finalFooter == .exhausted)
    #expect(transcript.footers == [.loading, .failed, .loading, .exhausted])
  }

  @Test func withoutLoadMoreNothingLoads() async throws {
    let transcript = try await replay(
      #"{"viewport": 600, "content": 100, "events": [{"at": 0, "loadMore": "programmatic"}]}"#
    )
    #expect(transcript.loadCalls == 0)
    #expect(transcript.footers.isEmpty)
  }

  /// `adds` grows the content right after the load ends, by its duration or by `completeLoad`:
  /// the grown content is long enough that the end is no longer near, so no next load starts.
  @Test func addsGrowTheContentWhenTheLoadEnds() async throws {
    for ending in [#""duration": 0.5"#, #""duration": null"#] {
      let transcript = try await replay(
        """
        { "viewport": 600, "content": 100, "loadMore": {},
          "loadAction": [{ \(ending), "result": "more", "adds": 1000 }, { "adds": 0 }],
          "events": [{ "at": 0.5, "completeLoad": "more" }, { "at": 2, "pull": -500 }] }
        """
      )
      #expect(transcript.loadCalls == 2, "\(ending)")
      #expect(transcript.loadResults == [.more, .more], "\(ending)")
      let secondStart = transcript.lines.filter { $0.event == .loadStarted }.last?.at
      #expect(secondStart == .seconds(2), "\(ending)")
    }
  }

  @Test func aFailedOrCancelledLoadAddsNothing() async throws {
    let transcript = try await replay(
      """
      { "viewport": 600, "content": 100, "loadMore": {},
        "loadAction": [{ "result": "failure", "adds": 1000 }, { "duration": null, "adds": 1000 }],
        "events": [{ "at": 1, "loadMore": "programmatic" }, { "at": 1.5, "cancelLoad": true },
                   { "at": 2, "pull": -500 }] }
      """
    )
    // Content still 100: a load would start at 2 if the content had grown to 1100.
    #expect(transcript.loadResults == [.failure, .cancelled])
    #expect(transcript.loadCalls == 2)
  }

  @Test func theL9TraceAnnouncesOnlyTheFailure() async throws {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Traces/load-more-l9-footer-phases-and-failure-announcement.json")
    let transcript = await TraceReplayer.replay(try Trace.decode(from: Data(contentsOf: url)))
    let announcements = transcript.lines.compactMap {
      if case .announcement(let announcement) = $0.event { announcement } else { nil }
    }
    #expect(announcements == [.loadMoreFailed])
    #expect(transcript.jsonLines().contains(#""text":"Loading more failed""#))
  }

  @Test func unmetLoadExpectationsAreReported() async throws {
    let trace = try decode(
      """
      { "viewport": 600, "content": 100, "loadMore": {}, "events": [],
        "expect": { "loadCalls": 2, "loadResults": ["end"], "finalFooter": "failed",
                    "footers": ["loading"] } }
      """
    )
    let transcript = await TraceReplayer.replay(trace)
    #expect(
      transcript.failures(of: try #require(trace.expectations)) == [
        "loadCalls: expected 2, got 1",
        "loadResults: expected [end], got [more]",
        "finalFooter: expected failed, got idle",
        "footers: expected [loading], got [loading → idle]",
      ]
    )
  }

  // MARK: - Recording

  @Test func aRecordedLoadMoreSessionReplaysIdentically() async throws {
    let clock = VirtualClock()
    let coordinator = RefreshCoordinator(clock: clock) {}
    var pages = [LoadMoreResult.more, .end]
    coordinator.loadMoreAction = {
      // The deadline is read here, on the main actor, where the virtual clock is read.
      try await clock.sleep(until: clock.now.advanced(by: .milliseconds(300)))
      return pages.removeFirst()
    }
    var live: [RefreshCoordinator.Event] = []
    coordinator.addEventHandler {
      switch $0 {
      case .loadMorePhaseChanged, .loadFinished, .loadStarted: live.append($0)
      default: break
      }
    }
    let recorder = TraceRecorder(coordinator: coordinator, clock: clock, description: "pages")
    coordinator.viewportChanged(600)
    coordinator.contentChanged(1000)
    func at(_ milliseconds: Int, _ step: () -> Void) async {
      await clock.advance(to: .init(offset: .milliseconds(milliseconds)))
      step()
    }
    await at(100) { coordinator.scrolled(edgeOffset: -300) }  // near the end: page 1
    await at(200) { coordinator.requestRefresh() }  // cancels page 1
    await at(300) { coordinator.cancel() }
    await at(400) { coordinator.scrolled(edgeOffset: -350) }
    await at(500) { Task { await coordinator.loadMore() } }
    await clock.advance(to: .init(offset: .milliseconds(900)))  // page 1 again returns more
    await coordinator.waitForLoad()
    await at(950) { coordinator.contentChanged(1400) }  // its rows: not near the end
    await at(1000) { coordinator.scrolled(edgeOffset: -700) }  // near the end: page 2
    await at(1100) { coordinator.cancelLoadMore() }
    await at(1200) { coordinator.resetLoadMore() }  // page 2 again, returns end
    await clock.advance(to: .init(offset: .milliseconds(1600)))
    await coordinator.waitForLoad()
    recorder.stop()
    let liveFooter = coordinator.loadMorePhase
    coordinator.disappeared()

    let trace = recorder.trace
    #expect(trace.loadsMore)
    #expect(trace.content == 1000)  // reported before any event, like the viewport
    #expect(trace.loadActions == [.init(duration: nil, result: .more, adds: 0)])
    #expect(trace.events.contains { $0.input == .loadMoreReturned(.more) })
    #expect(trace.events.contains { $0.input == .loadMoreReturned(.end) })
    #expect(try Trace.decode(from: trace.encoded()) == trace)
    let replayed = await TraceReplayer.replay(trace)
    let loadLines = replayed.lines.compactMap { line -> RefreshCoordinator.Event? in
      switch line.event {
      case .loadMorePhaseChanged, .loadFinished, .loadStarted: line.event
      default: nil
      }
    }
    #expect(loadLines == live)
    #expect(replayed.loadResults.contains(.cancelled))
    #expect(replayed.loadResults.last == .end)
    #expect(replayed.finalFooter == liveFooter)
  }

  @Test func aFirstContentLengthBecomesTheTracesContent() {
    let clock = VirtualClock()
    let coordinator = RefreshCoordinator(clock: clock) {}
    let recorder = TraceRecorder(coordinator: coordinator, clock: clock)
    coordinator.contentChanged(800)
    coordinator.contentChanged(.infinity)
    coordinator.receive(.loadMoreRequested(.scheduled))
    recorder.stop()
    #expect(recorder.trace.content == 800)
    #expect(!recorder.trace.loadsMore)
    #expect(recorder.trace.events.map(\.input) == [.loadMoreRequested(.programmatic)])
  }

  /// A load whose action threw a cancellation is written as `cancelLoad`, which the format reads
  /// and which ends the load the same way (`completeLoad` takes only the three results).
  @Test func aSelfCancelledLoadIsRecordedAsCancelLoad() throws {
    let clock = VirtualClock()
    let coordinator = RefreshCoordinator(clock: clock) {}
    let recorder = TraceRecorder(coordinator: coordinator, clock: clock)
    coordinator.receive(.loadMoreReturned(.cancelled))
    recorder.stop()
    #expect(recorder.trace.events.map(\.input) == [.loadMoreCancelRequested])
    let written = String(decoding: recorder.trace.encoded(), as: UTF8.self)
    #expect(written.contains("cancelLoad"))
    #expect(!written.contains("completeLoad"))
  }
}
