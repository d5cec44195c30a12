/// How a cell's text looks: foreground and background colors and the attributes of SGR.
///
/// A style is packed into a 64-bit integer, so comparing the styles of two screens' cells is
/// cheap.
package struct TextStyle: Sendable, Hashable, CustomStringConvertible {
  /// The foreground's packed color (0 for none) in bits 0–25, the background's in bits 26–51,
  /// then one bit for each attribute (bits 52–56); the top bits are 0.
  private(set) var bits: UInt64

  /// A style from its ``bits``.
  init(bits: UInt64) {
    self.bits = bits
  }

  private static let colorMask: UInt64 = (1 << 26) - 1
  private static let backgroundShift: UInt64 = 26
  private static let colorBits: UInt64 = (1 << 52) - 1
  private static let boldBit: UInt64 = 1 << 52
  private static let dimBit: UInt64 = 1 << 53
  private static let italicBit: UInt64 = 1 << 54
  private static let underlineBit: UInt64 = 1 << 55
  private static let reverseBit: UInt64 = 1 << 56

  /// The foreground color, or `nil` for the terminal's default.
  package var foreground: TerminalColor? {
    get { Self.color(bits & Self.colorMask) }
    set { bits = bits & ~Self.colorMask | UInt64(newValue?.packed ?? 0) }
  }
  /// The background color, or `nil` for the terminal's default.
  package var background: TerminalColor? {
    get { Self.color(bits >> Self.backgroundShift & Self.colorMask) }
    set {
      bits =
        bits & ~(Self.colorMask << Self.backgroundShift)
        | UInt64(newValue?.packed ?? 0) << Self.backgroundShift
    }
  }
  /// Whether the text is bold (increased intensity).
  package var bold: Bool {
    get { bits & Self.boldBit != 0 }
    set { set(Self.boldBit, newValue) }
  }
  /// Whether the text is dim (decreased intensity).
  package var dim: Bool {
    get { bits & Self.dimBit != 0 }
    set { set(Self.dimBit, newValue) }
  }
  /// Whether the text is italic.
  package var italic: Bool {
    get { bits & Self.italicBit != 0 }
    set { set(Self.italicBit, newValue) }
  }
  /// Whether foreground and background are swapped.
  package var reverse: Bool {
    get { bits & Self.reverseBit != 0 }
    set { set(Self.reverseBit, newValue) }
  }
  /// Whether the text is underlined.
  package var underline: Bool {
    get { bits & Self.underlineBit != 0 }
    set { set(Self.underlineBit, newValue) }
  }

  /// Creates a style; by default the terminal's default look.
  package init(
    foreground: TerminalColor? = nil,
    background: TerminalColor? = nil,
    bold: Bool = false,
    dim: Bool = false,
    italic: Bool = false,
    reverse: Bool = false,
    underline: Bool = false
  ) {
    bits = 0
    self.foreground = foreground
    self.background = background
    set(Self.boldBit, bold)
    set(Self.dimBit, dim)
    set(Self.italicBit, italic)
    set(Self.reverseBit, reverse)
    set(Self.underlineBit, underline)
  }

  /// The terminal's default look: no colors, no attributes.
  package static let plain = TextStyle()

  /// The style in words, such as `bold red on blue` or `plain`.
  package var description: String {
    var words: [String] = []
    if bold { words.append("bold") }
    if dim { words.append("dim") }
    if italic { words.append("italic") }
    if underline { words.append("underline") }
    if reverse { words.append("reverse") }
    if let foreground { words.append(foreground.description) }
    if let background { words += ["on", background.description] }
    return words.isEmpty ? "plain" : words.joined(separator: " ")
  }

  /// This style as shown when colors are off (`NO_COLOR`): the same without its colors.
  package func shown(colors: Bool) -> TextStyle {
    var style = self
    if !colors { style.bits &= ~Self.colorBits }
    return style
  }

  /// Whether this style, as shown, is the plain one.
  func isPlain(colors: Bool) -> Bool {
    bits & (colors ? ~0 : ~Self.colorBits) == 0
  }

  /// Whether `other` has an attribute or a color that this style lacks, so that going from
  /// `other` to this style needs a reset.
  func lacksSomething(of other: TextStyle) -> Bool {
    let attributes = ~Self.colorBits
    if other.bits & attributes & ~bits != 0 { return true }
    if other.bits & Self.colorMask != 0, bits & Self.colorMask == 0 { return true }
    let background = Self.colorMask << Self.backgroundShift
    return other.bits & background != 0 && bits & background == 0
  }

  private static func color(_ packed: UInt64) -> TerminalColor? {
    packed == 0 ? nil : TerminalColor(packed: UInt32(packed))
  }

  private mutating func set(_ bit: UInt64, _ on: Bool) {
    bits = on ? bits | bit : bits & ~bit
  }
}
