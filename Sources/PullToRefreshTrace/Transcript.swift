import PullToRefresh

/// What a replay produced: every phase change, effect, newly resolved length, change of the
/// content phase and (in a trace with a refresh policy) change of staleness with its time, then
/// a summary.
///
/// An app reads it; only ``TraceReplayer`` writes one.
public struct Transcript: Sendable, Equatable {
  /// One line of the transcript.
  public struct Line: Sendable, Equatable {
    /// When it happened, from the start of the trace.
    public package(set) var at: Duration
    /// What happened.
    public package(set) var content: Content
    /// Whether a scheduled refresh's action started (an `actionStarted` line of a cycle that
    /// ``RefreshCoordinator/isScheduledRefresh`` marks); `false` for every other line.
    public package(set) var isScheduled = false

    /// A line for an event the coordinator sent.
    package init(at: Duration, event: RefreshCoordinator.Event) {
      self.at = at
      content = .event(event)
    }

    /// A line for lengths the engine resolved.
    package init(at: Duration, resolved: ResolvedLengths) {
      self.at = at
      content = .resolved(resolved)
    }

    /// The event the coordinator sent, if the line is one.
    public var event: RefreshCoordinator.Event? {
      if case .event(let event) = content { event } else { nil }
    }
  }

  /// What a line records.
  public enum Content: Sendable, Equatable {
    /// The coordinator sent an event: a phase change or an effect.
    case event(RefreshCoordinator.Event)
    /// The engine resolved new lengths (at the start, and when a viewport changes them).
    case resolved(ResolvedLengths)
  }

  /// The lengths the engine resolved from the configuration and the viewport.
  public struct ResolvedLengths: Sendable, Equatable {
    /// The threshold in points; `nil` while a fractional threshold has no viewport.
    public package(set) var threshold: Double?
    /// The room kept while refreshing, never more than the threshold.
    public package(set) var restingExtent: Double

    /// Makes resolved lengths.
    package init(threshold: Double?, restingExtent: Double) {
      self.threshold = threshold
      self.restingExtent = restingExtent
    }
  }

  /// The lines, in order.
  public package(set) var lines: [Line] = []
  /// How many times the action was called.
  public package(set) var actionCalls = 0
  /// The outcome of each cycle that reached its finishing display, in order (a quiet cycle, P4,
  /// has none: its outcome is in its `actionFinished` line).
  public package(set) var outcomes: [RefreshOutcome] = []
  /// The phase when the replay ended.
  public package(set) var finalPhase: RefreshPhase = .idle
  /// When the replay ended: the last event, or later if scheduled work ran on.
  public package(set) var endTime: Duration = .zero
  /// How many times the load-more action was called.
  public package(set) var loadCalls = 0
  /// How each page load ended, in order.
  public package(set) var loadResults: [LoadMoreOutcome] = []
  /// The footer's phase when the replay ended.
  public package(set) var finalFooter: LoadMorePhase = .idle
  /// Whether the content was stale when the replay ended (``RefreshCoordinator/isStale``).
  public package(set) var finalStale = true
  /// The content phase when the replay ended (``RefreshCoordinator/contentPhase``: `idle` while
  /// content states are off).
  public package(set) var finalContentPhase = ContentPhase.idle
  /// How many times the load-previous action was called.
  public package(set) var previousCalls = 0
  /// How each previous-page load ended, in order.
  public package(set) var previousResults: [LoadMoreOutcome] = []
  /// The header's phase when the replay ended.
  public package(set) var finalHeader: LoadMorePhase = .idle

  /// Makes an empty transcript.
  package init() {}

  /// The names of the phases entered, in order.
  public var phaseNames: [String] {
    lines.compactMap {
      if case .phaseChanged(let phase) = $0.event { TraceVocabulary.name(of: phase) } else { nil }
    }
  }

