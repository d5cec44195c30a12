#if canImport(UIKit) && canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
@_spi(FrontEnd) import PullToRefresh
import PullToRefreshFrontEndRules
import SwiftUI
import UIKit

/// The iOS 17 and visionOS 1 source of scroll geometry, and on iOS 18 the reader of the large
/// title: a hidden, non-interactive view laid over the app's own SwiftUI `ScrollView` (in its
/// `.overlay`, so it has the scroll view's size, not zero) that finds the `UIScrollView` SwiftUI
/// draws it with and reports what the iOS 18 scroll APIs report.
///
/// Why `.overlay`: a representable in a `List`'s `.background` is the pattern reported to stop a
/// large title collapsing (siteline/swiftui-introspect#2, "only occurs when the navigation bar
/// displays a large title"; siteline/SwiftUIRefresh#1, whose fix was to introspect through
/// `.overlay()` instead). Only the empty ``ScrollViewMarker`` stays in `.background`, as in
/// swiftui-introspect's receiver scope.
///
/// How it is found (swiftui-introspect, `Sources/Introspect.swift`, receiver scope): the marker
/// in the scroll view's `.background` and the probe in its `.overlay` are laid out around the
/// platform view of the scroll view; in their nearest common ancestor the scroll view is among
/// the subviews *between* them. Each `UIScrollView` in those subviews (six levels deep at most)
/// is a candidate, and `ScrollViewCandidates` picks the one covering most of the probe's frame
/// (the feed, not a carousel inside it). The search runs again on every `updateUIView`, one turn
/// later (SwiftUI may insert the scroll view after the probe's update), when the view appears
/// (the modifier's `onAppear` sends a new `appearance`), when the probe moves to a window and on
/// its layout, until it succeeds.
///
/// What happens when nothing is found (no marker yet, or a future SwiftUI that draws scroll
/// views without `UIScrollView`): the probe keeps retrying on those occasions; until it
/// succeeds the content scrolls as it always does, a pull does nothing, and refreshing from code
/// or the accessibility action runs and is announced, without an indicator: with no sample, the
/// front end does not know where the content's edge is, and `IndicatorPlacement` hides the
/// indicator rather than draw it over the content (nor the reveal, which needs the scroll view).
/// Nothing is logged.
///
/// What it reports: the scroll view's geometry as a `ScrollEdgeSample` (only when it changes) and
/// whether a finger is down, read by ``ScrollViewObserver``, the reader the UIKit controller uses
/// too: key-value observation of `contentOffset`, `contentSize` and `bounds` (which UIKit's own
/// subclasses and libraries such as PanModal observe) and of the pan gesture recognizer's `state`,
/// never the scroll view's delegate. On every report at rest it also gives the large
/// title's extent (`LargeTitleGap`), read from the navigation bar of the navigation controller
/// that hosts the SwiftUI view (a `NavigationStack` is one on iOS 16 and later:
/// swiftui-introspect's `.navigationStack` introspects a `UINavigationController`): whether the
/// bar shows a large title is its `prefersLargeTitles` and its items' `largeTitleDisplayMode`, as
/// UIKit decides it (GUESS: SwiftUI's `navigationBarTitleDisplayMode` sets those; the probe reads
/// whatever it set), so a `.searchable` field, an app's `.safeAreaInset(edge: .top)` bar, a
/// sheet's or an iPad's taller bar is not taken for a title. With `readsScrollView` off (iOS 18,
/// where SwiftUI reports the geometry) it reports only that extent, on every update and layout.
///
/// With the top end on it also keeps the rows (`RowKeeping`): each report stamps a reading of
/// the scroll view with the keeper's mark; when a previous page's rows (the first growth after its
/// result) or rows the app reported land above, it reports them and moves `contentOffset` by
/// what `RowKeeping` returns, inside the key-value observation of `contentSize`, which UIKit
/// sends while it lays the new rows out, so the move lands before the frame is drawn (GUESS: a
/// `List`'s collection view or a lazy stack's scroll view sets its `contentSize` in the same
/// layout pass as the new rows' frames; a device shows it). Then it hands on the moved reading,
/// for the header's place.
///
/// What it does: when the engine's resting inset grows with the content at its edge
/// (``RestingInset/reveals``: a refresh from code at rest), it scrolls to the top of the content
/// (``ScrollViewObserver/scrollToContentTop()``, as the UIKit controller does), so the room and
/// the indicator show. It does so one turn after the update that carried the request, once
/// SwiftUI has laid the new room out: the room is safe-area padding (`ScrollRoom`), which the
/// scroll view resolves into its `adjustedContentInset`, so the top of the content,
/// `-adjustedContentInset.top`, then includes it. Not run on a device.
struct ScrollViewProbe: UIViewRepresentable {
  /// Whether it finds and observes the scroll view (iOS 17, visionOS 1) or only reads the large
  /// title (iOS 18).
  let readsScrollView: Bool
  /// The marker the modifier put in the scroll view's `.background`.
  let marker: ScrollViewMarker.Link
  /// A new value each time the view appears: the search runs again.
  let appearance: Int
  /// The room the front end keeps before the content now (the resting inset).
  let ownInset: Double
  /// The coordinator's load-more distance for the samples, `nil` while loading near the end is
  /// off.
  let loadMoreDistance: RefreshConfiguration.Length?
  /// The coordinator's load-previous distance for the samples, `nil` while the top end is off.
  let loadPreviousDistance: RefreshConfiguration.Length?
  /// The keeper of the rows above, `nil` while the top end is off.
  let rowKeeping: RowKeeping?
  /// Where the content rests, as the modifier last knew it.
  ///
  /// Not read: a new value makes SwiftUI update the probe, which reads the navigation bar again
  /// (iOS 18).
  let restingEdge: Double
  /// A request to scroll so that the room shows; a new value asks once more.
  let reveal: Reveal
  /// Called with every new sample.
  let sampled: @MainActor (ScrollEdgeSample) -> Void
  /// Called with every reading while the top end is on, once the rows above are kept.
  let shown: @MainActor (RowsAboveKeeper.Reading) -> Void
  /// Called when a finger goes down on the content or lifts.
  let interactionChanged: @MainActor (Bool) -> Void
  /// Called with the large title's extent when it changes.
  let largeTitleChanged: @MainActor (Double) -> Void

