import Foundation
import PullToRefresh
import PullToRefreshTerminal

extension PullwatchApp {
  // MARK: - Drawing

  func render() {
    let time = now
    if time - lastFrame < Self.frameInterval {
      scheduleFrame(after: lastFrame + Self.frameInterval - time)
      return
    }
    moveContent { $0.advance(to: time) }
    let content = content
    let screen = frame(at: time).compose { index, screen, row in
      content.draw(index, into: &screen, row: row)
    }
    let output = screen.output(from: shown, colors: colors)
    if !output.isEmpty {
      terminal.write(output)
      lastFrame = time
    }
    shown = screen
    if scroll.isAnimating {
      scheduleFrame(after: Self.frameInterval)
    } else if coordinator.phase.isRefreshing {
      // The braille spinner has eight positions a turn.
      let step = RefreshIndicator.spinnerPeriod(reduceMotion: options.reduceMotion) / 8
      let elapsed = coordinator.timeSinceRefreshingStarted()?.inSeconds ?? 0
      scheduleFrame(after: step - elapsed.truncatingRemainder(dividingBy: step))
    }
  }

  private func scheduleFrame(after seconds: Double) {
    guard !isFrameScheduled else { return }
    isFrameScheduled = true
    Task { [sink] in
      try? await Task.sleep(for: .milliseconds(Int64(max(seconds, 0) * 1000) + 1))
      sink.yield(.frame)
    }
  }

  static func clockTime(_ date: Date) -> String {
    let parts = Calendar.current.dateComponents([.hour, .minute, .second], from: date)
    let numbers = [parts.hour, parts.minute, parts.second].map { $0 ?? 0 }
    return numbers.map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
  }
}
