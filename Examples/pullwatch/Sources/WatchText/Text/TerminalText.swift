import TerminalKit

/// A command's output made into lines as a terminal shows them, parsed incrementally as the
/// output grows.
///
/// The bytes are read as a terminal reads them, line by line:
/// - UTF-8 is decoded; an invalid byte sequence shows as U+FFFD.
/// - Each line has a cursor: `\r` moves it to column 0, `\b` one column back (not before 0), `\t`
///   to the next multiple of 8; a character is written at the cursor over what is there, a wide
///   one (see ``DisplayWidth``) taking two columns; `\n` ends the line. `abc\rX` shows `Xbc`.
/// - With ``colors`` on, SGR sequences (`ESC [ … m`) set the style of what follows: reset (0),
///   bold (1), dim (2), italic (3), underline (4), reverse (7) and their resets (22, 23, 24,
///   27), the 16 standard colors (30–37, 90–97, 40–47, 100–107), default colors (39, 49),
///   256-color (`38;5;n`, `48;5;n`) and RGB (`38;2;r;g;b`, `48;2;r;g;b`, also with colons).
///   The style carries across lines until it changes, as on a terminal. With ``colors`` off they
///   are stripped and all text is plain.
/// - Every other escape sequence is stripped: other control sequences (`ESC [ … final byte`),
///   OSC, DCS, SOS, PM and APC strings (up to BEL or `ESC \`) and two-character escapes. A
///   newline ends any unfinished sequence. Other control characters are dropped.
/// - A line keeps at most ``maximumColumns`` columns; what would go past them is dropped.
///
/// Feed the output with ``append(contentsOf:)`` as it arrives (or ``update(to:)`` with the
/// whole growing buffer), and call ``finish()`` when it has ended. Each byte is parsed once;
/// only the unfinished last line is packed again when it changed. The lines are the same
/// however the bytes were split: a character or a sequence cut at the end of the bytes so far
/// waits for the rest, though the unfinished last line already shows what is complete of it.
/// (The one exception: a character of more than 32 scalars, which keeps only its first 32, may
/// split differently where the bytes were cut.)
///
/// ```swift
/// var text = TerminalText(colors: options.color)
/// text.update(to: output)  // the bytes so far; parses only those added since the last call
/// for index in 0..<text.lineCount { draw(text[index]) }
/// ```
package struct TerminalText: Sendable {
  /// Whether SGR sequences style the text; when false they are stripped and all text is plain.
  package let colors: Bool
  /// The most columns a line keeps.
  package let maximumColumns: Int
  /// The number of bytes fed so far.
  package private(set) var byteCount = 0

  /// The lines ended by `\n`.
  private(set) var completeLines: [StyledLine] = []
  /// The unfinished last line as it shows now, with what the held-back bytes show.
  private var unfinishedLine = StyledLine()
  /// The ``LineBuilder/version`` that ``unfinishedLine`` shows, if the held-back bytes added
  /// nothing to it; otherwise `nil`.
  private var unfinishedVersion: Int?
  /// The line the cursor is on.
  var builder: LineBuilder
  /// Bytes that may belong with bytes still to come: the start of the last character of the
  /// text so far, or of a UTF-8 sequence.
  private var heldBack: [UInt8] = []
  /// What the bytes so far left unfinished: an escape sequence, or none.
  var escape = EscapeState.ground
  /// The parameter bytes of the control sequence being read.
  var parameters: [UInt8] = []
  /// Whether the control sequence being read cannot be SGR (a private marker, an intermediate
  /// byte or too many parameter bytes).
  var isNotSelectGraphicRendition = false
  /// The style of the characters that come next.
  var style = TextStyle.plain
  /// Tells texts apart, so that ``TextRows`` notices a new text (and lines put before the
  /// text's make it a new one: ``insert(linesBefore:)``).
  private(set) var identity = Identity()

  /// The default bound of a line: 64 Ki columns.
  package static let defaultMaximumColumns = 65_536

  /// An empty text, which interprets SGR sequences if `colors` and keeps at most
  /// `maximumColumns` (at least 1) columns of a line.
  package init(colors: Bool = true, maximumColumns: Int = defaultMaximumColumns) {
    self.colors = colors
    self.maximumColumns = max(maximumColumns, 1)
    builder = LineBuilder(maximumColumns: self.maximumColumns)
  }

  /// The lines of `bytes`, all of them (as ``lines`` after ``finish()``).
  package static func lines(of bytes: some Collection<UInt8>, colors: Bool = true) -> [StyledLine] {
    var text = TerminalText(colors: colors)
    text.append(contentsOf: bytes)
    text.finish()
    return text.lines
  }

  /// The number of lines: those ended by `\n`, and the unfinished last one unless it is empty.
  package var lineCount: Int { completeLines.count + (unfinishedLine.isEmpty ? 0 : 1) }

  /// Line `index`, from 0 to ``lineCount`` − 1; an empty line outside that range.
  package subscript(index: Int) -> StyledLine {
    if completeLines.indices.contains(index) { return completeLines[index] }
    return index == completeLines.count ? unfinishedLine : StyledLine()
  }

  /// All the lines (a new array: prefer ``lineCount`` and the subscript while drawing).
  package var lines: [StyledLine] {
    unfinishedLine.isEmpty ? completeLines : completeLines + [unfinishedLine]
  }

  /// Parses bytes that follow those fed so far.
  package mutating func append(contentsOf bytes: some Collection<UInt8>) {
    guard !bytes.isEmpty else { return }
    byteCount += bytes.count
    if heldBack.isEmpty,
      let done = bytes.withContiguousStorageIfAvailable({ parse($0, ending: .more) })
    {
      _ = done
    } else {
      var joined = heldBack
      joined.append(contentsOf: bytes)
      heldBack = []
      joined.withUnsafeBufferPointer { parse($0, ending: .more) }
    }
    showUnfinishedLine()
  }

  /// Puts `lines` before the text's lines, as lines ended by `\n` (a page of earlier output,
  /// parsed on its own); parsing goes on where it was.
  ///
  /// The lines move, so the text is a new one from then on: ``TextRows`` counts its rows again
  /// and a ``Revision`` of it does not continue an earlier one.
  package mutating func insert(linesBefore lines: [StyledLine]) {
    guard !lines.isEmpty else { return }
    completeLines.insert(contentsOf: lines, at: 0)
    identity = Identity()
  }

  /// Parses what `output` has past the bytes fed so far: for a buffer that only grows.
  ///
  /// A buffer shorter than the bytes fed so far is taken as new output: the text starts over.
  package mutating func update(to output: [UInt8]) {
    if output.count < byteCount {
      self = TerminalText(colors: colors, maximumColumns: maximumColumns)
    }
    guard output.count > byteCount else { return }
    append(contentsOf: output[byteCount...])
  }

  /// Parses the held-back bytes as the end of the output: a cut UTF-8 sequence shows as U+FFFD.
  ///
  /// An unfinished escape sequence stays unfinished, as on a terminal. Bytes appended after
  /// this continue the text.
  package mutating func finish() {
    guard !heldBack.isEmpty else { return }
    let bytes = heldBack
    heldBack = []
    bytes.withUnsafeBufferPointer { parse($0, ending: .final) }
    showUnfinishedLine()
  }

  /// How the bytes being parsed end.
  enum Ending {
    /// More may follow: hold back what could belong with it.
    case more
    /// Show what the bytes so far show: leave out a cut UTF-8 sequence.
    case preview
    /// Nothing follows: a cut UTF-8 sequence is invalid.
    case final
  }

  /// Parses bytes; what is held back is kept in ``heldBack``.
  private mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, ending: Ending) {
    let parsed = parseBytes(bytes, ending: ending)
    if parsed < bytes.count { heldBack = Array(bytes[parsed...]) }
  }

  /// Updates ``unfinishedLine``: the line the cursor is on, with the held-back bytes shown.
  ///
  /// A line that did not change (such as one cut at ``maximumColumns``) is not made again.
  private mutating func showUnfinishedLine() {
    var preview = builder
    if !heldBack.isEmpty {
      var parser = self
      heldBack.withUnsafeBufferPointer { _ = parser.parseBytes($0, ending: .preview) }
      preview = parser.builder
    }
    let isBuilderOnly = preview.version == builder.version
    if isBuilderOnly, unfinishedVersion == builder.version { return }
    unfinishedLine = preview.line()
    unfinishedVersion = isBuilderOnly ? builder.version : nil
  }

  /// Parses bytes; returns how many were parsed (the rest are to be held back).
  private mutating func parseBytes(_ bytes: UnsafeBufferPointer<UInt8>, ending: Ending) -> Int {
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      guard escape == .ground else {
        if escapeByte(byte) { index += 1 }
        continue
      }
      guard byte < 0x20 || byte == 0x7F else {
        var end = index
        while end < count, bytes[end] >= 0x20, bytes[end] < 0x7F { end += 1 }
        if end > index, end < count, bytes[end] == 0x0A, end - index <= maximumColumns,
          builder.cursor == 0, builder.cells.isEmpty
        {
          // A whole line of printable ASCII (most output): packed at once, as the builder
          // would pack it, without going through cells.
          completeLines.append(asciiLine(UnsafeBufferPointer(rebasing: bytes[index..<end])))
          builder.clear()
          index = end + 1
          continue
        }
        if end > index, end < count, bytes[end] < 0x80 {
          // Printable ASCII up to a control character: nothing can join it.
          builder.addASCII(UnsafeBufferPointer(rebasing: bytes[index..<end]), style: style)
          index = end
          continue
        }
        while end < count, bytes[end] >= 0x20, bytes[end] != 0x7F { end += 1 }
        let parsed = addText(bytes, index..<end, ending: end == count ? ending : .final)
        if parsed < end { return parsed }
        index = end
        continue
      }
      if byte == 0x1B, let end = selectGraphicRendition(in: bytes, at: index) {
        index = end
        continue
      }
      control(byte)
      index += 1
    }
    return count
  }

  /// A line of printable ASCII bytes (not empty, at most ``maximumColumns``) in the current
  /// style: what ``LineBuilder`` makes of them after a `\n`.
  private func asciiLine(_ bytes: UnsafeBufferPointer<UInt8>) -> StyledLine {
    let runs = style == .plain ? [] : [StyledLine.Run(start: 0, style: style)]
    return StyledLine(utf8: Array(bytes), ends: [], runs: runs, width: bytes.count)
  }

  /// Acts on a control character outside an escape sequence.
  mutating func control(_ byte: UInt8) {
    switch byte {
    case 0x0A:
      completeLines.append(builder.line())
      builder.clear()
    case 0x0D: builder.carriageReturn()
    case 0x08: builder.backspace()
    case 0x09: builder.tab()
    case 0x1B: startEscape()
    default: break
    }
  }

  /// What makes texts tell apart: a reference each new text makes.
  final class Identity: Sendable {}
}

extension TerminalText: Equatable {
  /// Whether two texts show the same lines and would show the same after the same bytes.
  package static func == (left: TerminalText, right: TerminalText) -> Bool {
    left.colors == right.colors && left.maximumColumns == right.maximumColumns
      && left.byteCount == right.byteCount && left.style == right.style
      && left.escape == right.escape && left.parameters == right.parameters
      && left.isNotSelectGraphicRendition == right.isNotSelectGraphicRendition
      && left.heldBack == right.heldBack && left.unfinishedLine == right.unfinishedLine
      && left.builder.cursor == right.builder.cursor
      && left.builder.line() == right.builder.line() && left.completeLines == right.completeLines
  }
}
