import TestSupport
import Testing

@testable import TerminalKit

/// Streams split anywhere, sequences past the length limit, and a long random stream.
struct TerminalInputDecoderStreamTests {
  static let mixedStreams: [[UInt8]] = [
    Array("hé €😀\u{1B}[A\u{1B}OP\u{1B}[1;5C\u{1B}[15;2~\u{1B}x\u{1B}\u{1B}[Z\r\u{03}".utf8),
    Array("\u{1B}[<0;200;60M\u{1B}[<35;3;4M\u{1B}[<3;4;5m\u{1B}[<65;1;1M\u{1B}".utf8),
    Array("\u{1B}[O\u{1B}[I\u{1B}OI\u{1B}[1I\u{1B}[Ix\u{1B}[".utf8),
    Array("\u{1B}[?1;2c\u{1B}[12\u{1B}[B\u{1B}O\u{1B}[1 1A\u{1B}[1;\u{03}\u{1C}".utf8)
      + [0xFF, 0xE2, 0x82, 0x61, 0xF0, 0x9F, 0x98, 0x80, 0xED, 0xA0, 0x80, 0xC3],
    [0x1B, 0x5B] + Array(repeating: UInt8(ascii: "1"), count: 80) + Array("A\u{1B}[5~\u{1B}[".utf8),
  ]

  @Test func mixedStreamDecodesToTheExpectedInputs() {
    let outcome = TerminalInputDecoder.outcome(of: Self.mixedStreams[0])
    let expected: [TerminalInput] = [
      .text("h"), .text("é"), .text(" "), .text("€"), .text("😀"), .key(.up), .key(.function(1)),
      .key(.right, modifiers: .control), .key(.function(5), modifiers: .shift),
      .key(.character("x"), modifiers: .alt), .key(.escape), .key(.backTab), .key(.enter),
      .key(.control("c")),
    ]
    #expect(outcome == .init(inputs: expected, skippedByteCount: 0))
  }

  @Test(arguments: mixedStreams)
  func splittingAtEveryPairOfBoundariesChangesNothing(stream: [UInt8]) {
    let whole = TerminalInputDecoder.outcome(of: stream)
    for first in 0...stream.count {
      for second in first...stream.count {
        var decoder = TerminalInputDecoder()
        var inputs = decoder.decode(stream[..<first])
        inputs += decoder.decode(stream[first..<second])
        inputs += decoder.decode(stream[second...])
        inputs += decoder.flush()
        let split = TerminalInputDecoder.Outcome(
          inputs: inputs,
          skippedByteCount: decoder.skippedByteCount
        )
        guard split == whole else {
          Issue.record("split at \(first) and \(second): \(split) instead of \(whole)")
          return
        }
      }
    }
  }

  @Test(arguments: mixedStreams)
  func decodingOneByteAtATimeChangesNothing(stream: [UInt8]) {
    var decoder = TerminalInputDecoder()
    var inputs: [TerminalInput] = []
    for byte in stream {
      inputs += decoder.decode(CollectionOfOne(byte))
    }
    inputs += decoder.flush()
    let outcome = TerminalInputDecoder.Outcome(
      inputs: inputs,
      skippedByteCount: decoder.skippedByteCount
    )
    #expect(outcome == TerminalInputDecoder.outcome(of: stream))
  }

  @Test(arguments: mixedStreams)
  func decodingASequenceWithoutContiguousStorageChangesNothing(stream: [UInt8]) {
    let sequence = stream.lazy.map { $0 }
    #expect(sequence.withContiguousStorageIfAvailable { _ in true } == nil)
    var decoder = TerminalInputDecoder()
    let inputs = decoder.decode(sequence) + decoder.flush()
    let outcome = TerminalInputDecoder.Outcome(
      inputs: inputs,
      skippedByteCount: decoder.skippedByteCount
    )
    #expect(outcome == TerminalInputDecoder.outcome(of: stream))
  }

  @Test func sequenceOfSixtyFourBytesIsDecoded() {
    let bytes = [0x1B, 0x5B] + Array(repeating: UInt8(ascii: "0"), count: 58) + Array("1;5A".utf8)
    #expect(bytes.count == 64)
    let outcome = TerminalInputDecoder.outcome(of: bytes)
    #expect(outcome == .init(inputs: [.key(.up, modifiers: .control)], skippedByteCount: 0))
  }

  @Test func sequenceLongerThanSixtyFourBytesIsSkipped() {
    let bytes = [0x1B, 0x5B] + Array(repeating: UInt8(ascii: "0"), count: 59) + Array("1;5A".utf8)
    let outcome = TerminalInputDecoder.outcome(of: bytes + [UInt8(ascii: "z")])
    #expect(outcome == .init(inputs: [.text("z")], skippedByteCount: 65))
  }

  @Test func floodOfParameterBytesHoldsAtMostSixtyFour() {
    var decoder = TerminalInputDecoder()
    #expect(decoder.decode([0x1B, 0x5B]) == [])
    for _ in 0..<1_000 {
      #expect(decoder.decode(Array(repeating: UInt8(ascii: "7"), count: 100)) == [])
      guard decoder.pending.count <= TerminalInputDecoder.maximumPendingByteCount else {
        Issue.record("\(decoder.pending.count) bytes pending")
        return
      }
    }
    #expect(decoder.hasPendingBytes)
    #expect(decoder.decode(Array("Az".utf8)) == [.text("z")])
    #expect(decoder.skippedByteCount == 100_003)
    #expect(decoder.pending.capacity <= 2 * TerminalInputDecoder.maximumPendingByteCount)
  }

