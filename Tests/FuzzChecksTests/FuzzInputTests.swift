import FuzzChecks
import Testing

/// How the fuzzers read their bytes: extremes are a byte away, and the end reads as zeros.
@Suite struct FuzzInputTests {
  @Test func pastTheEndEveryReadIsZero() {
    var input = FuzzInput([7])
    #expect(input.byte() == 7)
    #expect(input.isAtEnd)
    #expect(input.byte() == 0)
    #expect(input.int(in: 3...9) == 3)
    #expect(input.text(maximumBytes: 5) == "")
  }

  @Test func theFirstChoicesAreTheExtremes() {
    var input = FuzzInput([0, 1, 3, 0, 1])
    #expect(input.extremeDouble().isNaN)
    #expect(input.extremeDouble() == .infinity)
    #expect(input.extremeDouble() == 1e300)
    #expect(input.extremeInt() == .min)
    #expect(input.extremeInt() == .max)
  }

  @Test func highBytesInTextAreWholePieces() {
    var input = FuzzInput([2, 0xF8, 0x41])
    #expect(input.text(maximumBytes: 4) == "中A")
  }
}
