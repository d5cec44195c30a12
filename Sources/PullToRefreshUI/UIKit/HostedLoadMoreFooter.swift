#if canImport(UIKit) && canImport(SwiftUI)
import PullToRefresh
import PullToRefreshUIKitSupport
import SwiftUI
import UIKit

/// The load-more footer of ``PullToRefreshController``: the SwiftUI ``LoadMoreFooter`` hosted
/// right after the scroll view's content (Behavior.md, "Load more", L9).
///
/// It sits at `contentSize.height` in the scroll view's content coordinates
/// (`LoadMoreFooterLayout.scrollViewFooterY(contentHeight:)`), inside the bottom room the
/// controller keeps for it through its inset ledger, so it moves with the content and the app's
/// own bottom inset is never touched. It is laid out only when the content's height or the scroll
/// view's width changes, and hidden (from VoiceOver too) while the footer is idle. Not run on a
/// device. Unavailable where the controller is (tvOS, watchOS).
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
final class HostedLoadMoreFooter {
  private let host: UIHostingController<FooterView>
  private var appliedFrame: CGRect?

  /// A footer for `coordinator`'s load-more phase, added to `scrollView` (as a child of
  /// `parent`, the scroll view's view controller, when there is one).
  init(coordinator: RefreshCoordinator, in scrollView: UIScrollView, parent: UIViewController?) {
    host = UIHostingController(rootView: FooterView(coordinator: coordinator))
    host.sizingOptions = .intrinsicContentSize
    host.safeAreaRegions = []
    host.view.backgroundColor = .clear
    host.embed(in: scrollView, parent: parent)
    phaseChanged(coordinator.loadMorePhase)
  }

  /// The room the footer keeps after the content: its height, at least 44 points.
  var room: Double {
    LoadMoreFooterLayout.room(measuredHeight: Double(host.view.intrinsicContentSize.height))
  }

  /// Shows or hides the footer for the new phase (nothing shows while idle).
  func phaseChanged(_ phase: LoadMorePhase) {
    let isVisible = LoadMoreFooterLayout.isVisible(phase)
    host.view.isHidden = !isVisible
    host.view.accessibilityElementsHidden = !isVisible
    appliedFrame = nil
  }

  /// Places the footer right after the content; does nothing when its frame would not change.
  func layout(in scrollView: UIScrollView) {
    guard
      let y = LoadMoreFooterLayout.scrollViewFooterY(
        contentHeight: Double(scrollView.contentSize.height)
      )
    else { return }
    let frame = CGRect(x: 0, y: y, width: Double(scrollView.bounds.width), height: room)
    guard frame != appliedFrame else { return }
    appliedFrame = frame
    host.view.frame = frame
  }

  /// Takes the footer out of the scroll view and out of its parent view controller.
  func remove() {
    host.unembed()
  }

  /// The footer for the coordinator's phase, its Retry asking for the page again.
  struct FooterView: View {
    let coordinator: RefreshCoordinator

    var body: some View {
      LoadMoreFooter(phase: coordinator.loadMorePhase) {
        Task { await coordinator.loadMore() }
      }
    }
  }
}
#endif
