/// Why a refresh of the inbox failed.
enum MailboxError: Error, Equatable {
  /// The mail server did not answer: what "Fail the next refresh" pretends.
  case serverUnreachable
}
