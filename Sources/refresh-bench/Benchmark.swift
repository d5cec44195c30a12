import AllocationCounter

/// Times workloads and counts the heap allocations they make.
enum Benchmark {
  /// Nanoseconds and allocations per event of one workload.
  struct Figures {
    var nanoseconds: Double
    var allocations: Double
  }

  /// Runs each workload once on a tenth of the events to warm up, then `rounds` rounds in which
  /// every workload runs `events` once, in turn.
  ///
  /// A workload's time is its fastest round's (the one least disturbed by the rest of the
  /// machine); taking the rounds in turn exposes every workload to the same minutes of load, so
  /// that their ratio means what the code does rather than when it ran. Allocations are counted
  /// over all rounds.
  static func measure(
    events: Int,
    rounds: Int,
    _ workloads: [(Int) -> Double]
  ) -> [Figures] {
    for workload in workloads { sink += workload(max(events / 10, 1)) }
    let clock = ContinuousClock()
    var fastest = Array(repeating: Duration.seconds(Int64.max), count: workloads.count)
    var allocations = Array(repeating: UInt64(0), count: workloads.count)
    for _ in 0..<max(rounds, 1) {
      for (index, workload) in workloads.enumerated() {
        let allocationsBefore = allocation_count()
        let start = clock.now
        sink += workload(events)
        fastest[index] = min(fastest[index], start.duration(to: clock.now))
        allocations[index] += allocation_count() - allocationsBefore
      }
    }
    return workloads.indices.map { index in
      let time = fastest[index]
      let nanoseconds =
        Double(time.components.seconds) * 1e9 + Double(time.components.attoseconds) / 1e9
      return Figures(
        nanoseconds: nanoseconds / Double(events),
        allocations: Double(allocations[index]) / Double(events * max(rounds, 1))
      )
    }
  }

  /// A number with up to two decimals.
  static func format(_ value: Double) -> String {
    let hundredths = (value * 100).rounded()
    let whole = Int(hundredths / 100)
    let fraction = Int(hundredths) % 100
    if fraction == 0 { return "\(whole)" }
    return fraction < 10 ? "\(whole).0\(fraction)" : "\(whole).\(fraction)"
  }

  /// Results are summed here so that the optimizer cannot drop the work.
  nonisolated(unsafe) static var sink = 0.0

  /// Storage that escapes, so that a probe's allocations cannot be optimized away.
  nonisolated(unsafe) static var retained: [Int] = []
}
