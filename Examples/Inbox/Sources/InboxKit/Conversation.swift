import Foundation
import Observation

/// A conversation of the inbox: the messages exchanged with one sender, oldest first, ending with
/// the message the inbox shows.
///
/// It starts with its newest messages; ``Mailbox`` loads a page of earlier ones at a time
/// (`loadEarlierMessages(in:)`) until the conversation's first message.
@MainActor @Observable
final class Conversation {
  /// What it is about: the subject of the inbox's message.
  let subject: String
  /// Who the reader writes with.
  let correspondent: String
  /// The messages loaded so far, oldest first.
  private(set) var messages: [ConversationMessage]
  /// How many pages of earlier messages have loaded.
  private(set) var earlierPages = 0

  /// Makes a conversation from its newest messages, oldest first.
  init(subject: String, correspondent: String, messages: [ConversationMessage]) {
    self.subject = subject
    self.correspondent = correspondent
    self.messages = messages
  }

  /// Whether the messages go back to the conversation's first one: no earlier page is left.
  var reachesBeginning: Bool { earlierPages >= MailSource.conversationPages }

  /// Puts a page of earlier messages, oldest first, above the others.
  func insertEarlier(_ page: [ConversationMessage]) {
    messages.insert(contentsOf: page, at: 0)
    earlierPages += 1
  }
}
