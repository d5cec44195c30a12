// Copied to `Examples/pullwatch/Fuzz/Checks/FuzzInput.swift` (pullwatch is a package of its own); Scripts/check-copies.sh
// keeps the two equal.
/// Reads a fuzzer's bytes as a stream of choices; past the end every read gives zero.
///
/// Numbers come from a table of extremes (NaN, the infinities, 1e300, `Int.min`, ...) or from the
/// raw bytes, so a few bytes reach the values a public API must clamp or reject.
package struct FuzzInput {
  private let bytes: [UInt8]
  private var index = 0

  /// Reads `bytes` from the start.
  package init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Whether every byte was read.
  package var isAtEnd: Bool { index >= bytes.count }

  /// The next byte, or zero past the end.
  package mutating func byte() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }

  /// A flag from the next byte's low bit.
  package mutating func bool() -> Bool { byte() & 1 == 1 }

  /// A number in `range`, from the next byte.
  package mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(byte()) % (range.upperBound - range.lowerBound + 1)
  }

  /// An integer that is often an extreme.
  package mutating func extremeInt() -> Int {
    let choice = byte()
    if Int(choice) < Self.extremeInts.count { return Self.extremeInts[Int(choice)] }
    if choice < 128 { return Int(choice) - 64 }
    return Int(truncatingIfNeeded: raw())
  }

  /// A floating-point number that is often an extreme or not finite.
  package mutating func extremeDouble() -> Double {
    let choice = byte()
    if Int(choice) < Self.extremeDoubles.count { return Self.extremeDoubles[Int(choice)] }
    if choice < 160 { return Double(Int(choice) - 96) * 7.5 }
    return Double(bitPattern: raw())
  }

  /// Text of up to `maximumBytes` bytes (invalid UTF-8 repaired), often with escapes, tabs,
  /// combining marks and wide characters.
  package mutating func text(maximumBytes: Int) -> String {
    let count = int(in: 0...maximumBytes)
    var result: [UInt8] = []
    for _ in 0..<count {
      let next = byte()
      if next >= 0xF8 {
        result += Array(Self.pieces[Int(next - 0xF8) % Self.pieces.count].utf8)
      } else {
        result.append(next)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Eight bytes as one 64-bit pattern.
  private mutating func raw() -> UInt64 {
    (0..<8).reduce(0) { pattern, _ in pattern << 8 | UInt64(byte()) }
  }

  private static let extremeInts = [
    Int.min, Int.max, 0, 1, -1, Int(Int32.max), Int(Int32.min), 1 << 24, 1 << 53, -(1 << 53),
  ]
  private static let extremeDoubles: [Double] = [
    .nan, .infinity, -.infinity, 1e300, -1e300, 0, -0.0, .leastNonzeroMagnitude,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e-300, 0x1p63, 1e9,
  ]
  private static let pieces = ["中", "😀", "e\u{301}", "\u{1B}[31m", "\t", "\u{200B}", "👨‍👩‍👧", "\r"]
}
