/// What changed in a command's output, as `watch -d` highlights it: since the run before, or,
/// when permanent (`--differences=permanent`), ever.
///
/// Lines are compared by their index and their columns (see
/// ``ChangedColumns/between(_:_:)``): a changed character is marked; a line that the run before
/// did not have is marked whole; removed text leaves nothing to mark. The first run has nothing
/// to be compared with, so nothing is marked. In permanent mode a column stays marked once it
/// changed from one run to the next, for as long as the line has it.
///
/// ```swift
/// // When a new run starts, the output shown until then is what it is compared with.
/// differences.setBaseline(text)
/// text = TerminalText(colors: options.color)
/// // While drawing line `index`:
/// layout.draw(text[index], row: 0, into: &screen, at: row,
///             changes: differences.changes(in: text[index], at: index))
/// ```
package struct TextDifferences: Sendable {
  /// Whether a column stays marked once it changed.
  package let isPermanent: Bool
  /// The output the current one is compared with, if a run came before it.
  package private(set) var baseline: TerminalText?
  /// In permanent mode, the columns that changed between earlier runs, by line.
  private var changedBefore: [ChangedColumns] = []

  /// Differences since the run before, or ever if `permanent`.
  package init(permanent: Bool = false) {
    isPermanent = permanent
  }

  /// Compares the output to come with `previous`, the output of the run before; in permanent
  /// mode, first keeps what changed between the old baseline and `previous`.
  package mutating func setBaseline(_ previous: TerminalText) {
    if isPermanent, let baseline {
      if changedBefore.count < previous.lineCount {
        changedBefore += Array(
          repeating: ChangedColumns(),
          count: previous.lineCount - changedBefore.count
        )
      }
      for index in 0..<previous.lineCount {
        let old = index < baseline.lineCount ? baseline[index] : nil
        changedBefore[index].formUnion(ChangedColumns.between(old, previous[index]))
      }
    }
    baseline = previous
  }

  /// Forgets the runs before: nothing is marked until the next ``setBaseline(_:)``.
  package mutating func reset() {
    baseline = nil
    changedBefore = []
  }

  /// The columns to highlight in line `index` of the current output, `line`.
  package func changes(in line: StyledLine, at index: Int) -> ChangedColumns {
    guard let baseline else { return ChangedColumns() }
    let previous = (0..<baseline.lineCount).contains(index) ? baseline[index] : nil
    var changes = ChangedColumns.between(previous, line)
    if isPermanent, changedBefore.indices.contains(index) {
      changes.formUnion(changedBefore[index].clamped(to: line.width))
    }
    return changes
  }
}
