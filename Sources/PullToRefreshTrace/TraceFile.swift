import Foundation
import PullToRefresh

/// The JSON form of a trace, decoded strictly: unknown keys and wrong types are errors.
struct TraceFile: Decodable {
  var trace: Trace

  init(from decoder: any Decoder) throws {
    let root = try StrictObject<TraceVocabulary.FileKey>(decoder)
    let configuration = try root.decodeIfPresent(ConfigurationFile.self, .configuration)
    let action = try root.decodeIfPresent(ActionFile.self, .action)
    let loadMore = try root.decodeIfPresent(LoadMoreFile.self, .loadMore)
    let loadActions = try Self.loads(root, .loadAction)
    if root.contains(.loadPrevious), try root.isNull(.loadPrevious) {
      throw root.fail(.loadPrevious, "expected an object, got null")
    }
    let loadPrevious = try root.decodeIfPresent(LoadPreviousFile.self, .loadPrevious)
    let previousActions = try Self.loads(root, .previousAction)
    if root.contains(.content), try root.isNull(.content) {
      throw root.fail(.content, "expected a number, got null")
    }
    for key in [TraceVocabulary.FileKey.visible, .active, .online] where root.contains(key) {
      if try root.isNull(key) { throw root.fail(key, "expected true or false, got null") }
    }
    let items = try ItemsFile.count(root, .items)
    var insets = Trace.Insets()
    if root.contains(.insets) {
      if try root.isNull(.insets) { throw root.fail(.insets, "expected an object, got null") }
      insets = try root.decode(InsetsFile.self, .insets).insets(over: insets)
    }
    let events = try Self.resolvingInsets(root.decode([EventFile].self, .events), from: insets)
    var settings = configuration?.configuration ?? .default
    if loadMore?.distance != nil || loadPrevious?.distance != nil {
      settings = try Self.configuration(
        settings,
        loadMoreDistance: loadMore?.distance,
        loadPreviousDistance: loadPrevious?.distance,
        root
      )
    }
    trace = Trace(
      description: try root.decodeIfPresent(String.self, .description),
      configuration: settings,
      viewport: try root.decodeIfPresent(Double.self, .viewport),
      content: try root.decodeIfPresent(Double.self, .content),
      action: action?.behavior ?? Trace.ActionBehavior(),
      loadsMore: loadMore != nil,
      loadActions: loadActions,
      lastUpdated: try root.decodeIfPresent(Double.self, .lastUpdated),
      isVisible: try root.decodeIfPresent(Bool.self, .visible) ?? true,
      isActive: try root.decodeIfPresent(Bool.self, .active) ?? true,
      isOnline: try root.decodeIfPresent(Bool.self, .online) ?? true,
      items: items,
      insets: insets,
      loadsPrevious: loadPrevious != nil,
      previousStartsExhausted: loadPrevious?.start == .exhausted,
      previousActions: previousActions,
      events: events.map { Self.withFileDistances($0, settings) },
      expectations: try root.decodeIfPresent(ExpectationsFile.self, .expect)?.expectations
    )
  }

  /// The events, each `insets` event with the keys it leaves out taken from the insets before it
  /// (the top level's for the first).
  private static func resolvingInsets(
    _ events: [EventFile],
    from start: Trace.Insets
  ) -> [Trace.Event] {
    var insets = start
    return events.map { file in
      guard let partial = file.insets else { return file.event }
      insets = partial.insets(over: insets)
      return Trace.Event(
        at: file.event.at,
        .insetsChanged(pulledEdge: insets.top, far: insets.bottom)
      )
    }
  }

  /// The page loads of `key` (`loadAction` or `previousAction`): an object, or an array of one
  /// object per load (not empty); absent, one default load.
  private static func loads(
    _ root: StrictObject<TraceVocabulary.FileKey>,
    _ key: TraceVocabulary.FileKey
  ) throws -> [Trace.LoadBehavior] {
    guard root.contains(key) else { return [Trace.LoadBehavior()] }
    guard (try? root.decode([Skipped].self, key)) != nil else {
      return [try root.decode(LoadActionFile.self, key).behavior]
    }
    let list = try root.decode([LoadActionFile].self, key)
    guard !list.isEmpty else {
      throw root.fail(key, "must not be an empty array: give one object per load")
    }
    return list.map(\.behavior)
  }

