/// The app's own refresh control (`UIScrollView.refreshControl`) while the UIKit controller is
/// attached: stepped aside, so that one indicator shows, and given back on detaching.
///
/// The controller looks at the scroll view's `refreshControl` when it attaches and whenever the
/// scroll view reports a change (its offset, size or bounds; `refreshControl` itself is not
/// observed: UIKit documents no key-value observation for it). A control found there is the app's
/// (the controller never sets one): it is kept here and taken off the scroll view, so one the app
/// sets after attaching steps aside too, at the latest when a pull moves the content, before it
/// can show. On detaching the scroll view gets back the last control the app set.
///
/// ```swift
/// var handover = RefreshControlHandover<UIRefreshControl>()
/// if handover.found(scrollView.refreshControl) { scrollView.refreshControl = nil }
/// // on detaching:
/// scrollView.refreshControl = handover.saved
/// ```
package struct RefreshControlHandover<Control: AnyObject> {
  /// The app's control, stepped aside: the one to give back on detaching.
  package private(set) var saved: Control?

  /// No control stepped aside yet.
  package init() {}

  /// The scroll view holds `control` now: whether to take it off (it is the app's, and is kept to
  /// be given back); `false` when there is none.
  package mutating func found(_ control: Control?) -> Bool {
    guard let control else { return false }
    saved = control
    return true
  }
}
