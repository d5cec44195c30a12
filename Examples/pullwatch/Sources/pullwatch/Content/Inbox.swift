/// The built-in sample inbox: a few messages, new mail each time it is refreshed, and pages of
/// older mail at the end, ``olderPageCount`` of them.
///
/// New and older mail is made up deterministically, so that two runs show the same messages.
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
  /// The pages of older mail added at the end so far.
  private(set) var olderPagesLoaded = 0

  /// How many pages of older mail there are.
  static let olderPageCount = 3
  /// How many messages a page of older mail has.
  static let olderPageSize = 12

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

  /// Adds the next page of older mail at the end; returns whether more pages remain (after the
  /// last page, and once there is none left, false).
  mutating func loadOlderMail() -> Bool {
    guard olderPagesLoaded < Self.olderPageCount else { return false }
    let page = olderPagesLoaded
    olderPagesLoaded += 1
    let time = Self.olderTimes[page % Self.olderTimes.count]
    messages += (0..<Self.olderPageSize).map { index in
      let number = page * Self.olderPageSize + index
      return Message(
        sender: Self.olderSenders[number % Self.olderSenders.count],
        subject: Self.subjects[(number * 5 + 3) % Self.subjects.count],
        time: time,
        isUnread: false
      )
    }
    return olderPagesLoaded < Self.olderPageCount
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
    ("Butler Lampson", "Hints for computer system design", "Last week"),
    ("Jean Sammet", "COBOL committee, round two", "Last week"),
    ("Vint Cerf", "Packets, gateways and names", "Last week"),
    ("Carol Shaw", "River Raid playtest", "Last week"),
    ("Fernando Corbató", "Time-sharing, the next step", "Last week"),
    ("Mary Allen Wilkes", "LINC at home", "Last week"),
    ("Charles Thacker", "Alto boards are in", "Last week"),
    ("Joan Ball", "Matching by computer", "Last week"),
    ("Tony Hoare", "Quicksort, and an apology for null", "Last week"),
    ("Elizabeth Feinler", "The host table, updated", "Last week"),
    ("Alan Kay", "The best way to predict the future", "Last week"),
    ("Karen Spärck Jones", "Term weighting, results", "Last week"),
    ("Adele Goldberg", "Smalltalk demo tomorrow", "Last week"),
    ("Bjarne Stroustrup", "Classes for C", "Last week"),
    ("Anita Borg", "Systers list is up", "Last week"),
    ("Guido van Rossum", "A holiday project", "Last month"),
    ("Barbara Simons", "Committee agenda", "Last month"),
  ].map { Message(sender: $0.0, subject: $0.1, time: $0.2, isUnread: false) }

  private static let olderTimes = ["Last year", "Two years ago", "Long ago"]

  private static let olderSenders = [
    "Charles Babbage", "Joan Clarke", "Konrad Zuse", "Betty Holberton", "John von Neumann",
    "Kathleen Booth", "Maurice Wilkes", "Mary Somerville", "Herman Hollerith", "Ida Rhodes",
    "George Boole", "Emmy Noether", "Grace Murray", "Tommy Flowers",
  ]

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