  /// `event`, with the file's distances to the ends in the configuration it sets: they are the
  /// file's `loadMore.distance` and `loadPrevious.distance` for the whole trace.
  private static func withFileDistances(
    _ event: Trace.Event,
    _ file: RefreshConfiguration
  ) -> Trace.Event {
    guard case .configurationChanged(var configuration) = event.input else { return event }
    // The distances passed the engine's validation: setting them cannot stop.
    configuration.loadMoreDistance = file.loadMoreDistance
    configuration.loadPreviousDistance = file.loadPreviousDistance
    return Trace.Event(at: event.at, .configurationChanged(configuration))
  }

  /// `configuration` with the file's distances to the ends (`loadMore.distance`,
  /// `loadPrevious.distance`) set where given, validated by the engine.
  private static func configuration(
    _ configuration: RefreshConfiguration,
    loadMoreDistance: RefreshConfiguration.Length?,
    loadPreviousDistance: RefreshConfiguration.Length?,
    _ root: StrictObject<TraceVocabulary.FileKey>
  ) throws -> RefreshConfiguration {
    let settings = configuration
    var result: RefreshConfiguration
    do {
      result = try RefreshConfiguration(
        validating: settings.threshold,
        trigger: settings.trigger,
        startGate: settings.startGate,
        edge: settings.edge,
        restingExtent: settings.restingExtent,
        minimumRefreshingDuration: settings.minimumRefreshingDuration,
        timeout: settings.timeout,
        retractFraction: settings.retractFraction,
        finishingDuration: settings.finishingDuration,
        hapticsEnabled: settings.hapticsEnabled,
        loadMoreDistance: loadMoreDistance ?? settings.loadMoreDistance
      )
    } catch {
      throw fail(error.parameter, error.value, error.rule, root)
    }
    result.policy = settings.policy
    guard let loadPreviousDistance else { return result }
    // The engine's rule names the key; its setter would clamp without a word.
    if let error = RefreshConfiguration.loadPreviousDistanceError(loadPreviousDistance) {
      throw fail(error.parameter, error.value, error.rule, root)
    }
    result.loadPreviousDistance = loadPreviousDistance
    return result
  }

  /// The error that names where the file set `parameter` (as a ``RefreshConfigurationError``
  /// names it), which broke `rule` with `value`.
  private static func fail(
    _ parameter: String,
    _ value: String,
    _ rule: String,
    _ root: StrictObject<TraceVocabulary.FileKey>
  ) -> TraceError {
    let problem = "must be \(rule), got \(value)"
    guard let path = TraceVocabulary.distancePaths[parameter] else {
      return root.failHere("\(parameter) \(problem)")
    }
    return root.fail(path: path, problem)
  }

