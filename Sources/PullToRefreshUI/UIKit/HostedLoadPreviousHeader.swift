#if canImport(UIKit) && canImport(SwiftUI)
import PullToRefresh
import PullToRefreshFrontEndRules
import SwiftUI
import UIKit

/// The header of ``PullToRefreshController`` at the top end: a spinner while the previous page
/// loads, "Couldn't load previous" with Retry after a failure, nothing otherwise (Behavior.md,
/// "The top end", K4), hosted right above the scroll view's content.
///
/// It sits at `-room` in the scroll view's content coordinates (`PositionKeeping.Header.top`),
/// inside the room the controller keeps for it in `contentInset.top` through its inset ledger, so
/// it moves with the content and its room never pushes a row: an inset adds scroll area around
/// the content and moves neither the content nor `contentOffset` (`UIScrollView.h`). The room
/// its phase calls for is its measured height while it shows something
/// (`PositionKeeping.Header.room`, at least 44 points) and none while idle or exhausted; it is
/// measured as the footer is (`HostedLoadMoreFooter`: `sizeThatFits(in:)` at the scroll view's
/// width, on a phase or width change). More room comes at once; less only as far as the part
/// that goes is out of sight (`PositionKeeping.Header.appliedRoom`), so a header in view never
/// makes the scroll view pull the rows up. Its strings are the package's
/// (`PullToRefreshStrings`). Not run on a device. Unavailable where the controller is (tvOS,
/// watchOS).
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
final class HostedLoadPreviousHeader {
  private let host: UIHostingController<HeaderView>
  private let coordinator: RefreshCoordinator
  private var phase = LoadMorePhase.idle
  private var appliedFrame: CGRect?
  private var measuredRoom = LoadMoreFooterLayout.Room()
  /// The room kept now (``room``).
  private var keptRoom = 0.0

  /// A header for `coordinator`'s load-previous phase, added to `scrollView` (as a child of
  /// `parent`, the scroll view's view controller, when there is one).
  init(coordinator: RefreshCoordinator, in scrollView: UIScrollView, parent: UIViewController?) {
    self.coordinator = coordinator
    host = UIHostingController(rootView: HeaderView(coordinator: coordinator, phase: .idle))
    host.safeAreaRegions = []
    host.view.backgroundColor = .clear
    host.embed(in: scrollView, parent: parent)
    phaseChanged(coordinator.loadPreviousPhase)
  }

  /// The room the header keeps above the content now: on the way to what its phase calls for
  /// (none while it shows nothing), shrinking only out of sight.
  var room: Double { keptRoom }

  /// Shows the new phase (nothing while idle or exhausted); the next ``layout(in:)`` measures it.
  func phaseChanged(_ phase: LoadMorePhase) {
    self.phase = phase
    host.rootView = HeaderView(coordinator: coordinator, phase: phase)
    let isVisible = PositionKeeping.Header.isVisible(phase)
    host.view.isHidden = !isVisible
    host.view.accessibilityElementsHidden = !isVisible
    measuredRoom.phaseChanged()
    appliedFrame = nil
  }

  /// Places the header right above the content; returns whether its room changed, in which case
  /// the caller rewrites the top inset (which moves no row).
  ///
  /// - Parameter restingInset: the refresh's room, which the controller keeps above the header's.
  @discardableResult
  func layout(in scrollView: UIScrollView, restingInset: Double) -> Bool {
    // Idle or exhausted with its room gone, as on nearly every frame of a scroll: nothing to do.
    let isVisible = PositionKeeping.Header.isVisible(phase)
    guard isVisible || keptRoom != 0 || appliedFrame == nil else { return false }
    let width = Double(scrollView.bounds.width)
    if isVisible, measuredRoom.needsMeasuring(width: width) {
      let fitting = host.sizeThatFits(
        in: CGSize(width: scrollView.bounds.width, height: .greatestFiniteMagnitude)
      )
      measuredRoom.measured(height: Double(fitting.height), width: width)
    }
    let kept = PositionKeeping.Header.appliedRoom(
      current: keptRoom,
      target: PositionKeeping.Header.room(for: phase, measured: measuredRoom),
      contentOffset: Double(scrollView.contentOffset.y),
      adjustedInsetTop: Double(scrollView.adjustedContentInset.top),
      restingInset: restingInset
    )
    let roomChanged = kept != keptRoom
    keptRoom = kept
    guard let y = PositionKeeping.Header.top(room: room) else { return roomChanged }
    let frame = CGRect(x: 0, y: y, width: width, height: room)
    guard frame != appliedFrame else { return roomChanged }
    appliedFrame = frame
    host.view.frame = frame
    return roomChanged
  }

  /// Takes the header out of the scroll view and out of its parent view controller.
  func remove() {
    host.unembed()
  }

  /// The header for a phase, its Retry asking the coordinator for the previous page again.
  ///
  /// Only Retry takes touches: a drag that starts on the spinner or the text scrolls the content.
  struct HeaderView: View {
    let coordinator: RefreshCoordinator
    let phase: LoadMorePhase

    var body: some View {
      content
        .padding(.vertical, 12)
        .frame(maxWidth: .infinity)
    }

    @ViewBuilder private var content: some View {
      let text = PositionKeeping.Header.text(for: phase).map(PullToRefreshStrings.localized)
      switch phase {
      case .loading:
        ProgressView()
          .accessibilityLabel(Text(text ?? ""))
          .allowsHitTesting(false)
      case .failed:
        VStack(spacing: 6) {
          Text(text ?? "")
            .font(.footnote)
            .foregroundStyle(.secondary)
            .allowsHitTesting(false)
          Button(PullToRefreshStrings.localized("Retry")) {
            Task { await coordinator.loadPrevious() }
          }
        }
      case .idle, .exhausted:
        EmptyView()
      }
    }
  }
}
#endif
