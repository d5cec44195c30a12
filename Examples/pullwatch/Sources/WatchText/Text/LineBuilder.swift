import TerminalKit

/// The line a terminal's cursor is on, as cells, so that `\r`, `\b` and tabs can move back and
/// characters overwrite what is there; ``line()`` packs it into a ``StyledLine``.
///
/// Glyphs past ``maximumColumns`` are dropped, which bounds the cells a line can take.
struct LineBuilder: Sendable {
  /// One column: a glyph and its style.
  struct Cell: Sendable {
    /// A scalar value, or a cluster's index with ``clusterBit``; ``wideBit`` on the first half
    /// of a wide glyph, ``continuationBit`` (alone) on its second half.
    var glyph: UInt32
    /// The style.
    var style: TextStyle
  }

  static let continuationBit: UInt32 = 1 << 31
  static let wideBit: UInt32 = 1 << 30
  static let clusterBit: UInt32 = 1 << 29
  /// The most scalars one glyph keeps; more combining marks are dropped.
  static let maximumClusterScalars = 32

  /// The cells from column 0 to the last one written.
  private(set) var cells: [Cell] = []
  /// The glyphs of more than one scalar, by their index in a cell.
  private var clusters: [String] = []
  /// The index of each glyph in ``clusters``.
  private var clusterIndices: [String: UInt32] = [:]
  /// The column the next glyph goes to; it may be past the last cell.
  private(set) var cursor = 0
  /// A number that changes whenever the cells do.
  private(set) var version = 0
  /// The most columns the line takes.
  let maximumColumns: Int

  init(maximumColumns: Int) {
    self.maximumColumns = max(maximumColumns, 1)
  }

  /// Starts an empty line with the cursor at column 0.
  mutating func clear() {
    cells.removeAll(keepingCapacity: true)
    if !clusters.isEmpty {
      clusters.removeAll()
      clusterIndices.removeAll()
    }
    cursor = 0
    version &+= 1
  }

  /// Moves the cursor to column 0 (`\r`).
  mutating func carriageReturn() { cursor = 0 }

  /// Moves the cursor one column back, not before column 0 (`\b`).
  mutating func backspace() { cursor = max(cursor - 1, 0) }

  /// Moves the cursor to the next multiple of 8 (`\t`), not past the last column.
  mutating func tab() { cursor = min(cursor / 8 * 8 + 8, maximumColumns) }

  /// Writes printable ASCII bytes (0x20–0x7E), each a glyph of one column.
  mutating func addASCII(_ bytes: UnsafeBufferPointer<UInt8>, style: TextStyle) {
    if cursor == cells.count, cursor + bytes.count <= maximumColumns {
      if cells.capacity < cursor + bytes.count {
        cells.reserveCapacity(max(cursor + bytes.count, cells.capacity * 2))
      }
      for byte in bytes { cells.append(Cell(glyph: UInt32(byte), style: style)) }
      cursor += bytes.count
      version &+= 1
      return
    }
    for byte in bytes { put(UInt32(byte), width: 1, style: style) }
  }

