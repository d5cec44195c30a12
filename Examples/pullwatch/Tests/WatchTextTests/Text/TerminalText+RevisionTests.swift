import Testing

@testable import WatchText

/// A text's revision changes with what it shows, and tells a text that grew from a new one.
@Suite struct TerminalTextRevisionTests {
  @Test func theRevisionChangesWithTheTextAndOnlyThen() {
    var text = TerminalText()
    text.append(contentsOf: Array("one\ntw".utf8))
    let first = text.revision
    #expect(text.revision == first)
    #expect(first.completeLineCount == 1)
    text.append(contentsOf: Array("o\n".utf8))
    #expect(text.revision != first)
    #expect(text.revision.continues(first))
    #expect(text.revision.completeLineCount == 2)
  }

  @Test func finishingACutCharacterChangesTheRevision() {
    var text = TerminalText()
    text.append(contentsOf: [0x61, 0xE4, 0xB8])
    let before = text.revision
    text.finish()
    #expect(text.revision != before)
    #expect(text.revision.continues(before))
  }

  @Test func anotherTextDoesNotContinueIt() {
    var text = TerminalText()
    text.append(contentsOf: Array("same\n".utf8))
    var other = TerminalText()
    other.append(contentsOf: Array("same\n".utf8))
    #expect(other.revision != text.revision)
    #expect(!other.revision.continues(text.revision))
    // A buffer that shrank starts the text over.
    let grown = text.revision
    text.update(to: Array("s".utf8))
    #expect(!text.revision.continues(grown))
  }
}
