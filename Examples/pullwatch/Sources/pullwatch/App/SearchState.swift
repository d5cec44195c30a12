import PullToRefreshTerminal

/// What searching needs between keys: the prompt being typed, the search made, and notes.
struct SearchState: Sendable {
  /// The text typed after `/`, or `nil` when the prompt is closed.
  var prompt: String?
  /// The search made, if any: it stays, and is found again in each new run, until the next.
  var search: TextSearch?
  /// A note that shows until the next key: the search wrapped around, or cannot be made.
  var notice: String?
  /// With `--no-title`, whether the last row shows the search's note (until the next key).
  var showsNote = false

  /// What `/`, `n` and `N` say in the sample inbox.
  static let needsACommand = "search needs a command: the sample inbox has no output to search"

  /// The prompt as the status row shows it in `width` columns: `/` and what is typed, its end
  /// kept (after `…`) when it is too long.
  func promptLine(width: Int) -> String {
    let text = "/" + (prompt ?? "")
    let room = max(width - 3, 1)
    guard DisplayWidth.of(text) > room else { return text }
    var kept = ""
    var used = 1
    for character in text.reversed() {
      let characterWidth = DisplayWidth.of(character)
      guard used + characterWidth <= room else { break }
      kept.insert(character, at: kept.startIndex)
      used += characterWidth
    }
    return "…" + kept
  }
}
