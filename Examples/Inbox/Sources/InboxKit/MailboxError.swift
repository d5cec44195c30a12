import Foundation

/// Why a refresh of the inbox, or a page of earlier messages in a conversation, failed.
enum MailboxError: LocalizedError, Equatable {
  /// The mail server did not answer: what "Fail the next refresh" and "Fail the next page of
  /// earlier messages" pretend.
  case serverUnreachable
  /// The device has no connection: what the "Offline" server pretends.
  case offline

  /// What the failed state view shows under its title (the error's `localizedDescription`).
  var errorDescription: String? {
    switch self {
    case .serverUnreachable: "The mail server did not answer."
    case .offline: "You're offline. Connect to the internet, then pull down or try again."
    }
  }
}