  /// Every resting inset the engine set, in order.
  public var restingInsets: [Double] {
    lines.compactMap {
      if case .restingInsetChanged(let change) = $0.event { change.inset } else { nil }
    }
  }

  /// When each action started, in order.
  public var actionStarts: [Duration] {
    lines.compactMap { if case .actionStarted = $0.event { $0.at } else { nil } }
  }

  /// Every announcement's text, in order.
  public var announcements: [String] {
    lines.compactMap {
      if case .announcement(let announcement) = $0.event { announcement.text } else { nil }
    }
  }

  /// Every footer phase entered, in order.
  public var footers: [LoadMorePhase] {
    lines.compactMap {
      if case .loadMorePhaseChanged(let phase) = $0.event { phase } else { nil }
    }
  }

  /// Every header phase entered, in order.
  public var headers: [LoadMorePhase] {
    lines.compactMap {
      if case .loadPreviousPhaseChanged(let phase) = $0.event { phase } else { nil }
    }
  }

  /// When each previous-page load started, in order.
  public var previousStarts: [Duration] {
    lines.compactMap { if case .loadPreviousStarted = $0.event { $0.at } else { nil } }
  }

  /// The delta of every kept position, in points, in order.
  public var keeps: [Double] {
    lines.compactMap {
      if case .positionKept(let delta) = $0.event { delta } else { nil }
    }
  }

  /// Every content phase entered, in order.
  public var contentPhases: [ContentPhase] {
    lines.compactMap {
      if case .contentPhaseChanged(let phase) = $0.event { phase } else { nil }
    }
  }

  /// The transcript as JSON Lines: one line per phase change, effect and resolution, then the
  /// summary.
  public func jsonLines() -> String {
    var text = ""
    for line in lines {
      text += Self.json(for: line) + "\n"
    }
    let outcomes = self.outcomes.map { Self.quoted(TraceVocabulary.outcomes.name(of: $0)) }
    let summary = Self.object([
      (.actionCalls, "\(actionCalls)"),
      (.outcomes, "[" + outcomes.joined(separator: ",") + "]"),
      (.phase, Self.quoted(TraceVocabulary.name(of: finalPhase))),
      (.loadCalls, "\(loadCalls)"),
      (.loadResults, "[" + loadResults.map(Self.resultName).joined(separator: ",") + "]"),
      (.footer, Self.quoted(TraceVocabulary.footers.name(of: finalFooter))),
      (.stale, "\(finalStale)"),
      (.contentPhase, Self.quoted(TraceVocabulary.contentPhases.name(of: finalContentPhase))),
      (.previousCalls, "\(previousCalls)"),
      (.previousResults, "[" + previousResults.map(Self.resultName).joined(separator: ",") + "]"),
      (.header, Self.quoted(TraceVocabulary.headers.name(of: finalHeader))),
    ])
    return text + Self.object([(.summary, summary)]) + "\n"
  }

  private typealias Key = TraceVocabulary.TranscriptKey
  private typealias Effect = TraceVocabulary.EffectName

