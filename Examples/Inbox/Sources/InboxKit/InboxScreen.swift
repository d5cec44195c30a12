import PullToRefreshUI
import SwiftUI

/// The app's screen: the inbox, a Refresh button, a settings sheet whose changes apply to the
/// pull at once, and the conversation of a message, opened from the list.
public struct InboxScreen: View {
  private let mailbox: Mailbox
  @State private var settings: RefreshSettings
  @State private var showsSettings = false

  /// Makes the screen for a mailbox.
  ///
  /// - Parameters:
  ///   - mailbox: the inbox shown and refreshed.
  ///   - settings: the pull's settings to start with.
  public init(mailbox: Mailbox, settings: RefreshSettings = RefreshSettings()) {
    self.mailbox = mailbox
    _settings = State(initialValue: settings)
  }

  /// The screen.
  public var body: some View {
    NavigationStack {
      MessageList(mailbox: mailbox)
        // The settings reach the pull through the environment, as SwiftUI's own settings do;
        // each replaces only itself in the mailbox coordinator's configuration.
        .pullToRefreshThreshold(.points(settings.threshold))
        .pullToRefreshTrigger(settings.trigger)
        .pullToRefreshStyle(ChosenIndicatorStyle(choice: settings.indicator))
        // Out of date after a minute (short, for a demo): refreshes, quietly, when the inbox
        // appears, when the app comes back to the foreground and when the network returns.
        .pullToRefreshPolicy(.whenStale(after: settings.staleAfter))
        .navigationTitle("Inbox")
        // After the pull's settings, which are the inbox's.
        .navigationDestination(for: Message.self) { message in
          ConversationScreen(mailbox: mailbox, conversation: mailbox.conversation(for: message))
        }
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button("Settings", systemImage: "slider.horizontal.3") {
              showsSettings = true
            }
          }
          ToolbarItem(placement: .primaryAction) {
            Button("Refresh", systemImage: "arrow.clockwise") {
              // Starts a refresh, or joins the one a pull started.
              Task { await mailbox.coordinator.refresh() }
            }
            .keyboardShortcut("r")
          }
        }
        .sheet(isPresented: $showsSettings) {
          SettingsSheet(settings: $settings, mailbox: mailbox)
        }
    }
  }
}
