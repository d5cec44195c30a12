#if canImport(UIKit) && canImport(SwiftUI)
import Accessibility
import Foundation
@_spi(FrontEnd) import PullToRefresh
import PullToRefreshFrontEndRules
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
/// The indicator is placed by the rule the SwiftUI front end follows too (`IndicatorPlacement`):
/// in the gap a pull opens, at rest in the room while refreshing and finishing (scrolling away
/// with it), hidden from sight and from VoiceOver away from the edge.
///
/// An app's own `UIRefreshControl` steps aside while attached, so that one indicator shows,
/// whether the app set it before attaching or after: the controller looks at the scroll view's
/// `refreshControl` when it attaches and whenever the scroll view reports a change (UIKit
/// documents no key-value observation of `refreshControl`), so one set later is taken off at the
/// latest when a pull moves the content. ``detach()`` gives back the last one the app set
/// (`RefreshControlHandover`). Not run on a device.
///
/// Detach before releasing the controller to restore the scroll view (its insets, its bouncing,
/// its refresh control, the indicator, footer and content state views the controller hosts
/// there). Released while attached, the controller restores nothing, but its notification
/// observers go with it and its event handler is removed from the coordinator, which the app may
/// keep (`Registrations`).
///
/// Content states (Behavior.md, "Content states") are on while the coordinator's
/// ``RefreshCoordinator/itemCount`` is set: set it before the scroll view appears, and inside the
/// refresh action before it returns. The coordinator then runs the first load when the scroll
/// view first appears in a window, and the controller shows a full-screen loader while it runs
/// (not while the ring shows), "No items" after a load that brought none, and the error with "Try
/// Again" after one that failed (``ContentStateView``, or your views:
/// ``contentStateViewProvider``), inside the scroll view over its visible area, so each can be
/// pulled. Not run on a device.
///
/// For the refresh policy (``RefreshPolicy``, set in the coordinator's configuration) it reports
/// what it sees and decides nothing: visible while the scroll view is in a window (a push,
/// another tab and a full-screen presentation take it out; a sheet does not), active from its
/// window scene's activation notifications, online from the platform's path monitor while the
/// policy refreshes on reconnect.
///
/// ```swift
/// var configuration = RefreshConfiguration.default
/// configuration.policy = .whenStale(after: .seconds(300))
/// let refresher = PullToRefreshController(configuration: configuration) { try await reload() }
/// ```
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
///
/// Declared but unavailable on tvOS and watchOS, so that code under `#if canImport(UIKit)` is told
/// why: tvOS scroll views do not overscroll, and watchOS's UIKit has no scroll views.
@available(
  tvOS,
  unavailable,
  message: "tvOS scroll views do not overscroll; use RefreshCoordinator or the SwiftUI modifiers"
)
@available(
  watchOS,
  unavailable,
  message: "watchOS has no UIScrollView; use the SwiftUI modifiers (.pullToRefresh)"
)
@MainActor
public final class PullToRefreshController {
  /// How the indicator looks.
  public enum Style: Sendable {
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
  /// Whether a pull past the top refreshes; `true` by default.
  ///
  /// Set it to `false` for a scroll view that only loads pages: a chat that loads older messages
  /// above (``loadPreviousAction``), a list with only ``loadMoreAction``. A pull then refreshes
  /// nothing, no indicator is drawn and VoiceOver gets no "Refresh" action; a refresh from code
  /// (`await coordinator.refresh()`) and the refresh policy still run (Behavior.md, "Scroll
  /// views that do not refresh"). While attached it is the coordinator's setting.
  public var refreshes = true {
    didSet { refreshesChanged() }
  }
  /// The app's work for the next page, loaded when the content nears its end (Behavior.md,
  /// "Load more"): return `.more`, or `.end` when there is no more data; throw on failure.
  ///
  /// While it is set, a footer after the content shows a spinner while a page loads, "No more
  /// items" when there is no more, and "Couldn't load more" with Retry after a failure; the
  /// footer's room is kept in `contentInset.bottom` through the controller's ledger, so the app's
  /// own bottom inset is kept; VoiceOver gets a "Load more" action. It is the coordinator's
  /// ``RefreshCoordinator/loadMoreAction``.
  public var loadMoreAction: (@MainActor () async throws -> LoadMoreResult)? {
    get { coordinator.loadMoreAction }
    set {
      coordinator.loadMoreAction = newValue
      loadMoreChanged()
    }
  }
  /// Makes the app's view for a content state, or `nil` to show the default one
  /// (``ContentStateView``) for that phase: a ``ContentPhase``, the error of the last failed
  /// refresh, and a retry that asks for a quiet refresh with the loader.
  public typealias ContentStateViewProvider =
    @MainActor (
      _ phase: ContentPhase, _ error: (any Error)?, _ retry: @escaping @MainActor () -> Void
    ) -> UIView?

