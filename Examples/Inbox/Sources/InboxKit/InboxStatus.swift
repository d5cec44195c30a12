import PullToRefreshUI
import SwiftUI

/// The line above the messages: what the last refresh did, when the inbox was last updated and
/// whether it is out of date, read from the coordinator.
struct InboxStatus: View {
  let coordinator: RefreshCoordinator

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      if coordinator.isRefreshing {
        Text("Checking for new mail…")
          .font(.subheadline.weight(.semibold))
      } else if coordinator.lastOutcome == .failure {
        HStack(alignment: .firstTextBaseline) {
          Image(systemName: "exclamationmark.triangle.fill")
            .foregroundStyle(.orange)
          Text(failureText)
            .font(.subheadline.weight(.semibold))
        }
      }
      if let lastUpdated {
        Text("Updated \(Text(lastUpdated, style: .relative)) ago")
        // Turns on by itself once the policy's time has passed (`isStale` is observable).
        if coordinator.isStale {
          Text("Out of date: refreshes when you come back to it.")
        }
      } else {
        Text("Not updated yet: pull down to check for new mail.")
      }
    }
    .font(.footnote)
    .foregroundStyle(.secondary)
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(.horizontal)
    .padding(.vertical, 8)
  }

  /// What went wrong, from the error the action threw.
  private var failureText: String {
    switch coordinator.lastError as? MailboxError {
    case .serverUnreachable: "The mail server did not answer. Pull to try again."
    case .offline: "You're offline. Pull to try again."
    case nil: "Could not check for new mail."
    }
  }

  /// When the last successful refresh ended, as a date: the coordinator keeps it as an instant
  /// on its own clock and tells the time since.
  private var lastUpdated: Date? {
    guard let age = coordinator.timeSinceLastUpdate() else { return nil }
    return Date.now.addingTimeInterval(-(age / .seconds(1)))
  }
}
