import Testing

@testable import TerminalKit

private let zeroWidthCharacters: [Character] = [
  "\u{0}", "\t", "\n", "\r\n", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}",
  "\u{200B}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\u{301}", "\u{20DD}", "\u{2028}",
  "\u{1160}", "\u{E0041}",
]

private let singleWidthCharacters: [Character] = [
  "a", " ", "~", "é", "e\u{301}", "\u{AD}", "Ω", "ж", "א", "→", "─", "█", "⠿", "ｱ", "｡",
  "\u{303F}", "\u{4DC0}", "❤", "\u{1F321}", "1", "#", "\u{E000}",
]

private let doubleWidthCharacters: [Character] = [
  "中", "文", "\u{3000}", "。", "カ", "ぁ", "한", "\u{1100}\u{1161}", "Ａ", "！", "￥", "ㄅ",
  "\u{2329}", "\u{FE31}", "\u{20000}", "\u{1B000}", "😀", "🚀", "🦀", "🫠", "⌚", "⭐",
  "❤\u{FE0F}", "1\u{FE0F}\u{20E3}", "👍🏽", "👨\u{200D}👩\u{200D}👧", "🇯🇵", "\u{1F200}",
]

@Suite struct DisplayWidthTests {
  @Test(arguments: zeroWidthCharacters)
  func zeroWidth(character: Character) {
    #expect(DisplayWidth.of(character) == 0)
  }

  @Test(arguments: singleWidthCharacters)
  func singleWidth(character: Character) {
    #expect(DisplayWidth.of(character) == 1)
  }

  @Test(arguments: doubleWidthCharacters)
  func doubleWidth(character: Character) {
    #expect(DisplayWidth.of(character) == 2)
  }

  @Test func asciiPrintableIsOneAndControlIsZero() {
    for value in UInt8(0)...0x7F {
      let expected = value < 0x20 || value == 0x7F ? 0 : 1
      #expect(DisplayWidth.of(Character(Unicode.Scalar(value))) == expected, "\(value)")
    }
  }

  @Test func widthIsThatOfTheFirstScalarThatShows() {
    // U+0600 ARABIC NUMBER SIGN (a format character) joins what follows into one cluster.
    let character = "\u{600}中".first ?? " "
    #expect(character.unicodeScalars.count == 2)
    #expect(DisplayWidth.of(character) == 2)
  }

  @Test func aTextTakesTheSumOfItsCharactersWidths() {
    #expect(DisplayWidth.of("") == 0)
    #expect(DisplayWidth.of("ab漢\u{301}👩‍💻") == 1 + 1 + 2 + 2)
    #expect(DisplayWidth.of("x漢x".dropFirst()) == 3)
  }
}
