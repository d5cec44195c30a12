import Testing

@testable import TerminalKit

@Suite struct TerminalColorTests {
  @Test func standardColorsAreTheFirstPaletteEntries() {
    #expect(TerminalColor.red == .indexed(1))
    #expect(TerminalColor.gray == .indexed(8))
    #expect(TerminalColor.brightWhite.index == 15)
    #expect(TerminalColor.rgb(0, 0, 1) != .indexed(1))
    #expect(TerminalColor.rgb(0, 0, 1).index == nil)
    #expect(TerminalColor.indexed(1).components.map { _ in true } == nil)
    #expect(TerminalColor.brightCyan.description == "brightCyan")
    #expect(TerminalColor.indexed(99).description == "indexed(99)")
  }
}
