// refresh-replay: replays gesture traces through the real coordinator on a virtual clock.
import Foundation
import PullToRefreshTrace

/// `--help`: the commands, an example, and every name of the format, from its one table.
let usage: String = {
  typealias Vocabulary = TraceVocabulary
  func list(_ names: [String]) -> String { names.joined(separator: ", ") }
  func keys<Key: RawRepresentable & CaseIterable>(_: Key.Type) -> String
  where Key.RawValue == String { list(Key.allCases.map(\.rawValue)) }
  let interactions = Vocabulary.InteractionName.allCases.map(\.rawValue)
  let events = Vocabulary.EventKey.kinds.map { key in
    switch key {
    case .interaction: "interaction (\(list(interactions)))"
    case .pull: "pull (negative: scrolled into the content)"
    case .refresh: "refresh (\(list(Vocabulary.requestSources.all)))"
    case .complete: "complete (\(list(Vocabulary.outcomes.all)))"
    case .cancel, .disappear, .attach, .cancelLoad, .resetLoadMore, .cancelPrevious:
      "\(key.rawValue) (true)"
    case .isRefreshing: "isRefreshing (true or false)"
    case .indicatorLength: "indicatorLength (the drawn indicator's length)"
    case .viewport, .at: key.rawValue
    case .content: "content (the content's new length)"
    case .loadMore: "loadMore (\(list(Vocabulary.loadRequestSources.all)))"
    case .completeLoad: "completeLoad (\(list(Vocabulary.loadCompletions.all)))"
    case .configuration:
      "configuration (an object with the configuration keys, over the defaults; the load-more "
        + "distance stays the file's)"
    case .reduceMotion: "reduceMotion (true or false)"
    case .loadsMore: "loadsMore (true or false: load more turned on or off)"
    case .refreshes: "refreshes (true or false: false, a pull refreshes nothing)"
    case .visible: "visible (true or false: the host shown or hidden)"
    case .active: "active (true or false: the app in the foreground or not)"
    case .online: "online (true or false: the network up or down)"
    case .items: "items (the app's new item count, a whole number)"
    case .insets:
      "insets (an object with the insets keys; a key left out keeps its value; the content keeps "
        + "its place on screen, so the pull changes by the old top less the new)"
    case .loadPrevious: "loadPrevious (\(list(Vocabulary.loadRequestSources.all)))"
    case .completePrevious: "completePrevious (\(list(Vocabulary.loadCompletions.all)))"
    case .resetPrevious:
      "resetPrevious (\(list(Vocabulary.HeaderStart.allCases.map(\.rawValue))))"
    case .addsAbove:
      "addsAbove (points of the app's rows that landed above the first visible row; negative: "
        + "removed)"
    case .loadsPrevious: "loadsPrevious (true or false: the top end turned on or off)"
    }
  }
  let sections = [
    "Events (each has \"at\", in seconds, and one of): " + list(events) + ".",
    "Configuration keys: \(keys(Vocabulary.ConfigurationKey.self)); trigger: "
      + "\(list(Vocabulary.triggers.all)); startGate: \(list(Vocabulary.startGates.all)); "
      + "edge: \(list(Vocabulary.edges.all)); policy keys: \(keys(Vocabulary.PolicyKey.self)) "
      + "(seconds or null for staleAfter and every, true or false for the others; absent: off).",
    "Top-level keys: \(keys(Vocabulary.FileKey.self)); loadMore keys: "
      + "\(keys(Vocabulary.LoadMoreKey.self)) (points or {\"fraction\": f}); loadAction (an object, "
      + "or an array of one per load, the last repeating) keys: "
      + "\(keys(Vocabulary.LoadActionKey.self)); result: \(list(Vocabulary.loadCompletions.all)); "
      + "lastUpdated: seconds from the start, 0 or less (null or absent: never updated); "
      + "visible, active, online: the state at the start (default true; the start is no moment); "
      + "action keys: \(keys(Vocabulary.ActionKey.self)) (the app's count as the action returns, "
      + "applied with its outcome); items: the item count at the start (its presence turns content "
      + "states on); insets keys: \(keys(Vocabulary.InsetsKey.self)) (points at the refresh edge "
      + "and at the far edge, default 0; negative counts as 0); loadPrevious keys (its presence "
      + "turns the top end on): \(keys(Vocabulary.LoadPreviousKey.self)) (distance as loadMore's; "
      + "start: \(list(Vocabulary.HeaderStart.allCases.map(\.rawValue)))); previousAction: as "
      + "loadAction, its adds landing above the first visible row; action addsAbove: points "
      + "landing above as the action ends by itself (success or failure).",
    "Expect keys: \(keys(Vocabulary.ExpectKey.self)); footers: \(list(Vocabulary.footers.all)); "
      + "actionStarts: seconds, to the millisecond; announcements: texts; finalStale: true or "
      + "false; contentPhases (every change, in order) and finalContentPhase: "
      + "\(list(Vocabulary.contentPhases.all)); previousStartsAt: seconds, to the millisecond; "
      + "headers (every change, in order) and finalHeader: \(list(Vocabulary.headers.all)); "
      + "keeps: every keepPosition's delta in points, in order, to the thousandth.",
    "Transcript effects: \(keys(Vocabulary.EffectName.self)); a \"resolved\" line gives the "
      + "threshold and resting extent the engine resolved, at the start and when they change; a "
      + "\"footer\" line each footer change; with a policy, a \"stale\" line each change of "
      + "staleness; with items, a \"contentPhase\" line each change of the content phase; a "
      + "\"header\" line each header change; actionStarted carries \"scheduled\": true for a "
      + "scheduled refresh; previousFinished carries its result, keepPosition its delta.",
    "After the last event the policy stops, and virtual time runs on until the cycle and the "
      + "page load in flight have ended. The whole format: Docs/TraceFormat.md.",
    "Exit status: 0 on success; 1 when --check finds an unmet expectation; 2 for a malformed "
      + "trace or bad arguments (one line on standard error).",
  ]
  let header = """
    usage: refresh-replay FILE                  print the transcript (JSON Lines)
           refresh-replay --svg OUT.svg FILE    also draw the timeline as SVG
           refresh-replay --check FILE...       replay each trace and check its "expect" object
           refresh-replay --help

    A trace is one JSON object: a configuration, how the action behaves, and timed events.

      {
        "description": "pull past the threshold and release",
        "configuration": { "threshold": 90, "trigger": "onRelease" },
        "viewport": 600,
        "action": { "duration": 1.4, "outcome": "success" },
        "events": [
          { "at": 0.0, "interaction": "began" },
          { "at": 0.1, "pull": 95 },
          { "at": 0.3, "interaction": "ended" },
          { "at": 0.4, "pull": 0 }
        ],
        "expect": { "actionCalls": 1, "outcomes": ["success"], "finalPhase": "idle",
                    "phases": ["armed", "refreshing"], "never": [], "restingInsets": [62, 0] }
      }
    """
  return ([header] + sections.map { wrapped($0, width: 96) }).joined(separator: "\n\n")
}()

