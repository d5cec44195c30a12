#if canImport(SwiftUI)
// AccessibilityNotification lives in Accessibility, which SwiftUI's interface does not re-export.
import Accessibility
import Foundation
@_spi(FrontEnd) import PullToRefresh
import PullToRefreshUIKitSupport
import SwiftUI

/// Connects a scroll view to a coordinator: forwards its geometry, its interactions and Reduce
/// Motion, applies the room the engine keeps before the content, draws the indicator, plays the
/// haptic and posts the announcements.
///
/// Every decision is the coordinator's: this type only translates. Where the numbers come from:
/// - iOS 18, macOS 15, tvOS 18, watchOS 11 and visionOS 2: `onScrollGeometryChange`, whose
///   transform is a `ScrollEdgeSample`. The sample is the same for every position away from the
///   edge, so scrolling through the content runs no action and updates no view (Apple's
///   `onScrollGeometryChange` page asks for a value that changes only when needed), and
///   `onScrollPhaseChange` for the finger.
/// - iOS 17 and visionOS 1: `ScrollViewProbe`, which finds the `UIScrollView` SwiftUI draws the
///   app's own `ScrollView` with (so the content keeps SwiftUI's laziness, navigation and safe
///   areas) and reports the same samples.
///
/// The room before the content (the resting inset) is the engine's: it arrives as
/// ``RefreshCoordinator/Event/restingInsetChanged(_:)`` and is read from
/// ``RefreshCoordinator/restingInset`` when the view appears; this view never decides it. A change
/// that reveals (a refresh from code with the content at rest) scrolls to the top of the content
/// so the indicator shows: through `ScrollPosition` on iOS 18 and visionOS 2
/// (`RevealsWithScrollPosition`, which reads the requests this view puts in the environment),
/// through the probe's `UIScrollView` on iOS 17 and visionOS 1. The room, before the content and
/// after it for the load-more footer, is safe-area padding added to the app's own margins
/// (`ScrollRoom`).
///
/// Who owns the configuration (`FrontEndSettings`): what the app set with a `.pullToRefresh…`
/// setting modifier replaces those settings only; an app's coordinator otherwise keeps its own
/// configuration, a coordinator the view made starts from the default.
///
/// The refresh belongs to the coordinator: this view never cancels it. A view covered by a
/// navigation push or another tab gets `onDisappear`, and the refresh goes on (R13); an owned
/// coordinator is released, and cancels, when the view leaves for good.
///
/// What it reports to the refresh policy (``RefreshPolicy``), deciding nothing: visible from
/// `onAppear` and `onDisappear` (the first appearance after being hidden, as
/// `PolicyReporting.visibilityReports` says, so that it is a moment); active while the scene
/// phase is `.active`; online from a path monitor (`NetworkPathReporter`), only while the policy
/// refreshes on reconnect. A sheet over the view calls no `onDisappear` (the view stays in the
/// hierarchy), so under a sheet the content counts as visible.
@available(PullToRefreshUI 1.0, *)
struct PullToRefreshModifier: ViewModifier {
  let coordinator: RefreshCoordinator
  /// Whether the view made the coordinator (its configuration then starts from the default)
  /// rather than the app.
  let ownsCoordinator: Bool
  /// Whether a pull refreshes; `false` for a scroll view that only loads more (`.loadMore`
  /// without `.pullToRefresh`): the view tells the coordinator
  /// (`RefreshCoordinator.refreshes`), and draws no indicator and offers no "Refresh" action.
  var refreshes = true
  /// Whether a `.loadMore` is on the scroll view (the coordinator's load-more action set by the
  /// app counts too).
  var loadsMore = false

  @Environment(\.pullToRefreshStyle) private var style
  @Environment(\.pullToRefreshSettings) private var settings
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(\.refresh) private var enclosingRefresh
  @Environment(\.scenePhase) private var scenePhase
  /// The room kept before the content, as the engine last decided it.
  @State private var inset = 0.0
  /// Where the content rests, from the scroll view's top: changes only with bars and margins.
  @State private var restingEdge = 0.0
  @State private var hapticCount = 0
  /// The last request to scroll so that the room shows.
  @State private var reveal = Reveal()
  /// How much of the resting edge is an expanded large title (iOS; 0 elsewhere).
  @State private var largeTitleExtent = 0.0
  /// Counts appearances, so that the iOS 17 probe looks for its scroll view again.
  @State private var appearance = 0
  /// Where the load-more footer's top goes, from the frame's top (`LoadMoreFooterLayout`).
  @State private var footerTop: Double?
  /// The footer's measured height: the room kept after the content.
  @State private var footerHeight: Double?
  /// The coordinator this view last reported visibility to: a different one (or none yet) is
  /// attaching, and its first appearance is a moment (`PolicyReporting`).
  @State private var reportedCoordinator: ObjectIdentifier?
  #if canImport(Network)
  /// The path monitor, while the policy refreshes on reconnect; cancelled when the view leaves
  /// for good (the state is released).
  @State private var network = NetworkPathReporter()
  #endif
  /// The iOS probe's marker (see `ScrollViewProbe`).
  #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  @State private var marker = ScrollViewMarker.Link()
  #endif

