/// The refresh policy's decisions (Behavior.md, "Refresh policy", P1–P7): whether the content is
/// stale, which moments ask for a scheduled refresh, and whether one starts.
///
/// A plain value like ``RefreshStateMachine``, which owns one as it owns its
/// ``PageLoadMachine``: it never sleeps and calls no closure. Time comes in as an argument
/// (`now`, the time since the owner was made), and its deadlines go out as values
/// (``staleDeadline``, ``intervalDeadline``) that the refresh machine turns into timer effects.
/// Whether the engine is free for a scheduled refresh (P3) is the refresh machine's to say
/// (``RefreshStateMachine/isFreeForScheduledStart``); whether one starts is decided here
/// (``settle(isRefreshing:isFree:)``).
package struct RefreshPolicyMachine: Sendable, Equatable {
  /// A moment that asked for a scheduled refresh and waits for P3's conditions.
  package struct Moments: OptionSet, Sendable, Equatable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The host appeared with stale content (`refreshesOnAppear`).
    package static let appearance = Moments(rawValue: 1 << 0)
    /// The app became active with stale content on screen (`refreshesOnActivation`).
    package static let activation = Moments(rawValue: 1 << 1)
    /// The network came back with stale or failed content on screen (`refreshesOnReconnect`).
    package static let reconnection = Moments(rawValue: 1 << 2)
    /// The interval is due (`interval`): it stays due until a cycle starts.
    package static let interval = Moments(rawValue: 1 << 3)
    /// The first load ("Content states", F2), which does not wait for the network.
    ///
    /// Held when the host appeared, or the app became active with the host visible, while the
    /// content phase is `idle`; the refresh machine holds it, since only it knows the phase.
    package static let firstLoad = Moments(rawValue: 1 << 4)
  }

  /// Whether the policy runs, and the moments it holds while it does.
  private enum State: Sendable, Equatable {
    /// The policy runs; `held` waits for P3's conditions.
    case running(held: Moments)
    /// The host went away for good, or the owner stopped the policy (P5): nothing is held,
    /// due or timed.
    case ended
  }

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
  private var state = State.running(held: [])
  /// When the last cycle ended (its outcome known), any outcome and any origin.
  private var lastCycleEnd: Duration?
  /// Whether the last cycle ended with failure or a timeout (`refreshesOnReconnect`).
  private var lastCycleFailed = false
  /// When the interval in use took effect: it counts from here until a cycle ends.
  private var intervalSince = Duration.zero

  /// Makes the machine of a coordinator made with `policy`, at time zero.
  package init(policy: RefreshPolicy) {
    self.policy = policy
  }

  // MARK: - Reading

  /// Whether the host went away for good or the owner stopped the policy (P5).
  package var isEnded: Bool { state == .ended }

  /// The moments waiting for P3's conditions.
  package var held: Moments {
    if case .running(let held) = state { held } else { [] }
  }

  /// Whether anything may start a refresh or change staleness with time.
  ///
  /// A moment held, a staleness deadline or an interval: a machine that is not waiting needs
  /// no clock.
  package var isWaiting: Bool {
    !held.isEmpty || staleDeadline != nil || intervalDeadline != nil
  }

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
    if isVisible, policy.refreshesOnAppear, isStale { hold(.appearance) }
  }

  /// A host shows the coordinator: its first appearance, or its first after the policy ended.
  ///
  /// An ended policy starts over (``restarted(now:)``); the host is visible, and the appearance
  /// is `refreshesOnAppear`'s moment (P2: "its first appearance counts") although a coordinator
  /// starts visible.
  package mutating func appeared(now: Duration) {
    restarted(now: now)
    isVisible = true
    passTime(to: now)
    if policy.refreshesOnAppear, isStale { hold(.appearance) }
  }

  /// The app became active or inactive; becoming active while visible with stale content is
  /// `refreshesOnActivation`'s moment (P2).
  package mutating func activityChanged(_ isActive: Bool, now: Duration) {
    guard isActive != self.isActive else { return }
    self.isActive = isActive
    passTime(to: now)
    if isActive, isVisible, policy.refreshesOnActivation, isStale { hold(.activation) }
  }

  /// The network went offline or came back; coming back while visible, with the content stale
  /// or the last cycle failed, is `refreshesOnReconnect`'s moment (P2).
  package mutating func connectivityChanged(_ isOnline: Bool, now: Duration) {
    guard isOnline != self.isOnline else { return }
    self.isOnline = isOnline
    passTime(to: now)
    if isOnline, isVisible, policy.refreshesOnReconnect, isStale || lastCycleFailed {
      hold(.reconnection)
    }
  }

  /// A cycle started, whatever started it: it drops what was held before it (P3), even if it
  /// then fails.
  package mutating func cycleStarted() {
    if case .running = state { state = .running(held: []) }
  }

  /// A cycle's outcome is known (the cycle *ends* here, not when its finishing display does):
  /// a success updates the content; every outcome restarts the interval's count.
  package mutating func cycleEnded(_ outcome: RefreshOutcome, now: Duration) {
    lastCycleEnd = now
    lastCycleFailed = outcome == .failure || outcome == .timedOut
    release(.interval)
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
    if policy.interval != self.policy.interval {
      intervalSince = now
      release(.interval)
    }
    self.policy = policy
    if !policy.refreshesOnAppear { release(.appearance) }
    if !policy.refreshesOnActivation { release(.activation) }
    if !policy.refreshesOnReconnect { release(.reconnection) }
    if !isEnded {
      isStale = Self.isStale(lastUpdate: lastUpdate, staleAfter: policy.staleAfter, now: now)
    }
    passTime(to: now)
  }

  /// The host went away for good, or the owner stops the policy: nothing is triggered, due or
  /// timed after this; a cycle that still succeeds makes the content fresh (P5).
  package mutating func ended() {
    state = .ended
  }

  /// A host attached to the coordinator again after the last one went away: an ended policy
  /// starts over, as for a coordinator made now (its interval counts from `now`, staleness is
  /// computed at `now`).
  package mutating func restarted(now: Duration) {
    guard isEnded else { return }
    state = .running(held: [])
    lastCycleEnd = nil
    intervalSince = now
    isStale = Self.isStale(lastUpdate: lastUpdate, staleAfter: policy.staleAfter, now: now)
  }

  // MARK: - Deciding

  /// Brings the policy up to `now` (P1, P2): fresh content becomes stale once its deadline has
  /// passed, and an interval whose deadline has passed is due (once, however many were missed).
  package mutating func passTime(to now: Duration) {
    if let deadline = staleDeadline, now >= deadline { isStale = true }
    if let deadline = intervalDeadline, now >= deadline { hold(.interval) }
  }

  /// Whether a scheduled refresh starts now (P2, P3), forgetting the moments it answers.
  ///
  /// - Parameters:
  ///   - isRefreshing: a cycle is refreshing: what is held is dropped, not kept (the cycle in
  ///     flight is the update).
  ///   - isFree: the engine is idle, no interaction is in progress and no page is loading.
  package mutating func settle(isRefreshing: Bool, isFree: Bool) -> Bool {
    guard case .running(let held) = state, !held.isEmpty else { return false }
    if isRefreshing {
      state = .running(held: [])
      return false
    }
    guard isVisible, isActive, isFree else { return false }
    // Offline, only the first load starts (F2: it runs, may fail, and the failed view offers
    // the pull and Retry); the other moments wait for the network.
    guard isOnline || held.contains(.firstLoad) else { return false }
    state = .running(held: [])
    return held.contains(.firstLoad) || held.contains(.interval)
      || (!held.isDisjoint(with: [.appearance, .activation]) && isStale)
      || (held.contains(.reconnection) && (isStale || lastCycleFailed))
  }

  /// Holds `moment` while the policy runs.
  package mutating func hold(_ moment: Moments) {
    guard case .running(let held) = state else { return }
    state = .running(held: held.union(moment))
  }

  /// Forgets `moment` if it is held.
  package mutating func release(_ moment: Moments) {
    guard case .running(let held) = state else { return }
    state = .running(held: held.subtracting(moment))
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
