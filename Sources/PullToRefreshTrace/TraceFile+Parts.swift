import Foundation
import PullToRefresh

/// `"configuration"`: every key optional, validated by the engine.
struct ConfigurationFile: Decodable {
  var configuration: RefreshConfiguration

  init(from decoder: any Decoder) throws {
    let object = try StrictObject(
      decoder,
      allowed: [
        "threshold", "trigger", "startGate", "edge", "restingExtent", "minimumRefreshingDuration",
        "timeout", "retractFraction", "finishingDuration",
      ]
    )
    let defaults = RefreshConfiguration.default
    var threshold = defaults.threshold
    if object.contains("threshold") {
      if let points = try? object.decode(Double.self, "threshold") {
        threshold = .points(points)
      } else {
        threshold = .fraction(try object.decode(FractionFile.self, "threshold").fraction)
      }
    }
    func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ fallback: T) throws -> T
    where T.RawValue == String {
      guard let text = try object.decodeIfPresent(String.self, key) else { return fallback }
      guard let value = T(rawValue: text) else {
        let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
        throw object.fail(key, "must be \(names), got \"\(text)\"")
      }
      return value
    }
    func seconds(_ key: String, _ fallback: Duration) throws -> Duration {
      guard let value = try object.decodeIfPresent(Double.self, key) else { return fallback }
      return try Self.duration(value, key, object)
    }
    var timeout: Duration?
    if object.contains("timeout"), try !object.isNull("timeout") {
      timeout = try Self.duration(try object.decode(Double.self, "timeout"), "timeout", object)
    }
    do {
      configuration = try RefreshConfiguration(
        validating: threshold,
        trigger: try choice("trigger", defaults.trigger),
        startGate: try choice("startGate", defaults.startGate),
        edge: try choice("edge", defaults.edge),
        restingExtent: try object.decodeIfPresent(Double.self, "restingExtent")
          ?? defaults.restingExtent,
        minimumRefreshingDuration: try seconds(
          "minimumRefreshingDuration",
          defaults.minimumRefreshingDuration
        ),
        timeout: timeout,
        retractFraction: try object.decodeIfPresent(Double.self, "retractFraction")
          ?? defaults.retractFraction,
        finishingDuration: try seconds("finishingDuration", defaults.finishingDuration)
      )
    } catch let error as RefreshConfigurationError {
      let key = error.parameter.split(separator: ".").first.map(String.init) ?? error.parameter
      throw object.fail(key, "must be \(error.rule), got \(error.value)")
    }
  }

  static func duration(_ seconds: Double, _ key: String, _ object: StrictObject) throws -> Duration
  {
    guard seconds.isFinite, abs(seconds) < 1e9 else {
      throw object.fail(key, "must be a finite number of seconds, got \(seconds)")
    }
    return .nanoseconds(Int64((seconds * 1e9).rounded()))
  }
}

/// `{"fraction": f}`.
struct FractionFile: Decodable {
  var fraction: Double

  init(from decoder: any Decoder) throws {
    let object = try StrictObject(decoder, allowed: ["fraction"])
    fraction = try object.decode(Double.self, "fraction")
  }
}

/// `"action"`: `duration` (seconds or null) and `outcome`.
struct ActionFile: Decodable {
  var behavior: Trace.ActionBehavior

  init(from decoder: any Decoder) throws {
    let object = try StrictObject(decoder, allowed: ["duration", "outcome"])
    behavior = Trace.ActionBehavior()
    if object.contains("duration") {
      behavior.duration =
        try object.isNull("duration")
        ? nil : try object.decode(Double.self, "duration")
    }
    if let outcome = try object.decodeIfPresent(String.self, "outcome") {
      guard let completion = Trace.Completion(rawValue: outcome) else {
        throw object.fail("outcome", "must be \"success\" or \"failure\", got \"\(outcome)\"")
      }
      behavior.outcome = completion
    }
  }
}

/// One event: `at` and exactly one of the event keys.
struct EventFile: Decodable {
  var event: Trace.Event

