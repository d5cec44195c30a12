import Testing

@testable import TerminalKit

/// Text, control bytes, Alt keys, CSI and SS3 keys, and what the decoder skips.
struct TerminalInputDecoderTests {
  @Test func printableASCIIAndMultiByteUTF8AreText() {
    let outcome = TerminalInputDecoder.outcome(of: Array("a Z~é€😀".utf8))
    let expected: [TerminalInput] = ["a", " ", "Z", "~", "é", "€", "😀"].map { .text($0) }
    #expect(outcome == .init(inputs: expected, skippedByteCount: 0))
  }

  @Test(
    arguments: [
      (0x0D, TerminalKey.enter), (0x0A, .enter), (0x09, .tab), (0x7F, .backspace),
      (0x08, .backspace), (0x01, .control("a")), (0x03, .control("c")), (0x12, .control("r")),
      (0x1A, .control("z")), (0x00, .control(" ")),
    ] as [(UInt8, TerminalKey)]
  )
  func controlByteIsKey(byte: UInt8, key: TerminalKey) {
    let outcome = TerminalInputDecoder.outcome(of: [byte])
    #expect(outcome == .init(inputs: [.key(key)], skippedByteCount: 0))
  }

  @Test(arguments: [0x1C, 0x1D, 0x1E, 0x1F] as [UInt8])
  func controlByteWithoutKeyIsSkipped(byte: UInt8) {
    let outcome = TerminalInputDecoder.outcome(of: [byte, UInt8(ascii: "k")])
    #expect(outcome == .init(inputs: [.text("k")], skippedByteCount: 1))
  }

