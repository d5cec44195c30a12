import AllocationCounter

/// Times a workload and counts the heap allocations it makes.
enum Benchmark {
  /// Nanoseconds and allocations per event of one measured run, after a warm-up run.
  struct Figures {
    var nanoseconds: Double
    var allocations: Double
  }

  /// Runs `body` once on a tenth of the events to warm up, then `repetitions` measured runs of
  /// `events`: the time is the fastest run's (the one least disturbed by the rest of the
  /// machine), the allocations are counted over all of them.
  static func measure(events: Int, repetitions: Int = 5, _ body: (Int) -> Double) -> Figures {
    sink += body(max(events / 10, 1))
    let clock = ContinuousClock()
    let allocationsBefore = allocation_count()
    var fastest = Duration.seconds(Int64.max)
    for _ in 0..<max(repetitions, 1) {
      let start = clock.now
      sink += body(events)
      fastest = min(fastest, start.duration(to: clock.now))
    }
    let allocations = allocation_count() - allocationsBefore
    let nanoseconds =
      Double(fastest.components.seconds) * 1e9 + Double(fastest.components.attoseconds) / 1e9
    return Figures(
      nanoseconds: nanoseconds / Double(events),
      allocations: Double(allocations) / Double(events * max(repetitions, 1))
    )
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
