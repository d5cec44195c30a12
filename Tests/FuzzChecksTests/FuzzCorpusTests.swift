import Foundation
import FuzzChecks
import Testing

/// Every saved fuzz input passes its oracle: the seed corpora and every crash a fuzzer once found
/// (`Fuzz/TARGET/corpus`, `Fuzz/TARGET/crashes`), so a fixed crash stays fixed.
@Suite struct FuzzCorpusTests {
  private static let fuzz = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz")

  /// The saved inputs of one target, as paths under `Fuzz/`.
  static func inputs(of target: String) -> [String] {
    ["corpus", "crashes"].flatMap { folder in
      let names =
        (try? FileManager.default.contentsOfDirectory(
          atPath: fuzz.appendingPathComponent("\(target)/\(folder)").path
        )) ?? []
      return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(target)/\(folder)/\($0)" }
    }
  }

  private func bytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: Self.fuzz.appendingPathComponent(path)))
  }

  @Test(arguments: inputs(of: "trace"))
  @MainActor func traceInput(path: String) async throws {
    #expect(await TraceFuzzCheck.failure(for: try bytes(path)) == nil)
  }

  @Test(arguments: inputs(of: "coordinator"))
  @MainActor func coordinatorInput(path: String) throws {
    #expect(CoordinatorFuzzCheck.failure(for: try bytes(path)) == nil)
  }

  @Test(arguments: ["trace", "coordinator"])
  func everyTargetHasASeedCorpus(target: String) {
    #expect(Self.inputs(of: target).contains { $0.hasPrefix("\(target)/corpus/") })
  }
}
