/// Telling whether a text changed since it was last looked at, without comparing its lines.
extension TerminalText {
  /// A text's state at one moment: which text it is, and how far it had got.
  ///
  /// A text only grows: its lines ended by `\n` never change, and only its unfinished last line
  /// does. So a later revision of the same text (``continues(_:)``) has the same ended lines as
  /// an earlier one, up to the earlier one's ``completeLineCount``.
  public struct Revision: Sendable, Equatable {
    /// Which text it is.
    private let identity: ObjectIdentifier
    /// The bytes fed so far.
    private let byteCount: Int
    /// The number of lines ended by `\n`.
    public let completeLineCount: Int
    /// The number of lines, the unfinished one included.
    private let lineCount: Int
    /// The width of the last line, which ``TerminalText/finish()`` can change.
    private let lastLineWidth: Int

    /// The state of `text`.
    init(_ text: TerminalText) {
      identity = ObjectIdentifier(text.identity)
      byteCount = text.byteCount
      completeLineCount = text.completeLines.count
      lineCount = text.lineCount
      lastLineWidth = text.lineCount > 0 ? text[text.lineCount - 1].width : 0
    }

    /// Whether this is a state of the same text as `earlier`, so that it has `earlier`'s ended
    /// lines.
    public func continues(_ earlier: Revision) -> Bool {
      identity == earlier.identity && byteCount >= earlier.byteCount
    }
  }

  /// The text's state now: equal to an earlier one when nothing changed since.
  public var revision: Revision { Revision(self) }
}
