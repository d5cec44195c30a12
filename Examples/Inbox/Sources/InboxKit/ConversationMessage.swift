import Foundation

/// One message of a conversation.
struct ConversationMessage: Identifiable, Hashable, Sendable {
  /// Unique in the mailbox.
  let id: Int
  /// Whether the reader wrote it (the other side wrote the rest).
  let isMine: Bool
  let text: String
  let sentAt: Date
}
