@_spi(FrontEnd) import PullToRefresh
import Testing

@testable import PullToRefreshTrace

/// The top end recorded: a live session's previous pages, rows above and refreshes become a
/// trace that replays to the same header and the same kept positions.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct TopEndRecordingTests {
  /// What a live coordinator sent of the top end.
  private final class Seen {
    var keeps: [Double] = []
    var headers: [LoadMorePhase] = []
  }

  private func watch(_ coordinator: RefreshCoordinator) -> Seen {
    let seen = Seen()
    coordinator.addEventHandler {
      switch $0 {
      case .positionKept(let delta): seen.keeps.append(delta)
      case .loadPreviousPhaseChanged(let phase): seen.headers.append(phase)
      default: break
      }
    }
    return seen
  }

  /// A session that turns the top end on, loads a page at the top, reports its rows and runs
  /// refreshes that bring `refreshRows` above, 400 points into the content.
  private func record(refreshRows: [Double]) async -> (Trace, Seen) {
    let clock = VirtualClock()
    let coordinator = RefreshCoordinator(clock: clock) {}
    let seen = watch(coordinator)
    let recorder = TraceRecorder(coordinator: coordinator, clock: clock)
    coordinator.viewportChanged(600)
    coordinator.contentChanged(2000)
    coordinator.loadPreviousAction = { .more }
    clock.moveTime(to: .init(offset: .milliseconds(100)))
    coordinator.interactionBegan()
    await coordinator.waitForPreviousLoad()
    clock.moveTime(to: .init(offset: .milliseconds(200)))
    // The front end measured the page's rows after its result.
    coordinator.rowsAddedAbove(400)
    coordinator.interactionEnded()
    for (index, rows) in refreshRows.enumerated() {
      clock.moveTime(to: .init(offset: .seconds(1 + index)))
      await coordinator.refresh()
      clock.moveTime(to: .init(offset: .seconds(1 + index) + .milliseconds(16)))
      coordinator.rowsAddedAbove(rows)
      clock.moveTime(to: .init(offset: .seconds(1 + index) + .milliseconds(900)))
      await coordinator.waitForDueTimers()
    }
    recorder.stop()
    coordinator.disappeared()
    return (recorder.trace, seen)
  }

  @Test func aLiveSessionWithTheTopEndReplays() async throws {
    let (trace, live) = await record(refreshRows: [120, 120])
    #expect(trace.loadsPrevious)
    #expect(trace.previousActions == [.init(duration: nil)])
    // Every refresh brought one height: it is the action's, landing with each `complete`.
    #expect(trace.action.addsAbove == 120)
    #expect(
      trace.events.map(\.input) == [
        .loadPreviousEnabledChanged(false), .contentChanged(2000),
        .loadPreviousEnabledChanged(true), .interactionBegan, .loadPreviousReturned(.more),
        .rowsAddedAbove(400, fromRefresh: false), .interactionEnded,
        .refreshRequested(.programmatic), .actionReturned(.success),
        .refreshRequested(.programmatic), .actionReturned(.success),
      ]
    )
    #expect(try Trace.decode(from: trace.encoded()) == trace)
    #expect(live.keeps == [400, 120, 120])
    let replayed = await TraceReplayer.replay(trace)
    #expect(replayed.keeps == live.keeps)
    #expect(replayed.headers == live.headers)
  }

  /// Refreshes that brought different heights above are `addsAbove` events at their instants.
  ///
  /// The file's action has one height. They replay as the app's rows, kept, as they were here
  /// (400 points into the content).
  @Test func refreshRowsOfDifferentHeightsAreEvents() async throws {
    let (trace, live) = await record(refreshRows: [120, 80])
    #expect(trace.action.addsAbove == nil)
    #expect(
      trace.events.filter {
        if case .rowsAddedAbove = $0.input { true } else { false }
      }.map(\.input) == [
        .rowsAddedAbove(400, fromRefresh: false), .rowsAddedAbove(120, fromRefresh: false),
        .rowsAddedAbove(80, fromRefresh: false),
      ]
    )
    #expect(try Trace.decode(from: trace.encoded()) == trace)
    #expect(await TraceReplayer.replay(trace).keeps == live.keeps)
  }

  /// A person's refresh at the top reveals its rows live (K2), and the recorded trace, whose
  /// action brings them, reveals them too.
  @Test func aRevealReplaysAsAReveal() async throws {
    let clock = VirtualClock()
    let coordinator = RefreshCoordinator(clock: clock) {}
    let live = watch(coordinator)
    let recorder = TraceRecorder(coordinator: coordinator, clock: clock)
    coordinator.viewportChanged(600)
    coordinator.contentChanged(2000)
    coordinator.scrolled(edgeOffset: 0)
    clock.moveTime(to: .init(offset: .seconds(1)))
    await coordinator.refresh()
    clock.moveTime(to: .init(offset: .seconds(1) + .milliseconds(16)))
    coordinator.rowsAddedAbove(250)
    recorder.stop()
    coordinator.disappeared()
    let trace = recorder.trace
    #expect(trace.action.addsAbove == 250)
    #expect(live.keeps == [])
    #expect(await TraceReplayer.replay(trace).keeps == [])
  }

  /// The top end's inputs are kept as the format says them: a Retry is a programmatic request,
  /// a page that threw a cancellation a `cancelPrevious`, a header exhausted at the start the
  /// file's `start`, and rows that JSON cannot hold are dropped.
  @Test func theTopEndsInputsAreKeptAsTheFormatSaysThem() throws {
    let clock = VirtualClock()
    let coordinator = RefreshCoordinator(clock: clock) {}
    coordinator.loadPreviousAction = { .end }
    coordinator.resetLoadPrevious(hasMore: false)
    let recorder = TraceRecorder(coordinator: coordinator, clock: clock)
    let inputs: [RefreshCoordinator.Input] = [
      .loadPreviousReset(hasMore: true), .loadPreviousRequested(.retry),
      .loadPreviousRequested(.accessibility), .loadPreviousReturned(.cancelled),
      .loadPreviousCancelRequested, .rowsAddedAbove(.infinity, fromRefresh: false),
      .rowsAddedAbove(-30, fromRefresh: false), .loadPreviousEnabledChanged(false),
    ]
    for (step, input) in inputs.enumerated() {
      clock.moveTime(to: .init(offset: .milliseconds(10 * (step + 1))))
      coordinator.receive(input)
    }
    recorder.stop()
    let trace = recorder.trace
    #expect(trace.loadsPrevious)
    #expect(trace.previousStartsExhausted)
    #expect(
      trace.events.map(\.input) == [
        .loadPreviousReset(hasMore: true), .loadPreviousRequested(.programmatic),
        .loadPreviousRequested(.accessibility), .loadPreviousCancelRequested,
        .loadPreviousCancelRequested, .rowsAddedAbove(-30, fromRefresh: false),
        .loadPreviousEnabledChanged(false),
      ]
    )
    #expect(try Trace.decode(from: trace.encoded()) == trace)
  }

  /// The file keeps one load-previous distance, the last the coordinator used, in its
  /// `loadPrevious` object and in every `configuration` event.
  @Test func theLastLoadPreviousDistanceIsTheFiles() throws {
    let clock = VirtualClock()
    let coordinator = RefreshCoordinator(clock: clock) {}
    coordinator.loadPreviousAction = { .more }
    let recorder = TraceRecorder(coordinator: coordinator, clock: clock)
    var configuration = RefreshConfiguration.default.replacing(threshold: .points(70))
    configuration.loadPreviousDistance = .points(250)
    coordinator.configuration = configuration
    recorder.stop()
    let trace = recorder.trace
    #expect(trace.configuration.loadPreviousDistance == .points(250))
    guard case .configurationChanged(let recorded) = trace.events.last?.input else {
      Issue.record("expected a configuration event, got \(trace.events)")
      return
    }
    #expect(recorded.loadPreviousDistance == .points(250))
    #expect(
      String(decoding: trace.encoded(), as: UTF8.self).contains(
        #""loadPrevious": { "distance": 250 }"#
      )
    )
    #expect(try Trace.decode(from: trace.encoded()) == trace)
  }
}
