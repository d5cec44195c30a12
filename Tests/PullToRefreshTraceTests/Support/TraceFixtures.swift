import Foundation

@testable import PullToRefreshTrace

/// What the trace tests of a rule's area share: decoding a trace written in the test, reading
/// one of the library's (`Traces/`), and a transcript's event lines.
enum TraceFixtures {
  /// The library's folder, `Traces/` at the repository's root.
  static let tracesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Traces")

  /// The trace `json` says.
  static func decode(_ json: String) throws(TraceError) -> Trace {
    try Trace.decode(from: Data(json.utf8))
  }

  /// The library's trace `name` (without `.json`).
  static func libraryTrace(_ name: String) throws -> Trace {
    let url = tracesDirectory.appendingPathComponent(name + ".json")
    return try Trace.decode(from: try Data(contentsOf: url))
  }

  /// The lines of a transcript that are not resolved lengths or the summary.
  static func eventLines(_ transcript: Transcript) -> [String] {
    transcript.jsonLines().split(separator: "\n").map(String.init).filter {
      !$0.contains(#""resolved""#) && !$0.hasPrefix(#"{"summary""#)
    }
  }
}
