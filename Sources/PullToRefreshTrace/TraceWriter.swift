import PullToRefresh

/// Writes traces and transcripts as JSON text with exact, short numbers.
enum TraceWriter {
  private typealias Vocabulary = TraceVocabulary

  /// A trace in the published format, one event per line.
  static func json(for trace: Trace) -> String {
    typealias Key = Vocabulary.FileKey
    var parts: [String] = []
    if let description = trace.description {
      parts.append(member(Key.description, quoted(description)))
    }
    parts.append(member(Key.configuration, json(for: trace.configuration)))
    if let viewport = trace.viewport { parts.append(member(Key.viewport, number(viewport))) }
    if let content = trace.content { parts.append(member(Key.content, number(content))) }
    let duration = trace.action.duration.map(number) ?? "null"
    let outcome = quoted(Vocabulary.completions.name(of: trace.action.outcome))
    var action = [
      member(Vocabulary.ActionKey.duration, duration),
      member(Vocabulary.ActionKey.outcome, outcome),
    ]
    if let items = trace.action.items {
      action.append(member(Vocabulary.ActionKey.items, "\(items)"))
    }
    if let addsAbove = trace.action.addsAbove {
      action.append(member(Vocabulary.ActionKey.addsAbove, number(addsAbove)))
    }
    parts.append(member(Key.action, "{ " + action.joined(separator: ", ") + " }"))
    if trace.loadsMore {
      let distance = member(
        Vocabulary.LoadMoreKey.distance,
        length(trace.configuration.loadMoreDistance)
      )
      parts.append(member(Key.loadMore, "{ \(distance) }"))
    }
    if trace.loadsMore || trace.loadActions != [Trace.LoadBehavior()] {
      let loads = trace.loadActions.map(json(for:))
      let value = loads.count == 1 ? loads[0] : "[" + loads.joined(separator: ", ") + "]"
      parts.append(member(Key.loadAction, value))
    }
    if let lastUpdated = trace.lastUpdated {
      parts.append(member(Key.lastUpdated, number(lastUpdated)))
    }
    // The moments' states at the start, where they differ from the default `true`.
    for (key, isOn) in [
      (Key.visible, trace.isVisible), (.active, trace.isActive),
      (.online, trace.isOnline),
    ] where !isOn {
      parts.append(member(key, "false"))
    }
    if let items = trace.items { parts.append(member(Key.items, "\(items)")) }
    if trace.insets != Trace.Insets() {
      parts.append(member(Key.insets, json(for: trace.insets)))
    }
    parts += topEnd(of: trace)
    let events = trace.events.compactMap { json(for: $0).map { "    " + $0 } }
      .joined(separator: ",\n")
    parts.append(member(Key.events, "[\n\(events)\n  ]"))
    return "{\n  " + parts.joined(separator: ",\n  ") + "\n}\n"
  }

  /// The top end's top-level members: `loadPrevious` (with its distance, and its start when
  /// exhausted) while it is on, and `previousAction` while it is on or not the default.
  private static func topEnd(of trace: Trace) -> [String] {
    typealias Key = Vocabulary.FileKey
    var parts: [String] = []
    if trace.loadsPrevious {
      var members = [
        member(
          Vocabulary.LoadPreviousKey.distance,
          length(trace.configuration.loadPreviousDistance)
        )
      ]
      if trace.previousStartsExhausted {
        let start = quoted(Vocabulary.HeaderStart.exhausted.rawValue)
        members.append(member(Vocabulary.LoadPreviousKey.start, start))
      }
      parts.append(member(Key.loadPrevious, "{ " + members.joined(separator: ", ") + " }"))
    }
    if trace.loadsPrevious || trace.previousActions != [Trace.LoadBehavior()] {
      let loads = trace.previousActions.map(json(for:))
      let value = loads.count == 1 ? loads[0] : "[" + loads.joined(separator: ", ") + "]"
      parts.append(member(Key.previousAction, value))
    }
    return parts
  }

  /// One page load's behaviour: `{ "duration": 0.5, "result": "more", "adds": 0 }`.
  static func json(for load: Trace.LoadBehavior) -> String {
    typealias Key = Vocabulary.LoadActionKey
    let members = [
      member(Key.duration, load.duration.map(number) ?? "null"),
      member(Key.result, quoted(Vocabulary.loadCompletions.name(of: load.result))),
      member(Key.adds, number(load.adds)),
    ]
    return "{ " + members.joined(separator: ", ") + " }"
  }

