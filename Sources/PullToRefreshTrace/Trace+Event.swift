import PullToRefresh

extension Trace {
  /// One timed event of a trace.
  public struct Event: Sendable, Equatable {
    /// Seconds from the start of the trace.
    public var at: Double
    /// What happened.
    public var kind: Kind

    /// Makes an event.
    public init(at: Double, _ kind: Kind) {
      self.at = at
      self.kind = kind
    }
  }

  /// What a trace event does to the coordinator.
  public enum Kind: Sendable, Equatable {
    /// `{"interaction": "began"}`: a user's drag began.
    case interactionBegan
    /// `{"interaction": "ended", "velocity": v}`: the drag ended (velocity optional, points/s).
    case interactionEnded(velocity: Double?)
    /// `{"pull": p}`: the content's signed offset from its edge: pulled `p` points past it when
    /// positive, scrolled `-p` points into the content when negative.
    case pull(Double)
    /// `{"refresh": "programmatic"}`, `"accessibility"` or `"scheduled"`: a refresh was requested.
    case refresh(RefreshCoordinator.RequestSource)
    /// `{"complete": "success"}` or `"failure"`: the action in flight ends now.
    case complete(Completion)
    /// `{"cancel": true}`: the refresh is cancelled.
    case cancel
    /// `{"disappear": true}`: the host went away.
    case disappear
    /// `{"isRefreshing": b}`: the host's controlled flag.
    case isRefreshing(Bool)
    /// `{"viewport": v}`: a new viewport length (zero or less is a sample the engine ignores).
    case viewport(Double)
  }

  /// What a replay must show; every field is optional.
  public struct Expectations: Sendable, Equatable {
    /// How many times the action is called.
    public var actionCalls: Int?
    /// The outcomes of the cycles, in order.
    public var outcomes: [RefreshOutcome]?
    /// The phase when the replay ends (`idle`, `pulling`, `armed`, `refreshing`, `finishing`).
    public var finalPhase: String?
    /// Phases that must appear in this order (others may come between).
    public var phases: [String]?
    /// Phases that must never appear.
    public var never: [String]?

    /// Makes expectations.
    public init(
      actionCalls: Int? = nil,
      outcomes: [RefreshOutcome]? = nil,
      finalPhase: String? = nil,
      phases: [String]? = nil,
      never: [String]? = nil
    ) {
      self.actionCalls = actionCalls
      self.outcomes = outcomes
      self.finalPhase = finalPhase
      self.phases = phases
      self.never = never
    }

    /// The phase names a trace may use.
    public static let phaseNames: Set<String> = [
      "idle", "pulling", "armed", "refreshing", "finishing",
    ]
  }
}
