import PullToRefreshUIKitSupport
import Testing

/// UIKit adds the safe area to a short scroll view's insets when `alwaysBounceVertical` turns on
/// (`UIScrollView.h`); the compensation takes exactly that back, and nothing else.
struct BounceInsetCompensationTests {
  private func compensation(
    _ behavior: BounceInsetCompensation.AdjustmentBehavior,
    taller: Bool = false,
    appBounces: Bool = false,
    container: Bool = false
  ) -> BounceInsetCompensation {
    BounceInsetCompensation(
      behavior: behavior,
      safeAreaTop: 59,
      safeAreaBottom: 34,
      contentIsTaller: taller,
      appBouncesVertically: appBounces,
      isAdjustedByContainer: container
    )
  }

  @Test(arguments: [BounceInsetCompensation.AdjustmentBehavior.automatic, .scrollableAxes])
  func shortContentThatDidNotBounceGetsTheSafeAreaBack(
    behavior: BounceInsetCompensation.AdjustmentBehavior
  ) {
    #expect(compensation(behavior) == .init(top: 59, bottom: 34))
  }

  @Test(arguments: BounceInsetCompensation.AdjustmentBehavior.allCases)
  func tallerContentIsAdjustedAnyway(behavior: BounceInsetCompensation.AdjustmentBehavior) {
    #expect(compensation(behavior, taller: true) == .none)
  }

  @Test func anAppThatAlreadyBouncesSeesNoChange() {
    #expect(compensation(.automatic, appBounces: true) == .none)
    #expect(compensation(.scrollableAxes, appBounces: true) == .none)
  }

  /// A table view controller's table in a navigation controller is always adjusted.
  @Test func aRootViewInANavigationControllerIsAdjustedAnyway() {
    #expect(compensation(.automatic, container: true) == .none)
    #expect(compensation(.scrollableAxes, container: true) == .init(top: 59, bottom: 34))
  }

  @Test func neverAndAlwaysDoNotDependOnBouncing() {
    #expect(compensation(.never) == .none)
    #expect(compensation(.always) == .none)
  }

  @Test func badSafeAreasCountAsZero() {
    #expect(BounceInsetCompensation(top: .nan, bottom: -4) == .none)
  }
}
