/// The columns of a line that changed, as sorted ranges: what ``TextDifferences`` marks and
/// ``TextLayout`` highlights.
package struct ChangedColumns: Sendable, Hashable {
  /// The ranges, sorted, none empty, none touching another.
  package private(set) var ranges: [Range<Int>]

  /// No columns.
  package init() {
    ranges = []
  }

  /// The columns in `ranges`, in any order, overlapping or not.
  package init(_ ranges: [Range<Int>]) {
    self.ranges = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) { append(range) }
  }

  /// Whether no column changed.
  package var isEmpty: Bool { ranges.isEmpty }

  /// Whether `column` changed.
  package func contains(_ column: Int) -> Bool {
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].upperBound <= column { low = middle + 1 } else { high = middle }
    }
    return low < ranges.count && ranges[low].lowerBound <= column
  }

  /// Adds the columns of `other`.
  package mutating func formUnion(_ other: ChangedColumns) {
    guard !other.isEmpty else { return }
    guard !isEmpty else {
      self = other
      return
    }
    let mine = ranges
    ranges = []
    var left = 0
    var right = 0
    while left < mine.count || right < other.ranges.count {
      if right == other.ranges.count
        || (left < mine.count && mine[left].lowerBound <= other.ranges[right].lowerBound)
      {
        append(mine[left])
        left += 1
      } else {
        append(other.ranges[right])
        right += 1
      }
    }
  }

  /// These columns before `end`.
  package func clamped(to end: Int) -> ChangedColumns {
    guard let last = ranges.last, last.upperBound > end else { return self }
    var clamped = ChangedColumns()
    for range in ranges where range.lowerBound < end {
      clamped.ranges.append(range.lowerBound..<min(range.upperBound, end))
    }
    return clamped
  }

  /// The columns of `line` whose characters differ from those of `previous` in the same
  /// columns: all of them when there was no previous line.
  ///
  /// Columns are compared as a terminal's cells: a glyph is unchanged when the previous line has
  /// the same glyph (the same character, as wide) starting in the same column. Styles are not
  /// compared, as `watch -d` compares characters. Columns past the end of `line` (text that was
  /// removed) are never marked.
  package static func between(_ previous: StyledLine?, _ line: StyledLine) -> ChangedColumns {
    var changes = ChangedColumns()
    guard let previous else {
      if line.width > 0 { changes.ranges = [0..<line.width] }
      return changes
    }
    if line.isASCII, previous.isASCII {
      line.utf8.withUnsafeBufferPointer { new in
        previous.utf8.withUnsafeBufferPointer { old in
          for column in 0..<min(new.count, old.count) where new[column] != old[column] {
            changes.append(column..<(column + 1))
          }
        }
      }
      if line.width > previous.width { changes.append(previous.width..<line.width) }
      return changes
    }
    var old = 0
    var oldColumn = 0
    var column = 0
    for glyph in 0..<line.glyphCount {
      let width = line.width(ofGlyph: glyph)
      while old < previous.glyphCount, oldColumn < column {
        oldColumn += previous.width(ofGlyph: old)
        old += 1
      }
      let same =
        old < previous.glyphCount && oldColumn == column
        && previous.width(ofGlyph: old) == width
        && previous.utf8[previous.bytes(ofGlyph: old)] == line.utf8[line.bytes(ofGlyph: glyph)]
      if !same { changes.append(column..<(column + width)) }
      column += width
    }
    return changes
  }

  /// Adds a range that starts at or after the start of the last one.
  private mutating func append(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    if let last = ranges.last, range.lowerBound <= last.upperBound {
      ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
    } else {
      ranges.append(range)
    }
  }
}
