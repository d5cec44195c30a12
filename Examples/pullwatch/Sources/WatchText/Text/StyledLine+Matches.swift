/// Finding text in a line, as a search shows it: by glyphs, and in columns.
extension StyledLine {
  /// The columns of every occurrence of `needle`'s glyphs in the line, overlapping ones too, in
  /// order (`"aa"` is twice in `"aaa"`, at columns 0 and 1).
  ///
  /// Glyphs are compared whole: `"e"` is not in `"é"`, and an emoji sequence matches only
  /// itself. With `ignoringCase`, glyphs are compared lowercased. Styles are not compared. The
  /// search takes time in proportion to the line and the needle added, never their product.
  package func columns(of needle: StyledLine, ignoringCase: Bool = false) -> [Range<Int>] {
    guard !needle.isEmpty, needle.width <= width else { return [] }
    if isASCII, needle.isASCII {
      let starts =
        ignoringCase
        ? Self.starts(of: needle.utf8.map(Self.lowercased), in: utf8.map(Self.lowercased))
        : Self.starts(of: needle.utf8, in: utf8)
      return starts.map { $0..<($0 + needle.glyphCount) }
    }
    let keys = (0..<glyphCount).map { key(ofGlyph: $0, ignoringCase: ignoringCase) }
    let pattern = (0..<needle.glyphCount).map {
      needle.key(ofGlyph: $0, ignoringCase: ignoringCase)
    }
    var columns = [0]
    columns.reserveCapacity(glyphCount + 1)
    for glyph in 0..<glyphCount { columns.append(columns[glyph] + width(ofGlyph: glyph)) }
    return Self.starts(of: pattern, in: keys).map {
      columns[$0]..<columns[$0 + pattern.count]
    }
  }

  /// Glyph `index` as compared: its text, lowercased with `ignoringCase`.
  private func key(ofGlyph index: Int, ignoringCase: Bool) -> String {
    let text = String(decoding: utf8[bytes(ofGlyph: index)], as: UTF8.self)
    return ignoringCase ? text.lowercased() : text
  }

  /// An ASCII byte with `A` to `Z` made lowercase.
  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
  }

  /// Where `pattern` (not empty) starts in `keys`, overlapping occurrences too (Knuth, Morris
  /// and Pratt: linear in both).
  private static func starts<Key: Equatable>(of pattern: [Key], in keys: [Key]) -> [Int] {
    var fallback = [Int](repeating: 0, count: pattern.count)
    var matched = 0
    for index in pattern.indices.dropFirst() {
      while matched > 0, pattern[index] != pattern[matched] { matched = fallback[matched - 1] }
      if pattern[index] == pattern[matched] { matched += 1 }
      fallback[index] = matched
    }
    var starts: [Int] = []
    matched = 0
    for (index, key) in keys.enumerated() {
      while matched > 0, key != pattern[matched] { matched = fallback[matched - 1] }
      if key == pattern[matched] { matched += 1 }
      if matched == pattern.count {
        starts.append(index - matched + 1)
        matched = fallback[matched - 1]
      }
    }
    return starts
  }
}
