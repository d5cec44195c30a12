/// The refresh policy's decisions (Behavior.md, "Refresh policy", P1–P7): whether the content is
/// stale, which moments ask for a scheduled refresh, and when one may start.
///
/// A plain value like ``RefreshStateMachine``: it never sleeps and calls no closure. Time comes
/// in as an argument (`now`, the time since its owner was made), and its deadlines go out as
/// values (``staleDeadline``, ``intervalDeadline``) for its owner to wake it at.
/// ``RefreshCoordinator`` owns one and asks it, after every input, whether a scheduled refresh
/// starts now (``settle(now:isRefreshing:isFree:)``).
package struct RefreshPolicyMachine: Sendable, Equatable {
  /// The policy in use (P6: a new one takes effect at once, ``policyChanged(_:now:)``).
  package private(set) var policy: RefreshPolicy
  /// Whether the host is on screen and not covered, as its front end last said.
  package private(set) var isVisible = true
  /// Whether the app is in the foreground, as its front end last said.
  package private(set) var isActive = true
  /// Whether the network is online, as its front end last said.
  package private(set) var isOnline = true
  /// When the content was last updated (a cycle ended with success, or the app said so), as
  /// time since the owner was made; `nil`: never.
  package private(set) var lastUpdate: Duration?
  /// Whether the content is stale (P1), as of the last call that passed the time.
  package private(set) var isStale = true
  /// Whether the host went away for good, or the owner stopped the policy: no trigger, no
  /// interval and no staleness timer any more (P5).
  package private(set) var isEnded = false
  /// When the last cycle ended (its outcome known), any outcome and any origin.
  private var lastCycleEnd: Duration?
  /// Whether the last cycle ended with failure or a timeout (`refreshesOnReconnect`).
  private var lastCycleFailed = false
  /// When the interval in use took effect: it counts from here until a cycle ends.
  private var intervalSince = Duration.zero
  /// An appearance found the content stale and waits for P3's conditions.
  private var heldForAppearance = false
  /// An activation found the content stale and waits for P3's conditions.
  private var heldForActivation = false
  /// A reconnection found the content stale or failed and waits for P3's conditions.
  private var heldForReconnection = false

  /// Whether anything may start a refresh or change staleness with time.
  ///
  /// A moment held, a staleness deadline or an interval: a machine that is not waiting needs no
  /// clock, and its owner does not ask it again until it changes.
  package var isWaiting: Bool {
    heldForAppearance || heldForActivation || heldForReconnection || staleDeadline != nil
      || intervalDeadline != nil
  }

  /// Makes the machine of a coordinator made with `policy`, at time zero.
  package init(policy: RefreshPolicy) {
    self.policy = policy
  }

  // MARK: - Deadlines

  /// When the content becomes stale, while it is fresh and a ``RefreshPolicy/staleAfter`` is
  /// set; `nil` otherwise.
  package var staleDeadline: Duration? {
    guard !isEnded, !isStale, let lastUpdate, let staleAfter = policy.staleAfter else {
      return nil
    }
    return lastUpdate + staleAfter
  }

  /// When the next interval refresh is due: the interval after the last cycle ended, or after
  /// the interval took effect when none has; `nil` without an interval.
  package var intervalDeadline: Duration? {
    guard !isEnded, let interval = policy.interval else { return nil }
    return (lastCycleEnd ?? intervalSince) + interval
  }

  // MARK: - Moments

  /// The host became visible or stopped being visible; becoming visible with stale content is
  /// `refreshesOnAppear`'s moment (P2).
  package mutating func visibilityChanged(_ isVisible: Bool, now: Duration) {
    guard isVisible != self.isVisible else { return }
    self.isVisible = isVisible
    passTime(to: now)
    if isVisible, policy.refreshesOnAppear, isStale { heldForAppearance = true }
  }

  /// The app became active or inactive; becoming active while visible with stale content is
  /// `refreshesOnActivation`'s moment (P2).
  package mutating func activityChanged(_ isActive: Bool, now: Duration) {
    guard isActive != self.isActive else { return }
    self.isActive = isActive
    passTime(to: now)
    if isActive, isVisible, policy.refreshesOnActivation, isStale { heldForActivation = true }
  }

  /// The network went offline or came back; coming back while visible, with the content stale
  /// or the last cycle failed, is `refreshesOnReconnect`'s moment (P2).
  package mutating func connectivityChanged(_ isOnline: Bool, now: Duration) {
    guard isOnline != self.isOnline else { return }
    self.isOnline = isOnline
    passTime(to: now)
    if isOnline, isVisible, policy.refreshesOnReconnect, isStale || lastCycleFailed {
      heldForReconnection = true
    }
  }

  /// A cycle's outcome is known (the cycle *ends* here, not when its finishing display does):
  /// a success updates the content; every outcome restarts the interval's count.
  package mutating func cycleEnded(_ outcome: RefreshOutcome, now: Duration) {
    lastCycleEnd = now
    lastCycleFailed = outcome == .failure || outcome == .timedOut
    if outcome == .success { contentUpdated(at: now, now: now) }
  }

  /// The app said its content was last updated at `instant` (cached data); an instant after
  /// `now` counts as now (P7).
  package mutating func contentUpdated(at instant: Duration, now: Duration) {
    lastUpdate = min(instant, now)
    isStale = Self.isStale(lastUpdate: lastUpdate, staleAfter: policy.staleAfter, now: now)
  }

  /// The policy was replaced (P6).
  ///
  /// Staleness is computed again at once, a new interval counts from the last cycle's end (or
  /// from now when none has ended), and a trigger switched off drops what it held. A switch
  /// turned on does not fire for a moment that has passed.
  package mutating func policyChanged(_ policy: RefreshPolicy, now: Duration) {
    guard policy != self.policy else { return }
    if policy.interval != self.policy.interval { intervalSince = now }
    self.policy = policy
    if !policy.refreshesOnAppear { heldForAppearance = false }
    if !policy.refreshesOnActivation { heldForActivation = false }
    if !policy.refreshesOnReconnect { heldForReconnection = false }
    if !isEnded {
      isStale = Self.isStale(lastUpdate: lastUpdate, staleAfter: policy.staleAfter, now: now)
    }
  }

  /// The host went away for good, or the owner stops the policy: nothing is triggered, due or
  /// timed after this; a cycle that still succeeds makes the content fresh (P5).
  package mutating func ended() {
    isEnded = true
    dropHeldMoments()
  }

  /// A host attached to the coordinator again after the last one went away: an ended policy
  /// starts over, as for a coordinator made now (its interval counts from `now`, staleness is
  /// computed at `now`).
  package mutating func restarted(now: Duration) {
    guard isEnded else { return }
    isEnded = false
    lastCycleEnd = nil
    intervalSince = now
    isStale = Self.isStale(lastUpdate: lastUpdate, staleAfter: policy.staleAfter, now: now)
  }

  // MARK: - Deciding

  /// Brings staleness up to `now` (P1).
  ///
  /// Fresh content becomes stale once its deadline has passed; nothing changes once the policy
  /// has ended.
  package mutating func passTime(to now: Duration) {
    guard let deadline = staleDeadline, now >= deadline else { return }
    isStale = true
  }

  /// Whether a scheduled refresh starts now (P2, P3), forgetting the moments it answers.
  ///
  /// - Parameters:
  ///   - isRefreshing: a cycle is refreshing: what is held is dropped, not kept (the cycle in
  ///     flight is the update).
  ///   - isFree: the engine is idle, no interaction is in progress and no page is loading.
  package mutating func settle(now: Duration, isRefreshing: Bool, isFree: Bool) -> Bool {
    passTime(to: now)
    if isRefreshing || isEnded {
      dropHeldMoments()
      return false
    }
    guard isVisible, isActive, isOnline, isFree else { return false }
    let isDue = intervalDeadline.map { now >= $0 } ?? false
    let starts =
      isDue || ((heldForAppearance || heldForActivation) && isStale)
      || (heldForReconnection && (isStale || lastCycleFailed))
    dropHeldMoments()
    return starts
  }

  private mutating func dropHeldMoments() {
    heldForAppearance = false
    heldForActivation = false
    heldForReconnection = false
  }

  /// Whether content last updated at `lastUpdate` is stale at `now` under `staleAfter`.
  private static func isStale(
    lastUpdate: Duration?,
    staleAfter: Duration?,
    now: Duration
  ) -> Bool {
    guard let lastUpdate else { return true }
    guard let staleAfter else { return false }
    return now - lastUpdate >= staleAfter
  }
}
