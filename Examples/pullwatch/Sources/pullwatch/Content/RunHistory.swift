import Foundation

/// How a run kept in the history ended: what the status row says of it.
enum RunExit: Equatable, Sendable, CustomStringConvertible {
  /// The command exited with this status.
  case exited(Int32)
  /// This signal ended the command.
  case signalled(Int32)
  /// The run took longer than `--timeout` and was ended.
  case timedOut
  /// The output reached a limit and the runner ended the command (a success, as in the runner).
  case cut

  /// How `result` ended: cut at a limit, or the command's status.
  init(_ result: CommandResult) {
    if result.wasCut {
      self = .cut
      return
    }
    switch result.status {
    case .exited(let code): self = .exited(code)
    case .signalled(let number): self = .signalled(number)
    }
  }

  /// Whether the run counts as failed: a status other than 0, a signal, or a timeout.
  var isFailure: Bool { self != .exited(0) && self != .cut }

  /// "exit 0", "exit 3", "signal 9", "timed out" or "output cut".
  var description: String {
    switch self {
    case .exited(let code): "exit \(code)"
    case .signalled(let number): "signal \(number)"
    case .timedOut: "timed out"
    case .cut: "output cut"
    }
  }
}

/// One run kept in the history: its number, when it started, how it ended and its raw output.
struct RecordedRun: Equatable, Sendable {
  /// Its place among all the runs since pullwatch started: 1 for the first.
  let number: Int
  /// When it started.
  let started: Date
  /// How it ended.
  let ending: RunExit
  /// Its output as the command wrote it (standard output and error, up to the limits).
  let output: [UInt8]
  /// Whether ``output`` is the buffer of the run kept before it (the same bytes, stored once).
  fileprivate(set) var repeatsPrevious: Bool
}

/// The runs of a command, oldest first, within a count and a byte budget.
///
/// Each run keeps its raw output. A run whose output is the same as the one before it keeps that
/// run's buffer (arrays are copy-on-write), so an output that does not change, as `watch` users
/// mostly see, costs one buffer however many runs show it. The budget counts ``recordCost``
/// bytes for each run and the bytes of each buffer once, except the buffers of the newest two
/// runs (the run shown live and the one `-d` compares it with) and of the run being shown
/// (``record(_:ending:started:keeping:)``), which are always kept: past the budget or
/// ``maximumRuns``, the oldest of the other runs go.
struct RunHistory: Sendable {
  /// The most runs kept when `--history` is not given.
  static let defaultMaximumRuns = 1000
  /// The bytes kept at most, besides the buffers that are always kept: 4 MiB.
  static let defaultByteBudget = 4 << 20
  /// What a run's record costs the budget besides its output, in bytes.
  static let recordCost = 64

  /// The most runs kept (at least 1).
  let maximumRuns: Int
  /// The bytes that the runs may take, besides the buffers that are always kept.
  let byteBudget: Int
  /// The runs kept, oldest first.
  private(set) var runs: [RecordedRun] = []
  /// The bytes of the kept outputs, each shared buffer counted once.
  private(set) var storedByteCount = 0
  /// How many runs were recorded since the start, kept or not.
  private(set) var recordedCount = 0

  /// An empty history that keeps at most `maximumRuns` runs within `byteBudget` bytes.
  init(maximumRuns: Int = defaultMaximumRuns, byteBudget: Int = defaultByteBudget) {
    self.maximumRuns = max(maximumRuns, 1)
    self.byteBudget = max(byteBudget, 0)
  }

  /// What the kept runs cost the budget, with run `kept` shown: their records, and the bytes of
  /// their buffers but for the newest two runs' and `kept`'s.
  func cost(keeping kept: Int? = nil) -> Int {
    var exempt = Set<Int>()
    for index in runs.indices.suffix(2) { exempt.insert(bufferOwner(of: index)) }
    if let kept, let index = index(of: kept) { exempt.insert(bufferOwner(of: index)) }
    let exemptBytes = exempt.reduce(0) { $0 + runs[$1].output.count }
    return storedByteCount - exemptBytes + runs.count * Self.recordCost
  }

  /// The newest run, if any was kept.
  var newest: RecordedRun? { runs.last }

  /// Keeps a run that started at `started` and ended as `ending` with `output`, while run
  /// `kept` (the one shown from the history, if any) stays, besides the budget and one more than
  /// the count.
  ///
  /// The oldest other runs go past the bounds. Returns the run's number.
  @discardableResult
  mutating func record(
    _ output: [UInt8],
    ending: RunExit,
    started: Date,
    keeping kept: Int? = nil
  ) -> Int {
    recordedCount += 1
    let repeats = runs.last.map { $0.output == output } ?? false
    let run = RecordedRun(
      number: recordedCount,
      started: started,
      ending: ending,
      output: repeats ? runs[runs.count - 1].output : output,
      repeatsPrevious: repeats
    )
    if !repeats { storedByteCount += output.count }
    runs.append(run)
    while runs.count > maximumRuns || cost(keeping: kept) > byteBudget {
      // The oldest run that is neither kept nor one of the newest two.
      guard let oldest = runs.indices.dropLast(2).first(where: { runs[$0].number != kept })
      else { break }
      drop(at: oldest)
    }
    // Over the count with only the kept run and the newest two left (`--history 2`): the kept
    // run is one more.
    let keptIsKept = kept.map { index(of: $0) != nil } ?? false
    while runs.count > maximumRuns + (keptIsKept ? 1 : 0) { drop(at: 0) }
    return recordedCount
  }

  /// The kept run numbered `number`, if it is still kept.
  func run(numbered number: Int) -> RecordedRun? {
    index(of: number).map { runs[$0] }
  }

  /// The newest kept run before run `number`, if any.
  func run(before number: Int) -> RecordedRun? {
    runs.last { $0.number < number }
  }

  /// The oldest kept run after run `number`, if any.
  func run(after number: Int) -> RecordedRun? {
    runs.first { $0.number > number }
  }

  /// The kept runs from `radius` before run `number` to `radius` after it, oldest first.
  func runs(around number: Int, radius: Int) -> ArraySlice<RecordedRun> {
    let middle = runs.firstIndex { $0.number >= number } ?? runs.count
    let reach = min(max(radius, 0), runs.count)
    return runs[max(middle - reach, 0)..<min(middle + reach + 1, runs.count)]
  }

  /// How many of the kept runs failed.
  var failedCount: Int { runs.count { $0.ending.isFailure } }

  /// The position of run `number` among the kept runs (numbers rise, with gaps where runs went).
  private func index(of number: Int) -> Int? {
    var low = 0
    var high = runs.count
    while low < high {
      let middle = (low + high) / 2
      if runs[middle].number < number { low = middle + 1 } else { high = middle }
    }
    return low < runs.count && runs[low].number == number ? low : nil
  }

  /// The position of the run that owns the buffer of the run at `index` (the first of the runs
  /// that share it).
  private func bufferOwner(of index: Int) -> Int {
    var owner = index
    while owner > 0, runs[owner].repeatsPrevious { owner -= 1 }
    return owner
  }

  /// Forgets the run at `index`; the run after it owns the buffer they shared, if it shared it
  /// with no run before.
  private mutating func drop(at index: Int) {
    let dropped = runs.remove(at: index)
    let nextShared = index < runs.count && runs[index].repeatsPrevious
    if dropped.repeatsPrevious {
      // The buffer is the run before's: nothing is freed, and a run after that shared it
      // shares it with that run now.
      return
    }
    if nextShared {
      runs[index].repeatsPrevious = false
    } else {
      storedByteCount -= dropped.output.count
    }
  }
}
