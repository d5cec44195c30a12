#if canImport(UIKit) && canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import Accessibility
import PullToRefresh
import SwiftUI
import UIKit

extension PullToRefreshController {
  /// The scroll view moved, resized, or a finger went down or up.
  func scrollViewChanged() {
    guard let scrollView else { return }
    let state = scrollView.panGestureRecognizer.state
    coordinator.interactionChanged(
      isInteracting: scrollView.isTracking || state == .began || state == .changed
    )
    updateInsets()
    if let sample = sample(of: scrollView), sample != lastSample {
      lastSample = sample
      coordinator.scrolled(sample)
    }
    layoutIndicator()
  }

  /// The scroll view's geometry as the engine reads it (the same model as SwiftUI's): the
  /// adjusted insets include our resting inset, which the sample takes out.
  func sample(of scrollView: UIScrollView) -> ScrollEdgeSample? {
    let insets = scrollView.adjustedContentInset
    return ScrollEdgeSample(
      ScrollAxisMetrics(
        offset: Double(scrollView.contentOffset.y),
        contentLength: Double(scrollView.contentSize.height),
        viewportLength: Double(scrollView.bounds.height),
        leadingInset: Double(insets.top),
        trailingInset: Double(insets.bottom)
      ),
      edge: .top,
      ownInset: restingInset
    )
  }

  /// Reacts to the coordinator: the haptic, announcements, the inset.
  func received(_ event: RefreshCoordinator.Event) {
    switch event {
    case .haptic:
      // visionOS has no haptics.
      #if !os(visionOS)
      if hapticsEnabled { feedback?.impactOccurred() }
      #endif
    case .announcement(let announcement):
      UIAccessibility.post(notification: .announcement, argument: announcement.localizedText)
    case .phaseChanged:
      // Not from inside the coordinator's own call: changing the inset moves the content, and
      // the scroll view reports that back to the coordinator.
      Task { [weak self] in self?.scrollViewChanged() }
    case .actionStarted, .actionFinished:
      break
    }
  }

  /// Keeps the scroll view's content insets: our resting inset at the top as ``RestingInset``
  /// decides it, minus the safe area that our bouncing made UIKit add, through the ledgers.
  func updateInsets() {
    guard let scrollView else { return }
    let newCompensation = currentCompensation(of: scrollView)
    let change = coordinator.restingInsetChange(
      current: restingInset,
      reduceMotion: UIAccessibility.isReduceMotionEnabled
    )
    guard change != nil || newCompensation != compensation else { return }
    compensation = newCompensation
    if let change { restingInset = change.inset }
    let top = topLedger.adjust(scrollView.contentInset.top, toAdd: restingInset - compensation.top)
    let bottom = bottomLedger.adjust(scrollView.contentInset.bottom, toAdd: -compensation.bottom)
    let apply = {
      scrollView.contentInset.top = top
      scrollView.contentInset.bottom = bottom
      if change?.reveals == true {
        let edge = scrollView.adjustedContentInset.top
        scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: -edge)
      }
    }
    if change?.animates == true {
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

  /// What our `alwaysBounceVertical` makes UIKit add, from the scroll view's state now.
  func currentCompensation(of scrollView: UIScrollView) -> BounceInsetCompensation {
    let behavior: BounceInsetCompensation.AdjustmentBehavior =
      switch scrollView.contentInsetAdjustmentBehavior {
      case .scrollableAxes: .scrollableAxes
      case .never: .never
      case .always: .always
      default: .automatic
      }
    // The root view of a view controller shown by a navigation or tab bar controller.
    let owner = scrollView.next as? UIViewController
    let isInContainer =
      owner?.view === scrollView
      && (owner?.navigationController != nil || owner?.tabBarController != nil)
    return BounceInsetCompensation(
      behavior: behavior,
      safeAreaTop: Double(scrollView.safeAreaInsets.top),
      safeAreaBottom: Double(scrollView.safeAreaInsets.bottom),
      contentIsTaller: scrollView.contentSize.height > scrollView.bounds.height,
      appBouncesVertically: appBouncesVertically,
      isAdjustedByContainer: isInContainer
    )
  }

  // MARK: - The indicator

  /// The SwiftUI style to host.
  var hostedStyle: any PullToRefreshStyle {
    switch style {
    case .system: SystemPullToRefreshStyle()
    case .ring: RingPullToRefreshStyle(tint: tintColor.map { Color(uiColor: $0) })
    case .swiftUI(let style): style
    }
  }

  /// The style or tint changed: the hosted indicator takes the new look in place (the spinner
  /// keeps turning).
  func indicatorChanged() {
    hostedIndicator?.rootView = PullToRefreshIndicatorView(
      coordinator: coordinator,
      style: hostedStyle
    )
  }

  /// Puts the indicator in the scroll view.
  func rebuildIndicator() {
    removeIndicator()
    guard let scrollView else { return }
    let view = PullToRefreshIndicatorView(coordinator: coordinator, style: hostedStyle)
    let host = UIHostingController(rootView: view)
    host.sizingOptions = .intrinsicContentSize
    // Placed by the engine's numbers, not by the safe area (Apple: `safeAreaRegions` "when
    // hosting content that you know should never be affected by the safe area").
    host.safeAreaRegions = []
    host.view.backgroundColor = .clear
    host.view.isUserInteractionEnabled = false
    scrollView.addSubview(host.view)
    hostedIndicator = host
    layoutIndicator()
  }

  /// Takes our indicator out of the scroll view.
  func removeIndicator() {
    hostedIndicator?.view.removeFromSuperview()
    hostedIndicator = nil
  }

  /// Centres the indicator where the engine says: ``ScrollEdgeSample/indicatorCenter(for:)``
  /// from the scroll view's visible top, which moves with the pull.
  func layoutIndicator() {
    guard let scrollView, let view = hostedIndicator?.view, let lastSample else { return }
    let size = view.intrinsicContentSize
    view.bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
    view.center = CGPoint(
      x: scrollView.contentOffset.x + scrollView.bounds.width / 2,
      y: scrollView.contentOffset.y + lastSample.indicatorCenter(for: coordinator.indicator)
    )
  }
}
#endif
