import PullToRefresh

/// `"loadPrevious"`: its presence turns the top end on; `distance` as `loadMore`'s, `start`
/// `"idle"` (the default) or `"exhausted"`.
struct LoadPreviousFile: Decodable {
  var distance: RefreshConfiguration.Length?
  var start = TraceVocabulary.HeaderStart.idle

  init(from decoder: any Decoder) throws {
    let object = try StrictObject<TraceVocabulary.LoadPreviousKey>(decoder)
    distance = try DistanceFile.distance(object, .distance)
    if object.contains(.start) {
      start = try DistanceFile.headerStart(object, .start)
    }
  }
}

/// The values shared by the ends' objects and events.
enum DistanceFile {
  /// A distance to an end under `key` (points or `{ "fraction": f }`), or `nil` when absent; the
  /// engine validates it with the rest of the configuration.
  static func distance<Key>(
    _ object: StrictObject<Key>,
    _ key: Key
  ) throws -> RefreshConfiguration.Length? {
    guard object.contains(key) else { return nil }
    if let points = try? object.decode(Double.self, key) { return .points(points) }
    do {
      return .fraction(try object.decode(FractionFile.self, key).fraction)
    } catch DecodingError.typeMismatch(_, let context)
      where context.codingPath.count == object.path.count + 1
    {
      // Neither a number nor an object (a string, or a number too large to be finite).
      throw object.fail(key, "must be a finite number of points or { \"fraction\": f }")
    }
  }

  /// The header's state under `key`: `"idle"` or `"exhausted"`.
  static func headerStart<Key>(
    _ object: StrictObject<Key>,
    _ key: Key
  ) throws -> TraceVocabulary.HeaderStart {
    let text = try object.decode(String.self, key)
    guard let start = TraceVocabulary.HeaderStart(rawValue: text) else {
      let names = TraceVocabulary.HeaderStart.allCases.map(\.rawValue)
      throw object.fail(key, "must be \(TraceVocabulary.choices(names)), got \"\(text)\"")
    }
    return start
  }
}

extension ExpectationsFile {
  /// The top end's keys: `previousCalls`, `previousResults`, `previousStartsAt`, `headers`,
  /// `finalHeader` and `keeps`.
  static func readTopEnd(
    _ object: StrictObject<TraceVocabulary.ExpectKey>,
    into expectations: inout Trace.Expectations
  ) throws {
    expectations.previousCalls = try object.decodeIfPresent(Int.self, .previousCalls)
    if let results = try object.decodeIfPresent([String].self, .previousResults) {
      let names = TraceVocabulary.loadResults
      expectations.previousResults = try results.map { text in
        guard let result = names.value(named: text) else {
          throw object.fail(
            .previousResults,
            "unknown result \"\(text)\"; expected \(names.choices)"
          )
        }
        return result
      }
    }
    if let starts = try object.decodeIfPresent([Double].self, .previousStartsAt) {
      for start in starts where !Trace.secondsRange.contains(start) {
        throw object.fail(
          .previousStartsAt,
          "must be seconds from 0 to \(Int(Trace.secondsRange.upperBound)), got \(start)"
        )
      }
      expectations.previousStartsAt = starts
    }
    func header(_ text: String, _ key: TraceVocabulary.ExpectKey) throws -> LoadMorePhase {
      let names = TraceVocabulary.headers
      guard let phase = names.value(named: text) else {
        throw object.fail(key, "unknown header \"\(text)\"; expected \(names.choices)")
      }
      return phase
    }
    if let headers = try object.decodeIfPresent([String].self, .headers) {
      expectations.headers = try headers.map { try header($0, .headers) }
    }
    if let final = try object.decodeIfPresent(String.self, .finalHeader) {
      expectations.finalHeader = try header(final, .finalHeader)
    }
    expectations.keeps = try object.decodeIfPresent([Double].self, .keeps)
  }
}
