/// One of the eight standard terminal colors, or the bright black that terminals show as gray.
public enum TerminalColor: Sendable, Hashable {
  /// Black, SGR 30.
  case black
  /// Red, SGR 31.
  case red
  /// Green, SGR 32.
  case green
  /// Yellow, SGR 33.
  case yellow
  /// Blue, SGR 34.
  case blue
  /// Magenta, SGR 35.
  case magenta
  /// Cyan, SGR 36.
  case cyan
  /// White, SGR 37.
  case white
  /// Bright black, which terminals show as gray, SGR 90.
  case gray

  /// The colors in the order of their codes in a packed style, 1 to 9 (0 being no color).
  fileprivate static let packed: [TerminalColor] = [
    .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .gray,
  ]

  /// The SGR parameter that sets this color as the foreground.
  var foregroundCode: Int {
    switch self {
    case .black: 30
    case .red: 31
    case .green: 32
    case .yellow: 33
    case .blue: 34
    case .magenta: 35
    case .cyan: 36
    case .white: 37
    case .gray: 90
    }
  }

  /// This color's code in a packed style.
  fileprivate var packedCode: UInt8 {
    switch self {
    case .black: 1
    case .red: 2
    case .green: 3
    case .yellow: 4
    case .blue: 5
    case .magenta: 6
    case .cyan: 7
    case .white: 8
    case .gray: 9
    }
  }
}

/// How a cell's text looks: a foreground color and the attributes every terminal has.
///
/// A style is packed into a byte, so comparing the styles of two screens' cells is cheap.
public struct TextStyle: Sendable, Hashable {
  /// The color's code (0 for none) in the low four bits, then one bit for each attribute.
  private var bits: UInt8

  private static let colorBits: UInt8 = 0x0F
  private static let boldBit: UInt8 = 0x10
  private static let dimBit: UInt8 = 0x20
  private static let reverseBit: UInt8 = 0x40
  private static let underlineBit: UInt8 = 0x80

  /// The foreground color, or `nil` for the terminal's default.
  public var foreground: TerminalColor? {
    get {
      let code = Int(bits & Self.colorBits)
      return code == 0 ? nil : TerminalColor.packed[code - 1]
    }
    set { bits = bits & ~Self.colorBits | (newValue?.packedCode ?? 0) }
  }
  /// Whether the text is bold (increased intensity).
  public var bold: Bool {
    get { bits & Self.boldBit != 0 }
    set { set(Self.boldBit, newValue) }
  }
  /// Whether the text is dim (decreased intensity).
  public var dim: Bool {
    get { bits & Self.dimBit != 0 }
    set { set(Self.dimBit, newValue) }
  }
  /// Whether foreground and background are swapped.
  public var reverse: Bool {
    get { bits & Self.reverseBit != 0 }
    set { set(Self.reverseBit, newValue) }
  }
  /// Whether the text is underlined.
  public var underline: Bool {
    get { bits & Self.underlineBit != 0 }
    set { set(Self.underlineBit, newValue) }
  }

  /// Creates a style; by default the terminal's default look.
  public init(
    foreground: TerminalColor? = nil,
    bold: Bool = false,
    dim: Bool = false,
    reverse: Bool = false,
    underline: Bool = false
  ) {
    bits = foreground?.packedCode ?? 0
    set(Self.boldBit, bold)
    set(Self.dimBit, dim)
    set(Self.reverseBit, reverse)
    set(Self.underlineBit, underline)
  }

  /// The terminal's default look: no color, no attributes.
  public static let plain = TextStyle()

  /// This style as shown when colors are off (`NO_COLOR`): the same without the foreground color.
  func shown(colors: Bool) -> TextStyle {
    var style = self
    if !colors { style.bits &= ~Self.colorBits }
    return style
  }

  /// Whether this style, as shown, is the plain one.
  func isPlain(colors: Bool) -> Bool {
    bits & (colors ? 0xFF : ~Self.colorBits) == 0
  }

  private mutating func set(_ bit: UInt8, _ on: Bool) {
    bits = on ? bits | bit : bits & ~bit
  }
}
