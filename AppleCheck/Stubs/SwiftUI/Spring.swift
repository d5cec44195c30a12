// SwiftUI declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16), SwiftUICore arm64-apple-ios.swiftinterface; this file:
// `Spring`, the physics behind spring animations (SwiftUICore), and the standard number types'
// `VectorArithmetic` conformances it computes with.
// Conventions (`// SDK 18`, `// docs:`, `// GUESS`, `// DIFFERENCE`, availability): see View.swift.
//
// Why it is here: an app imports SwiftUI next to PullToRefreshUI, so SwiftUI's top-level names are
// in scope beside the package's; with `Spring` declared here, a package type of the same name is
// ambiguous in the check exactly as in Xcode (the names pass reports it first).
//
// Sources. `Spring` itself was not located in the index's copy of SwiftUICore.swiftinterface (a
// 982,545-character file, read in 16,000-character pages; about half was read). What the SDK was
// seen to say: `Spring` is SwiftUICore's (SDK 18 @~627000: `SpringKeyframe.init(_:duration:
// spring: SwiftUICore.Spring = Spring(), startVelocity:)`, so `Spring()` is valid), and the number
// conformances below (SDK 18 @~397000). The declarations of `Spring` are Apple's documentation
// pages (developer.apple.com/documentation/swiftui/spring, 2026 snapshot: iOS 17.0, macOS 14.0,
// tvOS 17.0, watchOS 10.0, visionOS 1.0; conforms to Equatable, Hashable, Sendable), which omit
// underscored attributes and give no `@available` per member: the members take the type's.

// MARK: - VectorArithmetic conformances

// SDK 18 (SwiftUICore @~397000): `extension Swift.Float : SwiftUICore.VectorArithmetic`, with
// `@_transparent` members.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Float: VectorArithmetic {
  @_transparent public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  @_transparent public var magnitudeSquared: Double {
    @_transparent get { return Double(self * self) }
  }
}

// SDK 18 (SwiftUICore @~397000): `extension Swift.Double : SwiftUICore.VectorArithmetic`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Double: VectorArithmetic {
  @_transparent public mutating func scale(by rhs: Double) { self *= rhs }
  @_transparent public var magnitudeSquared: Double {
    @_transparent get { return self * self }
  }
}

// SDK 18 (SwiftUICore @~397000): `extension CoreFoundation.CGFloat : SwiftUICore.VectorArithmetic`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CGFloat: VectorArithmetic {
  @_transparent public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  @_transparent public var magnitudeSquared: Double {
    @_transparent get { return Double(self * self) }
  }
}

// MARK: - Spring

// docs: A representation of a spring's motion.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct Spring: Hashable, Sendable {
  private var parameters: [Double] = []  // GUESS: storage
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Spring {
  // docs: Creates a spring with the specified duration and bounce.
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
    parameters = [duration, bounce]  // GUESS: body
  }

  // docs: Creates a spring with the specified mass, stiffness, and damping.
  public init(
    mass: Double = 1.0,
    stiffness: Double,
    damping: Double,
    allowOverDamping: Bool = false
  ) {
    parameters = [mass, stiffness, damping]  // GUESS: body
  }

  // docs: Creates a spring with the specified response and damping ratio.
  public init(response: Double, dampingRatio: Double) {
    parameters = [response, dampingRatio]  // GUESS: body
  }

  // docs: Creates a spring with the specified duration and damping ratio.
  // GUESS: the default `epsilon` (the page's declaration block was not read; its topic list
  // drops defaults).
  public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
    parameters = [settlingDuration, dampingRatio, epsilon]  // GUESS: body
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Spring {
  // docs: The perceptual duration, which defines the pace of the spring.
  public var duration: TimeInterval { fatalError() }
  // docs: How bouncy the spring is.
  public var bounce: Double { fatalError() }
  // docs: The mass of the object attached to the end of the spring.
  public var mass: Double { fatalError() }
  // docs: The spring stiffness coefficient.
  public var stiffness: Double { fatalError() }
  // docs: Defines how the spring's motion should be damped due to the forces of friction.
  public var damping: Double { fatalError() }
  // docs: The amount of drag applied, as a fraction of the amount needed to produce critical
  // damping.
  public var dampingRatio: Double { fatalError() }
  // docs: The stiffness of the spring, defined as an approximate duration in seconds.
  public var response: Double { fatalError() }
  // docs: The estimated duration required for the spring system to be considered at rest.
  public var settlingDuration: TimeInterval { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Spring {
  // docs: Calculates the value of the spring at a given time given a target amount of change.
  public func value<V>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V
  where V: VectorArithmetic { fatalError() }

  // docs: Calculates the velocity of the spring at a given time given a target amount of change.
  // GUESS: the default `initialVelocity`, as `value(target:initialVelocity:time:)`'s page shows.
  public func velocity<V>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V
  where V: VectorArithmetic { fatalError() }

  // docs: Updates the current value and velocity of a spring.
  public func update<V>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval)
  where V: VectorArithmetic {}

  // docs: Calculates the force upon the spring given a current position, target, and velocity
  // amount of change.
  public func force<V>(target: V, position: V, velocity: V) -> V where V: VectorArithmetic {
    fatalError()
  }

  // docs: The estimated duration required for the spring system to be considered at rest.
  // GUESS: the default `initialVelocity`, as above.
  public func settlingDuration<V>(target: V, initialVelocity: V = .zero, epsilon: Double)
    -> TimeInterval
  where V: VectorArithmetic { fatalError() }
}

// GUESS: the defaults of the tunable presets, which the docs' topic list drops, are those of
// `Animation.smooth(duration:extraBounce:)` and its siblings (SDK 18, SwiftUICore @~581000:
// `duration = 0.5`, `extraBounce = 0.0`); the bodies follow those animations' (bounce 0, 0.15,
// 0.3 plus the extra bounce).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Spring {
  // docs: A smooth spring with a predefined duration and no bounce.
  public static var smooth: Spring { Spring() }
  // docs: A smooth spring with a predefined duration and no bounce that can be tuned.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }
  // docs: A spring with a predefined duration and small amount of bounce that feels more snappy.
  public static var snappy: Spring { Spring() }
  // docs: A spring with a predefined duration and small amount of bounce that feels more snappy
  // and can be tuned.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  // docs: A spring with a predefined duration and higher amount of bounce.
  public static var bouncy: Spring { Spring() }
  // docs: A spring with a predefined duration and higher amount of bounce that can be tuned.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}
