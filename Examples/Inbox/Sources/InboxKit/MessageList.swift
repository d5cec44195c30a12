import PullToRefreshUI
import SwiftUI

/// The messages in a scroll view that pulls to refresh with the mailbox's coordinator.
struct MessageList: View {
  let mailbox: Mailbox

  var body: some View {
    // The app's own ScrollView, on iOS 17 as on iOS 18: a lazy stack stays lazy.
    ScrollView {
      rows
    }
    .pullToRefresh(mailbox.coordinator)
  }

  private var rows: some View {
    LazyVStack(alignment: .leading, spacing: 0) {
      InboxStatus(coordinator: mailbox.coordinator)
      ForEach(mailbox.messages) { message in
        Divider()
        MessageRow(message: message)
      }
    }
  }
}
