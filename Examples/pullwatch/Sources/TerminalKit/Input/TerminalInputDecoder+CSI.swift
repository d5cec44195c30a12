// Control sequences (`ESC [`), single shifts (`ESC O`) and SGR mouse reports.

extension TerminalInputDecoder {
  mutating func consumeInControlSequence(
    _ byte: UInt8,
    hasIntermediates: Bool,
    into inputs: inout [TerminalInput]
  ) -> Bool {
    switch byte {
    case 0x40...0x7E:
      hold(byte, state: state)
      if let input = interpretControlSequence() {
        finishPending(with: input, into: &inputs)
      } else {
        skipPending()
      }
    case 0x20...0x2F:
      holdOrDiscard(byte, hasIntermediates: true)
    case 0x30...0x3F where !hasIntermediates:
      holdOrDiscard(byte, hasIntermediates: false)
    default:
      skipPending()
      return false
    }
    return true
  }

  /// Holds a parameter or intermediate byte, or, when the sequence with its final byte would
  /// pass the limit, skips the sequence so far and the rest of it.
  private mutating func holdOrDiscard(_ byte: UInt8, hasIntermediates: Bool) {
    if pending.count + 1 < Self.maximumPendingByteCount {
      hold(byte, state: .controlSequence(hasIntermediates: hasIntermediates))
    } else {
      skipBytes(pending.count + 1)
      dropPending(entering: .discardingControlSequence(hasIntermediates: hasIntermediates))
    }
  }

  mutating func discardControlSequenceByte(_ byte: UInt8, hasIntermediates: Bool) -> Bool {
    switch byte {
    case 0x40...0x7E:
      skipBytes(1)
      dropPending(entering: .ground)
    case 0x20...0x2F:
      skipBytes(1)
      dropPending(entering: .discardingControlSequence(hasIntermediates: true))
    case 0x30...0x3F where !hasIntermediates:
      skipBytes(1)
    default:
      dropPending(entering: .ground)
      return false
    }
    return true
  }

  mutating func consumeAfterSingleShift(_ byte: UInt8, into inputs: inout [TerminalInput]) -> Bool {
    guard (0x40...0x7E).contains(byte) else {
      skipPending()
      return false
    }
    hold(byte, state: .singleShift)
    if let key = Self.singleShiftKey(for: byte) {
      finishPending(with: .key(key), into: &inputs)
    } else {
      skipPending()
    }
    return true
  }

  /// The input that the complete control sequence in `pending` stands for, or `nil` if unknown.
  private func interpretControlSequence() -> TerminalInput? {
    let final = pending[pending.count - 1]
    let body = pending[2..<(pending.count - 1)]
    if body.first == UInt8(ascii: "<") {
      guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"),
        let parameters = ControlSequenceParameters(parsing: body.dropFirst()),
        let event = Self.mouseEvent(parameters, isRelease: final == UInt8(ascii: "m"))
      else { return nil }
      return .mouse(event)
    }
    guard let parameters = ControlSequenceParameters(parsing: body) else { return nil }
    // Focus reports, `CSI I` and `CSI O`: no parameters (`CSI 1 I` is no report).
    if parameters.count == 0, let gained = Self.focusGained(by: final) {
      return .focus(gained: gained)
    }
    if final == UInt8(ascii: "~") {
      return Self.tildeKey(parameters)
    }
    guard let key = Self.letterKey(for: final),
      parameters.count <= 2,
      parameters[0] == nil || parameters[0] == 1,
      let modifiers = Self.modifiers(parameters[1])
    else { return nil }
    return .key(key, modifiers: modifiers)
  }

  /// Whether the focus report ending in `final` says the window gained the focus (`I`) or lost
  /// it (`O`); `nil` for another final byte.
  private static func focusGained(by final: UInt8) -> Bool? {
    switch final {
    case UInt8(ascii: "I"): true
    case UInt8(ascii: "O"): false
    default: nil
    }
  }

