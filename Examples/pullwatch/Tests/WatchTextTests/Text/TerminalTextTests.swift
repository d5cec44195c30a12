import TerminalKit
import TestSupport
import Testing

@testable import WatchText

@Suite struct TerminalTextTests {
  private let red = TextStyle(foreground: .red)

  /// The lines of `text` (UTF-8) as plain strings.
  private func texts(_ text: String, colors: Bool = true) -> [String] {
    TerminalText.lines(of: Array(text.utf8), colors: colors).map(\.text)
  }

  /// The one line of `text`.
  private func line(_ text: String, colors: Bool = true) -> StyledLine {
    let lines = TerminalText.lines(of: Array(text.utf8), colors: colors)
    #expect(lines.count == 1)
    return lines.first ?? StyledLine()
  }

  @Test func linesPutBeforeComeFirstAndMakeANewTextThatGoesOnParsing() {
    var text = TerminalText()
    text.append(contentsOf: Array("one\ntw".utf8))
    let revision = text.revision
    var rows = TextRows(layout: TextLayout(columns: 80, wraps: true))
    rows.update(with: text)
    text.insert(linesBefore: TerminalText.lines(of: Array("a\nb\n".utf8)))
    #expect(text.lines.map(\.text) == ["a", "b", "one", "tw"])
    #expect(!text.revision.continues(revision))
    rows.update(with: text)
    #expect(rows.count == 4)
    // The unfinished line goes on where it was.
    text.append(contentsOf: Array("o\n".utf8))
    #expect(text.lines.map(\.text) == ["a", "b", "one", "two"])
    let same = text.revision
    text.insert(linesBefore: [])
    #expect(text.revision == same)
  }

  @Test func carriageReturnOverwritesFromColumnZero() {
    #expect(texts("abc\rX") == ["Xbc"])
    #expect(texts("abc\r\n") == ["abc"])
    #expect(texts("progress 10%\rprogress 100%\n") == ["progress 100%"])
  }

  @Test func backspaceMovesOneColumnBackButNotBeforeZero() {
    #expect(texts("ab\u{8}c") == ["ac"])
    #expect(texts("\u{8}\u{8}x") == ["x"])
    #expect(texts("a\u{8}\u{8}\u{8}b") == ["b"])
  }

  @Test func tabsMoveToTheNextMultipleOfEight() {
    #expect(texts("a\tb") == ["a       b"])
    #expect(line("1234567\tx").width == 9)
    #expect(line("12345678\tx").width == 17)
    #expect(texts("abcdefghij\rX\tY") == ["XbcdefghYj"])
    // A tab alone writes nothing.
    #expect(texts("a\t\nb") == ["a", "b"])
  }

  @Test func linesEndWithNewlinesAndTheLastMayBeUnfinished() {
    #expect(texts("") == [])
    #expect(texts("a\n") == ["a"])
    #expect(texts("a\nb") == ["a", "b"])
    #expect(texts("a\n\n") == ["a", ""])
    #expect(texts("a\n\u{1B}[31m") == ["a"])
  }

  @Test func wideCharactersTakeTwoColumnsAndOverwritingHalfBlanksTheOther() {
    #expect(line("中文").width == 4)
    #expect(texts("中\rX") == ["X "])
    #expect(texts("中文\r\u{8}a\u{8}\u{8}\u{8}bc\u{8}\u{8}") == ["bc文"])
    #expect(texts("ab\rx中") == ["x中"])
    #expect(texts("abc\r中") == ["中c"])
    #expect(texts("a中b\r\tz") == ["a中b    z"])
  }

  @Test func combiningMarksJoinTheirCharacter() {
    let composed = line("e\u{301}x")
    #expect(composed.width == 2)
    #expect(composed.glyphCount == 2)
    // After an escape sequence, a combining mark still joins the character before it.
    let split = line("e\u{1B}[1m\u{301}x")
    #expect(split.width == 2)
    #expect(split.text == "e\u{301}x")
    // Nothing to join at the start of a line, and a zero-width space is dropped.
    #expect(texts("\u{301}a\u{200B}b") == ["ab"])
  }

