#if canImport(SwiftUI)
// AccessibilityNotification lives in Accessibility, which SwiftUI's interface does not re-export.
import Accessibility
import Foundation
import PullToRefresh
import SwiftUI

/// Connects a scroll view to a coordinator: forwards its geometry and interactions, keeps the
/// resting extent while refreshing, draws the indicator, plays the haptic and posts the
/// announcements.
///
/// Every decision is the coordinator's: this type only translates. Where the numbers come from:
/// - iOS 18, macOS 15, tvOS 18, watchOS 11 and visionOS 2: `onScrollGeometryChange`, whose
///   transform is a ``ScrollEdgeSample``. The sample is the same for every position away from the
///   edge, so scrolling through the content runs no action and updates no view (Apple's
///   `onScrollGeometryChange` page asks for a value that changes only when needed), and
///   `onScrollPhaseChange` for the finger.
/// - iOS 17 and visionOS 1: ``ScrollViewProbe``, which finds the `UIScrollView` SwiftUI draws the
///   app's own `ScrollView` with (so the content keeps SwiftUI's laziness, navigation and safe
///   areas) and reports the same samples.
///
/// The refresh belongs to the coordinator: this view never cancels it. A view covered by a
/// navigation push, another tab or a sheet gets `onDisappear`, and the refresh goes on (R13); an
/// owned coordinator is released, and cancels, when the view leaves for good.
@available(iOS 17.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 1.0, *)
struct PullToRefreshModifier: ViewModifier {
  let coordinator: RefreshCoordinator

  @Environment(\.pullToRefreshStyle) private var style
  @Environment(\.pullToRefreshConfiguration) private var configuration
  @Environment(\.pullToRefreshHapticsEnabled) private var hapticsEnabled
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(\.refresh) private var enclosingRefresh
  /// The room kept before the content: the resting extent while refreshing, 0 otherwise.
  @State private var inset = 0.0
  /// Where the content rests, from the scroll view's top: changes only with bars and margins.
  @State private var restingEdge = 0.0
  @State private var hapticCount = 0

  func body(content: Content) -> some View {
    geometrySource(content.contentMargins(.top, inset, for: .scrollContent))
      .overlay(alignment: .top) {
        PullToRefreshIndicatorOverlay(
          coordinator: coordinator,
          style: style,
          restingEdge: restingEdge
        )
      }
      .environment(coordinator)
      .accessibilityAction(named: Text("Refresh", bundle: .module)) {
        coordinator.requestRefresh(source: .accessibility)
      }
      .modifier(ArmingHaptic(trigger: hapticCount))
      .onChange(of: configuration, initial: true) { coordinator.configuration = configuration }
      .onChange(of: coordinator.phase) { updateInset() }
      .task(id: ObjectIdentifier(coordinator)) { await forwardEvents() }
      .onAppear {
        updateInset()
        warnAboutASecondIndicator()
      }
      // Covered (a push, a tab, a sheet) is not gone: only the finger's drag ends (R13).
      .onDisappear { coordinator.interactionChanged(isInteracting: false) }
  }

  /// The scroll geometry and the finger, from SwiftUI where it reports them, from the scroll
  /// view itself on iOS 17 and visionOS 1.
  @ViewBuilder
  private func geometrySource(_ content: some View) -> some View {
    if #available(iOS 18.0, visionOS 2.0, *) {
      content
        .onScrollGeometryChange(for: ScrollEdgeSample?.self) { [inset] geometry in
          ScrollEdgeSample(
            ScrollAxisMetrics(
              offset: Double(geometry.contentOffset.y),
              contentLength: Double(geometry.contentSize.height),
              viewportLength: Double(geometry.containerSize.height),
              leadingInset: Double(geometry.contentInsets.top),
              trailingInset: Double(geometry.contentInsets.bottom)
            ),
            edge: .top,
            ownInset: inset
          )
        } action: { _, sample in
          if let sample { sampled(sample) }
        }
        .onScrollPhaseChange { _, phase, context in
          coordinator.interactionChanged(
            isInteracting: phase == .tracking || phase == .interacting,
            velocity: context.velocity.map { Double($0.dy) } ?? 0
          )
          updateInset()
        }
    } else {
      #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
      content.background {
        ScrollViewProbe(ownInset: inset, sampled: sampled) { isInteracting in
          coordinator.interactionChanged(isInteracting: isInteracting)
          updateInset()
        }
      }
      #else
      content
      #endif
    }
  }

  /// A new sample: the resting edge (state written only when it changes), then the engine.
  private func sampled(_ sample: ScrollEdgeSample) {
    if sample.restingEdge != restingEdge { restingEdge = sample.restingEdge }
    coordinator.scrolled(sample)
  }

  /// Applies ``RestingInset``'s change, with the engine's spring when it animates.
  private func updateInset() {
    guard let change = coordinator.restingInsetChange(current: inset, reduceMotion: reduceMotion)
    else { return }
    let spring = Spring.settle
    withAnimation(change.animates ? .spring(duration: spring.duration, bounce: spring.bounce) : nil)
    {
      inset = change.inset
    }
  }

  /// Turns the coordinator's events into a haptic and announcements.
  private func forwardEvents() async {
    for await event in coordinator.events() {
      switch event {
      case .haptic:
        if hapticsEnabled { hapticCount += 1 }
      case .announcement(let announcement):
        AccessibilityNotification.Announcement(announcement.localizedText).post()
      case .phaseChanged, .actionStarted, .actionFinished:
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

/// The haptic a drag plays when it arms (R3).
///
/// `sensoryFeedback` is iOS 17, macOS 14, tvOS 17 and watchOS 10, and unavailable on visionOS in
/// the iOS 18 SDK (Xcode 16; Apple's documentation lists visionOS 26 for later SDKs), so visionOS
/// plays none.
private struct ArmingHaptic: ViewModifier {
  let trigger: Int

  func body(content: Content) -> some View {
    #if os(visionOS)
    content
    #else
    content.sensoryFeedback(.impact, trigger: trigger)
    #endif
  }
}
#endif
