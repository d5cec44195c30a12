// SwiftUI declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16), SwiftUI/SwiftUICore arm64-apple-ios.swiftinterface; this
// file: State, Binding, Environment, ScaledMetric, RefreshAction (SwiftUICore and SwiftUI).
// The `State` property wrapper is the SDK 18 form (later SDKs add a `State()` macro).
// Conventions (`// SDK 18`, `// docs:`, `// GUESS`, `// DIFFERENCE`, availability): see View.swift.

// MARK: - State and Binding

// docs: A property wrapper type that can read and write a value managed by SwiftUI.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  @usableFromInline let box: _Box<Value>  // GUESS: storage

  // docs: Creates a state property that stores an initial wrapped value.
  public init(wrappedValue value: Value) { self.box = _Box(value) }

  // docs: Creates a state property that stores an initial value.
  // SDK 18: `@_alwaysEmitIntoClient`.
  @_alwaysEmitIntoClient public init(initialValue value: Value) { self.init(wrappedValue: value) }

  // docs: The underlying value referenced by the state variable.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  // docs: A binding to the state value.
  public var projectedValue: Binding<Value> { fatalError() }  // GUESS: body
}

// SDK 18 (SwiftUICore @~699000): `extension State : Sendable where Value : Sendable`.
// DIFFERENCE: `@unchecked`, because the stub's storage is a class.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State: @unchecked Sendable where Value: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State where Value: ExpressibleByNilLiteral {
  // docs: Creates a state property without an initial value.
  public init() { self.init(wrappedValue: nil) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension State where Value: AnyObject, Value: Observable {
  // docs: Creates a new state for an Observable object.
  // GUESS: the `@autoclosure` thunk form as in the iOS 17 SDK.
  public init(wrappedValue thunk: @autoclosure @escaping () -> Value) {
    self.init(initialValue: thunk())
  }
}

// GUESS: reference storage for the stub's State (not part of the real API).
@usableFromInline final class _Box<Value>: @unchecked Sendable {
  @usableFromInline var value: Value
  @usableFromInline init(_ value: Value) { self.value = value }
}

// docs: A property wrapper type that can read and write a value owned by a source of truth.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  private let getter: @Sendable () -> Value  // GUESS: storage

  // docs: Creates a binding with closures that read and write the binding value.
  // SDK 18 (SwiftUICore @~509000): `@preconcurrency`, `@_inheritActorContext` on both closures.
  @preconcurrency public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) { self.getter = { fatalError() } }

  // docs: Creates a binding with an immutable value.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { fatalError() }, set: { _ in })
  }

  // docs: Creates a binding from the value of another binding.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  // docs: The underlying value referenced by the binding variable.
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set {}
  }

  // docs: A projection of the binding value that returns a binding.
  public var projectedValue: Binding<Value> { self }

  // docs: Returns a binding to the resulting value of a given key path.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError() }
}

// docs: (A binding conforms to Sendable only if its wrapped value type also conforms to Sendable.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: DynamicProperty {}

// MARK: - Environment

// docs: A collection of environment values propagated through a view hierarchy.
// SDK 18 (SwiftUICore @~523000): not `Sendable` (the conformance is declared unavailable).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
  // docs: Creates an environment values instance.
  public init() {}

  // docs: Accesses the environment value associated with a custom key.
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { K.defaultValue }
    set {}
  }

  public var description: String { "EnvironmentValues" }  // GUESS: body

  // docs: Whether the system preference for Reduce Motion is enabled.
  public var accessibilityReduceMotion: Bool { false }  // GUESS: body

  // docs: The current locale that views should use.
  public var locale: Locale {
    get { fatalError() }  // GUESS: body
    set {}
  }

  // docs: The current Dynamic Type size.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var dynamicTypeSize: DynamicTypeSize {
    get { .large }  // GUESS: body
    set {}
  }

  // docs: A refresh action stored in a view's environment.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var refresh: RefreshAction? { nil }  // GUESS: body

  // docs: The layout direction associated with the current environment.
  public var layoutDirection: LayoutDirection {
    get { .leftToRight }  // GUESS: body
    set {}
  }

  // docs: A Boolean value that indicates whether the view associated with this environment
  // allows user interaction.
  public var isEnabled: Bool {
    get { true }  // GUESS: body
    set {}
  }
}

@available(*, unavailable)
extension EnvironmentValues: Sendable {}

// docs: A key for accessing values in the environment.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
  // docs: The associated type representing the type of the environment key's value.
  associatedtype Value
  // docs: The default value for the environment key.
  static var defaultValue: Self.Value { get }
}

