// refresh-replay: replays gesture traces through the real coordinator on a virtual clock.
import Foundation
import PullToRefreshTrace

let usage = """
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
        { "at": 0.3, "interaction": "ended", "velocity": 0 }
      ],
      "expect": { "actionCalls": 1, "outcomes": ["success"], "finalPhase": "idle",
                  "phases": ["armed", "refreshing"], "never": [] }
    }

  Events: interaction began/ended (velocity optional), pull (negative: scrolled into the
  content), refresh ("programmatic", "accessibility" or "scheduled"), complete ("success" or "failure"),
  cancel, disappear, isRefreshing, viewport. After the last event, virtual time runs on until
  nothing is scheduled. The whole format: Docs/TraceFormat.md.

  Exit status: 0 on success; 1 when --check finds an unmet expectation; 2 for a malformed trace
  or bad arguments (one line on standard error).
  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("refresh-replay: \(message)\n".utf8))
  exit(2)
}

func load(_ path: String) -> Trace {
  guard let data = FileManager.default.contents(atPath: path) else {
    fail("\(path): cannot read the file")
  }
  do {
    return try Trace.decode(from: data)
  } catch {
    fail("\(path): \(error)")
  }
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.isEmpty { fail("no trace given; see --help") }
if arguments.contains("--help") || arguments.contains("-h") {
  print(usage)
  exit(0)
}

if arguments.first == "--check" {
  let files = arguments.dropFirst()
  if files.isEmpty { fail("--check needs at least one trace file") }
  var (passed, failed, skipped) = (0, 0, 0)
  for path in files {
    let trace = load(path)
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
  exit(failed == 0 ? 0 : 1)
}

var svgPath: String?
if arguments.first == "--svg" {
  guard arguments.count >= 2 else { fail("--svg needs an output path and a trace file") }
  svgPath = arguments[1]
  arguments.removeFirst(2)
}
guard arguments.count == 1, let path = arguments.first, !path.hasPrefix("--") else {
  fail(
    "expected one trace file, got \(arguments.isEmpty ? "none" : arguments.joined(separator: " ")); see --help"
  )
}
let trace = load(path)
let transcript = await TraceReplayer.replay(trace)
print(transcript.jsonLines(), terminator: "")
if let svgPath {
  let svg = TimelineSVG.render(trace: trace, transcript: transcript)
  guard FileManager.default.createFile(atPath: svgPath, contents: Data(svg.utf8)) else {
    fail("\(svgPath): cannot write the file")
  }
}
