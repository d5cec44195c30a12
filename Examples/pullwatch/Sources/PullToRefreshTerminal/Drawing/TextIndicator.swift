import PullToRefresh

/// The engine's indicator drawn in text, in one line: a ring, an arrow or a spinner, and a mark.
///
/// The ring is a braille cell whose eight dots fill clockwise from the top left as the pull
/// grows; while refreshing a gap of two dots turns round it. Everything is read from
/// ``RefreshIndicator``: this type decides nothing about phases or thresholds.
///
/// ```swift
/// let text = TextIndicator(coordinator.indicator, spinnerSeconds: 0.5, reduceMotion: false)
/// screen.write(text.line, row: 1, column: 2)  // "⣿ ↑ Release to refresh"
/// ```
package struct TextIndicator: Sendable, Equatable {
  /// The ring (filled to the indicator's ring fraction) or, while refreshing, the spinner.
  package var ring: Character
  /// The arrow: `↓` while pulling, `↑` once turned (armed); `nil` when the indicator shows none.
  package var arrow: Character?
  /// The outcome's mark while finishing: `✓`, `✗`, `⊘` (cancelled) or `⧖` (timed out).
  package var mark: Character?
  /// What the indicator says: the engine's ``RefreshIndicator/statusText``.
  package var label: String

  /// Draws `indicator`, with the spinner at its angle after `spinnerSeconds` of refreshing.
  ///
  /// - Parameters:
  ///   - indicator: the coordinator's indicator.
  ///   - spinnerSeconds: how long the spinner has been turning, at the indicator's
  ///     `spinnerPeriod` (slower with Reduce Motion, R17).
  package init(_ indicator: RefreshIndicator, spinnerSeconds: Double) {
    if indicator.showsSpinner {
      let angle = indicator.spinnerAngle(afterSeconds: spinnerSeconds)
      ring = Self.spinner(angle: angle)
      arrow = nil
      mark = nil
      label = indicator.statusText
    } else if let outcome = indicator.outcome {
      ring = Self.ring(filling: 1)
      arrow = nil
      mark = Self.mark(for: outcome)
      label = indicator.statusText
    } else {
      ring = Self.ring(filling: indicator.ringFraction)
      arrow = indicator.showsArrow ? (indicator.isArmed ? "↑" : "↓") : nil
      mark = nil
      label = indicator.statusText
    }
  }

  /// The indicator as one line: ring, arrow or mark, and label, separated by spaces.
  package var line: String {
    var line = String(ring)
    if let arrow { line += " \(arrow)" }
    if let mark { line += " \(mark)" }
    return line + " " + label
  }

  /// The ring with no dot set: an idle indicator's, which shows nothing.
  package static let emptyRing = ring(filling: 0)

  /// The dots of the ring in clockwise order from the top left, as braille bit values.
  static let clockwiseDots: [UInt32] = [0x01, 0x08, 0x10, 0x20, 0x80, 0x40, 0x04, 0x02]

  /// A braille cell with the first `round(fraction × 8)` dots of the ring set.
  static func ring(filling fraction: Double) -> Character {
    let fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    let count = Int((fraction * 8).rounded())
    return braille(clockwiseDots.prefix(count).reduce(0, |))
  }

  /// A braille cell with six of the eight ring dots set and a gap of two at `angle` degrees.
  ///
  /// The spinner has a position for each dot, so it moves every 360° / 8 (the cadence a front
  /// end redraws it at, `TerminalRefreshController.advance()`, reads the same count).
  static func spinner(angle: Double) -> Character {
    let positions = clockwiseDots.count
    let step = Int(clamping: (angle / (360 / Double(positions))).rounded(.down))
    let gap = ((step % positions) + positions) % positions
    var bits: UInt32 = 0
    for (index, dot) in clockwiseDots.enumerated()
    where index != gap && index != (gap + 1) % positions {
      bits |= dot
    }
    return braille(bits)
  }

  /// The mark for an outcome: `✓`, `✗`, `⊘` or `⧖`.
  package static func mark(for outcome: RefreshOutcome) -> Character {
    switch outcome {
    case .success: "✓"
    case .failure: "✗"
    case .cancelled: "⊘"
    case .timedOut: "⧖"
    }
  }

  private static func braille(_ bits: UInt32) -> Character {
    Character(Unicode.Scalar(0x2800 + bits) ?? " ")
  }
}
