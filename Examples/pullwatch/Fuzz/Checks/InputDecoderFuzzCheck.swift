import TerminalKit

/// The oracle of the input-decoder fuzzer: however the bytes arrive, the keys, mouse reports and
/// text decoded (and the bytes skipped) are the same.
///
/// The first byte chooses where the rest is split in two; the rest is decoded whole, in those two
/// pieces, and one byte at a time.
package enum InputDecoderFuzzCheck {
  /// What went wrong with `bytes`, or `nil` when every rule holds.
  package static func failure(for bytes: [UInt8]) -> String? {
    guard let first = bytes.first else { return nil }
    let stream = Array(bytes.dropFirst())
    let split = stream.count * Int(first) / 255
    let whole = outcome([stream[...]])
    let halves = outcome([stream[..<split], stream[split...]])
    if halves != whole {
      return "split at \(split): \(halves) instead of \(whole) for \(stream)"
    }
    let bytewise = outcome(stream.indices.map { stream[$0...$0] })
    if bytewise != whole { return "byte by byte: \(bytewise) instead of \(whole) for \(stream)" }
    return nil
  }

  private struct Outcome: Equatable, CustomStringConvertible {
    var inputs: [TerminalInput]
    var skipped: Int
    var pending: Bool
    var description: String { "\(inputs), \(skipped) skipped\(pending ? ", bytes pending" : "")" }
  }

  private static func outcome(_ pieces: [ArraySlice<UInt8>]) -> Outcome {
    var decoder = TerminalInputDecoder()
    var inputs: [TerminalInput] = []
    for piece in pieces { inputs += decoder.decode(piece) }
    inputs += decoder.flush()
    return Outcome(
      inputs: inputs,
      skipped: decoder.skippedByteCount,
      pending: decoder.hasPendingBytes
    )
  }
}
