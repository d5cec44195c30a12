import InboxKit
import SwiftUI

/// The Inbox example: one window with an inbox that pulls to refresh.
@main
struct InboxApp: App {
  #if os(macOS)
  // `swift run` starts an executable without a bundle, which macOS keeps in the background.
  @NSApplicationDelegateAdaptor(ForegroundAppDelegate.self) private var appDelegate
  #endif
  @State private var mailbox = Mailbox()

  var body: some Scene {
    WindowGroup("Inbox") {
      InboxScreen(mailbox: mailbox)
    }
    .defaultSize(width: 440, height: 680)
  }
}
