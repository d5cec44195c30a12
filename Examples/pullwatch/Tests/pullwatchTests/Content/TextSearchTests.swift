import PullToRefreshTerminal
import Testing
import WatchText

@testable import pullwatch

/// Searching the output shown: smart case, every occurrence, next and previous round the
/// matches, and the current match kept over a new run.
struct TextSearchTests {
  private func text(_ output: String) -> TerminalText {
    var text = TerminalText()
    text.append(contentsOf: Array(output.utf8))
    text.finish()
    return text
  }

  private func search(_ pattern: String, in output: String) -> TextSearch {
    var search = TextSearch(pattern: pattern)
    search.find(in: text(output))
    return search
  }

  private func places(_ search: TextSearch) -> [String] {
    search.matches.map { "\($0.line):\($0.columns.lowerBound)-\($0.columns.upperBound)" }
  }

  @Test func smartCaseIgnoresCaseUnlessThePatternHasACapital() {
    let output = "apple\nApple pie\nAPPLE\n"
    #expect(places(search("apple", in: output)) == ["0:0-5", "1:0-5", "2:0-5"])
    #expect(places(search("Apple", in: output)) == ["1:0-5"])
    #expect(places(search("élan", in: "ÉLAN\n")) == ["0:0-4"])
    #expect(places(search("Élan", in: "élan\n")).isEmpty)
    #expect(search("Apple", in: output).ignoresCase == false)
    #expect(search("apple 2", in: output).ignoresCase)
  }

  @Test func theCurrentMatchStaysOnItsLineWhenLinesArePutBeforeIt() {
    var output = text("x\nfoo\nfoo\n")
    var search = TextSearch(pattern: "foo")
    search.find(in: output)
    search.next()
    #expect(search.current?.line == 2)
    output.insert(linesBefore: TerminalText.lines(of: Array("foo\nbar\n".utf8)))
    search.linesInserted(above: 2)
    search.find(in: output)
    #expect(places(search) == ["0:0-3", "3:0-3", "4:0-3"])
    #expect(search.current?.line == 4)
  }

  @Test func overlappingOccurrencesAllCount() {
    let search = search("aa", in: "aaaa\nxaax\n")
    #expect(places(search) == ["0:0-2", "0:1-3", "0:2-4", "1:1-3"])
    #expect(search.note == "match 1 of 4 for 'aa'")
    // Highlighted, the occurrences of a line are one stretch of columns.
    #expect(search.columns(inLine: 0) == ChangedColumns([0..<4]))
    #expect(search.columns(inLine: 1) == ChangedColumns([1..<3]))
    #expect(search.columns(inLine: 2).isEmpty)
  }

  @Test func wideCharactersAndEmojiAreFoundInTheirColumns() {
    let search = search("文", in: "ab中文\n👨‍👩‍👧 文\n")
    #expect(places(search) == ["0:4-6", "1:3-5"])
  }

  @Test func theMatchesAreTheTextShownNotItsEscapes() {
    // Colours and other escapes are not text; \r overwrites as on a terminal.
    #expect(places(search("red", in: "\u{1B}[31mred\u{1B}[0m\n")) == ["0:0-3"])
    #expect(places(search("31m", in: "\u{1B}[31mred\n")).isEmpty)
    #expect(places(search("new", in: "old\rnew\n")) == ["0:0-3"])
  }

  @Test func nextAndPreviousGoRoundTheMatchesAndSayWhenTheyWrap() {
    var search = search("x", in: "x\n-\nx x\n")
    #expect(search.current?.line == 0)
    #expect(search.next() == false)
    #expect(search.current == TextSearch.Match(line: 2, columns: 0..<1))
    #expect(search.next() == false)
    #expect(search.note == "match 3 of 3 for 'x'")
    #expect(search.next() == true)
    #expect(search.note == "match 1 of 3 for 'x'")
    #expect(search.previous() == true)
    #expect(search.note == "match 3 of 3 for 'x'")
    #expect(search.previous() == false)
    #expect(search.note == "match 2 of 3 for 'x'")
  }

  @Test func aSearchStartsAtTheLineAskedForAndWrapsWhenNoneFollows() {
    var search = search("x", in: "x\n-\nx\n-\n")
    #expect(search.select(from: 1) == false)
    #expect(search.current?.line == 2)
    #expect(search.select(from: 3) == true)
    #expect(search.current?.line == 0)
  }

  @Test func notFoundSaysSoAndMovesNowhere() {
    var search = search("zzz", in: "abc\n")
    #expect(search.note == "'zzz' not found")
    #expect(search.current == nil)
    #expect(search.next() == false)
    #expect(search.previous() == false)
    #expect(search.select(from: 0) == false)
  }

  @Test func aNewRunIsSearchedAgainAndTheCurrentMatchStaysOnItsLine() {
    var search = search("x", in: "x\nax x\nx\n")
    search.next()
    search.next()
    #expect(search.current == TextSearch.Match(line: 1, columns: 3..<4))
    // The line keeps its matches, moved: the same occurrence of the line stays current.
    search.find(in: text("x\nbb x  x\nx\nx\n"))
    #expect(search.current == TextSearch.Match(line: 1, columns: 6..<7))
    #expect(search.note == "match 3 of 5 for 'x'")
    // The line has one match left: that one.
    search.find(in: text("x\nx\n"))
    #expect(search.current == TextSearch.Match(line: 1, columns: 0..<1))
    // The line has none: the next line with one, or round to the first.
    search.find(in: text("x\n-\n-\nx\n"))
    #expect(search.current?.line == 3)
    search.find(in: text("x\n-\n-\n-\n-\n"))
    #expect(search.current?.line == 0)
    search.find(in: text("nothing\n"))
    #expect(search.current == nil)
    search.find(in: text("-\nx\n"))
    #expect(search.current?.line == 1)
  }

