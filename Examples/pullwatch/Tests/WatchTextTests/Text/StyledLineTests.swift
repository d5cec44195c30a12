import TerminalKit
import Testing

@testable import WatchText

@Suite struct StyledLineTests {
  @Test func aLineFromAStringIsItsTextInOneStyle() {
    let red = TextStyle(foreground: .red)
    let line = StyledLine("héllo 世界", style: red)
    #expect(line.text == "héllo 世界")
    #expect(line.width == 10)
    #expect(line.glyphCount == 8)
    #expect(line.spans == [.init("héllo 世界", style: red)])
    #expect(!line.isASCII)
    #expect(StyledLine("plain").isASCII)
    #expect(StyledLine().isEmpty && StyledLine().spans.isEmpty)
  }

  @Test func tabsAdvanceAndControlsAndZeroWidthCharactersAreDropped() {
    #expect(StyledLine("a\tb").text == "a       b")
    #expect(StyledLine("a\u{7}\u{1B}b\u{200B}c\nd").text == "abcd")
    #expect(StyledLine("e\u{301}").width == 1)
  }

  @Test func glyphsAreTheirCharactersAndWidths() {
    let line = StyledLine("a中e\u{301}👨‍👩‍👧é")
    #expect(line.glyphCount == 5)
    #expect((0..<5).map { line.character(ofGlyph: $0) } == ["a", "中", "e\u{301}", "👨‍👩‍👧", "é"])
    #expect((0..<5).map { line.width(ofGlyph: $0) } == [1, 2, 1, 2, 1])
    #expect(line.width == 7)
    #expect(line.text(glyphs: 1..<3) == "中e\u{301}")
  }

  @Test func spansFollowTheStyleChanges() {
    let line = TerminalText.lines(of: Array("a\u{1B}[1mbc\u{1B}[0md\u{1B}[4m".utf8))[0]
    #expect(line.spans == [.init("a"), .init("bc", style: TextStyle(bold: true)), .init("d")])
    #expect(line.style(of: 0) == .plain)
    #expect(line.style(of: 2) == TextStyle(bold: true))
    #expect(line.style(of: 3) == .plain)
  }
}
