extension TerminalText {
  /// Writes a run of text bytes (none below 0x20, no DEL) at the cursor; returns how many were
  /// parsed: with ``Ending/more``, the last character is held back, as bytes still to come may
  /// belong to it (a combining mark, a joined emoji, the rest of a UTF-8 sequence), unless it is
  /// already as long as a glyph can be.
  ///
  /// Printable ASCII is written byte by byte; a stretch with other bytes, with the ASCII
  /// character before it (which a combining mark may join), is decoded and split into
  /// characters. Characters break before every printable ASCII byte, so the stretches can be
  /// parsed on their own.
  mutating func addText(
    _ bytes: UnsafeBufferPointer<UInt8>,
    _ range: Range<Int>,
    ending: Ending
  ) -> Int {
    var start = range.lowerBound
    let end = range.upperBound
    while start < end {
      var asciiEnd = start
      while asciiEnd < end, bytes[asciiEnd] < 0x80 { asciiEnd += 1 }
      // The last ASCII character may start a character with the bytes after it.
      let holdsLast = asciiEnd < end || ending == .more
      let plainEnd = asciiEnd > start && holdsLast ? asciiEnd - 1 : asciiEnd
      if plainEnd > start {
        builder.addASCII(UnsafeBufferPointer(rebasing: bytes[start..<plainEnd]), style: style)
      }
      if asciiEnd == end { return plainEnd }
      var stretchEnd = asciiEnd
      while stretchEnd < end, bytes[stretchEnd] >= 0x80 { stretchEnd += 1 }
      let stretchEnding = stretchEnd == end ? ending : .final
      let parsed = addCharacters(bytes, plainEnd..<stretchEnd, ending: stretchEnding)
      if parsed < stretchEnd { return parsed }
      start = stretchEnd
    }
    return end
  }

  /// Decodes a stretch of text bytes and writes its characters; returns how many bytes were
  /// parsed (with ``Ending/more``, the last character and a cut UTF-8 sequence are not).
  ///
  /// A scalar that is simple (see ``isSimple(_:)``) and followed by another is a character on
  /// its own, written at once; the stretches between are split into characters by `String`.
  private mutating func addCharacters(
    _ bytes: UnsafeBufferPointer<UInt8>,
    _ range: Range<Int>,
    ending: Ending
  ) -> Int {
    let end = range.upperBound
    var index = range.lowerBound
    while index < end {
      // Simple scalars followed by simple scalars (or, at the end, by what cannot join them).
      var (value, length, _) = Self.decode(bytes, at: index, end: end)
      while let scalar = value, Self.isSimple(scalar) {
        let next = index + length
        if next < end {
          (value, length, _) = Self.decode(bytes, at: next, end: end)
          guard let following = value, Self.isSimple(following) else { break }
        } else if ending == .more {
          break
        }
        builder.addScalar(scalar, style: style)
        index = next
        if next == end { break }
      }
      guard index < end else { break }
      // Up to where a simple scalar follows a simple scalar: a break between characters.
      var stretchEnd = index
      var previousIsSimple = false
      while stretchEnd < end {
        let (value, length, _) = Self.decode(bytes, at: stretchEnd, end: end)
        let isSimple = value.map(Self.isSimple) ?? false
        if isSimple, previousIsSimple, stretchEnd > index { break }
        previousIsSimple = isSimple
        stretchEnd += length
      }
      let stretchEnding = stretchEnd == end ? ending : .final
      let parsed = addClusters(bytes, index..<stretchEnd, ending: stretchEnding)
      if parsed < stretchEnd { return parsed }
      index = stretchEnd
    }
    return end
  }

  /// Whether a scalar is a character on its own whatever is around it, as long as the scalar
  /// after it is simple too: letters of Latin, Greek and Cyrillic, punctuation, box drawing,
  /// kana, CJK ideographs and Hangul syllables, and none that joins or is joined.
  static func isSimple(_ value: UInt32) -> Bool {
    switch value {
    case 0xA0...0x2FF, 0x370...0x482, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x22FF,
      0x2500...0x25FF, 0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60:
      true
    default:
      false
    }
  }

  /// Decodes a stretch of text bytes and splits it into characters as `String` does; returns
  /// how many bytes were parsed (with ``Ending/more``, the last character and a cut UTF-8
  /// sequence are not).
  private mutating func addClusters(
    _ bytes: UnsafeBufferPointer<UInt8>,
    _ range: Range<Int>,
    ending: Ending
  ) -> Int {
    var string = ""
    string.reserveCapacity(range.count)
    // Where each scalar starts in `bytes`, once an invalid sequence made the string differ.
    var offsets: [Int]?
    var index = range.lowerBound
    while index < range.upperBound {
      let (value, length, isCut) = Self.decode(bytes, at: index, end: range.upperBound)
      if isCut, ending != .final { break }
      if value == nil, offsets == nil {
        var offset = range.lowerBound
        offsets = string.unicodeScalars.map { scalar in
          defer { offset += UTF8.width(scalar) }
          return offset
        }
      }
      offsets?.append(index)
      string.unicodeScalars.append(value.flatMap(Unicode.Scalar.init) ?? "\u{FFFD}")
      index += length
    }
    let decodedEnd = index
    var scalarIndex = 0
    var offset = range.lowerBound
    var position = string.startIndex
    while position < string.endIndex {
      let next = string.index(after: position)
      let character = string[position]
      // A character that already has as many scalars as a glyph keeps is not held back: what
      // joins it would be dropped anyway, and holding it back could take ever more bytes.
      if next == string.endIndex, ending == .more,
        character.unicodeScalars.count < LineBuilder.maximumClusterScalars
      {
        return offsets?[scalarIndex] ?? offset
      }
      builder.add(character, style: style)
      if offsets == nil { offset += character.utf8.count }
      scalarIndex += character.unicodeScalars.count
      position = next
    }
    return ending == .more ? decodedEnd : range.upperBound
  }

  /// Decodes the UTF-8 sequence at `index`: its scalar value, or `nil` when invalid (then
  /// `length` is the maximal invalid part, which shows as one U+FFFD); and whether `end` cut it
  /// while it was still valid.
  static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>,
    at index: Int,
    end: Int
  ) -> (value: UInt32?, length: Int, isCut: Bool) {
    let lead = bytes[index]
    var value: UInt32
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    let needed: Int
    switch lead {
    case 0..<0x80: return (UInt32(lead), 1, false)
    case 0xC2...0xDF:
      needed = 1
      value = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
      needed = 2
      value = UInt32(lead & 0x0F)
      if lead == 0xE0 { low = 0xA0 } else if lead == 0xED { high = 0x9F }
    case 0xF0...0xF4:
      needed = 3
      value = UInt32(lead & 0x07)
      if lead == 0xF0 { low = 0x90 } else if lead == 0xF4 { high = 0x8F }
    default: return (nil, 1, false)
    }
    var length = 1
    while length <= needed {
      guard index + length < end else { return (nil, length, true) }
      let byte = bytes[index + length]
      guard byte >= low, byte <= high else { return (nil, length, false) }
      value = value << 6 | UInt32(byte & 0x3F)
      low = 0x80
      high = 0xBF
      length += 1
    }
    return (value, length, false)
  }
}
