#if canImport(SwiftUI)
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
  @State private var isInteracting = false
  @State private var inset = 0.0
  @State private var safeAreaTop = 0.0
  @State private var edgeOffset = 0.0
  @State private var hapticCount = 0
  @State private var refreshingSince: Date?
  @State private var lastUpdated: Date?

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
        edgeOffset = metrics.edgeOffset(at: .top) ?? edgeOffset
        coordinator.scrolled(metrics)
      }
      .onScrollPhaseChange { _, phase, context in
        let interacting = phase == .tracking || phase == .interacting
        guard interacting != isInteracting else { return }
        isInteracting = interacting
        if interacting {
          coordinator.interactionBegan()
        } else {
          coordinator.interactionEnded(velocity: context.velocity.map { Double($0.dy) } ?? 0)
        }
        updateInset()
      }
      .overlay(alignment: .top) { indicator }
      .environment(coordinator)
      .accessibilityAction(named: Text("Refresh", bundle: .module)) {
        coordinator.requestRefresh(source: .accessibility)
      }
      .sensoryFeedback(.impact, trigger: hapticCount)
      .onChange(of: configuration, initial: true) { coordinator.configuration = configuration }
      .onChange(of: coordinator.phase) { updateInset() }
      .task(id: ObjectIdentifier(coordinator)) { await forwardEvents() }
      .onAppear {
        lastUpdated = coordinator.timeSinceLastUpdate().map { Date.now - $0.timeInterval }
        updateInset()
      }
      .onDisappear { coordinator.disappeared() }
  }

  /// The style's view, centred where the engine puts the indicator; it never takes hits.
  private var indicator: some View {
    let configuration = PullToRefreshStyleConfiguration(
      phase: coordinator.phase,
      progress: coordinator.progress,
      indicator: coordinator.indicator,
      lastOutcome: coordinator.lastOutcome,
      lastUpdated: lastUpdated,
      refreshingSince: refreshingSince,
      reduceMotion: reduceMotion
    )
    return style.makeErasedBody(configuration: configuration)
      .frame(height: 0)
      .offset(y: safeAreaTop + coordinator.indicator.offset)
      .allowsHitTesting(false)
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(
        Text(LocalizedStringKey(coordinator.indicator.accessibilityLabel), bundle: .module)
      )
  }

  /// Applies ``RestingInset``'s inset, with the engine's spring unless Reduce Motion is on.
  private func updateInset() {
    let target = RestingInset.inset(
      phase: coordinator.phase,
      restingExtent: coordinator.restingExtent,
      isInteracting: isInteracting,
      current: inset
    )
    guard target != inset else { return }
    let spring = Spring.settle.respecting(reduceMotion: reduceMotion)
    let reveals = target < inset || RestingInset.reveals(edgeOffset: edgeOffset)
    withAnimation(
      spring.duration > 0 && reveals
        ? .spring(duration: spring.duration, bounce: spring.bounce) : nil
    ) {
      inset = target
    }
  }

  /// Turns the coordinator's events into a haptic, announcements and the dates styles show.
  private func forwardEvents() async {
    for await event in coordinator.events() {
      switch event {
      case .haptic:
        if hapticsEnabled { hapticCount += 1 }
      case .announcement(let announcement):
        AccessibilityNotification.Announcement(
          PullToRefreshStrings.localized(announcement.text)
        ).post()
      case .phaseChanged(.refreshing):
        refreshingSince = .now
      case .phaseChanged(.finishing(.success)):
        lastUpdated = .now
      case .phaseChanged, .actionStarted, .actionFinished:
        break
      }
    }
  }
}

extension Duration {
  /// The duration in seconds, as Foundation counts time.
  var timeInterval: TimeInterval {
    Double(components.seconds) + Double(components.attoseconds) * 1e-18
  }
}
#endif
