#if canImport(UIKit) && canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import PullToRefresh
import SwiftUI
import UIKit

/// Pull-to-refresh for any `UIScrollView`: a table, a collection, a text or a web view's scroll
/// view, on iOS 17 and later.
///
/// The controller observes the scroll view (key-value observation: the app keeps its delegate),
/// feeds the same ``RefreshCoordinator`` the SwiftUI front end uses, keeps the resting extent with
/// a top content inset that it takes back exactly, draws the indicator, plays the haptic when a
/// drag arms and posts the announcements. ``detach()`` restores the scroll view as it was.
///
/// ```swift
/// final class InboxViewController: UITableViewController {
///   private lazy var refresher = PullToRefreshController { [weak self] in
///     try await self?.reload()
///   }
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     refresher.attach(to: tableView)
///   }
///
///   func reload() async throws {}
/// }
/// ```
@MainActor
public final class PullToRefreshController {
  /// How the indicator looks.
  public enum Style {
    /// A ring that fills with the pull, in the tint colour (the default).
    case ring
    /// The platform's spinner (``SystemPullToRefreshStyle``), at the engine's threshold.
    ///
    /// Not `UIRefreshControl`: that control starts at a distance of its own (about half the scroll
    /// view's height, reached with the finger still down), and a pull has one threshold, the
    /// engine's.
    case system
    /// Any SwiftUI ``PullToRefreshStyle``, hosted in the scroll view.
    case swiftUI(any PullToRefreshStyle)
  }

  /// The coordinator that runs the refresh; refresh from code with `await coordinator.refresh()`.
  public let coordinator: RefreshCoordinator
  /// How the indicator looks; may change while attached.
  public var style: Style { didSet { indicatorChanged() } }
  /// The indicator's colour for the ring; `nil` uses the scroll view's tint.
  public var tintColor: UIColor? { didSet { indicatorChanged() } }
  /// Whether a drag that arms plays a haptic (never a programmatic refresh); on by default.
  public var hapticsEnabled = true
  /// The scroll view the controller is attached to.
  public private(set) weak var scrollView: UIScrollView?

  var topLedger = ContentInsetLedger()
  var bottomLedger = ContentInsetLedger()
  /// The room kept before the content (the resting inset), as ``RestingInset`` decides it.
  var restingInset = 0.0
  var compensation = BounceInsetCompensation.none
  var observations: [NSKeyValueObservation] = []
  var hostedIndicator: UIHostingController<PullToRefreshIndicatorView>?
  var appRefreshControl: UIRefreshControl?
  var appBouncesVertically = false
  var accessibilityAction: UIAccessibilityCustomAction?
  var eventHandler: RefreshCoordinator.HandlerToken?
  var lastSample: ScrollEdgeSample?
  #if !os(visionOS)
  var feedback: UIImpactFeedbackGenerator?
  #endif

  /// Makes a controller for a coordinator the app owns.
  public init(coordinator: RefreshCoordinator, style: Style = .ring) {
    self.coordinator = coordinator
    self.style = style
  }

  /// Makes a controller whose pull runs `action`; returning is a success, throwing a failure.
  public convenience init(
    configuration: RefreshConfiguration = .default,
    style: Style = .ring,
    action: @escaping RefreshCoordinator.Action
  ) {
    self.init(
      coordinator: RefreshCoordinator(configuration: configuration, action: action),
      style: style
    )
  }

  /// Starts pull-to-refresh on `scrollView`, detaching from any scroll view before.
  ///
  /// The content does not move: the safe area that UIKit adds to short content once it bounces
  /// is taken back (``BounceInsetCompensation``), and an app's own `UIRefreshControl` steps aside
  /// until ``detach()``, so that one indicator shows.
  public func attach(to scrollView: UIScrollView) {
    detach()
    self.scrollView = scrollView
    appBouncesVertically = scrollView.alwaysBounceVertical
    appRefreshControl = scrollView.refreshControl
    scrollView.refreshControl = nil
    updateInsets()
    scrollView.alwaysBounceVertical = true
    let changed: @Sendable (UIScrollView, Any) -> Void = { [weak self] _, _ in
      MainActor.assumeIsolated { self?.scrollViewChanged() }
    }
    // The pan gesture's state reports a release that moves nothing (observed as EasyRefresher
    // does, `ScrollViewObservation.swift`).
    observations = [
      scrollView.observe(\.contentOffset) { changed($0, $1) },
      scrollView.observe(\.contentSize) { changed($0, $1) },
      scrollView.observe(\.bounds) { changed($0, $1) },
      scrollView.observe(\.panGestureRecognizer.state) { changed($0, $1) },
    ]
    eventHandler = coordinator.addEventHandler { [weak self] event in self?.received(event) }
    let action = UIAccessibilityCustomAction(name: PullToRefreshStrings.localized("Refresh")) {
      [weak self] _ in
      self?.coordinator.requestRefresh(source: .accessibility)
      return true
    }
    scrollView.accessibilityCustomActions = (scrollView.accessibilityCustomActions ?? []) + [action]
    accessibilityAction = action
    #if !os(visionOS)
    feedback = UIImpactFeedbackGenerator(style: .medium)
    #endif
    rebuildIndicator()
    scrollViewChanged()
  }

  /// Stops pull-to-refresh and restores the scroll view: its insets, its bouncing, its
  /// accessibility actions, its refresh control and its subviews are as they were before
  /// ``attach(to:)``.
  ///
  /// A refresh in flight is cancelled: the scroll view is gone for good (R13).
  public func detach() {
    guard let scrollView else { return }
    coordinator.disappeared()
    observations.removeAll()
    if let eventHandler { coordinator.removeEventHandler(eventHandler) }
    eventHandler = nil
    removeIndicator()
    scrollView.contentInset.top = topLedger.remove(from: scrollView.contentInset.top)
    scrollView.contentInset.bottom = bottomLedger.remove(from: scrollView.contentInset.bottom)
    restingInset = 0
    compensation = .none
    lastSample = nil
    scrollView.alwaysBounceVertical = appBouncesVertically
    scrollView.refreshControl = appRefreshControl
    appRefreshControl = nil
    if let accessibilityAction {
      scrollView.accessibilityCustomActions?.removeAll { $0 === accessibilityAction }
    }
    accessibilityAction = nil
    #if !os(visionOS)
    feedback = nil
    #endif
    self.scrollView = nil
  }
}
#endif
