#if canImport(SwiftUI)
import Foundation
@_spi(FrontEnd) import PullToRefresh
import SwiftUI

/// The indicator as every front end draws it: the style's view for the coordinator's state,
/// labelled for accessibility (R16) with the "Refresh" action, never taking touches.
///
/// The SwiftUI modifier places it in an overlay; the UIKit controller hosts it in the scroll view.
struct PullToRefreshIndicatorView: View {
  let coordinator: RefreshCoordinator
  let style: any PullToRefreshStyle

  var body: some View {
    let configuration = PullToRefreshStyleConfiguration(
      indicator: coordinator.indicator,
      lastUpdated: Self.date(coordinator.timeSinceLastUpdate()),
      refreshingSince: Self.date(coordinator.timeSinceRefreshingStarted()),
      reduceMotion: coordinator.reducesMotion
    )
    return style.makeErasedBody(configuration: configuration)
      .allowsHitTesting(false)
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(
        Text(LocalizedStringKey(coordinator.indicator.accessibilityLabel), bundle: .module)
      )
      // The action is on the element too, not only on the scroll view around it: VoiceOver
      // offers an element's custom actions when that element is focused ("Actions" rotor,
      // `accessibilityCustomActions`: "display your custom actions to the user at appropriate
      // times"), and nothing documents a container's actions reaching its rows.
      .accessibilityAction(named: Text("Refresh", bundle: .module)) {
        coordinator.requestRefresh(source: .accessibility)
      }
  }

  /// The date of one of the coordinator's instants, from the time since it (the coordinator is
  /// the only record of it; the functions read the observable instant, so the body follows its
  /// changes).
  private static func date(_ elapsed: Duration?) -> Date? {
    elapsed.map { Date.now.addingTimeInterval(-($0 / .seconds(1))) }
  }
}

extension RefreshAnnouncement {
  /// The announcement in the user's language.
  var localizedText: String { PullToRefreshStrings.localized(rawValue) }
}
#endif
