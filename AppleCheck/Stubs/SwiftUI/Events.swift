// SwiftUI declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16), SwiftUI/SwiftUICore arm64-apple-ios.swiftinterface; this
// file: life cycle, change and task modifiers, animation, sensory feedback (SwiftUI and
// SwiftUICore).
// Conventions (`// SDK 18`, `// docs:`, `// GUESS`, `// DIFFERENCE`, availability): see View.swift.

// MARK: - Life cycle, changes and tasks

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // docs: Adds an action to perform before this view appears.
  // SDK 18 (SwiftUICore @~482000): `@inlinable nonisolated`, the action neither `@MainActor` nor
  // `@Sendable`.
  @inlinable nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    self
  }

  // docs: Adds an action to perform after this view disappears.
  @inlinable nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    self
  }

  // docs: Adds a modifier for this view that fires an action when a specific value changes.
  // SDK 18 (SwiftUICore @~601000): both overloads, plain `@escaping` actions.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func onChange<V>(
    of value: V,
    initial: Bool = false,
    _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View where V: Equatable { self }

  // docs: Adds a modifier for this view that fires an action when a specific value changes.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func onChange<V>(
    of value: V,
    initial: Bool = false,
    _ action: @escaping () -> Void
  ) -> some View where V: Equatable { self }

  // docs: Adds a modifier for this view that fires an action when a specific value changes.
  @available(
    iOS,
    introduced: 14.0,
    deprecated: 17.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(
    macOS,
    introduced: 11.0,
    deprecated: 14.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(
    tvOS,
    introduced: 14.0,
    deprecated: 17.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(
    watchOS,
    introduced: 7.0,
    deprecated: 10.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(
    visionOS,
    introduced: 1.0,
    deprecated: 1.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  nonisolated public func onChange<V>(
    of value: V,
    perform action: @escaping (_ newValue: V) -> Void
  )
    -> some View where V: Equatable
  { self }

  // docs: Adds an asynchronous task to perform before this view appears.
  // SDK 18 (SwiftUI @~266000): `@inlinable nonisolated`, no `name:`, `file:` or `line:` (later
  // SDKs add them), and an `@_inheritActorContext @escaping @Sendable` action: written in a
  // main-actor body, the closure runs on the main actor, and what it captures must be Sendable.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @inlinable nonisolated public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View { self }

  // docs: Adds a task to perform before this view appears or when a specified value changes.
  // SDK 18 (SwiftUI @~266000), as `task(priority:_:)`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @inlinable nonisolated public func task<T>(
    id value: T,
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View where T: Equatable { self }

  // docs: Marks this view as refreshable.
  // SDK 18 (SwiftUI @~485000): `@_inheritActorContext action: @escaping @Sendable () async -> Void`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func refreshable(
    @_inheritActorContext action: @escaping @Sendable () async -> Void
  ) -> some View { self }
}

// MARK: - Animation

// docs: The way a view changes over time to create a smooth visual transition from one state to
// another.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Animation: Equatable, Sendable {
  @usableFromInline let name: String  // GUESS: storage
  @usableFromInline init(name: String) { self.name = name }  // GUESS

  // docs: A default animation instance.
  public static let `default`: Animation = Animation(name: "default")

  // docs: A persistent spring animation.
  // SDK 18 (SwiftUICore @~586000): `@_alwaysEmitIntoClient` in an iOS 13 extension, so it is
  // usable back to iOS 13 although the page says iOS 17 (so are `smooth`, `snappy` and `bouncy`).
  @_alwaysEmitIntoClient public static func spring(
    duration: TimeInterval = 0.5,
    bounce: Double = 0.0,
    blendDuration: Double = 0
  )
    -> Animation
  { Animation(name: "spring") }

  // docs: A persistent spring animation. When mixed with other `spring()` or
  // `interactiveSpring()` animations on the same property, each animation will be replaced by
  // their successor, preserving velocity from one animation to the next.
  public static func spring(
    response: Double = 0.5,
    dampingFraction: Double = 0.825,
    blendDuration: TimeInterval = 0
  )
    -> Animation
  { Animation(name: "spring") }

  // docs: A persistent spring animation.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static var spring: Animation { Animation(name: "spring") }

  // docs: A smooth spring animation with a predefined duration and no bounce.
  @_alwaysEmitIntoClient
  public static var smooth: Animation { Animation(name: "smooth") }

  // docs: A spring animation with a predefined duration and small amount of bounce that feels
  // more snappy.
  @_alwaysEmitIntoClient
  public static var snappy: Animation { Animation(name: "snappy") }

  // docs: A spring animation with a predefined duration and higher amount of bounce.
  @_alwaysEmitIntoClient
  public static var bouncy: Animation { Animation(name: "bouncy") }

  // docs: An animation that moves at a constant speed.
  public static var linear: Animation { Animation(name: "linear") }
  // docs: An animation that moves at a constant speed during a specified duration.
  public static func linear(duration: TimeInterval) -> Animation { Animation(name: "linear") }
  // docs: An animation that starts slowly and then increases speed towards the end of the
  // movement.
  public static var easeIn: Animation { Animation(name: "easeIn") }
  // docs: An animation with a specified duration that starts slowly and then increases speed
  // towards the end of the movement.
  public static func easeIn(duration: TimeInterval) -> Animation { Animation(name: "easeIn") }
  // docs: An animation that starts quickly and then slows towards the end of the movement.
  public static var easeOut: Animation { Animation(name: "easeOut") }
  // docs: An animation with a specified duration that starts quickly and then slows towards the
  // end of the movement.
  public static func easeOut(duration: TimeInterval) -> Animation { Animation(name: "easeOut") }
  // docs: An animation that combines the behaviors of in and out easing animations.
  public static var easeInOut: Animation { Animation(name: "easeInOut") }
  // docs: An animation with a specified duration that combines the behaviors of in and out
  // easing animations.
  public static func easeInOut(duration: TimeInterval) -> Animation { Animation(name: "easeInOut") }

  // docs: Repeats the animation for the lifespan of the view containing the animation.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
  // docs: Repeats the animation for a specific number of times.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
  // docs: Delays the start of the animation by the specified number of seconds.
  public func delay(_ delay: TimeInterval) -> Animation { self }
  // docs: Changes the duration of an animation by adjusting its speed.
  public func speed(_ speed: Double) -> Animation { self }
}

// docs: Returns the result of recomputing the view's body with the provided animation.
// SDK 18 (SwiftUICore @~765000): not `@MainActor`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  _ body: () throws -> Result
) rethrows -> Result { try body() }

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // docs: Applies the given animation to this view when the specified value changes.
  // SDK 18 (SwiftUICore @~589000): `@inlinable nonisolated`.
  @inlinable nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View
  where V: Equatable { self }

  // docs: Applies the given animation to all animatable values within this view.
  @available(
    iOS,
    introduced: 13.0,
    deprecated: 15.0,
    message: "Use withAnimation or animation(_:value:) instead."
  )
  @available(
    macOS,
    introduced: 10.15,
    deprecated: 12.0,
    message: "Use withAnimation or animation(_:value:) instead."
  )
  @available(
    tvOS,
    introduced: 13.0,
    deprecated: 15.0,
    message: "Use withAnimation or animation(_:value:) instead."
  )
  @available(
    watchOS,
    introduced: 6.0,
    deprecated: 8.0,
    message: "Use withAnimation or animation(_:value:) instead."
  )
  @available(
    visionOS,
    introduced: 1.0,
    deprecated: 1.0,
    message: "Use withAnimation or animation(_:value:) instead."
  )
  nonisolated public func animation(_ animation: Animation?) -> some View { self }
}

