import Foundation
import PullToRefreshTrace

/// The oracle of the trace fuzzer: any bytes are a transcript or a one-line error, never a crash.
///
/// Bytes that decode are replayed twice (the transcripts must match: replay is deterministic),
/// written as JSON Lines (one JSON object per line, the summary last) and drawn as a timeline.
/// Bytes that do not decode give a ``TraceError`` whose description is one non-empty line.
@MainActor
package enum TraceFuzzCheck {
  /// What went wrong with `bytes`, or `nil` when every rule holds.
  package static func failure(for bytes: [UInt8]) async -> String? {
    let trace: Trace
    do {
      trace = try Trace.decode(from: Data(bytes))
    } catch {
      let message = error.description
      if message.isEmpty { return "the error is empty" }
      if message.unicodeScalars.contains(where: isLineBreak) {
        return "the error is more than one line: \(message.debugDescription)"
      }
      return nil
    }
    let transcript = await TraceReplayer.replay(trace)
    let text = transcript.jsonLines()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard text.hasSuffix("\n"), lines.dropLast().allSatisfy(isJSONObject) else {
      return "the transcript is not JSON Lines: \(text.prefix(500).debugDescription)"
    }
    guard lines.dropLast().last?.hasPrefix(#"{"summary":"#) == true else {
      return "the transcript does not end with its summary"
    }
    let again = await TraceReplayer.replay(trace).jsonLines()
    if again != text { return "two replays of one trace differ" }
    let svg = TimelineSVG.render(trace: trace, transcript: transcript)
    if !svg.contains("<svg") || !svg.hasSuffix("</svg>\n") {
      return "the timeline is not SVG: \(svg.prefix(120).debugDescription)"
    }
    if let expectations = trace.expectations { _ = transcript.failures(of: expectations) }
    return nil
  }

  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .lineSeparator
      || scalar.properties.generalCategory == .paragraphSeparator
      || scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
  }

  private static func isJSONObject(_ line: Substring) -> Bool {
    guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) else {
      return false
    }
    return object is [String: Any]
  }
}