  /// Checks what types alone cannot: finite, non-negative, ordered values.
  func validated() throws(TraceError) -> Trace {
    typealias Key = TraceVocabulary.EventKey
    // Zero and negative viewports and pulls are samples a front end can send (the engine ignores
    // the viewports and reads negative pulls as content scrolled away from the edge): only what
    // is not a number is an error.
    if let viewport = trace.viewport, !viewport.isFinite {
      throw TraceError(
        path: TraceVocabulary.FileKey.viewport.rawValue,
        problem: "must be a finite number, got \(viewport)"
      )
    }
    let range = Trace.secondsRange
    let seconds = "a number of seconds from 0 to \(Int(range.upperBound))"
    if let duration = trace.action.duration, !range.contains(duration) {
      throw TraceError(
        path:
          "\(TraceVocabulary.FileKey.action.rawValue).\(TraceVocabulary.ActionKey.duration.rawValue)",
        problem: "must be \(seconds) or null, got \(duration)"
      )
    }
    if let lastUpdated = trace.lastUpdated,
      !(-range.upperBound...range.upperBound).contains(lastUpdated)
    {
      let bound = Int(range.upperBound)
      throw TraceError(
        path: TraceVocabulary.FileKey.lastUpdated.rawValue,
        problem: "must be a number of seconds from -\(bound) to \(bound) (after the start "
          + "counts as 0) or null, got \(lastUpdated)"
      )
    }
    if let addsAbove = trace.action.addsAbove, !addsAbove.isFinite {
      throw TraceError(
        path:
          "\(TraceVocabulary.FileKey.action.rawValue).\(TraceVocabulary.ActionKey.addsAbove.rawValue)",
        problem: "must be a finite number of points, got \(addsAbove)"
      )
    }
    if let content = trace.content, !content.isFinite {
      throw TraceError(
        path: TraceVocabulary.FileKey.content.rawValue,
        problem: "must be a finite number, got \(content)"
      )
    }
    var previous = 0.0
    for (index, event) in trace.events.enumerated() {
      let path = "\(TraceVocabulary.FileKey.events.rawValue)[\(index)]"
      guard range.contains(event.at) else {
        throw TraceError(
          path: "\(path).\(Key.at.rawValue)",
          problem: "must be \(seconds), got \(event.at)"
        )
      }
      guard event.at >= previous else {
        throw TraceError(
          path: "\(path).\(Key.at.rawValue)",
          problem: "time goes backwards: \(event.at) after \(previous)"
        )
      }
      previous = event.at
      let number: (key: Key, value: Double)? =
        switch event.input {
        case .scrolled(let edgeOffset): (.pull, edgeOffset)
        case .viewportChanged(let length): (.viewport, length)
        case .indicatorLengthChanged(let length): (.indicatorLength, length)
        case .contentChanged(let length): (.content, length)
        case .rowsAddedAbove(let height, _): (.addsAbove, height)
        default: nil
        }
      if let number, !number.value.isFinite {
        throw TraceError(
          path: "\(path).\(number.key.rawValue)",
          problem: "must be a finite number, got \(number.value)"
        )
      }
    }
    return trace
  }
}

/// A JSON object whose keys must all be among `Key`'s cases.
struct StrictObject<Key: RawRepresentable & CaseIterable> where Key.RawValue == String {
  let container: KeyedDecodingContainer<AnyKey>
  let path: [any CodingKey]

  init(_ decoder: any Decoder) throws {
    container = try decoder.container(keyedBy: AnyKey.self)
    path = decoder.codingPath
    let allowed = Key.allCases.map(\.rawValue)
    for key in container.allKeys where !allowed.contains(key.stringValue) {
      throw TraceError(
        path: TraceError.path(path + [key]),
        problem: "unknown key; allowed: \(allowed.sorted().joined(separator: ", "))"
      )
    }
  }

  /// The keys present, in `Key`'s order.
  var keys: [Key] { Key.allCases.filter(contains) }

  func decode<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
    try container.decode(type, forKey: AnyKey(key.rawValue))
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
    try container.decodeIfPresent(type, forKey: AnyKey(key.rawValue))
  }

  func contains(_ key: Key) -> Bool { container.contains(AnyKey(key.rawValue)) }

  func isNull(_ key: Key) throws -> Bool { try container.decodeNil(forKey: AnyKey(key.rawValue)) }

  func fail(_ key: Key, _ problem: String) -> TraceError {
    fail(path: key.rawValue, problem)
  }

  /// An error at `relativePath` (keys joined by dots) inside this object.
  func fail(path relativePath: String, _ problem: String) -> TraceError {
    let keys = relativePath.split(separator: ".").map { AnyKey(String($0)) }
    return TraceError(path: TraceError.path(path + keys), problem: problem)
  }

  /// An error about the object itself.
  func failHere(_ problem: String) -> TraceError {
    TraceError(path: TraceError.path(path), problem: problem)
  }
}

/// Any JSON value, read without looking at it (to tell an array from an object).
struct Skipped: Decodable {
  init(from decoder: any Decoder) throws {}
}

/// A coding key for any string.
struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ string: String) { stringValue = string }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