// docs: A property wrapper that reads a value from a view's environment.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  // docs: Creates an environment property to read the specified key path.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

  // docs: The current value of the environment property.
  public var wrappedValue: Value { fatalError() }  // GUESS: body
}

// SDK 18 (SwiftUICore @~505000).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Environment: Sendable where Value: Sendable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Environment where Value: AnyObject, Value: Observable {
  // docs: Creates an environment property to read an observable object from the environment.
  public init(_ objectType: Value.Type) {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Environment {
  // docs: Creates an environment property to read an observable object from the environment,
  // returning `nil` if no corresponding object has been set in the current view's environment.
  public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // docs: Sets the environment value of the specified key path to the given value.
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>,
    _ value: V
  )
    -> some View
  { self }

  // docs: Places an observable object in the view's environment.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func environment<T>(_ object: T?) -> some View
  where T: AnyObject, T: Observable { self }
}

// docs: A Dynamic Type size, which specifies how large scalable content should be.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall
  case small
  case medium
  case large
  case xLarge
  case xxLarge
  case xxxLarge
  case accessibility1
  case accessibility2
  case accessibility3
  case accessibility4
  case accessibility5

  // docs: A Boolean value indicating whether the size is one that is associated with
  // accessibility.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

// docs: A direction in which SwiftUI can lay out content.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight
  case rightToLeft
}

// docs: A dynamic property that scales a numeric value.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper public struct ScaledMetric<Value>: DynamicProperty
where Value: BinaryFloatingPoint {
  private let base: Value  // GUESS: storage

  // docs: Creates the scaled metric with an unscaled value and a text style to scale relative to.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    self.base = wrappedValue
  }

  // docs: Creates the scaled metric with an unscaled value using the default scaling.
  public init(wrappedValue: Value) { self.base = wrappedValue }

  // docs: The value scaled based on the current environment.
  public var wrappedValue: Value { base }
}

// SDK 18 (SwiftUICore @~536000).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ScaledMetric: Sendable where Value: Sendable {}

// MARK: - App storage (added for client code: settings kept in UserDefaults)

// The SDK 18 interface's `AppStorage` block was not read: SwiftUI.swiftinterface (1.37 M
// characters) is in the index, but its text search covers only a file's first 100,000 characters
// and the repository is too large to fetch, so the declarations below follow Apple's documentation
// (the struct: "@frozen @propertyWrapper struct AppStorage<Value>", conforming to DynamicProperty;
// its initializers as the docs list them, `init(wrappedValue:_:store:)` and `init(_:store:)`).
// GUESS: no `Sendable` conformance (today's docs list one; whether SDK 18 declares it, and on what
// condition, no source at hand shows), no `@_alwaysEmitIntoClient` on any initializer.
// docs: A property wrapper type that reflects a value from `UserDefaults` and invalidates a view
// on a change in value in that user default.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper public struct AppStorage<Value>: DynamicProperty {
  @usableFromInline let box: _Box<Value>  // GUESS: storage

  // docs: (var wrappedValue: Value { get nonmutating set })
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  // docs: (var projectedValue: Binding<Value> { get })
  public var projectedValue: Binding<Value> { fatalError() }  // GUESS: body
}

// docs: Creates a property that can read and write to a boolean / integer / double / string / url
// / data user default, or one for a `RawRepresentable` with an integer or string raw value.
// `store`: "The user defaults store to read and write to. A value of `nil` will use the user
// default store from the environment."
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension AppStorage {
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Bool { box = _Box(wrappedValue) }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Int { box = _Box(wrappedValue) }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Double { box = _Box(wrappedValue) }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == String { box = _Box(wrappedValue) }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == URL { box = _Box(wrappedValue) }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Data { box = _Box(wrappedValue) }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int { box = _Box(wrappedValue) }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String { box = _Box(wrappedValue) }
}

// docs: Creates a property that can read and write an Optional boolean / integer / double /
// string / URL / data user default (defaults to nil if there is no value for the key).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension AppStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { box = _Box(nil) }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { box = _Box(nil) }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { box = _Box(nil) }
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? { box = _Box(nil) }
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { box = _Box(nil) }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { box = _Box(nil) }
}

// docs: Creates a property that can save and restore an optional string / integer, transforming
// it to an optional `RawRepresentable` data type (iOS 15, macOS 12, tvOS 15, watchOS 8).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AppStorage {
  public init<R>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R: RawRepresentable, R.RawValue == String { box = _Box(nil) }
  public init<R>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R: RawRepresentable, R.RawValue == Int { box = _Box(nil) }
}

// MARK: - Refresh

// docs: An action that initiates a refresh operation.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct RefreshAction: Sendable {
  // docs: Initiates a refresh action.
  public func callAsFunction() async {}
}
