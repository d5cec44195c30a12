#if canImport(UIKit) && canImport(SwiftUI)
import PullToRefresh
import PullToRefreshFrontEndRules
import SwiftUI
import UIKit

/// The load-more footer of ``PullToRefreshController``: the SwiftUI ``LoadMoreFooter`` hosted
/// right after the scroll view's content (Behavior.md, "Load more", L9).
///
/// It sits at `contentSize.height` in the scroll view's content coordinates
/// (`LoadMoreFooterLayout.scrollViewFooterY(contentHeight:)`), inside the bottom room the
/// controller keeps for it through its inset ledger, so it moves with the content and the app's
/// own bottom inset is never touched. It is laid out only when the content's height or the scroll
/// view's width changes, and hidden (from VoiceOver too) while the footer is idle.
///
/// The room follows the footer's height (`LoadMoreFooterLayout.Room`): on a phase change the
/// hosting controller gets the new phase as its root view and is measured at the scroll view's
/// width with `sizeThatFits(in:)` (Apple: "Calculates and returns the most appropriate size for
/// the current view"), a height proposal of `.greatestFiniteMagnitude` asking for the height the
/// content needs; a width change measures again. The phase is passed in the root view rather
/// than read from the coordinator inside it, so the measurement sees the new content at once,
/// not at SwiftUI's next update. A text size changed while the footer shows counts from the next
/// phase change or width. Not run on a device. Unavailable where the controller is (tvOS,
/// watchOS).
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
final class HostedLoadMoreFooter {
  private let host: UIHostingController<FooterView>
  private let coordinator: RefreshCoordinator
  private var appliedFrame: CGRect?
  private var measuredRoom = LoadMoreFooterLayout.Room()

  /// A footer for `coordinator`'s load-more phase, added to `scrollView` (as a child of
  /// `parent`, the scroll view's view controller, when there is one).
  init(coordinator: RefreshCoordinator, in scrollView: UIScrollView, parent: UIViewController?) {
    self.coordinator = coordinator
    host = UIHostingController(rootView: FooterView(coordinator: coordinator, phase: .idle))
    host.safeAreaRegions = []
    host.view.backgroundColor = .clear
    host.embed(in: scrollView, parent: parent)
    phaseChanged(coordinator.loadMorePhase)
  }

  /// The room the footer keeps after the content: its measured height, at least 44 points.
  var room: Double { measuredRoom.points }

  /// Shows the new phase (nothing while idle); the next ``layout(in:)`` measures it.
  func phaseChanged(_ phase: LoadMorePhase) {
    host.rootView = FooterView(coordinator: coordinator, phase: phase)
    let isVisible = LoadMoreFooterLayout.isVisible(phase)
    host.view.isHidden = !isVisible
    host.view.accessibilityElementsHidden = !isVisible
    measuredRoom.phaseChanged()
    appliedFrame = nil
  }

  /// Places the footer right after the content; returns whether its room changed.
  ///
  /// It is measured first when its phase or the width changed; when the room changed, the caller
  /// rewrites the bottom inset. Nothing more happens when its frame would not change.
  @discardableResult
  func layout(in scrollView: UIScrollView) -> Bool {
    let width = Double(scrollView.bounds.width)
    var roomChanged = false
    if measuredRoom.needsMeasuring(width: width) {
      let fitting = host.sizeThatFits(
        in: CGSize(width: scrollView.bounds.width, height: .greatestFiniteMagnitude)
      )
      roomChanged = measuredRoom.measured(height: Double(fitting.height), width: width)
    }
    guard
      let y = LoadMoreFooterLayout.scrollViewFooterY(
        contentHeight: Double(scrollView.contentSize.height)
      )
    else { return roomChanged }
    let frame = CGRect(x: 0, y: y, width: width, height: room)
    guard frame != appliedFrame else { return roomChanged }
    appliedFrame = frame
    host.view.frame = frame
    return roomChanged
  }

  /// Takes the footer out of the scroll view and out of its parent view controller.
  func remove() {
    host.unembed()
  }

  /// The footer for a phase, its Retry asking the coordinator for the page again.
  struct FooterView: View {
    let coordinator: RefreshCoordinator
    let phase: LoadMorePhase

    var body: some View {
      LoadMoreFooter(phase: phase) {
        Task { await coordinator.loadMore() }
      }
    }
  }
}
#endif
