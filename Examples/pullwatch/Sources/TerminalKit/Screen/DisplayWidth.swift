/// How many terminal cells a character takes.
///
/// The rules follow `wcwidth` and Unicode's East Asian Width, as modern terminals apply them:
/// - 0 for control characters (C0, DEL, C1), line and paragraph separators, and characters
///   that show nothing by themselves: a lone combining mark, format characters such as U+200B
///   ZERO WIDTH SPACE or U+FEFF, Hangul medial vowels and final consonants;
/// - 2 for East Asian Wide and Fullwidth characters (CJK ideographs, kana, Hangul syllables,
///   fullwidth forms, CJK symbols and punctuation), for characters with emoji presentation
///   (most of U+1F300–U+1FAFF, regional indicator flags) and for any emoji followed by the
///   emoji presentation selector U+FE0F;
/// - 1 for everything else, including U+00AD SOFT HYPHEN (as `wcwidth` counts it).
///
/// A character is a grapheme cluster: its width is that of its first scalar that shows, so
/// combining marks, zero width joiners and skin tone modifiers inside it add nothing.
package enum DisplayWidth {
  /// The number of cells `text` takes in a terminal: the sum of its characters' widths.
  package static func of(_ text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  /// The number of cells `character` takes in a terminal: 0, 1 or 2.
  package static func of(_ character: Character) -> Int {
    let utf8 = character.utf8
    if let lead = utf8.first, lead < 0x80 {
      if lead < 0x20 || lead == 0x7F { return 0 }  // control characters, CR LF included
      if utf8.count == 1 { return 1 }
    }
    var width = 0
    var base: Unicode.Scalar?
    for scalar in character.unicodeScalars {
      if width == 0 {
        width = of(scalar)
        base = scalar
      } else if width == 1, scalar.value == 0xFE0F, let base, base.properties.isEmoji {
        return 2
      }
    }
    return width
  }

  /// The width of one scalar on its own.
  package static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .lineSeparator, .paragraphSeparator:
      return 0
    default:
      break
    }
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
    if isEastAsianWide(value) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// Whether a scalar value is East Asian Wide or Fullwidth (emoji aside).
  private static func isEastAsianWide(_ value: UInt32) -> Bool {
    if value < 0x1100 { return false }
    if value < 0x2E80 {
      return value <= 0x115F || value == 0x2329 || value == 0x232A
    }
    if value < 0xA000 {
      // CJK radicals, symbols and punctuation, kana, Bopomofo, compatibility jamo, enclosed CJK,
      // CJK compatibility, extension A and the unified ideographs; U+303F and the Yijing
      // hexagrams (U+4DC0–U+4DFF) are narrow.
      return value <= 0x303E || (0x3041...0x4DBF).contains(value) || value >= 0x4E00
    }
    if value < 0x10000 {
      return value <= 0xA4CF  // Yi
        || (0xA960...0xA97F).contains(value)  // Hangul Jamo Extended-A
        || (0xAC00...0xD7A3).contains(value)  // Hangul syllables
        || (0xF900...0xFAFF).contains(value)  // CJK compatibility ideographs
        || (0xFE10...0xFE19).contains(value)  // vertical forms
        || (0xFE30...0xFE6F).contains(value)  // CJK compatibility and small forms
        || (0xFF00...0xFF60).contains(value)  // fullwidth forms
        || (0xFFE0...0xFFE6).contains(value)  // fullwidth signs
    }
    return (0x16FE0...0x16FE4).contains(value)  // ideographic symbols
      || (0x17000...0x18CFF).contains(value)  // Tangut, Khitan
      || (0x18D00...0x18D08).contains(value)  // Tangut supplement
      || (0x1AFF0...0x1B2FF).contains(value)  // kana supplements, Nushu
      || (0x1F200...0x1F2FF).contains(value)  // enclosed ideographic supplement
      || (0x20000...0x2FFFD).contains(value)  // CJK extensions B–F, compatibility supplement
      || (0x30000...0x3FFFD).contains(value)  // CJK extensions G–H
  }
}