  @Test func loneEscapeWaitsForFlush() {
    var decoder = TerminalInputDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.hasPendingBytes)
    #expect(decoder.flush() == [.key(.escape)])
    #expect(!decoder.hasPendingBytes)
    #expect(decoder.flush() == [])
    #expect(decoder.skippedByteCount == 0)
  }

  @Test func escapeCompletedByALaterChunkIsAKey() {
    var decoder = TerminalInputDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.decode(Array("[A".utf8)) == [.key(.up)])
    #expect(!decoder.hasPendingBytes)
  }

  @Test func escapeEscapeIsEscapeThenAFreshSequence() {
    var decoder = TerminalInputDecoder()
    #expect(decoder.decode([0x1B, 0x1B]) == [.key(.escape)])
    #expect(decoder.hasPendingBytes)
    #expect(decoder.decode(Array("[B".utf8)) == [.key(.down)])
    #expect(decoder.decode([0x1B, 0x1B]) == [.key(.escape)])
    #expect(decoder.flush() == [.key(.escape)])
  }

  @Test(arguments: [
    ("x", TerminalInput.key(.character("x"), modifiers: .alt)),
    ("X", .key(.character("X"), modifiers: .alt)), (" ", .key(.character(" "), modifiers: .alt)),
    ("\u{7F}", .key(.backspace, modifiers: .alt)), ("\r", .key(.enter, modifiers: .alt)),
    ("\t", .key(.tab, modifiers: .alt)), ("\u{01}", .key(.control("a"), modifiers: .alt)),
    ("\u{00}", .key(.control(" "), modifiers: .alt)),
  ])
  func escapeThenKeyIsAlt(following: String, expected: TerminalInput) {
    let outcome = TerminalInputDecoder.outcome(of: [0x1B] + Array(following.utf8))
    #expect(outcome == .init(inputs: [expected], skippedByteCount: 0))
  }

  @Test func escapeBeforeANonAltByteIsEscapeThenThatByte() {
    let skipped = TerminalInputDecoder.outcome(of: [0x1B, 0x1C])
    #expect(skipped == .init(inputs: [.key(.escape)], skippedByteCount: 1))
    let text = TerminalInputDecoder.outcome(of: [0x1B] + Array("é".utf8))
    #expect(text == .init(inputs: [.key(.escape), .text("é")], skippedByteCount: 0))
  }

  @Test(arguments: [
    ("[A", TerminalInput.key(.up)), ("[B", .key(.down)), ("[C", .key(.right)),
    ("[D", .key(.left)), ("[H", .key(.home)), ("[F", .key(.end)), ("OA", .key(.up)),
    ("OB", .key(.down)), ("OC", .key(.right)), ("OD", .key(.left)), ("OH", .key(.home)),
    ("OF", .key(.end)), ("[1~", .key(.home)), ("[7~", .key(.home)), ("[4~", .key(.end)),
    ("[8~", .key(.end)), ("[2~", .key(.insert)), ("[3~", .key(.delete)), ("[5~", .key(.pageUp)),
    ("[6~", .key(.pageDown)), ("[Z", .key(.backTab)), ("[1A", .key(.up)), ("[1;1B", .key(.down)),
    ("[000000000000000000000000000007~", .key(.home)),
  ])
  func navigationKey(sequence: String, expected: TerminalInput) {
    let outcome = TerminalInputDecoder.outcome(of: [0x1B] + Array(sequence.utf8))
    #expect(outcome == .init(inputs: [expected], skippedByteCount: 0))
  }

  @Test(arguments: [
    ("OP", 1), ("OQ", 2), ("OR", 3), ("OS", 4), ("[11~", 1), ("[12~", 2), ("[13~", 3),
    ("[14~", 4), ("[1;1P", 1), ("[Q", 2), ("[15~", 5), ("[17~", 6), ("[18~", 7), ("[19~", 8),
    ("[20~", 9), ("[21~", 10), ("[23~", 11), ("[24~", 12),
  ])
  func functionKey(sequence: String, number: Int) {
    let outcome = TerminalInputDecoder.outcome(of: [0x1B] + Array(sequence.utf8))
    #expect(outcome == .init(inputs: [.key(.function(number))], skippedByteCount: 0))
  }

  @Test(arguments: [
    ("[1;2A", TerminalInput.key(.up, modifiers: .shift)),
    ("[1;3B", .key(.down, modifiers: .alt)), ("[1;5C", .key(.right, modifiers: .control)),
    ("[1;6D", .key(.left, modifiers: [.shift, .control])),
    ("[1;8H", .key(.home, modifiers: [.shift, .alt, .control])),
    ("[1;9F", .key(.end, modifiers: .alt)), ("[;5A", .key(.up, modifiers: .control)),
    ("[3;5~", .key(.delete, modifiers: .control)), ("[6;2~", .key(.pageDown, modifiers: .shift)),
    ("[1;5P", .key(.function(1), modifiers: .control)),
    ("[1;2S", .key(.function(4), modifiers: .shift)),
    ("[15;2~", .key(.function(5), modifiers: .shift)),
    ("[24;7~", .key(.function(12), modifiers: [.alt, .control])),
    ("[1;2Z", .key(.backTab, modifiers: .shift)),
  ])
  func xtermModifierParameter(sequence: String, expected: TerminalInput) {
    let outcome = TerminalInputDecoder.outcome(of: [0x1B] + Array(sequence.utf8))
    #expect(outcome == .init(inputs: [expected], skippedByteCount: 0))
  }

  @Test(arguments: [
    ("[I", TerminalInput.focus(gained: true)), ("[O", .focus(gained: false)),
  ])
  func focusReport(sequence: String, expected: TerminalInput) {
    let outcome = TerminalInputDecoder.outcome(of: [0x1B] + Array(sequence.utf8))
    #expect(outcome == .init(inputs: [expected], skippedByteCount: 0))
  }

  @Test func focusReportsBetweenKeysAndSplitAnywhereAreDecoded() {
    let stream = Array("a\u{1B}[O\u{1B}[I\u{1B}[Ab".utf8)
    let expected: [TerminalInput] = [
      .text("a"), .focus(gained: false), .focus(gained: true), .key(.up), .text("b"),
    ]
    for split in 0...stream.count {
      var decoder = TerminalInputDecoder()
      let inputs = decoder.decode(stream[..<split]) + decoder.decode(stream[split...])
      #expect(inputs + decoder.flush() == expected, "split at \(split)")
    }
  }

  /// `ESC O I` is SS3 with a final byte that names no key, not a focus report: skipped whole, as
  /// focus reports with a parameter or a private marker are.
  @Test(arguments: ["OI", "OO", "[1I", "[1O", "[;O", "[?I", "[ I"])
  func notAFocusReport(sequence: String) {
    let bytes = [0x1B] + Array(sequence.utf8)
    let outcome = TerminalInputDecoder.outcome(of: bytes + [UInt8(ascii: "z")])
    #expect(outcome == .init(inputs: [.text("z")], skippedByteCount: bytes.count))
  }

  @Test(arguments: [
    "[?1;2c", "[200~", "[9~", "[16~", "[22~", "[1;17A", "[2A", "[1:5A", "[ q", "[1;2;3;4A",
    "[>0c", "Ox", "O~", "[x", "[99999999999999999999~",
  ])
  func unknownSequenceIsSkippedWhole(sequence: String) {
    let bytes = [0x1B] + Array(sequence.utf8)
    let outcome = TerminalInputDecoder.outcome(of: bytes + [UInt8(ascii: "z")])
    #expect(outcome == .init(inputs: [.text("z")], skippedByteCount: bytes.count))
  }

  @Test(arguments: [
    ("\u{1B}[1;\u{03}", [TerminalInput.key(.control("c"))], 4),
    ("\u{1B}[12\u{1B}[A", [.key(.up)], 4), ("\u{1B}[1 1A", [.text("1"), .text("A")], 4),
    ("\u{1B}O\u{1B}[B", [.key(.down)], 2), ("\u{1B}[é", [.text("é")], 2),
    ("\u{1B}[\r", [.key(.enter)], 2), ("\u{1B}[<0;1\u{7F}", [.key(.backspace)], 6),
    ("\u{1B}O1P", [.text("1"), .text("P")], 2),
  ])
  func malformedSequenceResumesAtTheOffendingByte(
    stream: String,
    expected: [TerminalInput],
    skipped: Int
  ) {
    let outcome = TerminalInputDecoder.outcome(of: Array(stream.utf8))
    #expect(outcome == .init(inputs: expected, skippedByteCount: skipped))
  }

  @Test(
    arguments: [
      ([0xFF], [TerminalInput](), 1), ([0x80, 0x61], [.text("a")], 1), ([0xC0, 0x80], [], 2),
      ([0xC1, 0xBF], [], 2), ([0xE0, 0x80, 0x80], [], 3), ([0xED, 0xA0, 0x80], [], 3),
      ([0xF4, 0x90, 0x80, 0x80], [], 4), ([0xF5, 0x80], [], 2),
      ([0xE2, 0x82, 0x61], [.text("a")], 2),
      ([0xC2, 0x80], [], 2), ([0xF0, 0x9F, 0x98, 0x41], [.text("A")], 3),
      ([0xC3, 0xA9, 0xA9], [.text("é")], 1),
    ] as [([UInt8], [TerminalInput], Int)]
  )
  func invalidUTF8IsSkippedByteByByte(bytes: [UInt8], expected: [TerminalInput], skipped: Int) {
    let outcome = TerminalInputDecoder.outcome(of: bytes)
    #expect(outcome == .init(inputs: expected, skippedByteCount: skipped))
  }

  @Test(
    arguments: [
      ([0x1B], [TerminalInput.key(.escape)], 0),
      ([0x1B, 0x5B], [.key(.character("["), modifiers: .alt)], 0),
      ([0x1B, 0x4F], [.key(.character("O"), modifiers: .alt)], 0),
      (Array("\u{1B}[1;5".utf8), [], 5), (Array("\u{1B}[<0;3".utf8), [], 6),
      ([0xE2, 0x82], [], 2), ([0xF0], [], 1),
    ] as [([UInt8], [TerminalInput], Int)]
  )
  func flushDecidesWhatAnIncompleteSequenceIs(
    bytes: [UInt8],
    expected: [TerminalInput],
    skipped: Int
  ) {
    var decoder = TerminalInputDecoder()
    #expect(decoder.decode(bytes) == [])
    #expect(decoder.hasPendingBytes)
    #expect(decoder.flush() == expected)
    #expect(decoder.skippedByteCount == skipped)
    #expect(!decoder.hasPendingBytes)
    #expect(decoder.flush() == [])
  }
}
