// UIKit declaration stub for compile-checking on Linux. Not the real framework.
// Swift key-value observing: `observe(_:options:changeHandler:)` and its types.
//
// Follows: the iOS 18.0 SDK (Xcode 16) as documented by Apple (2026 snapshot). Foundation's Swift
// overlay, where these live on Apple platforms, is not in the index, so this file was not compared
// with the SDK 18 interface. The method is an extension of the protocol
// `_KeyValueCodingAndObserving`, to which NSObject conforms.
// DIFFERENCE (placement): swift-corelibs-foundation has no KVO, so these are declared here, in the
// UIKit stub, which every file that observes a UIKit object imports; for the same reason, KVO is
// not available to macOS code in the availability pass (there is no UIKit there). They stay out of
// the Foundation stand-in on purpose: in a module named Foundation the compiler checks that each
// observed key path is `@objc dynamic`, which the stubs' properties cannot be on Linux, and warns
// about correct code. The signatures are Apple's; nothing is observed.

// docs: (the protocol whose extension provides `observe(_:options:changeHandler:)`; named in the
// method's precise identifier, `s:10Foundation27_KeyValueCodingAndObservingP…`)
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
  // docs: when the returned NSKeyValueObservation is deinited or invalidated, it will stop
  // observing
  @available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
  @preconcurrency public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>,
    options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    NSKeyValueObservation()
  }
}

// docs: (the object `observe(_:options:changeHandler:)` returns)
// The docs show `@objc(_NSKeyValueObservation) class NSKeyValueObservation`; GUESS: without the
// `@objc` name, which Linux cannot express.
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
public class NSKeyValueObservation: NSObject {
  // GUESS: the stub's initializer (the real one is internal to Foundation).
  override init() { super.init() }
  // docs: (stops observing)
  public func invalidate() {}
}

// docs: (the change passed to the handler)
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
public struct NSKeyValueObservedChange<Value> {
  // docs: (the kind of change)
  public typealias Kind = NSKeyValueChange
  public let kind: NSKeyValueObservedChange<Value>.Kind
  // docs: (present if `.new` was in the options)
  public let newValue: Value?
  // docs: (present if `.old` was in the options)
  public let oldValue: Value?
  // docs: (the indexes of the changed elements, for to-many key paths)
  public let indexes: IndexSet?
  // docs: (`true` for the notification sent before the change when `.prior` was in the options)
  public let isPrior: Bool
}

// docs: The values that can be returned in a change dictionary.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  // docs: Indicates that the change dictionary should provide the new attribute value, if
  // applicable.
  public static let new: NSKeyValueObservingOptions = NSKeyValueObservingOptions(rawValue: 0x01)
  // docs: Indicates that the change dictionary should contain the old attribute value, if
  // applicable.
  public static let old: NSKeyValueObservingOptions = NSKeyValueObservingOptions(rawValue: 0x02)
  // docs: If specified, a notification should be sent to the observer immediately, before the
  // observer registration method even returns.
  public static let initial: NSKeyValueObservingOptions = NSKeyValueObservingOptions(rawValue: 0x04)
  // docs: Whether separate notifications should be sent to the observer before and after each
  // change, instead of a single notification after the change.
  public static let prior: NSKeyValueObservingOptions = NSKeyValueObservingOptions(rawValue: 0x08)
}

// docs: The kinds of changes that can be observed.
public enum NSKeyValueChange: UInt, Sendable {
  // docs: Indicates that the value of the observed key path was set to a new value.
  case setting = 1
  // docs: Indicates that an object has been inserted into the to-many relationship that is being
  // observed.
  case insertion = 2
  // docs: Indicates that an object has been removed from the to-many relationship that is being
  // observed.
  case removal = 3
  // docs: Indicates that an object has been replaced in the to-many relationship that is being
  // observed.
  case replacement = 4
}
