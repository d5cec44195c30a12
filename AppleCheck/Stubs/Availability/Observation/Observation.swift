// Observation stand-in, used ONLY by the availability pass of AppleCheck/check-apple-code.sh, and
// only when the toolchain ships no Observation.swiftinterface to rebuild for the fake iOS SDK
// (Swift 6.3.1 does ship one; the script prefers it).
// Follows: the iOS 18.0 SDK (Xcode 16) as documented on developer.apple.com (2026 snapshot);
// Observation's availability (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS by inheritance).
// Just enough for the `@Observable` expansion of the toolchain's ObservationMacros plugin to
// compile (found with `-Xfrontend -dump-macro-expansions`): the registrar members the expansion
// calls, the `Observable` protocol and the three macro declarations.

// docs: A type that emits notifications to observers when underlying data changes.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol Observable {}

// docs: Defines and implements conformance of the Observable protocol.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@attached(
  member,
  names: named(_$observationRegistrar),
  named(access),
  named(withMutation),
  named(shouldNotifyObservers)
)
@attached(memberAttribute)
@attached(extension, conformances: Observable)
public macro Observable() =
  #externalMacro(module: "ObservationMacros", type: "ObservableMacro")

// docs: Synthesizes a property for accessors.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`_`))
public macro ObservationTracked() =
  #externalMacro(module: "ObservationMacros", type: "ObservationTrackedMacro")

// docs: Disables observation tracking of a property.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@attached(accessor)
public macro ObservationIgnored() =
  #externalMacro(module: "ObservationMacros", type: "ObservationIgnoredMacro")

// docs: Provides storage for tracking and access to data changes.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ObservationRegistrar: Sendable {
  // docs: Creates an instance of the observation registrar.
  public init() {}
  // docs: Registers access to a specific property for observation.
  public func access<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {}
  // docs: A property observation called before setting the value of the subject.
  public func willSet<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {}
  // docs: A property observation called after setting the value of the subject.
  public func didSet<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {}
  // docs: Identifies mutations to the transactions registered for observers.
  public func withMutation<Subject: Observable, Member, T>(
    of subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ mutation: () throws -> T
  ) rethrows -> T { try mutation() }
}

// docs: Tracks access to properties.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public func withObservationTracking<T>(
  _ apply: () -> T,
  onChange: @autoclosure () -> @Sendable () -> Void
) -> T { apply() }
