/// What the mail server does when the inbox refreshes: the settings' "Server" choice, so that
/// every content state can be seen (and pulled).
public enum MailServer: String, CaseIterable, Identifiable, Sendable {
  /// The server has mail: the first refresh brings the inbox, later ones a few new messages.
  case delivering
  /// The mailbox on the server is empty: a refresh leaves the inbox with no messages, and the
  /// screen shows "No Mail".
  case empty
  /// The device is offline: every refresh fails, and an inbox with no messages shows the error
  /// with "Try Again".
  case offline

  /// The choice itself.
  public var id: Self { self }

  /// The name the settings show.
  var title: String {
    switch self {
    case .delivering: "Has mail"
    case .empty: "Empty mailbox"
    case .offline: "Offline"
    }
  }
}