// docs: The context of the current state-processing update.
// GUESS: not `Sendable` (it carries arbitrary values; the docs list no such conformance).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Transaction {
  // docs: Creates a transaction.
  public init() {}
  // docs: Creates a transaction and assigns its animation property.
  public init(animation: Animation?) { self.animation = animation }
  // docs: The animation, if any, associated with the current state change.
  public var animation: Animation?
  // docs: A Boolean value that indicates whether views should disable animations.
  public var disablesAnimations: Bool = false
}

// MARK: - Sensory feedback

// docs: Represents a type of haptic and/or audio feedback that can be played.
// SDK 18 (SwiftUI @~48000): iOS 17, macOS 14, tvOS 17, watchOS 10, and unavailable on visionOS
// (the 2026 documentation lists visionOS 26: SDKs before Xcode 26 do not have it there). With a
// Swift 6.2 compiler (Xcode 26) the stub follows that documentation (GUESS: the SDK 26 spelling).
#if compiler(>=6.2)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
#else
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@available(visionOS, unavailable)
#endif
public struct SensoryFeedback: Equatable, Sendable {
  private let name: String  // GUESS: storage

  // docs: Indicates that a task or action has completed.
  public static let success: SensoryFeedback = SensoryFeedback(name: "success")
  // docs: Indicates that a task or action has produced a warning of some kind.
  public static let warning: SensoryFeedback = SensoryFeedback(name: "warning")
  // docs: Indicates that an error has occurred.
  public static let error: SensoryFeedback = SensoryFeedback(name: "error")
  // docs: Indicates that a UI element's values are changing.
  public static let selection: SensoryFeedback = SensoryFeedback(name: "selection")
  // docs: Indicates that an important value increased above a significant threshold.
  public static let increase: SensoryFeedback = SensoryFeedback(name: "increase")
  // docs: Indicates that an important value decreased below a significant threshold.
  public static let decrease: SensoryFeedback = SensoryFeedback(name: "decrease")
  // docs: Indicates that an activity started.
  public static let start: SensoryFeedback = SensoryFeedback(name: "start")
  // docs: Indicates that an activity stopped.
  public static let stop: SensoryFeedback = SensoryFeedback(name: "stop")
  // docs: Indicates the alignment of a dragged item.
  public static let alignment: SensoryFeedback = SensoryFeedback(name: "alignment")
  // docs: Indicates movement between discrete levels of pressure.
  public static let levelChange: SensoryFeedback = SensoryFeedback(name: "levelChange")
  // docs: Indicates the completion of a graphical path, such as when a person finishes drawing a
  // shape.
  #if compiler(>=6.2)
  // GUESS: visionOS 26.0 with SDK 26, as the enclosing type (the docs list it there).
  @available(iOS 17.5, macOS 14.5, tvOS 17.5, watchOS 10.5, visionOS 26.0, *)
  #else
  @available(iOS 17.5, macOS 14.5, tvOS 17.5, watchOS 10.5, *)
  #endif
  public static let pathComplete: SensoryFeedback = SensoryFeedback(name: "pathComplete")
  // docs: Provides a physical metaphor you can use to complement a visual experience.
  public static let impact: SensoryFeedback = SensoryFeedback(name: "impact")

