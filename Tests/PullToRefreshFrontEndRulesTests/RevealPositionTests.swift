import PullToRefreshFrontEndRules
import Testing

/// Which scroll position a scroll view gets: none when it only loads more, the app's when the
/// app hands one over, the front end's otherwise.
struct RevealPositionTests {
  @Test func aScrollViewThatOnlyLoadsMoreGetsNone() {
    #expect(RevealPosition.bound(refreshes: false, appGivesPosition: false) == nil)
    #expect(RevealPosition.bound(refreshes: false, appGivesPosition: true) == nil)
  }

  @Test func theAppsPositionIsAdoptedWhenItGivesOne() {
    #expect(RevealPosition.bound(refreshes: true, appGivesPosition: true) == .app)
  }

  @Test func otherwiseTheFrontEndBindsItsOwn() {
    #expect(RevealPosition.bound(refreshes: true, appGivesPosition: false) == .frontEnd)
  }

  @Test(arguments: [false, true])
  func whetherOneIsBoundDependsOnlyOnRefreshing(appGivesPosition: Bool) {
    // So the app's content never changes identity when the app's position comes or goes.
    #expect(
      (RevealPosition.bound(refreshes: true, appGivesPosition: appGivesPosition) != nil)
        && (RevealPosition.bound(refreshes: false, appGivesPosition: appGivesPosition) == nil)
    )
  }
}
