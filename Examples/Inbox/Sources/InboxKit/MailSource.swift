import Foundation

/// Where the inbox's messages come from: a fixed first inbox, then a few new messages for every
/// successful refresh, taken in turn from a short list, three pages of older mail at the end
/// of the list, and for each message a conversation with three pages of earlier messages.
///
/// It stands in for a mail server: the waiting and the failing are ``Mailbox``'s.
struct MailSource: Sendable {
  private typealias Draft = (sender: String, subject: String, preview: String)

  private static let firstInbox: [Draft] = [
    ("Ana Ruiz", "Trip photos", "I put the pictures from the coast in the shared album."),
    ("Build bot", "Nightly build passed", "All 412 tests passed on every platform."),
    ("Kenji Sato", "Lunch on Friday?", "The new noodle place opens this week, shall we go?"),
    ("Library", "Your loan is due soon", "Two books are due back on Monday."),
    ("Marta Novak", "Slides for Tuesday", "Here is the deck; the last three slides are new."),
  ]

  private static let arrivals: [Draft] = [
    ("Olivia Chen", "Quick question", "Do you still have the notes from the design review?"),
    ("Calendar", "Standup moved", "Tomorrow's standup starts at 9:30 instead of 9:15."),
    ("Priya Das", "Re: Slides for Tuesday", "Looks good. Maybe swap slides four and five?"),
    ("Bank", "Statement ready", "Your monthly statement is ready to view."),
    ("Tom Becker", "Bike repair", "The shop says the new chain arrives on Thursday."),
    ("Newsletter", "This week in Swift", "Typed throws, a new testing library, and more."),
    ("Lea Martin", "Concert tickets", "I got two tickets for Saturday. Are you in?"),
  ]

  private static let archive: [Draft] = [
    ("Ana Ruiz", "Re: Trip planning", "The ferry leaves at eight, so let's meet at seven."),
    ("Build bot", "Nightly build failed", "One test timed out on the simulator; rerun passed."),
    ("Kenji Sato", "Book recommendation", "You should read the one about the lighthouse keeper."),
    ("Library", "New arrivals", "Twelve new titles in the science section this month."),
    ("Marta Novak", "Offsite agenda", "Morning: planning. Afternoon: the long walk."),
  ]

  private static let replies: [String] = [
    "Did you get my last message?",
    "Yes, sorry, I was on the train.",
    "No worries. Are we still on?",
    "I think so, let me check my calendar.",
    "Tuesday works better for me.",
    "Tuesday it is, then.",
    "Can you bring the notes from last time?",
    "Sure, I'll print them.",
    "Who else is coming?",
    "Just the two of us, I think.",
    "Perfect, see you there.",
  ]

  /// How many pages of older mail the archive holds.
  static let archivePages = 3
  /// How many messages a conversation first shows, and how many each page of earlier ones holds.
  static let conversationPageSize = 8
  /// How many pages of earlier messages a conversation has before its first message.
  static let conversationPages = 3

  /// How many messages this source has made so far (the last identifier given).
  private var made = 0
  /// How many deliveries of new messages there have been.
  private var deliveries = 0
  /// How many messages of `arrivals` have been delivered (the list repeats).
  private var arrived = 0
  /// How many pages of older mail have been delivered.
  private var olderPages = 0
  /// How many messages of `replies` have been used (the list repeats).
  private var replied = 0

  /// The inbox before the first refresh, newest first, received over the last few hours.
  mutating func firstMessages(now: Date) -> [Message] {
    var messages: [Message] = []
    // Oldest first, so that a newer message has a larger identifier.
    for (age, draft) in Self.firstInbox.enumerated().reversed() {
      let receivedAt = now.addingTimeInterval(-Double(age + 1) * 47 * 60)
      messages.append(make(draft, receivedAt: receivedAt, unread: age < 2))
    }
    return messages.reversed()
  }

  /// One to three new messages, newest first.
  mutating func newMessages(now: Date) -> [Message] {
    let count = deliveries % 3 + 1
    deliveries += 1
    var messages: [Message] = []
    for index in 0..<count {
      let draft = Self.arrivals[arrived % Self.arrivals.count]
      arrived += 1
      let receivedAt = now.addingTimeInterval(-Double(count - 1 - index) * 20)
      messages.append(make(draft, receivedAt: receivedAt, unread: true))
    }
    return messages.reversed()
  }

  /// The next page of older mail, newest first, each a day older than `oldest`; empty once the
  /// archive's pages are all delivered.
  mutating func olderMessages(before oldest: Date) -> [Message] {
    guard olderPages < Self.archivePages else { return [] }
    olderPages += 1
    return Self.archive.enumerated().map { index, draft in
      let receivedAt = oldest.addingTimeInterval(-Double(index + 1) * 24 * 3600)
      return make(draft, receivedAt: receivedAt, unread: false)
    }
  }

  /// Whether the archive has no more pages.
  var isArchiveExhausted: Bool { olderPages >= Self.archivePages }

  /// The newest messages of the conversation that `message` is the latest of, oldest first:
  /// earlier messages, then `message`'s text.
  mutating func latestMessages(endingWith message: Message) -> [ConversationMessage] {
    made += 1
    let latest = ConversationMessage(
      id: made,
      isMine: false,
      text: message.preview,
      sentAt: message.receivedAt
    )
    return earlierMessages(count: Self.conversationPageSize - 1, before: latest) + [latest]
  }

  /// A page of the messages before `oldest` in its conversation, oldest first, the newest a few
  /// minutes before it; the reader and the other side take turns.
  mutating func earlierMessages(before oldest: ConversationMessage) -> [ConversationMessage] {
    earlierMessages(count: Self.conversationPageSize, before: oldest)
  }

  private mutating func earlierMessages(
    count: Int,
    before oldest: ConversationMessage
  ) -> [ConversationMessage] {
    // Newest first (`age` 0 answers `oldest`), then turned around.
    let newestFirst = (0..<count).map { age in
      let text = Self.replies[replied % Self.replies.count]
      replied += 1
      made += 1
      return ConversationMessage(
        id: made,
        isMine: age.isMultiple(of: 2) != oldest.isMine,
        text: text,
        sentAt: oldest.sentAt.addingTimeInterval(-Double(age + 1) * 7 * 60)
      )
    }
    return newestFirst.reversed()
  }

  private mutating func make(_ draft: Draft, receivedAt: Date, unread: Bool) -> Message {
    made += 1
    return Message(
      id: made,
      sender: draft.sender,
      subject: draft.subject,
      preview: draft.preview,
      receivedAt: receivedAt,
      isUnread: unread
    )
  }
}