  /// Writes a character: a glyph of its display width, or, if it takes no columns, an addition
  /// to the glyph before the cursor when they make one character of the same width (else it is
  /// dropped).
  mutating func add(_ character: Character, style: TextStyle) {
    let width = DisplayWidth.of(character)
    guard width > 0 else { return attach(character) }
    let scalars = character.unicodeScalars
    if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
      put(first.value, width: width, style: style)
    } else {
      put(cluster(String(character)), width: width, style: style)
    }
  }

  /// Writes a character of one scalar, `value`, that shows (a valid scalar of width 1 or 2).
  mutating func addScalar(_ value: UInt32, style: TextStyle) {
    switch value {
    case 0xA0...0x2FF:
      put(value, width: 1, style: style)
    case 0x3041...0x3096, 0x309B...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3:
      // Kana, CJK ideographs, Hangul syllables: wide, as DisplayWidth has them, found sooner.
      put(value, width: 2, style: style)
    default:
      guard let scalar = Unicode.Scalar(value) else { return }
      put(value, width: DisplayWidth.of(scalar), style: style)
    }
  }

  /// The line: the cells' glyphs, packed.
  func line() -> StyledLine {
    if let line = asciiLine() { return line }
    var byteCount = 0
    var glyphCount = 0
    for cell in cells where cell.glyph & Self.continuationBit == 0 {
      glyphCount += 1
      byteCount += utf8Count(of: cell.glyph & ~Self.wideBit)
    }
    var runs: [StyledLine.Run] = []
    var utf8: [UInt8] = []
    let ends = [UInt32](unsafeUninitializedCapacity: glyphCount) { ends, endCount in
      utf8 = [UInt8](unsafeUninitializedCapacity: byteCount) { bytes, offset in
        var style = TextStyle.plain
        for cell in cells where cell.glyph & Self.continuationBit == 0 {
          if cell.style != style {
            runs.append(StyledLine.Run(start: endCount, style: cell.style))
            style = cell.style
          }
          let value = cell.glyph & ~Self.wideBit
          if value & Self.clusterBit != 0 {
            for byte in clusters[Int(value & ~Self.clusterBit)].utf8 {
              bytes[offset] = byte
              offset += 1
            }
          } else {
            Self.writeUTF8(of: value, to: bytes, at: &offset)
          }
          let wide = cell.glyph & Self.wideBit != 0 ? StyledLine.wideBit : 0
          ends[endCount] = UInt32(offset) | wide
          endCount += 1
        }
      }
    }
    return StyledLine(utf8: utf8, ends: ends, runs: runs, width: cells.count)
  }

  /// The number of UTF-8 bytes of a glyph's value (without ``wideBit``).
  private func utf8Count(of value: UInt32) -> Int {
    switch value {
    case ..<0x80: 1
    case ..<0x800: 2
    case ..<0x10000: 3
    case ..<Self.clusterBit: 4
    default: clusters[Int(value & ~Self.clusterBit)].utf8.count
    }
  }

  /// The line if every glyph is one ASCII byte (the common case, made in one quick pass).
  private func asciiLine() -> StyledLine? {
    // `Array(unsafeUninitializedCapacity: 0)` writes its count into the shared empty-array
    // storage, a race between two threads that the thread sanitizer reports: an empty line is
    // made without it.
    if cells.isEmpty { return StyledLine(utf8: [], ends: [], runs: [], width: 0) }
    var runs: [StyledLine.Run] = []
    var isASCII = true
    let utf8 = cells.withUnsafeBufferPointer { cells in
      [UInt8](unsafeUninitializedCapacity: cells.count) { bytes, initialized in
        var style = TextStyle.plain
        var index = 0
        defer { initialized = index }
        while index < cells.count {
          let cell = cells[index]
          guard cell.glyph < 0x80 else {
            isASCII = false
            return
          }
          if cell.style != style {
            runs.append(StyledLine.Run(start: index, style: cell.style))
            style = cell.style
          }
          bytes[index] = UInt8(truncatingIfNeeded: cell.glyph)
          index += 1
        }
      }
    }
    return isASCII ? StyledLine(utf8: utf8, ends: [], runs: runs, width: cells.count) : nil
  }

  /// Puts a glyph at the cursor and moves the cursor past it.
  private mutating func put(_ glyph: UInt32, width: Int, style: TextStyle) {
    guard cursor + width <= maximumColumns else { return }
    version &+= 1
    while cells.count < cursor { cells.append(Cell(glyph: 0x20, style: .plain)) }
    let head = Cell(glyph: width == 2 ? glyph | Self.wideBit : glyph, style: style)
    let tail = Cell(glyph: Self.continuationBit, style: style)
    if cursor == cells.count {
      cells.append(head)
      if width == 2 { cells.append(tail) }
    } else {
      unpair(at: cursor)
      if width == 2, cursor + 1 < cells.count { unpair(at: cursor + 1) }
      cells[cursor] = head
      if width == 2 {
        if cursor + 1 < cells.count { cells[cursor + 1] = tail } else { cells.append(tail) }
      }
    }
    cursor += width
  }

  /// Blanks the other half of the wide glyph the cell at `column` belongs to, if any.
  private mutating func unpair(at column: Int) {
    let glyph = cells[column].glyph
    if glyph == Self.continuationBit {
      cells[column - 1].glyph = 0x20
    } else if glyph & Self.wideBit != 0 {
      cells[column + 1].glyph = 0x20
    }
  }

  /// Adds a zero-width character to the glyph left of the cursor, if together they are one
  /// character as wide as the glyph was.
  private mutating func attach(_ character: Character) {
    var column = min(cursor, cells.count) - 1
    guard cursor <= cells.count, column >= 0 else { return }
    if cells[column].glyph == Self.continuationBit { column -= 1 }
    let glyph = cells[column].glyph
    let value = glyph & ~Self.wideBit
    var text: String
    if value & Self.clusterBit != 0 {
      text = clusters[Int(value & ~Self.clusterBit)]
      guard text.unicodeScalars.count < Self.maximumClusterScalars else { return }
    } else if let scalar = Unicode.Scalar(value) {
      text = String(Character(scalar))
    } else {
      return
    }
    let width = glyph & Self.wideBit != 0 ? 2 : 1
    text.unicodeScalars.append(contentsOf: character.unicodeScalars)
    guard text.count == 1, let combined = text.first, DisplayWidth.of(combined) == width else {
      return
    }
    cells[column].glyph = cluster(text) | (glyph & Self.wideBit)
    version &+= 1
  }

  /// Keeps a glyph of more than one scalar (at most ``maximumClusterScalars``); returns its
  /// value for a cell.
  private mutating func cluster(_ text: String) -> UInt32 {
    var kept = text
    if text.unicodeScalars.count > Self.maximumClusterScalars {
      kept = ""
      kept.unicodeScalars.append(contentsOf: text.unicodeScalars.prefix(Self.maximumClusterScalars))
    }
    if let index = clusterIndices[kept] { return Self.clusterBit | index }
    let index = UInt32(clusters.count)
    clusters.append(kept)
    clusterIndices[kept] = index
    return Self.clusterBit | index
  }

  /// Writes the UTF-8 of a scalar value at `offset`, and moves `offset` past it.
  private static func writeUTF8(
    of value: UInt32,
    to bytes: UnsafeMutableBufferPointer<UInt8>,
    at offset: inout Int
  ) {
    switch value {
    case ..<0x80:
      bytes[offset] = UInt8(value)
      offset += 1
    case ..<0x800:
      bytes[offset] = UInt8(0xC0 | value >> 6)
      bytes[offset + 1] = UInt8(0x80 | value & 0x3F)
      offset += 2
    case ..<0x10000:
      bytes[offset] = UInt8(0xE0 | value >> 12)
      bytes[offset + 1] = UInt8(0x80 | value >> 6 & 0x3F)
      bytes[offset + 2] = UInt8(0x80 | value & 0x3F)
      offset += 3
    default:
      bytes[offset] = UInt8(0xF0 | value >> 18)
      bytes[offset + 1] = UInt8(0x80 | value >> 12 & 0x3F)
      bytes[offset + 2] = UInt8(0x80 | value >> 6 & 0x3F)
      bytes[offset + 3] = UInt8(0x80 | value & 0x3F)
      offset += 4
    }
  }
}
