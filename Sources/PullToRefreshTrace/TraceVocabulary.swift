import PullToRefresh

/// Every name the trace format uses, in one table: its keys, and the names it gives the engine's
/// values.
///
/// Decoding (`TraceFile`), encoding (`TraceWriter`), the transcript, `refresh-replay --help` and
/// `Docs/TraceFormat.md` (checked by a test) all read this table, so that renaming an engine case
/// or parameter never changes the format, and the format never drifts from its documentation.
package enum TraceVocabulary {
  // MARK: - Keys

  /// The keys of a trace's top-level object.
  package enum FileKey: String, CaseIterable, Sendable {
    case description, configuration, viewport, content, action, loadMore, loadAction, events
    case expect
    case lastUpdated, visible, active, online
    case items, insets
    case loadPrevious, previousAction
  }

  /// The keys of `configuration`; each sets one engine parameter.
  package enum ConfigurationKey: String, CaseIterable, Sendable {
    case threshold, trigger, startGate, edge, restingExtent, minimumRefreshingDuration, timeout
    case retractFraction, finishingDuration, hapticsEnabled, policy

    /// The engine parameter the key sets, as ``RefreshConfigurationError/parameter`` names it.
    package var parameter: String {
      switch self {
      case .policy: "policy"
      case .threshold: "threshold"
      case .trigger: "trigger"
      case .startGate: "startGate"
      case .edge: "edge"
      case .restingExtent: "restingExtent"
      case .minimumRefreshingDuration: "minimumRefreshingDuration"
      case .timeout: "timeout"
      case .retractFraction: "retractFraction"
      case .finishingDuration: "finishingDuration"
      case .hapticsEnabled: "hapticsEnabled"
      }
    }
  }

  /// The keys of `configuration.policy`: when the content refreshes by itself (absent keys are
  /// off).
  package enum PolicyKey: String, CaseIterable, Sendable {
    case staleAfter, onAppear, onActivate, onReconnect, every

    /// The ``RefreshPolicy`` parameter the key sets, as ``RefreshConfigurationError/parameter``
    /// names it; `nil` for a switch, which cannot be invalid.
    package var parameter: String? {
      switch self {
      case .staleAfter: "staleAfter"
      case .every: "interval"
      case .onAppear, .onActivate, .onReconnect: nil
      }
    }
  }

  /// The one key of a fractional threshold's object: `{ "fraction": 0.16 }`.
  package enum FractionKey: String, CaseIterable, Sendable {
    case fraction
  }

  /// The keys of `action`.
  package enum ActionKey: String, CaseIterable, Sendable {
    case duration, outcome, items, addsAbove
  }

  /// The keys of `insets` (top level and event): the insets over the content at the refresh
  /// edge (`top`) and at the far edge (`bottom`).
  package enum InsetsKey: String, CaseIterable, Sendable {
    case top, bottom
  }

  /// The keys of `loadMore`, whose presence turns loading near the end on.
  package enum LoadMoreKey: String, CaseIterable, Sendable {
    case distance
  }

  /// The keys of `loadPrevious`, whose presence turns the top end on.
  package enum LoadPreviousKey: String, CaseIterable, Sendable {
    case distance, start
  }

  /// The keys of `loadAction` and `previousAction` (or of each object of their arrays).
  package enum LoadActionKey: String, CaseIterable, Sendable {
    case duration, result, adds
  }

  /// The keys of an event: its time, and the one key that says what happened.
  package enum EventKey: String, CaseIterable, Sendable {
    case at, interaction, pull, refresh, complete, cancel, disappear, attach, isRefreshing
    case viewport, indicatorLength
    case content, loadMore, completeLoad, cancelLoad, resetLoadMore
    case configuration, reduceMotion, loadsMore, refreshes
    case visible, active, online
    case items, insets
    case loadPrevious, completePrevious, cancelPrevious, resetPrevious, addsAbove, loadsPrevious

    /// The keys that say what happened: an event has exactly one.
    package static let kinds = allCases.filter { $0 != .at }
  }

  /// The keys of `expect`.
  package enum ExpectKey: String, CaseIterable, Sendable {
    case actionCalls, outcomes, finalPhase, phases, never, restingInsets
    case loadCalls, loadResults, finalFooter, footers
    case actionStarts, announcements, finalStale
    case contentPhases, finalContentPhase
    case previousCalls, previousResults, previousStartsAt, headers, finalHeader, keeps
  }

  /// The effects a transcript line can name (`"effect": …`).
  package enum EffectName: String, CaseIterable, Sendable {
    case actionStarted, actionFinished, haptic, announcement, restingInset
    case loadStarted, loadFinished
    case previousStarted, previousFinished, keepPosition
  }

  /// The keys of a transcript's lines.
  package enum TranscriptKey: String, CaseIterable, Sendable {
    case at, phase, outcome, effect, text, inset, reveals, animates
    case resolved, threshold, restingExtent, summary, actionCalls, outcomes
    case footer, result, loadCalls, loadResults
    case stale, scheduled
    case contentPhase
    case header, previousCalls, previousResults, delta
  }

  /// Where the file sets each engine parameter that a ``RefreshConfigurationError`` can name: a
  /// path inside `configuration`.
  package static let configurationPaths: [String: String] = {
    var paths = Dictionary(
      uniqueKeysWithValues: ConfigurationKey.allCases.map { ($0.parameter, $0.rawValue) }
    )
    paths["threshold.fraction"] =
      "\(ConfigurationKey.threshold.rawValue).\(FractionKey.fraction.rawValue)"
    return paths
  }()

  /// Where the file sets the engine's distances to the ends, as a ``RefreshConfigurationError``
  /// names them: a path from the top of the file.
  package static let distancePaths: [String: String] = {
    let more = "\(FileKey.loadMore.rawValue).\(LoadMoreKey.distance.rawValue)"
    let previous = "\(FileKey.loadPrevious.rawValue).\(LoadPreviousKey.distance.rawValue)"
    let fraction = FractionKey.fraction.rawValue
    return [
      "loadMoreDistance": more,
      "loadMoreDistance.fraction": "\(more).\(fraction)",
      "loadPreviousDistance": previous,
      "loadPreviousDistance.fraction": "\(previous).\(fraction)",
    ]
  }()

  // MARK: - Values

  /// The names of `interaction`'s values.
  package enum InteractionName: String, CaseIterable, Sendable {
    case began, ended
  }

  /// `trigger`'s values.
  package static let triggers = Names<RefreshConfiguration.Trigger> {
    switch $0 {
    case .onRelease: "onRelease"
    case .onThreshold: "onThreshold"
    }
  }

  /// `startGate`'s values.
  package static let startGates = Names<RefreshConfiguration.StartGate> {
    switch $0 {
    case .anywhere: "anywhere"
    case .onlyFromEdge: "onlyFromEdge"
    }
  }

  /// `edge`'s values.
  package static let edges = Names<RefreshConfiguration.Edge> {
    switch $0 {
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    }
  }

  /// `refresh`'s values: who asked.
  package static let requestSources = Names<RefreshCoordinator.RequestSource> {
    switch $0 {
    case .programmatic: "programmatic"
    case .accessibility: "accessibility"
    case .scheduled: "scheduled"
    case .retry: "retry"
    }
  }

  /// `loadMore`'s values: who asked for the next page (a scheduled request is not one).
  package static let loadRequestSources = Names<RefreshCoordinator.RequestSource>(
    cases: [.programmatic, .accessibility]
  ) {
    switch $0 {
    case .programmatic: "programmatic"
    case .accessibility: "accessibility"
    case .scheduled: "scheduled"
    case .retry: "retry"
    }
  }

  /// How a page load ended: `expect.loadResults` and the transcript's.
  package static let loadResults = Names<LoadMoreOutcome> {
    switch $0 {
    case .more: "more"
    case .end: "end"
    case .failure: "failure"
    case .cancelled: "cancelled"
    }
  }

  /// `loadAction.result`'s and `completeLoad`'s values: how a simulated or recorded load ends.
  package static let loadCompletions = Names<Trace.LoadCompletion> {
    switch $0 {
    case .more: "more"
    case .end: "end"
    case .failure: "failure"
    }
  }

  /// Content phases: the transcript's `contentPhase` lines and `expect.contentPhases`.
  package static let contentPhases = Names<ContentPhase> {
    switch $0 {
    case .idle: "idle"
    case .loading: "loading"
    case .empty: "empty"
    case .failed: "failed"
    case .content: "content"
    }
  }

  /// The header's phases: the transcript's `header` lines, `expect.finalHeader` and
  /// `expect.headers` (the footer's four).
  package static let headers = footers

  /// The header's state at a start or a reset: `loadPrevious.start` and `resetPrevious`.
  package enum HeaderStart: String, CaseIterable, Sendable {
    /// Idle: there may be more above (`hasMore`).
    case idle
    /// Exhausted: nothing more above.
    case exhausted
  }

  /// The footer's phases: the transcript's `footer` lines, `expect.finalFooter` and
  /// `expect.footers`.
  package static let footers = Names<LoadMorePhase> {
    switch $0 {
    case .idle: "idle"
    case .loading: "loading"
    case .failed: "failed"
    case .exhausted: "exhausted"
    }
  }

  /// Outcomes: `complete`'s values, `expect.outcomes` and the transcript's.
  package static let outcomes = Names<RefreshOutcome> {
    switch $0 {
    case .success: "success"
    case .failure: "failure"
    case .cancelled: "cancelled"
    case .timedOut: "timedOut"
    }
  }

  /// `action.outcome`'s values: how a simulated action ends.
  package static let completions = Names<Trace.Completion> {
    switch $0 {
    case .success: "success"
    case .failure: "failure"
    }
  }

  /// A phase's name: `idle`, `pulling`, `armed`, `refreshing`, `finishing`.
  package static func name(of phase: RefreshPhase) -> String {
    switch phase {
    case .idle: "idle"
    case .pulling: "pulling"
    case .armed: "armed"
    case .refreshing: "refreshing"
    case .finishing: "finishing"
    }
  }

  /// Every phase name, in cycle order.
  package static let phaseNames = ["idle", "pulling", "armed", "refreshing", "finishing"]

  /// The names the format gives one engine enumeration's cases.
  package struct Names<Value: CaseIterable & Equatable & Sendable>: Sendable {
    private let cases: [Value]
    private let nameOf: @Sendable (Value) -> String

    /// Names each value with `nameOf`, which must give every case its own name; only `cases`
    /// (all of them unless given) are names the format accepts.
    init(cases: [Value] = Array(Value.allCases), _ nameOf: @escaping @Sendable (Value) -> String) {
      self.cases = cases
      self.nameOf = nameOf
    }

    /// The name of `value`.
    package func name(of value: Value) -> String { nameOf(value) }

    /// The value called `name`, or `nil` if no accepted case is.
    package func value(named name: String) -> Value? {
      cases.first { nameOf($0) == name }
    }

    /// Every accepted name, in declaration order.
    package var all: [String] { cases.map(nameOf) }

    /// The names quoted for a message: `"top", "bottom", "leading" or "trailing"`.
    package var choices: String { TraceVocabulary.choices(all) }
  }

  /// Names quoted for a message: `"a"`, `"a" or "b"`, `"a", "b" or "c"`.
  package static func choices(_ names: [String]) -> String {
    let quoted = names.map { "\"\($0)\"" }
    guard let last = quoted.last else { return "" }
    return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
  }
}
