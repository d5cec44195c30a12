import PullToRefresh

extension Trace {
  /// One timed event of a trace: an input the coordinator received, and when.
  ///
  /// Each event is one ``RefreshCoordinator``'s input, the vocabulary its methods, the recorder,
  /// the replayer and the fuzzers share; the file names it as `Docs/TraceFormat.md` says
  /// (`{"at": 0.016, "pull": 12.5}` is `.scrolled(edgeOffset: 12.5)`). Not public, because that
  /// vocabulary is not: an app reads and writes events as the JSON the format documents.
  package struct Event: Sendable, Equatable {
    /// Seconds from the start of the trace.
    package var at: Double
    /// What the coordinator received.
    package var input: RefreshCoordinator.Input

    /// Makes an event.
    package init(at: Double, _ input: RefreshCoordinator.Input) {
      self.at = at
      self.input = input
    }
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
    /// Every resting inset the engine sets, in order (`[]`: it never sets one).
    public var restingInsets: [Double]?
    /// How many times the load-more action is called.
    public var loadCalls: Int?
    /// How each page load ended, in order (`more`, `end`, `failure`, `cancelled`).
    public var loadResults: [LoadMoreOutcome]?
    /// The footer's phase when the replay ends.
    public var finalFooter: LoadMorePhase?
    /// Every footer phase entered, in order (`[]`: the footer never changes).
    public var footers: [LoadMorePhase]?
    /// The instant of every `actionStarted`, in seconds, in order; compared to the millisecond.
    public var actionStarts: [Double]?
    /// Every announcement's text, in order (`[]`: nothing is announced).
    public var announcements: [String]?
    /// Whether the content is stale when the replay ends.
    public var finalStale: Bool?
    /// Every content phase entered, in order (`[]`: it never changes).
    public var contentPhases: [ContentPhase]?
    /// The content phase when the replay ends.
    public var finalContentPhase: ContentPhase?
    /// How many times the load-previous action is called.
    public var previousCalls: Int?
    /// How each previous-page load ended, in order.
    public var previousResults: [LoadMoreOutcome]?
    /// The instant of every `previousStarted`, in seconds, in order; compared to the millisecond.
    public var previousStartsAt: [Double]?
    /// Every header phase entered, in order (`[]`: the header never changes).
    public var headers: [LoadMorePhase]?
    /// The header's phase when the replay ends.
    public var finalHeader: LoadMorePhase?
    /// The delta of every `keepPosition`, in points, in order; compared to the thousandth of a
    /// point (`[]`: no position is kept).
    public var keeps: [Double]?

    /// Makes expectations.
    public init(
      actionCalls: Int? = nil,
      outcomes: [RefreshOutcome]? = nil,
      finalPhase: String? = nil,
      phases: [String]? = nil,
      never: [String]? = nil,
      restingInsets: [Double]? = nil,
      loadCalls: Int? = nil,
      loadResults: [LoadMoreOutcome]? = nil,
      finalFooter: LoadMorePhase? = nil,
      footers: [LoadMorePhase]? = nil,
      actionStarts: [Double]? = nil,
      announcements: [String]? = nil,
      finalStale: Bool? = nil,
      contentPhases: [ContentPhase]? = nil,
      finalContentPhase: ContentPhase? = nil,
      previousCalls: Int? = nil,
      previousResults: [LoadMoreOutcome]? = nil,
      previousStartsAt: [Double]? = nil,
      headers: [LoadMorePhase]? = nil,
      finalHeader: LoadMorePhase? = nil,
      keeps: [Double]? = nil
    ) {
      self.previousCalls = previousCalls
      self.previousResults = previousResults
      self.previousStartsAt = previousStartsAt
      self.headers = headers
      self.finalHeader = finalHeader
      self.keeps = keeps
      self.contentPhases = contentPhases
      self.finalContentPhase = finalContentPhase
      self.actionStarts = actionStarts
      self.announcements = announcements
      self.finalStale = finalStale
      self.loadCalls = loadCalls
      self.loadResults = loadResults
      self.finalFooter = finalFooter
      self.footers = footers
      self.actionCalls = actionCalls
      self.outcomes = outcomes
      self.finalPhase = finalPhase
      self.phases = phases
      self.never = never
      self.restingInsets = restingInsets
    }

    /// The phase names a trace may use.
    public static let phaseNames = Set(TraceVocabulary.phaseNames)
  }
}
