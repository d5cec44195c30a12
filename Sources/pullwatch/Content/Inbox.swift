/// The built-in sample inbox: a few messages, and new mail each time it is refreshed.
///
/// New mail is made up deterministically, so that two runs show the same messages.
struct Inbox: Sendable, Equatable {
  /// One message.
  struct Message: Sendable, Equatable {
    var sender: String
    var subject: String
    var time: String
    var isUnread: Bool
  }

  /// The messages, newest first.
  private(set) var messages: [Message]
  private var delivered = 0
  private var deliveries = 0

  /// The opening inbox.
  init() {
    messages = Self.opening
  }

  /// Puts the next one to three made-up messages on top, marked unread.
  mutating func receiveNewMail(at time: String) {
    let count = deliveries % 3 + 1
    deliveries += 1
    let fresh = (0..<count).map { index in
      let number = delivered + index
      return Message(
        sender: Self.senders[number % Self.senders.count],
        subject: Self.subjects[(number * 7) % Self.subjects.count],
        time: time,
        isUnread: true
      )
    }
    delivered += count
    messages.insert(contentsOf: fresh.reversed(), at: 0)
  }

  private static let opening: [Message] = [
    ("Ada Lovelace", "Notes on the analytical engine", "09:41"),
    ("Grace Hopper", "Re: the bug in relay 70, panel F", "09:12"),
    ("Alan Turing", "Lunch on Thursday?", "08:55"),
    ("Katherine Johnson", "Trajectory numbers, checked twice", "08:30"),
    ("Edsger Dijkstra", "Go To Statement Considered Harmful (draft)", "Yesterday"),
    ("Barbara Liskov", "Substitution, once more", "Yesterday"),
    ("Donald Knuth", "A cheque for $2.56", "Yesterday"),
    ("Margaret Hamilton", "Priority displays: results", "Monday"),
    ("Dennis Ritchie", "Re: a smaller language", "Monday"),
    ("Frances Allen", "Optimizer meeting moved", "Sunday"),
    ("John Backus", "Formula translation, progress", "Saturday"),
    ("Radia Perlman", "An algorhyme", "Saturday"),
    ("Ken Thompson", "Plan for the weekend", "Friday"),
    ("Hedy Lamarr", "Frequency hopping, patent draft", "Friday"),
    ("Tim Berners-Lee", "A proposal (vague but exciting)", "Thursday"),
    ("Lynn Conway", "Chip design course notes", "Wednesday"),
    ("Niklaus Wirth", "Algorithms + data structures", "Tuesday"),
    ("Sophie Wilson", "Instruction set, final", "Monday"),
    ("Leslie Lamport", "Time, clocks and ordering", "Last week"),
    ("Adele Goldberg", "Smalltalk demo tomorrow", "Last week"),
    ("Bjarne Stroustrup", "Classes for C", "Last week"),
    ("Anita Borg", "Systers list is up", "Last week"),
    ("Guido van Rossum", "A holiday project", "Last month"),
    ("Barbara Simons", "Committee agenda", "Last month"),
  ].map { Message(sender: $0.0, subject: $0.1, time: $0.2, isUnread: false) }

  private static let senders = [
    "Mary Jackson", "Jean Bartik", "Claude Shannon", "Evelyn Boyd Granville",
    "John McCarthy", "Annie Easley", "Seymour Cray",
  ]

  private static let subjects = [
    "Fresh results from the wind tunnel", "Re: the schedule", "Are we still on for today?",
    "Build is green again", "Minutes from this morning", "One more review, please",
    "Quick question about the numbers", "Photos from the launch", "Your ticket was updated",
    "Coffee?", "Draft attached", "Reminder: demo at four", "New comment on your change",
  ]
}
