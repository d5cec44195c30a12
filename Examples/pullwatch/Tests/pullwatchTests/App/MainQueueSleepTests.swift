import Testing

@testable import pullwatch

/// The `--every` wait: a main-queue timer that cancelling ends at once.
@MainActor
struct MainQueueSleepTests {
  @Test func cancellingEndsAYearLongSleepAtOnce() async {
    let sleeping = Task { @MainActor in
      try await MainQueueSleep.sleep(for: .seconds(31_536_000))
    }
    sleeping.cancel()
    await #expect(throws: CancellationError.self) { try await sleeping.value }
  }

  @Test func aSleepCancelledBeforeItBeginsEndsAtOnce() async {
    let sleeping = Task { @MainActor in
      withUnsafeCurrentTask { $0?.cancel() }
      try await MainQueueSleep.sleep(for: .seconds(31_536_000))
    }
    await #expect(throws: CancellationError.self) { try await sleeping.value }
  }
}