  /// Whether loading near the end is on: a `.loadMore` or the app's own load-more action.
  private var isLoadingMore: Bool { loadsMore || coordinator.loadMoreAction != nil }

  func body(content: Content) -> some View {
    let loading = isLoadingMore
    let room = ScrollRoom(restingInset: inset, loadsMore: loading, footerHeight: footerHeight)
    geometrySource(
      content
        // For `RevealsWithScrollPosition` on this scroll view, where it is.
        .environment(\.frontEndReveal, reveal)
        // Added to the app's margins and safe area, never in their place (`ScrollRoom`).
        .safeAreaPadding(
          EdgeInsets(top: room.top, leading: 0, bottom: room.bottom, trailing: 0)
        )
    )
    .overlay(alignment: .top) {
      if refreshes {
        PullToRefreshIndicatorOverlay(
          coordinator: coordinator,
          style: style,
          restingEdge: restingEdge,
          largeTitleExtent: largeTitleExtent
        )
      }
    }
    .overlay(alignment: .top) {
      if loading {
        LoadMoreFooterOverlay(coordinator: coordinator, top: footerTop) { height in
          if height != footerHeight { footerHeight = height }
        }
      }
    }
    .environment(coordinator)
    .modifier(
      AccessibilityActions(coordinator: coordinator, refreshes: refreshes, loadsMore: loading)
    )
    .modifier(ArmingHaptic(trigger: hapticCount))
    .onChange(of: settings, initial: true) { applySettings() }
    .onChange(of: reduceMotion, initial: true) { coordinator.reducesMotion = reduceMotion }
    .onChange(of: refreshes, initial: true) { coordinator.refreshes = refreshes }
    .onChange(of: scenePhase, initial: true) { coordinator.isActive = scenePhase == .active }
    .modifier(policyNetwork)
    .task(id: ObjectIdentifier(coordinator)) { await forwardEvents() }
    .onAppear {
      // Attaching: a refresh already running keeps its room; every later change is an event.
      inset = coordinator.restingInset.inset
      appearance += 1
      warnAboutASecondIndicator()
      // The settings (the policy among them) and the scene's phase before the appearance, so
      // that the coordinator judges the moment with them.
      applySettings()
      coordinator.isActive = scenePhase == .active
      reportVisibility(true)
    }
    // Covered (a push, a tab) is not gone: only the finger's drag ends (R13), and the content is
    // no longer visible.
    .onDisappear {
      coordinator.interactionChanged(isInteracting: false)
      reportVisibility(false)
    }
  }

  /// Tells the coordinator whether the view is visible; the first report to a coordinator says
  /// it was hidden before, so that its first appearance is a moment (`PolicyReporting`).
  private func reportVisibility(_ isVisible: Bool) {
    let id = ObjectIdentifier(coordinator)
    let attaching = reportedCoordinator != id
    if attaching { reportedCoordinator = id }
    for report in PolicyReporting.visibilityReports(attaching: attaching, isVisible: isVisible) {
      coordinator.isVisible = report
    }
  }

  /// Starts and cancels the path monitor as the coordinator's policy changes; nothing where the
  /// platform has no Network framework.
  private var policyNetwork: PolicyNetwork {
    #if canImport(Network)
    PolicyNetwork(coordinator: coordinator, network: network)
    #else
    PolicyNetwork()
    #endif
  }

