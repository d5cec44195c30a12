import Foundation
import PullToRefresh
import PullToRefreshTerminal

extension PullwatchApp {
  /// Turns one decoded input into scrolling, engine calls, or quitting.
  func handle(_ input: TerminalInput) {
    switch input {
    case .mouse(let mouse):
      handle(mouse)
    case .text("r"), .key(.function(5), _), .key(.control("r"), _):
      coordinator.requestRefresh()
    case .text("q"):
      quit()
    case .key(.control("c"), _):
      if coordinator.phase.isRefreshing { coordinator.cancel() } else { quit() }
    case .key(.escape, _):
      coordinator.cancel()
    case .key(.up, _):
      moveContent { $0.scroll(rows: -1) }
    case .key(.down, _):
      moveContent { $0.scroll(rows: 1) }
    case .key(.pageUp, _):
      moveContent { $0.scroll(rows: -max($0.viewportRows - 1, 1)) }
    case .key(.pageDown, _):
      moveContent { $0.scroll(rows: max($0.viewportRows - 1, 1)) }
    case .key(.home, _):
      moveContent { $0.scrollToTop() }
    case .key(.end, _):
      moveContent { $0.scrollToEnd() }
    default:
      break
    }
  }

  /// Rows of the list are terminal rows 1 through `viewportRows`.
  private func handle(_ mouse: MouseEvent) {
    let listRow = mouse.row - 1
    switch mouse.kind {
    case .pressed(.left):
      guard listRow >= 0, listRow < scroll.viewportRows, !scroll.isDragging else { return }
      coordinator.interactionBegan()
      moveContent { $0.pressed(row: listRow) }
    case .dragged(.left):
      guard scroll.isDragging else { return }
      moveContent { $0.dragged(row: listRow) }
    case .released:
      guard scroll.isDragging else { return }
      coordinator.interactionEnded()
      let time = now
      moveContent { $0.released(at: time) }
    case .wheel(.up):
      moveContent { $0.scroll(rows: -3) }
    case .wheel(.down):
      moveContent { $0.scroll(rows: 3) }
    default:
      break
    }
  }

  /// The frame for the current state at `time`.
  func frame(at time: Double) -> ListFrame {
    let indicator = coordinator.indicator
    let text = TextIndicator(
      indicator,
      spinnerSeconds: coordinator.timeSinceRefreshingStarted()?.inSeconds ?? 0,
      reduceMotion: options.reduceMotion
    )
    return ListFrame(
      columns: columns,
      rows: rows,
      title: title,
      scroll: scroll,
      indicator: indicator,
      indicatorText: text,
      status: status(text),
      statusIsError: showsOutcome && coordinator.lastOutcome == .failure,
      hints: "r refresh · Esc cancel · q quit"
    )
  }

  private var title: String {
    var title = "pullwatch · "
    if options.command.isEmpty {
      title += "Inbox · \(content.rowCount) messages"
    } else {
      title += options.command.joined(separator: " ")
    }
    if let every = options.every { title += " · every \(every.formatted())" }
    return title
  }

  /// Whether the status line shows the last outcome (not a pull or a refresh in flight).
  private var showsOutcome: Bool {
    switch coordinator.phase {
    case .idle, .finishing: true
    case .pulling, .armed, .refreshing: false
    }
  }

  /// The status line: the phase while pulling, "Refreshing…", or the last outcome.
  private func status(_ text: TextIndicator) -> String {
    guard showsOutcome else { return text.line }
    switch coordinator.lastOutcome {
    case .success?:
      let updated = coordinator.timeSinceLastUpdate().map { Date() - $0.inSeconds }
      let time = updated.map { Self.clockTime($0) } ?? ""
      return "\(TextIndicator.mark(for: .success)) \(RefreshOutcome.success.statusText) \(time)"
    case .failure?:
      let reason = coordinator.lastError.map { String(describing: $0) } ?? "unknown error"
      return "\(TextIndicator.mark(for: .failure)) \(RefreshOutcome.failure.statusText): \(reason)"
    case .cancelled?:
      return "\(TextIndicator.mark(for: .cancelled)) \(RefreshOutcome.cancelled.statusText)"
    case .timedOut?:
      let limit = coordinator.configuration.timeout.map { " after \($0.formatted())" } ?? ""
      return "\(TextIndicator.mark(for: .timedOut)) \(RefreshOutcome.timedOut.statusText)\(limit)"
    case nil:
      return "Pull down to refresh"
    }
  }
}
