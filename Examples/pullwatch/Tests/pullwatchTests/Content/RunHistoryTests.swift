import Foundation
import Testing

@testable import pullwatch

/// The runs kept: bounded by a count and a byte budget, the newest two always, equal outputs
/// stored once.
struct RunHistoryTests {
  /// A date `seconds` after a fixed start, for runs on a manual clock.
  private func date(_ seconds: Double) -> Date { Date(timeIntervalSince1970: 1_000 + seconds) }

  /// `count` bytes of `byte`.
  private func bytes(_ count: Int, of byte: UInt8 = 0x61) -> [UInt8] {
    [UInt8](repeating: byte, count: count)
  }

  /// Where `run`'s output is stored.
  private func storage(_ run: RecordedRun) -> UnsafeRawPointer? {
    run.output.withUnsafeBytes { $0.baseAddress }
  }

  @Test func runsAreNumberedAndKeepTheirTimeAndEnding() {
    var history = RunHistory()
    #expect(history.record(Array("a\n".utf8), ending: .exited(0), started: date(0)) == 1)
    #expect(history.record(Array("b\n".utf8), ending: .exited(3), started: date(2)) == 2)
    #expect(history.record([], ending: .signalled(9), started: date(4)) == 3)
    #expect(history.runs.map(\.number) == [1, 2, 3])
    #expect(history.run(numbered: 2)?.ending == .exited(3))
    #expect(history.run(numbered: 2)?.started == date(2))
    #expect(history.run(numbered: 2)?.output == Array("b\n".utf8))
    #expect(history.failedCount == 2)
    #expect(history.run(numbered: 4) == nil)
  }

  @Test func theCountBoundDropsTheOldest() {
    var history = RunHistory(maximumRuns: 3)
    for index in 1...5 { history.record(bytes(index), ending: .exited(0), started: date(0)) }
    #expect(history.runs.map(\.number) == [3, 4, 5])
    #expect(history.recordedCount == 5)
    #expect(history.storedByteCount == 3 + 4 + 5)
    #expect(history.run(numbered: 2) == nil)
    #expect(history.run(before: 3) == nil)
  }

  @Test func aHistoryOfOneKeepsOnlyTheNewest() {
    var history = RunHistory(maximumRuns: 1)
    history.record(bytes(1), ending: .exited(0), started: date(0))
    history.record(bytes(2), ending: .exited(0), started: date(1))
    #expect(history.runs.map(\.number) == [2])
    // Nonsense bounds are taken as the least there is.
    #expect(RunHistory(maximumRuns: .min, byteBudget: .min).maximumRuns == 1)
  }

  @Test func theByteBudgetDropsTheOldestButKeepsTheNewestTwo() {
    let budget = 1200
    var history = RunHistory(maximumRuns: 100, byteBudget: budget)
    for index in 0..<10 {
      history.record(bytes(300, of: UInt8(index)), ending: .exited(0), started: date(0))
      #expect(history.cost() <= budget)
    }
    // The newest two are besides the budget: two more runs of 300 bytes and four records fit.
    #expect(history.runs.map(\.number) == [7, 8, 9, 10])
    #expect(history.cost() == 600 + 4 * RunHistory.recordCost)
    // Runs each past the budget: the newest two stay, for the live view and -d.
    for index in 0..<4 {
      history.record(bytes(5000, of: UInt8(index)), ending: .exited(0), started: date(0))
    }
    #expect(history.runs.map(\.number) == [13, 14])
    #expect(history.storedByteCount == 10_000)
  }

  @Test func equalOutputsOneAfterAnotherShareOneBuffer() {
    var history = RunHistory(maximumRuns: 100, byteBudget: 1 << 20)
    for _ in 0..<50 { history.record(bytes(10_000), ending: .exited(0), started: date(0)) }
    // Fifty runs of the same 10,000 bytes, made apart, cost one buffer.
    #expect(history.storedByteCount == 10_000)
    #expect(Set(history.runs.map(storage)).count == 1)
    history.record(bytes(10_000, of: 0x62), ending: .exited(0), started: date(0))
    #expect(history.storedByteCount == 20_000)
    #expect(history.runs.filter { !$0.repeatsPrevious }.count == 2)
  }

  @Test func droppingTheFirstOfASharedBufferKeepsItCountedOnce() {
    var history = RunHistory(maximumRuns: 3)
    history.record(bytes(7), ending: .exited(0), started: date(0))
    history.record(bytes(7), ending: .exited(0), started: date(1))
    history.record(bytes(7), ending: .exited(0), started: date(2))
    history.record(bytes(5, of: 0x62), ending: .exited(0), started: date(3))
    #expect(history.runs.map(\.number) == [2, 3, 4])
    #expect(history.storedByteCount == 7 + 5)
    #expect(history.runs.first?.repeatsPrevious == false)
    history.record(bytes(5, of: 0x62), ending: .exited(0), started: date(4))
    history.record(bytes(5, of: 0x62), ending: .exited(0), started: date(5))
    #expect(history.storedByteCount == 5)
  }

