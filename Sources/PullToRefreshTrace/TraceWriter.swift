import PullToRefresh

/// Writes traces and transcripts as JSON text with exact, short numbers.
enum TraceWriter {
  /// A trace in the published format, one event per line.
  static func json(for trace: Trace) -> String {
    var parts: [String] = []
    if let description = trace.description {
      parts.append("\"description\": \(quoted(description))")
    }
    parts.append("\"configuration\": \(json(for: trace.configuration))")
    if let viewport = trace.viewport { parts.append("\"viewport\": \(number(viewport))") }
    let duration = trace.action.duration.map(number) ?? "null"
    parts.append(
      "\"action\": { \"duration\": \(duration), \"outcome\": \"\(trace.action.outcome.rawValue)\" }"
    )
    let events = trace.events.map { "    " + json(for: $0) }.joined(separator: ",\n")
    parts.append("\"events\": [\n\(events)\n  ]")
    return "{\n  " + parts.joined(separator: ",\n  ") + "\n}\n"
  }

  static func json(for event: Trace.Event) -> String {
    let body: String
    switch event.kind {
    case .interactionBegan: body = "\"interaction\": \"began\""
    case .interactionEnded(let velocity?):
      body = "\"interaction\": \"ended\", \"velocity\": \(number(velocity))"
    case .interactionEnded(nil): body = "\"interaction\": \"ended\""
    case .pull(let pull): body = "\"pull\": \(number(pull))"
    case .refresh(let source): body = "\"refresh\": \"\(source.rawValue)\""
    case .complete(let completion): body = "\"complete\": \"\(completion.rawValue)\""
    case .cancel: body = "\"cancel\": true"
    case .disappear: body = "\"disappear\": true"
    case .isRefreshing(let flag): body = "\"isRefreshing\": \(flag)"
    case .viewport(let length): body = "\"viewport\": \(number(length))"
    }
    return "{ \"at\": \(number(event.at)), \(body) }"
  }

  static func json(for configuration: RefreshConfiguration) -> String {
    let threshold: String
    switch configuration.threshold {
    case .points(let points): threshold = number(points)
    case .fraction(let fraction): threshold = "{ \"fraction\": \(number(fraction)) }"
    }
    let timeout = configuration.timeout.map { seconds($0) } ?? "null"
    return "{ \"threshold\": \(threshold), \"trigger\": \"\(configuration.trigger.rawValue)\", "
      + "\"startGate\": \"\(configuration.startGate.rawValue)\", "
      + "\"edge\": \"\(configuration.edge.rawValue)\", "
      + "\"restingExtent\": \(number(configuration.restingExtent)), "
      + "\"minimumRefreshingDuration\": \(seconds(configuration.minimumRefreshingDuration)), "
      + "\"timeout\": \(timeout), \"retractFraction\": \(number(configuration.retractFraction)), "
      + "\"finishingDuration\": \(seconds(configuration.finishingDuration)) }"
  }

  /// A duration in seconds, exact to the nanosecond, without trailing zeros: `1.7`, `0`.
  ///
  /// Whole seconds and the fraction are written apart, so no duration can overflow. Times in
  /// traces and transcripts are never negative; a negative duration is written as `0`.
  static func seconds(_ duration: Duration) -> String {
    guard duration > .zero else { return "0" }
    let (whole, attoseconds) = duration.components
    return "\(whole)" + decimal(attoseconds / 1_000_000_000, digits: 9).dropFirst()
  }

  /// `units / 10^digits` as a decimal without trailing zeros: `(1_700_000_000, 9)` is `1.7`.
  static func decimal(_ units: Int64, digits: Int) -> String {
    let sign = units < 0 ? "-" : ""
    var scale: UInt64 = 1
    for _ in 0..<digits { scale *= 10 }
    let magnitude = units.magnitude
    let integer = magnitude / scale
    var fraction = String(magnitude % scale)
    guard fraction != "0" else { return "\(sign)\(integer)" }
    fraction = String(repeating: "0", count: digits - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(sign)\(integer).\(fraction)"
  }

  /// A number as JSON: whole numbers without a decimal point, others in their shortest form.
  static func number(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}

extension Duration {
  /// A time in seconds, rounded to the nanosecond; `seconds` is within ``Trace/secondsRange``
  /// (anything else is clamped to it).
  static func seconds(exactly seconds: Double) -> Duration {
    let bounded = seconds.isNaN ? 0 : min(max(seconds, 0), Trace.secondsRange.upperBound)
    return .nanoseconds(Int64((bounded * 1e9).rounded()))
  }
}