  private static let kinds: Set<String> = [
    "interaction", "pull", "refresh", "complete", "cancel", "disappear", "isRefreshing", "viewport",
  ]

  init(from decoder: any Decoder) throws {
    let object = try StrictObject(decoder, allowed: Self.kinds.union(["at", "velocity"]))
    let at = try object.decode(Double.self, "at")
    let present = object.keys.intersection(Self.kinds)
    guard present.count == 1, let kind = present.first else {
      throw TraceError(
        path: TraceError.path(object.path),
        problem: present.isEmpty
          ? "needs one of: \(Self.kinds.sorted().joined(separator: ", "))"
          : "has more than one event: \(present.sorted().joined(separator: ", "))"
      )
    }
    if object.contains("velocity"), kind != "interaction" {
      throw object.fail("velocity", "only goes with \"interaction\"")
    }
    event = Trace.Event(at: at, try Self.kind(kind, object))
  }

  private static func kind(_ key: String, _ object: StrictObject) throws -> Trace.Kind {
    switch key {
    case "interaction":
      let value = try object.decode(String.self, key)
      switch value {
      case "began":
        if object.contains("velocity") { throw object.fail("velocity", "only goes with \"ended\"") }
        return .interactionBegan
      case "ended":
        return .interactionEnded(velocity: try object.decodeIfPresent(Double.self, "velocity"))
      default:
        throw object.fail(key, "must be \"began\" or \"ended\", got \"\(value)\"")
      }
    case "pull":
      return .pull(try object.decode(Double.self, key))
    case "refresh":
      let value = try object.decode(String.self, key)
      guard let source = RefreshCoordinator.RequestSource(rawValue: value) else {
        let names = RefreshCoordinator.RequestSource.allCases.map { "\"\($0.rawValue)\"" }
        throw object.fail(key, "must be \(names.joined(separator: ", ")), got \"\(value)\"")
      }
      return .refresh(source)
    case "complete":
      let value = try object.decode(String.self, key)
      guard let completion = Trace.Completion(rawValue: value) else {
        throw object.fail(key, "must be \"success\" or \"failure\", got \"\(value)\"")
      }
      return .complete(completion)
    case "cancel", "disappear":
      guard try object.decode(Bool.self, key) else { throw object.fail(key, "must be true") }
      return key == "cancel" ? .cancel : .disappear
    case "isRefreshing":
      return .isRefreshing(try object.decode(Bool.self, key))
    default:
      return .viewport(try object.decode(Double.self, key))
    }
  }
}

/// `"expect"`: what a replay must show.
struct ExpectationsFile: Decodable {
  var expectations: Trace.Expectations

  init(from decoder: any Decoder) throws {
    let object = try StrictObject(
      decoder,
      allowed: ["actionCalls", "outcomes", "finalPhase", "phases", "never"]
    )
    expectations = Trace.Expectations(
      actionCalls: try object.decodeIfPresent(Int.self, "actionCalls")
    )
    if let outcomes = try object.decodeIfPresent([String].self, "outcomes") {
      expectations.outcomes = try outcomes.map { text in
        guard let outcome = RefreshOutcome(rawValue: text) else {
          throw object.fail("outcomes", "unknown outcome \"\(text)\"")
        }
        return outcome
      }
    }
    func phases(_ key: String) throws -> [String]? {
      guard let names = try object.decodeIfPresent([String].self, key) else { return nil }
      for name in names where !Trace.Expectations.phaseNames.contains(name) {
        throw object.fail(key, "unknown phase \"\(name)\"")
      }
      return names
    }
    if let final = try object.decodeIfPresent(String.self, "finalPhase") {
      guard Trace.Expectations.phaseNames.contains(final) else {
        throw object.fail("finalPhase", "unknown phase \"\(final)\"")
      }
      expectations.finalPhase = final
    }
    expectations.phases = try phases("phases")
    expectations.never = try phases("never")
  }
}
