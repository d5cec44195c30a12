#if canImport(SwiftUI)
// AccessibilityNotification lives in Accessibility, which SwiftUI's interface does not re-export.
import Accessibility
import Foundation
@_spi(FrontEnd) import PullToRefresh
import PullToRefreshFrontEndRules
import SwiftUI

/// Connects a scroll view to a coordinator: forwards its geometry, its interactions and Reduce
/// Motion, applies the room the engine keeps before the content, draws the indicator, the footer
/// and the top end's header, keeps the reader's rows when rows land above (`RowKeeping`), plays
/// the haptic and posts the announcements.
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
/// `onAppear` and `onDisappear`, a coordinator's first appearance in this view as
/// ``RefreshCoordinator/hostAppeared()`` (`PolicyReporting.HostVisibility`); active while the
/// scene phase is `.active` and, on macOS, the window is the focused one
/// (`PolicyReporting.isActive(sceneIsActive:appearsActive:)`); online from a path monitor
/// (`NetworkPathReporter`), only while the policy refreshes on reconnect, and never on watchOS.
/// A sheet over the view calls no `onDisappear` (the view stays in the hierarchy), so under a
/// sheet the content counts as visible.
///
/// A coordinator the app swaps in while the view lives (`.pullToRefresh(model.coordinator)`, an
/// account or a feed switch) gets everything `onAppear` gives: the settings and the policy from
/// the environment, Reduce Motion, whether a pull refreshes, the activity, the room it keeps,
/// the last sample (`CoordinatorSwap`) and its appearance; the one it replaces is told that the
/// finger is off and that it is hidden, and the path monitor reports to the new one.
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
  /// Whether a `.loadPrevious` is on the scroll view (the coordinator's load-previous action set
  /// by the app counts too).
  var loadsPrevious = false

  @Environment(\.pullToRefreshStyle) private var style
  @Environment(\.pullToRefreshSettings) private var settings
  @Environment(\.loadPreviousDistanceSetting) private var loadPreviousDistance
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(\.refresh) private var enclosingRefresh
  @Environment(\.scenePhase) private var scenePhase
  /// The app's item count (`.contentStates(itemCount:)`), `nil` while the app set none.
  @Environment(\.contentStates) private var contentStates
  #if os(macOS)
  /// Whether the window is the focused (key) one: what follows the app's activity on macOS.
  @Environment(\.appearsActive) private var appearsActive
  #endif
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
  /// Where the top end's header goes, from the frame's top; `nil` while it is out of sight.
  @State private var headerTop: Double?
  /// The header's measured height: the room kept before the content with the resting inset.
  @State private var headerHeight: Double?
  /// Keeps the reader's rows when rows land above (K1).
  @State private var rowKeeping = RowKeeping(closing: PullToRefreshModifier.closing)
  /// Moves the position `RevealsWithScrollPosition` binds (iOS 18 and later).
  @State private var mover = PositionMover()
  /// The engine's last sample: read by the indicator overlay only (observed there), and handed
  /// to a coordinator swapped in.
  @State private var edge = ScrollEdgeReading()
  /// What the coordinators shown here were told about the view's visibility.
  @State private var visibility = PolicyReporting.HostVisibility()
  #if canImport(Network) && !os(watchOS)
  /// The path monitor, while the policy refreshes on reconnect.
  ///
  /// Cancelled when the view leaves for good (the state is released). None on watchOS
  /// (`NetworkPathReporter`).
  @State private var network = NetworkPathReporter()
  #endif
  /// The iOS probe's marker (see `ScrollViewProbe`).
  #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  @State private var marker = ScrollViewMarker.Link()
  #endif

  /// Whether loading near the end is on: a `.loadMore` or the app's own load-more action.
  private var isLoadingMore: Bool { loadsMore || coordinator.loadMoreAction != nil }

  /// Whether the top end is on: a `.loadPrevious` or the app's own load-previous action.
  private var isLoadingPrevious: Bool { loadsPrevious || coordinator.loadPreviousAction != nil }

  /// When a previous page stops waiting for its rows: at the next update where SwiftUI reports
  /// the geometry, at the first growth where the probe reads the `UIScrollView`
  /// (`RowsAboveKeeper.Closing`).
  private static var closing: RowsAboveKeeper.Closing {
    if #available(iOS 18.0, visionOS 2.0, *) { .atTheNextUpdate } else { .atTheFirstGrowth }
  }

  /// Whether the app is active for this view (`PolicyReporting`): the scene phase, and on macOS
  /// whether the window is the focused one.
  private var isActive: Bool {
    #if os(macOS)
    PolicyReporting.isActive(sceneIsActive: scenePhase == .active, appearsActive: appearsActive)
    #else
    PolicyReporting.isActive(sceneIsActive: scenePhase == .active, appearsActive: true)
    #endif
  }

  func body(content: Content) -> some View {
    let loading = isLoadingMore
    let previous = isLoadingPrevious
    let room = ScrollRoom(
      restingInset: LoadPreviousHeaderLayout.topRoom(
        restingInset: inset,
        loadsPrevious: previous,
        headerHeight: headerHeight
      ),
      loadsMore: loading,
      footerHeight: footerHeight
    )
    // Read here, so that the view updates when the app's count changes (observation).
    let itemCount = contentStates?.itemCount()
    geometrySource(
      content
        // For `RevealsWithScrollPosition` on this scroll view, where it is.
        .environment(\.frontEndReveal, reveal)
        .environment(\.frontEndPositionMover, mover)
        // Added to the app's margins and safe area, never in their place (`ScrollRoom`).
        .safeAreaPadding(
          EdgeInsets(top: room.top, leading: 0, bottom: room.bottom, trailing: 0)
        )
    )
    // Under the indicator: the content states (nothing while they are off or there are rows).
    .overlay {
      ContentStateOverlay(coordinator: coordinator, edge: edge, ownBottomRoom: room.bottom)
    }
    .overlay(alignment: .top) {
      if refreshes {
        PullToRefreshIndicatorOverlay(
          coordinator: coordinator,
          style: style,
          edge: edge,
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
    .overlay(alignment: .top) {
      if previous {
        LoadPreviousHeaderOverlay(coordinator: coordinator, top: headerTop) { height in
          if height != headerHeight { headerHeight = height }
        }
      }
    }
    .environment(coordinator)
    .modifier(
      AccessibilityActions(
        coordinator: coordinator,
        refreshes: refreshes,
        loadsMore: loading,
        loadsPrevious: previous
      )
    )
    .modifier(ArmingHaptic(trigger: hapticCount))
    .onChange(of: settings, initial: true) { applySettings() }
    .onChange(of: loadPreviousDistance) { applySettings() }
    .onChange(of: reduceMotion, initial: true) { coordinator.reducesMotion = reduceMotion }
    .onChange(of: refreshes, initial: true) { coordinator.refreshes = refreshes }
    .onChange(of: isActive, initial: true) { coordinator.isActive = isActive }
    .onChange(of: itemCount) { reportItemCount() }
    .onChange(of: CoordinatorIdentity(coordinator)) { old, _ in swapped(from: old.coordinator) }
    .modifier(policyNetwork)
    .task(id: ObjectIdentifier(coordinator)) {
      // Heard as they happen, for the rows kept above (`RowKeeping`), while the view is shown.
      rowKeeping.attach(to: coordinator)
      await forwardEvents()
      rowKeeping.detach(from: coordinator)
    }
    .onAppear {
      appearance += 1
      warnAboutASecondIndicator()
      // What the coordinator needs before it appears, so that it judges the moment with the
      // settings (the policy among them) and the activity.
      attach()
      coordinator.tell(visibility.shown(ObjectIdentifier(coordinator)))
    }
    // Covered (a push, a tab) is not gone: only the finger's drag ends (R13), and the content is
    // no longer visible.
    .onDisappear {
      coordinator.interactionChanged(isInteracting: false)
      coordinator.tell(visibility.hidden())
    }
  }

  /// Gives the coordinator shown now what the view knows: the room it keeps (a refresh already
  /// running keeps its room; every later change is an event), the settings and the policy, Reduce
  /// Motion, whether a pull refreshes, and the activity.
  private func attach() {
    inset = coordinator.restingInset.inset
    applySettings()
    coordinator.reducesMotion = reduceMotion
    coordinator.refreshes = refreshes
    coordinator.isActive = isActive
    // Before the appearance, so that the first load starts with it (F2).
    reportItemCount()
  }

  /// Gives the coordinator the app's item count, when the app set one (`ContentCountReader`:
  /// the count also reaches it as the refresh action ends).
  private func reportItemCount() {
    guard let count = contentStates?.itemCount(), coordinator.itemCount != count else { return }
    coordinator.itemCount = count
  }

  /// The app swapped `old` for a new coordinator while the view lives: the old one hears that the
  /// finger is off and that it is hidden; the new one gets what `onAppear` gives, the last sample
  /// when it still holds (`CoordinatorSwap`), and appears if the view is shown; the path monitor
  /// reports to it.
  private func swapped(from old: RefreshCoordinator) {
    old.interactionChanged(isInteracting: false)
    let swap = visibility.swapped(to: ObjectIdentifier(coordinator))
    if let replaced = swap.replaced { old.tell(replaced) }
    let measuredWith = inset
    attach()
    if let sample = CoordinatorSwap.sample(
      edge.sample,
      measuredWithInset: measuredWith,
      newInset: inset
    ) {
      coordinator.scrolled(sample)
    }
    coordinator.tell(swap.new)
    #if canImport(Network) && !os(watchOS)
    network.end()
    network.policyChanged(coordinator.configuration.policy, of: coordinator)
    #endif
  }

  /// Starts and cancels the path monitor as the coordinator's policy changes; nothing where the
  /// platform has no Network framework, nor on watchOS.
  private var policyNetwork: PolicyNetwork {
    #if canImport(Network) && !os(watchOS)
    PolicyNetwork(coordinator: coordinator, network: network)
    #else
    PolicyNetwork()
    #endif
  }

  /// The scroll geometry and the finger, from SwiftUI where it reports them, from the scroll
  /// view itself on iOS 17 and visionOS 1; and the reveal, through each one's own means.
  ///
  /// From iOS 18 one transform reads both what the engine hears (the sample, which changes only
  /// near an edge) and, while the top end is on, the raw reading the rows are kept with
  /// (`RowsAboveKeeper.Reading`), stamped with `RowKeeping`'s mark: with the top end on, the
  /// action runs on every frame that moves (comparisons; state is written only when something
  /// changed), and a new mark (a previous page's result) makes a new transform, whose readings
  /// from then on are the result's (`RowsAboveKeeper.Closing.atTheNextUpdate`). One transform,
  /// so the rows are reported before the engine hears the sample with the new length.
  @ViewBuilder
  private func geometrySource(_ content: some View) -> some View {
    // `PullToRefreshUI 1.1` on iOS and visionOS: the front end's floor (`PullToRefreshUI 1.0`)
    // already has it elsewhere, where the macro's check would be flagged as unnecessary.
    if #available(iOS 18.0, visionOS 2.0, *) {
      content
        .onScrollGeometryChange(for: FrontEndGeometry.self) {
          [
            inset, mark = rowKeeping.mark, readsRows = isLoadingPrevious,
            more = coordinator.loadMoreDistance, previous = coordinator.loadPreviousDistance
          ] geometry in
          let reading = RowsAboveKeeper.Reading(
            contentOffset: Double(geometry.contentOffset.y),
            contentHeight: Double(geometry.contentSize.height),
            viewportHeight: Double(geometry.containerSize.height),
            insetTop: Double(geometry.contentInsets.top),
            insetBottom: Double(geometry.contentInsets.bottom),
            mark: mark
          )
          return FrontEndGeometry(
            sample: reading.sample(
              ownInset: inset,
              loadMoreDistance: more,
              loadPreviousDistance: previous
            ),
            reading: readsRows ? reading : nil
          )
        } action: { old, new in
          geometryChanged(from: old, to: new)
        }
        .onScrollPhaseChange { _, phase in
          coordinator.interactionChanged(isInteracting: phase == .tracking || phase == .interacting)
        }
        .modifier(probe(readsScrollView: false))
    } else {
      content.modifier(probe(readsScrollView: true))
    }
  }

  /// A new geometry from SwiftUI (iOS 18 and later): rows kept above first (`RowKeeping`, which
  /// reports a previous page's rows to the coordinator and answers how far to move), then the
  /// header's place and the engine's sample of where the scroll view is once moved.
  ///
  /// The move goes through the bound `ScrollPosition` (`PositionMover`); the sample the engine
  /// hears is the moved reading's, the position the engine kept, so the reading that follows the
  /// move tells it nothing new.
  private func geometryChanged(from old: FrontEndGeometry, to new: FrontEndGeometry) {
    guard let reading = new.reading else {
      if let sample = new.sample, sample != old.sample { sampled(sample) }
      return
    }
    var shown = reading
    if let before = old.reading, let move = rowKeeping.correction(from: before, to: reading) {
      shown = reading.moved(by: move)
      mover.scroll?(shown.contentOffset)
    }
    placeHeader(for: shown)
    let sample =
      shown == reading
      ? new.sample
      : shown.sample(
        ownInset: inset,
        loadMoreDistance: coordinator.loadMoreDistance,
        loadPreviousDistance: coordinator.loadPreviousDistance
      )
    if let sample, sample != old.sample || shown != reading { sampled(sample) }
  }

  /// Places the top end's header for what the scroll view shows
  /// (`LoadPreviousHeaderLayout.headerTop`), writing its state only when the place changed: away
  /// from the top every reading places it at `nil`.
  private func placeHeader(for reading: RowsAboveKeeper.Reading) {
    let top = LoadPreviousHeaderLayout.headerTop(
      contentOffset: reading.contentOffset,
      restingInset: inset,
      headerHeight: headerHeight ?? 0
    )
    if top != headerTop { headerTop = top }
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
        loadPreviousDistance: coordinator.loadPreviousDistance,
        rowKeeping: isLoadingPrevious ? rowKeeping : nil,
        restingEdge: restingEdge,
        reveal: reveal,
        sampled: sampled,
        shown: placeHeader,
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
    if sample != edge.sample { edge.sample = sample }
    let top = LoadMoreFooterLayout.footerTop(for: sample)
    if top != footerTop { footerTop = top }
    coordinator.scrolled(sample)
  }

  /// Gives the coordinator the configuration `FrontEndSettings` decides, when it differs, with
  /// the load-previous distance the app set, if any.
  private func applySettings() {
    var configuration = FrontEndSettings.configuration(
      settings: settings,
      coordinator: coordinator.configuration,
      ownsCoordinator: ownsCoordinator
    )
    if let loadPreviousDistance { configuration.loadPreviousDistance = loadPreviousDistance }
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
        .loadFinished, .staleChanged, .contentPhaseChanged, .loadPreviousPhaseChanged,
        .loadPreviousStarted, .loadPreviousFinished, .positionKept:
        // The rows kept above are `RowKeeping`'s, heard as they happen.
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
/// request, L3) when loading near the end is on, "Load previous" (a request, T5) when the top end
/// is on.
private struct AccessibilityActions: ViewModifier {
  let coordinator: RefreshCoordinator
  let refreshes: Bool
  let loadsMore: Bool
  let loadsPrevious: Bool

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
      .modifier(
        NamedAction(name: Text("Load previous", bundle: .module), isOn: loadsPrevious) {
          Task { _ = await coordinator.loadPrevious(source: .accessibility) }
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
/// (`NetworkPathReporter`); nothing where the platform has no Network framework, and nothing on
/// watchOS, where the path monitor stays unsatisfied (`NetworkPathReporter`).
private struct PolicyNetwork: ViewModifier {
  #if canImport(Network) && !os(watchOS)
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

/// What one transform of `onScrollGeometryChange` reads (iOS 18 and later): the engine's sample,
/// and the raw reading the rows above are kept with, `nil` while the top end is off (then the
/// value changes only when the sample does).
private struct FrontEndGeometry: Equatable {
  /// The engine's sample, `nil` when a value is not finite.
  let sample: ScrollEdgeSample?
  /// The reading, while the top end is on.
  let reading: RowsAboveKeeper.Reading?
}

/// A coordinator compared by identity, so that `onChange` hears the app swap it for another.
private struct CoordinatorIdentity: Equatable {
  /// The coordinator.
  let coordinator: RefreshCoordinator

  /// Wraps `coordinator`.
  init(_ coordinator: RefreshCoordinator) {
    self.coordinator = coordinator
  }

  /// Whether both are the same coordinator.
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.coordinator === rhs.coordinator
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
