import Foundation
import Testing

@testable import PullToRefreshTrace

/// Every trace in `Traces/` replays and meets its expectations: together they cover every rule of
/// the behaviour contract (Behavior.md).
@MainActor @Suite(.timeLimit(.minutes(2)))
struct TraceLibraryTests {
  nonisolated static let files: [URL] = {
    let directory = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Traces")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map {
      directory.appendingPathComponent($0)
    }
  }()

  @Test func theLibraryCoversTheContract() {
    #expect(Self.files.count >= 40)
  }

  @Test(arguments: files)
  func traceMeetsItsExpectations(file: URL) async throws {
    let trace = try Trace.decode(from: try Data(contentsOf: file))
    let description = try #require(trace.description, "every library trace has a description")
    #expect(!description.isEmpty && !description.contains("\n"))
    let expectations = try #require(trace.expectations, "every library trace has expectations")
    let transcript = await TraceReplayer.replay(trace)
    #expect(transcript.failures(of: expectations) == [], "\(file.lastPathComponent)")
  }
}
