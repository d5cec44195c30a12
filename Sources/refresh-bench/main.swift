// Measures the engine's hot path: one scroll event through the state machine and through the
// coordinator, against the bare pull and progress formulas. Prints `name: value unit` lines.
//
//   swift run -c release refresh-bench [--events N]
import AllocationCounter
import PullToRefresh

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

var eventCount = 1_000_000
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.count == 2, arguments[0] == "--events", let parsed = Int(arguments[1]), parsed > 0 {
  eventCount = parsed
} else if !arguments.isEmpty {
  let message = "refresh-bench: usage: refresh-bench [--events N] (N a positive whole number)\n"
  _ = message.withCString { write(2, $0, strlen($0)) }
  exit(2)
}

// The counter must see a workload that certainly allocates, or its zeros mean nothing.
let probe = Benchmark.measure(
  events: 1000,
  rounds: 1,
  [
    { count in
      var total = 0.0
      for index in 0..<count {
        Benchmark.retained = [index, index + 1]
        total += Double(Benchmark.retained.count)
      }
      return total
    }
  ]
)
if allocation_counting_supported() != 0, probe[0].allocations < 1 {
  let message =
    "refresh-bench: the allocation counter saw no allocation in a workload that makes one\n"
  _ = message.withCString { write(2, $0, strlen($0)) }
  exit(1)
}

let stream = ScrollStream()
// The formulas and the machine take turns over many short rounds, so that their ratio compares
// the two under the same load; the coordinator, a hundred times slower, needs fewer.
let formulasAndMachine = Benchmark.measure(
  events: eventCount,
  rounds: 40,
  [
    { stream.runFormulas(events: $0) },
    { stream.runMachine(events: $0) },
    { stream.runMachine(events: $0, ends: .far) },
    { stream.runMachine(events: $0, ends: .both) },
  ]
)
let baseline = formulasAndMachine[0]
let machine = formulasAndMachine[1]
let machineLoadingMore = formulasAndMachine[2]
let machineBothEnds = formulasAndMachine[3]
let coordinators = Benchmark.measure(
  events: eventCount,
  rounds: 5,
  [
    { stream.runCoordinator(events: $0) },
    { stream.runCoordinator(events: $0, ends: .far) },
    { stream.runCoordinator(events: $0, ends: .both) },
  ]
)
let coordinator = coordinators[0]
let coordinatorLoadingMore = coordinators[1]
let coordinatorBothEnds = coordinators[2]

print("events: \(eventCount)")
print("baseline.math: \(Benchmark.format(baseline.nanoseconds)) ns/event")
print("machine.scroll: \(Benchmark.format(machine.nanoseconds)) ns/event")
print(
  "machine.scroll.ratio: \(Benchmark.format(machine.nanoseconds / baseline.nanoseconds))x baseline.math"
)
print("machine.scroll.allocations: \(Benchmark.format(machine.allocations)) per event")
print("coordinator.scroll: \(Benchmark.format(coordinator.nanoseconds)) ns/event")
print("coordinator.scroll.allocations: \(Benchmark.format(coordinator.allocations)) per event")
// The same with loading near the end on, away from the end: it must cost next to nothing more.
print("machine.scroll.loadMore: \(Benchmark.format(machineLoadingMore.nanoseconds)) ns/event")
print(
  "machine.scroll.loadMore.allocations: \(Benchmark.format(machineLoadingMore.allocations)) per event"
)
print(
  "coordinator.scroll.loadMore: \(Benchmark.format(coordinatorLoadingMore.nanoseconds)) ns/event"
)
print(
  "coordinator.scroll.loadMore.allocations: "
    + "\(Benchmark.format(coordinatorLoadingMore.allocations)) per event"
)
// Both ends and content states on (the top end loading): the same budget against the floor.
print("machine.scroll.bothEnds: \(Benchmark.format(machineBothEnds.nanoseconds)) ns/event")
print(
  "machine.scroll.bothEnds.ratio: "
    + "\(Benchmark.format(machineBothEnds.nanoseconds / baseline.nanoseconds))x baseline.math"
)
print(
  "machine.scroll.bothEnds.allocations: \(Benchmark.format(machineBothEnds.allocations)) per event"
)
print("coordinator.scroll.bothEnds: \(Benchmark.format(coordinatorBothEnds.nanoseconds)) ns/event")
print(
  "coordinator.scroll.bothEnds.allocations: "
    + "\(Benchmark.format(coordinatorBothEnds.allocations)) per event"
)
if allocation_counting_supported() == 0 {
  print("note: allocations are not counted on this platform; their figures read 0")
}
