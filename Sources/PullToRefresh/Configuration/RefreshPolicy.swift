/// When content refreshes by itself: when it is stale and the user comes back to it, or on an
/// interval (Behavior.md, "Refresh policy", P1–P7).
///
/// Every switch is off by default (``never``): a coordinator without a policy refreshes only
/// when a person pulls or the app asks. A refresh the policy starts is *scheduled*: it runs one
/// cycle like any other, but keeps no room, reveals nothing, plays no haptic and announces
/// nothing until a person joins it (P4). The coordinator decides every moment on its own clock;
/// front ends only tell it what they see (``RefreshCoordinator/isVisible``,
/// ``RefreshCoordinator/isActive``, ``RefreshCoordinator/isOnline``).
///
/// ```swift
/// var configuration = RefreshConfiguration.default
/// configuration.policy = .whenStale(after: .seconds(300))   // refetch on return, as SWR does
/// configuration.policy = RefreshPolicy(interval: .seconds(30))  // every 30 s while on screen
/// ```
public struct RefreshPolicy: Sendable, Equatable {
  /// How long after the last successful refresh the content counts as stale; `nil`: stale only
  /// until its first update.
  public private(set) var staleAfter: Duration?
  /// Whether stale content refreshes when its view appears (its first appearance included).
  public private(set) var refreshesOnAppear: Bool
  /// Whether stale content on screen refreshes when the app becomes active (the foreground, or a
  /// terminal window regaining focus).
  public private(set) var refreshesOnActivation: Bool
  /// Whether content on screen refreshes when the network comes back, if it is stale or the last
  /// refresh failed or timed out.
  public private(set) var refreshesOnReconnect: Bool
  /// How long after the last refresh ended (any outcome) the next one is due; `nil`: none.
  ///
  /// Counted as `watch -n` counts, from the end of one refresh to the start of the next. Never
  /// less than 0.1 s.
  public private(set) var interval: Duration?

  /// The shortest ``interval``: a shorter one is clamped to it, so no policy busy-loops (P7).
  package static let minimumInterval = Duration.milliseconds(100)

  /// No automatic refresh: the default.
  public static let never = RefreshPolicy()

  /// Refreshes content older than `staleAfter` when its view appears, when the app becomes
  /// active and when the network comes back: the web's stale-while-revalidate defaults.
  ///
  /// Any duration is accepted (P7): 0 or less means the content is always stale, so every
  /// moment refreshes it (TanStack Query's default).
  public static func whenStale(after staleAfter: Duration) -> RefreshPolicy {
    RefreshPolicy(
      staleAfter: staleAfter,
      refreshesOnAppear: true,
      refreshesOnActivation: true,
      refreshesOnReconnect: true
    )
  }

  /// Makes a policy; every switch defaults to off.
  ///
  /// Any duration is accepted, so a value from a settings screen never stops the app (P7): a
  /// `staleAfter` of 0 or less counts as 0 (the content is always stale), an `interval` under
  /// 0.1 s (0 and negative included) counts as 0.1 s.
  public init(
    staleAfter: Duration? = nil,
    refreshesOnAppear: Bool = false,
    refreshesOnActivation: Bool = false,
    refreshesOnReconnect: Bool = false,
    interval: Duration? = nil
  ) {
    self.staleAfter = staleAfter.map { max($0, .zero) }
    self.refreshesOnAppear = refreshesOnAppear
    self.refreshesOnActivation = refreshesOnActivation
    self.refreshesOnReconnect = refreshesOnReconnect
    self.interval = interval.map { max($0, Self.minimumInterval) }
  }

  /// Makes a policy, throwing an error that names the first value the plain initializer would
  /// change: for a settings screen that tells its user, or a trace file.
  ///
  /// A negative `staleAfter` (rule `>= 0`) and an `interval` of 0 or less (rule `> 0`) throw;
  /// an `interval` under 0.1 s counts as 0.1 s, as in the plain initializer.
  public init(
    validating staleAfter: Duration?,
    refreshesOnAppear: Bool = false,
    refreshesOnActivation: Bool = false,
    refreshesOnReconnect: Bool = false,
    interval: Duration? = nil
  ) throws(RefreshConfigurationError) {
    if let staleAfter, staleAfter < .zero {
      throw RefreshConfigurationError(
        parameter: "staleAfter",
        value: "\(staleAfter)",
        rule: ">= 0"
      )
    }
    if let interval, interval <= .zero {
      throw RefreshConfigurationError(parameter: "interval", value: "\(interval)", rule: "> 0")
    }
    self.init(
      staleAfter: staleAfter,
      refreshesOnAppear: refreshesOnAppear,
      refreshesOnActivation: refreshesOnActivation,
      refreshesOnReconnect: refreshesOnReconnect,
      interval: interval
    )
  }
}
