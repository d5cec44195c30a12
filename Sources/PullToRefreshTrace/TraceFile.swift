import Foundation
import PullToRefresh

/// The JSON form of a trace, decoded strictly: unknown keys and wrong types are errors.
struct TraceFile: Decodable {
  var trace: Trace

  init(from decoder: any Decoder) throws {
    let root = try StrictObject(
      decoder,
      allowed: [
        "description", "configuration", "viewport", "action", "events", "expect",
      ]
    )
    let configuration = try root.decodeIfPresent(ConfigurationFile.self, "configuration")
    let action = try root.decodeIfPresent(ActionFile.self, "action")
    let events = try root.decode([EventFile].self, "events")
    trace = Trace(
      description: try root.decodeIfPresent(String.self, "description"),
      configuration: configuration?.configuration ?? .default,
      viewport: try root.decodeIfPresent(Double.self, "viewport"),
      action: action?.behavior ?? Trace.ActionBehavior(),
      events: events.map(\.event),
      expectations: try root.decodeIfPresent(ExpectationsFile.self, "expect")?.expectations
    )
  }

  /// Checks what types alone cannot: finite, non-negative, ordered values.
  func validated() throws(TraceError) -> Trace {
    // Zero and negative viewports and pulls are samples a front end can send (the engine ignores
    // the viewports and reads negative pulls as content scrolled away from the edge): only what
    // is not a number is an error.
    if let viewport = trace.viewport, !viewport.isFinite {
      throw TraceError(path: "viewport", problem: "must be a finite number, got \(viewport)")
    }
    let range = Trace.secondsRange
    let seconds = "a number of seconds from 0 to \(Int(range.upperBound))"
    if let duration = trace.action.duration, !range.contains(duration) {
      throw TraceError(
        path: "action.duration",
        problem: "must be \(seconds) or null, got \(duration)"
      )
    }
    var previous = 0.0
    for (index, event) in trace.events.enumerated() {
      let path = "events[\(index)]"
      guard range.contains(event.at) else {
        throw TraceError(path: "\(path).at", problem: "must be \(seconds), got \(event.at)")
      }
      guard event.at >= previous else {
        throw TraceError(
          path: "\(path).at",
          problem: "time goes backwards: \(event.at) after \(previous)"
        )
      }
      previous = event.at
      switch event.kind {
      case .pull(let value), .viewport(let value):
        guard value.isFinite else {
          let key = if case .pull = event.kind { "pull" } else { "viewport" }
          throw TraceError(path: "\(path).\(key)", problem: "must be a finite number, got \(value)")
        }
      case .interactionEnded(let velocity?):
        guard velocity.isFinite else {
          throw TraceError(path: "\(path).velocity", problem: "must be finite, got \(velocity)")
        }
      case .interactionBegan, .interactionEnded(nil), .refresh, .complete, .cancel, .disappear,
        .isRefreshing:
        break
      }
    }
    return trace
  }
}

/// A JSON object whose keys must all be known.
struct StrictObject {
  let container: KeyedDecodingContainer<AnyKey>
  let path: [any CodingKey]

  init(_ decoder: any Decoder, allowed: Set<String>) throws {
    container = try decoder.container(keyedBy: AnyKey.self)
    path = decoder.codingPath
    for key in container.allKeys where !allowed.contains(key.stringValue) {
      throw TraceError(
        path: TraceError.path(path + [key]),
        problem: "unknown key; allowed: \(allowed.sorted().joined(separator: ", "))"
      )
    }
  }

  var keys: Set<String> { Set(container.allKeys.map(\.stringValue)) }

  func decode<T: Decodable>(_ type: T.Type, _ key: String) throws -> T {
    try container.decode(type, forKey: AnyKey(key))
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, _ key: String) throws -> T? {
    try container.decodeIfPresent(type, forKey: AnyKey(key))
  }

  func contains(_ key: String) -> Bool { container.contains(AnyKey(key)) }

  func isNull(_ key: String) throws -> Bool { try container.decodeNil(forKey: AnyKey(key)) }

  func fail(_ key: String, _ problem: String) -> TraceError {
    TraceError(path: TraceError.path(path + [AnyKey(key)]), problem: problem)
  }
}

/// A coding key for any string.
struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ string: String) { stringValue = string }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
