import PullToRefreshUI
import SwiftUI

/// A conversation, as a chat shows one: it opens at the newest message, at the bottom, and loads
/// earlier messages above as the reader scrolls up, until the conversation's first message.
struct ConversationScreen: View {
  let mailbox: Mailbox
  let conversation: Conversation

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 12) {
        ForEach(conversation.messages) { message in
          MessageBubble(message: message)
        }
      }
      .padding()
    }
    // Opens at the newest message.
    .defaultScrollAnchor(.bottom)
    // A page of earlier messages once the reader, scrolling up, is a screen's height from the
    // top. The messages on screen stay where they are as the page lands above them. Nothing loads
    // before the reader drags: opening at the bottom does not load the page above.
    .loadPrevious { try await mailbox.loadEarlierMessages(in: conversation) }
    .loadPreviousDistance(.fraction(1))
    // The package's header (a spinner, "Couldn't load previous" with Retry), and at the
    // conversation's first message a line of the app's own.
    .loadPreviousHeader { phase, retry in
      if phase == .exhausted {
        Text("This is where the conversation starts.")
          .font(.footnote)
          .foregroundStyle(.secondary)
          .padding(.vertical, 12)
      } else {
        LoadPreviousHeader(phase: phase, retry: retry)
      }
    }
    .navigationTitle(conversation.subject)
  }
}
