/// Turns the bytes a terminal sends into text, keys, mouse events and focus reports.
///
/// Feed every read to ``decode(_:)``. A sequence split across reads is completed by a later read,
/// so the result does not depend on where the reads split the stream. Because a lone Escape key
/// and the start of an escape sequence look the same, an `ESC` at the end of a read is held:
/// when ``hasPendingBytes`` is true and no more input arrives within about 50 ms, call
/// ``flush()``.
///
/// Bytes that form no valid input are skipped and counted in ``skippedByteCount``: invalid UTF-8,
/// unknown or malformed escape sequences, and control bytes with no key (0x1C–0x1F). A malformed
/// sequence (a byte that cannot continue it) is skipped up to that byte, and decoding resumes at
/// that byte. No more than 64 bytes of an incomplete sequence are held; a longer one is skipped.
///
/// ```swift
/// var decoder = TerminalInputDecoder()
/// decoder.decode([0x1B, 0x5B, 0x41])  // [.key(.up)]
/// ```
package struct TerminalInputDecoder: Sendable {
  /// What the bytes held in `pending` have begun.
  enum State: Sendable, Equatable {
    /// Between inputs; nothing is held.
    case ground
    /// A UTF-8 lead byte and possibly some continuation bytes, `remaining` more expected.
    case utf8(remaining: Int)
    /// An `ESC`.
    case escape
    /// `ESC [` and any parameter and intermediate bytes after it.
    case controlSequence(hasIntermediates: Bool)
    /// `ESC O`.
    case singleShift
    /// A control sequence that grew past the limit; its bytes are skipped until its final byte.
    case discardingControlSequence(hasIntermediates: Bool)
  }

  /// The most bytes of an incomplete sequence the decoder holds.
  static let maximumPendingByteCount = 64

  /// Bytes that formed no valid input and were skipped.
  ///
  /// These are invalid UTF-8, unknown, malformed or overlong escape sequences, and stray control
  /// bytes. Each byte counts once.
  package private(set) var skippedByteCount = 0
  /// Bytes that formed the inputs returned so far.
  private(set) var decodedByteCount = 0
  /// What the pending bytes have begun.
  private(set) var state = State.ground
  /// The bytes of the incomplete sequence, at most ``maximumPendingByteCount``.
  private(set) var pending: [UInt8] = []

  /// Makes a decoder with nothing pending.
  package init() {
    pending.reserveCapacity(Self.maximumPendingByteCount)
  }

  /// Whether an incomplete sequence (such as a lone `ESC`) waits for the next read.
  ///
  /// When it is true and the input stays quiet for about 50 ms, call ``flush()``.
  package var hasPendingBytes: Bool { state != .ground }

  /// Decodes a chunk of bytes read from the terminal.
  ///
  /// Bytes of an incomplete sequence at the end are held and completed by the next call.
  package mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalInput] {
    var inputs: [TerminalInput] = []
    let wasContiguous: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      for byte in buffer {
        while !consume(byte, into: &inputs) {}
      }
    }
    if wasContiguous == nil {
      for byte in bytes {
        while !consume(byte, into: &inputs) {}
      }
    }
    return inputs
  }

  /// Decides what the held bytes mean now that the input went quiet, and returns it.
  ///
  /// A lone `ESC` is the Escape key. `ESC [` and `ESC O` alone are Alt-`[` and Alt-`O`, which is
  /// what a user typing those sends. Any other incomplete sequence, and an incomplete UTF-8
  /// character, is skipped and counted.
  package mutating func flush() -> [TerminalInput] {
    var inputs: [TerminalInput] = []
    switch state {
    case .ground:
      break
    case .escape:
      finishPending(with: .key(.escape), into: &inputs)
    case .controlSequence where pending.count == 2, .singleShift:
      let character = Character(Unicode.Scalar(pending[1]))
      finishPending(with: .key(.character(character), modifiers: .alt), into: &inputs)
    case .utf8, .controlSequence:
      skipPending()
    case .discardingControlSequence:
      state = .ground
    }
    return inputs
  }

  /// Takes one byte; returns false when the byte ended a sequence without being part of it and
  /// must be decoded again from the ground state.
  private mutating func consume(_ byte: UInt8, into inputs: inout [TerminalInput]) -> Bool {
    switch state {
    case .ground:
      consumeInGround(byte, into: &inputs)
      return true
    case .utf8(let remaining):
      return consumeContinuation(byte, remaining: remaining, into: &inputs)
    case .escape:
      return consumeAfterEscape(byte, into: &inputs)
    case .controlSequence(let hasIntermediates):
      return consumeInControlSequence(byte, hasIntermediates: hasIntermediates, into: &inputs)
    case .singleShift:
      return consumeAfterSingleShift(byte, into: &inputs)
    case .discardingControlSequence(let hasIntermediates):
      return discardControlSequenceByte(byte, hasIntermediates: hasIntermediates)
    }
  }

  private mutating func consumeInGround(_ byte: UInt8, into inputs: inout [TerminalInput]) {
    switch byte {
    case 0x20...0x7E:
      emit(.text(Character(Unicode.Scalar(byte))), byteCount: 1, into: &inputs)
    case 0x1B:
      pending.append(byte)
      state = .escape
    case 0x80...:
      beginUTF8(byte)
    default:
      if let key = Self.controlKey(for: byte) {
        emit(.key(key), byteCount: 1, into: &inputs)
      } else {
        skippedByteCount += 1
      }
    }
  }

  private mutating func consumeAfterEscape(
    _ byte: UInt8,
    into inputs: inout [TerminalInput]
  ) -> Bool {
    switch byte {
    case UInt8(ascii: "["):
      pending.append(byte)
      state = .controlSequence(hasIntermediates: false)
    case UInt8(ascii: "O"):
      pending.append(byte)
      state = .singleShift
    case 0x1B:
      // ESC ESC: the first is the Escape key; the second may begin a sequence.
      emit(.key(.escape), byteCount: 1, into: &inputs)
    case 0x20...0x7E:
      pending.append(byte)
      let character = Character(Unicode.Scalar(byte))
      finishPending(with: .key(.character(character), modifiers: .alt), into: &inputs)
    default:
      if byte < 0x80, let key = Self.controlKey(for: byte) {
        pending.append(byte)
        finishPending(with: .key(key, modifiers: .alt), into: &inputs)
      } else {
        finishPending(with: .key(.escape), into: &inputs)
        return false
      }
    }
    return true
  }

  /// The key a C0 control byte or DEL stands for, or `nil` for 0x1C–0x1F (and `ESC`).
  static func controlKey(for byte: UInt8) -> TerminalKey? {
    switch byte {
    case 0x0D, 0x0A: .enter
    case 0x09: .tab
    case 0x08, 0x7F: .backspace
    case 0x00: .control(" ")
    case 0x01...0x1A: .control(Character(Unicode.Scalar(byte + 0x60)))
    default: nil
    }
  }

  // MARK: UTF-8

  private mutating func beginUTF8(_ byte: UInt8) {
    let remaining: Int
    switch byte {
    case 0xC2...0xDF: remaining = 1
    case 0xE0...0xEF: remaining = 2
    case 0xF0...0xF4: remaining = 3
    default:
      // A continuation byte with no lead, an overlong lead (C0, C1) or a lead past U+10FFFF.
      skippedByteCount += 1
      return
    }
    pending.append(byte)
    state = .utf8(remaining: remaining)
  }

  private mutating func consumeContinuation(
    _ byte: UInt8,
    remaining: Int,
    into inputs: inout [TerminalInput]
  ) -> Bool {
    guard Self.allowedContinuations(after: pending).contains(byte) else {
      skipPending()
      return false
    }
    pending.append(byte)
    guard remaining == 1 else {
      state = .utf8(remaining: remaining - 1)
      return true
    }
    let leadMask: UInt8 =
      switch pending.count {
      case 2: 0x1F
      case 3: 0x0F
      default: 0x07
      }
    var value = UInt32(pending[0] & leadMask)
    for continuation in pending.dropFirst() {
      value = value << 6 | UInt32(continuation & 0x3F)
    }
    // U+0080–U+009F are C1 control characters, not text.
    if let scalar = Unicode.Scalar(value), !(0x80...0x9F).contains(value) {
      finishPending(with: .text(Character(scalar)), into: &inputs)
    } else {
      skipPending()
    }
    return true
  }

  /// The continuation bytes that may follow `bytes` without making an overlong encoding, a
  /// surrogate, or a scalar past U+10FFFF.
  private static func allowedContinuations(after bytes: [UInt8]) -> ClosedRange<UInt8> {
    guard bytes.count == 1 else { return 0x80...0xBF }
    switch bytes[0] {
    case 0xE0: return 0xA0...0xBF
    case 0xED: return 0x80...0x9F
    case 0xF0: return 0x90...0xBF
    case 0xF4: return 0x80...0x8F
    default: return 0x80...0xBF
    }
  }

  // MARK: Bookkeeping

  mutating func emit(_ input: TerminalInput, byteCount: Int, into inputs: inout [TerminalInput]) {
    inputs.append(input)
    decodedByteCount += byteCount
  }

  /// Returns `input` as made of all the pending bytes, and returns to the ground state.
  mutating func finishPending(with input: TerminalInput, into inputs: inout [TerminalInput]) {
    emit(input, byteCount: pending.count, into: &inputs)
    pending.removeAll(keepingCapacity: true)
    state = .ground
  }

  /// Skips and counts all the pending bytes, and returns to the ground state.
  mutating func skipPending() {
    skippedByteCount += pending.count
    pending.removeAll(keepingCapacity: true)
    state = .ground
  }

  /// Counts bytes skipped outside the pending buffer.
  mutating func skipBytes(_ count: Int) {
    skippedByteCount += count
  }

  /// Holds one more byte of the sequence in the current state.
  mutating func hold(_ byte: UInt8, state newState: State) {
    pending.append(byte)
    state = newState
  }

  /// Drops the pending bytes (already counted by the caller) and enters `newState`.
  mutating func dropPending(entering newState: State) {
    pending.removeAll(keepingCapacity: true)
    state = newState
  }
}
