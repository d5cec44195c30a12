import PullToRefresh
import Testing

@testable import PullToRefreshTerminal

@MainActor
struct TextIndicatorTests {
  /// A pull of `progress` of the 90-point threshold, drawn.
  private func pulled(progress: Double) -> TextIndicator {
    TextIndicator(EngineIndicator.pulled(90 * progress), spinnerSeconds: 0)
  }

  /// A refresh in flight for `seconds`, drawn.
  private func refreshing(seconds: Double = 0, reduceMotion: Bool = false) -> TextIndicator {
    TextIndicator(EngineIndicator.refreshing(reducesMotion: reduceMotion), spinnerSeconds: seconds)
  }

  private func dots(_ character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return -1 }
    return (scalar.value - 0x2800).nonzeroBitCount
  }

  @Test func theRingFillsWithThePull() {
    let counts = stride(from: 0.0, through: 1.0, by: 0.125).map {
      dots(pulled(progress: $0).ring)
    }
    #expect(counts == Array(0...8))
  }

  @Test func theRingFillsClockwiseFromTheTopLeft() {
    #expect(TextIndicator.ring(filling: 0.125) == "⠁")
    #expect(TextIndicator.ring(filling: 0.25) == "⠉")
    #expect(TextIndicator.ring(filling: 0.5) == "⠹")
    #expect(TextIndicator.ring(filling: 1) == "⣿")
    #expect(TextIndicator.ring(filling: .nan) == "⠀")
  }

  @Test func theArrowTurnsWhenArmed() {
    #expect(pulled(progress: 0.5).arrow == "↓")
    #expect(pulled(progress: 0.5).label == "Pull to refresh")
    #expect(pulled(progress: 1).arrow == "↑")
    #expect(pulled(progress: 1).line == "⣿ ↑ Release to refresh")
  }

  @Test func theSpinnerTurnsOneStepEveryEighthOfATurn() {
    let frames = (0..<8).map { refreshing(seconds: Double($0) / 8).ring }
    #expect(Set(frames).count == 8)
    #expect(frames.allSatisfy { dots($0) == 6 })
    #expect(refreshing(seconds: 1).ring == frames[0])
    #expect(refreshing().arrow == nil)
    #expect(refreshing().label == "Refreshing…")
  }

  @Test func reducedMotionTurnsTheSpinnerThreeTimesSlower() {
    let normal = refreshing(seconds: 0.125).ring
    let reduced = refreshing(seconds: 0.375, reduceMotion: true).ring
    #expect(reduced == normal)
    #expect(refreshing(seconds: 0.125, reduceMotion: true).ring != normal)
  }

  @Test(arguments: RefreshOutcome.allCases)
  func eachOutcomeHasItsOwnMarkAndWords(outcome: RefreshOutcome) async {
    let indicator = await EngineIndicator.finished(outcome)
    #expect(indicator.outcome == outcome)
    let shown = TextIndicator(indicator, spinnerSeconds: 0)
    #expect(shown.mark == TextIndicator.mark(for: outcome))
    #expect(shown.label == outcome.statusText)
    #expect(shown.arrow == nil)
    let others = RefreshOutcome.allCases.filter { $0 != outcome }
    #expect(others.allSatisfy { TextIndicator.mark(for: $0) != shown.mark })
  }

  @Test func everyGlyphIsOneCellWide() {
    let glyphs: [Character] =
      ["↓", "↑"] + RefreshOutcome.allCases.map(TextIndicator.mark(for:))
      + (0...8).map { TextIndicator.ring(filling: Double($0) / 8) }
    #expect(glyphs.allSatisfy { DisplayWidth.of($0) == 1 })
  }
}