  private static func json(for line: Line) -> String {
    let at = (Key.at, TraceWriter.seconds(line.at))
    switch line.content {
    case .resolved(let lengths):
      let threshold = lengths.threshold.map(TraceWriter.number) ?? "null"
      let resolved = object([
        (.threshold, threshold), (.restingExtent, TraceWriter.number(lengths.restingExtent)),
      ])
      return object([at, (.resolved, resolved)])
    case .event(.phaseChanged(let phase)):
      var members = [at, (Key.phase, quoted(TraceVocabulary.name(of: phase)))]
      if case .finishing(let outcome) = phase { members.append(outcomeMember(outcome)) }
      return object(members)
    case .event(.actionStarted):
      return object(
        [at, effect(.actionStarted)] + (line.isScheduled ? [(.scheduled, "true")] : [])
      )
    case .event(.actionFinished(let outcome)):
      return object([at, effect(.actionFinished), outcomeMember(outcome)])
    case .event(.haptic):
      return object([at, effect(.haptic)])
    case .event(.announcement(let announcement)):
      return object([
        at, effect(.announcement), (.text, TraceWriter.quoted(announcement.text)),
      ])
    case .event(.restingInsetChanged(let change)):
      return object([
        at, effect(.restingInset), (.inset, TraceWriter.number(change.inset)),
        (.reveals, "\(change.reveals)"), (.animates, "\(change.animates)"),
      ])
    case .event(.loadMorePhaseChanged(let footer)):
      return object([at, (.footer, quoted(TraceVocabulary.footers.name(of: footer)))])
    case .event(.loadStarted):
      return object([at, effect(.loadStarted)])
    case .event(.loadFinished(let outcome)):
      return object([at, effect(.loadFinished), (.result, resultName(outcome))])
    case .event(.staleChanged(let isStale)):
      return object([at, (.stale, "\(isStale)")])
    case .event(.contentPhaseChanged(let phase)):
      return object([at, (.contentPhase, quoted(TraceVocabulary.contentPhases.name(of: phase)))])
    case .event(.loadPreviousPhaseChanged(let header)):
      return object([at, (.header, quoted(TraceVocabulary.headers.name(of: header)))])
    case .event(.loadPreviousStarted):
      return object([at, effect(.previousStarted)])
    case .event(.loadPreviousFinished(let outcome)):
      return object([at, effect(.previousFinished), (.result, resultName(outcome))])
    case .event(.positionKept(let delta)):
      return object([at, effect(.keepPosition), (.delta, TraceWriter.number(delta))])
    }
  }

  private static func resultName(_ outcome: LoadMoreOutcome) -> String {
    quoted(TraceVocabulary.loadResults.name(of: outcome))
  }

  private static func effect(_ name: Effect) -> (Key, String) { (.effect, quoted(name.rawValue)) }

  private static func outcomeMember(_ outcome: RefreshOutcome) -> (Key, String) {
    (.outcome, quoted(TraceVocabulary.outcomes.name(of: outcome)))
  }

  private static func quoted(_ name: String) -> String { "\"\(name)\"" }

  /// `{"key":value,…}`: the transcript's compact form.
  private static func object(_ members: [(Key, String)]) -> String {
    "{" + members.map { "\"\($0.0.rawValue)\":\($0.1)" }.joined(separator: ",") + "}"
  }

  /// The expectations that this transcript does not meet, one message each (empty when all hold).
  public func failures(of expectations: Trace.Expectations) -> [String] {
    typealias Expect = TraceVocabulary.ExpectKey
    var failures: [String] = []
    if let calls = expectations.actionCalls, calls != actionCalls {
      failures.append("\(Expect.actionCalls.rawValue): expected \(calls), got \(actionCalls)")
    }
    if let expected = expectations.outcomes, expected != outcomes {
      let names = { (list: [RefreshOutcome]) in
        list.map(TraceVocabulary.outcomes.name(of:)).joined(separator: ", ")
      }
      failures.append(
        "\(Expect.outcomes.rawValue): expected [\(names(expected))], got [\(names(outcomes))]"
      )
    }
    let finalName = TraceVocabulary.name(of: finalPhase)
    if let final = expectations.finalPhase, final != finalName {
      failures.append("\(Expect.finalPhase.rawValue): expected \(final), got \(finalName)")
    }
    let seen = phaseNames
    if let wanted = expectations.phases {
      var remaining = seen[...]
      for name in wanted {
        guard let index = remaining.firstIndex(of: name) else {
          failures.append(
            "\(Expect.phases.rawValue): expected \(wanted.joined(separator: " → ")) in order, got "
              + seen.joined(separator: " → ")
          )
          break
        }
        remaining = remaining[(index + 1)...]
      }
    }
    for name in expectations.never ?? [] where seen.contains(name) {
      failures.append("\(Expect.never.rawValue): phase \(name) appeared")
    }
    if let expected = expectations.restingInsets, expected != restingInsets {
      let list = { (insets: [Double]) in insets.map(TraceWriter.number).joined(separator: ", ") }
      failures.append(
        "\(Expect.restingInsets.rawValue): expected [\(list(expected))], got [\(list(restingInsets))]"
      )
    }
    failures += loadFailures(of: expectations)
    failures += policyFailures(of: expectations)
    failures += topEndFailures(of: expectations)
    return failures
  }

