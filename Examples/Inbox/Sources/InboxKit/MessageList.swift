import PullToRefreshUI
import SwiftUI

/// The messages in a scroll view that pulls to refresh with the mailbox's coordinator, with
/// content states: a loader during the first load, "No Mail" for an empty inbox, the error with
/// "Try Again" for one that could not load; each can be pulled.
///
/// A message opens its conversation.
struct MessageList: View {
  let mailbox: Mailbox

  var body: some View {
    // The app's own ScrollView, on iOS 17 as on iOS 18: a lazy stack stays lazy.
    ScrollView {
      rows
    }
    .pullToRefresh(mailbox.coordinator)
    // After `.pullToRefresh`, as every setting. The mailbox also reports the count from its
    // refresh action, since the coordinator is its own.
    .contentStates(itemCount: mailbox.messages.count)
    .contentStateView { phase, error, retry in
      switch phase {
      case .empty:
        ContentUnavailableView(
          "No Mail",
          systemImage: "tray",
          description: Text("Pull down to check again.")
        )
      default:
        // The package's loader, and its error view with "Try Again".
        ContentStateView(phase: phase, error: error, retry: retry)
      }
    }
  }

  private var rows: some View {
    LazyVStack(alignment: .leading, spacing: 0) {
      // With no messages the state views say it all.
      if !mailbox.messages.isEmpty {
        InboxStatus(coordinator: mailbox.coordinator)
      }
      ForEach(mailbox.messages) { message in
        Divider()
        // The destination is the screen's (`navigationDestination(for:)` in `InboxScreen`).
        NavigationLink(value: message) {
          MessageRow(message: message)
        }
        .buttonStyle(.plain)
      }
    }
  }
}