  /// The scroll geometry and the finger, from SwiftUI where it reports them, from the scroll
  /// view itself on iOS 17 and visionOS 1; and the reveal, through each one's own means.
  @ViewBuilder
  private func geometrySource(_ content: some View) -> some View {
    if #available(iOS 18.0, visionOS 2.0, *) {
      content
        .onScrollGeometryChange(for: ScrollEdgeSample?.self) {
          [inset, distance = coordinator.loadMoreDistance] geometry in
          ScrollEdgeSample(
            ScrollAxisMetrics(
              offset: Double(geometry.contentOffset.y),
              contentLength: Double(geometry.contentSize.height),
              viewportLength: Double(geometry.containerSize.height),
              leadingInset: Double(geometry.contentInsets.top),
              trailingInset: Double(geometry.contentInsets.bottom)
            ),
            edge: .top,
            ownInset: inset,
            loadMoreDistance: distance
          )
        } action: { _, sample in
          if let sample { sampled(sample) }
        }
        .onScrollPhaseChange { _, phase in
          coordinator.interactionChanged(isInteracting: phase == .tracking || phase == .interacting)
        }
        .modifier(probe(readsScrollView: false))
    } else {
      content.modifier(probe(readsScrollView: true))
    }
  }

  /// The iOS probe around the scroll view (`ScrollViewProbe`).
  ///
  /// The marker behind it, the probe over it. On iOS 17 and visionOS 1 it reads the geometry; on
  /// iOS 18 only the large title. Nothing elsewhere.
  private func probe(readsScrollView: Bool) -> ProbeAround {
    #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    ProbeAround(
      probe: ScrollViewProbe(
        readsScrollView: readsScrollView,
        marker: marker,
        appearance: appearance,
        ownInset: inset,
        loadMoreDistance: coordinator.loadMoreDistance,
        restingEdge: restingEdge,
        reveal: reveal,
        sampled: sampled,
        interactionChanged: { coordinator.interactionChanged(isInteracting: $0) },
        largeTitleChanged: { if $0 != largeTitleExtent { largeTitleExtent = $0 } }
      )
    )
    #else
    ProbeAround()
    #endif
  }

  /// A new sample: the resting edge and the footer's place (state written only when it
  /// changes), then the engine.
  private func sampled(_ sample: ScrollEdgeSample) {
    if sample.restingEdge != restingEdge { restingEdge = sample.restingEdge }
    let top = LoadMoreFooterLayout.footerTop(for: sample, ownInset: inset)
    if top != footerTop { footerTop = top }
    coordinator.scrolled(sample)
  }

  /// Gives the coordinator the configuration `FrontEndSettings` decides, when it differs.
  private func applySettings() {
    let configuration = FrontEndSettings.configuration(
      settings: settings,
      coordinator: coordinator.configuration,
      ownsCoordinator: ownsCoordinator
    )
    if configuration != coordinator.configuration { coordinator.configuration = configuration }
  }

  /// Applies the engine's resting inset: with `RestingInset.spring` when it animates, and a
  /// request to scroll to the top of the content when it reveals.
  private func apply(_ change: RestingInset) {
    let spring = RestingInset.spring
    let animation: Animation? =
      change.animates ? .spring(duration: spring.duration, bounce: spring.bounce) : nil
    withAnimation(animation) {
      inset = change.inset
      reveal.request(change)
    }
  }

  /// Turns the coordinator's events into the resting inset, a haptic and announcements.
  private func forwardEvents() async {
    for await event in coordinator.events() {
      switch event {
      case .restingInsetChanged(let change):
        apply(change)
      case .haptic:
        // The engine sends it only when the configuration's haptics are on.
        hapticCount += 1
      case .announcement(let announcement):
        AccessibilityNotification.Announcement(announcement.localizedText).post()
      case .phaseChanged, .actionStarted, .actionFinished, .loadMorePhaseChanged, .loadStarted,
        .loadFinished, .staleChanged:
        break
      }
    }
  }

  /// A `refreshable` above the scroll view makes SwiftUI draw its own indicator too, and the
  /// `refresh` environment value cannot be cleared: say so while debugging.
  private func warnAboutASecondIndicator() {
    #if DEBUG
    if enclosingRefresh != nil {
      print(
        "PullToRefresh: a `refreshable` encloses this scroll view, so SwiftUI also draws its own "
          + "refresh indicator; remove the `refreshable` (the pull runs the coordinator's action)."
      )
    }
    #endif
  }
}

/// The scroll view's accessibility actions: "Refresh" when a pull refreshes, "Load more" (a
/// request, L3) when loading near the end is on.
private struct AccessibilityActions: ViewModifier {
  let coordinator: RefreshCoordinator
  let refreshes: Bool
  let loadsMore: Bool

  func body(content: Content) -> some View {
    content
      .modifier(
        NamedAction(name: Text("Refresh", bundle: .module), isOn: refreshes) {
          coordinator.requestRefresh(source: .accessibility)
        }
      )
      .modifier(
        NamedAction(name: Text("Load more", bundle: .module), isOn: loadsMore) {
          Task { _ = await coordinator.loadMore(source: .accessibility) }
        }
      )
  }
}

