/// Where a column of a line shows in the rows of a layout.
extension TextLayout {
  /// The row of `line` (0 when not wrapping) that shows column `column`, and the column in that
  /// row (for a line that is cut, counted from ``offset``: negative when hidden before it).
  ///
  /// A column past the end of the line counts as in its last row. When wrapping, a column left
  /// blank at the end of a row (a wide character moved to the next) counts as in the next row.
  package func position(ofColumn column: Int, in line: StyledLine) -> (row: Int, column: Int) {
    guard wraps else { return (0, column - offset) }
    guard line.width > columns, column > 0 else { return (0, max(column, 0)) }
    // The last row that starts at or before the column.
    var low = 0
    var high = rowCount(of: line) - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if start(ofRow: middle, in: line).column <= column { low = middle } else { high = middle - 1 }
    }
    return (low, column - start(ofRow: low, in: line).column)
  }
}
