import Foundation
import PullToRefresh
import Testing

@testable import PullToRefreshTrace

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The timeline drawing: well-formed, complete, escaped, finite and deterministic.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct TimelineSVGTests {
  /// The README scenario: pull past 90 pt, hold, release; the action succeeds after 1.4 s.
  private func releaseAboveThreshold(description: String? = "Pull, hold and release") -> Trace {
    Trace(
      description: description,
      configuration: RefreshConfiguration(threshold: .points(90), trigger: .onRelease),
      viewport: 600,
      action: .init(duration: 1.4, outcome: .success),
      events: [
        .init(at: 0, .interactionBegan), .init(at: 0.016, .scrolled(edgeOffset: 12.5)),
        .init(at: 0.05, .scrolled(edgeOffset: 60)),
        .init(at: 0.08, .scrolled(edgeOffset: 91)), .init(at: 0.1, .scrolled(edgeOffset: 104)),
        .init(at: 0.3, .interactionEnded), .init(at: 0.33, .scrolled(edgeOffset: 50)),
        .init(at: 0.36, .scrolled(edgeOffset: 0)),
      ]
    )
  }

  private func render(_ trace: Trace) async -> (svg: String, transcript: Transcript) {
    let transcript = await TraceReplayer.replay(trace)
    return (TimelineSVG.render(trace: trace, transcript: transcript), transcript)
  }

  private func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  /// Every number in the geometry attributes, which must all be finite and on the canvas.
  private func coordinates(in svg: String) -> [Double] {
    var numbers: [Double] = []
    for name in ["x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "width", "height", "points", "d"] {
      for part in svg.components(separatedBy: " \(name)=\"").dropFirst() {
        guard let value = part.split(separator: "\"", maxSplits: 1).first else { continue }
        let tokens = value.split { !("0123456789.-eE".contains($0)) }
        numbers += tokens.map { Double($0) ?? .nan }
      }
    }
    return numbers
  }

  /// Checks that the text is well-formed XML with an `svg` root; returns the title's text.
  @discardableResult
  private func checkWellFormed(_ svg: String) throws -> String? {
    #if canImport(FoundationXML) || os(macOS)
    let document = try XMLDocument(xmlString: svg, options: [])
    let root = try #require(document.rootElement())
    #expect(root.name == "svg")
    return root.elements(forName: "title").first?.stringValue
    #else
    #expect(svg.hasPrefix("<?xml") && svg.hasSuffix("</svg>\n"))
    #expect(count("<svg ", in: svg) == 1)
    return nil
    #endif
  }

  private func checkFiniteAndOnCanvas(_ svg: String) {
    let lowered = svg.lowercased()
    #expect(!lowered.contains("nan"))
    #expect(!lowered.contains("inf"))
    let numbers = coordinates(in: svg)
    #expect(!numbers.isEmpty)
    #expect(numbers.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 960 })
  }

  @Test func drawsEveryPartOfAPullAndRelease() async throws {
    let (svg, transcript) = await render(releaseAboveThreshold())
    let title = try checkWellFormed(svg)
    if let title { #expect(title == "Pull, hold and release") }
    #expect(svg.contains("width=\"960\" height=\"420\""))
    #expect(count("<polyline ", in: svg) == 1)
    #expect(svg.contains("class=\"pull\""))
    #expect(svg.contains(">threshold 90 pt</text>"))
    #expect(svg.contains(">resting extent 62 pt</text>"))
    #expect(transcript.phaseNames == ["pulling", "armed", "refreshing", "finishing", "idle"])
    for phase in ["pulling", "armed", "refreshing", "finishing"] {
      #expect(count("class=\"band band-\(phase)\"", in: svg) == 1, "band for \(phase)")
    }
    // The idle stretch before the first pull, and the idle phase entered at the end.
    #expect(count("class=\"band band-idle\"", in: svg) == 2)
    #expect(count("class=\"action ", in: svg) == 1)
    #expect(svg.contains("class=\"action action-success\""))
    #expect(svg.contains(">action · success · 1.4 s</text>"))
    #expect(count("class=\"marker marker-haptic\"", in: svg) == 1)
    #expect(count("class=\"marker marker-announcement\"", in: svg) == 2)
    #expect(svg.contains(">haptic</text>"))
    #expect(svg.contains(">Refreshing</text>"))
    #expect(svg.contains(">Updated</text>"))
    #expect(count("class=\"finger\"", in: svg) == 1)
    #expect(svg.contains(">time (s)</text>"))
    #expect(svg.contains(">pull (pt)</text>"))
    checkFiniteAndOnCanvas(svg)
  }

  @Test func escapesTheTitle() async throws {
    let description = "Fails <fast> & \"loud\" 'twice'"
    let (svg, _) = await render(releaseAboveThreshold(description: description))
    let title = try checkWellFormed(svg)
    if let title { #expect(title == description) }
    #expect(svg.contains("Fails &lt;fast&gt; &amp; &quot;loud&quot; &apos;twice&apos;"))
    #expect(!svg.contains("<fast>"))
    #expect(!svg.contains("& "))
  }

  @Test func isDeterministic() async {
    let trace = releaseAboveThreshold()
    let (first, transcript) = await render(trace)
    #expect(TimelineSVG.render(trace: trace, transcript: transcript) == first)
    #expect(await render(trace).svg == first)
  }

  @Test func labelsFailuresAndTimeouts() async throws {
    let failing = Trace(
      configuration: RefreshConfiguration(threshold: .points(60), restingExtent: 40),
      action: .init(duration: 0.5, outcome: .failure),
      events: [.init(at: 0.2, .refreshRequested(.programmatic))]
    )
    let (failed, _) = await render(failing)
    try checkWellFormed(failed)
    #expect(svg(failed, containsOne: "action action-failure"))
    #expect(failed.contains(">Refresh failed</text>"))
    #expect(failed.contains("Pull-to-refresh timeline"))

    let stuck = Trace(
      configuration: RefreshConfiguration(timeout: .seconds(2)),
      action: .init(duration: nil),
      events: [.init(at: 0.5, .refreshRequested(.programmatic))]
    )
    let (timedOut, transcript) = await render(stuck)
    #expect(transcript.outcomes == [.timedOut])
    try checkWellFormed(timedOut)
    #expect(svg(timedOut, containsOne: "action action-timedOut"))
    #expect(timedOut.contains("timed out · 2 s</text>"))
    checkFiniteAndOnCanvas(timedOut)
  }

  private func svg(_ svg: String, containsOne className: String) -> Bool {
    count("class=\"\(className)\"", in: svg) == 1
  }

  @Test func drawsAnActionThatNeverFinishesToTheEnd() {
    let trace = Trace(events: [.init(at: 0.5, .refreshRequested(.programmatic))])
    var transcript = Transcript()
    transcript.lines = [
      .init(at: .milliseconds(500), event: .phaseChanged(.refreshing)),
      .init(at: .milliseconds(500), event: .actionStarted),
    ]
    transcript.endTime = .seconds(2)
    let svg = TimelineSVG.render(trace: trace, transcript: transcript)
    #expect(svg.contains("class=\"action action-open\""))
    #expect(svg.contains("never finished</text>"))
    checkFiniteAndOnCanvas(svg)
  }

  /// A recorded session's action has no duration but ends at its `complete` events.
  @Test func aRecordedActionIsNotCalledEndless() async {
    let recorded = Trace(
      action: .init(duration: nil),
      events: [
        .init(at: 0, .refreshRequested(.programmatic)), .init(at: 0.8, .actionReturned(.success)),
      ]
    )
    let (svg, _) = await render(recorded)
    #expect(svg.contains("action ends at its complete events"))
    #expect(!svg.contains("never ends by itself"))
    let endless = Trace(
      action: .init(duration: nil),
      events: [.init(at: 0, .refreshRequested(.programmatic))]
    )
    #expect(await render(endless).svg.contains("action never ends by itself"))
  }

  @Test func stepsTheThresholdWhenTheViewportChanges() async throws {
    let trace = Trace(
      configuration: RefreshConfiguration(threshold: .fraction(0.2), restingExtent: 62),
      viewport: 500,
      events: [
        .init(at: 0, .interactionBegan), .init(at: 0.1, .scrolled(edgeOffset: 40)),
        .init(at: 0.5, .viewportChanged(250)),
        .init(at: 0.6, .interactionEnded), .init(at: 0.7, .scrolled(edgeOffset: 0)),
      ]
    )
    let (svg, _) = await render(trace)
    try checkWellFormed(svg)
    #expect(svg.contains(">threshold 50 pt</text>"))  // 20 % of the last viewport
    #expect(svg.contains(">resting extent 50 pt</text>"))  // capped by the threshold
    let path = try #require(
      svg.components(separatedBy: "class=\"threshold\"").first?.split(separator: "<").last
    )
    #expect(path.contains("V"))  // one step, from 100 pt down to 50 pt
    checkFiniteAndOnCanvas(svg)
  }

  @Test(arguments: [
    Trace(events: []),
    Trace(events: [
      .init(at: 0, .interactionBegan), .init(at: 0, .scrolled(edgeOffset: 100)),
      .init(at: 0, .interactionEnded),
    ]),
    Trace(
      configuration: RefreshConfiguration(threshold: .fraction(0.5)),
      events: [
        .init(at: 0, .interactionBegan), .init(at: 0.1, .scrolled(edgeOffset: 1e200)),
        .init(at: 0.2, .scrolled(edgeOffset: 5)),
        .init(at: 30, .interactionEnded),
      ]
    ),
    Trace(events: [.init(at: 0, .interactionBegan), .init(at: 1e-9, .scrolled(edgeOffset: 0.001))]),
  ])
  func survivesOddTraces(trace: Trace) async throws {
    let (svg, _) = await render(trace)
    try checkWellFormed(svg)
    #expect(count("<polyline ", in: svg) == 1)
    checkFiniteAndOnCanvas(svg)
  }

  @Test func survivesValuesNoReplayProduces() throws {
    let trace = Trace(
      viewport: .infinity,
      events: [
        .init(at: .nan, .scrolled(edgeOffset: .nan)),
        .init(at: 1, .scrolled(edgeOffset: .infinity)), .init(at: 2, .scrolled(edgeOffset: -50)),
        .init(at: .infinity, .interactionBegan), .init(at: 3, .viewportChanged(-1)),
      ]
    )
    var transcript = Transcript()
    transcript.lines = [
      .init(at: .seconds(5), event: .phaseChanged(.pulling)),
      .init(at: .seconds(1), event: .actionFinished(.success)),
      .init(at: .seconds(4), event: .phaseChanged(.finishing(.timedOut))),
    ]
    transcript.endTime = .seconds(-3)
    let svg = TimelineSVG.render(trace: trace, transcript: transcript)
    try checkWellFormed(svg)
    checkFiniteAndOnCanvas(svg)
  }
}