/// A named accessibility action, only while it is on.
private struct NamedAction: ViewModifier {
  let name: Text
  let isOn: Bool
  let action: @MainActor () -> Void

  @ViewBuilder
  func body(content: Content) -> some View {
    if isOn {
      content.accessibilityAction(named: name) { action() }
    } else {
      content
    }
  }
}

/// Reports the network to the coordinator while its policy refreshes on reconnect
/// (`NetworkPathReporter`); nothing where the platform has no Network framework.
private struct PolicyNetwork: ViewModifier {
  #if canImport(Network)
  let coordinator: RefreshCoordinator
  let network: NetworkPathReporter

  func body(content: Content) -> some View {
    content.onChange(of: coordinator.configuration.policy, initial: true) {
      network.policyChanged(coordinator.configuration.policy, of: coordinator)
    }
  }
  #else
  func body(content: Content) -> some View { content }
  #endif
}

/// The probe and its marker around the scroll view, where UIKit draws it; nothing elsewhere.
private struct ProbeAround: ViewModifier {
  #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  let probe: ScrollViewProbe

  func body(content: Content) -> some View {
    content
      .background { ScrollViewMarker(link: probe.marker) }
      .overlay { probe }
  }
  #else
  func body(content: Content) -> some View { content }
  #endif
}

/// A request to scroll so that the room the engine keeps before the content shows
/// (``RestingInset/reveals``); each new request has a new `count`.
struct Reveal: Equatable {
  /// How many reveals were asked for so far.
  var count = 0
  /// Whether the scroll moves with `RestingInset.spring`.
  var animates = false

  /// Asks once more when `change` reveals.
  mutating func request(_ change: RestingInset) {
    guard change.reveals else { return }
    self = Reveal(count: count + 1, animates: change.animates)
  }
}

extension EnvironmentValues {
  /// The reveal requests of the front end around this scroll view (`PullToRefreshModifier`
  /// writes them for its scroll view, `RevealingScrollPosition` clears them below it).
  var frontEndReveal: Reveal? {
    get { self[FrontEndRevealKey.self] }
    set { self[FrontEndRevealKey.self] = newValue }
  }

  /// Whether the app handed its scroll position over (`pullToRefreshScrollPosition(_:anchor:)`),
  /// readable at the package's floor, where `ScrollPosition` does not exist.
  var appGivesScrollPosition: Bool {
    get { self[AppGivesScrollPositionKey.self] }
    set { self[AppGivesScrollPositionKey.self] = newValue }
  }
}

private struct FrontEndRevealKey: EnvironmentKey {
  static var defaultValue: Reveal? { nil }
}

private struct AppGivesScrollPositionKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

// MARK: - Scroll position

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension View {
  /// Hands the app's scroll position to the pull-to-refresh scroll views below, so that both
  /// work: the package binds this position instead of one of its own, and a refresh from code
  /// reveals its indicator by scrolling it to the top edge.
  ///
  /// A scroll view has one position, the one bound nearest to it: without this, a scroll view
  /// with ``SwiftUI/View/pullToRefresh(action:)`` binds a position of the package's own (to
  /// reveal a refresh that no pull started), and an app's `.scrollPosition($position)` outside
  /// it stops working, or, inside it, keeps a refresh from code from showing. Apply it after the
  /// pull-to-refresh modifier, like the settings; the app's own `.scrollPosition($position)`
  /// may stay or go. A scroll view that only loads more binds no position of the package's, so
  /// the app's `.scrollPosition` works there as always.
  ///
  /// ```swift
  /// List(model.messages) { MessageRow(message: $0) }
  ///   .pullToRefresh { await model.reload() }
  ///   .pullToRefreshScrollPosition($position)
  /// ```
  ///
  /// - Parameters:
  ///   - position: the app's scroll position.
  ///   - anchor: the anchor of `scrollPosition(_:anchor:)`.
  public func pullToRefreshScrollPosition(
    _ position: Binding<ScrollPosition>,
    anchor: UnitPoint? = nil
  ) -> some View {
    environment(\.appScrollPosition, AppScrollPosition(position: position, anchor: anchor))
      .environment(\.appGivesScrollPosition, true)
  }
}

