import PullToRefreshFrontEndRules
import Testing

/// The app's refresh control while the UIKit controller is attached, with a stand-in for
/// `UIRefreshControl`.
struct RefreshControlHandoverTests {
  private final class Control {}

  @Test func noControlIsLeftAlone() {
    var handover = RefreshControlHandover<Control>()
    let found = handover.found(nil)
    #expect(!found)
    #expect(handover.saved == nil)
  }

  @Test func theControlFoundOnAttachingStepsAsideAndComesBack() {
    var handover = RefreshControlHandover<Control>()
    let app = Control()
    let found = handover.found(app)
    // Taken off the scroll view: nothing more to find until the app sets another.
    let foundAgain = handover.found(nil)
    #expect(found)
    #expect(!foundAgain)
    #expect(handover.saved === app)
  }

  @Test func aControlSetWhileAttachedStepsAsideAndIsTheOneGivenBack() {
    var handover = RefreshControlHandover<Control>()
    let before = Control()
    let later = Control()
    _ = handover.found(before)
    let found = handover.found(later)
    #expect(found)
    #expect(handover.saved === later)
  }
}
