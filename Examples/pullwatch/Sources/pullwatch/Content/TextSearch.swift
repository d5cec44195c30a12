import PullToRefreshTerminal
import WatchText

/// A search of the output shown: a pattern of plain text, where it is in a ``TerminalText``,
/// and which match is the current one.
///
/// The pattern is plain text, compared glyph by glyph as the rows show it (see
/// ``StyledLine/columns(of:ignoringCase:)``), in smart case: a pattern with a capital letter
/// matches case exactly, any other ignores case. Every occurrence counts, overlapping ones too.
/// Matches never span lines. A new text (a new run's) is searched again with ``find(in:)``,
/// which keeps the current match on its line when it can; a text that only grew is searched
/// only where it grew.
struct TextSearch: Sendable, Equatable {
  /// One occurrence of the pattern: its line, and its columns in the line.
  struct Match: Sendable, Equatable {
    /// The line's index in the text.
    var line: Int
    /// The columns the occurrence takes in the line.
    var columns: Range<Int>
  }

  /// The most characters a pattern keeps: what is typed past them is ignored.
  static let maximumPatternLength = 256
  /// The most matches counted: a search stops there, and says so.
  static let maximumMatches = 100_000

  /// The text looked for.
  let pattern: String
  /// Whether case is ignored: the pattern has no capital letter.
  let ignoresCase: Bool
  /// The pattern as a line, made into glyphs as the output's lines are.
  private let needle: StyledLine
  /// The matches, in the order of the text.
  private(set) var matches: [Match] = []
  /// The index in ``matches`` of the current one, if there is a match.
  private(set) var currentIndex: Int?
  /// Whether the search stopped at ``maximumMatches``.
  private(set) var stoppedAtLimit = false
  /// The state of the text last searched.
  private var searched: TerminalText.Revision?

  /// A search for `pattern` (cut to ``maximumPatternLength`` characters), with no matches yet.
  init(pattern: String) {
    self.pattern = String(pattern.prefix(Self.maximumPatternLength))
    ignoresCase = !self.pattern.contains { $0.isUppercase }
    needle = StyledLine(self.pattern)
  }

  /// The current match, if there is one.
  var current: Match? { currentIndex.map { matches[$0] } }

  /// Whether the pattern shows nothing (only control or zero-width characters): it is never
  /// found.
  var isEmpty: Bool { needle.isEmpty }

  /// Finds the matches in `text`, if it changed since the last time.
  ///
  /// The current match stays on its line if the line still has a match (the same occurrence in
  /// the line when there are enough), or else moves to the next line with one, or to the first.
  /// Before the first ``select(from:)``, the first match is the current one.
  mutating func find(in text: TerminalText) {
    let revision = text.revision
    guard revision != searched else { return }
    let kept = currentIndex.map { index in
      (line: matches[index].line, occurrence: index - firstIndex(onOrAfter: matches[index].line))
    }
    var first = 0
    if let searched, revision.continues(searched) {
      // The ended lines are as they were: only the last one searched and the new ones change.
      first = searched.completeLineCount
      matches.removeSubrange(firstIndex(onOrAfter: first)...)
    } else {
      matches = []
    }
    stoppedAtLimit = false
    searched = revision
    for line in first..<text.lineCount where !stoppedAtLimit {
      for columns in text[line].columns(of: needle, ignoringCase: ignoresCase) {
        guard matches.count < Self.maximumMatches else {
          stoppedAtLimit = true
          break
        }
        matches.append(Match(line: line, columns: columns))
      }
    }
    guard let kept else {
      currentIndex = matches.isEmpty ? nil : 0
      return
    }
    let start = firstIndex(onOrAfter: kept.line)
    if start < matches.count, matches[start].line == kept.line {
      let end = matches[start...].prefix { $0.line == kept.line }.count + start
      currentIndex = min(start + kept.occurrence, end - 1)
    } else {
      currentIndex = matches.isEmpty ? nil : start % matches.count
    }
  }

  /// Lines were put before the text's first one (a `--previous` page): the matches move down by
  /// `count` lines with theirs, so that the next ``find(in:)`` keeps the current match on its
  /// line.
  mutating func linesInserted(above count: Int) {
    guard count > 0 else { return }
    for index in matches.indices { matches[index].line += count }
  }

