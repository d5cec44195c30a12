import PullToRefresh
import PullToRefreshFrontEndRules
import Testing

/// One owner for each setting: the app's coordinator keeps its configuration unless the app set
/// something around the view; a coordinator the view made starts from the default.
@MainActor
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

  @Test func aPolicySetAroundTheViewReplacesOnlyThePolicy() {
    var appConfiguration = fifty
    appConfiguration.policy = RefreshPolicy(interval: .seconds(30))
    var settings = FrontEndSettings()
    settings.policy = .whenStale(after: .seconds(300))
    let used = FrontEndSettings.configuration(
      settings: settings,
      coordinator: appConfiguration,
      ownsCoordinator: false
    )
    #expect(used.policy == .whenStale(after: .seconds(300)))
    #expect(used.threshold == .points(50))
    #expect(settings.configurationOnDefault?.policy == .whenStale(after: .seconds(300)))
    // Nothing set: the app's policy stays; a view's own coordinator starts with none.
    let kept = FrontEndSettings.configuration(
      settings: FrontEndSettings(),
      coordinator: appConfiguration,
      ownsCoordinator: false
    )
    #expect(kept.policy == RefreshPolicy(interval: .seconds(30)))
    let owned = FrontEndSettings.configuration(
      settings: FrontEndSettings(),
      coordinator: appConfiguration,
      ownsCoordinator: true
    )
    #expect(owned.policy == RefreshPolicy.never)
  }

  @Test func aPolicyComesAfterAWholeConfiguration() {
    var whole = RefreshConfiguration.default
    whole.policy = RefreshPolicy(interval: .seconds(10))
    var settings = FrontEndSettings(configuration: whole)
    #expect(settings.applied(to: .default).policy == RefreshPolicy(interval: .seconds(10)))
    settings.policy = .never
    #expect(settings.applied(to: .default).policy == RefreshPolicy.never)
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

/// A setting from a settings screen never stops the program: it is moved into its range by the
/// engine's rule, and a debug build says so once per distinct value.
@MainActor
struct FrontEndSettingsClampingTests {
  @Test func aZeroTimeoutAndAThresholdFractionAboveOneAreClampedAndReportedOnce() {
    var messages: [String] = []
    let log = SettingsCorrectionLog { messages.append($0) }
    var settings = FrontEndSettings()
    settings.timeout = .some(.zero)
    settings.threshold = .fraction(1.5)
    for _ in 0..<3 {
      let used = FrontEndSettings.configuration(
        settings: settings,
        coordinator: .default,
        ownsCoordinator: true,
        log: log
      )
      #expect(used.timeout == nil)
      #expect(used.threshold == .fraction(1))
    }
    #expect(messages.count == 2)
    #expect(messages.contains { $0.contains("threshold.fraction") && $0.contains("1.5") })
    #expect(messages.contains { $0.contains("timeout") && $0.contains("0.0 seconds") })
    // Another bad value is another message; the same one again is not.
    settings.threshold = .fraction(2)
    for _ in 0..<2 {
      _ = FrontEndSettings.configuration(
        settings: settings,
        coordinator: .default,
        ownsCoordinator: false,
        log: log
      )
    }
    #expect(messages.count == 3)
  }

  @Test(arguments: [
    RefreshConfiguration.Length.points(.nan), .points(.infinity), .points(0), .points(-1),
    .fraction(0), .fraction(1.5), .fraction(-.infinity), .fraction(1e300),
  ])
  func anExtremeThresholdGivesAValidConfiguration(threshold: RefreshConfiguration.Length) {
    var settings = FrontEndSettings()
    settings.threshold = threshold
    settings.loadMoreDistance = .points(-.infinity)
    settings.minimumRefreshingDuration = .seconds(-1)
    let used = settings.applied(to: .default)
    #expect(used.clamped().corrections.isEmpty)
    #expect(settings.configurationOnDefault == used)
    #expect(settings.corrected(.default).corrections.count == 3)
  }

  @Test func anAppsValidConfigurationIsNeverReported() {
    var messages: [String] = []
    let log = SettingsCorrectionLog { messages.append($0) }
    var settings = FrontEndSettings(configuration: RefreshConfiguration(threshold: .points(120)))
    settings.timeout = .some(.seconds(5))
    _ = FrontEndSettings.configuration(
      settings: settings,
      coordinator: .default,
      ownsCoordinator: false,
      log: log
    )
    #expect(messages.isEmpty)
  }
}
