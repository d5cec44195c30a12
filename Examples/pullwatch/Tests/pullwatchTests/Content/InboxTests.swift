import Testing

@testable import pullwatch

struct InboxTests {
  @Test func newMailArrivesOnTopUnreadAndTheOldMessagesStay() {
    var inbox = Inbox()
    let before = inbox.messages
    inbox.receiveNewMail(at: "10:00:00")
    let added = inbox.messages.count - before.count
    #expect((1...3).contains(added))
    #expect(Array(inbox.messages.dropFirst(added)) == before)
    #expect(inbox.messages.prefix(added).allSatisfy { $0.isUnread && $0.time == "10:00:00" })
  }

  @Test func everyRefreshBringsSomethingNewAndTwoRunsAgree() {
    var first = Inbox()
    var second = Inbox()
    var counts: [Int] = []
    for _ in 0..<6 {
      let before = first.messages.count
      first.receiveNewMail(at: "t")
      second.receiveNewMail(at: "t")
      counts.append(first.messages.count - before)
    }
    #expect(first == second)
    #expect(counts == [1, 2, 3, 1, 2, 3])
  }
}
