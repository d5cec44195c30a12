/// Telling whether a text changed since it was last looked at, without comparing its lines.
extension TerminalText {
  /// A text's state at one moment: which text it is, and how far it had got.
  ///
  /// A text only grows: its lines ended by `\n` never change, and only its unfinished last line
  /// does. So a later revision of the same text (``continues(_:)``) has the same ended lines as
  /// an earlier one, up to the earlier one's ``completeLineCount``.
  package struct Revision: Sendable, Equatable {
    /// Whether two revisions are the same state of the same text.
    package static func == (left: Revision, right: Revision) -> Bool {
      left.identity === right.identity && left.byteCount == right.byteCount
        && left.completeLineCount == right.completeLineCount && left.lineCount == right.lineCount
        && left.lastLineWidth == right.lastLineWidth
    }

    /// Which text it is: held, so that no other text can take its place in memory.
    private let identity: Identity
    /// The bytes fed so far.
    private let byteCount: Int
    /// The number of lines ended by `\n`.
    package let completeLineCount: Int
    /// The number of lines, the unfinished one included.
    private let lineCount: Int
    /// The width of the last line, which ``TerminalText/finish()`` can change.
    private let lastLineWidth: Int

    /// The state of `text`.
    init(_ text: TerminalText) {
      identity = text.identity
      byteCount = text.byteCount
      completeLineCount = text.completeLines.count
      lineCount = text.lineCount
      lastLineWidth = text.lineCount > 0 ? text[text.lineCount - 1].width : 0
    }

    /// Whether this is a state of the same text as `earlier`, so that it has `earlier`'s ended
    /// lines.
    package func continues(_ earlier: Revision) -> Bool {
      identity === earlier.identity && byteCount >= earlier.byteCount
    }
  }

  /// The text's state now: equal to an earlier one when nothing changed since.
  package var revision: Revision { Revision(self) }
}
