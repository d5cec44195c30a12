/// A terminal color: one of the 256 of the palette, or a 24-bit RGB color.
///
/// The first sixteen palette entries are the standard colors that every terminal has (SGR 30–37
/// and 90–97 for the foreground); entries 16–255 are the 6×6×6 color cube and the gray ramp of
/// 256-color terminals (SGR `38;5;n`); RGB colors are sent as SGR `38;2;r;g;b`. A color is
/// packed into an integer, and a standard color is the same value however it was made:
/// `.red == .indexed(1)`.
package struct TerminalColor: Sendable, Hashable, CustomStringConvertible {
  /// The palette index or the RGB value in the low 24 bits, and the kind above them: 1 for a
  /// palette index, 2 for RGB (so a color is never 0, which a packed style keeps for "none").
  let packed: UInt32

  private static let indexedKind: UInt32 = 1 << 24
  private static let rgbKind: UInt32 = 2 << 24

  /// Makes a color from its packed value (a nonzero value from ``packed``).
  init(packed: UInt32) {
    self.packed = packed
  }

  /// The color at `index` in the terminal's 256-color palette (0–15 are the standard colors).
  package static func indexed(_ index: UInt8) -> TerminalColor {
    TerminalColor(packed: indexedKind | UInt32(index))
  }

  /// A 24-bit color, for terminals with true color.
  package static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> TerminalColor {
    TerminalColor(packed: rgbKind | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue))
  }

  /// Black, palette index 0 (SGR 30).
  package static let black = indexed(0)
  /// Red, palette index 1 (SGR 31).
  package static let red = indexed(1)
  /// Green, palette index 2 (SGR 32).
  package static let green = indexed(2)
  /// Yellow, palette index 3 (SGR 33).
  package static let yellow = indexed(3)
  /// Blue, palette index 4 (SGR 34).
  package static let blue = indexed(4)
  /// Magenta, palette index 5 (SGR 35).
  package static let magenta = indexed(5)
  /// Cyan, palette index 6 (SGR 36).
  package static let cyan = indexed(6)
  /// White, palette index 7 (SGR 37).
  package static let white = indexed(7)
  /// Bright black, which terminals show as gray, palette index 8 (SGR 90).
  package static let gray = indexed(8)
  /// Bright red, palette index 9 (SGR 91).
  package static let brightRed = indexed(9)
  /// Bright green, palette index 10 (SGR 92).
  package static let brightGreen = indexed(10)
  /// Bright yellow, palette index 11 (SGR 93).
  package static let brightYellow = indexed(11)
  /// Bright blue, palette index 12 (SGR 94).
  package static let brightBlue = indexed(12)
  /// Bright magenta, palette index 13 (SGR 95).
  package static let brightMagenta = indexed(13)
  /// Bright cyan, palette index 14 (SGR 96).
  package static let brightCyan = indexed(14)
  /// Bright white, palette index 15 (SGR 97).
  package static let brightWhite = indexed(15)

  /// The palette index, or `nil` for an RGB color.
  package var index: UInt8? {
    packed & Self.rgbKind == 0 ? UInt8(truncatingIfNeeded: packed) : nil
  }

  /// The red, green and blue components of an RGB color, or `nil` for a palette color.
  package var components: (red: UInt8, green: UInt8, blue: UInt8)? {
    guard packed & Self.rgbKind != 0 else { return nil }
    return (
      UInt8(truncatingIfNeeded: packed >> 16), UInt8(truncatingIfNeeded: packed >> 8),
      UInt8(truncatingIfNeeded: packed)
    )
  }

  /// The color as `red`, `indexed(196)` or `rgb(1, 2, 3)`.
  package var description: String {
    if let (red, green, blue) = components { return "rgb(\(red), \(green), \(blue))" }
    let index = Int(index ?? 0)
    return index < 16 ? Self.names[index] : "indexed(\(index))"
  }

  /// The names of the standard colors, as their static properties spell them.
  private static let names = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white", "gray", "brightRed",
    "brightGreen", "brightYellow", "brightBlue", "brightMagenta", "brightCyan", "brightWhite",
  ]
}
