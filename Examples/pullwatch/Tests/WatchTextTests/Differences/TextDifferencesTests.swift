import Testing

@testable import WatchText

@Suite struct TextDifferencesTests {
  /// The finished text of `string`.
  private func text(_ string: String) -> TerminalText {
    var text = TerminalText()
    text.append(contentsOf: Array(string.utf8))
    text.finish()
    return text
  }

  /// The changes of every line of `current`.
  private func changes(_ differences: TextDifferences, _ current: TerminalText) -> [[Range<Int>]] {
    (0..<current.lineCount).map { differences.changes(in: current[$0], at: $0).ranges }
  }

  @Test func changedCharactersAreMarkedByColumn() {
    var differences = TextDifferences()
    differences.setBaseline(text("load 0.50 0.40\nsame\nfirst"))
    let current = text("load 0.75 0.40\nsame\nfirsts\nnew")
    #expect(changes(differences, current) == [[7..<9], [], [5..<6], [0..<3]])
  }

  @Test func removedTextLeavesNothingToMark() {
    var differences = TextDifferences()
    differences.setBaseline(text("long line\nsecond\nthird"))
    let current = text("long\n\nthird")
    #expect(changes(differences, current) == [[], [], []])
    #expect(current.lineCount == 3)
  }

  @Test func theFirstRunHasNothingToBeComparedWith() {
    let differences = TextDifferences()
    #expect(changes(differences, text("a\nb")) == [[], []])
  }

  @Test func wideCharactersAreComparedAsCells() {
    var differences = TextDifferences()
    differences.setBaseline(text("a中b文c\nxy"))
    let current = text("a中bxyc\n字")
    // 文 in columns 4–5 became x and y; 中 and c stayed. 字 covers x and y.
    #expect(changes(differences, current) == [[4..<6], [0..<2]])
  }

  @Test func stylesAreNotCompared() {
    var differences = TextDifferences()
    differences.setBaseline(text("\u{1B}[32mOK\u{1B}[0m"))
    #expect(changes(differences, text("\u{1B}[31mOK\u{1B}[0m")) == [[]])
  }

  @Test func sinceTheLastRunOnlyTheLatestChangesAreMarked() {
    var differences = TextDifferences()
    differences.setBaseline(text("a1 b1"))
    differences.setBaseline(text("a2 b1"))
    #expect(changes(differences, text("a2 b2")) == [[4..<5]])
  }

  @Test func permanentlyEveryColumnThatEverChangedStaysMarked() {
    var differences = TextDifferences(permanent: true)
    differences.setBaseline(text("a1 b1 c1\nx"))
    // Run 2 changed a; run 3 changes b.
    differences.setBaseline(text("a2 b1 c1\nx\nnew"))
    #expect(changes(differences, text("a2 b2 c1\nx\nnew")) == [[1..<2, 4..<5], [], [0..<3]])
    // Marks stay within the line as it is now.
    #expect(changes(differences, text("a2\nx\nne")) == [[1..<2], [], [0..<2]])
    differences.reset()
    #expect(changes(differences, text("zz")) == [[]])
  }

  @Test func indexesOutsideTheTextMarkWhatTheLineHolds() {
    var differences = TextDifferences(permanent: true)
    differences.setBaseline(text("a"))
    differences.setBaseline(text("b"))
    for index in [Int.min, -1, 1, Int.max] {
      #expect(differences.changes(in: StyledLine("xy"), at: index).ranges == [0..<2])
    }
  }
}
