// Dispatch stand-in, used ONLY by the platform passes of check-apple-code.sh (Foundation's
// stand-in re-exports it, as Foundation does on Apple platforms). Not the real library, and not
// used by the Linux pass, which uses swift-corelibs-libdispatch.
// Follows: Apple's documentation of Dispatch (2026 snapshot) for the names, shapes and
// availability of the little it declares (the queues an app hands to `NWPathMonitor.start(queue:)`
// and friends); the SDK's Dispatch overlay is not in the index. Conventions: see
// Stubs/SwiftUI/View.swift. Behaviour is not modelled (bodies are placeholders).

// docs: A class that contains the quality-of-service information for a task.
// (A struct: `DispatchQoS`, with the class `DispatchQoS.QoSClass`.)
public struct DispatchQoS: Equatable, Sendable {
  // docs: Quality-of-service classes that specify the priorities for executing tasks.
  public enum QoSClass: Sendable {
    case background
    case utility
    case `default`
    case userInitiated
    case userInteractive
    case unspecified
  }
  // docs: The quality-of-service class.
  public let qosClass: DispatchQoS.QoSClass
  // docs: The relative priority within the QoS class.
  public let relativePriority: Int
  // docs: Creates a quality-of-service object with the specified class and relative priority.
  public init(qosClass: DispatchQoS.QoSClass, relativePriority: Int) {
    self.qosClass = qosClass
    self.relativePriority = relativePriority
  }
  // docs: The quality-of-service class for maintenance or cleanup tasks that you create.
  public static let background = DispatchQoS(qosClass: .background, relativePriority: 0)
  // docs: The quality-of-service class for tasks that the user does not track actively.
  public static let utility = DispatchQoS(qosClass: .utility, relativePriority: 0)
  // docs: The default quality-of-service class.
  public static let `default` = DispatchQoS(qosClass: .default, relativePriority: 0)
  // docs: The quality-of-service class for tasks that prevent the user from actively using your
  // app.
  public static let userInitiated = DispatchQoS(qosClass: .userInitiated, relativePriority: 0)
  // docs: The quality-of-service class for user-interactive tasks, such as animations, event
  // handling, or updating your app's user interface.
  public static let userInteractive = DispatchQoS(qosClass: .userInteractive, relativePriority: 0)
  // docs: The absence of a quality-of-service class.
  public static let unspecified = DispatchQoS(qosClass: .unspecified, relativePriority: 0)
}

// docs: A point in time relative to the default clock, with nanosecond precision.
public struct DispatchTime: Comparable, Sendable {
  // docs: The number of nanoseconds since boot, excluding the time the system spent asleep.
  public let uptimeNanoseconds: UInt64
  // docs: Creates a time relative to the system clock that ticks since boot.
  public init(uptimeNanoseconds: UInt64) { self.uptimeNanoseconds = uptimeNanoseconds }
  // docs: Returns the current time.
  public static func now() -> DispatchTime { DispatchTime(uptimeNanoseconds: 0) }  // GUESS: body
  public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool {
    lhs.uptimeNanoseconds < rhs.uptimeNanoseconds
  }
  // docs: (the `+` operator with a number of seconds)
  public static func + (time: DispatchTime, seconds: Double) -> DispatchTime { time }  // GUESS
}

// docs: An object that manages the execution of tasks serially or concurrently on your app's
// main thread or on a background thread.
// DIFFERENCE: the work closures are `@Sendable () -> Void`, without the SDK's
// `@convention(block)` (no Objective-C blocks here).
open class DispatchQueue: @unchecked Sendable {
  // docs: Attributes that define the behavior of a dispatch queue.
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    // docs: The dispatch queue executes tasks concurrently.
    public static let concurrent = Attributes(rawValue: 1 << 1)
    // docs: The newly created dispatch queue is inactive.
    public static let initiallyInactive = Attributes(rawValue: 1 << 2)
  }
  // docs: Creates a new dispatch queue to which you can submit blocks.
  public init(
    label: String,
    qos: DispatchQoS = .unspecified,
    attributes: DispatchQueue.Attributes = [],
    target: DispatchQueue? = nil
  ) {}
  // docs: The dispatch queue associated with the main thread of the current process.
  public class var main: DispatchQueue { DispatchQueue(label: "main") }  // GUESS: body
  // docs: Returns the global system queue with the specified quality-of-service class.
  public class func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
    DispatchQueue(label: "global")  // GUESS: body
  }
  // docs: The label you assigned to the dispatch queue at creation time.
  public var label: String { "" }  // GUESS: body
  // docs: Schedules a block asynchronously for execution.
  public func async(qos: DispatchQoS = .unspecified, execute work: @escaping @Sendable () -> Void) {}
  // docs: Schedules a block for execution using the specified attributes, and returns
  // immediately.
  public func asyncAfter(
    deadline: DispatchTime,
    qos: DispatchQoS = .unspecified,
    execute work: @escaping @Sendable () -> Void
  ) {}
  // docs: Submits a block object for execution and returns after that block finishes executing.
  public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }
}
