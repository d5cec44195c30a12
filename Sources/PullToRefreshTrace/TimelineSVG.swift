import Foundation
import PullToRefresh

/// Draws a replay as an SVG timeline.
///
/// The picture shows the pull over time against the threshold and the resting extent (as the
/// engine resolved them: the transcript's resolved lines), the phases as coloured bands, when the
/// finger was down, each run of the action with its outcome, and the haptics and announcements as
/// markers. It is a fixed 960 × 420 canvas in a plain sans-serif font, and the same trace and
/// transcript always give the same text.
public enum TimelineSVG {
  /// The SVG text for a trace and its transcript.
  ///
  /// Odd input (no pull events, everything at time zero, huge or non-finite values) still gives
  /// a well-formed picture: every coordinate is finite and inside the canvas.
  public static func render(trace: Trace, transcript: Transcript) -> String {
    let model = Model(trace: trace, transcript: transcript)
    var canvas = Canvas(scale: Scale(model: model))
    canvas.drawHeader(model)
    canvas.drawBands(model.phases)
    canvas.drawAxes()
    canvas.drawTouches(model.touches)
    canvas.drawLevels(model.thresholds, style: .threshold)
    canvas.drawLevels(model.restings, style: .resting)
    canvas.drawPull(model.pulls, end: model.end)
    canvas.drawBandLabels(model.phases)
    canvas.drawActions(model.actions)
    canvas.drawMarkers(model.markers)
    return canvas.document(title: model.title)
  }
}

extension TimelineSVG {
  /// A named stretch of time: a phase, a touch, a run of the action.
  struct Span: Equatable {
    /// Seconds from the start.
    var start: Double
    /// Seconds from the start, not before `start`.
    var end: Double
    /// A short key used in class names and colours (`pulling`, `success`, ...).
    var kind: String
    /// The text drawn on it.
    var label: String
  }

  /// A value that holds from `start` to `end`; `nil` where it cannot be known.
  struct Level: Equatable {
    var start: Double
    var end: Double
    var value: Double?
  }

  /// A moment worth a marker: a haptic or an announcement.
  struct Marker: Equatable {
    var at: Double
    /// `haptic` or `announcement`.
    var kind: String
    var label: String
  }

  /// What the picture shows, in seconds and points, with every value finite.
  struct Model {
    /// The longest time drawn, so that absurd input cannot stretch the axis to infinity.
    static let longestTime = 1e9
    /// The largest pull drawn to scale.
    static let largestPull = 1e300

    var title: String
    var subtitle: String
    /// When the replay ended (at least the last event), in seconds.
    var end: Double
    var pulls: [(at: Double, pull: Double)] = []
    var thresholds: [Level] = []
    var restings: [Level] = []
    var phases: [Span] = []
    var touches: [Span] = []
    var actions: [Span] = []
    var markers: [Marker] = []

    init(trace: Trace, transcript: Transcript) {
      let lines = transcript.lines.compactMap { line in
        line.event.map { (at: Self.time(line.at), event: $0) }
      }
      let eventEnd = trace.events.map { Self.time($0.at) }.max() ?? 0
      end = max(Self.time(transcript.endTime), eventEnd, lines.map(\.at).max() ?? 0)
      title = Self.title(of: trace)
      subtitle = Self.subtitle(trace: trace, transcript: transcript, end: end)
      for event in trace.events {
        guard case .scrolled(let pull) = event.input, !pull.isNaN else { continue }
        pulls.append((Self.time(event.at), min(max(pull, -Self.largestPull), Self.largestPull)))
      }
      readThresholds(from: transcript)
      readPhases(from: lines)
      readEffects(from: lines)
      readTouches(of: trace)
    }

    static func time(_ seconds: Double) -> Double {
      seconds.isNaN ? 0 : min(max(seconds, 0), longestTime)
    }

    static func time(_ duration: Duration) -> Double { time(duration / .seconds(1)) }

