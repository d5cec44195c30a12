import Foundation

/// One message in the inbox.
struct Message: Identifiable, Hashable, Sendable {
  /// Unique in the mailbox; newer messages have larger identifiers.
  let id: Int
  let sender: String
  let subject: String
  let preview: String
  let receivedAt: Date
  var isUnread: Bool
}
