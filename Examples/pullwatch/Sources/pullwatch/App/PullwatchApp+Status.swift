import Foundation
import PullToRefresh
import PullToRefreshTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PullwatchApp {
  // MARK: - The title and status lines

  /// The title as it shows now.
  var title: String { title(controller.indicatorText) }

  /// The title: what runs, how often, whether paused, `text`'s spinner while a scheduled refresh
  /// (the timer's) runs, and on which host (as `watch`'s header) when the row has room for it.
  ///
  /// The engine keeps no room for a scheduled refresh, so the list shows no indicator for it
  /// (unless pulled) and the status line goes on showing the last outcome: the title is where it
  /// shows.
  ///
  /// A run from the history says which it is, when it started and that it is not live; a command
  /// too long for the row with all that is cut (`…`) to leave room for the state.
  func title(_ text: TextIndicator) -> String {
    var state = ""
    if let every = options.every { state += " · every \(DurationText.text(for: every))" }
    if isPaused { state += " · paused" }
    // A scheduled run shows nothing at the edge (P4: its indicator is an idle one), so the title
    // says it runs, with the ring of a pull that joins it once one does.
    if coordinator.isScheduledRefresh {
      state += text.ring == TextIndicator.emptyRing ? " · running" : " · \(text.ring) running"
    }
    if case .output(let output) = content, let run = output.browsedRun {
      let which = Self.which(run, in: output.history)
      state += " · \(which) · \(Self.clockTime(run.started)) · not live"
    }
    // The header is above the rows on screen as a rule (the page loads before the top shows):
    // the title says the page loads, and stops saying it when its rows have landed.
    if coordinator.loadPreviousPhase == .loading, controller.headerRows > 0 {
      state += " · loading previous…"
    }
    var title = "pullwatch · "
    switch content {
    case .inbox(let inbox): title += "Inbox · \(inbox.messages.count) messages"
    case .conversation(let conversation):
      title += "Thread · \(Conversation.subject) · \(conversation.messages.count) messages"
    case .output:
      // The row's leading space, the name, the state: what is left is the command's.
      let room = columns - 1 - DisplayWidth.of(title) - DisplayWidth.of(state)
      title += ListFrame.cut(options.commandLine, to: max(room, Self.shortestCommand))
    }
    title += state
    // Last, and only where it fits (after the row's leading space): it never cuts the state.
    let host = " · \(Self.hostName)"
    if case .output = content, !Self.hostName.isEmpty,
      DisplayWidth.of(title + host) < columns
    {
      title += host
    }
    return title
  }

  /// The fewest columns of a cut command the title keeps.
  static let shortestCommand = 4

  /// Whether the status line shows the last outcome (not a pull or a refresh in flight).
  var showsOutcome: Bool {
    switch coordinator.phase {
    case .idle, .finishing: true
    case .pulling, .armed: false
    case .refreshing: coordinator.isScheduledRefresh
    }
  }

  /// Whether the status line reports an error.
  var statusIsError: Bool {
    guard frozenBy == nil else { return true }
    guard showsOutcome, !showsLoader else { return false }
    if let run = browsedRun { return run.ending.isFailure }
    return coordinator.lastOutcome == .failure
  }

  /// The run from the history shown instead of the live output, if one is.
  var browsedRun: RecordedRun? {
    guard case .output(let output) = content else { return nil }
    return output.browsedRun
  }

  /// Whether a run from the history is shown instead of the live output.
  var isBrowsingHistory: Bool { browsedRun != nil }

  /// How many runs either side of the one shown the status row marks.
  static let neighbouringRuns = 3

  /// The status of `run`, shown from `history`: its mark, how it ended and when it started, the
  /// marks of the runs kept around it (its own in brackets), and how many of those kept failed:
  /// `✗ exit 1 at 12:01:02 · ✓✓✓[✗]✓✓✓ · 2 of 8 runs failed`.
  static func status(of run: RecordedRun, in history: RunHistory) -> String {
    let marks = history.runs(around: run.number, radius: neighbouringRuns).map { kept in
      kept.number == run.number ? "[\(mark(for: kept.ending))]" : "\(mark(for: kept.ending))"
    }
    let failed = "\(history.failedCount) of \(history.runs.count) runs failed"
    let time = clockTime(run.started)
    return "\(mark(for: run.ending)) \(run.ending) at \(time) · \(marks.joined()) · \(failed)"
  }

  /// Which run `run` is: `run 3 of 8`, numbered since pullwatch started.
  static func which(_ run: RecordedRun, in history: RunHistory) -> String {
    "run \(run.number) of \(history.recordedCount)"
  }

  /// The mark of a run that ended as `ending`: ✓, ✗, or ⧖ for a timeout.
  static func mark(for ending: RunExit) -> Character {
    switch ending {
    case .timedOut: TextIndicator.mark(for: .timedOut)
    default: TextIndicator.mark(for: ending.isFailure ? .failure : .success)
    }
  }

  /// The status line: the phase while pulling, "Refreshing…", or the last outcome.
  func status(_ text: TextIndicator) -> String {
    if let frozenBy {
      return "\(TextIndicator.mark(for: .failure)) \(frozenBy) · press a key to exit"
    }
    // The loader is the run's indicator: no pull to offer, no outcome yet.
    if showsLoader { return "Running…" }
    guard showsOutcome else { return text.line }
    if case .output(let output) = content, let run = output.browsedRun {
      let status = Self.status(of: run, in: output.history)
      // With -t no title says which run this is: the status row does.
      guard !options.showsTitle else { return status }
      return "\(Self.which(run, in: output.history)) · not live · \(status)"
    }
    let cut = outputWasCut ? " · output cut" : ""
    switch coordinator.lastOutcome {
    case .success?:
      let age = coordinator.timeSinceLastUpdate()
      let time = age.map { " " + Self.clockTime(Date() - ($0 / .seconds(1))) } ?? ""
      let ago = age.map { " · " + Self.ageText($0).text } ?? ""
      // With --stale-after, when the output has become stale (the engine's clock says).
      let stale = options.staleAfter != nil && coordinator.isStale ? " · stale" : ""
      let updated = RefreshOutcome.success.statusText
      return "\(TextIndicator.mark(for: .success)) \(updated)\(time)\(ago)\(stale)\(cut)"
    case .failure?:
      let reason = coordinator.lastError.map { String(describing: $0) } ?? "unknown error"
      return "\(TextIndicator.mark(for: .failure)) \(RefreshOutcome.failure.statusText): \(reason)"
    case .cancelled?:
      return "\(TextIndicator.mark(for: .cancelled)) \(RefreshOutcome.cancelled.statusText)"
    case .timedOut?:
      let timedOut = RefreshOutcome.timedOut.statusText
      return "\(TextIndicator.mark(for: .timedOut)) \(timedOut)\(timeLimit)"
    case nil:
      return "Pull down to refresh"
    }
  }

  /// " after 2s" with `--timeout 2`; empty without a timeout.
  private var timeLimit: String {
    coordinator.configuration.timeout.map { " after \(DurationText.text(for: $0))" } ?? ""
  }

  /// Keeps why a run ended badly for the failed view: the error the action threw, or the
  /// timeout; a success forgets it, a cancelled run keeps the one before (the failed view stays).
  func noteFailureReason(_ outcome: RefreshOutcome) {
    switch outcome {
    case .success: failureReason = nil
    case .failure: failureReason = coordinator.lastError.map { String(describing: $0) }
    case .timedOut: failureReason = "timed out\(timeLimit)"
    case .cancelled: break
    }
  }

  /// The age of the output as the status row shows it now, or `nil` when the row does not show
  /// it (not shown, or not after a successful run): what ``render()`` redraws for as it changes.
  var shownAge: Duration? {
    guard options.showsTitle, help == nil, searching.prompt == nil, frozenBy == nil,
      !isBrowsingHistory, showsOutcome, !showsLoader, coordinator.lastOutcome == .success
    else { return nil }
    return coordinator.timeSinceLastUpdate()
  }

  /// The output's age as the status row says it (`just now`, `12s ago`, `5m ago`, `3h ago`,
  /// `2d ago`) and how old the output is when that text next changes.
  ///
  /// Under ten seconds it says `just now`, so that a row that has just been drawn stays still
  /// (an idle pullwatch must not wake up for nothing, issue 19's defect 6); then whole seconds to a
  /// minute, whole minutes to an hour, whole hours to a day, and whole days: a redraw a second at
  /// most, and fewer as the output ages.
  static func ageText(_ age: Duration) -> (text: String, changesAt: Duration) {
    let seconds = max(age.components.seconds, 0)
    if seconds < 10 { return ("just now", .seconds(10)) }
    let (suffix, unit): (String, Int64) =
      switch seconds {
      case ..<60: ("s", 1)
      case ..<3_600: ("m", 60)
      case ..<86_400: ("h", 3_600)
      default: ("d", 86_400)
      }
    let count = seconds / unit
    // In `Duration`, which holds far more than `Int64` seconds: no overflow, however old.
    return ("\(count)\(suffix) ago", .seconds(count) * unit + .seconds(unit))
  }

  /// This machine's name, as `gethostname` gives it (no lookup), or empty.
  static let hostName: String = {
    var name = [CChar](repeating: 0, count: 256)
    guard gethostname(&name, name.count - 1) == 0 else { return "" }
    return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }()

  /// A time of day as `hh:mm:ss`, in the local time zone.
  ///
  /// With `localtime_r`, which every frame's status row can afford (`Calendar` costs more than
  /// the rest of the row).
  static func clockTime(_ date: Date) -> String {
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    guard localtime_r(&seconds, &parts) != nil else { return "00:00:00" }
    let numbers = [parts.tm_hour, parts.tm_min, parts.tm_sec]
    return numbers.map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
  }
}
