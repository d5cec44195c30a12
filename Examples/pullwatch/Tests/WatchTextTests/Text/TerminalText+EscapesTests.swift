import FuzzChecks
import TerminalKit
import Testing

@testable import WatchText

@Suite struct TerminalTextEscapesTests {
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
