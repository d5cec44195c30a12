import PullToRefresh
import PullToRefreshTesting
import Testing

@testable import pullwatch

/// `-n`, `--stale-after` and `--refresh-on-focus` run as the engine's policy: the interval counted
/// from a run's end, space and `--errexit` turning it off, the window's focus as the program's
/// activity, and the output's age on the status row.
///
/// The engine runs on a virtual clock moved by hand, and the command is a stand-in that takes
/// two seconds of that clock: nothing sleeps, and no process starts.
@MainActor
struct PullwatchAppPolicyTests {
  private let clock = VirtualClock()

  /// The program for `arguments`, whose runs take `runTime` on the virtual clock.
  private func app(_ arguments: [String], runTime: Duration = .seconds(2)) throws -> PullwatchApp {
    let app = PullwatchApp(options: try PullwatchOptions(arguments: arguments), engineClock: clock)
    app.coordinator.action = { [clock] in try await clock.sleep(for: runTime) }
    return app
  }

  private func wait(_ seconds: Double) async {
    await clock.advance(by: .milliseconds(Int64((seconds * 1000).rounded())))
  }

  /// Whether a run the engine started by itself (quiet, P4) is in flight.
  private func runsScheduled(_ app: PullwatchApp) -> Bool {
    app.coordinator.phase == .refreshing && app.coordinator.isScheduledRefresh
  }

  @Test func dashNCountsFromTheEndOfOneRunToTheStartOfTheNext() async throws {
    let app = try app(["-n", "5", "--", "date"])
    app.coordinator.requestRefresh()
    await wait(2)
    #expect(app.coordinator.lastOutcome == .success)
    // Five seconds after the run ended, not after it started.
    await wait(4.9)
    #expect(app.coordinator.phase == .idle)
    await wait(0.1)
    #expect(runsScheduled(app))
    // The timer's run is quiet: no room, no finishing display; the next one is 5 s after it.
    #expect(app.coordinator.restingInset.inset == 0)
    await wait(2)
    #expect(app.coordinator.phase == .idle)
    await wait(4.9)
    #expect(app.coordinator.phase == .idle)
    await wait(0.1)
    #expect(runsScheduled(app))
  }

  @Test func aTimedOutRunIsFollowedAnIntervalAfterItsTimeout() async throws {
    let app = try app(["-n", "5", "--timeout", "1", "--", "sleep 9"], runTime: .seconds(9))
    app.coordinator.requestRefresh()
    await wait(1)
    #expect(app.coordinator.lastOutcome == .timedOut)
    await wait(4.9)
    #expect(!runsScheduled(app))
    await wait(0.1)
    #expect(runsScheduled(app))
    // That run times out too, at 7 s; the next starts at 12 s.
    await wait(1)
    #expect(app.coordinator.lastOutcome == .timedOut)
    await wait(4.9)
    #expect(!runsScheduled(app))
    await wait(0.1)
    #expect(runsScheduled(app))
  }

  @Test func spacePausesTheIntervalAndResumingRunsOnceIfOneIsDue() async throws {
    let app = try app(["-n", "5", "--", "date"])
    app.coordinator.requestRefresh()
    await wait(2)
    app.handle(.text(" "))
    #expect(app.isPaused)
    #expect(app.coordinator.configuration.policy == .never)
    await wait(30)
    #expect(app.coordinator.phase == .idle)
    #expect(app.coordinator.lastOutcome == .success)
    // Thirty seconds since the last run ended: one run now, then every 5 s again.
    app.handle(.text(" "))
    #expect(!app.isPaused)
    #expect(runsScheduled(app))
    await wait(2)
    #expect(app.coordinator.phase == .idle)
    await wait(5)
    #expect(runsScheduled(app))
  }

  @Test func resumingBeforeTheIntervalWaitsForTheRestOfIt() async throws {
    let app = try app(["-n", "5", "--", "date"])
    app.coordinator.requestRefresh()
    await wait(2)
    app.handle(.text(" "))
    await wait(1)
    app.handle(.text(" "))
    #expect(app.coordinator.phase == .idle)
    await wait(3.9)
    #expect(app.coordinator.phase == .idle)
    await wait(0.1)
    #expect(runsScheduled(app))
  }

  @Test func aScreenFrozenByErrexitRunsNothingMore() async throws {
    let app = try app(["-e", "-n", "1", "--", "false"])
    app.coordinator.requestRefresh()
    await wait(2)
    app.frozenBy = "exit 1"
    #expect(app.coordinator.configuration.policy == .never)
    await wait(10)
    #expect(app.coordinator.phase == .idle)
  }

