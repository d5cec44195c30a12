import FuzzChecks
import Testing

@testable import PullToRefreshTerminal

@Suite struct TextStyleTests {
  private let esc = "\u{1B}"

  @Test func everyPartOfAStyleIsKeptApart() {
    var style = TextStyle(foreground: .rgb(1, 2, 3), background: .indexed(200), italic: true)
    #expect(style.foreground == .rgb(1, 2, 3))
    #expect(style.background == .indexed(200))
    #expect(style.italic && !style.bold && !style.dim && !style.reverse && !style.underline)
    style.foreground = nil
    style.bold = true
    #expect(style == TextStyle(background: .indexed(200), bold: true, italic: true))
    style.background = .rgb(255, 255, 255)
    #expect(style.background?.components.map { [$0.red, $0.green, $0.blue] } == [255, 255, 255])
    #expect(style.description == "bold italic on rgb(255, 255, 255)")
    #expect(TextStyle.plain.description == "plain")
  }

  @Test func outputSetsEveryAttributeAndColor() {
    let before = Screen(columns: 8, rows: 1)
    var after = before
    after.write("a", row: 0, column: 0, style: TextStyle(italic: true))
    after.write("b", row: 0, column: 1, style: TextStyle(foreground: .brightRed))
    after.write("c", row: 0, column: 2, style: TextStyle(background: .green))
    after.write("d", row: 0, column: 3, style: TextStyle(background: .brightBlue))
    after.write("e", row: 0, column: 4, style: TextStyle(foreground: .indexed(208)))
    after.write("f", row: 0, column: 5, style: TextStyle(background: .rgb(1, 2, 3)))
    after.write("g", row: 0, column: 6, style: TextStyle(foreground: .rgb(4, 5, 6), bold: true))
    let expected =
      "\(esc)[1;1H\(esc)[0m\(esc)[3ma\(esc)[0m\(esc)[91mb\(esc)[0m\(esc)[42mc\(esc)[104md"
      + "\(esc)[0m\(esc)[38;5;208me\(esc)[0m\(esc)[48;2;1;2;3mf\(esc)[0m\(esc)[1;38;2;4;5;6mg"
      + "\(esc)[0m"
    #expect(after.output(from: before) == expected)
    // NO_COLOR: the colors go, the attributes stay.
    #expect(
      after.output(from: before, colors: false)
        == "\(esc)[1;1H\(esc)[0m\(esc)[3ma\(esc)[0mbcdef\(esc)[1mg\(esc)[0m"
    )
  }

  @Test func coloredOutputArrivesOnTheTerminal() {
    let bytes = Array(
      ("\u{1B}[1;31merror\u{1B}[0m: \u{1B}[38;5;208mfile\u{1B}[0m \u{1B}[48;2;0;0;128m中\u{1B}[0m\n"
        + "\u{1B}[3;4;7mx\u{1B}[0m \u{1B}[94;103mbright\u{1B}[0m").utf8
    )
    let text = TerminalText.lines(of: bytes)
    var screen = Screen(columns: 20, rows: 2)
    let layout = TextLayout(columns: 20)
    for (row, line) in text.enumerated() { layout.draw(line, row: 0, into: &screen, at: row) }
    #expect(screen[0, 0].style == TextStyle(foreground: .red, bold: true))
    #expect(screen[0, 7].style == TextStyle(foreground: .indexed(208)))
    #expect(
      screen[0, 12] == Screen.Cell(character: "中", style: TextStyle(background: .rgb(0, 0, 128)))
    )
    #expect(screen[1, 0].style == TextStyle(italic: true, reverse: true, underline: true))
    #expect(screen[1, 2].style == TextStyle(foreground: .brightBlue, background: .brightYellow))
    for colors in [true, false] {
      var terminal = TerminalEmulator(showing: Screen(columns: 20, rows: 2), colors: colors)
      terminal.apply(screen.output(from: Screen(columns: 20, rows: 2), colors: colors))
      #expect(terminal.problems == [])
      #expect(terminal.mismatches(with: screen, colors: colors) == [])
      #expect(
        terminal[0, 0].style
          == (colors ? TextStyle(foreground: .red, bold: true) : TextStyle(bold: true))
      )
      var full = TerminalEmulator(showing: Screen(columns: 20, rows: 2), colors: colors)
      full.apply(screen.output(from: nil, colors: colors))
      #expect(full.problems == [])
      #expect(full.mismatches(with: screen, colors: colors) == [])
    }
  }
}