  /// The key of `CSI code ~` or `CSI code ; modifier ~`.
  private static func tildeKey(_ parameters: ControlSequenceParameters) -> TerminalInput? {
    guard parameters.count <= 2, let code = parameters[0],
      let modifiers = modifiers(parameters[1])
    else { return nil }
    let key: TerminalKey
    switch code {
    case 1, 7: key = .home
    case 2: key = .insert
    case 3: key = .delete
    case 4, 8: key = .end
    case 5: key = .pageUp
    case 6: key = .pageDown
    case 11...15: key = .function(code - 10)
    case 17...21: key = .function(code - 11)
    case 23, 24: key = .function(code - 12)
    default: return nil
    }
    return .key(key, modifiers: modifiers)
  }

  /// The key of a control sequence ending in a letter, such as `CSI A` or `CSI 1 ; 5 P`.
  private static func letterKey(for final: UInt8) -> TerminalKey? {
    switch final {
    case UInt8(ascii: "Z"): .backTab
    default: singleShiftKey(for: final)
    }
  }

  /// The key of `ESC O` and the final byte.
  private static func singleShiftKey(for final: UInt8) -> TerminalKey? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "P"): .function(1)
    case UInt8(ascii: "Q"): .function(2)
    case UInt8(ascii: "R"): .function(3)
    case UInt8(ascii: "S"): .function(4)
    default: nil
    }
  }

  /// The modifiers of an xterm modifier parameter (1 + bits: 1 shift, 2 alt, 4 control, 8 meta).
  ///
  /// A missing parameter (or 0) means none; meta counts as alt; above 16 is unknown.
  private static func modifiers(_ parameter: Int?) -> TerminalKeyModifiers? {
    guard let parameter, parameter > 1 else { return [] }
    guard parameter <= 16 else { return nil }
    let bits = parameter - 1
    var modifiers: TerminalKeyModifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & (2 | 8) != 0 { modifiers.insert(.alt) }
    if bits & 4 != 0 { modifiers.insert(.control) }
    return modifiers
  }

  /// The event of an SGR mouse report `CSI < code ; column ; row M` (or `m` for a release).
  private static func mouseEvent(
    _ parameters: ControlSequenceParameters,
    isRelease: Bool
  ) -> MouseEvent? {
    guard parameters.count == 3, let code = parameters[0], code < 128,
      let column = parameters[1], let row = parameters[2], column >= 1, row >= 1
    else { return nil }
    var modifiers: TerminalKeyModifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let button: MouseEvent.Button? =
      switch code & 3 {
      case 0: .left
      case 1: .middle
      case 2: .right
      default: nil
      }
    let kind: MouseEvent.Kind
    if code & 64 != 0 {
      guard !isRelease else { return nil }
      let direction: MouseEvent.WheelDirection =
        switch code & 3 {
        case 0: .up
        case 1: .down
        case 2: .left
        default: .right
        }
      kind = .wheel(direction)
    } else if isRelease {
      kind = .released(button)
    } else if code & 32 != 0 {
      kind = button.map { MouseEvent.Kind.dragged($0) } ?? .moved
    } else if let button {
      kind = .pressed(button)
    } else {
      return nil
    }
    return MouseEvent(kind: kind, column: column - 1, row: row - 1, modifiers: modifiers)
  }
}

/// The numeric parameters of a control sequence: at most three, each empty or up to 99,999.
struct ControlSequenceParameters {
  /// How many parameters there are; an empty body has none.
  private(set) var count = 0
  private var values: (Int?, Int?, Int?) = (nil, nil, nil)

  /// Parses digits separated by `;`; returns `nil` for any other byte, more than three
  /// parameters, or a number above 99,999.
  init?(parsing bytes: ArraySlice<UInt8>) {
    guard !bytes.isEmpty else { return }
    var current: Int?
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let value = current ?? 0
        guard value <= 9_999 else { return nil }
        current = value * 10 + Int(byte - UInt8(ascii: "0"))
      case UInt8(ascii: ";"):
        guard append(current) else { return nil }
        current = nil
      default:
        return nil
      }
    }
    guard append(current) else { return nil }
  }

  /// The parameter at `index`, or `nil` if it is empty or missing.
  subscript(index: Int) -> Int? {
    switch index {
    case 0: values.0
    case 1: values.1
    case 2: values.2
    default: nil
    }
  }

  private mutating func append(_ value: Int?) -> Bool {
    switch count {
    case 0: values.0 = value
    case 1: values.1 = value
    case 2: values.2 = value
    default: return false
    }
    count += 1
    return true
  }
}