  @Test func focusBackOnStaleOutputRunsItAgainQuietly() async throws {
    let app = try app(["--manual", "--stale-after", "1", "--refresh-on-focus", "--", "date"])
    app.coordinator.requestRefresh()
    await wait(2)
    #expect(!app.coordinator.isStale)
    app.handle(.focus(gained: false))
    #expect(!app.coordinator.isActive)
    await wait(2)
    #expect(app.coordinator.isStale)
    #expect(app.coordinator.phase == .idle)
    app.handle(.focus(gained: true))
    #expect(app.coordinator.isActive)
    #expect(runsScheduled(app))
    #expect(app.coordinator.restingInset.inset == 0)
    await wait(2)
    #expect(!app.coordinator.isStale)
  }

  @Test func focusBackOnFreshOutputRunsNothing() async throws {
    let app = try app(["--manual", "--stale-after", "10", "--refresh-on-focus", "--", "date"])
    app.coordinator.requestRefresh()
    await wait(2)
    app.handle(.focus(gained: false))
    await wait(2)
    app.handle(.focus(gained: true))
    #expect(app.coordinator.phase == .idle)
    // A focus report that repeats the state is no moment either, stale or not.
    await wait(10)
    #expect(app.coordinator.isStale)
    app.handle(.focus(gained: true))
    #expect(app.coordinator.phase == .idle)
  }

  @Test func withoutRefreshOnFocusStaleOutputWaitsForAPerson() async throws {
    let app = try app(["--manual", "--stale-after", "1", "--", "date"])
    app.coordinator.requestRefresh()
    await wait(2)
    app.handle(.focus(gained: false))
    await wait(2)
    app.handle(.focus(gained: true))
    #expect(app.coordinator.isStale)
    #expect(app.coordinator.phase == .idle)
  }

  @Test func outOfFocusTheIntervalWaitsAndOneRunComesBack() async throws {
    let app = try app([
      "-n", "1", "--stale-after", "60", "--refresh-on-focus", "--", "date",
    ])
    app.coordinator.requestRefresh()
    await wait(2)
    app.handle(.focus(gained: false))
    await wait(10)
    #expect(app.coordinator.phase == .idle)
    app.handle(.focus(gained: true))
    #expect(runsScheduled(app))
    await wait(2)
    #expect(app.coordinator.phase == .idle)
    await wait(1)
    #expect(runsScheduled(app))
  }

  @Test func aFocusReportIsNoKey() throws {
    let app = try app(["-e", "--stale-after", "1", "--refresh-on-focus", "--", "false"])
    app.frozenBy = "exit 1"
    app.handle(.focus(gained: false))
    app.handle(.focus(gained: true))
    // Frozen by --errexit, a key exits; the focus coming and going does not.
    #expect(app.exitStatus == nil)
    app.frozenBy = nil
    app.handle(.text("/"))
    app.handle(.focus(gained: false))
    #expect(app.searching.prompt == "")
    #expect(!app.coordinator.isActive)
  }

  @Test func theStatusRowSaysHowOldTheOutputIs() async throws {
    let app = try app(["--manual", "--stale-after", "30", "--", "date"])
    app.coordinator.requestRefresh()
    await wait(2)
    await wait(1)  // The finishing display is over.
    let status = { app.status(app.controller.indicatorText) }
    #expect(status().hasPrefix("✓ Updated "))
    #expect(status().hasSuffix(" · just now"))
    #expect(app.shownAge == .seconds(1))
    await wait(11)
    #expect(status().hasSuffix(" · 12s ago"))
    await wait(18)
    #expect(status().hasSuffix(" · 30s ago · stale"))
    await wait(60)
    #expect(status().hasSuffix(" · 1m ago · stale"))
    // A refresh in flight, a failure and -t show no age.
    app.coordinator.requestRefresh()
    #expect(app.shownAge == nil)
    await wait(2)
    #expect(status().hasSuffix(" · just now"))
    let hidden = try self.app(["-t", "--manual", "--", "date"])
    hidden.coordinator.requestRefresh()
    await wait(3)
    #expect(hidden.coordinator.lastOutcome == .success)
    #expect(hidden.shownAge == nil)
  }

  @Test(arguments: [
    (0.0, "just now", 10.0), (9.99, "just now", 10), (10, "10s ago", 11), (59.5, "59s ago", 60),
    (60, "1m ago", 120), (3_599, "59m ago", 3_600), (3_600, "1h ago", 7_200),
    (86_399, "23h ago", 86_400), (86_400, "1d ago", 172_800), (-5, "just now", 10),
  ])
  func theAgeReadsAsPeopleSayIt(seconds: Double, text: String, changesAt: Double) {
    let age = PullwatchApp.ageText(.milliseconds(Int64(seconds * 1000)))
    #expect(age.text == text)
    #expect(age.changesAt == .seconds(changesAt))
  }

  @Test func theOldestAgeReadsInDaysWithoutOverflowing() {
    let age = PullwatchApp.ageText(.seconds(Int64.max))
    #expect(age.text == "\(Int64.max / 86_400)d ago")
    #expect(age.changesAt > .seconds(Int64.max))
  }
}