  @Test func overlongSequenceEndsAtAMalformedByte() {
    let bytes = [0x1B, 0x5B] + Array(repeating: UInt8(ascii: "1"), count: 100) + [0x0D]
    let outcome = TerminalInputDecoder.outcome(of: bytes)
    #expect(outcome == .init(inputs: [.key(.enter)], skippedByteCount: 102))
  }

  @Test func flushEndsAnOverlongSequence() {
    var decoder = TerminalInputDecoder()
    let bytes = [0x1B, 0x5B] + Array(repeating: UInt8(ascii: "1"), count: 100)
    #expect(decoder.decode(bytes) == [])
    #expect(decoder.hasPendingBytes)
    #expect(decoder.flush() == [])
    #expect(!decoder.hasPendingBytes)
    #expect(decoder.decode(Array("A".utf8)) == [.text("A")])
    #expect(decoder.skippedByteCount == 102)
  }

  @Test func splitMix64MatchesTheReferenceOutput() {
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
  }

  /// 200,000 seeded random bytes, decoded whole and in random chunks.
  @Test func randomStreamDecodesTheSameInAnyChunks() {
    var random = SplitMix64(seed: 0x7E12_1A11_DEC0_DE42)
    let stream = Self.randomStream(count: 200_000, using: &random)
    var whole = TerminalInputDecoder()
    let wholeInputs = whole.decode(stream) + whole.flush()

    var chunked = TerminalInputDecoder()
    var chunkedInputs: [TerminalInput] = []
    var start = 0
    while start < stream.count {
      let end = min(start + Int.random(in: 1...97, using: &random), stream.count)
      chunkedInputs += chunked.decode(stream[start..<end])
      if chunked.pending.count > TerminalInputDecoder.maximumPendingByteCount {
        Issue.record("\(chunked.pending.count) bytes pending at \(end)")
      }
      start = end
    }
    chunkedInputs += chunked.flush()

    #expect(chunkedInputs == wholeInputs)
    #expect(chunked.skippedByteCount == whole.skippedByteCount)
    #expect(whole.decodedByteCount + whole.skippedByteCount == stream.count)
    #expect(wholeInputs.count <= whole.decodedByteCount)
    #expect(wholeInputs.allSatisfy(Self.isPlausible))
    let mouseCount = wholeInputs.count { if case .mouse = $0 { true } else { false } }
    let keyCount = wholeInputs.count { if case .key = $0 { true } else { false } }
    #expect(mouseCount > 1_000)
    #expect(keyCount > 10_000)
    #expect(wholeInputs.count - mouseCount - keyCount > 10_000)
    #expect(whole.skippedByteCount > 10_000)
  }

  /// Whole sequences, their beginnings, and bytes that begin or break them.
  private static let fragments: [[UInt8]] =
    [
      "\u{1B}[<0;12;5M", "\u{1B}[<35;200;60m", "\u{1B}[<65;1;1M", "\u{1B}[1;5A", "\u{1B}[15~",
      "\u{1B}OP", "\u{1B}[Z", "\u{1B}x", "\u{1B}\u{1B}", "\u{1B}[?25h", "é", "€", "😀", ";", "1",
      "\r", "\u{03}", "a", "\u{1B}[I", "\u{1B}[O",
    ].map { Array($0.utf8) } + [[0xE2], [0x80], [0xFF], [0xF0, 0x9F]]

  private static func randomStream(
    count: Int,
    using random: inout SplitMix64
  ) -> [UInt8] {
    var stream: [UInt8] = []
    stream.reserveCapacity(count + 32)
    while stream.count < count {
      let fragment = fragments[Int.random(in: 0..<fragments.count, using: &random)]
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<3: stream.append(UInt8.random(in: 0...255, using: &random))
      case 3..<7: stream += fragment
      default: stream += fragment.prefix(Int.random(in: 0...fragment.count, using: &random))
      }
    }
    return Array(stream.prefix(count))
  }

  /// Whether an input is one the decoder may make: printable text, F1–F12, Ctrl-letter, and
  /// so on.
  private static func isPlausible(_ input: TerminalInput) -> Bool {
    switch input {
    case .text(let character):
      let scalars = character.unicodeScalars
      guard scalars.count == 1, let value = scalars.first?.value else { return false }
      return value >= 0x20 && value != 0x7F && !(0x80...0x9F).contains(value)
    case .key(.function(let number), _):
      return (1...12).contains(number)
    case .key(.control(let letter), _):
      return letter == " " || ("a"..."z").contains(letter)
    case .key(.character, let modifiers):
      return !modifiers.isEmpty
    case .key:
      return true
    case .mouse(let event):
      return event.column >= 0 && event.row >= 0
    case .focus:
      return true
    }
  }
}

extension TerminalInputDecoder {
  /// What a stream decodes to, flushed at the end, and how many of its bytes were skipped.
  struct Outcome: Equatable {
    var inputs: [TerminalInput]
    var skippedByteCount: Int
  }

  /// Decodes `bytes` in one chunk and flushes, checking that every byte is accounted for.
  static func outcome(
    of bytes: [UInt8],
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Outcome {
    var decoder = TerminalInputDecoder()
    let inputs = decoder.decode(bytes) + decoder.flush()
    #expect(!decoder.hasPendingBytes, sourceLocation: sourceLocation)
    #expect(
      decoder.decodedByteCount + decoder.skippedByteCount == bytes.count,
      sourceLocation: sourceLocation
    )
    return Outcome(inputs: inputs, skippedByteCount: decoder.skippedByteCount)
  }
}