  func makeUIView(context: Context) -> ProbeView {
    let view = ProbeView()
    view.isUserInteractionEnabled = false
    view.isHidden = true
    return view
  }

  func updateUIView(_ view: ProbeView, context: Context) {
    view.readsScrollView = readsScrollView
    view.marker = marker
    view.ownInset = ownInset
    view.loadMoreDistance = loadMoreDistance
    view.loadPreviousDistance = loadPreviousDistance
    view.rowKeeping = rowKeeping
    view.shown = shown
    view.sampled = sampled
    view.interactionChanged = interactionChanged
    view.largeTitleChanged = largeTitleChanged
    view.findScrollViewIfNeeded()
    // SwiftUI may insert the scroll view after this update: look again one turn later.
    Task { @MainActor [weak view] in view?.findScrollViewIfNeeded() }
    view.report()
    view.reveal(reveal)
  }

  static func dismantleUIView(_ view: ProbeView, coordinator: ()) {
    view.stopObserving()
  }

  /// The probe: finds the scroll view and observes it.
  @MainActor
  final class ProbeView: UIView {
    var readsScrollView = true
    var marker = ScrollViewMarker.Link()
    var ownInset = 0.0
    var loadMoreDistance: RefreshConfiguration.Length?
    var loadPreviousDistance: RefreshConfiguration.Length?
    var rowKeeping: RowKeeping?
    var shown: @MainActor (RowsAboveKeeper.Reading) -> Void = { _ in }
    /// The last reading, what the next one is compared with for the rows above.
    private var lastReading: RowsAboveKeeper.Reading?
    /// The sample last handed on.
    private var lastSample: ScrollEdgeSample?
    /// Whether a finger was down at the last report: a drag begins when it goes down.
    private var wasFingerDown = false
    var largeTitleChanged: @MainActor (Double) -> Void = { _ in }
    private var lastLargeTitle: Double?
    private var largeTitle = LargeTitleGap.none
    var sampled: @MainActor (ScrollEdgeSample) -> Void = { _ in }
    /// Called with whether a finger is on the content, on every report (the coordinator hears
    /// only a change).
    var interactionChanged: @MainActor (Bool) -> Void = { _ in }
    private var lastReveal = Reveal()
    /// The reader of the scroll view found, `nil` until one is.
    private var observer: ScrollViewObserver?

    override func didMoveToWindow() {
      super.didMoveToWindow()
      if window == nil { stopObserving() } else { findScrollViewIfNeeded() }
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      findScrollViewIfNeeded()
      reportLargeTitle()
    }

    func stopObserving() {
      observer?.stop()
      observer = nil
      lastReading = nil
      lastSample = nil
    }

    /// Reports whether a finger is down, keeps the rows above, and reports the scroll view's
    /// geometry when its sample changed.
    func report() {
      reportLargeTitle()
      guard let observer, let scrollView = observer.scrollView else { return }
      let isFingerDown = observer.isFingerDown
      if isFingerDown, !wasFingerDown { rowKeeping?.dragBegan() }
      wasFingerDown = isFingerDown
      interactionChanged(isFingerDown)
      let insets = scrollView.adjustedContentInset
      var reading = RowsAboveKeeper.Reading(
        contentOffset: Double(scrollView.contentOffset.y),
        contentHeight: Double(scrollView.contentSize.height),
        viewportHeight: Double(scrollView.bounds.height),
        insetTop: Double(insets.top),
        insetBottom: Double(insets.bottom),
        mark: rowKeeping?.currentMark ?? 0
      )
      if let rowKeeping, let last = lastReading,
        let move = rowKeeping.correction(from: last, to: reading)
      {
        reading = reading.moved(by: move)
        // Remembered first: setting the offset reports again, and that reading is this one.
        lastReading = reading
        scrollView.contentOffset.y = CGFloat(reading.contentOffset)
      }
      lastReading = reading
      if rowKeeping != nil { shown(reading) }
      guard
        let sample = reading.sample(
          ownInset: ownInset,
          loadMoreDistance: loadMoreDistance,
          loadPreviousDistance: loadPreviousDistance
        ),
        sample != lastSample
      else { return }
      lastSample = sample
      sampled(sample)
    }

