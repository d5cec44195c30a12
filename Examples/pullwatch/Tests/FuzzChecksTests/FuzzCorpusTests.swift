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

  @Test(arguments: inputs(of: "input"))
  func inputDecoderInput(path: String) throws {
    #expect(InputDecoderFuzzCheck.failure(for: try bytes(path)) == nil)
  }

  @Test(arguments: inputs(of: "screen"))
  func screenInput(path: String) throws {
    #expect(ScreenFuzzCheck.failure(for: try bytes(path)) == nil)
  }

  @Test(arguments: inputs(of: "geometry"))
  @MainActor func geometryInput(path: String) throws {
    #expect(GeometryFuzzCheck.failure(for: try bytes(path)) == nil)
  }

  @Test(arguments: ["input", "screen", "geometry"])
  func everyTargetHasASeedCorpus(target: String) {
    #expect(Self.inputs(of: target).contains { $0.hasPrefix("\(target)/corpus/") })
  }
}
