import PullToRefresh
import TerminalKit

/// One frame of a full-screen list with pull-to-refresh: a title row (unless there is no title),
/// the list with the indicator in the pulled gap, and a status row; with loading near the end
/// on, the content's last row is the ``TextLoadMoreFooter``; with the top end on, its first row
/// is the ``TextLoadPreviousHeader``; with a content state to show, the list below the gap is
/// the ``TextContentState`` instead of rows.
///
/// The frame places things and decides nothing: the gap comes from ``TerminalScrollView``, the
/// indicator's row from ``RefreshIndicator/offset`` (the engine's geometry) and its look from
/// ``TextIndicator``. The caller draws each content row.
package struct ListFrame: Sendable {
  /// The terminal's width in cells, held within `0...Screen.maximumColumns`.
  package var columns: Int { didSet { columns = Self.clamped(columns, Screen.maximumColumns) } }
  /// The terminal's height in cells, held within `0...Screen.maximumRows`.
  package var rows: Int { didSet { rows = Self.clamped(rows, Screen.maximumRows) } }
  /// The title row's text, cut with an ellipsis when it is too long; `nil` for no title row.
  package var title: String?
  /// The list's scroll position, gap and content size.
  package var scroll: TerminalScrollView
  /// The engine's indicator.
  package var indicator: RefreshIndicator
  /// The indicator drawn in text.
  package var indicatorText: TextIndicator
  /// The status row's text, or `nil` for no status row: the list takes that row too.
  package var status: String?
  /// Whether the status is an error (drawn in red).
  package var statusIsError: Bool
  /// The key hints at the right of the status row, dropped when there is no room.
  package var hints: String
  /// The footer drawn on the content's last row (``TerminalScrollView/contentRows`` less one)
  /// instead of a content row; `nil` when loading near the end is off.
  package var footer: TextLoadMoreFooter?
  /// The header drawn on the content's first row instead of a content row, the app's rows
  /// following it; `nil` when the list has no header row (the top end off, or no rows).
  package var header: TextLoadPreviousHeader?
  /// Whether a pull past the top edge can refresh: `false` while the top end owns the edge
  /// (Behavior.md, T8), and then the gap shows no pull's indicator (a refresh's spinner or
  /// outcome still shows).
  package var pullRefreshes: Bool
  /// The content state drawn in the list instead of its rows; `nil` for the rows.
  ///
  /// The loader, the empty or the failed view, centred in the rows below the gap so that a pull
  /// moves it. The loader is its cycle's indicator (Behavior.md, F3): with it, the gap shows none.
  package var contentState: TextContentState?

  /// Makes a frame.
  package init(
    columns: Int,
    rows: Int,
    title: String?,
    scroll: TerminalScrollView,
    indicator: RefreshIndicator,
    indicatorText: TextIndicator,
    status: String?,
    statusIsError: Bool = false,
    hints: String = "",
    footer: TextLoadMoreFooter? = nil,
    header: TextLoadPreviousHeader? = nil,
    pullRefreshes: Bool = true,
    contentState: TextContentState? = nil
  ) {
    self.columns = Self.clamped(columns, Screen.maximumColumns)
    self.rows = Self.clamped(rows, Screen.maximumRows)
    self.title = title
    self.scroll = scroll
    self.indicator = indicator
    self.indicatorText = indicatorText
    self.status = status
    self.statusIsError = statusIsError
    self.hints = hints
    self.footer = footer
    self.header = header
    self.pullRefreshes = pullRefreshes
    self.contentState = contentState
  }

  /// The number of list rows in a terminal of `rows` rows: all but the title and status rows
  /// that are shown.
  package static func listRows(
    forTerminalRows rows: Int,
    showsTitle: Bool = true,
    showsStatus: Bool = true
  ) -> Int {
    max(clamped(rows, Screen.maximumRows) - (showsTitle ? 1 : 0) - (showsStatus ? 1 : 0), 1)
  }

  private static func clamped(_ count: Int, _ maximum: Int) -> Int { min(max(count, 0), maximum) }

  /// The rows above the list: one for the title, if any.
  private var titleRows: Int { title == nil ? 0 : 1 }

  /// Draws the frame; `drawRow(index, &screen, row)` draws the app's row `index` on screen row
  /// `row` (the content's row `index`, or `index + 1` below a header).
  package func compose(drawingRow drawRow: (Int, inout Screen, Int) -> Void) -> Screen {
    var screen = Screen(columns: columns, rows: rows)
    if let title {
      screen.fill(row: 0, style: TextStyle(reverse: true))
      let style = TextStyle(bold: true, reverse: true)
      screen.write(Self.cut(" " + title, to: columns), row: 0, column: 0, style: style)
    }
    let statusRows = status == nil ? 0 : 1
    let listRows = min(
      Self.listRows(forTerminalRows: rows, showsTitle: title != nil, showsStatus: status != nil),
      max(rows - statusRows - titleRows, 0)
    )
    let gap = min(scroll.gapRows, listRows)
    if gap > 0, contentState?.isLoader != true, showsIndicator {
      drawIndicator(into: &screen, gap: gap)
    }
    if let contentState {
      drawContentState(contentState, into: &screen, listRows: listRows, gap: gap)
      drawStatus(into: &screen)
      return screen
    }
    for listRow in gap..<max(listRows, gap) {
      let index = scroll.firstVisibleRow + listRow - gap
      guard index < scroll.contentRows else { break }
      if let footer, index == scroll.contentRows - 1 {
        drawPage(footer.line, footer.phase, into: &screen, row: titleRows + listRow)
      } else if let header {
        if index == 0 {
          drawPage(header.line, header.phase, into: &screen, row: titleRows + listRow)
        } else {
          drawRow(index - 1, &screen, titleRows + listRow)
        }
      } else {
        drawRow(index, &screen, titleRows + listRow)
      }
    }
    drawStatus(into: &screen)
    return screen
  }

  /// Whether the indicator shows in the gap: always, but for a pull's while a pull cannot
  /// refresh (T8: no refresh progress; nor "Pull to refresh" as the content springs back).
  private var showsIndicator: Bool {
    pullRefreshes || indicator.showsSpinner || indicator.outcome != nil
  }

  private func drawIndicator(into screen: inout Screen, gap: Int) {
    let rowsDown = Int(clamping: indicator.offset / TerminalScrollView.pointsPerRow)
    let row = titleRows + min(max(rowsDown, 0), gap - 1)
    let line = indicatorText.line
    let column = max((columns - line.count) / 2, 0)
    let style: TextStyle
    if indicator.outcome == .failure {
      style = TextStyle(foreground: .red, bold: true)
    } else if indicator.outcome != nil || indicator.isArmed || indicator.showsSpinner {
      style = TextStyle(foreground: .green, bold: true)
    } else {
      style = TextStyle(foreground: .cyan, dim: indicator.opacity < 0.5)
    }
    screen.write(line, row: row, column: column, style: style)
  }

  /// A footer's or a header's line, centred (cut when it is too long): green while loading, red
  /// when failed, grey when exhausted.
  private func drawPage(
    _ line: String,
    _ phase: LoadMorePhase,
    into screen: inout Screen,
    row: Int
  ) {
    let line = Self.cut(line, to: columns)
    let width = DisplayWidth.of(line)
    let style: TextStyle
    switch phase {
    case .idle, .loading: style = TextStyle(foreground: .green)
    case .failed: style = TextStyle(foreground: .red, bold: true)
    case .exhausted: style = TextStyle(foreground: .gray)
    }
    screen.write(line, row: row, column: max((columns - width) / 2, 0), style: style)
  }

  /// The content state's lines, centred (cut when too long) in the list's rows and moved down
  /// by the gap, as the rows would be: the loader green, the empty view bold, the failed view red
  /// and bold, the hint dim; lines pushed past the list's last row are not drawn.
  private func drawContentState(
    _ state: TextContentState,
    into screen: inout Screen,
    listRows: Int,
    gap: Int
  ) {
    let lines = state.lines
    let top = gap + max((listRows - lines.count) / 2, 0)
    for (offset, text) in lines.enumerated() where top + offset < listRows {
      let style: TextStyle
      switch (state.phase, offset) {
      case (_, 1...): style = TextStyle(dim: true)
      case (.loading, _): style = TextStyle(foreground: .green)
      case (.failed, _): style = TextStyle(foreground: .red, bold: true)
      default: style = TextStyle(bold: true)
      }
      let line = Self.cut(text, to: columns)
      let column = max((columns - DisplayWidth.of(line)) / 2, 0)
      screen.write(line, row: titleRows + top + offset, column: column, style: style)
    }
  }

  /// `text` in at most `columns` cells, ending with `…` when it had to be cut.
  package static func cut(_ text: String, to columns: Int) -> String {
    guard DisplayWidth.of(text) > columns else { return text }
    var kept = ""
    var width = 0
    for character in text {
      let characterWidth = DisplayWidth.of(character)
      guard width + characterWidth <= columns - 1 else { break }
      kept.append(character)
      width += characterWidth
    }
    return kept + "…"
  }

  private func drawStatus(into screen: inout Screen) {
    let row = rows - 1
    guard row > 0, let status else { return }
    screen.fill(row: row, style: TextStyle(reverse: true))
    let hintsColumn = columns - hints.count - 1
    let hasRoom = !hints.isEmpty && hintsColumn > status.count + 2
    let style = TextStyle(foreground: statusIsError ? .red : nil, reverse: true)
    screen.write(
      Self.cut(" " + status, to: hasRoom ? hintsColumn - 1 : columns),
      row: row,
      column: 0,
      style: style,
      limit: hasRoom ? hintsColumn - 1 : nil
    )
    if hasRoom {
      screen.write(hints, row: row, column: hintsColumn, style: TextStyle(dim: true, reverse: true))
    }
  }
}
