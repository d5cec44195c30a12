import SwiftUI

/// One message of a conversation: a bubble on the right for the reader's own, on the left for the
/// other side's, with the time it was sent.
struct MessageBubble: View {
  let message: ConversationMessage

  var body: some View {
    VStack(alignment: message.isMine ? .trailing : .leading, spacing: 2) {
      Text(message.text)
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .foregroundStyle(message.isMine ? Color.white : Color.primary)
        .background(
          message.isMine ? Color.accentColor : Color.secondary.opacity(0.2),
          in: .rect(cornerRadius: 16)
        )
      Text(message.sentAt, style: .time)
        .font(.caption2)
        .foregroundStyle(.secondary)
    }
    .frame(maxWidth: .infinity, alignment: message.isMine ? .trailing : .leading)
    .accessibilityElement(children: .combine)
  }
}
