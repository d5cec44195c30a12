import Foundation
import PullToRefresh

/// `"configuration"`: every key optional, validated by the engine.
struct ConfigurationFile: Decodable {
  var configuration: RefreshConfiguration

  init(from decoder: any Decoder) throws {
    typealias Key = TraceVocabulary.ConfigurationKey
    let object = try StrictObject<Key>(decoder)
    let defaults = RefreshConfiguration.default
    var threshold = defaults.threshold
    if object.contains(.threshold) {
      if let points = try? object.decode(Double.self, .threshold) {
        threshold = .points(points)
      } else {
        threshold = .fraction(try object.decode(FractionFile.self, .threshold).fraction)
      }
    }
    func choice<T>(_ key: Key, _ names: TraceVocabulary.Names<T>, _ fallback: T) throws -> T {
      guard let text = try object.decodeIfPresent(String.self, key) else { return fallback }
      guard let value = names.value(named: text) else {
        throw object.fail(key, "must be \(names.choices), got \"\(text)\"")
      }
      return value
    }
    func seconds(_ key: Key, _ fallback: Duration) throws -> Duration {
      guard let value = try object.decodeIfPresent(Double.self, key) else { return fallback }
      return try Self.duration(value, key, object)
    }
    var timeout: Duration?
    if object.contains(.timeout), try !object.isNull(.timeout) {
      timeout = try Self.duration(try object.decode(Double.self, .timeout), .timeout, object)
    }
    var policy = RefreshPolicy.never
    if object.contains(.policy) {
      guard try !object.isNull(.policy) else {
        throw object.fail(.policy, "expected an object, got null")
      }
      policy = try object.decode(PolicyFile.self, .policy).policy
    }
    do {
      configuration = try RefreshConfiguration(
        validating: threshold,
        trigger: try choice(.trigger, TraceVocabulary.triggers, defaults.trigger),
        startGate: try choice(.startGate, TraceVocabulary.startGates, defaults.startGate),
        edge: try choice(.edge, TraceVocabulary.edges, defaults.edge),
        restingExtent: try object.decodeIfPresent(Double.self, .restingExtent)
          ?? defaults.restingExtent,
        minimumRefreshingDuration: try seconds(
          .minimumRefreshingDuration,
          defaults.minimumRefreshingDuration
        ),
        timeout: timeout,
        retractFraction: try object.decodeIfPresent(Double.self, .retractFraction)
          ?? defaults.retractFraction,
        finishingDuration: try seconds(.finishingDuration, defaults.finishingDuration),
        hapticsEnabled: try object.decodeIfPresent(Bool.self, .hapticsEnabled)
          ?? defaults.hapticsEnabled
      )
      configuration.policy = policy
    } catch let error as RefreshConfigurationError {
      let problem = "must be \(error.rule), got \(error.value)"
      guard let path = TraceVocabulary.configurationPaths[error.parameter] else {
        throw object.failHere("\(error.parameter) \(problem)")
      }
      throw object.fail(path: path, problem)
    }
  }

  static func duration(
    _ seconds: Double,
    _ key: TraceVocabulary.ConfigurationKey,
    _ object: StrictObject<TraceVocabulary.ConfigurationKey>
  ) throws -> Duration {
    guard seconds.isFinite, abs(seconds) < 1e9 else {
      throw object.fail(key, "must be a finite number of seconds, got \(seconds)")
    }
    return .nanoseconds(Int64((seconds * 1e9).rounded()))
  }
}

/// `"policy"`: a refresh policy, as the engine reads any values (P7).
///
/// `staleAfter` and `every` are seconds or null; `onAppear`, `onActivate` and `onReconnect` are
/// booleans; an absent key is off.
struct PolicyFile: Decodable {
  var policy: RefreshPolicy

  init(from decoder: any Decoder) throws {
    typealias Key = TraceVocabulary.PolicyKey
    let object = try StrictObject<Key>(decoder)
    func seconds(_ key: Key) throws -> Duration? {
      guard let value = try object.decodeIfPresent(Double.self, key) else { return nil }
      guard value.isFinite, abs(value) < 1e9 else {
        throw object.fail(key, "must be a finite number of seconds or null, got \(value)")
      }
      return .nanoseconds(Int64((value * 1e9).rounded()))
    }
    func isOn(_ key: Key) throws -> Bool { try object.decodeIfPresent(Bool.self, key) ?? false }
    let staleAfter = try seconds(.staleAfter)
    let interval = try seconds(.every)
    let (onAppear, onActivate) = (try isOn(.onAppear), try isOn(.onActivate))
    let onReconnect = try isOn(.onReconnect)
    // P7: any number of seconds is a policy (0 or less stale at once, `every` at least 0.1 s).
    policy = RefreshPolicy(
      staleAfter: staleAfter,
      refreshesOnAppear: onAppear,
      refreshesOnActivation: onActivate,
      refreshesOnReconnect: onReconnect,
      interval: interval
    )
  }
}

