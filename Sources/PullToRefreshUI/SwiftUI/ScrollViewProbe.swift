#if canImport(UIKit) && canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import PullToRefresh
import PullToRefreshUIKitSupport
import SwiftUI
import UIKit

/// The iOS 17 and visionOS 1 source of scroll geometry: a zero-size view placed behind the app's
/// own SwiftUI `ScrollView` that finds the `UIScrollView` SwiftUI draws it with and reports what
/// the iOS 18 scroll APIs report.
///
/// How it is found: from the probe, up its superviews (at most eight), the first ancestor with a
/// `UIScrollView` among its descendants (six levels deep at most) gives it; of several, the one
/// whose frame in the window overlaps the probe's the most. This is the "nearest common
/// ancestor" way of swiftui-introspect (`Sources/Introspect.swift`, receiver scope), which
/// shipping apps rely on from iOS 13 to 18. The search runs again when the probe moves to a
/// window and on layout until it succeeds.
///
/// What it reports: the scroll view's geometry as a `ScrollEdgeSample` (only when it changes,
/// from key-value observation of `contentOffset` and `contentSize`, which UIKit's own subclasses
/// and libraries such as PanModal observe), and whether a finger is down, from the pan gesture
/// recognizer's `state` (observed the way EasyRefresher does, `ScrollViewObservation.swift`) and
/// `isTracking`. Both through `ScrollViewReading`, as the UIKit controller reads its scroll view.
/// The scroll view's delegate is never touched.
///
/// What it does: when the engine's resting inset grows with the content at its edge
/// (``RestingInset/reveals``: a refresh from code at rest), it scrolls to the top of the content,
/// `contentOffset.y = -adjustedContentInset.top`, as the UIKit controller does, so the room and
/// the indicator show. It does so one turn after the update that carried the request, once
/// SwiftUI has laid the new content margin out: whether SwiftUI 17 turns `contentMargins` into
/// the scroll view's `contentInset` or into room inside the content, the top of the content
/// then includes the margin. Not run on a device.
///
/// If no scroll view is found (a future SwiftUI that draws scroll views differently), nothing
/// breaks: the content scrolls as it always does, a pull does nothing, and refreshing from code
/// or the accessibility action still shows the indicator at its resting place.
struct ScrollViewProbe: UIViewRepresentable {
  /// The room the front end keeps before the content now (the resting inset).
  let ownInset: Double
  /// A request to scroll so that the room shows; a new value asks once more.
  let reveal: Reveal
  /// Called with every new sample.
  let sampled: @MainActor (ScrollEdgeSample) -> Void
  /// Called when a finger goes down on the content or lifts.
  let interactionChanged: @MainActor (Bool) -> Void

  func makeUIView(context: Context) -> ProbeView {
    let view = ProbeView()
    view.isUserInteractionEnabled = false
    view.isHidden = true
    return view
  }

  func updateUIView(_ view: ProbeView, context: Context) {
    view.ownInset = ownInset
    view.sampled = sampled
    view.interactionChanged = interactionChanged
    view.report()
    view.reveal(reveal)
  }

  static func dismantleUIView(_ view: ProbeView, coordinator: ()) {
    view.stopObserving()
  }

  /// The probe: finds the scroll view and observes it.
  @MainActor
  final class ProbeView: UIView {
    var ownInset = 0.0
    var sampled: @MainActor (ScrollEdgeSample) -> Void = { _ in }
    var interactionChanged: @MainActor (Bool) -> Void = { _ in }
    private var lastReveal = Reveal()
    private weak var scrollView: UIScrollView?
    private var observations: [NSKeyValueObservation] = []
    private var lastSample: ScrollEdgeSample?
    private var isInteracting = false

    override func didMoveToWindow() {
      super.didMoveToWindow()
      if window == nil { stopObserving() } else { findScrollView() }
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      if scrollView == nil { findScrollView() }
    }

    func stopObserving() {
      observations.removeAll()
      scrollView = nil
      lastSample = nil
    }

    /// Reports the scroll view's geometry and touch state, each only when it changed.
    func report() {
      guard let scrollView else { return }
      let touching = ScrollViewReading.isFingerDown(
        isTracking: scrollView.isTracking,
        isDragging: scrollView.isDragging,
        panState: ScrollViewReading.PanState(
          rawValue: scrollView.panGestureRecognizer.state.rawValue
        ) ?? .possible
      )
      if touching != isInteracting {
        isInteracting = touching
        interactionChanged(touching)
      }
      let insets = scrollView.adjustedContentInset
      guard
        let sample = ScrollViewReading.sample(
          contentOffset: Double(scrollView.contentOffset.y),
          contentHeight: Double(scrollView.contentSize.height),
          boundsHeight: Double(scrollView.bounds.height),
          adjustedInsetTop: Double(insets.top),
          adjustedInsetBottom: Double(insets.bottom),
          ownInset: ownInset
        ),
        sample != lastSample
      else { return }
      lastSample = sample
      sampled(sample)
    }

    /// Scrolls to the top of the content, with ``RestingInset/spring`` when the request animates,
    /// one turn after a new request (see the type's documentation).
    func reveal(_ request: Reveal) {
      guard request != lastReveal else { return }
      lastReveal = request
      Task { @MainActor [weak self] in
        guard let scrollView = self?.scrollView else { return }
        let top = CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top)
        if request.animates {
          UIView.animate(
            springDuration: RestingInset.spring.duration,
            bounce: RestingInset.spring.bounce,
            initialSpringVelocity: 0,
            delay: 0,
            options: [.allowUserInteraction, .beginFromCurrentState]
          ) { scrollView.contentOffset = top }
        } else {
          scrollView.contentOffset = top
        }
      }
    }

    private func findScrollView() {
      guard scrollView == nil, let found = nearestScrollView() else { return }
      scrollView = found
      let changed: @Sendable (UIView, Any) -> Void = { [weak self] _, _ in
        MainActor.assumeIsolated { self?.report() }
      }
      observations = [
        found.observe(\.contentOffset) { changed($0, $1) },
        found.observe(\.contentSize) { changed($0, $1) },
        found.observe(\.panGestureRecognizer.state) { changed($0, $1) },
      ]
      report()
    }

    private func nearestScrollView() -> UIScrollView? {
      guard let window else { return nil }
      let probeFrame = convert(bounds, to: window)
      var ancestor = superview
      for _ in 0..<8 {
        guard let current = ancestor else { return nil }
        let overlapping = Self.scrollViews(in: current, depth: 6).map {
          (view: $0, overlap: Self.overlap($0.convert($0.bounds, to: window), probeFrame))
        }
        if let best = overlapping.filter({ $0.overlap > 0 }).max(by: { $0.overlap < $1.overlap }) {
          return best.view
        }
        ancestor = current.superview
      }
      return nil
    }

    private static func scrollViews(in view: UIView, depth: Int) -> [UIScrollView] {
      guard depth > 0 else { return [] }
      var found: [UIScrollView] = []
      for subview in view.subviews where !(subview is ProbeView) {
        if let scrollView = subview as? UIScrollView { found.append(scrollView) }
        found += scrollViews(in: subview, depth: depth - 1)
      }
      return found
    }

    private static func overlap(_ a: CGRect, _ b: CGRect) -> Double {
      let intersection = a.intersection(b)
      return intersection.isNull ? 0 : Double(intersection.width * intersection.height)
    }
  }
}
#endif
