#if canImport(UIKit) && canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import Accessibility
import Foundation
import PullToRefresh
import PullToRefreshUIKitSupport
import SwiftUI
import UIKit

/// Pull-to-refresh for any `UIScrollView`: a table, a collection, a text or a web view's scroll
/// view, on iOS 17 and later.
///
/// The controller observes the scroll view (key-value observation: the app keeps its delegate),
/// feeds the same ``RefreshCoordinator`` the SwiftUI front end uses, applies the room the engine
/// keeps before the content (``RefreshCoordinator/restingInset``) with a top content inset that it
/// takes back exactly, draws the indicator, plays the haptic when a drag arms and posts the
/// announcements. It reports Reduce Motion to the coordinator
/// (``RefreshCoordinator/reducesMotion``). ``detach()`` restores the scroll view as it was.
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
  ///
  /// The coordinator's configuration owns it (``RefreshConfiguration/hapticsEnabled``): this
  /// reads and replaces that setting, so the engine emits no haptic when it is off.
  public var hapticsEnabled: Bool {
    get { coordinator.configuration.hapticsEnabled }
    set {
      coordinator.configuration = coordinator.configuration.replacing(hapticsEnabled: newValue)
    }
  }
  /// The scroll view the controller is attached to.
  public private(set) weak var scrollView: UIScrollView?

  private var topLedger = ContentInsetLedger()
  private var bottomLedger = ContentInsetLedger()
  /// The room kept before the content (the resting inset), as the engine last decided it.
  private var restingInset = 0.0
  private var compensation = BounceInsetCompensation.none
  private var observations: [NSKeyValueObservation] = []
  private var reduceMotionObserver: (any NSObjectProtocol)?
  private var hostedIndicator: UIHostingController<PullToRefreshIndicatorView>?
  private var appRefreshControl: UIRefreshControl?
  private var appBouncesVertically = false
  private var accessibilityAction: UIAccessibilityCustomAction?
  private var eventHandler: RefreshCoordinator.HandlerToken?
  private var lastSample: ScrollEdgeSample?
  #if !os(visionOS)
  private var feedback: UIImpactFeedbackGenerator?
  #endif

  /// Makes a controller for a coordinator the app owns; its configuration is kept.
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
  /// is taken back (`BounceInsetCompensation`), and an app's own `UIRefreshControl` steps aside
  /// until ``detach()``, so that one indicator shows. A refresh already running keeps its room
  /// (``RefreshCoordinator/restingInset``, read once here; every later change arrives as
  /// ``RefreshCoordinator/Event/restingInsetChanged(_:)``).
  public func attach(to scrollView: UIScrollView) {
    detach()
    self.scrollView = scrollView
    appBouncesVertically = scrollView.alwaysBounceVertical
    appRefreshControl = scrollView.refreshControl
    scrollView.refreshControl = nil
    coordinator.reducesMotion = UIAccessibility.isReduceMotionEnabled
    reduceMotionObserver = NotificationCenter.default.addObserver(
      forName: UIAccessibility.reduceMotionStatusDidChangeNotification,
      object: nil,
      queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated {
        self?.coordinator.reducesMotion = UIAccessibility.isReduceMotionEnabled
      }
    }
    restingInset = coordinator.restingInset.inset
    compensation = currentCompensation(of: scrollView)
    writeInsets(reveals: false, animates: false)
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
    // No handler is called from here on: what detaching makes the coordinator send is not ours.
    if let eventHandler { coordinator.removeEventHandler(eventHandler) }
    eventHandler = nil
    observations.removeAll()
    coordinator.disappeared()
    if let reduceMotionObserver { NotificationCenter.default.removeObserver(reduceMotionObserver) }
    reduceMotionObserver = nil
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

  // MARK: - Scroll view to engine

  /// The scroll view moved, resized, or a finger went down or up.
  private func scrollViewChanged() {
    guard let scrollView else { return }
    coordinator.interactionChanged(
      isInteracting: ScrollViewReading.isFingerDown(
        isTracking: scrollView.isTracking,
        isDragging: scrollView.isDragging,
        panState: ScrollViewReading.PanState(
          rawValue: scrollView.panGestureRecognizer.state.rawValue
        ) ?? .possible
      )
    )
    let newCompensation = currentCompensation(of: scrollView)
    if newCompensation != compensation {
      compensation = newCompensation
      writeInsets(reveals: false, animates: false)
    }
    if let sample = sample(of: scrollView), sample != lastSample {
      lastSample = sample
      coordinator.scrolled(sample)
    }
    layoutIndicator()
  }

  /// The scroll view's geometry as the engine reads it (the same model as SwiftUI's): the
  /// adjusted insets include our resting inset, which the sample takes out.
  private func sample(of scrollView: UIScrollView) -> ScrollEdgeSample? {
    let insets = scrollView.adjustedContentInset
    return ScrollViewReading.sample(
      contentOffset: Double(scrollView.contentOffset.y),
      contentHeight: Double(scrollView.contentSize.height),
      boundsHeight: Double(scrollView.bounds.height),
      adjustedInsetTop: Double(insets.top),
      adjustedInsetBottom: Double(insets.bottom),
      ownInset: restingInset
    )
  }

  // MARK: - Engine to scroll view

  /// Reacts to the coordinator: the haptic, announcements, the resting inset, the indicator.
  ///
  /// Called after the coordinator has handled the input in full (its events are delivered
  /// then), so changing the inset here, which moves the content and makes the scroll view report
  /// back to the coordinator, needs no hop to a later turn.
  private func received(_ event: RefreshCoordinator.Event) {
    switch event {
    case .haptic:
      // The engine sends it only when the configuration's haptics are on. visionOS has none.
      #if !os(visionOS)
      feedback?.impactOccurred()
      #endif
    case .announcement(let announcement):
      UIAccessibility.post(notification: .announcement, argument: announcement.localizedText)
    case .restingInsetChanged(let change):
      restingInset = change.inset
      writeInsets(reveals: change.reveals, animates: change.animates)
      // The sample is measured without our inset, which just changed.
      scrollViewChanged()
    case .phaseChanged:
      // A refresh from code moves the indicator to its resting place without a scroll.
      layoutIndicator()
    case .actionStarted, .actionFinished:
      break
    }
  }

  /// Writes the scroll view's content insets through the ledgers: our resting inset at the top,
  /// minus the safe area that our bouncing made UIKit add; scrolls to show the new room when the
  /// engine says it reveals, with ``RestingInset/spring`` when it says it animates.
  private func writeInsets(reveals: Bool, animates: Bool) {
    guard let scrollView else { return }
    let top = topLedger.adjust(scrollView.contentInset.top, toAdd: restingInset - compensation.top)
    let bottom = bottomLedger.adjust(scrollView.contentInset.bottom, toAdd: -compensation.bottom)
    let apply = {
      scrollView.contentInset.top = top
      scrollView.contentInset.bottom = bottom
      if reveals {
        let edge = scrollView.adjustedContentInset.top
        scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: -edge)
      }
    }
    if animates {
      UIView.animate(
        springDuration: RestingInset.spring.duration,
        bounce: RestingInset.spring.bounce,
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
  private func currentCompensation(of scrollView: UIScrollView) -> BounceInsetCompensation {
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
  private var hostedStyle: any PullToRefreshStyle {
    switch style {
    case .system: SystemPullToRefreshStyle()
    case .ring: RingPullToRefreshStyle(tint: tintColor.map { Color(uiColor: $0) })
    case .swiftUI(let style): style
    }
  }

  /// The style or tint changed: the hosted indicator takes the new look in place (the spinner
  /// keeps turning).
  private func indicatorChanged() {
    hostedIndicator?.rootView = PullToRefreshIndicatorView(
      coordinator: coordinator,
      style: hostedStyle
    )
  }

  /// Puts the indicator in the scroll view.
  private func rebuildIndicator() {
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
  private func removeIndicator() {
    hostedIndicator?.view.removeFromSuperview()
    hostedIndicator = nil
  }

  /// Centres the indicator where the engine says: `ScrollEdgeSample/indicatorCenter(for:)`
  /// from the scroll view's visible top, which moves with the pull.
  private func layoutIndicator() {
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