/// `{"fraction": f}`.
struct FractionFile: Decodable {
  var fraction: Double

  init(from decoder: any Decoder) throws {
    let object = try StrictObject<TraceVocabulary.FractionKey>(decoder)
    fraction = try object.decode(Double.self, .fraction)
  }
}

/// An item count (top level `items`, `action.items`, an `items` event): a whole number in
/// ``Trace/itemsRange``; a negative one is kept, and counts as 0 in the engine (R19).
enum ItemsFile {
  /// The count under `key`, or `nil` when the key is absent.
  static func count<Key>(_ object: StrictObject<Key>, _ key: Key) throws -> Int? {
    guard object.contains(key) else { return nil }
    if try object.isNull(key) { throw object.fail(key, "expected a number, got null") }
    let value = try object.decode(Double.self, key)
    let range = Trace.itemsRange
    guard value.isFinite, value == value.rounded(),
      Double(range.lowerBound) <= value, value <= Double(range.upperBound)
    else {
      throw object.fail(
        key,
        "must be a whole number from \(range.lowerBound) to \(range.upperBound), got "
          + TraceWriter.number(value)
      )
    }
    return Int(value)
  }
}

/// `"insets"` (top level or event): `top` and `bottom`, numbers of points; a key left out keeps
/// the value before it (0 at the top level).
struct InsetsFile: Decodable {
  /// The inset at the refresh edge, if the object gives it.
  var top: Double?
  /// The inset at the far edge, if the object gives it.
  var bottom: Double?

  init(from decoder: any Decoder) throws {
    typealias Key = TraceVocabulary.InsetsKey
    let object = try StrictObject<Key>(decoder)
    func inset(_ key: Key) throws -> Double? {
      guard object.contains(key) else { return nil }
      if try object.isNull(key) { throw object.fail(key, "expected a number, got null") }
      let value = try object.decode(Double.self, key)
      guard value.isFinite else {
        throw object.fail(key, "must be a finite number, got \(value)")
      }
      return value
    }
    top = try inset(.top)
    bottom = try inset(.bottom)
  }

  /// `previous` with the keys this object gives.
  func insets(over previous: Trace.Insets) -> Trace.Insets {
    Trace.Insets(top: top ?? previous.top, bottom: bottom ?? previous.bottom)
  }
}

/// `"action"`: `duration` (seconds or null), `outcome`, `items` and `addsAbove`.
struct ActionFile: Decodable {
  var behavior: Trace.ActionBehavior

  init(from decoder: any Decoder) throws {
    let object = try StrictObject<TraceVocabulary.ActionKey>(decoder)
    behavior = Trace.ActionBehavior()
    if object.contains(.duration) {
      behavior.duration =
        try object.isNull(.duration)
        ? nil : try object.decode(Double.self, .duration)
    }
    if let outcome = try object.decodeIfPresent(String.self, .outcome) {
      let names = TraceVocabulary.completions
      guard let completion = names.value(named: outcome) else {
        throw object.fail(.outcome, "must be \(names.choices), got \"\(outcome)\"")
      }
      behavior.outcome = completion
    }
    behavior.items = try ItemsFile.count(object, .items)
    if object.contains(.addsAbove) {
      if try object.isNull(.addsAbove) {
        throw object.fail(.addsAbove, "expected a number, got null")
      }
      behavior.addsAbove = try object.decode(Double.self, .addsAbove)
    }
  }
}

/// `"loadMore"`: its presence turns loading near the end on; `distance` (points or
/// `{ "fraction": f }`) is validated with the rest of the configuration.
struct LoadMoreFile: Decodable {
  var distance: RefreshConfiguration.Length?

  init(from decoder: any Decoder) throws {
    let object = try StrictObject<TraceVocabulary.LoadMoreKey>(decoder)
    distance = try DistanceFile.distance(object, .distance)
  }
}

/// One object of `"loadAction"` or `"previousAction"`: `duration` (seconds or null), `result`
/// and `adds`.
struct LoadActionFile: Decodable {
  var behavior: Trace.LoadBehavior

