import PullToRefreshTerminal

/// What pullwatch's list shows, and how one row of it is drawn.
enum PullwatchContent {
  /// The built-in inbox.
  case inbox(Inbox)
  /// A command's output.
  case output(CommandOutput)
  /// The built-in conversation (`--thread`).
  case conversation(Conversation)

  /// The number of rows.
  var rowCount: Int {
    switch self {
    case .inbox(let inbox): inbox.messages.count
    case .output(let output): output.rowCount
    case .conversation(let conversation): conversation.messages.count
    }
  }

  /// Draws row `index` on screen row `row`: a message of the inbox as marker, sender, subject
  /// and time, one of the conversation as sender, text and time, or a row of the output with
  /// `search`'s matches highlighted.
  func draw(_ index: Int, into screen: inout Screen, row: Int, search: TextSearch? = nil) {
    switch self {
    case .output(let output):
      output.draw(index, into: &screen, row: row, search: search)
    case .inbox(let inbox):
      let message = inbox.messages[index]
      let columns = screen.columns
      if message.isUnread {
        screen.write("●", row: row, column: 1, style: TextStyle(foreground: .blue))
      }
      let senderEnd = min(22, columns)
      let sender = TextStyle(bold: message.isUnread)
      screen.write(message.sender, row: row, column: 3, style: sender, limit: senderEnd)
      let timeColumn = max(columns - message.time.count - 1, senderEnd + 1)
      screen.write(message.subject, row: row, column: senderEnd + 1, limit: timeColumn - 1)
      screen.write(message.time, row: row, column: timeColumn, style: TextStyle(foreground: .gray))
    case .conversation(let conversation):
      let message = conversation.messages[index]
      let columns = screen.columns
      let senderEnd = min(17, columns)
      let sender = TextStyle(bold: true)
      screen.write(message.sender, row: row, column: 1, style: sender, limit: senderEnd)
      let timeColumn = max(columns - message.time.count - 1, senderEnd + 1)
      screen.write(message.text, row: row, column: senderEnd + 1, limit: timeColumn - 1)
      screen.write(message.time, row: row, column: timeColumn, style: TextStyle(foreground: .gray))
    }
  }
}
