#if canImport(UIKit)
import Foundation
@_spi(FrontEnd) import PullToRefresh
import PullToRefreshFrontEndRules
import UIKit

/// The one reader of a `UIScrollView` for both front ends that have one: the UIKit controller
/// (``PullToRefreshController``) and the SwiftUI probe of iOS 17 and visionOS 1
/// (`ScrollViewProbe`).
///
/// It observes the scroll view by key-value observation (the app keeps its delegate): its
/// `contentOffset`, `contentSize`, `bounds`, and its pan gesture's `state`, which reports a
/// release that moves nothing (observed as EasyRefresher does, `ScrollViewObservation.swift`). It
/// reads whether a finger is down and the engine's sample, each decided in plain Swift by
/// `ScrollViewReading` from UIKit's numbers, and hands on only a sample that changed. It scrolls
/// to the top of the content to reveal the room before it, with the engine's spring
/// (`RestingInset.spring`) when the change animates.
///
/// ```swift
/// let observer = ScrollViewObserver(scrollView)
/// observer.observe { [weak self] in self?.scrollViewChanged() }
/// // in scrollViewChanged():
/// coordinator.interactionChanged(isInteracting: observer.isFingerDown)
/// if let sample = observer.newSample(ownInset: 0, loadMoreDistance: nil) {
///   coordinator.scrolled(sample)
/// }
/// ```
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
final class ScrollViewObserver {
  /// The scroll view read; not kept alive.
  private(set) weak var scrollView: UIScrollView?
  /// The sample last handed on, `nil` before the first.
  private(set) var lastSample: ScrollEdgeSample?
  private var observations: [NSKeyValueObservation] = []

  /// Makes a reader of `scrollView`; it observes nothing until ``observe(_:)``.
  init(_ scrollView: UIScrollView) {
    self.scrollView = scrollView
  }

  /// Calls `changed` whenever the scroll view scrolls or resizes, its content resizes, or a
  /// finger goes down or lifts, until ``stop()``.
  func observe(_ changed: @escaping @MainActor () -> Void) {
    guard let scrollView else { return }
    let handler: @Sendable (UIScrollView, Any) -> Void = { _, _ in
      MainActor.assumeIsolated { changed() }
    }
    observations = [
      scrollView.observe(\.contentOffset) { handler($0, $1) },
      scrollView.observe(\.contentSize) { handler($0, $1) },
      scrollView.observe(\.bounds) { handler($0, $1) },
      scrollView.observe(\.panGestureRecognizer.state) { handler($0, $1) },
    ]
  }

  /// Stops observing and forgets the scroll view and its last sample.
  func stop() {
    observations.removeAll()
    scrollView = nil
    lastSample = nil
  }

  /// Whether a finger is on the content now (`ScrollViewReading.isFingerDown`); `false` once
  /// the scroll view is gone.
  var isFingerDown: Bool {
    guard let scrollView else { return false }
    return ScrollViewReading.isFingerDown(
      isTracking: scrollView.isTracking,
      panState: ScrollViewReading.PanState(
        rawValue: scrollView.panGestureRecognizer.state.rawValue
      ) ?? .possible
    )
  }

  /// The scroll view's geometry as the engine reads it (the model of `ScrollViewReading.sample`,
  /// the same as SwiftUI's), or `nil` when it is the sample handed on last, has a value that is
  /// not finite, or the scroll view is gone.
  ///
  /// - Parameters:
  ///   - ownInset: the part of the top inset that the front end keeps (the resting inset, and
  ///     the header's room), which UIKit's adjusted inset includes and the sample takes out.
  ///   - loadMoreDistance: the coordinator's load-more distance (`loadMoreDistance`), which the
  ///     sample resolves at the scroll view's height; `nil` while loading near the end is off.
  ///   - loadPreviousDistance: the coordinator's load-previous distance
  ///     (`loadPreviousDistance`); `nil` while the top end is off.
  ///   - contentHeight: the content's height to report, when it is not `contentSize.height`
  ///     (the UIKit controller holds a new height back until it knows whether it is rows above,
  ///     `PositionKeeping`).
  func newSample(
    ownInset: Double,
    loadMoreDistance: RefreshConfiguration.Length?,
    loadPreviousDistance: RefreshConfiguration.Length? = nil,
    contentHeight: Double? = nil
  ) -> ScrollEdgeSample? {
    guard let scrollView else { return nil }
    let insets = scrollView.adjustedContentInset
    // As `ScrollViewReading.sample` builds it, with the top end's distance.
    guard
      let sample = ScrollEdgeSample(
        ScrollAxisMetrics(
          offset: Double(scrollView.contentOffset.y),
          contentLength: contentHeight ?? Double(scrollView.contentSize.height),
          viewportLength: Double(scrollView.bounds.height),
          leadingInset: Double(insets.top),
          trailingInset: Double(insets.bottom)
        ),
        edge: .top,
        ownInset: ownInset,
        loadMoreDistance: loadMoreDistance,
        loadPreviousDistance: loadPreviousDistance
      ),
      sample != lastSample
    else { return nil }
    lastSample = sample
    return sample
  }

  /// Scrolls to the top of the content, the room kept before it included:
  /// `contentOffset.y = -adjustedContentInset.top`.
  func scrollToContentTop() {
    guard let scrollView else { return }
    scrollView.contentOffset = CGPoint(
      x: scrollView.contentOffset.x,
      y: -scrollView.adjustedContentInset.top
    )
  }

  /// Runs `changes` inside an animation with the engine's spring (`RestingInset.spring`) when
  /// `animates`, at once otherwise.
  static func settle(animates: Bool, _ changes: () -> Void) {
    guard animates else { return changes() }
    UIView.animate(
      springDuration: RestingInset.spring.duration,
      bounce: RestingInset.spring.bounce,
      initialSpringVelocity: 0,
      delay: 0,
      options: [.allowUserInteraction, .beginFromCurrentState],
      animations: changes
    )
  }
}
#endif