  init(from decoder: any Decoder) throws {
    typealias Key = TraceVocabulary.LoadActionKey
    let object = try StrictObject<Key>(decoder)
    behavior = Trace.LoadBehavior()
    if object.contains(.duration) {
      if try object.isNull(.duration) {
        behavior.duration = nil
      } else {
        let duration = try object.decode(Double.self, .duration)
        let range = Trace.secondsRange
        guard range.contains(duration) else {
          throw object.fail(
            .duration,
            "must be a number of seconds from 0 to \(Int(range.upperBound)) or null, got \(duration)"
          )
        }
        behavior.duration = duration
      }
    }
    if let result = try object.decodeIfPresent(String.self, .result) {
      let names = TraceVocabulary.loadCompletions
      guard let completion = names.value(named: result) else {
        throw object.fail(.result, "must be \(names.choices), got \"\(result)\"")
      }
      behavior.result = completion
    }
    if let adds = try object.decodeIfPresent(Double.self, .adds) {
      guard adds.isFinite, adds >= 0 else {
        throw object.fail(.adds, "must be a finite number of points >= 0, got \(adds)")
      }
      behavior.adds = adds
    }
  }
}

/// One event: `at` and exactly one of the event keys, read as the input it names.
struct EventFile: Decodable {
  typealias Key = TraceVocabulary.EventKey
  var event: Trace.Event
  /// An `insets` event's keys, which the trace resolves against the insets before it (its
  /// ``event`` holds a placeholder until then).
  var insets: InsetsFile?

  init(from decoder: any Decoder) throws {
    let object = try StrictObject<Key>(decoder)
    let at = try object.decode(Double.self, .at)
    let present = object.keys.filter { $0 != .at }
    guard present.count == 1, let kind = present.first else {
      let names = (present.isEmpty ? Key.kinds : present).map(\.rawValue).sorted()
      throw object.failHere(
        (present.isEmpty ? "needs one of: " : "has more than one event: ")
          + names.joined(separator: ", ")
      )
    }
    if kind == .insets {
      if try object.isNull(kind) { throw object.fail(kind, "expected an object, got null") }
      insets = try object.decode(InsetsFile.self, kind)
      event = Trace.Event(at: at, .insetsChanged(pulledEdge: 0, far: 0))
      return
    }
    event = Trace.Event(at: at, try Self.input(kind, object))
  }

  private static func input(
    _ key: Key,
    _ object: StrictObject<Key>
  ) throws -> RefreshCoordinator.Input {
    func named<T>(_ names: TraceVocabulary.Names<T>) throws -> T {
      let text = try object.decode(String.self, key)
      guard let value = names.value(named: text) else {
        throw object.fail(key, "must be \(names.choices), got \"\(text)\"")
      }
      return value
    }
    switch key {
    case .interaction:
      let text = try object.decode(String.self, key)
      switch TraceVocabulary.InteractionName(rawValue: text) {
      case .began: return .interactionBegan
      case .ended: return .interactionEnded
      case nil:
        let names = TraceVocabulary.InteractionName.allCases.map(\.rawValue)
        throw object.fail(key, "must be \(TraceVocabulary.choices(names)), got \"\(text)\"")
      }
    case .pull:
      return .scrolled(edgeOffset: try object.decode(Double.self, key))
    case .refresh:
      return .refreshRequested(try named(TraceVocabulary.requestSources))
    case .complete:
      return .actionReturned(try named(TraceVocabulary.outcomes))
    case .cancel, .disappear, .attach, .cancelLoad, .resetLoadMore, .cancelPrevious:
      guard try object.decode(Bool.self, key) else { throw object.fail(key, "must be true") }
      switch key {
      case .cancel: return .cancelRequested
      case .disappear: return .disappeared
      case .attach: return .hostAttached
      case .cancelLoad: return .loadMoreCancelRequested
      case .cancelPrevious: return .loadPreviousCancelRequested
      default: return .loadMoreReset
      }
    case .isRefreshing:
      return .externalRefreshingChanged(try object.decode(Bool.self, key))
    case .indicatorLength:
      return .indicatorLengthChanged(try object.decode(Double.self, key))
    case .viewport, .at:
      return .viewportChanged(try object.decode(Double.self, key))
    case .content:
      return .contentChanged(try object.decode(Double.self, key))
    case .loadMore:
      return .loadMoreRequested(try named(TraceVocabulary.loadRequestSources))
    case .completeLoad:
      return .loadMoreReturned(try named(TraceVocabulary.loadCompletions).outcome)
    case .configuration:
      // Over the defaults; the load-more distance is the file's (`TraceFile` sets it).
      return .configurationChanged(try object.decode(ConfigurationFile.self, key).configuration)
    case .reduceMotion:
      return .reducesMotionChanged(try object.decode(Bool.self, key))
    case .loadsMore:
      return .loadMoreEnabledChanged(try object.decode(Bool.self, key))
    case .refreshes:
      return .refreshesChanged(try object.decode(Bool.self, key))
    case .visible:
      return .visibilityChanged(try object.decode(Bool.self, key))
    case .active:
      return .activityChanged(try object.decode(Bool.self, key))
    case .online:
      return .connectivityChanged(try object.decode(Bool.self, key))
    case .items:
      // `count` is nil only for an absent key, and the key is present.
      return .itemCountChanged(try ItemsFile.count(object, key) ?? 0)
    case .insets:
      // Read by the initializer, which resolves the keys left out.
      return .insetsChanged(pulledEdge: 0, far: 0)
    case .loadPrevious:
      return .loadPreviousRequested(try named(TraceVocabulary.loadRequestSources))
    case .completePrevious:
      return .loadPreviousReturned(try named(TraceVocabulary.loadCompletions).outcome)
    case .resetPrevious:
      return .loadPreviousReset(hasMore: try DistanceFile.headerStart(object, key) == .idle)
    case .addsAbove:
      // The app's rows (K2 reveals only a refresh's, which the action's `addsAbove` brings).
      return .rowsAddedAbove(try object.decode(Double.self, key), fromRefresh: false)
    case .loadsPrevious:
      return .loadPreviousEnabledChanged(try object.decode(Bool.self, key))
    }
  }
}

