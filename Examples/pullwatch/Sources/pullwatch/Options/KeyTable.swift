import PullToRefreshTerminal

/// The keys pullwatch reacts to, written once: `--help`'s `keys:` section and the `?` help
/// screen are both made from ``entries``, so that they never disagree.
enum KeyTable {
  /// One row of the table: the keys, and what they do.
  struct Entry: Sendable, Equatable {
    /// The keys, as the user presses them, such as `r R F5 Ctrl-R`.
    var keys: String
    /// What they do.
    var action: String
  }

  /// The rows, in the order they are listed.
  static let entries: [Entry] = [
    Entry(keys: "mouse drag down, release", action: "pull to refresh; the wheel scrolls"),
    Entry(
      keys: "r R F5 Ctrl-R",
      action: "refresh now (with --more, the pages start over); with no output, run it again "
        + "under the loader"
    ),
    // One row for both ends: the table keeps its length (80 × 24 shows it down to ? itself).
    Entry(
      keys: "m, p",
      action: "load the next page, or the previous one, now, or retry a failed one (--more, "
        + "--previous, and the samples)"
    ),
    Entry(keys: "space", action: "pause or resume --every (the title says so)"),
    Entry(keys: "Esc", action: "cancel the refresh in flight"),
    Entry(keys: "up down k j K J", action: "scroll a line"),
    Entry(keys: "PgUp PgDn", action: "scroll a page"),
    Entry(keys: "Home g, End G", action: "to the top, to the end"),
    Entry(keys: "left right h l H L", action: "scroll sideways (with --no-wrap)"),
    Entry(keys: "w W", action: "wrap long lines, or cut them"),
    Entry(
      keys: "/",
      action: "search the output shown: type the text, Enter finds it (Esc leaves the prompt, "
        + "Backspace and Ctrl-U edit it; Enter alone ends the search)"
    ),
    Entry(keys: "n N", action: "go to the next or the previous match, wrapping around at the end"),
    Entry(
      keys: "[ ]",
      action:
        "show an earlier run, a later one (the title says which; past the newest, live again;"
        + " a pull or r goes live)"
    ),
    Entry(
      keys: "?",
      action: "this list of keys (up, down, PgUp, PgDn and the wheel scroll it; any other key "
        + "closes it)"
    ),
    Entry(keys: "Ctrl-Z", action: "suspend (resume with fg)"),
    Entry(keys: "q Q", action: "quit"),
    Entry(keys: "Ctrl-C", action: "quit at once, even while a refresh runs (exit status 130)"),
  ]

  /// The column the actions start in when there is room: as in `--help`.
  static let actionColumn = 29

  /// The table as lines at most `width` columns wide.
  ///
  /// Each row's keys are indented by two, and its action starts at ``actionColumn``, wrapped at
  /// words; in a narrower width, the keys take a line of their own and the action follows,
  /// indented by four. A word too long for the width is cut with an ellipsis.
  static func lines(width: Int) -> [String] {
    let width = max(width, 1)
    var lines: [String] = []
    for entry in entries {
      let keys = "  " + entry.keys
      if width >= actionColumn + 24, keys.count < actionColumn {
        let action = wrapped(entry.action, width: width - actionColumn)
        let indent = String(repeating: " ", count: actionColumn)
        let padding = String(repeating: " ", count: actionColumn - keys.count)
        lines.append(keys + padding + action[0])
        lines += action.dropFirst().map { indent + $0 }
      } else {
        lines.append(ListFrame.cut(keys, to: width))
        let indent = min(4, width - 1)
        let action = wrapped(entry.action, width: width - indent)
        lines += action.map { String(repeating: " ", count: indent) + $0 }
      }
    }
    return lines
  }

  /// `text` broken at spaces into lines of at most `width` (at least 1) columns; a word longer
  /// than that is cut with an ellipsis.
  static func wrapped(_ text: String, width: Int) -> [String] {
    let width = max(width, 1)
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ").map({ ListFrame.cut(String($0), to: width) }) {
      if line.isEmpty {
        line = word
      } else if DisplayWidth.of(line) + 1 + DisplayWidth.of(word) <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = word
      }
    }
    lines.append(line)
    return lines
  }
}
