import FuzzChecks
import Testing

@testable import TerminalKit

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
}
