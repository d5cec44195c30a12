import TerminalKit

extension TerminalText {
  /// Where the parser is in an escape sequence.
  enum EscapeState: Sendable {
    /// Not in one: text and control characters.
    case ground
    /// After ESC.
    case escape
    /// After ESC and intermediate bytes (0x20–0x2F), until the final byte.
    case escapeIntermediate
    /// In a control sequence (CSI, `ESC [`), until its final byte (0x40–0x7E).
    case controlSequence
    /// In an OSC, DCS, SOS, PM or APC string, until BEL or ST (`ESC \`).
    case string
    /// After ESC in a string: `\` ends it; anything else starts a new escape.
    case stringEscape
  }

  /// The most parameter bytes of a control sequence that are kept for SGR.
  private static let maximumParameterBytes = 256

  /// Starts an escape sequence (ESC seen).
  mutating func startEscape() {
    escape = .escape
    parameters.removeAll(keepingCapacity: true)
    isNotSelectGraphicRendition = false
  }

  /// Reads a byte of an escape sequence; returns false when the byte ended the sequence without
  /// belonging to it, so that it is to be read again as text.
  mutating func escapeByte(_ byte: UInt8) -> Bool {
    if byte < 0x20 { return controlInEscape(byte) }
    switch escape {
    case .ground:
      return false
    case .escape:
      switch byte {
      case 0x5B: escape = .controlSequence  // [
      case 0x5D, 0x50, 0x58, 0x5E, 0x5F: escape = .string  // ] P X ^ _
      case 0x20...0x2F: escape = .escapeIntermediate
      case 0x30...0x7E: escape = .ground
      case 0x7F: break
      default:
        escape = .ground
        return false
      }
    case .escapeIntermediate:
      switch byte {
      case 0x20...0x2F, 0x7F: break
      case 0x30...0x7E: escape = .ground
      default:
        escape = .ground
        return false
      }
    case .controlSequence:
      return controlSequenceByte(byte)
    case .string:
      break
    case .stringEscape:
      if byte == 0x5C {
        escape = .ground
      } else {
        startEscape()
        return escapeByte(byte)
      }
    }
    return true
  }

  /// Reads a control character inside an escape sequence: `\n` ends the sequence and the line,
  /// CAN and SUB cancel it, ESC starts a new one, BEL ends a string, and `\r`, `\b` and `\t`
  /// act (outside strings) without ending the sequence, as on a terminal.
  private mutating func controlInEscape(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x0A, 0x18, 0x1A:
      escape = .ground
      return byte != 0x0A
    case 0x1B:
      if escape == .string {
        escape = .stringEscape
      } else {
        startEscape()
      }
    case 0x07, 0x08, 0x09, 0x0D:
      if escape == .string || escape == .stringEscape {
        if byte == 0x07 { escape = .ground }
      } else if byte != 0x07 {
        control(byte)
      }
    default:
      break
    }
    return true
  }

  /// Reads a byte of a control sequence (0x20 and above).
  private mutating func controlSequenceByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x3F:
      // Digits, `;` and `:`; a private marker (`<`, `=`, `>`, `?`) makes it another sequence.
      if byte >= 0x3C || parameters.count >= Self.maximumParameterBytes {
        isNotSelectGraphicRendition = true
      } else {
        parameters.append(byte)
      }
    case 0x20...0x2F:
      isNotSelectGraphicRendition = true
    case 0x40...0x7E:
      escape = .ground
      if byte == 0x6D, colors, !isNotSelectGraphicRendition { selectGraphicRendition() }
    case 0x7F:
      break
    default:
      escape = .ground
      return false
    }
    return true
  }

  /// Reads a whole control sequence at `index` (an ESC) if the bytes have it, at once: applies
  /// it if it is SGR, and returns the index after it; `nil` if it is cut or holds other bytes
  /// than parameters, for the byte-by-byte parser to read.
  mutating func selectGraphicRendition(
    in bytes: UnsafeBufferPointer<UInt8>,
    at index: Int
  ) -> Int? {
    guard index + 1 < bytes.count, bytes[index + 1] == 0x5B else { return nil }
    var end = index + 2
    while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
    guard end < bytes.count, (0x40...0x7E).contains(bytes[end]) else { return nil }
    let parameters = UnsafeBufferPointer(rebasing: bytes[(index + 2)..<end])
    if bytes[end] == 0x6D, colors, parameters.count <= Self.maximumParameterBytes,
      !parameters.contains(where: { $0 >= 0x3C })
    {
      style = Self.applying(parameters, to: style)
    }
    return end + 1
  }

  /// Applies the SGR sequence whose parameters were read to ``style``.
  private mutating func selectGraphicRendition() {
    style = parameters.withUnsafeBufferPointer { Self.applying($0, to: style) }
  }

  /// `style` with the SGR parameters (digits, `;` and `:`) applied.
  private static func applying(
    _ parameters: UnsafeBufferPointer<UInt8>,
    to style: TextStyle
  ) -> TextStyle {
    var style = style
    var reader = SGRParameterReader(parameters)
    while let (number, _) = reader.next() {
      switch number {
      case 0: style = .plain
      case 1: style.bold = true
      case 2: style.dim = true
      case 3: style.italic = true
      case 4: style.underline = (reader.nextSubparameter() ?? 1) != 0  // 4:0 is "no underline"
      case 7: style.reverse = true
      case 22:
        style.bold = false
        style.dim = false
      case 23: style.italic = false
      case 24: style.underline = false
      case 27: style.reverse = false
      case 30...37: style.foreground = .indexed(UInt8(number - 30))
      case 39: style.foreground = nil
      case 40...47: style.background = .indexed(UInt8(number - 40))
      case 49: style.background = nil
      case 90...97: style.foreground = .indexed(UInt8(number - 90 + 8))
      case 100...107: style.background = .indexed(UInt8(number - 100 + 8))
      case 38:
        if let color = reader.extendedColor() { style.foreground = color }
      case 48:
        if let color = reader.extendedColor() { style.background = color }
      default:
        break
      }
      reader.skipSubparameters()
    }
    return style
  }
}

