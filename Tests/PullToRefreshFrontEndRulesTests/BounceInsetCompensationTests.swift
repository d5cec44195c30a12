import PullToRefreshFrontEndRules
import Testing

/// The compensation takes back exactly what `alwaysBounceVertical` makes UIKit add.
///
/// UIKit adds the safe area to a short scroll view's insets when the flag turns on
/// (`UIScrollView.h`). An iPhone 15: 59 pt status bar, 34 pt home indicator.
struct BounceInsetCompensationTests {
  private typealias Owner = BounceInsetCompensation.Owner

  private static let inNavigation = Owner(
    ownership: .rootView,
    adjustsScrollViewInsets: true,
    isInNavigationController: true
  )

  private func compensation(
    _ behavior: BounceInsetCompensation.AdjustmentBehavior,
    taller: Bool = false,
    appBounces: Bool = false,
    owner: Owner = .none
  ) -> BounceInsetCompensation {
    BounceInsetCompensation(
      behavior: behavior,
      safeAreaTop: 59,
      safeAreaBottom: 34,
      contentIsTaller: taller,
      appBouncesVertically: appBounces,
      owner: owner
    )
  }

  private func owner(
    _ ownership: BounceInsetCompensation.Ownership,
    adjusts: Bool = true,
    navigation: Bool = true
  ) -> Owner {
    Owner(
      ownership: ownership,
      adjustsScrollViewInsets: adjusts,
      isInNavigationController: navigation
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
    #expect(compensation(behavior, taller: true, owner: Self.inNavigation) == .none)
  }

  @Test func anAppThatAlreadyBouncesSeesNoChange() {
    #expect(compensation(.automatic, appBounces: true) == .none)
    #expect(compensation(.scrollableAxes, appBounces: true) == .none)
  }

  /// A table view controller's table in a navigation controller is adjusted whatever it holds.
  @Test func aRootViewInANavigationControllerIsAdjustedAnyway() {
    #expect(compensation(.automatic, owner: owner(.rootView)) == .none)
  }

  /// UsingFromUIKit.md's `FeedViewController` is adjusted by UIKit already: nothing moves.
  ///
  /// A `UIScrollView` added as the only subview of the controller's view, in a navigation
  /// controller: nothing is taken back on attach.
  @Test func theFirstScrollViewSubviewInANavigationControllerIsAdjustedAnyway() {
    #expect(compensation(.automatic, owner: owner(.firstScrollViewSubview)) == .none)
  }

  /// A second scroll view beside the first is not owned: it follows `.scrollableAxes`.
  @Test func aSecondScrollViewSubviewGetsTheSafeAreaBack() {
    let second = BounceInsetCompensation.Ownership(isRootView: false, scrollViewSubviewPosition: 1)
    #expect(second == .none)
    #expect(compensation(.automatic, owner: owner(second)) == .init(top: 59, bottom: 34))
  }

  /// The header names a navigation controller only: a collection view controller in a tab bar
  /// controller without one is adjusted only once it bounces.
  @Test func aTabBarControllerWithoutANavigationControllerGetsTheSafeAreaBack() {
    let inTabBarOnly = owner(.rootView, navigation: false)
    #expect(compensation(.automatic, owner: inTabBarOnly) == .init(top: 59, bottom: 34))
  }

  @Test func aControllerThatDoesNotAdjustScrollViewInsetsGetsTheSafeAreaBack() {
    let notAdjusting = owner(.rootView, adjusts: false)
    #expect(compensation(.automatic, owner: notAdjusting) == .init(top: 59, bottom: 34))
  }

  /// visionOS: the SDK does not declare `automaticallyAdjustsScrollViewInsets`, so a view
  /// controller there counts as one with the header's default (YES): a table view controller's
  /// table in a navigation controller is adjusted anyway, as on iOS; in a tab bar controller
  /// alone it still gets the safe area back.
  @Test func whereThePropertyDoesNotExistTheControllerKeepsItsDefault() {
    let visionOS = Owner.adjustsScrollViewInsetsWhereUnavailable
    #expect(visionOS == true)
    #expect(compensation(.automatic, owner: owner(.rootView, adjusts: visionOS)) == .none)
    let inTabBarOnly = owner(.rootView, adjusts: visionOS, navigation: false)
    #expect(compensation(.automatic, owner: inTabBarOnly) == .init(top: 59, bottom: 34))
  }

  /// Only `.automatic` has the backward-compatible exception.
  @Test func scrollableAxesIgnoresTheOwner() {
    #expect(compensation(.scrollableAxes, owner: Self.inNavigation) == .init(top: 59, bottom: 34))
  }

  @Test func neverAndAlwaysDoNotDependOnBouncing() {
    for owner in [Owner.none, Self.inNavigation] {
      #expect(compensation(.never, owner: owner) == .none)
      #expect(compensation(.always, owner: owner) == .none)
    }
  }

  @Test func ownershipFollowsTheRootViewAndTheSubviewOrder() {
    typealias Ownership = BounceInsetCompensation.Ownership
    #expect(Ownership(isRootView: true, scrollViewSubviewPosition: nil) == .rootView)
    #expect(Ownership(isRootView: false, scrollViewSubviewPosition: 0) == .firstScrollViewSubview)
    #expect(Ownership(isRootView: false, scrollViewSubviewPosition: nil) == .none)
    #expect(owner(.none).adjustsRegardlessOfScrollability == false)
  }

  @Test func badSafeAreasCountAsZero() {
    #expect(BounceInsetCompensation(top: .nan, bottom: -4) == .none)
  }
}