/// `text` broken at spaces into lines of at most `width` characters.
func wrapped(_ text: String, width: Int) -> String {
  var lines: [String] = []
  var line = ""
  for word in text.split(separator: " ") {
    if !line.isEmpty, line.count + 1 + word.count > width {
      lines.append(line)
      line = ""
    }
    line += (line.isEmpty ? "" : " ") + word
  }
  if !line.isEmpty { lines.append(line) }
  return lines.joined(separator: "\n")
}

/// A reason the command cannot go on: one line for standard error, then exit status 2.
struct CommandFailure: Error {
  let message: String
}

func load(_ path: String) throws(CommandFailure) -> Trace {
  guard let data = FileManager.default.contents(atPath: path) else {
    throw CommandFailure(message: "\(path): cannot read the file")
  }
  do {
    return try Trace.decode(from: data)
  } catch {
    throw CommandFailure(message: "\(path): \(error)")
  }
}

/// Replays each trace and checks its expectations; returns the exit status.
func check(_ files: ArraySlice<String>) async throws(CommandFailure) -> Int32 {
  if files.isEmpty { throw CommandFailure(message: "--check needs at least one trace file") }
  var (passed, failed, skipped) = (0, 0, 0)
  for path in files {
    let trace = try load(path)
    let transcript = await TraceReplayer.replay(trace)
    guard let expectations = trace.expectations else {
      skipped += 1
      print("SKIP \(path): no \"expect\" object")
      continue
    }
    let failures = transcript.failures(of: expectations)
    if failures.isEmpty {
      passed += 1
      print("PASS \(path)")
    } else {
      failed += 1
      print("FAIL \(path)")
      for failure in failures { print("  \(failure)") }
    }
  }
  print("\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : ""))
  return failed == 0 ? 0 : 1
}

/// Replays one trace, prints its transcript and draws its timeline if asked.
func replay(_ arguments: [String]) async throws(CommandFailure) {
  var arguments = arguments
  var svgPath: String?
  if arguments.first == "--svg" {
    guard arguments.count >= 2 else {
      throw CommandFailure(message: "--svg needs an output path and a trace file")
    }
    svgPath = arguments[1]
    arguments.removeFirst(2)
  }
  guard arguments.count == 1, let path = arguments.first, !path.hasPrefix("--") else {
    let given = arguments.isEmpty ? "none" : arguments.joined(separator: " ")
    throw CommandFailure(message: "expected one trace file, got \(given); see --help")
  }
  let trace = try load(path)
  let transcript = await TraceReplayer.replay(trace)
  print(transcript.jsonLines(), terminator: "")
  if let svgPath {
    let svg = TimelineSVG.render(trace: trace, transcript: transcript)
    guard FileManager.default.createFile(atPath: svgPath, contents: Data(svg.utf8)) else {
      throw CommandFailure(message: "\(svgPath): cannot write the file")
    }
  }
}

/// Runs the command; returns the exit status.
///
/// Nothing it made is alive when the process exits (the leak sanitizer checks at exit), so a
/// failure is thrown up to here, not exited from.
func main(_ arguments: [String]) async -> Int32 {
  do throws(CommandFailure) {
    if arguments.isEmpty { throw CommandFailure(message: "no trace given; see --help") }
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage)
      return 0
    }
    if arguments.first == "--check" { return try await check(arguments.dropFirst()) }
    try await replay(arguments)
    return 0
  } catch {
    FileHandle.standardError.write(Data("refresh-replay: \(error.message)\n".utf8))
    return 2
  }
}

exit(await main(Array(CommandLine.arguments.dropFirst())))
