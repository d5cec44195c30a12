/// Which scroll position the SwiftUI front end binds to a scroll view from iOS 18, macOS 15,
/// tvOS 18, watchOS 11 and visionOS 2, where it reveals a refresh started from code by scrolling
/// that position to the top edge (R8: the indicator shows at its resting extent).
///
/// Why it matters: a scroll view has one position. `scrollPosition(_:anchor:)` "associates a
/// binding to be updated when a scroll view within this view scrolls" (SwiftUI's iOS 18
/// interface and Apple's page), and OpenSwiftUI's `ScrollPosition+Modifiers.swift` models the
/// position as one graph input that each modifier sets, not merges: the modifier nearest the
/// scroll view wins. A position the front end bound on its own would, nearer than the app's
/// `.scrollPosition`, leave the app's binding dead, and further, never scroll.
///
/// The rule:
/// - A scroll view that only loads more binds none: it never reveals anything.
/// - One that refreshes binds the app's position when the app hands it over
///   (`.pullToRefreshScrollPosition($position)`), and the reveal scrolls that one; otherwise it
///   binds one of its own.
/// - Whether one is bound depends only on `refreshes`, which a modifier knows when it is made:
///   which of the two is bound is a value, not a different view, so the app's content keeps its
///   identity (and its state) whichever it is.
///
/// iOS 17 and visionOS 1 have no `ScrollPosition`; there the probe's `UIScrollView` reveals and
/// nothing is bound. Not run on a device.
///
/// ```swift
/// RevealPosition.bound(refreshes: true, appGivesPosition: true)  // .app
/// RevealPosition.bound(refreshes: false, appGivesPosition: true)  // nil: load more alone
/// ```
package enum RevealPosition: Sendable, Equatable {
  /// The app's position, handed over to the front end: bound and scrolled to reveal.
  case app
  /// A position of the front end's own.
  case frontEnd

  /// The position a scroll view gets, or `nil` for none at all (a scroll view that only loads
  /// more); `nil` exactly when `refreshes` is `false`.
  package static func bound(refreshes: Bool, appGivesPosition: Bool) -> Self? {
    guard refreshes else { return nil }
    return appGivesPosition ? .app : .frontEnd
  }
}
