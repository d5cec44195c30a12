import Testing

@testable import TerminalKit

/// SGR (1006) mouse reports: `ESC [ < code ; column ; row M` or `m`.
struct TerminalInputDecoderMouseTests {
  @Test(arguments: [
    ("<0;1;1M", MouseEvent(kind: .pressed(.left), column: 0, row: 0)),
    ("<1;5;7M", MouseEvent(kind: .pressed(.middle), column: 4, row: 6)),
    ("<2;10;3M", MouseEvent(kind: .pressed(.right), column: 9, row: 2)),
    ("<0;200;60M", MouseEvent(kind: .pressed(.left), column: 199, row: 59)),
    ("<0;99999;12345M", MouseEvent(kind: .pressed(.left), column: 99_998, row: 12_344)),
  ])
  func press(sequence: String, expected: MouseEvent) {
    expectMouse(sequence, decodesTo: expected)
  }

  @Test(arguments: [
    ("<4;2;3M", MouseEvent(kind: .pressed(.left), column: 1, row: 2, modifiers: .shift)),
    ("<9;2;3M", MouseEvent(kind: .pressed(.middle), column: 1, row: 2, modifiers: .alt)),
    ("<18;2;3M", MouseEvent(kind: .pressed(.right), column: 1, row: 2, modifiers: .control)),
    (
      "<28;2;3M",
      MouseEvent(kind: .pressed(.left), column: 1, row: 2, modifiers: [.shift, .alt, .control])
    ),
    (
      "<20;2;3m",
      MouseEvent(kind: .released(.left), column: 1, row: 2, modifiers: [.shift, .control])
    ),
  ])
  func modifiers(sequence: String, expected: MouseEvent) {
    expectMouse(sequence, decodesTo: expected)
  }

  @Test(arguments: [
    ("<32;3;4M", MouseEvent(kind: .dragged(.left), column: 2, row: 3)),
    ("<33;3;4M", MouseEvent(kind: .dragged(.middle), column: 2, row: 3)),
    ("<34;200;60M", MouseEvent(kind: .dragged(.right), column: 199, row: 59)),
    ("<35;3;4M", MouseEvent(kind: .moved, column: 2, row: 3)),
    ("<51;3;4M", MouseEvent(kind: .moved, column: 2, row: 3, modifiers: .control)),
    ("<40;3;4M", MouseEvent(kind: .dragged(.left), column: 2, row: 3, modifiers: .alt)),
  ])
  func motion(sequence: String, expected: MouseEvent) {
    expectMouse(sequence, decodesTo: expected)
  }

  @Test(arguments: [
    ("<0;1;1m", MouseEvent(kind: .released(.left), column: 0, row: 0)),
    ("<1;8;9m", MouseEvent(kind: .released(.middle), column: 7, row: 8)),
    ("<2;200;60m", MouseEvent(kind: .released(.right), column: 199, row: 59)),
    ("<3;4;5m", MouseEvent(kind: .released(nil), column: 3, row: 4)),
    ("<32;4;5m", MouseEvent(kind: .released(.left), column: 3, row: 4)),
  ])
  func release(sequence: String, expected: MouseEvent) {
    expectMouse(sequence, decodesTo: expected)
  }

  @Test(arguments: [
    ("<64;1;1M", MouseEvent(kind: .wheel(.up), column: 0, row: 0)),
    ("<65;200;60M", MouseEvent(kind: .wheel(.down), column: 199, row: 59)),
    ("<66;3;4M", MouseEvent(kind: .wheel(.left), column: 2, row: 3)),
    ("<67;3;4M", MouseEvent(kind: .wheel(.right), column: 2, row: 3)),
    ("<68;3;4M", MouseEvent(kind: .wheel(.up), column: 2, row: 3, modifiers: .shift)),
    ("<73;3;4M", MouseEvent(kind: .wheel(.down), column: 2, row: 3, modifiers: .alt)),
    ("<81;3;4M", MouseEvent(kind: .wheel(.down), column: 2, row: 3, modifiers: .control)),
    ("<96;3;4M", MouseEvent(kind: .wheel(.up), column: 2, row: 3)),
  ])
  func wheel(sequence: String, expected: MouseEvent) {
    expectMouse(sequence, decodesTo: expected)
  }

  @Test(arguments: [
    "<0;0;1M", "<0;1;0M", "<3;1;1M", "<64;1;1m", "<128;1;1M", "<0;1M", "<0;1;1;1M", "<0;;1M",
    "<;1;1M", "<0;1;1X", "<0;100000;1M", "<0;99999999999999999999;5M", "<0:1;1;1M",
    "<<0;1;1M", "<0;1;1 M",
  ])
  func invalidReportIsSkippedWhole(sequence: String) {
    let bytes = [0x1B, UInt8(ascii: "[")] + Array(sequence.utf8)
    let outcome = TerminalInputDecoder.outcome(of: bytes + [UInt8(ascii: "z")])
    #expect(outcome == .init(inputs: [.text("z")], skippedByteCount: bytes.count))
  }

  @Test func consecutiveReportsInOneChunk() {
    let stream = "\u{1B}[<0;10;5M\u{1B}[<32;11;5M\u{1B}[<0;12;5m"
    let outcome = TerminalInputDecoder.outcome(of: Array(stream.utf8))
    let expected: [TerminalInput] = [
      .mouse(MouseEvent(kind: .pressed(.left), column: 9, row: 4)),
      .mouse(MouseEvent(kind: .dragged(.left), column: 10, row: 4)),
      .mouse(MouseEvent(kind: .released(.left), column: 11, row: 4)),
    ]
    #expect(outcome == .init(inputs: expected, skippedByteCount: 0))
  }

  private func expectMouse(
    _ sequence: String,
    decodesTo expected: MouseEvent,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let bytes = [0x1B, UInt8(ascii: "[")] + Array(sequence.utf8)
    let outcome = TerminalInputDecoder.outcome(of: bytes)
    #expect(
      outcome == .init(inputs: [.mouse(expected)], skippedByteCount: 0),
      sourceLocation: sourceLocation
    )
  }
}
