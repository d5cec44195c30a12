import Foundation
import PullToRefresh
import PullToRefreshTerminal

extension PullwatchApp {
  // MARK: - Refresh work

  func fetch() async throws {
    if options.command.isEmpty {
      try await Task.sleep(for: .milliseconds(1200))
      guard case .inbox(var inbox) = content else { return }
      inbox.receiveNewMail(at: Self.clockTime(Date()))
      content = .inbox(inbox)
    } else {
      content = .lines(try await CommandRunner(command: options.command).run())
    }
    scroll.contentRows = content.rowCount
    sink.yield(.changed)
  }

  func startTimedRefreshes() {
    guard let every = options.every else { return }
    timedRefreshes = Task { [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: every)
        self?.coordinator.requestRefresh()
      }
    }
  }
}
