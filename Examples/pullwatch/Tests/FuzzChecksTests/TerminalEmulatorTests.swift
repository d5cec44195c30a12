import FuzzChecks
import TerminalKit
import Testing

/// The oracle the screen fuzzer trusts: it must notice what a real terminal would draw otherwise.
@Suite struct TerminalEmulatorTests {
  private static func screen(_ text: String, columns: Int = 6) -> Screen {
    var screen = Screen(columns: columns, rows: 2)
    screen.write(text, row: 0, column: 0)
    return screen
  }

  @Test func theScreensOwnOutputShowsIt() {
    let screen = Self.screen("ab中c")
    var terminal = TerminalEmulator(showing: Screen(columns: 6, rows: 2))
    terminal.apply(screen.output(from: nil))
    #expect(terminal.problems == [])
    #expect(terminal.mismatches(with: screen) == [])
  }

  @Test func aMissingChangeIsAMismatch() {
    var terminal = TerminalEmulator(showing: Self.screen("ab"))
    terminal.apply("")
    #expect(terminal.mismatches(with: Self.screen("aX")).count == 1)
  }

  @Test(arguments: ["\n", "\u{1B}[5A", "\u{1B}[1;6Hxy"])
  func whatARealTerminalDoesOtherwiseIsAProblem(output: String) {
    // The cursor starts at the bottom right with a wrap pending: printing there wraps.
    var terminal = TerminalEmulator(showing: Self.screen("ab"))
    terminal.apply(output)
    #expect(!terminal.problems.isEmpty)
  }
}
