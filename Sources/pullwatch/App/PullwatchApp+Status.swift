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
  func title(_ text: TextIndicator) -> String {
    var title = "pullwatch · "
    switch content {
    case .inbox(let inbox): title += "Inbox · \(inbox.messages.count) messages"
    case .output: title += options.commandLine
    }
    if let every = options.every { title += " · every \(DurationText.text(for: every))" }
    if isPaused { title += " · paused" }
    if coordinator.isScheduledRefresh { title += " · \(text.ring) running" }
    // Last, and only where it fits (after the row's leading space): it never cuts the state.
    let host = " · \(Self.hostName)"
    if case .output = content, !Self.hostName.isEmpty, title.count + host.count < columns {
      title += host
    }
    return title
  }

  /// Whether the status line shows the last outcome (not a pull or a refresh in flight).
  private var showsOutcome: Bool {
    switch coordinator.phase {
    case .idle, .finishing: true
    case .pulling, .armed: false
    case .refreshing: coordinator.isScheduledRefresh
    }
  }

  /// Whether the status line reports an error.
  var statusIsError: Bool {
    frozenBy != nil || (showsOutcome && coordinator.lastOutcome == .failure)
  }

  /// The status line: the phase while pulling, "Refreshing…", or the last outcome.
  func status(_ text: TextIndicator) -> String {
    if let frozenBy {
      return "\(TextIndicator.mark(for: .failure)) \(frozenBy) · press a key to exit"
    }
    guard showsOutcome else { return text.line }
    let cut = outputWasCut ? " · output cut" : ""
    switch coordinator.lastOutcome {
    case .success?:
      let updated = coordinator.timeSinceLastUpdate().map { Date() - ($0 / .seconds(1)) }
      let time = updated.map { Self.clockTime($0) } ?? ""
      return
        "\(TextIndicator.mark(for: .success)) \(RefreshOutcome.success.statusText) \(time)\(cut)"
    case .failure?:
      let reason = coordinator.lastError.map { String(describing: $0) } ?? "unknown error"
      return "\(TextIndicator.mark(for: .failure)) \(RefreshOutcome.failure.statusText): \(reason)"
    case .cancelled?:
      return "\(TextIndicator.mark(for: .cancelled)) \(RefreshOutcome.cancelled.statusText)"
    case .timedOut?:
      let limit =
        coordinator.configuration.timeout.map { " after \(DurationText.text(for: $0))" } ?? ""
      return "\(TextIndicator.mark(for: .timedOut)) \(RefreshOutcome.timedOut.statusText)\(limit)"
    case nil:
      return "Pull down to refresh"
    }
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