    /// The threshold and resting extent as the engine resolved them: the transcript's
    /// `resolved` lines, each holding until the next.
    private mutating func readThresholds(from transcript: Transcript) {
      var current: Transcript.ResolvedLengths?
      var start = 0.0
      func close(at stop: Double) {
        guard let current else { return }
        let threshold = current.threshold.flatMap { $0.isFinite ? $0 : nil }
        let resting = current.restingExtent.isFinite ? max(current.restingExtent, 0) : 0
        thresholds.append(Level(start: start, end: stop, value: threshold))
        restings.append(Level(start: start, end: stop, value: resting))
      }
      for line in transcript.lines {
        guard case .resolved(let resolved) = line.content, resolved != current else { continue }
        let at = max(min(Self.time(line.at), end), start)
        if at > start { close(at: at) }
        current = resolved
        start = at
      }
      close(at: end)
    }

    private mutating func readPhases(from lines: [(at: Double, event: RefreshCoordinator.Event)]) {
      // The replay starts idle; that first band is drawn only if it lasts. Every phase entered
      // gets a band, however short.
      var current = Span(start: 0, end: 0, kind: "idle", label: "idle")
      var entered = false
      for line in lines {
        guard case .phaseChanged(let phase) = line.event else { continue }
        current.end = max(line.at, current.start)
        if entered || current.end > current.start { phases.append(current) }
        entered = true
        var label = TraceVocabulary.name(of: phase)
        if case .finishing(let outcome) = phase { label += " · " + Self.name(of: outcome) }
        current = Span(
          start: current.end,
          end: current.end,
          kind: TraceVocabulary.name(of: phase),
          label: label
        )
      }
      current.end = max(end, current.start)
      if entered || current.end > current.start { phases.append(current) }
    }

    private mutating func readEffects(from lines: [(at: Double, event: RefreshCoordinator.Event)]) {
      var started: Double?
      for line in lines {
        switch line.event {
        case .actionStarted:
          if let start = started {
            actions.append(Span(start: start, end: line.at, kind: "open", label: "no end"))
          }
          started = line.at
        case .actionFinished(let outcome):
          guard let start = started else { continue }
          let label = Self.name(of: outcome) + " · " + Canvas.number(line.at - start, 3) + " s"
          let kind = TraceVocabulary.outcomes.name(of: outcome)
          actions.append(Span(start: start, end: line.at, kind: kind, label: label))
          started = nil
        case .haptic:
          markers.append(Marker(at: line.at, kind: "haptic", label: "haptic"))
        case .announcement(let announcement):
          markers.append(Marker(at: line.at, kind: "announcement", label: announcement.text))
        case .phaseChanged, .restingInsetChanged, .loadMorePhaseChanged, .loadStarted,
          .loadFinished, .staleChanged, .contentPhaseChanged, .loadPreviousPhaseChanged,
          .loadPreviousStarted, .loadPreviousFinished, .positionKept:
          break
        }
      }
      if let start = started {
        actions.append(Span(start: start, end: end, kind: "open", label: "never finished"))
      }
    }

    private mutating func readTouches(of trace: Trace) {
      var began: Double?
      for event in trace.events {
        switch event.input {
        case .interactionBegan where began == nil:
          began = Self.time(event.at)
        case .interactionEnded:
          guard let start = began else { continue }
          let stop = max(Self.time(event.at), start)
          touches.append(Span(start: start, end: stop, kind: "touch", label: "finger down"))
          began = nil
        default:
          break
        }
      }
      if let start = began {
        touches.append(Span(start: start, end: end, kind: "touch", label: "finger down"))
      }
    }

    static func name(of outcome: RefreshOutcome) -> String {
      outcome == .timedOut ? "timed out" : TraceVocabulary.outcomes.name(of: outcome)
    }

    private static func title(of trace: Trace) -> String {
      let words = (trace.description ?? "").split(whereSeparator: \.isWhitespace)
      return words.isEmpty ? "Pull-to-refresh timeline" : words.joined(separator: " ")
    }

