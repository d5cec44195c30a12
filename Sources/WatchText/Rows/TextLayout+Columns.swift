/// Where a column of a line shows in the rows of a layout.
extension TextLayout {
  /// The row of `line` (0 when not wrapping) that shows the glyph covering `column`, and that
  /// glyph's column in the row (for a line that is cut, from ``offset``: negative when the
  /// column is hidden before it).
  ///
  /// A column past the end of the line counts as in its last row.
  public func position(ofColumn column: Int, in line: StyledLine) -> (row: Int, column: Int) {
    guard wraps else { return (0, column - offset) }
    guard line.width > columns, column > 0 else { return (0, max(column, 0)) }
    if line.width == line.glyphCount {
      let row = min(column, line.width - 1) / columns
      return (row, column - row * columns)
    }
    var row = 0
    var rowColumn = 0
    var lineColumn = 0
    for glyph in 0..<line.glyphCount {
      let width = line.width(ofGlyph: glyph)
      if rowColumn + width > columns, rowColumn > 0 {
        row += 1
        rowColumn = 0
      }
      if lineColumn + width > column { return (row, rowColumn) }
      rowColumn += width
      lineColumn += width
    }
    return (row, rowColumn)
  }
}
