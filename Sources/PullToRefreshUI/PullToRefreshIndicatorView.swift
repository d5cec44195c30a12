#if canImport(SwiftUI)
import Foundation
import PullToRefresh
import SwiftUI

/// The indicator as every front end draws it: the style's view for the coordinator's state,
/// labelled for accessibility (R16), never taking touches.
///
/// The SwiftUI modifier places it in an overlay; the UIKit controller hosts it in the scroll view.
struct PullToRefreshIndicatorView: View {
  let coordinator: RefreshCoordinator
  let style: any PullToRefreshStyle
  let times: IndicatorTimes
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  var body: some View {
    let configuration = PullToRefreshStyleConfiguration(
      phase: coordinator.phase,
      progress: coordinator.progress,
      indicator: coordinator.indicator,
      lastOutcome: coordinator.lastOutcome,
      lastUpdated: times.lastUpdated,
      refreshingSince: times.refreshingSince,
      reduceMotion: reduceMotion
    )
    return style.makeErasedBody(configuration: configuration)
      .allowsHitTesting(false)
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(
        Text(LocalizedStringKey(coordinator.indicator.accessibilityLabel), bundle: .module)
      )
  }
}

/// When the running refresh started and when the last one succeeded, as dates for styles, kept
/// from the coordinator's events.
@MainActor @Observable
final class IndicatorTimes {
  /// When the running refresh started; drives the spinner.
  var refreshingSince: Date?
  /// When the last successful refresh ended.
  var lastUpdated: Date?

  /// Starts with the coordinator's last update, if it had one before this view existed.
  init(coordinator: RefreshCoordinator) {
    lastUpdated = coordinator.timeSinceLastUpdate().map { Date.now - $0.inSeconds }
    if coordinator.phase.isRefreshing { refreshingSince = .now }
  }

  /// Notes the start of a refresh or the end of a successful one.
  func record(_ event: RefreshCoordinator.Event) {
    switch event {
    case .phaseChanged(.refreshing): refreshingSince = .now
    case .phaseChanged(.finishing(.success)): lastUpdated = .now
    default: break
    }
  }
}

extension RefreshAnnouncement {
  /// The announcement in the user's language.
  var localizedText: String { PullToRefreshStrings.localized(text) }
}
#endif
