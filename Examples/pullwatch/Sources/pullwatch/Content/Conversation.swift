/// The built-in sample conversation (`--thread`): a thread of the inbox, oldest message first,
/// opened at its newest; pages of earlier messages load above, ``earlierPageCount`` of them,
/// and a refresh brings a reply at the end.
///
/// Messages are made up deterministically, so that two runs show the same thread.
struct Conversation: Sendable, Equatable {
  /// One message of the thread.
  struct Message: Sendable, Equatable {
    var sender: String
    var text: String
    var time: String
  }

  /// The thread's subject, for the title.
  static let subject = "The bug in relay 70"

  /// The messages, oldest first.
  private(set) var messages: [Message]
  /// The pages of earlier messages put above so far.
  private(set) var earlierPagesLoaded = 0
  private var replies = 0

  /// How many pages of earlier messages there are.
  static let earlierPageCount = 3
  /// How many messages a page of earlier messages has.
  static let earlierPageSize = 12

  /// The thread as it opens: its latest messages.
  init() {
    messages = Self.opening
  }

  /// Puts the next page of earlier messages above the first one; returns how many it added
  /// (0 once there is none left: the beginning of the thread).
  mutating func loadEarlierMessages() -> Int {
    guard earlierPagesLoaded < Self.earlierPageCount else { return 0 }
    let page = earlierPagesLoaded
    earlierPagesLoaded += 1
    let day = Self.earlierDays[page % Self.earlierDays.count]
    let earlier = (0..<Self.earlierPageSize).map { index in
      let number = page * Self.earlierPageSize + index
      let minutes = 59 - index * 4
      return Message(
        sender: Self.people[number % Self.people.count],
        text: Self.earlierTexts[(number * 7 + 2) % Self.earlierTexts.count],
        time: "\(day) 17:\(minutes < 10 ? "0" : "")\(minutes)"
      )
    }
    // Made newest first, going back in time: shown oldest first.
    messages.insert(contentsOf: earlier.reversed(), at: 0)
    return earlier.count
  }

  /// Adds the next made-up reply at the end, at `time`.
  mutating func receiveReply(at time: String) {
    let number = replies
    replies += 1
    messages.append(
      Message(
        sender: Self.people[(number + 1) % Self.people.count],
        text: Self.replyTexts[number % Self.replyTexts.count],
        time: time
      )
    )
  }

  private static let people = ["Grace Hopper", "Howard Aiken", "Bill Burke", "Richard Bloch"]

  private static let opening: [Message] = [
    ("Howard Aiken", "Mark II stopped again this afternoon.", "Yesterday 15:02"),
    ("Grace Hopper", "Which panel?", "Yesterday 15:04"),
    ("Howard Aiken", "F, we think. The adder test fails every time.", "Yesterday 15:05"),
    ("Bill Burke", "I ran it three times: same result.", "Yesterday 15:20"),
    ("Grace Hopper", "Then it is not the tape. Check the relays.", "Yesterday 15:22"),
    ("Richard Bloch", "Relays 60 to 75 look fine from here.", "Yesterday 15:40"),
    ("Grace Hopper", "Look, do not listen. Open the panel.", "Yesterday 15:41"),
    ("Bill Burke", "Opening it after the next run.", "Yesterday 15:45"),
    ("Howard Aiken", "The run takes forty minutes.", "Yesterday 15:46"),
    ("Grace Hopper", "Then we have forty minutes to think.", "Yesterday 15:47"),
    ("Richard Bloch", "Coffee first.", "Yesterday 15:48"),
    ("Bill Burke", "Run done. Same failure at the same step.", "Yesterday 16:30"),
    ("Grace Hopper", "Good: a bug that repeats is one we can find.", "Yesterday 16:31"),
    ("Howard Aiken", "Panel F is open.", "Yesterday 16:40"),
    ("Bill Burke", "Something is stuck in relay 70.", "Yesterday 16:44"),
    ("Grace Hopper", "Stuck how?", "Yesterday 16:44"),
    ("Bill Burke", "It has wings.", "Yesterday 16:45"),
    ("Richard Bloch", "A moth?", "Yesterday 16:45"),
    ("Bill Burke", "A moth. Between the contacts.", "Yesterday 16:46"),
    ("Grace Hopper", "Take it out with tweezers. Carefully.", "Yesterday 16:47"),
    ("Howard Aiken", "Out. Running the adder test again.", "Yesterday 16:55"),
    ("Richard Bloch", "Passed.", "Yesterday 17:35"),
    ("Grace Hopper", "Tape the moth into the log book.", "Yesterday 17:36"),
    ("Bill Burke", "Under what heading?", "Yesterday 17:36"),
    ("Grace Hopper", "First actual case of bug being found.", "Yesterday 17:37"),
    ("Howard Aiken", "Ha. Done, moth and all.", "Yesterday 17:40"),
    ("Richard Bloch", "Shall we debug the rest of the machine too?", "Yesterday 17:41"),
    ("Grace Hopper", "Every morning, from now on.", "Yesterday 17:42"),
    ("Howard Aiken", "Mark II ran all night without a stop.", "09:01"),
    ("Bill Burke", "The moth is famous already.", "09:05"),
    ("Grace Hopper", "Good. Now, about the next program.", "09:10"),
    ("Richard Bloch", "Meeting at ten?", "09:12"),
  ].map { Message(sender: $0.0, text: $0.1, time: $0.2) }

  private static let earlierDays = ["Monday", "Last week", "Last month"]

  private static let earlierTexts = [
    "The new tape reader is in.", "Can someone check the power supply?",
    "Sine tables are due on Friday.", "I will take the night shift.",
    "The multiplier is slow again.", "Who has the manual for panel C?",
    "Reran the test: the result is the same.", "We need more relays from the shop.",
    "The room is too warm for the machine.", "Logged the stop at 14:10.",
    "The adder passed its test this morning.", "Please label the spare tapes.",
    "Coding sheets are on my desk.",
  ]

  private static let replyTexts = [
    "Ten works.", "Bringing the log book.", "I will print the new tables.",
    "Mark II is warming up.", "Tape loaded.",
  ]
}
