import SwiftUI

/// One message in the list: sender, time, subject and the start of the text, with a dot when it
/// is unread.
struct MessageRow: View {
  let message: Message

  var body: some View {
    HStack(alignment: .firstTextBaseline, spacing: 10) {
      Circle()
        .fill(message.isUnread ? Color.accentColor : Color.clear)
        .frame(width: 8, height: 8)
        .accessibilityHidden(true)
      VStack(alignment: .leading, spacing: 3) {
        HStack(alignment: .firstTextBaseline) {
          Text(message.sender)
            .font(.headline)
          Spacer()
          Text(message.receivedAt, style: .time)
            .font(.caption)
            .foregroundStyle(.secondary)
        }
        Text(message.subject)
          .font(.subheadline)
        Text(message.preview)
          .font(.subheadline)
          .foregroundStyle(.secondary)
          .lineLimit(2)
      }
    }
    .padding(.horizontal)
    .padding(.vertical, 10)
    .accessibilityElement(children: .combine)
    .accessibilityValue(message.isUnread ? Text("Unread") : Text(""))
  }
}
