// A copy of the root package's `Fuzz/Checks/FuzzRunner.swift`: change that file, then copy it here;
// Scripts/check-copies.sh keeps the two equal.
import Foundation

/// Runs a fuzz check for libFuzzer, which calls in on the main thread and waits for the answer.
package enum FuzzRunner {
  /// Runs `check` on the main actor, turning the main run loop until it answers, and stops the
  /// process (for libFuzzer to save the input) with the failure on standard error if there is one.
  package static func run(
    _ data: UnsafePointer<UInt8>?,
    _ size: Int,
    check: @escaping @MainActor ([UInt8]) async -> String?
  ) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated {
      let answer = Answer()
      // The main actor's jobs run on the main queue, which the run loop drains.
      Task { @MainActor in answer.failure = .some(await check(bytes)) }
      while answer.failure == nil { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
      if case .some(.some(let failure)) = answer.failure {
        FileHandle.standardError.write(Data("fuzz check failed: \(failure)\n".utf8))
        abort()
      }
    }
    return 0
  }

  @MainActor private final class Answer {
    var failure: String??
  }
}