    /// Scrolls to the top of the content, with `RestingInset.spring` when the request animates,
    /// one turn after a new request (see the type's documentation).
    func reveal(_ request: Reveal) {
      guard request != lastReveal else { return }
      lastReveal = request
      Task { @MainActor [weak self] in
        guard let observer = self?.observer else { return }
        ScrollViewObserver.settle(animates: request.animates) { observer.scrollToContentTop() }
      }
    }

    /// Reports the large title's extent when it changed.
    ///
    /// Read from the bar of the navigation controller that hosts this view (see the type's
    /// documentation); with the scroll view found (iOS 17), only at rest, as the UIKit
    /// controller does.
    private func reportLargeTitle() {
      if readsScrollView {
        guard let observer, observer.scrollView != nil else { return }
        if let lastSample,
          !LargeTitleGap.canMeasure(at: lastSample, ownInset: ownInset)
        {
          return
        }
      }
      largeTitle = navigationBar()?.largeTitleGap(previous: largeTitle) ?? .none
      let extent = largeTitle.titleHeight
      guard extent != lastLargeTitle else { return }
      lastLargeTitle = extent
      largeTitleChanged(extent)
    }

    /// The navigation bar of the navigation controller that hosts this view, or `nil` outside
    /// one.
    private func navigationBar() -> UINavigationBar? {
      var responder: UIResponder? = self
      while let current = responder {
        if let controller = current as? UIViewController {
          return controller.navigationController?.navigationBar
        }
        responder = current.next
      }
      return nil
    }

    /// Looks for the scroll view unless it has one (or only reads the large title).
    func findScrollViewIfNeeded() {
      guard readsScrollView, observer?.scrollView == nil,
        let found = scrollViewBetweenMarkerAndProbe()
      else { return }
      let observer = ScrollViewObserver(found)
      self.observer = observer
      observer.observe { [weak self] in self?.report() }
      report()
    }

    /// The scroll view among the subviews between the marker and the probe in their nearest
    /// common ancestor (``ScrollViewCandidates``), or `nil` when there is none yet.
    private func scrollViewBetweenMarkerAndProbe() -> UIScrollView? {
      guard let window, let markerView = marker.view else { return nil }
      let probeFrame = convert(bounds, to: window)
      var ancestor = superview
      while let current = ancestor {
        if let markerBranch = Self.child(of: current, containing: markerView),
          let probeBranch = Self.child(of: current, containing: self),
          let from = current.subviews.firstIndex(where: { $0 === markerBranch }),
          let to = current.subviews.firstIndex(where: { $0 === probeBranch })
        {
          let between = current.subviews[min(from, to)...max(from, to)]
          let found = between.flatMap { branch -> [UIScrollView] in
            (branch as? UIScrollView).map { [$0] + Self.scrollViews(in: branch, depth: 6) }
              ?? Self.scrollViews(in: branch, depth: 6)
          }
          let candidates = found.enumerated().map { index, view in
            ScrollViewCandidates.Candidate(
              index: index,
              overlap: Self.overlap(view.convert(view.bounds, to: window), probeFrame)
            )
          }
          return ScrollViewCandidates.choice(among: candidates).map { found[$0] }
        }
        ancestor = current.superview
      }
      return nil
    }

    /// The subview of `ancestor` that is `view` or has it among its descendants.
    private static func child(of ancestor: UIView, containing view: UIView) -> UIView? {
      var current: UIView? = view
      while let candidate = current {
        if candidate.superview === ancestor { return candidate }
        current = candidate.superview
      }
      return nil
    }

    private static func scrollViews(in view: UIView, depth: Int) -> [UIScrollView] {
      guard depth > 0 else { return [] }
      var found: [UIScrollView] = []
      for subview in view.subviews where !(subview is ProbeView) && !(subview is MarkerView) {
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

/// The empty view in the scroll view's `.background` that bounds the probe's search (see
/// ``ScrollViewProbe``): it draws nothing and takes no touches.
struct ScrollViewMarker: UIViewRepresentable {
  /// Where the probe finds the marker's view; one per modifier, kept in its `@State`.
  @MainActor final class Link {
    weak var view: UIView?
  }

  let link: Link

  func makeUIView(context: Context) -> MarkerView {
    let view = MarkerView()
    view.isUserInteractionEnabled = false
    view.isHidden = true
    link.view = view
    return view
  }

  func updateUIView(_ view: MarkerView, context: Context) {
    link.view = view
  }
}

/// The marker's view.
final class MarkerView: UIView {}
#endif