  /// Makes the first match on line `line` or after it the current one, or the first match when
  /// there is none after; returns whether it wrapped around to the top.
  @discardableResult
  mutating func select(from line: Int) -> Bool {
    guard !matches.isEmpty else { return false }
    let index = firstIndex(onOrAfter: line)
    currentIndex = index % matches.count
    return index == matches.count
  }

  /// Moves to the next match; returns whether it wrapped around from the last to the first.
  @discardableResult
  mutating func next() -> Bool {
    guard !matches.isEmpty else { return false }
    let index = (currentIndex ?? -1) + 1
    currentIndex = index % matches.count
    return index == matches.count
  }

  /// Moves to the previous match; returns whether it wrapped around from the first to the last.
  @discardableResult
  mutating func previous() -> Bool {
    guard !matches.isEmpty else { return false }
    let index = (currentIndex ?? matches.count) - 1
    currentIndex = (index + matches.count) % matches.count
    return index < 0
  }

  /// The columns of the matches in line `line`, to highlight.
  func columns(inLine line: Int) -> ChangedColumns {
    let start = firstIndex(onOrAfter: line)
    guard start < matches.count, matches[start].line == line else { return ChangedColumns() }
    return ChangedColumns(matches[start...].prefix { $0.line == line }.map(\.columns))
  }

  /// What the status line says: `match 3 of 17 for 'text'`, or `'text' not found`.
  var note: String {
    let quoted = "'\(pattern)'"
    guard let currentIndex else { return "\(quoted) not found" }
    let count = stoppedAtLimit ? "more than \(matches.count)" : "\(matches.count)"
    return "match \(currentIndex + 1) of \(count) for \(quoted)"
  }

  /// The index of the first match on line `line` or after it (``matches``'s count if none).
  private func firstIndex(onOrAfter line: Int) -> Int {
    var low = 0
    var high = matches.count
    while low < high {
      let middle = (low + high) / 2
      if matches[middle].line < line { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Underlines the matches on screen row `screenRow`, where row `row` of `rows` (of `text`) is
  /// drawn, and makes the current one stand out: bold and yellow too (reversed with the other
  /// matches, a yellow background), over how the matches are drawn.
  ///
  /// The underline tells a match from a change of `--differences`, which is reversed only.
  func emphasizeMatches(
    row: Int,
    of rows: TextRows,
    text: TerminalText,
    on screen: inout Screen,
    at screenRow: Int
  ) {
    let position = rows.position(ofRow: row)
    let layout = rows.layout
    var index = firstIndex(onOrAfter: position.line)
    while index < matches.count, matches[index].line == position.line {
      let match = matches[index]
      let line = text[match.line]
      let start = layout.position(ofColumn: match.columns.lowerBound, in: line)
      let end = layout.position(ofColumn: match.columns.upperBound - 1, in: line)
      defer { index += 1 }
      guard (start.row...end.row).contains(position.row) else { continue }
      let from = max(position.row == start.row ? start.column : 0, 0)
      let to = min(position.row == end.row ? end.column + 1 : layout.columns, screen.columns)
      let isCurrent = index == currentIndex
      for column in from..<max(to, from) {
        let cell = screen[screenRow, column]
        guard !cell.isContinuation else { continue }
        var style = cell.style
        style.underline = true
        if isCurrent {
          style.bold = true
          style.foreground = .yellow
        }
        screen.write(String(cell.character), row: screenRow, column: column, style: style)
      }
    }
  }

  /// The sideways offset of cut lines that shows `columns` in rows `width` wide: `offset` when
  /// they show already (clear of the ellipses at the edges), else one that shows them a quarter
  /// of the width from the left edge (their start when they are wider than the row).
  static func offset(showing columns: Range<Int>, width: Int, from offset: Int) -> Int {
    let first = offset == 0 ? 0 : offset + 1
    if columns.lowerBound >= first, columns.upperBound <= offset + width - 1 { return offset }
    if columns.upperBound <= width - 1 { return 0 }
    return max(columns.lowerBound - max(width / 4, 1), 0)
  }
}