  /// A length: points, or `{ "fraction": f }`.
  static func length(_ length: RefreshConfiguration.Length) -> String {
    switch length {
    case .points(let points): number(points)
    case .fraction(let fraction): "{ \(member(Vocabulary.FractionKey.fraction, number(fraction))) }"
    }
  }

  /// Insets: `{ "top": 64, "bottom": 34 }`; one that is not finite is written as 0, as the
  /// engine counts it.
  static func json(for insets: Trace.Insets) -> String {
    typealias Key = Vocabulary.InsetsKey
    let finite = { (inset: Double) in number(inset.isFinite ? inset : 0) }
    return
      "{ \(member(Key.top, finite(insets.top))), \(member(Key.bottom, finite(insets.bottom))) }"
  }

  /// One event on one line; `nil` for an input the format has no event for (a report of the
  /// last update, which only the top-level `lastUpdated` holds; a count of `nil`, content states
  /// turned off).
  ///
  /// An outcome that comes with a count in one input (which only a replay makes; the recorder
  /// writes `action.items` or an `items` event) is written as two events at its instant, the
  /// count first.
  static func json(for event: Trace.Event) -> String? {
    typealias Key = Vocabulary.EventKey
    let body: String
    switch event.input {
    case .interactionBegan:
      body = member(Key.interaction, quoted(Vocabulary.InteractionName.began.rawValue))
    case .interactionEnded:
      body = member(Key.interaction, quoted(Vocabulary.InteractionName.ended.rawValue))
    case .scrolled(let edgeOffset): body = member(Key.pull, number(edgeOffset))
    case .refreshRequested(let source):
      body = member(Key.refresh, quoted(Vocabulary.requestSources.name(of: source)))
    case .actionReturned(let outcome):
      body = member(Key.complete, quoted(Vocabulary.outcomes.name(of: outcome)))
    case .cancelRequested: body = member(Key.cancel, "true")
    case .disappeared: body = member(Key.disappear, "true")
    case .hostAttached: body = member(Key.attach, "true")
    case .itemCountChanged(let count):
      guard let count else { return nil }
      body = member(Key.items, "\(count)")
    case .actionReturnedWithItems(let outcome, let items):
      let count = json(for: Trace.Event(at: event.at, .itemCountChanged(items))) ?? ""
      let complete = json(for: Trace.Event(at: event.at, .actionReturned(outcome))) ?? ""
      return count + ",\n    " + complete
    case .actionReturnedWithRowsAbove(let outcome, let items, _):
      // Only a replay makes it, from the action's `addsAbove`, which the trace already holds
      // (an `addsAbove` event would be the app's rows, K2): the count and the outcome.
      guard let items else { return json(for: Trace.Event(at: event.at, .actionReturned(outcome))) }
      return json(for: Trace.Event(at: event.at, .actionReturnedWithItems(outcome, items: items)))
    case .insetsChanged(let pulledEdge, let far):
      body = member(Key.insets, json(for: Trace.Insets(top: pulledEdge, bottom: far)))
    case .hostAppeared:
      // The format says a first appearance with two visibility events (the recorder writes
      // them); alone, the appearance is the host becoming visible.
      body = member(Key.visible, "true")
    case .externalRefreshingChanged(let flag): body = member(Key.isRefreshing, "\(flag)")
    case .viewportChanged(let length): body = member(Key.viewport, number(length))
    case .indicatorLengthChanged(let length): body = member(Key.indicatorLength, number(length))
    case .contentChanged(let length): body = member(Key.content, number(length))
    case .loadMoreRequested(let source):
      body = member(Key.loadMore, quoted(Vocabulary.loadRequestSources.name(of: source)))
    case .loadMoreReturned(.cancelled): body = member(Key.cancelLoad, "true")
    case .loadMoreReturned(let outcome):
      body = member(Key.completeLoad, quoted(Vocabulary.loadResults.name(of: outcome)))
    case .loadMoreCancelRequested: body = member(Key.cancelLoad, "true")
    case .loadMoreReset: body = member(Key.resetLoadMore, "true")
    case .configurationChanged(let configuration):
      body = member(Key.configuration, json(for: configuration))
    case .reducesMotionChanged(let flag): body = member(Key.reduceMotion, "\(flag)")
    case .loadMoreEnabledChanged(let flag): body = member(Key.loadsMore, "\(flag)")
    case .refreshesChanged(let flag): body = member(Key.refreshes, "\(flag)")
    case .visibilityChanged(let flag): body = member(Key.visible, "\(flag)")
    case .activityChanged(let flag): body = member(Key.active, "\(flag)")
    case .connectivityChanged(let flag): body = member(Key.online, "\(flag)")
    case .lastUpdateReported:
      return nil
    case .loadPreviousEnabledChanged(let flag): body = member(Key.loadsPrevious, "\(flag)")
    case .loadPreviousRequested(let source):
      body = member(Key.loadPrevious, quoted(Vocabulary.loadRequestSources.name(of: source)))
    case .loadPreviousReturned(.cancelled, _): body = member(Key.cancelPrevious, "true")
    case .loadPreviousReturned(let outcome, let rowsAbove) where rowsAbove != 0:
      // The page's rows with its result (which only a replay makes): its `completePrevious`,
      // then its rows at the same instant.
      let complete = json(for: Trace.Event(at: event.at, .loadPreviousReturned(outcome))) ?? ""
      let rows = Trace.Event(at: event.at, .rowsAddedAbove(rowsAbove, fromRefresh: false))
      return complete + ",\n    " + (json(for: rows) ?? "")
    case .loadPreviousReturned(let outcome, _):
      body = member(Key.completePrevious, quoted(Vocabulary.loadResults.name(of: outcome)))
    case .loadPreviousCancelRequested: body = member(Key.cancelPrevious, "true")
    case .loadPreviousReset(let hasMore):
      let start = hasMore ? Vocabulary.HeaderStart.idle : .exhausted
      body = member(Key.resetPrevious, quoted(start.rawValue))
    case .rowsAddedAbove(let height, _): body = member(Key.addsAbove, number(height))
    }
    return "{ \(member(Key.at, number(event.at))), \(body) }"
  }