  @Test func selectGraphicRenditionSetsTheStyleWhenColorsAreOn() {
    let colored = line("\u{1B}[31mred\u{1B}[0m plain")
    #expect(colored.spans == [.init("red", style: red), .init(" plain")])
    let stripped = line("\u{1B}[31mred\u{1B}[0m plain", colors: false)
    #expect(stripped.text == "red plain")
    #expect(stripped.spans == [.init("red plain")])
    let bold = line("\u{1B}[1mbold", colors: false)
    #expect(bold.spans == [.init("bold")])
  }

  @Test func aBoldRedWordThenReset() {
    let line = line("ls \u{1B}[1;31mword\u{1B}[0m rest")
    #expect(
      line.spans == [
        .init("ls "), .init("word", style: TextStyle(foreground: .red, bold: true)),
        .init(" rest"),
      ]
    )
  }

  @Test func attributesAndTheirResets() {
    let line = line(
      "\u{1B}[1;2;3;4;7ma\u{1B}[22mb\u{1B}[23mc\u{1B}[24md\u{1B}[27me\u{1B}[4:3mf\u{1B}[4:0mg"
    )
    #expect(
      line.spans == [
        .init(
          "a",
          style: TextStyle(bold: true, dim: true, italic: true, reverse: true, underline: true)
        ),
        .init("b", style: TextStyle(italic: true, reverse: true, underline: true)),
        .init("c", style: TextStyle(reverse: true, underline: true)),
        .init("d", style: TextStyle(reverse: true)),
        .init("e"),
        .init("f", style: TextStyle(underline: true)),
        .init("g"),
      ]
    )
  }

  @Test func standardBrightAndDefaultColors() {
    let line = line(
      "\u{1B}[32;44ma\u{1B}[91;103mb\u{1B}[39mc\u{1B}[49md\u{1B}[97;100me\u{1B}[mf"
    )
    #expect(
      line.spans == [
        .init("a", style: TextStyle(foreground: .green, background: .blue)),
        .init("b", style: TextStyle(foreground: .brightRed, background: .brightYellow)),
        .init("c", style: TextStyle(background: .brightYellow)),
        .init("d"),
        .init("e", style: TextStyle(foreground: .brightWhite, background: .gray)),
        .init("f"),
      ]
    )
  }

  @Test func paletteAndRGBColors() {
    let line = line(
      "\u{1B}[38;5;196ma\u{1B}[48;2;1;2;3mb\u{1B}[0;38:2::10:20:30mc\u{1B}[38:5:9;48:2:4:5:6md"
        + "\u{1B}[38;5;300me\u{1B}[0;38;2;1mf"
    )
    let palette = TextStyle(foreground: .indexed(196))
    #expect(
      line.spans == [
        .init("a", style: palette),
        .init("b", style: TextStyle(foreground: .indexed(196), background: .rgb(1, 2, 3))),
        .init("c", style: TextStyle(foreground: .rgb(10, 20, 30))),
        // An out-of-range color changes nothing (e).
        .init("de", style: TextStyle(foreground: .brightRed, background: .rgb(4, 5, 6))),
        // Neither does a cut one (f).
        .init("f"),
      ]
    )
  }

  @Test func otherEscapeSequencesAreStripped() {
    let text = [
      "\u{1B}[2J\u{1B}[H\u{1B}[10;5Ha\u{1B}[Kb\u{1B}[?25lc\u{1B}[>4;2md",
      "\u{1B}]0;window title\u{7}e\u{1B}]2;other\u{1B}\\f\u{1B}Pdcs\u{1B}\\g",
      "\u{1B}7h\u{1B}(Bi\u{1B}[1 qj\u{7}k\u{7F}l\u{0}m\u{1B}[31\u{1B}[32mn",
    ]
    let lines = TerminalText.lines(of: Array(text.joined(separator: "\n").utf8))
    #expect(lines.map(\.text) == ["abcd", "efg", "hijklmn"])
    #expect(lines[0].spans == [.init("abcd")])
    #expect(lines[2].spans == [.init("hijklm"), .init("n", style: TextStyle(foreground: .green))])
  }

  @Test func aNewlineEndsAnUnfinishedSequence() {
    #expect(texts("a\u{1B}]0;title\nb\u{7}c") == ["a", "bc"])
    #expect(texts("a\u{1B}[3\nb") == ["a", "b"])
  }

  @Test func controlsInsideAControlSequenceAct() {
    #expect(texts("abc\u{1B}[3\r1mX") == ["Xbc"])
  }

  @Test func invalidUTF8ShowsAsReplacementCharacters() {
    let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xE2, 0x82, 0x63, 0xED, 0xA0, 0x80, 0x64, 0xC3]
    let lines = TerminalText.lines(of: bytes)
    #expect(lines.map(\.text) == ["a\u{FFFD}b\u{FFFD}c\u{FFFD}\u{FFFD}\u{FFFD}d\u{FFFD}"])
    #expect(lines.first?.width == 10)
  }

  @Test func theStyleCarriesAcrossLines() {
    let lines = TerminalText.lines(of: Array("\u{1B}[32mone\ntwo\u{1B}[0m\nthree".utf8))
    let green = TextStyle(foreground: .green)
    #expect(lines[0].spans == [.init("one", style: green)])
    #expect(lines[1].spans == [.init("two", style: green)])
    #expect(lines[2].spans == [.init("three")])
  }

  @Test func aLineKeepsAtMostTheMaximumColumns() {
    var text = TerminalText(maximumColumns: 10)
    text.append(contentsOf: Array("0123456789abc\n012345678中\n\t\t\tx\n中文中文中文\rab".utf8))
    text.finish()
    #expect(text.lines.map(\.text) == ["0123456789", "012345678", "", "ab文中文中"])
    let long = TerminalText.lines(of: [UInt8](repeating: 0x30, count: 100_000) + [0x0A, 0x31])
    #expect(long.map(\.width) == [TerminalText.defaultMaximumColumns, 1])
  }

  @Test func theUnfinishedLineShowsWhatHasArrived() {
    var text = TerminalText()
    text.append(contentsOf: Array("one\ntw".utf8))
    #expect(text.lineCount == 2)
    #expect(text[1].text == "tw")
    text.append(contentsOf: [0xE4, 0xB8])  // the first two bytes of 中
    #expect(text[1].text == "tw")
    text.append(contentsOf: [0xAD])
    #expect(text[1].text == "tw中")
    text.append(contentsOf: [0xE4])
    text.finish()
    #expect(text[1].text == "tw中\u{FFFD}")
    #expect(text.byteCount == 10)
  }

  @Test func updateParsesOnlyWhatWasAdded() {
    var text = TerminalText()
    var output = Array("a\nb".utf8)
    text.update(to: output)
    output += Array("c\nd".utf8)
    text.update(to: output)
    text.finish()
    #expect(text.lines.map(\.text) == ["a", "bc", "d"])
    // A shorter buffer is new output.
    text.update(to: Array("x".utf8))
    #expect(text.lines.map(\.text) == ["x"])
  }

  /// Output that exercises every part of the parser.
  static let sample: [UInt8] =
    Array(
      ("drwxr-xr-x \u{1B}[01;34mdir\u{1B}[0m\n\u{1B}[38;5;208morange\u{1B}[48;2;9;8;7m bg\r"
        + "X\u{8}Y\tt\u{1B}]0;title\u{7}é e\u{301} 中文 👨‍👩‍👧 🇫🇷 👍🏽 1️⃣\u{1B}[0m\n"
        + "ab\u{1B}[31").utf8
    ) + [0xFF, 0xE2, 0x82] + Array("m\u{1B}[1mz\u{1B}P\u{1B}\\ñ\r\n".utf8) + [0xF0, 0x9F]

  @Test func feedingInPiecesGivesTheSameLinesAsFeedingAtOnce() {
    let whole = TerminalText.lines(of: Self.sample)
    #expect(whole.count == 4)
    for split in 0...Self.sample.count {
      var text = TerminalText()
      text.append(contentsOf: Self.sample[..<split])
      text.append(contentsOf: Self.sample[split...])
      text.finish()
      #expect(text.lines == whole, "split at \(split)")
    }
    var byteByByte = TerminalText()
    for byte in Self.sample {
      byteByByte.append(contentsOf: [byte])
      // Every byte parsed so far shows, but for a cut UTF-8 sequence.
      #expect(byteByByte.lineCount >= 1)
    }
    byteByByte.finish()
    #expect(byteByByte.lines == whole)
  }

  @Test func textsAreEqualWhenTheyShowTheSameAndWouldGoOnTheSame() {
    var one = TerminalText()
    var other = TerminalText()
    one.append(contentsOf: Array("ab\ncd".utf8))
    other.append(contentsOf: Array("ab\nc".utf8))
    #expect(one != other)
    other.append(contentsOf: Array("d".utf8))
    #expect(one == other)
    // The same lines, but one is in red from here on.
    one.append(contentsOf: Array("\u{1B}[31m".utf8))
    #expect(one != other)
    #expect(TerminalText(colors: false) != TerminalText())
  }

  @Test func aCharacterWithManyCombiningMarksKeepsThirtyTwoScalars() {
    let bytes = Array(("a" + String(repeating: "\u{301}", count: 1000) + "b").utf8)
    let whole = TerminalText.lines(of: bytes)
    #expect(whole.map(\.width) == [2])
    #expect(whole.first?.character(ofGlyph: 0).unicodeScalars.count == 32)
    var pieces = TerminalText()
    for start in stride(from: 0, to: bytes.count, by: 7) {
      pieces.append(contentsOf: bytes[start..<min(start + 7, bytes.count)])
    }
    pieces.finish()
    #expect(pieces.lines == whole)
  }

  @Test func aCutLineShowsTheSameAsMoreArrives() {
    var text = TerminalText(maximumColumns: 5)
    for piece in ["abc", "def", "中", "g", "\r", "X"] {
      text.append(contentsOf: Array(piece.utf8))
    }
    #expect(text[0].text == "Xbcde")
    text.append(contentsOf: Array("\nnext".utf8))
    #expect(text.lines.map(\.text) == ["Xbcde", "next"])
  }

  @Test(arguments: 0..<300 as Range<UInt64>)
  func randomOutputParsesTheSameInRandomPieces(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let pieces: [[UInt8]] =
      [
        "a", "xyz", " ", "中", "文字", "é", "e\u{301}", "\u{301}", "👍", "🏽", "\u{200D}", "👩",
        "🇫", "🇷", "1\u{FE0F}\u{20E3}", "\r", "\u{8}", "\t", "\n", "\u{1B}[31m", "\u{1B}[0m",
        "\u{1B}[38;5;9m", "\u{1B}[1;4m", "\u{1B}]0;t\u{7}", "\u{1B}[2K", "\u{1B}", "[", "m", "ｱ",
        "\u{7}", "한", "\u{11A8}", "─",
      ].map { Array($0.utf8) } + [[0xFF], [0xE4, 0xB8], [0xC3], [0x80]]
    var bytes: [UInt8] = []
    for _ in 0..<Int.random(in: 1...40, using: &random) {
      bytes += pieces.randomElement(using: &random) ?? []
    }
    var text = TerminalText(maximumColumns: Int.random(in: 3...30, using: &random))
    let whole = {
      var whole = text
      whole.append(contentsOf: bytes)
      whole.finish()
      return whole.lines
    }()
    var start = 0
    while start < bytes.count {
      let end = min(start + Int.random(in: 1...6, using: &random), bytes.count)
      text.append(contentsOf: bytes[start..<end])
      start = end
    }
    text.finish()
    #expect(text.lines == whole, "\(bytes)")
    for line in whole {
      #expect(line.width <= text.maximumColumns)
      #expect((0..<line.glyphCount).reduce(0) { $0 + line.width(ofGlyph: $1) } == line.width)
    }
  }

  @Test(arguments: 0..<100 as Range<UInt64>)
  func anyBytesParseWithoutTrouble(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let bytes = (0..<Int.random(in: 0...300, using: &random)).map { _ in
      UInt8.random(in: 0...255, using: &random)
    }
    let lines = TerminalText.lines(of: bytes)
    #expect(lines.count <= bytes.count + 1)
    for line in lines {
      #expect(line.text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F })
    }
  }

  @Test func aLineOutsideTheTextIsEmpty() {
    var text = TerminalText()
    text.append(contentsOf: Array("one\ntw".utf8))
    #expect(text[-1].text == "" && text[Int.min].text == "")
    #expect(text[1].text == "tw" && text[2].text == "" && text[Int.max].text == "")
  }
}