  /// Replaces the content state views (Behavior.md, "Content states"): called with
  /// ``ContentPhase/loading`` (while no ring shows), ``ContentPhase/empty`` and
  /// ``ContentPhase/failed`` each time that state starts showing; return `nil` to keep the
  /// default for a phase.
  ///
  /// Content states are on while the coordinator's ``RefreshCoordinator/itemCount`` is set: set
  /// it before the scroll view appears (the first load starts then) and inside the refresh
  /// action before it returns. The state views go inside the scroll view, over its visible area,
  /// sized to it at every layout, so each can be pulled; the view you return is yours to lay out
  /// and to make accessible. Setting this shows the new view at once.
  ///
  /// ```swift
  /// refresher.contentStateViewProvider = { phase, _, _ in
  ///   guard phase == .empty else { return nil }
  ///   let label = UILabel()
  ///   label.text = "No Mail"
  ///   label.textAlignment = .center
  ///   return label
  /// }
  /// ```
  public var contentStateViewProvider: ContentStateViewProvider? {
    didSet { contentStateChanged(rebuilds: true) }
  }
  /// The scroll view the controller is attached to.
  public var scrollView: UIScrollView? { attachment?.scrollView }

  /// Everything that lasts while attached, `nil` while detached: the controller keeps no other
  /// state of an attachment.
  private(set) var attachment: Attachment?

  /// Makes a controller for a coordinator the app owns; its configuration is kept.
  ///
  /// Nonisolated, as ``RefreshCoordinator``'s initializer is, so that a stored property's initial
  /// value may make one with a closure that awaits nonisolated work
  /// (`lazy var refresher = PullToRefreshController { try await service.fetch() }`).
  nonisolated public init(coordinator: RefreshCoordinator, style: Style = .ring) {
    self.coordinator = coordinator
    self.style = style
  }