/// The app's scroll position, handed over with `pullToRefreshScrollPosition(_:anchor:)`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct AppScrollPosition {
  let position: Binding<ScrollPosition>
  let anchor: UnitPoint?
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension EnvironmentValues {
  /// The app's scroll position, or `nil`.
  var appScrollPosition: AppScrollPosition? {
    get { self[AppScrollPositionKey.self] }
    set { self[AppScrollPositionKey.self] = newValue }
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private struct AppScrollPositionKey: EnvironmentKey {
  static var defaultValue: AppScrollPosition? { nil }
}

/// Binds the scroll position that reveals a refresh from code, where `RevealPosition` says.
///
/// That is on a scroll view whose pull refreshes (`refreshes`, fixed when the modifier is made,
/// so the app's content keeps its identity), from iOS 18, macOS 15, tvOS 18, watchOS 11 and
/// visionOS 2; none on a scroll view that only loads more, and none on iOS 17 and visionOS 1,
/// where the probe's `UIScrollView` reveals. Put it inside `PullToRefreshModifier`, whose reveal
/// requests it reads from the environment.
struct RevealsWithScrollPosition: ViewModifier {
  let refreshes: Bool
  @Environment(\.appGivesScrollPosition) private var appGivesPosition

  @ViewBuilder
  func body(content: Content) -> some View {
    if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
      let bound = RevealPosition.bound(refreshes: refreshes, appGivesPosition: appGivesPosition)
    {
      content.modifier(RevealingScrollPosition(bound: bound))
    } else {
      content
    }
  }
}

/// The reveal from iOS 18 and visionOS 2: the scroll view's position, bound with
/// `scrollPosition(_:anchor:)`, scrolled to its top edge when a reveal is asked for.
///
/// Why this and not the scroll view's `contentOffset`: from iOS 18 SwiftUI reports the geometry
/// itself (`onScrollGeometryChange`) and the probe's `UIScrollView` is not looked for; a
/// `ScrollPosition` is SwiftUI's own way to move a scroll view ("Use this type along with the
/// `scrollPosition(_:anchor:)` modifier to control where a scroll view is positioned. You can use
/// this type to scroll in a variety of ways: [...] scroll to an edge", Apple's `ScrollPosition`
/// page; `scrollTo(edge:)` is in SwiftUICore's iOS 18 interface, `scrollPosition(_:anchor:)` in
/// SwiftUI's, @~1136500). The top edge of the content includes the safe area this front end adds
/// (`ScrollRoom`), so scrolling there shows the room; the scroll runs in its own transaction,
/// animated with the engine's spring when the change animates. Which position: the app's when it
/// handed one over, else its own (`RevealPosition`); whichever it is, the same modifier binds it,
/// so the content's identity never changes with it. Not run on a device.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private struct RevealingScrollPosition: ViewModifier {
  let bound: RevealPosition
  @Environment(\.frontEndReveal) private var reveal
  @Environment(\.appScrollPosition) private var app
  @State private var own = ScrollPosition()

  func body(content: Content) -> some View {
    let position = bound == .app ? (app?.position ?? $own) : $own
    content
      // A scroll view nested in the content has its own front end: it never sees these.
      .environment(\.frontEndReveal, nil)
      .environment(\.appScrollPosition, nil)
      .environment(\.appGivesScrollPosition, false)
      .scrollPosition(position, anchor: bound == .app ? app?.anchor : nil)
      .onChange(of: reveal) {
        guard let reveal, reveal.count > 0 else { return }
        let spring = RestingInset.spring
        let animation: Animation? =
          reveal.animates ? .spring(duration: spring.duration, bounce: spring.bounce) : nil
        withAnimation(animation) { position.wrappedValue.scrollTo(edge: .top) }
      }
  }
}

/// The haptic a drag plays when it arms (R3).
///
/// `sensoryFeedback` is iOS 17, macOS 14, tvOS 17 and watchOS 10 everywhere. On visionOS it is
/// unavailable in the iOS 18 SDK (Xcode 16: `@available(visionOS, unavailable)` in SwiftUI's
/// interface) and available from visionOS 26 in later SDKs (Apple's `sensoryFeedback(_:trigger:)`
/// page lists "visionOS: 26.0"): built with Xcode 26 (Swift 6.2), visionOS 26 plays it, and
/// earlier visionOS and earlier SDKs play none. Whether `.impact` is felt on Vision Pro is not
/// documented ("Only plays feedback on iOS and watchOS" on the `impact` page): a device check.
private struct ArmingHaptic: ViewModifier {
  let trigger: Int

  @ViewBuilder
  func body(content: Content) -> some View {
    #if os(visionOS)
    #if compiler(>=6.2)
    if #available(visionOS 26.0, *) {
      content.sensoryFeedback(.impact, trigger: trigger)
    } else {
      content
    }
    #else
    content
    #endif
    #else
    content.sensoryFeedback(.impact, trigger: trigger)
    #endif
  }
}
#endif
