import PullToRefresh

/// What a replay produced: every phase change and effect with its time, then a summary.
public struct Transcript: Sendable, Equatable {
  /// One line of the transcript.
  public struct Line: Sendable, Equatable {
    /// When it happened, from the start of the trace.
    public var at: Duration
    /// What happened.
    public var event: RefreshCoordinator.Event
  }

  /// The lines, in order.
  public var lines: [Line] = []
  /// How many times the action was called.
  public var actionCalls = 0
  /// The outcome of each cycle that finished, in order.
  public var outcomes: [RefreshOutcome] = []
  /// The phase when the replay ended.
  public var finalPhase: RefreshPhase = .idle
  /// When the replay ended: the last event, or later if scheduled work ran on.
  public var endTime: Duration = .zero

  /// The names of the phases entered, in order.
  public var phaseNames: [String] {
    lines.compactMap {
      if case .phaseChanged(let phase) = $0.event { TraceVocabulary.name(of: phase) } else { nil }
    }
  }

  /// The transcript as JSON Lines: one line per phase change and effect, then the summary.
  public func jsonLines() -> String {
    var text = ""
    for line in lines {
      let at = "\"at\":\(TraceWriter.seconds(line.at))"
      switch line.event {
      case .phaseChanged(.finishing(let outcome)):
        text += "{\(at),\"phase\":\"finishing\",\"outcome\":\"\(outcome.rawValue)\"}\n"
      case .phaseChanged(let phase):
        text += "{\(at),\"phase\":\"\(TraceVocabulary.name(of: phase))\"}\n"
      case .actionStarted:
        text += "{\(at),\"effect\":\"actionStarted\"}\n"
      case .actionFinished(let outcome):
        text += "{\(at),\"effect\":\"actionFinished\",\"outcome\":\"\(outcome.rawValue)\"}\n"
      case .haptic:
        text += "{\(at),\"effect\":\"haptic\"}\n"
      case .announcement(let announcement):
        text +=
          "{\(at),\"effect\":\"announcement\",\"text\":\(TraceWriter.quoted(announcement.text))}\n"
      case .restingInsetChanged(let change):
        text += "{\(at),\"effect\":\"restingInset\",\"inset\":\(TraceWriter.number(change.inset)),"
        text += "\"reveals\":\(change.reveals),\"animates\":\(change.animates)}\n"
      }
    }
    let outcomes = self.outcomes.map { "\"\($0.rawValue)\"" }.joined(separator: ",")
    text += "{\"summary\":{\"actionCalls\":\(actionCalls),\"outcomes\":[\(outcomes)],"
    text += "\"phase\":\"\(TraceVocabulary.name(of: finalPhase))\"}}\n"
    return text
  }

  /// The expectations that this transcript does not meet, one message each (empty when all hold).
  public func failures(of expectations: Trace.Expectations) -> [String] {
    var failures: [String] = []
    if let calls = expectations.actionCalls, calls != actionCalls {
      failures.append("actionCalls: expected \(calls), got \(actionCalls)")
    }
    if let expected = expectations.outcomes, expected != outcomes {
      let names = { (list: [RefreshOutcome]) in list.map(\.rawValue).joined(separator: ", ") }
      failures.append("outcomes: expected [\(names(expected))], got [\(names(outcomes))]")
    }
    if let final = expectations.finalPhase, final != TraceVocabulary.name(of: finalPhase) {
      failures.append("finalPhase: expected \(final), got \(TraceVocabulary.name(of: finalPhase))")
    }
    let seen = phaseNames
    if let wanted = expectations.phases {
      var remaining = seen[...]
      for name in wanted {
        guard let index = remaining.firstIndex(of: name) else {
          failures.append(
            "phases: expected \(wanted.joined(separator: " → ")) in order, got "
              + seen.joined(separator: " → ")
          )
          break
        }
        remaining = remaining[(index + 1)...]
      }
    }
    for name in expectations.never ?? [] where seen.contains(name) {
      failures.append("never: phase \(name) appeared")
    }
    return failures
  }
}