/// Reads the numbers of SGR parameter bytes: `;` separates parameters, `:` subparameters; an
/// empty number is 0.
private struct SGRParameterReader {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  /// Whether the bytes were all read (an empty list still gives one 0).
  private var isDone = false

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The next number and whether it is a subparameter (after `:`).
  mutating func next() -> (number: Int, isSubparameter: Bool)? {
    guard !isDone else { return nil }
    let isSubparameter = index > 0 && bytes[index - 1] == 0x3A
    var number = 0
    while index < bytes.count, bytes[index] != 0x3B, bytes[index] != 0x3A {
      number = min(number * 10 + Int(bytes[index] &- 0x30), 100_000)
      index += 1
    }
    if index < bytes.count { index += 1 } else { isDone = true }
    return (number, isSubparameter)
  }

  /// The next number if it is a subparameter of the one read last.
  mutating func nextSubparameter() -> Int? {
    guard !isDone, index > 0, bytes[index - 1] == 0x3A else { return nil }
    return next()?.number
  }

  /// Skips the subparameters of the parameter read last.
  mutating func skipSubparameters() {
    while nextSubparameter() != nil {}
  }

  /// Reads the color after 38 or 48: `5;n`, `2;r;g;b`, or with colons `5:n`, `2:r:g:b` or
  /// `2:space:r:g:b`; `nil` when it is malformed or out of range.
  mutating func extendedColor() -> TerminalColor? {
    let colons = !isDone && index > 0 && bytes[index - 1] == 0x3A
    var numbers: [Int] = []
    if colons {
      while let number = nextSubparameter() { numbers.append(number) }
      if numbers.first == 2, numbers.count >= 5 { numbers.remove(at: 1) }  // a color space
    } else if let (mode, _) = next() {
      numbers = [mode]
      for _ in 0..<(mode == 2 ? 3 : mode == 5 ? 1 : 0) {
        guard let (number, _) = next() else { return nil }
        numbers.append(number)
      }
    }
    guard numbers.dropFirst().allSatisfy({ (0...255).contains($0) }) else { return nil }
    switch (numbers.first, numbers.count) {
    case (5, 2): return .indexed(UInt8(numbers[1]))
    case (2, 4): return .rgb(UInt8(numbers[1]), UInt8(numbers[2]), UInt8(numbers[3]))
    default: return nil
    }
  }
}
