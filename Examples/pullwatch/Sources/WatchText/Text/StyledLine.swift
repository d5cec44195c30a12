import TerminalKit

/// One line of terminal text as a terminal shows it: glyphs in column order, each with a style.
///
/// A glyph is a character (a grapheme cluster) that takes one column or, if wide (see
/// ``DisplayWidth``), two. The line holds no control characters and no escape sequences: it is
/// what ``TerminalText`` made of a command's output, or what ``init(_:style:)`` made of a
/// string. It is stored compactly, as UTF-8 with the glyph boundaries only when some glyph is not
/// ASCII and the style changes only where they happen, so that megabytes of output stay small.
///
/// ```swift
/// let line = StyledLine("hello, 世界")
/// line.width  // 11
/// line.text  // "hello, 世界"
/// ```
package struct StyledLine: Sendable, Hashable {
  /// A stretch of a line in one style.
  package struct Span: Sendable, Hashable {
    /// The stretch's text.
    package var text: String
    /// Its style.
    package var style: TextStyle

    /// Makes a span.
    package init(_ text: String, style: TextStyle = .plain) {
      self.text = text
      self.style = style
    }
  }

  /// Where a style starts.
  struct Run: Sendable, Hashable {
    /// The index of the first glyph in the style.
    var start: Int
    /// The style.
    var style: TextStyle
  }

  /// The glyphs' UTF-8, one after the other.
  private(set) var utf8: [UInt8]
  /// Empty when every glyph is one ASCII byte; otherwise, for each glyph, the offset in
  /// ``utf8`` where it ends, with ``wideBit`` set when it takes two columns.
  private(set) var ends: [UInt32]
  /// The style changes, by glyph: empty when the whole line is plain.
  private(set) var runs: [Run]
  /// The number of columns the line takes.
  package private(set) var width: Int

  /// The flag of a wide glyph in ``ends``.
  static let wideBit: UInt32 = 1 << 31

  /// Makes a line from its parts (see the properties).
  init(utf8: [UInt8], ends: [UInt32], runs: [Run], width: Int) {
    self.utf8 = utf8
    self.ends = ends
    self.runs = runs
    self.width = width
  }

  /// An empty line.
  package init() {
    self.init(utf8: [], ends: [], runs: [], width: 0)
  }

  /// A line showing `text` in one style, as a terminal would print it on one line.
  ///
  /// Tabs advance to the next multiple of 8 columns; other control characters and zero-width
  /// characters are dropped; escape sequences are not interpreted (use ``TerminalText`` for
  /// output with escapes).
  package init(_ text: String, style: TextStyle = .plain) {
    var builder = LineBuilder(maximumColumns: .max)
    for character in text {
      if character == "\t" {
        builder.tab()
      } else {
        builder.add(character, style: style)
      }
    }
    self = builder.line()
  }

  /// Whether the line shows nothing: it takes no columns.
  package var isEmpty: Bool { width == 0 }

  /// The line's text: its glyphs one after the other, without styles.
  package var text: String { String(decoding: utf8, as: UTF8.self) }

  /// The line as stretches of one style each, in order; no span is empty.
  package var spans: [Span] {
    var result: [Span] = []
    var start = 0
    var style = TextStyle.plain
    for run in runs {
      if run.start > start { result.append(Span(text(glyphs: start..<run.start), style: style)) }
      start = run.start
      style = run.style
    }
    if start < glyphCount { result.append(Span(text(glyphs: start..<glyphCount), style: style)) }
    return result
  }

  /// The number of glyphs.
  var glyphCount: Int { ends.isEmpty ? utf8.count : ends.count }

  /// Whether every glyph is one ASCII byte, so that glyph, byte and column numbers agree.
  var isASCII: Bool { ends.isEmpty }

  /// The UTF-8 offsets of glyph `index`.
  func bytes(ofGlyph index: Int) -> Range<Int> {
    guard !ends.isEmpty else { return index..<(index + 1) }
    let start = index == 0 ? 0 : Int(ends[index - 1] & ~Self.wideBit)
    return start..<Int(ends[index] & ~Self.wideBit)
  }

  /// The number of columns glyph `index` takes: 1 or 2.
  func width(ofGlyph index: Int) -> Int {
    ends.isEmpty || ends[index] & Self.wideBit == 0 ? 1 : 2
  }

  /// Glyph `index` as a character.
  func character(ofGlyph index: Int) -> Character {
    let range = bytes(ofGlyph: index)
    let lead = utf8[range.lowerBound]
    if range.count == 1 { return Screen.asciiCharacters[Int(lead & 0x7F)] }
    let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    if lead >= 0xC0, range.count == length {
      var value = UInt32(lead) & (0x7F >> length)
      for byte in utf8[(range.lowerBound + 1)..<range.upperBound] {
        value = value << 6 | UInt32(byte & 0x3F)
      }
      if let scalar = Unicode.Scalar(value) { return Character(scalar) }
    }
    return Character(String(decoding: utf8[range], as: UTF8.self))
  }

  /// The text of a range of glyphs.
  func text(glyphs range: Range<Int>) -> String {
    guard !range.isEmpty else { return "" }
    let start = bytes(ofGlyph: range.lowerBound).lowerBound
    let end = bytes(ofGlyph: range.upperBound - 1).upperBound
    return String(decoding: utf8[start..<end], as: UTF8.self)
  }

  /// The style of glyph `index`.
  func style(of index: Int) -> TextStyle {
    var low = 0
    var high = runs.count
    while low < high {
      let middle = (low + high) / 2
      if runs[middle].start <= index { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? .plain : runs[low - 1].style
  }
}
