import PullToRefreshFrontEndRules
import Testing

/// The room added around the content: the resting inset before it, the footer after it, nothing
/// while there is no room, never an extreme value.
struct ScrollRoomTests {
  @Test func nothingRefreshingAndNoLoadMoreAddsNothing() {
    let room = ScrollRoom(restingInset: 0, loadsMore: false, footerHeight: 70)
    #expect(room.isEmpty)
    #expect(room == ScrollRoom(restingInset: 0, loadsMore: false, footerHeight: nil))
  }

  @Test func theTopIsTheRestingInset() {
    let room = ScrollRoom(restingInset: 62, loadsMore: false, footerHeight: nil)
    #expect(room.top == 62)
    #expect(room.bottom == 0)
    #expect(!room.isEmpty)
  }

  @Test func theBottomFollowsTheFootersMeasuredHeightWhileLoadingMore() {
    // Idle footer before measuring: the 44 pt minimum; a failed footer with Retry: its height.
    #expect(ScrollRoom(restingInset: 0, loadsMore: true, footerHeight: nil).bottom == 44)
    #expect(ScrollRoom(restingInset: 0, loadsMore: true, footerHeight: 24).bottom == 44)
    #expect(ScrollRoom(restingInset: 0, loadsMore: true, footerHeight: 70).bottom == 70)
    // Back to a shorter footer, the room shrinks with it.
    #expect(ScrollRoom(restingInset: 0, loadsMore: true, footerHeight: 50).bottom == 50)
  }

  @Test(arguments: [-.infinity, -1, -0.0, .nan, .infinity])
  func aLengthThatIsNotAPositiveNumberIsNoRoom(length: Double) {
    let room = ScrollRoom(restingInset: length, loadsMore: true, footerHeight: length)
    #expect(room.top == 0)
    #expect(room.bottom == 44)
  }

  @Test func anExtremeLengthIsCapped() {
    let room = ScrollRoom(restingInset: 1e300, loadsMore: true, footerHeight: 1e300)
    #expect(room.top == ScrollRoom.maximumLength)
    #expect(room.bottom == ScrollRoom.maximumLength)
  }
}
