#if canImport(UIKit) && canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import Accessibility
import PullToRefresh
import SwiftUI
import UIKit

extension PullToRefreshController {
  /// The scroll view moved, resized or started or stopped tracking a finger.
  func scrollViewChanged() {
    guard let scrollView else { return }
    coordinator.interactionChanged(isInteracting: scrollView.isTracking)
    coordinator.scrolled(metrics(of: scrollView))
    updateInset()
    layoutIndicator()
  }

  /// The scroll view's geometry, measured from the edge the app set, without our inset.
  func metrics(of scrollView: UIScrollView) -> ScrollAxisMetrics {
    let insets = scrollView.adjustedContentInset
    return ScrollAxisMetrics(
      offset: scrollView.contentOffset.y,
      contentLength: scrollView.contentSize.height,
      viewportLength: scrollView.bounds.height,
      leadingInset: ledger.appInset(of: insets.top),
      trailingInset: insets.bottom
    )
  }

  /// Reacts to the coordinator: the haptic, announcements, the inset and the system control.
  func received(_ event: RefreshCoordinator.Event) {
    switch event {
    case .haptic:
      // UIRefreshControl plays its own; visionOS has no haptics.
      #if !os(visionOS)
      if hapticsEnabled, refreshControl == nil { feedback?.impactOccurred() }
      #endif
    case .announcement(let announcement):
      UIAccessibility.post(notification: .announcement, argument: announcement.localizedText)
    case .phaseChanged:
      // Not from inside the coordinator's own call: changing the inset moves the content, and
      // the scroll view reports that back to the coordinator.
      Task { [weak self] in self?.phaseChanged() }
    case .actionStarted, .actionFinished:
      break
    }
  }

  /// Follows a new phase: the system control, the inset and the indicator's place.
  func phaseChanged() {
    guard let scrollView else { return }
    // A tap that never moved the content leaves no offset change to report the release.
    coordinator.interactionChanged(isInteracting: scrollView.isTracking)
    updateRefreshControl(for: coordinator.phase)
    updateInset()
    layoutIndicator()
  }

  /// Keeps ``RestingInset``'s inset in the scroll view's top content inset, through the ledger,
  /// and reveals it when a refresh that no finger started begins at the top.
  func updateInset() {
    guard let scrollView, refreshControl == nil else { return }
    let change = coordinator.restingInsetChange(
      current: ledger.added,
      reduceMotion: UIAccessibility.isReduceMotionEnabled
    )
    guard let change else { return }
    let top = ledger.adjust(scrollView.contentInset.top, toAdd: change.inset)
    let apply = {
      scrollView.contentInset.top = top
      if change.reveals {
        let edge = scrollView.adjustedContentInset.top
        scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: -edge)
      }
    }
    if change.animates {
      UIView.animate(
        springDuration: Spring.settle.duration,
        bounce: Spring.settle.bounce,
        initialSpringVelocity: 0,
        delay: 0,
        options: [.allowUserInteraction, .beginFromCurrentState],
        animations: apply
      )
    } else {
      apply()
    }
  }

  /// The system style: the coordinator's phase drives `UIRefreshControl`.
  func updateRefreshControl(for phase: RefreshPhase) {
    guard let refreshControl else { return }
    if phase.isRefreshing, !refreshControl.isRefreshing {
      refreshControl.beginRefreshing()
    } else if !phase.isRefreshing, refreshControl.isRefreshing {
      refreshControl.endRefreshing()
    }
  }

  // MARK: - The indicator

  /// The SwiftUI style to host, or `nil` for the system style.
  var hostedStyle: (any PullToRefreshStyle)? {
    switch style {
    case .system: nil
    case .ring: RingPullToRefreshStyle(tint: tintColor.map { Color(uiColor: $0) })
    case .swiftUI(let style): style
    }
  }

  /// The style or tint changed: a hosted indicator takes the new look in place (the spinner
  /// keeps turning); switching to or from the system style rebuilds it.
  func indicatorChanged() {
    switch (hostedIndicator, hostedStyle, refreshControl) {
    case (let host?, let style?, _):
      host.rootView = PullToRefreshIndicatorView(coordinator: coordinator, style: style)
    case (_, nil, let control?):
      control.tintColor = tintColor
    default:
      rebuildIndicator()
    }
  }

  /// Puts the indicator for ``style`` in the scroll view, replacing the one before.
  func rebuildIndicator() {
    removeIndicator()
    guard let scrollView else { return }
    if let style = hostedStyle {
      let view = PullToRefreshIndicatorView(coordinator: coordinator, style: style)
      let host = UIHostingController(rootView: view)
      host.sizingOptions = .intrinsicContentSize
      host.view.backgroundColor = .clear
      host.view.isUserInteractionEnabled = false
      scrollView.addSubview(host.view)
      hostedIndicator = host
      layoutIndicator()
    } else {
      let control = UIRefreshControl()
      control.tintColor = tintColor
      control.addAction(
        UIAction { [weak self] _ in self?.coordinator.requestRefresh() },
        for: .valueChanged
      )
      appRefreshControl = scrollView.refreshControl
      scrollView.refreshControl = control
      refreshControl = control
      updateRefreshControl(for: coordinator.phase)
    }
  }

  /// Takes our indicator out of the scroll view (and our refresh control, if we added one).
  func removeIndicator() {
    hostedIndicator?.view.removeFromSuperview()
    hostedIndicator = nil
    if let refreshControl, scrollView?.refreshControl === refreshControl {
      scrollView?.refreshControl = appRefreshControl
    }
    refreshControl = nil
    appRefreshControl = nil
  }

  /// Centres the indicator where the engine says: ``RefreshIndicator/offset`` below the edge
  /// the app set, which moves with the pull.
  func layoutIndicator() {
    guard let scrollView, let view = hostedIndicator?.view else { return }
    let size = view.intrinsicContentSize
    let edge = scrollView.contentOffset.y + ledger.appInset(of: scrollView.adjustedContentInset.top)
    view.bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
    view.center = CGPoint(
      x: scrollView.contentOffset.x + scrollView.bounds.width / 2,
      y: edge + coordinator.indicator.offset
    )
  }
}
#endif