  // docs: Provides a physical metaphor you can use to complement a visual experience.
  public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0)
    -> SensoryFeedback
  { SensoryFeedback(name: "impact") }

  // docs: Provides a physical metaphor you can use to complement a visual experience.
  public static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0)
    -> SensoryFeedback
  { SensoryFeedback(name: "impact") }

  // docs: The weight to be represented by a type of feedback.
  public struct Weight: Equatable, Sendable {
    private let value: Int  // GUESS: storage
    public static let light: SensoryFeedback.Weight = Weight(value: 0)
    public static let medium: SensoryFeedback.Weight = Weight(value: 1)
    public static let heavy: SensoryFeedback.Weight = Weight(value: 2)
  }

  // docs: The flexibility to be represented by a type of feedback.
  public struct Flexibility: Equatable, Sendable {
    private let value: Int  // GUESS: storage
    public static let rigid: SensoryFeedback.Flexibility = Flexibility(value: 0)
    public static let solid: SensoryFeedback.Flexibility = Flexibility(value: 1)
    public static let soft: SensoryFeedback.Flexibility = Flexibility(value: 2)
  }
}

// SDK 18 (SwiftUI @~108000): these three overloads, all unavailable on visionOS. (Later SDKs add
// `sensoryFeedback(trigger:_:)` with a `() -> SensoryFeedback?` closure; SDK 18 has none.)
// With a Swift 6.2 compiler (Xcode 26, SDK 26) the stub follows Apple's documentation instead,
// which lists visionOS 26.0 for these and for `SensoryFeedback`. GUESS: the SDK 26 interface's
// exact spelling (`visionOS 26.0` in the same `@available` list); no SDK 26 interface is indexed.
#if compiler(>=6.2)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
#else
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@available(visionOS, unavailable)
#endif
extension View {
  // docs: Plays the specified `feedback` when the provided `trigger` value changes.
  nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View
  where T: Equatable { self }

  // docs: Plays the specified `feedback` when the provided `trigger` value changes and the
  // `condition` closure returns `true`.
  nonisolated public func sensoryFeedback<T>(
    _ feedback: SensoryFeedback,
    trigger: T,
    condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> some View where T: Equatable { self }

  // docs: Plays feedback when returned from the `feedback` closure after the provided `trigger`
  // value changes.
  nonisolated public func sensoryFeedback<T>(
    trigger: T,
    _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> some View where T: Equatable { self }
}