  @Test func identicalRunsCostTheBudgetOnlyTheirRecords() {
    var history = RunHistory(maximumRuns: 1_000_000, byteBudget: 64 * RunHistory.recordCost)
    for _ in 0..<1000 { history.record(bytes(1 << 20), ending: .exited(0), started: date(0)) }
    // A megabyte stored once, the newest run's, which the budget does not count: only the
    // records bound how many runs of it stay.
    #expect(history.storedByteCount == 1 << 20)
    #expect(history.runs.count == 64)
    var small = RunHistory(maximumRuns: 1_000_000, byteBudget: 64 * RunHistory.recordCost)
    for _ in 0..<1000 { small.record([], ending: .exited(0), started: date(0)) }
    #expect(small.runs.count == 64)
  }

  @Test func theRunShownStaysWhateverTheBoundsAndTheOthersGoAroundIt() {
    var history = RunHistory(maximumRuns: 4, byteBudget: 0)
    for index in 1...3 {
      history.record(bytes(5000, of: UInt8(index)), ending: .exited(0), started: date(0))
    }
    #expect(history.runs.map(\.number) == [2, 3])
    // Run 2 is shown: later runs push the others out, never it.
    for index in 4...6 {
      history.record(
        bytes(5000, of: UInt8(index)),
        ending: .exited(0),
        started: date(0),
        keeping: 2
      )
    }
    #expect(history.runs.map(\.number) == [2, 5, 6])
    #expect(history.run(numbered: 2)?.output == bytes(5000, of: 2))
    #expect(history.run(numbered: 5)?.number == 5)
    #expect(history.run(numbered: 4) == nil)
    #expect(history.run(after: 2)?.number == 5)
    #expect(history.storedByteCount == 15_000)
    // Shown no longer, it goes at the next run.
    history.record(bytes(5000, of: 7), ending: .exited(0), started: date(0))
    #expect(history.runs.map(\.number) == [6, 7])
    #expect(history.storedByteCount == 10_000)
    // Under the count bound too, the run shown is one more; shown no longer, it goes.
    var two = RunHistory(maximumRuns: 2)
    for number in 1...2 { two.record(bytes(number), ending: .exited(0), started: date(0)) }
    two.record(bytes(3), ending: .exited(0), started: date(0), keeping: 1)
    #expect(two.runs.map(\.number) == [1, 2, 3])
    two.record(bytes(4), ending: .exited(0), started: date(0), keeping: 1)
    #expect(two.runs.map(\.number) == [1, 3, 4])
    two.record(bytes(5), ending: .exited(0), started: date(0))
    #expect(two.runs.map(\.number) == [4, 5])
  }

  @Test func droppingARunBetweenTwoThatShareItsBufferFreesNothing() {
    var history = RunHistory(maximumRuns: 3, byteBudget: 1 << 20)
    for _ in 1...3 { history.record(bytes(100), ending: .exited(0), started: date(0)) }
    history.record(bytes(100), ending: .exited(0), started: date(0), keeping: 1)
    // Run 2 went from between run 1 (shown) and run 3, which still share one buffer.
    #expect(history.runs.map(\.number) == [1, 3, 4])
    #expect(history.storedByteCount == 100)
    #expect(Set(history.runs.map(storage)).count == 1)
    history.record(bytes(50, of: 0x62), ending: .exited(0), started: date(0))
    #expect(history.runs.map(\.number) == [3, 4, 5])
    #expect(history.storedByteCount == 150)
  }

  @Test func neighboursAroundARunStopAtTheEnds() {
    var history = RunHistory()
    for index in 1...10 {
      history.record(bytes(index), ending: index == 4 ? .exited(1) : .exited(0), started: date(0))
    }
    #expect(history.runs(around: 5, radius: 3).map(\.number) == [2, 3, 4, 5, 6, 7, 8])
    #expect(history.runs(around: 1, radius: 3).map(\.number) == [1, 2, 3, 4])
    #expect(history.runs(around: 10, radius: 3).map(\.number) == [7, 8, 9, 10])
    #expect(history.runs(around: 5, radius: .max).count == 10)
    #expect(history.runs(around: .min, radius: .min).map(\.number) == [1])
    #expect(history.run(before: 5)?.number == 4)
    #expect(history.run(after: 5)?.number == 6)
    #expect(history.run(after: 10) == nil)
  }

  @Test func endingsSayHowTheRunEnded() {
    #expect(RunExit.exited(0).description == "exit 0")
    #expect(RunExit.signalled(9).description == "signal 9")
    #expect(RunExit.timedOut.isFailure)
    #expect(!RunExit.cut.isFailure)
    #expect(!RunExit.exited(0).isFailure)
    #expect(RunExit.exited(2).isFailure)
    let cut = CommandResult(status: .signalled(13), output: [], wasCut: true)
    #expect(RunExit(cut) == .cut)
    #expect(
      RunExit(CommandResult(status: .signalled(15), output: [], wasCut: false)) == .signalled(15)
    )
  }
}