    private static func subtitle(trace: Trace, transcript: Transcript, end: Double) -> String {
      let configuration = trace.configuration
      var parts = [TraceVocabulary.triggers.name(of: configuration.trigger)]
      switch configuration.threshold {
      case .points(let points):
        parts.append("threshold \(Canvas.number(points, 2)) pt")
      case .fraction(let fraction):
        let viewports = trace.events.filter {
          if case .viewportChanged = $0.input { true } else { false }
        }
        let unknown = trace.viewport == nil && viewports.isEmpty ? " (none given)" : ""
        parts.append("threshold \(Canvas.number(fraction * 100, 2))% of the viewport\(unknown)")
      }
      if let viewport = trace.viewport { parts.append("viewport \(Canvas.number(viewport, 2)) pt") }
      if let timeout = configuration.timeout {
        parts.append("timeout \(Canvas.number(time(timeout), 3)) s")
      }
      let outcome = TraceVocabulary.completions.name(of: trace.action.outcome)
      if let duration = trace.action.duration {
        parts.append("action \(Canvas.number(duration, 3)) s → \(outcome)")
      } else if trace.events.contains(where: {
        if case .actionReturned = $0.input { true } else { false }
      }) {
        parts.append("action ends at its complete events")  // a recorded session
      } else {
        parts.append("action never ends by itself")
      }
      let calls = transcript.actionCalls
      let outcomes = transcript.outcomes.map(name(of:)).joined(separator: ", ")
      parts.append(
        "\(calls) call\(calls == 1 ? "" : "s")" + (outcomes.isEmpty ? "" : ": \(outcomes)")
      )
      parts.append(
        "ends \(TraceVocabulary.name(of: transcript.finalPhase)) at \(Canvas.number(end, 3)) s"
      )
      return parts.joined(separator: " · ")
    }
  }
}

extension TimelineSVG {
  /// Maps seconds and points to the canvas, with tick steps that read well.
  struct Scale {
    let timeMax: Double
    let timeStep: Double
    let pullMax: Double
    let pullStep: Double

    init(model: Model) {
      let end = model.end
      let roughMax = end > 0 ? end * 1.04 : 1
      let step = Self.niceStep(roughMax / 10)
      let nextTick = (end * 1.02 / step).rounded(.up) * step
      timeStep = step
      timeMax = end > 0 && nextTick <= end * 1.1 ? nextTick : roughMax
      let levels = (model.thresholds + model.restings).compactMap(\.value)
      let highest = (model.pulls.map(\.pull) + levels).max() ?? 0
      let roughPull = max(highest * 1.12, 1)
      pullStep = Self.niceStep(roughPull / 5)
      pullMax = (roughPull / pullStep).rounded(.up) * pullStep
    }

    /// 1, 2, 2.5 or 5 times a power of ten, at least `raw`.
    static func niceStep(_ raw: Double) -> Double {
      guard raw.isFinite, raw > 0 else { return 1 }
      let power = pow(10, (log10(raw)).rounded(.down))
      let fraction = raw / power
      let nice =
        fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10
      return nice * power
    }

    var timeTicks: [Double] { Self.ticks(step: timeStep, upTo: timeMax) }
    var pullTicks: [Double] { Self.ticks(step: pullStep, upTo: pullMax) }

    private static func ticks(step: Double, upTo maximum: Double) -> [Double] {
      let ratio = (maximum / step * (1 + 1e-9)).rounded(.down)
      guard ratio >= 1 else { return [0] }
      return (0...Int(min(ratio, 50))).map { Double($0) * step }
    }

    func x(_ seconds: Double) -> Double {
      Self.clamp(
        Layout.left + seconds / timeMax * (Layout.right - Layout.left),
        Layout.left,
        Layout.right
      )
    }

    func y(_ pull: Double) -> Double {
      let height = Layout.plotBottom - Layout.plotTop
      return Self.clamp(
        Layout.plotBottom - pull / pullMax * height,
        Layout.plotTop,
        Layout.plotBottom
      )
    }

    private static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
      value.isNaN ? low : min(max(value, low), high)
    }
  }
}
