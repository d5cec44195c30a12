import Testing

@testable import pullwatch

struct ConversationTests {
  @Test func earlierMessagesGoAboveInOrderThenTheBeginningAddsNothing() {
    var conversation = Conversation()
    let opening = conversation.messages
    var added: [Int] = []
    for _ in 0..<(Conversation.earlierPageCount + 1) {
      let before = conversation.messages
      let count = conversation.loadEarlierMessages()
      added.append(count)
      // The messages on screen stay, after the page.
      #expect(Array(conversation.messages.suffix(before.count)) == before)
    }
    let page = Conversation.earlierPageSize
    #expect(added == Array(repeating: page, count: Conversation.earlierPageCount) + [0])
    #expect(conversation.earlierPagesLoaded == Conversation.earlierPageCount)
    #expect(conversation.messages.count == opening.count + Conversation.earlierPageCount * page)
    // Each page is one day's, oldest first: the earliest page is on top.
    let days = conversation.messages.prefix(3 * page).map { $0.time.split(separator: " ")[0] }
    #expect(days.first == "Last" && days[2 * page] == "Monday")
    let monday = conversation.messages[(2 * page)..<(3 * page)].map(\.time)
    #expect(monday == monday.sorted())
  }

  @Test func aReplyArrivesAtTheEndAndTwoThreadsAgree() {
    var first = Conversation()
    var second = Conversation()
    let before = first.messages
    first.receiveReply(at: "10:00:00")
    second.receiveReply(at: "10:00:00")
    #expect(first == second)
    #expect(Array(first.messages.dropLast()) == before)
    #expect(first.messages.last?.time == "10:00:00")
    _ = first.loadEarlierMessages()
    _ = second.loadEarlierMessages()
    #expect(first == second)
  }
}