  private func policyFailures(of expectations: Trace.Expectations) -> [String] {
    typealias Expect = TraceVocabulary.ExpectKey
    var failures: [String] = []
    if let expected = expectations.actionStarts {
      // To the millisecond: a trace's times are written in seconds with up to three decimals.
      let milliseconds = { (seconds: Double) in Int64((seconds * 1000).rounded()) }
      let got = actionStarts.map { TraceWriter.seconds($0) }
      let gotMilliseconds = actionStarts.map { milliseconds($0 / .seconds(1)) }
      if expected.map(milliseconds) != gotMilliseconds {
        let list = expected.map(TraceWriter.number).joined(separator: ", ")
        failures.append(
          "\(Expect.actionStarts.rawValue): expected [\(list)], got [\(got.joined(separator: ", "))]"
        )
      }
    }
    if let expected = expectations.announcements, expected != announcements {
      let list = { (texts: [String]) in texts.map(TraceWriter.quoted).joined(separator: ", ") }
      failures.append(
        "\(Expect.announcements.rawValue): expected [\(list(expected))], got [\(list(announcements))]"
      )
    }
    if let expected = expectations.finalStale, expected != finalStale {
      failures.append("\(Expect.finalStale.rawValue): expected \(expected), got \(finalStale)")
    }
    return failures + contentFailures(of: expectations)
  }

  /// The content states' expectations this transcript does not meet.
  private func contentFailures(of expectations: Trace.Expectations) -> [String] {
    typealias Expect = TraceVocabulary.ExpectKey
    var failures: [String] = []
    let name = TraceVocabulary.contentPhases.name(of:)
    if let expected = expectations.contentPhases, expected != contentPhases {
      let list = { (phases: [ContentPhase]) in phases.map(name).joined(separator: " → ") }
      failures.append(
        "\(Expect.contentPhases.rawValue): expected [\(list(expected))], got "
          + "[\(list(contentPhases))]"
      )
    }
    if let final = expectations.finalContentPhase, final != finalContentPhase {
      failures.append(
        "\(Expect.finalContentPhase.rawValue): expected \(name(final)), got "
          + name(finalContentPhase)
      )
    }
    return failures
  }

  private func loadFailures(of expectations: Trace.Expectations) -> [String] {
    typealias Expect = TraceVocabulary.ExpectKey
    var failures: [String] = []
    if let calls = expectations.loadCalls, calls != loadCalls {
      failures.append("\(Expect.loadCalls.rawValue): expected \(calls), got \(loadCalls)")
    }
    if let expected = expectations.loadResults, expected != loadResults {
      let names = { (list: [LoadMoreOutcome]) in
        list.map(TraceVocabulary.loadResults.name(of:)).joined(separator: ", ")
      }
      failures.append(
        "\(Expect.loadResults.rawValue): expected [\(names(expected))], got [\(names(loadResults))]"
      )
    }
    let footerName = TraceVocabulary.footers.name(of:)
    if let final = expectations.finalFooter, final != finalFooter {
      failures.append(
        "\(Expect.finalFooter.rawValue): expected \(footerName(final)), got \(footerName(finalFooter))"
      )
    }
    if let expected = expectations.footers, expected != footers {
      let list = { (phases: [LoadMorePhase]) in phases.map(footerName).joined(separator: " → ") }
      failures.append(
        "\(Expect.footers.rawValue): expected [\(list(expected))], got [\(list(footers))]"
      )
    }
    return failures
  }
}