  @Test func aGrowingTextIsSearchedWhereItGrew() {
    var text = TerminalText()
    text.append(contentsOf: Array("ab\nab".utf8))
    var search = TextSearch(pattern: "ab")
    search.find(in: text)
    #expect(places(search) == ["0:0-2", "1:0-2"])
    // The unfinished last line changes; the ended lines keep their matches.
    text.append(contentsOf: Array("ab\nxab\n".utf8))
    search.find(in: text)
    #expect(places(search) == ["0:0-2", "1:0-2", "1:2-4", "2:1-3"])
    text.append(contentsOf: Array("\rab".utf8))
    search.find(in: text)
    #expect(places(search) == ["0:0-2", "1:0-2", "1:2-4", "2:1-3", "3:0-2"])
  }

  @Test func hostilePatternsAreBounded() {
    let huge = TextSearch(pattern: String(repeating: "ab", count: 10_000))
    #expect(huge.pattern.count == TextSearch.maximumPatternLength)
    // Nothing but control characters: nothing to find, and no trap.
    var empty = TextSearch(pattern: "\u{7}\u{1B}")
    #expect(empty.isEmpty)
    empty.find(in: text("\u{7}\n"))
    #expect(empty.note.hasSuffix("not found"))
    // The replacement character of invalid UTF-8 is found as any other.
    #expect(places(search("\u{FFFD}", in: "a\u{FFFD}\n")) == ["0:1-2"])
  }

  @Test func theCountStopsAtTheLimitAndSaysSo() {
    let line = String(repeating: "a", count: 1000) + "\n"
    let search = search("a", in: String(repeating: line, count: 101))
    #expect(search.matches.count == TextSearch.maximumMatches)
    #expect(search.note == "match 1 of more than \(TextSearch.maximumMatches) for 'a'")
  }

  @Test func cutLinesScrollSidewaysOnlyWhenTheMatchIsHidden() {
    // In view, clear of the ellipses: the offset stays.
    #expect(TextSearch.offset(showing: 5..<8, width: 20, from: 0) == 0)
    #expect(TextSearch.offset(showing: 31..<34, width: 20, from: 30) == 30)
    // Under the ellipsis at an edge, or past it: a quarter of the width from the left.
    #expect(TextSearch.offset(showing: 30..<31, width: 20, from: 30) == 25)
    #expect(TextSearch.offset(showing: 200..<206, width: 20, from: 0) == 195)
    #expect(TextSearch.offset(showing: 18..<20, width: 20, from: 0) == 13)
    // Back near the start: no offset.
    #expect(TextSearch.offset(showing: 2..<4, width: 20, from: 100) == 0)
    #expect(TextSearch.offset(showing: 0..<1, width: 1, from: 0) == 0)
  }

  @Test func theCurrentMatchStandsOutOnTheRowsItCovers() {
    // Wrapped in rows of 4, "xxabcd" has "abc" on rows 0 (a, b) and 1 (c).
    let text = text("xxabcd\n")
    var rows = TextRows(layout: TextLayout(columns: 4))
    rows.update(with: text)
    var search = TextSearch(pattern: "abc")
    search.find(in: text)
    var screen = Screen(columns: 4, rows: 2)
    for row in 0..<2 {
      rows.draw(
        row,
        of: text,
        into: &screen,
        at: row,
        changes: { _, line in
          search.columns(inLine: line)
        }
      )
      search.emphasizeMatches(row: row, of: rows, text: text, on: &screen, at: row)
    }
    let emphasized = (0..<2).flatMap { row in
      (0..<4).filter { screen[row, $0].style.underline }.map { "\(row):\($0)" }
    }
    #expect(emphasized == ["0:2", "0:3", "1:0"])
    #expect(screen[0, 2].style.reverse && screen[0, 2].style.bold)
    #expect(screen[1, 1].style == .plain)
  }

  @Test func everyMatchIsUnderlinedAndOnlyTheCurrentOneIsBold() {
    let text = text("ab ab ab\n")
    var rows = TextRows(layout: TextLayout(columns: 20))
    rows.update(with: text)
    var search = TextSearch(pattern: "ab")
    search.find(in: text)
    search.next()
    var screen = Screen(columns: 20, rows: 1)
    rows.draw(0, of: text, into: &screen, at: 0, changes: { _, _ in ChangedColumns() })
    search.emphasizeMatches(row: 0, of: rows, text: text, on: &screen, at: 0)
    let underlined = (0..<20).filter { screen[0, $0].style.underline }
    #expect(underlined == [0, 1, 3, 4, 6, 7])
    #expect((0..<20).filter { screen[0, $0].style.bold } == [3, 4])
    #expect(!screen[0, 2].style.underline)
  }
}
