import PullToRefresh
import PullToRefreshUIKitSupport
import Testing

/// One owner for each setting: the app's coordinator keeps its configuration unless the app set
/// something around the view; a coordinator the view made starts from the default.
struct FrontEndSettingsTests {
  let fifty = RefreshConfiguration.default.replacing(
    threshold: .points(50),
    trigger: .onThreshold
  )

  @Test func anAppOwnedCoordinatorKeepsItsThresholdWhenNothingIsSet() {
    let settings = FrontEndSettings()
    #expect(settings.configurationOnDefault == nil)
    let used = FrontEndSettings.configuration(
      settings: settings,
      coordinator: fifty,
      ownsCoordinator: false
    )
    #expect(used.threshold == .points(50))
    #expect(used == fifty)
  }

  @Test func aSettingReplacesOnlyItselfInTheAppsConfiguration() {
    var settings = FrontEndSettings()
    settings.hapticsEnabled = false
    let used = FrontEndSettings.configuration(
      settings: settings,
      coordinator: fifty,
      ownsCoordinator: false
    )
    #expect(used.threshold == .points(50))
    #expect(used.trigger == .onThreshold)
    #expect(!used.hapticsEnabled)
  }

  @Test func aViewOwnedCoordinatorStartsFromTheDefault() {
    let used = FrontEndSettings.configuration(
      settings: FrontEndSettings(),
      coordinator: fifty,
      ownsCoordinator: true
    )
    #expect(used == .default)
  }

  @Test func aWholeConfigurationComesFirstAndSettingsApplyOnTop() {
    var settings = FrontEndSettings(configuration: fifty)
    settings.minimumRefreshingDuration = .seconds(1)
    let used = FrontEndSettings.configuration(
      settings: settings,
      coordinator: .default,
      ownsCoordinator: false
    )
    #expect(used.threshold == .points(50))
    #expect(used.minimumRefreshingDuration == .seconds(1))
    #expect(settings.configurationOnDefault == used)
  }

  @Test func aTimeoutCanBeSetAndRemoved() {
    var settings = FrontEndSettings()
    settings.timeout = .some(.seconds(5))
    #expect(settings.applied(to: .default).timeout == .seconds(5))
    settings.timeout = .some(nil)
    #expect(settings.applied(to: .default.replacing(timeout: .seconds(9))).timeout == nil)
    #expect(!settings.isEmpty)
  }
}

extension FrontEndSettingsTests {
  @Test func aLoadMoreDistanceReplacesOnlyItself() {
    var settings = FrontEndSettings()
    settings.loadMoreDistance = .points(400)
    let used = FrontEndSettings.configuration(
      settings: settings,
      coordinator: fifty,
      ownsCoordinator: false
    )
    #expect(used.loadMoreDistance == .points(400))
    #expect(used.threshold == .points(50))
    #expect(FrontEndSettings().applied(to: fifty).loadMoreDistance == .fraction(0.5))
  }
}
