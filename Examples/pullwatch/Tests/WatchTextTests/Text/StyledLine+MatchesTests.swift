import Testing

@testable import WatchText

/// Finding text in a line: by whole glyphs, in columns, overlapping occurrences too.
@Suite struct StyledLineMatchesTests {
  private func columns(_ needle: String, in line: String, ignoringCase: Bool = false)
    -> [Range<Int>]
  {
    StyledLine(line).columns(of: StyledLine(needle), ignoringCase: ignoringCase)
  }

  @Test func everyOccurrenceCountsOverlappingOnesToo() {
    #expect(columns("aa", in: "aaa") == [0..<2, 1..<3])
    #expect(columns("abab", in: "abababab") == [0..<4, 2..<6, 4..<8])
    #expect(columns("x", in: "axbxc") == [1..<2, 3..<4])
    #expect(columns("abc", in: "ab").isEmpty)
    #expect(columns("", in: "abc").isEmpty)
  }

  @Test func caseMattersUnlessIgnored() {
    #expect(columns("apple", in: "Apple apple") == [6..<11])
    #expect(columns("apple", in: "Apple APPLE", ignoringCase: true) == [0..<5, 6..<11])
    #expect(columns("straße", in: "STRASSE Straße", ignoringCase: true) == [8..<14])
    #expect(columns("élan", in: "ÉLAN", ignoringCase: true) == [0..<4])
    #expect(columns("élan", in: "ÉLAN").isEmpty)
  }

  @Test func wideCharactersAndEmojiAreMatchedWholeInTheirColumns() {
    // 中 and 文 take two columns each: "ab中文" has 文 in columns 4 and 5.
    #expect(columns("文", in: "ab中文") == [4..<6])
    #expect(columns("文x", in: "中文x文") == [2..<5])
    // A joined emoji sequence is one glyph: it matches itself, and its parts do not match it.
    let family = "👨‍👩‍👧"
    #expect(columns(family, in: "a\(family)b") == [1..<3])
    #expect(columns("👨", in: "a\(family)b").isEmpty)
    // A letter with a combining accent is one glyph: the bare letter is not in it.
    #expect(columns("e", in: "cafe\u{301}").isEmpty)
    #expect(columns("e\u{301}", in: "cafe\u{301} cafe\u{301}") == [3..<4, 8..<9])
  }

  @Test func aLongRepetitiveSearchTakesLinearTime() {
    // Quadratic matching would compare 10^10 times here.
    let line = StyledLine(String(repeating: "a", count: 65_536))
    let needle = StyledLine(String(repeating: "a", count: 32_768) + "b")
    #expect(line.columns(of: needle).isEmpty)
    #expect(line.columns(of: StyledLine(String(repeating: "a", count: 65_535))).count == 2)
  }
}