  /// Makes a controller whose pull runs `action`; returning is a success, throwing a failure.
  nonisolated public convenience init(
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
  /// until ``detach()`` (one it sets while attached too), so that one indicator shows. A refresh
  /// already running keeps its room (``RefreshCoordinator/restingInset``, read once here; every
  /// later change arrives as ``RefreshCoordinator/Event/restingInsetChanged(_:)``).
  public func attach(to scrollView: UIScrollView) {
    detach()
    let attachment = Attachment(scrollView, offersRefresh: refreshes) { [weak self] in
      self?.coordinator.requestRefresh(source: .accessibility)
    }
    self.attachment = attachment
    coordinator.refreshes = refreshes
    attachment.pageInFlight = coordinator.loadPreviousPhase == .loading
    coordinator.reducesMotion = UIAccessibility.isReduceMotionEnabled
    attachment.registrations.add(
      NotificationCenter.default.addObserver(
        forName: UIAccessibility.reduceMotionStatusDidChangeNotification,
        object: nil,
        queue: .main
      ) { [weak self] _ in
        MainActor.assumeIsolated {
          self?.coordinator.reducesMotion = UIAccessibility.isReduceMotionEnabled
        }
      }
    )
    attachment.restingInset = coordinator.restingInset.inset
    attachment.compensationInputs = CompensationInputs(of: scrollView)
    attachment.compensation = currentCompensation(of: scrollView, attachment)
    writeInsets(reveals: false, animates: false)
    scrollView.alwaysBounceVertical = true
    attachment.observer.observe { [weak self] in self?.scrollViewChanged() }
    let eventHandler = coordinator.addEventHandler { [weak self] event in
      self?.received(event)
    }
    attachment.registrations.add(eventHandler, on: coordinator)
    if refreshes { rebuildIndicator() }
    loadMoreChanged()
    loadPreviousChanged()
    contentStateChanged()
    scrollViewChanged()
    // Its first time in a window is the coordinator's appearance (`hostAppeared()`), which
    // starts over a policy that a detach before ended (P5).
    attachment.moments = HostMomentsReporter(coordinator: coordinator, scrollView: scrollView)
  }

  /// Stops pull-to-refresh and restores the scroll view: its insets, its bouncing, its
  /// accessibility actions, its refresh control and its subviews are as they were before
  /// ``attach(to:)``.
  ///
  /// A refresh in flight is cancelled: the scroll view is gone for good (R13).
  public func detach() {
    guard let attachment else { return }
    self.attachment = nil
    attachment.end(coordinator)
  }

  // MARK: - Scroll view to engine

  /// The scroll view moved, resized, or a finger went down or up.
  ///
  /// Called for every `contentOffset` and `bounds` change, so on every frame of a scroll: away
  /// from the edge it reads a few numbers and stops. The compensation is recomputed only when
  /// what it depends on changed; the engine hears only a new sample; the indicator is touched
  /// only when its layout changed (``IndicatorPlacement``), which it does not for any position
  /// away from the edge.
  func scrollViewChanged() {
    guard let attachment, let scrollView = attachment.scrollView else { return }
    attachment.stepRefreshControlAside()
    coordinator.interactionChanged(isInteracting: attachment.observer.isFingerDown)
    let inputs = CompensationInputs(of: scrollView)
    if inputs != attachment.compensationInputs {
      attachment.compensationInputs = inputs
      let newCompensation = currentCompensation(of: scrollView, attachment)
      if newCompensation != attachment.compensation {
        attachment.compensation = newCompensation
        writeInsets(reveals: false, animates: false)
      }
    }
    // A new content height may be a previous page's rows: held until its result, which comes
    // in this turn if they are (`PositionKeeping`); the samples carry the length the engine
    // knows until then.
    let height = attachment.keeping.contentHeightChanged(
      to: Double(scrollView.contentSize.height),
      previousPageLoads: attachment.pageInFlight
    )
    if height.schedulesTurnEnd { scheduleTurnEnd(of: attachment) }
    // The adjusted insets include our resting inset and the header's room, which the sample
    // takes out; the sample resolves the engine's distances at its own viewport, so the first
    // sample carries the content's length and short content loads at once.
    if attachment.keeping.sendsSamples,
      let sample = attachment.observer.newSample(
        ownInset: attachment.ownTopRoom,
        loadMoreDistance: coordinator.loadMoreDistance,
        loadPreviousDistance: coordinator.loadPreviousDistance,
        contentHeight: attachment.keeping.reportedLength
      )
    {
      coordinator.scrolled(sample)
    }
    layoutIndicator()
    layoutFooter(in: scrollView)
    layoutHeader(in: scrollView)
    attachment.contentState?.layout(
      in: scrollView,
      ownTopRoom: attachment.ownTopRoom,
      ownBottomRoom: attachment.footer?.room ?? 0
    )
  }

  /// What the compensation depends on that a scroll view reports on every frame: the other inputs
  /// (the owning view controller, its navigation controller) change only with the safe area.
  struct CompensationInputs: Equatable {
    var behavior: Int
    var contentIsTaller: Bool
    var safeAreaTop: Double
    var safeAreaBottom: Double

    @MainActor init(of scrollView: UIScrollView) {
      behavior = scrollView.contentInsetAdjustmentBehavior.rawValue
      contentIsTaller = scrollView.contentSize.height > scrollView.bounds.height
      safeAreaTop = Double(scrollView.safeAreaInsets.top)
      safeAreaBottom = Double(scrollView.safeAreaInsets.bottom)
    }
  }

  // MARK: - Engine to scroll view

  /// Reacts to the coordinator: the haptic, announcements, the resting inset, the indicator.
  ///
  /// Called after the coordinator has handled the input in full (its events are delivered
  /// then), so changing the inset here, which moves the content and makes the scroll view report
  /// back to the coordinator, needs no hop to a later turn.
  private func received(_ event: RefreshCoordinator.Event) {
    defer {
      // The content state follows the content phase and the indicator (the ring replaces the
      // loader), which any event may change; nothing happens when the state shown is the same.
      contentStateChanged()
    }
    switch event {
    case .haptic:
      // The engine sends it only when the configuration's haptics are on. visionOS has none.
      #if !os(visionOS)
      attachment?.feedback.impactOccurred()
      #endif
    case .announcement(let announcement):
      UIAccessibility.post(notification: .announcement, argument: announcement.localizedText)
    case .restingInsetChanged(let change):
      attachment?.restingInset = change.inset
      writeInsets(reveals: change.reveals, animates: change.animates)
      // The sample is measured without our inset, which just changed.
      scrollViewChanged()
    case .phaseChanged:
      // The indicator changes with the phase: a refresh from code moves it to its resting place
      // without a scroll.
      layoutIndicator()
    case .loadMorePhaseChanged(let phase):
      // The footer's height changes with its phase ("Couldn't load more" with Retry is taller
      // than the spinner): measured now, and the bottom room follows it.
      attachment?.footer?.phaseChanged(phase)
      if let scrollView { layoutFooter(in: scrollView) }
    case .loadPreviousPhaseChanged(let phase):
      headerPhaseChanged(phase)
    case .loadPreviousFinished:
      landPreviousPage()
    case .positionKept(let delta):
      keepPosition(by: delta)
    case .actionStarted:
      attachment?.refreshActionRuns = true
    case .actionFinished:
      refreshActionEnded()
    case .loadStarted, .loadFinished, .staleChanged, .contentPhaseChanged, .loadPreviousStarted:
      break
    }
  }

  /// Writes the scroll view's content insets through the ledgers: our resting inset at the top,
  /// minus the safe area that our bouncing made UIKit add; scrolls to show the new room when the
  /// engine says it reveals, with `RestingInset.spring` when it says it animates.
  func writeInsets(reveals: Bool, animates: Bool) {
    guard let attachment, let scrollView = attachment.scrollView else { return }
    let compensation = attachment.compensation
    let top = attachment.topLedger.adjust(
      scrollView.contentInset.top,
      toAdd: attachment.ownTopRoom - compensation.top
    )
    let bottom = attachment.bottomLedger.adjust(
      scrollView.contentInset.bottom,
      toAdd: (attachment.footer?.room ?? 0) - compensation.bottom
    )
    ScrollViewObserver.settle(animates: animates) {
      scrollView.contentInset.top = top
      scrollView.contentInset.bottom = bottom
      if reveals { attachment.observer.scrollToContentTop() }
    }
  }

  /// What our `alwaysBounceVertical` makes UIKit add, from the scroll view's state now and the
  /// app's own setting, which the attachment saved.
  private func currentCompensation(
    of scrollView: UIScrollView,
    _ attachment: Attachment
  ) -> BounceInsetCompensation {
    let behavior: BounceInsetCompensation.AdjustmentBehavior =
      switch scrollView.contentInsetAdjustmentBehavior {
      case .scrollableAxes: .scrollableAxes
      case .never: .never
      case .always: .always
      default: .automatic
      }
    return BounceInsetCompensation(
      behavior: behavior,
      safeAreaTop: Double(scrollView.safeAreaInsets.top),
      safeAreaBottom: Double(scrollView.safeAreaInsets.bottom),
      contentIsTaller: scrollView.contentSize.height > scrollView.bounds.height,
      appBouncesVertically: attachment.appBouncesVertically,
      owner: owner(of: scrollView)
    )
  }

  /// The view controller that owns the scroll view in `UIScrollView.h`'s sense
  /// (``BounceInsetCompensation/Ownership``): its root view, or the first scroll view among its
  /// root view's subviews.
  private func owningController(of scrollView: UIScrollView)
    -> (UIViewController, BounceInsetCompensation.Ownership)?
  {
    if let controller = scrollView.next as? UIViewController, controller.view === scrollView {
      return (controller, .rootView)
    }
    guard let superview = scrollView.superview,
      let controller = superview.next as? UIViewController, controller.view === superview
    else { return nil }
    var position = 0
    for subview in superview.subviews {
      if subview === scrollView { break }
      if subview is UIScrollView { position += 1 }
    }
    let ownership = BounceInsetCompensation.Ownership(
      isRootView: false,
      scrollViewSubviewPosition: position
    )
    return ownership == .none ? nil : (controller, ownership)
  }

  /// The owner as the compensation reads it.
  private func owner(of scrollView: UIScrollView) -> BounceInsetCompensation.Owner {
    guard case let (controller, ownership)? = owningController(of: scrollView) else {
      return .none
    }
    return BounceInsetCompensation.Owner(
      ownership: ownership,
      adjustsScrollViewInsets: adjustsScrollViewInsets(controller),
      isInNavigationController: controller.navigationController != nil
    )
  }

  /// The nearest view controller up the responder chain: the parent of the indicator's host.
  func nearestController(of scrollView: UIScrollView) -> UIViewController? {
    var responder = scrollView.next
    while let current = responder {
      if let controller = current as? UIViewController { return controller }
      responder = current.next
    }
    return nil
  }

  /// The large title above the scroll view, if the bar of the navigation controller that owns it
  /// shows one as UIKit decides it (`prefersLargeTitles` and the items' `largeTitleDisplayMode`,
  /// ``LargeTitleGap``), not any extra height of the bar (a search field, a prompt, iPad's
  /// taller bar); measured only at rest.
  private func measureLargeTitle(of scrollView: UIScrollView) {
    guard let attachment, let lastSample = attachment.observer.lastSample,
      LargeTitleGap.canMeasure(at: lastSample, ownInset: attachment.ownTopRoom)
    else { return }
    guard case let (controller, _)? = owningController(of: scrollView),
      let bar = controller.navigationController?.navigationBar
    else {
      attachment.largeTitle = .none
      return
    }
    attachment.largeTitle = bar.largeTitleGap(previous: attachment.largeTitle)
  }

  // MARK: - The load-more footer

  /// Adds or removes the footer, its room and its accessibility action as the load action is
  /// set or removed.
  private func loadMoreChanged() {
    guard let attachment, let scrollView = attachment.scrollView else { return }
    let wantsFooter = coordinator.loadMoreAction != nil
    guard wantsFooter != (attachment.footer != nil) else { return }
    if wantsFooter {
      attachment.footer = HostedLoadMoreFooter(
        coordinator: coordinator,
        in: scrollView,
        parent: nearestController(of: scrollView)
      )
      let action = UIAccessibilityCustomAction(name: PullToRefreshStrings.localized("Load more")) {
        [weak self] _ in
        guard let coordinator = self?.coordinator else { return false }
        Task { await coordinator.loadMore(source: .accessibility) }
        return true
      }
      scrollView.accessibilityCustomActions =
        (scrollView.accessibilityCustomActions ?? []) + [action]
      attachment.loadMoreAccessibilityAction = action
    } else {
      attachment.removeFooter()
    }
    writeInsets(reveals: false, animates: false)
    scrollViewChanged()
  }

  /// Places the footer; when it measured a new height, the bottom room follows it.
  private func layoutFooter(in scrollView: UIScrollView) {
    if attachment?.footer?.layout(in: scrollView) == true {
      writeInsets(reveals: false, animates: false)
    }
  }

  /// Lets the footer start the pages over: idle and ready (L6), as after a successful refresh.
  public func resetLoadMore() {
    coordinator.resetLoadMore()
  }

  // MARK: - The content states

  /// Shows the content state the engine's content phase and indicator call for
  /// (`ContentStatePresentation.shownPhase`) inside the scroll view, making the container the
  /// first time one shows; `rebuilds` when the app's provider changed.
  private func contentStateChanged(rebuilds: Bool = false) {
    guard let attachment, let scrollView = attachment.scrollView else { return }
    let shown = ContentStatePresentation.shownPhase(
      coordinator.contentPhase,
      indicator: coordinator.indicator
    )
    if attachment.contentState == nil {
      guard shown != nil else { return }
      attachment.contentState = HostedContentState(
        in: scrollView,
        parent: nearestController(of: scrollView)
      )
    }
    attachment.contentState?.show(
      shown,
      error: coordinator.lastError,
      retry: { [weak coordinator] in
        coordinator?.requestRefresh(source: ContentStatePresentation.retrySource)
      },
      provider: contentStateViewProvider,
      rebuilds: rebuilds
    )
    attachment.contentState?.layout(
      in: scrollView,
      ownTopRoom: attachment.ownTopRoom,
      ownBottomRoom: attachment.footer?.room ?? 0
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

  /// A pull refreshes or no longer does: the coordinator hears it, and the indicator and the
  /// "Refresh" accessibility action come or go with it.
  private func refreshesChanged() {
    guard let attachment else { return }
    coordinator.refreshes = refreshes
    attachment.offersRefresh(refreshes)
    if refreshes {
      rebuildIndicator()
    } else {
      attachment.removeIndicator()
    }
  }

  /// The style or tint changed: the hosted indicator takes the new look in place (the spinner
  /// keeps turning).
  private func indicatorChanged() {
    guard let attachment else { return }
    attachment.hostedIndicator?.rootView = PullToRefreshIndicatorView(
      coordinator: coordinator,
      style: hostedStyle
    )
    // Its size may have changed where its place did not.
    attachment.appliedLayout = nil
    layoutIndicator()
  }

  /// Puts the indicator in the scroll view.
  private func rebuildIndicator() {
    guard let attachment, let scrollView = attachment.scrollView else { return }
    attachment.removeIndicator()
    let view = PullToRefreshIndicatorView(coordinator: coordinator, style: hostedStyle)
    let host = UIHostingController(rootView: view)
    host.sizingOptions = .intrinsicContentSize
    // Placed by the engine's numbers, not by the safe area (Apple: `safeAreaRegions` "when
    // hosting content that you know should never be affected by the safe area").
    host.safeAreaRegions = []
    host.view.backgroundColor = .clear
    host.view.isUserInteractionEnabled = false
    // VoiceOver: the indicator is one element, labelled as the engine says, with the "Refresh"
    // action. UIAccessibility.h: custom actions are "for an element" ("Return an array of
    // UIAccessibilityCustomAction objects to make custom actions for an element accessible to
    // an assistive technology"); neither it nor Apple's documentation says that VoiceOver offers
    // a container's actions from an element inside it. So from a focused row VoiceOver offers
    // the row's own actions, and "Refresh" only where it is documented to: on the indicator
    // element (and the scroll view's, kept for assistive technologies that focus the scroll
    // view itself). Not run with VoiceOver on a device.
    host.view.isAccessibilityElement = true
    host.view.accessibilityCustomActions = [attachment.accessibilityAction]
    // A child of the nearest view controller up the scroll view's responder chain (`embed`,
    // Apple's guidance). With none (a scroll view not yet in a controller's hierarchy when
    // attached), reattaching once the scroll view is in place makes it one.
    host.embed(in: scrollView, parent: nearestController(of: scrollView))
    attachment.hostedIndicator = host
    layoutIndicator()
  }

  /// Shows the indicator where ``IndicatorPlacement`` says, from the engine's last sample and
  /// indicator, or hides it (from sight and from VoiceOver) away from the edge; labels it as the
  /// indicator says ("Refresh" or "Refreshing", R16); does nothing when the layout and the label
  /// are the ones applied last.
  private func layoutIndicator() {
    guard let attachment, let scrollView = attachment.scrollView,
      let view = attachment.hostedIndicator?.view
    else { return }
    let label = coordinator.indicator.accessibilityLabel
    if label != attachment.appliedLabel {
      attachment.appliedLabel = label
      view.accessibilityLabel = PullToRefreshStrings.localized(label)
    }
    measureLargeTitle(of: scrollView)
    let layout = IndicatorPlacement(
      sample: attachment.observer.lastSample,
      indicator: coordinator.indicator,
      largeTitle: attachment.largeTitle
    ).layout(
      contentOffsetX: Double(scrollView.contentOffset.x),
      contentOffsetY: Double(scrollView.contentOffset.y),
      boundsWidth: Double(scrollView.bounds.width)
    )
    guard layout != attachment.appliedLayout else { return }
    attachment.appliedLayout = layout
    switch layout {
    case .hidden:
      view.isHidden = true
      view.accessibilityElementsHidden = true
    case .centered(let x, let y):
      view.isHidden = false
      view.accessibilityElementsHidden = false
      let size = view.intrinsicContentSize
      view.bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
      view.center = CGPoint(x: x, y: y)
      // The room kept while refreshing follows the indicator's size (Dynamic Type): the engine
      // decides it from this length and ignores a length it already has. Read whenever the
      // indicator moves at the edge, so a text size changed while it is hidden counts from the
      // next pull.
      coordinator.indicatorLengthChanged(Double(size.height))
    }
  }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension PullToRefreshController {
  /// What the controller changes and keeps while attached to one scroll view, in one value.
  ///
  /// It holds the app's settings it replaced (the bounce flag, the refresh control), the reader
  /// of the scroll view, the observers and the accessibility action it added, its parts of the
  /// content insets (the ledgers), the indicator, the footer and the content state views it
  /// hosts. ``end(_:)`` undoes all of it, so ``PullToRefreshController/detach()`` restores the
  /// scroll view by construction: a change made on attaching is a property here, and ending puts
  /// each back.
  ///
  /// The scroll view is not kept alive (the controller never was its owner). If it is gone when
  /// the attachment ends, what was registered elsewhere (the coordinator's event handler, the
  /// notification observers, the hosted indicator's parent) is still removed; if the attachment
  /// is released without ending (its controller released while attached), `Registrations`
  /// removes the observers and the event handler.
  @MainActor
  final class Attachment {
    /// The scroll view attached to; not kept alive.
    weak var scrollView: UIScrollView?
    /// The app's `alwaysBounceVertical`, put back on ending (the controller sets it on).
    let appBouncesVertically: Bool
    /// The app's own refresh control, stepped aside while attached so that one indicator shows.
    var refreshControls = RefreshControlHandover<UIRefreshControl>()
    /// The reader of the scroll view: its observations and the sample last sent.
    let observer: ScrollViewObserver
    /// The "Refresh" accessibility action, on the scroll view and on the indicator element.
    let accessibilityAction: UIAccessibilityCustomAction
    /// The Reduce Motion observer and the coordinator's event handler, removed on ending or with
    /// the attachment.
    let registrations = Registrations()
    /// What the refresh policy hears from the scroll view (visible, active, online).
    var moments: HostMomentsReporter?
    /// Our part of the top inset: the resting inset, less the compensation.
    var topLedger = ContentInsetLedger()
    /// Our part of the bottom inset: the footer's room, less the compensation.
    var bottomLedger = ContentInsetLedger()
    /// The room kept before the content (the resting inset), as the engine last decided it.
    var restingInset = 0.0
    /// What our bouncing makes UIKit add, taken back through the ledgers.
    var compensation = BounceInsetCompensation.none
    /// What the compensation was last computed from.
    var compensationInputs: CompensationInputs?
    /// The large title above the scroll view, measured at rest.
    var largeTitle = LargeTitleGap.none
    /// The hosted indicator.
    var hostedIndicator: UIHostingController<PullToRefreshIndicatorView>?
    /// The indicator's layout as last applied; `nil` forces the next update.
    var appliedLayout: IndicatorPlacement.Layout?
    /// The indicator's accessibility label as last applied (the engine's key), `nil` before.
    var appliedLabel: String?
    /// The load-more footer while a load action is set.
    var footer: HostedLoadMoreFooter?
    /// The "Load more" accessibility action on the scroll view while the footer is there.
    var loadMoreAccessibilityAction: UIAccessibilityCustomAction?
    /// The content state views, from the first time one shows.
    var contentState: HostedContentState?
    /// The header at the top while a load-previous action is set.
    var header: HostedLoadPreviousHeader?
    /// The "Load previous" accessibility action on the scroll view while the header is there.
    var loadPreviousAccessibilityAction: UIAccessibilityCustomAction?
    /// What counts as rows above the reader's rows (K1).
    var keeping = PositionKeeping()
    /// Whether a previous page is in flight: from its load's start until its rows have landed.
    var pageInFlight = false
    /// Whether the refresh's action runs (from its start to its end event).
    var refreshActionRuns = false
    /// The room the controller keeps above the content: the resting inset and the header's.
    var ownTopRoom: Double { restingInset + (header?.room ?? 0) }
    #if !os(visionOS)
    /// The haptic played when a drag arms.
    let feedback = UIImpactFeedbackGenerator(style: .medium)
    #endif

    /// Starts an attachment: saves the app's settings it replaces, steps the app's refresh
    /// control aside and adds the "Refresh" accessibility action, which calls `refresh`, when
    /// a pull refreshes (`offersRefresh`).
    init(
      _ scrollView: UIScrollView,
      offersRefresh: Bool,
      handlingAccessibilityRefresh refresh: @escaping @MainActor () -> Void
    ) {
      self.scrollView = scrollView
      appBouncesVertically = scrollView.alwaysBounceVertical
      observer = ScrollViewObserver(scrollView)
      accessibilityAction = UIAccessibilityCustomAction(
        name: PullToRefreshStrings.localized("Refresh")
      ) { _ in
        refresh()
        return true
      }
      // On the scroll view (a container) and on the indicator element (`rebuildIndicator()`):
      // see `rebuildIndicator()` for what VoiceOver offers where.
      self.offersRefresh(offersRefresh)
      stepRefreshControlAside()
    }

    /// Adds the "Refresh" accessibility action to the scroll view, or takes it off.
    func offersRefresh(_ offers: Bool) {
      guard let scrollView else { return }
      scrollView.accessibilityCustomActions?.removeAll { $0 === accessibilityAction }
      if offers {
        scrollView.accessibilityCustomActions =
          (scrollView.accessibilityCustomActions ?? []) + [accessibilityAction]
      }
    }

    /// Takes the app's refresh control off the scroll view, if it holds one, and keeps it to give
    /// back (`RefreshControlHandover`).
    func stepRefreshControlAside() {
      guard let scrollView, refreshControls.found(scrollView.refreshControl) else { return }
      scrollView.refreshControl = nil
    }

    /// Undoes the attachment: nothing is heard from the coordinator any more, the refresh in
    /// flight is cancelled (the scroll view is gone for good, R13), and the scroll view gets back
    /// its insets, bouncing, refresh control, accessibility actions and subviews.
    func end(_ coordinator: RefreshCoordinator) {
      // No handler is called from here on: what ending makes the coordinator send is not ours.
      registrations.removeAll()
      moments?.end()
      observer.stop()
      coordinator.disappeared()
      removeIndicator()
      removeFooter()
      removeHeader()
      contentState?.remove()
      contentState = nil
      guard let scrollView else { return }
      scrollView.contentInset.top = topLedger.remove(from: scrollView.contentInset.top)
      scrollView.contentInset.bottom = bottomLedger.remove(from: scrollView.contentInset.bottom)
      scrollView.alwaysBounceVertical = appBouncesVertically
      // A control the app set since the last scroll counts too: the last one set comes back.
      stepRefreshControlAside()
      scrollView.refreshControl = refreshControls.saved
      scrollView.accessibilityCustomActions?.removeAll { $0 === accessibilityAction }
    }

    /// Takes the indicator out of the scroll view and out of its parent view controller.
    func removeIndicator() {
      hostedIndicator?.unembed()
      hostedIndicator = nil
      appliedLayout = nil
      appliedLabel = nil
    }

    /// Takes the header and its accessibility action out; the caller rewrites the insets.
    func removeHeader() {
      header?.remove()
      header = nil
      if let loadPreviousAccessibilityAction {
        scrollView?.accessibilityCustomActions?.removeAll {
          $0 === loadPreviousAccessibilityAction
        }
      }
      loadPreviousAccessibilityAction = nil
    }

    /// Takes the footer and its accessibility action out; the caller rewrites the insets.
    func removeFooter() {
      footer?.remove()
      footer = nil
      if let loadMoreAccessibilityAction {
        scrollView?.accessibilityCustomActions?.removeAll { $0 === loadMoreAccessibilityAction }
      }
      loadMoreAccessibilityAction = nil
    }
  }
}

#if os(visionOS) || os(tvOS) || os(watchOS)
/// A view controller's `automaticallyAdjustsScrollViewInsets` where the SDK does not declare it.
///
/// visionOS (`UIViewController.h`: `API_UNAVAILABLE(visionos, watchos)`): its default,
/// `BounceInsetCompensation.Owner.adjustsScrollViewInsetsWhereUnavailable` (the evidence is
/// there). On tvOS and watchOS the controller is unavailable and nothing calls this.
@available(watchOS, unavailable)
@MainActor
private func adjustsScrollViewInsets(_ controller: UIViewController) -> Bool {
  BounceInsetCompensation.Owner.adjustsScrollViewInsetsWhereUnavailable
}
#else
/// A view controller's `automaticallyAdjustsScrollViewInsets`.
@MainActor
private func adjustsScrollViewInsets(_ controller: UIViewController) -> Bool {
  (controller as any ScrollViewInsetsAdjusting).automaticallyAdjustsScrollViewInsets
}

/// `automaticallyAdjustsScrollViewInsets`, read through a protocol: the property is deprecated
/// since iOS 11 in favour of `contentInsetAdjustmentBehavior`, yet `UIScrollView.h` still names
/// it in `.automatic`'s rule, so the compensation has to read it; a protocol requirement that the
/// deprecated property satisfies is read without a deprecation warning.
@MainActor
private protocol ScrollViewInsetsAdjusting {
  /// The view controller's `automaticallyAdjustsScrollViewInsets`.
  var automaticallyAdjustsScrollViewInsets: Bool { get }
}

extension UIViewController: ScrollViewInsetsAdjusting {}
#endif
#endif
