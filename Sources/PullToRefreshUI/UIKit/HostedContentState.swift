#if canImport(UIKit) && canImport(SwiftUI)
import PullToRefresh
import PullToRefreshFrontEndRules
import SwiftUI
import UIKit

/// The content state views of ``PullToRefreshController`` (Behavior.md, "Content states", F9):
/// the loader, the empty view and the failed view, inside the scroll view so that each can be
/// pulled (F4).
///
/// One container view, a subview of the scroll view at the back (index 0), as
/// DZNEmptyDataSet puts its empty view in a table or collection view ("Send the view all the way
/// to the back, in case a header and/or footer is present, as well as for sectionHeaders or any
/// other content", `UIScrollView+EmptyDataSet.m`), so the rows, the indicator and the footer draw
/// over it. Inside the scroll view the pan gesture sees every touch that starts on it, buttons
/// included (a drag that starts on "Try Again" pulls too), and the view moves with the content
/// as a row does. Apple's own content-unavailable view (`UIViewController`'s
/// `contentUnavailableConfiguration`) is the view controller's, over the scroll view, where a
/// drag that starts on it reaches no scroll view.
///
/// The container sits at the content's top and is as tall as the visible area at rest
/// (`ContentStatePresentation.scrollViewFrame`: the bounds less `adjustedContentInset` at both
/// ends, without the controller's own room), laid out again, with the view it shows, whenever
/// the scroll view reports a change, and only when its frame changes. It holds the app's view for
/// the phase (``PullToRefreshController/contentStateViewProvider``) or a hosted
/// ``ContentStateView``, whose accessibility (labelled with its state, "Try Again" an action)
/// is SwiftUI's. Hidden, from VoiceOver too, while no state shows. Not run on a device; whether
/// VoiceOver reaches a subview of a table view other than its cells is a device check.
/// Unavailable where the controller is (tvOS, watchOS).
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
final class HostedContentState {
  /// Makes the app's view for a phase, or `nil` for ``ContentStateView``.
  typealias Provider =
    @MainActor (ContentPhase, (any Error)?, @escaping @MainActor () -> Void) -> UIView?

  private let container = UIView()
  private weak var parent: UIViewController?
  /// The hosted default view, made the first time one shows.
  private var host: UIHostingController<ContentStateView>?
  /// The app's view shown now, if any.
  private weak var appView: UIView?
  /// The phase shown now (`nil`: none), and whether it is known yet.
  private var shown: ContentPhase??
  private var appliedFrame: CGRect?

  /// Adds the (hidden) container at the back of `scrollView`; a hosted view becomes a child of
  /// `parent`, the scroll view's view controller, when there is one.
  init(in scrollView: UIScrollView, parent: UIViewController?) {
    self.parent = parent
    container.backgroundColor = .clear
    container.isHidden = true
    container.accessibilityElementsHidden = true
    scrollView.insertSubview(container, at: 0)
  }

  /// Shows the view for `phase` (`nil`: none), from `provider` when it makes one; does nothing
  /// when that phase shows already, unless `rebuilds` (the app's provider changed).
  func show(
    _ phase: ContentPhase?,
    error: (any Error)?,
    retry: @escaping @MainActor () -> Void,
    provider: Provider?,
    rebuilds: Bool = false
  ) {
    guard rebuilds || shown != .some(phase) else { return }
    shown = .some(phase)
    appView?.removeFromSuperview()
    appView = nil
    guard let phase else {
      container.isHidden = true
      container.accessibilityElementsHidden = true
      host?.view.isHidden = true
      return
    }
    container.isHidden = false
    container.accessibilityElementsHidden = false
    if let view = provider?(phase, error, retry) {
      host?.view.isHidden = true
      view.frame = container.bounds
      container.addSubview(view)
      appView = view
      return
    }
    let view = ContentStateView(phase: phase, error: error, retry: retry)
    if let host {
      host.rootView = view
      host.view.isHidden = false
    } else {
      let host = UIHostingController(rootView: view)
      // Placed by the engine's numbers, not by the safe area, as the indicator is.
      host.safeAreaRegions = []
      host.view.backgroundColor = .clear
      host.view.frame = container.bounds
      host.embed(in: container, parent: parent)
      self.host = host
    }
  }

  /// Places the container over the visible area; nothing while it is hidden or its frame is
  /// the one applied last.
  func layout(in scrollView: UIScrollView, ownTopRoom: Double, ownBottomRoom: Double) {
    guard !container.isHidden else { return }
    let insets = scrollView.adjustedContentInset
    guard
      let frame = ContentStatePresentation.scrollViewFrame(
        contentOffsetX: Double(scrollView.contentOffset.x),
        boundsWidth: Double(scrollView.bounds.width),
        boundsHeight: Double(scrollView.bounds.height),
        adjustedInsetTop: Double(insets.top),
        adjustedInsetBottom: Double(insets.bottom),
        ownTopRoom: ownTopRoom,
        ownBottomRoom: ownBottomRoom
      )
    else { return }
    let rect = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    guard rect != appliedFrame else { return }
    appliedFrame = rect
    container.frame = rect
    // The shown view fills the container (set here rather than by an autoresizing mask, so that
    // it follows exactly the frames this decides).
    let bounds = CGRect(origin: .zero, size: rect.size)
    host?.view.frame = bounds
    appView?.frame = bounds
  }

  /// Takes the container, the hosted view and the app's view out of the scroll view, and the
  /// hosted view out of its parent view controller.
  func remove() {
    host?.unembed()
    host = nil
    appView?.removeFromSuperview()
    container.removeFromSuperview()
  }
}
#endif
