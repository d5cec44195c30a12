import InboxKit
import SwiftUI

// The app's screens, as the app shows them and in the states worth checking by eye.

#Preview("Inbox") {
  InboxScreen(mailbox: Mailbox())
}

#Preview("Inbox, the first load fails") {
  InboxScreen(mailbox: Mailbox(failsNextRefresh: true))
}

#Preview("Inbox, empty mailbox") {
  InboxScreen(mailbox: Mailbox(server: .empty))
}

#Preview("Inbox, offline") {
  InboxScreen(mailbox: Mailbox(server: .offline))
}

#Preview("Inbox, a conversation's first page of earlier messages fails") {
  InboxScreen(mailbox: Mailbox(failsNextEarlierPage: true))
}

#Preview("Inbox, arrow and text, refresh at the threshold") {
  InboxScreen(
    mailbox: Mailbox(),
    settings: RefreshSettings(threshold: 120, trigger: .onThreshold, indicator: .arrowAndText)
  )
}

#Preview("Settings") {
  SettingsSheet(settings: .constant(RefreshSettings()), mailbox: Mailbox())
}
