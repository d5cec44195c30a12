import PullToRefreshUI
import SwiftUI

/// The messages in a scroll view that pulls to refresh with the mailbox's coordinator.
struct MessageList: View {
  let mailbox: Mailbox

  var body: some View {
    if #available(iOS 18.0, macOS 15.0, visionOS 2.0, *) {
      ScrollView {
        rows
      }
      .pullToRefresh(mailbox.coordinator)
    } else {
      // iOS 17: SwiftUI cannot report scroll geometry there, so the container form hosts the same
      // content in a UIScrollView driven by the same coordinator.
      PullToRefreshScrollView(coordinator: mailbox.coordinator) {
        rows
      }
    }
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