  static func json(for configuration: RefreshConfiguration) -> String {
    typealias Key = Vocabulary.ConfigurationKey
    let threshold = length(configuration.threshold)
    let members = Key.allCases.compactMap { key -> String? in
      let value: String
      switch key {
      case .policy:
        // Absent means never: a configuration without a policy is written as it was read.
        guard configuration.policy != .never else { return nil }
        value = json(for: configuration.policy)
      case .threshold: value = threshold
      case .trigger: value = quoted(Vocabulary.triggers.name(of: configuration.trigger))
      case .startGate: value = quoted(Vocabulary.startGates.name(of: configuration.startGate))
      case .edge: value = quoted(Vocabulary.edges.name(of: configuration.edge))
      case .restingExtent: value = number(configuration.restingExtent)
      case .minimumRefreshingDuration: value = seconds(configuration.minimumRefreshingDuration)
      case .timeout: value = configuration.timeout.map { seconds($0) } ?? "null"
      case .retractFraction: value = number(configuration.retractFraction)
      case .finishingDuration: value = seconds(configuration.finishingDuration)
      case .hapticsEnabled: value = "\(configuration.hapticsEnabled)"
      }
      return member(key, value)
    }
    return "{ " + members.joined(separator: ", ") + " }"
  }

  /// A refresh policy: `{ "staleAfter": 60, "onAppear": true, … "every": null }`.
  static func json(for policy: RefreshPolicy) -> String {
    typealias Key = Vocabulary.PolicyKey
    let members = Key.allCases.map { key in
      let value: String
      switch key {
      case .staleAfter: value = policy.staleAfter.map { seconds($0) } ?? "null"
      case .onAppear: value = "\(policy.refreshesOnAppear)"
      case .onActivate: value = "\(policy.refreshesOnActivation)"
      case .onReconnect: value = "\(policy.refreshesOnReconnect)"
      case .every: value = policy.interval.map { seconds($0) } ?? "null"
      }
      return member(key, value)
    }
    return "{ " + members.joined(separator: ", ") + " }"
  }

  /// `"key": value`, with the key's name from the vocabulary.
  static func member<Key: RawRepresentable>(_ key: Key, _ value: String) -> String
  where Key.RawValue == String {
    "\"\(key.rawValue)\": \(value)"
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
