import Testing

@testable import pullwatch

/// The limits and the first error line, without processes.
struct OutputBufferTests {
  /// Appends `text` and returns whether it all fit.
  private func append(_ text: String, to buffer: inout OutputBuffer, isError: Bool = false) -> Bool
  {
    Array(text.utf8).withUnsafeBytes { buffer.append($0, isError: isError) }
  }

  @Test func everythingFitsUnderTheLimits() {
    var buffer = OutputBuffer(limits: OutputLimits(bytes: 100, lines: 10))
    #expect(append("a\nb", to: &buffer))
    #expect(append("c\n", to: &buffer))
    #expect(buffer.takeUnreported() == Array("a\nbc\n".utf8))
    #expect(!buffer.hasUnreported && !buffer.isCut)
    #expect(buffer.byteCount == 5 && buffer.newlineCount == 2)
  }

  @Test func theByteLimitKeepsExactlyThatManyBytes() {
    var buffer = OutputBuffer(limits: OutputLimits(bytes: 4, lines: 10))
    #expect(append("abcd", to: &buffer))
    #expect(!buffer.isCut)
    #expect(!append("e", to: &buffer))
    #expect(buffer.isCut)
    #expect(buffer.takeUnreported() == Array("abcd".utf8))
    #expect(!append("f", to: &buffer))
    #expect(!buffer.hasUnreported)
  }

  @Test func theLineLimitCutsAfterTheLastAllowedNewline() {
    var buffer = OutputBuffer(limits: OutputLimits(bytes: 100, lines: 2))
    #expect(!append("1\n2\n3", to: &buffer))
    #expect(buffer.takeUnreported() == Array("1\n2\n".utf8))
    var exact = OutputBuffer(limits: OutputLimits(bytes: 100, lines: 2))
    #expect(append("1\n2\n", to: &exact))
    #expect(!exact.isCut)
    #expect(!append("3", to: &exact))
  }

  @Test func anUnfinishedLastLineCountsAsALine() {
    var buffer = OutputBuffer(limits: OutputLimits(bytes: 100, lines: 1))
    #expect(append("no newline yet", to: &buffer))
    #expect(!append("\nsecond", to: &buffer))
    #expect(buffer.takeUnreported() == Array("no newline yet\n".utf8))
  }

  @Test func limitsAreAtLeastOne() {
    #expect(OutputLimits(bytes: 0, lines: -3) == OutputLimits(bytes: 1, lines: 1))
    #expect(OutputLimits() == OutputLimits(bytes: 10_485_760, lines: 100_000))
  }

  @Test func theFirstErrorLineIsTheFirstNonBlankOneTrimmed() {
    var buffer = OutputBuffer(limits: OutputLimits())
    #expect(buffer.firstErrorLine == nil)
    _ = append("out\n", to: &buffer)
    _ = append("\n  \r\n  it b", to: &buffer, isError: true)
    _ = append("roke \r\nlater\n", to: &buffer, isError: true)
    #expect(buffer.firstErrorLine == "it broke")
  }

  @Test func anUnfinishedErrorLineCountsAndALongOneIsShortened() {
    var buffer = OutputBuffer(limits: OutputLimits())
    _ = append("no newline", to: &buffer, isError: true)
    #expect(buffer.firstErrorLine == "no newline")
    var long = OutputBuffer(limits: OutputLimits())
    _ = append(String(repeating: "x", count: 5000) + "\n", to: &long, isError: true)
    #expect(long.firstErrorLine?.count == OutputBuffer.errorLineLimit)
  }
}