/// `"expect"`: what a replay must show.
struct ExpectationsFile: Decodable {
  var expectations: Trace.Expectations

  init(from decoder: any Decoder) throws {
    let object = try StrictObject<TraceVocabulary.ExpectKey>(decoder)
    expectations = Trace.Expectations(
      actionCalls: try object.decodeIfPresent(Int.self, .actionCalls),
      restingInsets: try object.decodeIfPresent([Double].self, .restingInsets)
    )
    if let outcomes = try object.decodeIfPresent([String].self, .outcomes) {
      expectations.outcomes = try outcomes.map { text in
        guard let outcome = TraceVocabulary.outcomes.value(named: text) else {
          throw object.fail(.outcomes, "unknown outcome \"\(text)\"")
        }
        return outcome
      }
    }
    func phases(_ key: TraceVocabulary.ExpectKey) throws -> [String]? {
      guard let names = try object.decodeIfPresent([String].self, key) else { return nil }
      for name in names where !Trace.Expectations.phaseNames.contains(name) {
        throw object.fail(key, "unknown phase \"\(name)\"")
      }
      return names
    }
    if let final = try object.decodeIfPresent(String.self, .finalPhase) {
      guard Trace.Expectations.phaseNames.contains(final) else {
        throw object.fail(.finalPhase, "unknown phase \"\(final)\"")
      }
      expectations.finalPhase = final
    }
    expectations.phases = try phases(.phases)
    expectations.never = try phases(.never)
    expectations.loadCalls = try object.decodeIfPresent(Int.self, .loadCalls)
    if let results = try object.decodeIfPresent([String].self, .loadResults) {
      let names = TraceVocabulary.loadResults
      expectations.loadResults = try results.map { text in
        guard let result = names.value(named: text) else {
          throw object.fail(.loadResults, "unknown result \"\(text)\"; expected \(names.choices)")
        }
        return result
      }
    }
    func footer(_ text: String, _ key: TraceVocabulary.ExpectKey) throws -> LoadMorePhase {
      let names = TraceVocabulary.footers
      guard let phase = names.value(named: text) else {
        throw object.fail(key, "unknown footer \"\(text)\"; expected \(names.choices)")
      }
      return phase
    }
    if let final = try object.decodeIfPresent(String.self, .finalFooter) {
      expectations.finalFooter = try footer(final, .finalFooter)
    }
    if let footers = try object.decodeIfPresent([String].self, .footers) {
      expectations.footers = try footers.map { try footer($0, .footers) }
    }
    if let starts = try object.decodeIfPresent([Double].self, .actionStarts) {
      for start in starts where !Trace.secondsRange.contains(start) {
        throw object.fail(
          .actionStarts,
          "must be seconds from 0 to \(Int(Trace.secondsRange.upperBound)), got \(start)"
        )
      }
      expectations.actionStarts = starts
    }
    expectations.announcements = try object.decodeIfPresent([String].self, .announcements)
    expectations.finalStale = try object.decodeIfPresent(Bool.self, .finalStale)
    func contentPhase(_ text: String, _ key: TraceVocabulary.ExpectKey) throws -> ContentPhase {
      let names = TraceVocabulary.contentPhases
      guard let phase = names.value(named: text) else {
        throw object.fail(key, "unknown content phase \"\(text)\"; expected \(names.choices)")
      }
      return phase
    }
    if let phases = try object.decodeIfPresent([String].self, .contentPhases) {
      expectations.contentPhases = try phases.map { try contentPhase($0, .contentPhases) }
    }
    if let final = try object.decodeIfPresent(String.self, .finalContentPhase) {
      expectations.finalContentPhase = try contentPhase(final, .finalContentPhase)
    }
    try Self.readTopEnd(object, into: &expectations)
  }
}
