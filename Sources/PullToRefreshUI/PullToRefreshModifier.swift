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
/// Every decision is the coordinator's or ``RestingInset``'s: this type only translates.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct PullToRefreshModifier: ViewModifier {
  let coordinator: RefreshCoordinator

  @Environment(\.pullToRefreshStyle) private var style
  @Environment(\.pullToRefreshConfiguration) private var configuration
  @Environment(\.pullToRefreshHapticsEnabled) private var hapticsEnabled
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @State private var inset = 0.0
  @State private var safeAreaTop = 0.0
  @State private var hapticCount = 0

  func body(content: Content) -> some View {
    content
      .contentMargins(.top, inset, for: .scrollContent)
      .onScrollGeometryChange(for: ScrollAxisMetrics.self) { geometry in
        // Measured from the content's real top: our own margin is not part of the edge.
        ScrollAxisMetrics(
          offset: geometry.contentOffset.y,
          contentLength: geometry.contentSize.height,
          viewportLength: geometry.containerSize.height,
          leadingInset: geometry.contentInsets.top - inset,
          trailingInset: geometry.contentInsets.bottom
        )
      } action: { _, metrics in
        safeAreaTop = metrics.leadingInset
        coordinator.scrolled(metrics)
      }
      .onScrollPhaseChange { _, phase, context in
        coordinator.interactionChanged(
          isInteracting: phase == .tracking || phase == .interacting,
          velocity: context.velocity.map { Double($0.dy) } ?? 0
        )
        updateInset()
      }
      .overlay(alignment: .top) {
        // A zero-height frame centres the indicator on the engine's offset from the edge.
        PullToRefreshIndicatorView(coordinator: coordinator, style: style)
          .frame(height: 0)
          .offset(y: safeAreaTop + coordinator.indicator.offset)
      }
      .environment(coordinator)
      .accessibilityAction(named: Text("Refresh", bundle: .module)) {
        coordinator.requestRefresh(source: .accessibility)
      }
      .modifier(ArmingHaptic(trigger: hapticCount))
      .onChange(of: configuration, initial: true) { coordinator.configuration = configuration }
      .onChange(of: coordinator.phase) { updateInset() }
      .task(id: ObjectIdentifier(coordinator)) { await forwardEvents() }
      .onAppear { updateInset() }
      .onDisappear { coordinator.disappeared() }
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
