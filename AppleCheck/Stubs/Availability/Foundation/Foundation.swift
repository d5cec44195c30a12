// Foundation stand-in, used ONLY by the availability pass of AppleCheck/check-apple-code.sh (the
// fake x86_64-apple-ios-simulator SDK). Not the real framework, and not used by the Linux pass,
// which uses swift-corelibs-foundation.
// Follows: the iOS 18.0 SDK (Xcode 16) for the names, shapes and `@available` of what it declares,
// taken from Apple's documentation (2026 snapshot), which for these long-standing declarations
// agrees with SDK 18. Foundation's overlay is in the index (xybp888/iOS-SDKs, iPhoneOS18.0.sdk,
// Foundation.swiftmodule/arm64-apple-ios.swiftinterface, 998,172 characters, beyond the index's
// text search), but nothing here was compared with it (issue 32 read four samples of it and did
// not find Date). visionOS entries are left to inheritance from iOS, as in the SDKs (see
// Stubs/SwiftUI/View.swift). It declares only what the stubs, the engine, the trace module and the
// package's Apple front ends use, and what client trials found apps write with them (`UUID`,
// `Date(timeIntervalSince1970:)`, `trimmingCharacters(in:)`); behaviour is approximate (bodies are
// placeholders). The
// availability passes fail on any error, so a Foundation API new to the package's code must be
// added here (the Linux pass, on swift-corelibs-foundation, does not need it).

// Foundation re-exports Dispatch on Apple platforms (`DispatchQueue` after `import Foundation`); the
// stand-in in Stubs/Availability/Dispatch is built before this one.
@_exported import Dispatch

// MARK: - Objective-C base (from the ObjectiveC module, re-exported by Foundation on Apple)

// docs: The group of methods that are fundamental to all Objective-C objects.
public protocol NSObjectProtocol: AnyObject {}

// docs: The root class of most Objective-C class hierarchies.
open class NSObject: NSObjectProtocol, Hashable {
  public init() {}
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
  open func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

// docs: An abstract class that serves as the basis for objects that enable archiving and
// distribution of other objects.
open class NSCoder: NSObject {}

// MARK: - CGFloat and geometry (CoreGraphics, re-exported by Foundation on Apple)

// docs: The basic type for floating-point scalar values in Core Graphics and related frameworks.
// GUESS: a struct around `Double` with the arithmetic client code uses; the compiler's implicit
// Double <-> CGFloat conversion (SE-0307) applies to it by name.
@frozen
public struct CGFloat: Sendable, Hashable, Comparable, Strideable, CustomStringConvertible,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, SignedNumeric
{
  public typealias NativeType = Double
  public var native: Double
  public init() { self.native = 0 }
  public init(_ value: Double) { self.native = value }
  public init(_ value: Float) { self.native = Double(value) }
  public init(_ value: Int) { self.native = Double(value) }
  public init<T: BinaryInteger>(_ value: T) { self.native = Double(value) }
  public init<T: BinaryFloatingPoint>(_ value: T) { self.native = Double(value) }
  public init?<T: BinaryInteger>(exactly value: T) { self.native = Double(value) }
  public init(floatLiteral value: Double) { self.native = value }
  public init(integerLiteral value: Int) { self.native = Double(value) }

  public var description: String { native.description }
  public var magnitude: CGFloat { CGFloat(native.magnitude) }
  public var isFinite: Bool { native.isFinite }
  public var isNaN: Bool { native.isNaN }
  public var isInfinite: Bool { native.isInfinite }
  public var isZero: Bool { native.isZero }
  public static var zero: CGFloat { 0 }
  public static var pi: CGFloat { CGFloat(Double.pi) }
  public static var infinity: CGFloat { CGFloat(Double.infinity) }
  public static var nan: CGFloat { CGFloat(Double.nan) }
  public static var greatestFiniteMagnitude: CGFloat { CGFloat(Double.greatestFiniteMagnitude) }
  public static var leastNonzeroMagnitude: CGFloat { CGFloat(Double.leastNonzeroMagnitude) }
  public func rounded() -> CGFloat { CGFloat(native.rounded()) }
  public func rounded(_ rule: FloatingPointRoundingRule) -> CGFloat {
    CGFloat(native.rounded(rule))
  }
  public func squareRoot() -> CGFloat { CGFloat(native.squareRoot()) }
  public func distance(to other: CGFloat) -> CGFloat { other - self }
  public func advanced(by n: CGFloat) -> CGFloat { self + n }

  public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }
  public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native + rhs.native) }
  public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native - rhs.native) }
  public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native * rhs.native) }
  public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native / rhs.native) }
  public static func += (lhs: inout CGFloat, rhs: CGFloat) { lhs.native += rhs.native }
  public static func -= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native -= rhs.native }
  public static func *= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native *= rhs.native }
  public static func /= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native /= rhs.native }
  public static prefix func - (x: CGFloat) -> CGFloat { CGFloat(-x.native) }
}

extension Double {
  public init(_ value: CGFloat) { self = value.native }
}

extension Float {
  public init(_ value: CGFloat) { self = Float(value.native) }
}

extension Int {
  public init(_ value: CGFloat) { self = Int(value.native) }
}

// docs: A structure that contains a point in a two-dimensional coordinate system.
public struct CGPoint: Equatable, Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init() { self.init(x: 0, y: 0) }
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public init(x: Double, y: Double) { self.init(x: CGFloat(x), y: CGFloat(y)) }
  public init(x: Int, y: Int) { self.init(x: CGFloat(x), y: CGFloat(y)) }
  public static var zero: CGPoint { CGPoint() }
}

// docs: A structure that contains width and height values.
public struct CGSize: Equatable, Hashable, Sendable {
  public var width: CGFloat
  public var height: CGFloat
  public init() { self.init(width: 0, height: 0) }
  public init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }
  public init(width: Double, height: Double) {
    self.init(width: CGFloat(width), height: CGFloat(height))
  }
  public init(width: Int, height: Int) { self.init(width: CGFloat(width), height: CGFloat(height)) }
  public static var zero: CGSize { CGSize() }
}

// docs: A structure that contains the location and dimensions of a rectangle.
public struct CGRect: Equatable, Hashable, Sendable {
  public var origin: CGPoint
  public var size: CGSize
  public init() { self.init(origin: .zero, size: .zero) }
  public init(origin: CGPoint, size: CGSize) {
    self.origin = origin
    self.size = size
  }
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
  }
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
  }
  public static var zero: CGRect { CGRect() }
  public var width: CGFloat { size.width }
  public var height: CGFloat { size.height }
  public var minX: CGFloat { origin.x }
  public var minY: CGFloat { origin.y }
  public var midX: CGFloat { origin.x + size.width / 2 }
  public var midY: CGFloat { origin.y + size.height / 2 }
  public var maxX: CGFloat { origin.x + size.width }
  public var maxY: CGFloat { origin.y + size.height }
  public var isNull: Bool { false }  // GUESS: body
  public var isEmpty: Bool { size.width == 0 || size.height == 0 }
  public static var null: CGRect { CGRect(x: CGFloat.infinity, y: .infinity, width: 0, height: 0) }
  // docs: Returns the intersection of two rectangles.
  public func intersection(_ r2: CGRect) -> CGRect { self }  // GUESS: body
  // docs: Returns the smallest rectangle that contains the two source rectangles.
  public func union(_ r2: CGRect) -> CGRect { self }  // GUESS: body
  // docs: Returns whether two rectangles intersect.
  public func intersects(_ r2: CGRect) -> Bool { true }  // GUESS: body
  // docs: Returns whether a rectangle contains a specified point.
  public func contains(_ point: CGPoint) -> Bool { true }  // GUESS: body
  // docs: Returns a rectangle that is smaller or larger than the source rectangle, with the same
  // center point.
  public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect { self }  // GUESS: body
  // docs: Returns a rectangle with an origin that is offset from that of the source rectangle.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect { self }  // GUESS: body
}

// MARK: - Time, locale, bundles, strings

// docs: A number of seconds.
public typealias TimeInterval = Double

// docs: A specific point in time, independent of any calendar or time zone.
public struct Date: Hashable, Comparable, Sendable {
  public var timeIntervalSinceReferenceDate: TimeInterval
  public init() { self.timeIntervalSinceReferenceDate = 0 }
  public init(timeIntervalSinceReferenceDate ti: TimeInterval) {
    self.timeIntervalSinceReferenceDate = ti
  }
  public init(timeIntervalSinceNow: TimeInterval) {
    self.timeIntervalSinceReferenceDate = timeIntervalSinceNow
  }
  public init(timeInterval: TimeInterval, since date: Date) {
    self.timeIntervalSinceReferenceDate = date.timeIntervalSinceReferenceDate + timeInterval
  }
  // Issue 32 (client trial of the top end: a chat's demo messages dated from 1970). The SDK 18
  // Foundation.swiftinterface is in the index (998,172 characters) but Date was not found in the
  // parts read (@~0-16000, 250000, 500000, 750000); Apple's pages: `init(timeIntervalSince1970:
  // TimeInterval)`, `var timeIntervalSince1970: TimeInterval { get }` and `static let
  // timeIntervalBetween1970AndReferenceDate: Double`, iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0
  // (below every floor, so no `@available`, as the members above).
  // docs: Creates a date value initialized relative to 00:00:00 UTC on 1 January 1970 by a given
  // number of seconds.
  public init(timeIntervalSince1970: TimeInterval) {
    self.timeIntervalSinceReferenceDate =
      timeIntervalSince1970 - Date.timeIntervalBetween1970AndReferenceDate
  }
  // docs: The interval between the date value and 00:00:00 UTC on 1 January 1970.
  public var timeIntervalSince1970: TimeInterval {
    timeIntervalSinceReferenceDate + Date.timeIntervalBetween1970AndReferenceDate
  }
  // docs: The number of seconds from 1 January 1970 to the reference date, 1 January 2001.
  public static let timeIntervalBetween1970AndReferenceDate: Double = 978_307_200
  // docs: The current date and time, as of the time of access.
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  public static var now: Date { Date() }
  public var timeIntervalSinceNow: TimeInterval { timeIntervalSinceReferenceDate }
  public func timeIntervalSince(_ date: Date) -> TimeInterval {
    timeIntervalSinceReferenceDate - date.timeIntervalSinceReferenceDate
  }
  public func addingTimeInterval(_ ti: TimeInterval) -> Date { Date(timeInterval: ti, since: self) }
  public func distance(to other: Date) -> TimeInterval { other.timeIntervalSince(self) }
  public func advanced(by n: TimeInterval) -> Date { addingTimeInterval(n) }
  public static func < (lhs: Date, rhs: Date) -> Bool {
    lhs.timeIntervalSinceReferenceDate < rhs.timeIntervalSinceReferenceDate
  }
  public static func + (lhs: Date, rhs: TimeInterval) -> Date { lhs.addingTimeInterval(rhs) }
  public static func - (lhs: Date, rhs: TimeInterval) -> Date { lhs.addingTimeInterval(-rhs) }
  public static func - (lhs: Date, rhs: Date) -> TimeInterval { lhs.timeIntervalSince(rhs) }
}

// docs: A universally unique value to identify types, interfaces, and other items. (`struct UUID`,
// `Codable`, `CustomStringConvertible`, `Hashable`, `Sendable`; `init()`, `init?(uuidString:)`,
// `var uuidString: String { get }`; long-standing, below every floor. What an app's model types
// use for `Identifiable` ids: client trial 2026-12-07.) GUESS: the storage; the iOS 17
// `Comparable` conformance is not stubbed.
public struct UUID: Hashable, Codable, CustomStringConvertible, Sendable {
  private let value: String  // GUESS: storage
  // docs: Creates a UUID with RFC 4122 version 4 random bytes.
  public init() { self.value = "00000000-0000-0000-0000-000000000000" }
  // docs: Creates a UUID from a string representation.
  public init?(uuidString string: String) { self.value = string }
  // docs: Returns a string created from the UUID, such as "E621E1F8-C36C-495A-93FC-0C247A3E6E5F".
  public var uuidString: String { value }
  public var description: String { value }
}

// docs: Information about linguistic, cultural, and technological conventions for use in
// formatting data for presentation.
public struct Locale: Hashable, Sendable {
  public var identifier: String
  public init(identifier: String) { self.identifier = identifier }
  public static var current: Locale { Locale(identifier: "en_US") }
  // docs: A locale which tracks the user's current preferences. (`static var autoupdatingCurrent:
  // Locale { get }`; the format styles' initializers default to it.)
  public static var autoupdatingCurrent: Locale { Locale(identifier: "en_US") }  // GUESS: body
}

// Foundation's string search on `StringProtocol` (NSStringAPI), what an app's search filter uses.
// Declarations as in swift-corelibs-foundation's NSStringAPI.swift, which shares the overlay's
// spelling; their `@available` there (macOS 10.10 / iOS 8, and macOS 10.11 / iOS 9 for
// `localizedStandardContains`) predate every deployment target the package has, so it is left out.
extension StringProtocol {
  // docs: Returns a Boolean value indicating whether the given string is non-empty and contained
  // within this string by case-insensitive, non-literal search, taking into account the current
  // locale.
  public func localizedCaseInsensitiveContains<T: StringProtocol>(_ other: T) -> Bool {
    false  // GUESS: body
  }
  // docs: Returns a Boolean value indicating whether the string contains the given string, taking
  // the current locale into account. (The search is case and diacritic insensitive.)
  public func localizedStandardContains<T: StringProtocol>(_ string: T) -> Bool {
    false  // GUESS: body
  }
  // Issue 32 (client trial: a chat's Send button disabled while the draft is blank). As in
  // swift-corelibs-foundation's NSStringAPI.swift, `extension StringProtocol`; Apple's page:
  // `func trimmingCharacters(in set: CharacterSet) -> String`, iOS 8.0, macOS 10.10.
  // docs: Returns a new string made by removing from both ends of the `String` characters
  // contained in a given character set.
  public func trimmingCharacters(in set: CharacterSet) -> String {
    String(self)  // GUESS: body
  }
}

// Issue 32 (client trial: `trimmingCharacters(in: .whitespaces)`). Apple's page: `struct
// CharacterSet`, iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, conforming to `Equatable`,
// `Hashable`, `SetAlgebra`, `Sendable`, `Codable` and more. DIFFERENCE: only `Hashable` and
// `Sendable` here (no `SetAlgebra`, no `Codable`), with the sets and members client code names
// most; the SDK 18 overlay's text was not found (see Date above). GUESS: the storage.
// docs: A set of Unicode character values for use in search operations.
public struct CharacterSet: Hashable, Sendable {
  private var scalars: Set<Unicode.Scalar>  // GUESS: storage
  private init(scalars: Set<Unicode.Scalar>) { self.scalars = scalars }
  // docs: Initializes an empty character set.
  public init() { self.scalars = [] }
  // docs: Initializes a character set containing each of the characters in the given string.
  public init(charactersIn string: String) { self.scalars = Set(string.unicodeScalars) }
  // docs: A character set containing the characters in Unicode General Category Zs and
  // `CHARACTER TABULATION (U+0009)`.
  public static var whitespaces: CharacterSet { CharacterSet(charactersIn: " \t") }  // GUESS: body
  // docs: A character set containing the newline characters (`U+000A ~ U+000D`, `U+0085`,
  // `U+2028`, and `U+2029`).
  public static var newlines: CharacterSet { CharacterSet(charactersIn: "\n\r") }  // GUESS: body
  // docs: A character set containing characters in Unicode General Category Z*, `U+000A ~
  // U+000D`, and `U+0085`.
  public static var whitespacesAndNewlines: CharacterSet {
    CharacterSet(scalars: whitespaces.scalars.union(newlines.scalars))  // GUESS: body
  }
  // docs: Test for membership of a particular `UnicodeScalar` in the character set.
  public func contains(_ member: Unicode.Scalar) -> Bool { scalars.contains(member) }
}

// docs: A representation of the code and resources stored in a bundle directory on disk.
open class Bundle: NSObject, @unchecked Sendable {
  open class var main: Bundle { Bundle() }
  public init?(path: String) { super.init() }
  public override init() { super.init() }
  open var bundleIdentifier: String? { nil }
  open func localizedString(forKey key: String, value: String?, table tableName: String?) -> String
  { key }
}

// docs: A value type for a string with associated attributes for portions of its text.
@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
public struct AttributedString: Hashable, Sendable {
  public init() {}
  public init(_ string: String) {}
}

// docs: A portion of an attributed string.
@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
public struct AttributedSubstring: Hashable, Sendable {
  public init() {}
}

// docs: A string of text that manages data, layout, and stylistic information for ranges of
// characters to support rendering.
open class NSAttributedString: NSObject, @unchecked Sendable {
  public init(string: String) {
    self.string = string
    super.init()
  }
  open var string: String
  open var length: Int { string.utf16.count }
}

// docs: A container for information broadcast through a notification center to all registered
// observers.
open class NSNotification: NSObject, @unchecked Sendable {
  // docs: The type used for the name of a notification.
  public struct Name: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
}

// docs: A container for information broadcast through a notification center to all registered
// observers.
public struct Notification: Hashable, Sendable {
  // docs: A tag identifying the notification.
  public var name: Notification.Name
  // docs: An object that the poster wants to send to observers. (`var object: Any?`; UIKit
  // places the scene there for a scene's notifications.) GUESS: computed, so that the stand-in
  // stays `Sendable` without storing an `Any`.
  public var object: Any? {
    get { nil }  // GUESS: body
    set {}
  }
  // docs: Initializes a new notification.
  public init(name: Notification.Name) { self.name = name }
  // docs: (NSNotification.Name)
  public typealias Name = NSNotification.Name
}

// docs: A notification dispatch mechanism that enables the broadcast of information to registered
// observers.
open class NotificationCenter: NSObject, @unchecked Sendable {
  // docs: The app's default notification center.
  open class var `default`: NotificationCenter { NotificationCenter() }
  // docs: Adds an entry to the notification center to receive notifications that passed to the
  // provided block.
  open func addObserver(
    forName name: NSNotification.Name?,
    object obj: Any?,
    queue: OperationQueue?,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol { NSObject() }
  // docs: Removes all entries specifying an observer from the notification center's dispatch
  // table.
  open func removeObserver(_ observer: Any) {}
}

// MARK: - URL (for SwiftUI's `AppStorage`, whose initializers name it)

// docs: A value that identifies the location of a resource, such as an item on a remote server or
// the path to a local file. Only what the stubs need; bodies are placeholders.
public struct URL: Hashable, Sendable {
  private let string: String  // GUESS: storage
  // docs: Creates a URL instance from the provided string.
  public init?(string: String) { self.string = string }
  // docs: Returns the absolute string for the URL.
  public var absoluteString: String { string }
}

// MARK: - User defaults (client code: a small cache, settings)

// NSUserDefaults.h is not in the index's iOS 18 copy; an Apple copy of the header (Foundation,
// "Copyright (c) 1994-2015") gives the methods below, whose Objective-C declarations carry no
// availability attributes except `-URLForKey:`/`-setURL:forKey:` (10.6, 4.0; not stubbed, as
// only a minimal URL is here) and `-initWithSuiteName:` (10.9, 7.0). Swift names: Apple's
// documentation (`UserDefaults.standard`, `object(forKey:)`, `set(_:forKey:)`...).
// docs: An interface to the user's defaults database, where you store key-value pairs
// persistently across launches of your app.
// GUESS: `@unchecked Sendable` (no header at hand shows NS_SWIFT_SENDABLE on NSUserDefaults; the
// class is documented as thread-safe, and Xcode 16 apps keep `UserDefaults.standard` in a
// `static let`). Bodies are placeholders: nothing is stored.
open class UserDefaults: NSObject, @unchecked Sendable {
  // Header: `+ (NSUserDefaults *)standardUserDefaults;` (a class property in later headers).
  // docs: Returns the shared defaults object.
  open class var standard: UserDefaults { UserDefaults() }
  // Header: `- (instancetype)init;`.
  // docs: Creates a user defaults object initialized with the defaults for the app and current
  // user.
  public override init() { super.init() }
  // Header: `- (nullable instancetype)initWithSuiteName:(nullable NSString *)suitename
  // NS_AVAILABLE(10_9, 7_0) NS_DESIGNATED_INITIALIZER;` (below every floor: no attribute here).
  // docs: Creates a user defaults object initialized with the defaults for the specified database
  // name.
  public init?(suiteName suitename: String?) { super.init() }
  // Header: `- (nullable id)objectForKey:(NSString *)defaultName;`.
  // docs: Returns the object associated with the specified key.
  open func object(forKey defaultName: String) -> Any? { nil }
  // Header: `- (void)setObject:(nullable id)value forKey:(NSString *)defaultName;`.
  // docs: Sets the value of the specified default key.
  open func set(_ value: Any?, forKey defaultName: String) {}
  // Header: `- (void)removeObjectForKey:(NSString *)defaultName;`.
  // docs: Removes the value of the specified default key.
  open func removeObject(forKey defaultName: String) {}
  // Header: `- (nullable NSString *)stringForKey:(NSString *)defaultName;`.
  // docs: Returns the string associated with the specified key.
  open func string(forKey defaultName: String) -> String? { nil }
  // Header: `- (nullable NSArray *)arrayForKey:(NSString *)defaultName;`.
  // docs: Returns the array associated with the specified key.
  open func array(forKey defaultName: String) -> [Any]? { nil }
  // Header: `- (nullable NSDictionary<NSString *, id> *)dictionaryForKey:(NSString *)defaultName;`.
  // docs: Returns the dictionary object associated with the specified key.
  open func dictionary(forKey defaultName: String) -> [String: Any]? { nil }
  // Header: `- (nullable NSData *)dataForKey:(NSString *)defaultName;`.
  // docs: Returns the data object associated with the specified key.
  open func data(forKey defaultName: String) -> Data? { nil }
  // Header: `- (nullable NSArray<NSString *> *)stringArrayForKey:(NSString *)defaultName;`.
  // docs: Returns the array of strings associated with the specified key.
  open func stringArray(forKey defaultName: String) -> [String]? { nil }
  // Header: `- (NSInteger)integerForKey:(NSString *)defaultName;`.
  // docs: Returns the integer value associated with the specified key.
  open func integer(forKey defaultName: String) -> Int { 0 }
  // Header: `- (float)floatForKey:(NSString *)defaultName;`.
  // docs: Returns the float value associated with the specified key.
  open func float(forKey defaultName: String) -> Float { 0 }
  // Header: `- (double)doubleForKey:(NSString *)defaultName;`.
  // docs: Returns the double value associated with the specified key.
  open func double(forKey defaultName: String) -> Double { 0 }
  // Header: `- (BOOL)boolForKey:(NSString *)defaultName;`.
  // docs: Returns the Boolean value associated with the specified key.
  open func bool(forKey defaultName: String) -> Bool { false }
  // Header: `- (void)setInteger:(NSInteger)value forKey:(NSString *)defaultName;`.
  // docs: Sets the value of the specified default key to the specified integer value.
  open func set(_ value: Int, forKey defaultName: String) {}
  // Header: `- (void)setFloat:(float)value forKey:(NSString *)defaultName;`.
  // docs: Sets the value of the specified default key to the specified float value.
  open func set(_ value: Float, forKey defaultName: String) {}
  // Header: `- (void)setDouble:(double)value forKey:(NSString *)defaultName;`.
  // docs: Sets the value of the specified default key to the double value.
  open func set(_ value: Double, forKey defaultName: String) {}
  // Header: `- (void)setBool:(BOOL)value forKey:(NSString *)defaultName;`.
  // docs: Sets the value of the specified default key to the specified Boolean value.
  open func set(_ value: Bool, forKey defaultName: String) {}
  // Header: `- (void)registerDefaults:(NSDictionary<NSString *, id> *)registrationDictionary;`.
  // docs: Adds the contents of the specified dictionary to the registration domain.
  open func register(defaults registrationDictionary: [String: Any]) {}
  // Header: `- (BOOL)synchronize;` (documented as unneeded; deprecation not in that header).
  // docs: Waits for any pending asynchronous updates to the defaults database and returns.
  open func synchronize() -> Bool { true }
}

// docs: A queue that regulates the execution of operations.
open class OperationQueue: NSObject, @unchecked Sendable {
  // docs: Returns the operation queue associated with the main thread.
  open class var main: OperationQueue { OperationQueue() }
}

// docs: A collection of unique integer values that represent the indexes of elements in another
// collection.
public struct IndexSet: Hashable, Sendable {
  public init() {}
}

// MARK: - What PullToRefreshTrace uses (checked at the floor with the engine)

// docs: A byte buffer in memory.
public struct Data: Hashable, Sendable, RandomAccessCollection, MutableCollection,
  RangeReplaceableCollection
{
  private var bytes: [UInt8]
  public init() { bytes = [] }
  public init<S: Sequence>(_ elements: S) where S.Element == UInt8 { bytes = Array(elements) }
  public var startIndex: Int { bytes.startIndex }
  public var endIndex: Int { bytes.endIndex }
  public subscript(position: Int) -> UInt8 {
    get { bytes[position] }
    set { bytes[position] = newValue }
  }
  public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
  where C.Element == UInt8 { bytes.replaceSubrange(subrange, with: newElements) }
}

// docs: An object that decodes instances of a data type from JSON objects.
open class JSONDecoder {
  public init() {}
  open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    fatalError("stand-in")
  }
}

extension Error {
  // docs: Retrieve the localized description for this error.
  public var localizedDescription: String { "" }
}

// docs: A specialized error that provides localized messages describing the error and why it
// occurred.
public protocol LocalizedError: Error {
  // docs: A localized message describing what error occurred.
  var errorDescription: String? { get }
  // docs: A localized message describing the reason for the failure.
  var failureReason: String? { get }
  // docs: A localized message describing how one might recover from the failure.
  var recoverySuggestion: String? { get }
  // docs: A localized message providing "help" text if the user requests help.
  var helpAnchor: String? { get }
}

extension LocalizedError {
  public var errorDescription: String? { nil }
  public var failureReason: String? { nil }
  public var recoverySuggestion: String? { nil }
  public var helpAnchor: String? { nil }
}

// MARK: - Index paths (UIKit adds `row`, `item` and `section`: Stubs/UIKit)

// docs: A list of indexes that together represent the path to a specific location in a tree of
// nested arrays.
public struct IndexPath: Hashable, Sendable, Comparable {
  private var indexes: [Int]
  // docs: Initialize an empty index path.
  public init() { indexes = [] }
  // docs: Initialize with a sequence of integers.
  public init(indexes: [Int]) { self.indexes = indexes }
  // docs: Initialize with a single element.
  public init(index: Int) { indexes = [index] }
  // docs: The number of elements in the path.
  public var count: Int { indexes.count }
  public subscript(index: Int) -> Int { indexes[index] }
  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    lhs.indexes.lexicographicallyPrecedes(rhs.indexes)
  }
}

// MARK: - Formatting (iOS 15): what `Text(_:format:)` and `"\(value, format: ...)"` take

// docs: A type that converts a given data type into a representation in another type, such as a
// string.
// GUESS: `Sendable` (swift-foundation's current declaration; SDK 18's was not compared).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol FormatStyle: Codable, Hashable, Sendable {
  // docs: The type of data to format.
  associatedtype FormatInput
  // docs: The type of the formatted data.
  associatedtype FormatOutput
  // docs: Creates a formatted value from the given input.
  func format(_ value: Self.FormatInput) -> Self.FormatOutput
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Date {
  // docs: A type that converts between dates and their textual representations.
  public struct FormatStyle: Foundation.FormatStyle {
    // docs: Type that defines date styles varied in length or components included.
    public struct DateStyle: Codable, Hashable, Sendable {
      let id: Int  // GUESS: storage
      public static let omitted = DateStyle(id: 0)
      public static let numeric = DateStyle(id: 1)
      public static let abbreviated = DateStyle(id: 2)
      public static let long = DateStyle(id: 3)
      public static let complete = DateStyle(id: 4)
    }
    // docs: Type that defines time styles varied in length or components included.
    public struct TimeStyle: Codable, Hashable, Sendable {
      let id: Int  // GUESS: storage
      public static let omitted = TimeStyle(id: 0)
      public static let shortened = TimeStyle(id: 1)
      public static let standard = TimeStyle(id: 2)
      public static let complete = TimeStyle(id: 3)
    }
    // docs: Creates a new date format style with the provided date and time styles.
    public init(date: DateStyle? = nil, time: TimeStyle? = nil) {}
    public func format(_ value: Date) -> String { "" }  // GUESS: body
    // GUESS: the component methods, without their symbol arguments (`hour(_:)` and so on take a
    // symbol with a default in the SDK).
    public func year() -> Date.FormatStyle { self }
    public func month() -> Date.FormatStyle { self }
    public func day() -> Date.FormatStyle { self }
    public func hour() -> Date.FormatStyle { self }
    public func minute() -> Date.FormatStyle { self }
    public func second() -> Date.FormatStyle { self }
  }

  // docs: A format style that forms locale-aware string representations of a relative date or
  // time.
  public struct RelativeFormatStyle: Foundation.FormatStyle {
    // docs: Types that specify the style of a relative date presentation.
    public struct Presentation: Codable, Hashable, Sendable {
      let id: Int  // GUESS: storage
      public static let numeric = Presentation(id: 0)
      public static let named = Presentation(id: 1)
    }
    // docs: Types that specify the unit style of a relative date presentation.
    public struct UnitsStyle: Codable, Hashable, Sendable {
      let id: Int  // GUESS: storage
      public static let wide = UnitsStyle(id: 0)
      public static let spellOut = UnitsStyle(id: 1)
      public static let abbreviated = UnitsStyle(id: 2)
      public static let narrow = UnitsStyle(id: 3)
    }
    // docs: Creates a relative date format style with the given presentation and units style.
    public init(presentation: Presentation = .numeric, unitsStyle: UnitsStyle = .wide) {}
    public func format(_ destDate: Date) -> String { "" }  // GUESS: body
  }

  // docs: Generates a locale-aware string representation of a date using the default date format
  // style.
  public func formatted() -> String { "" }  // GUESS: body
  // docs: Generates a locale-aware string representation of a date using specified date and time
  // format styles.
  public func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle)
    -> String
  { "" }  // GUESS: body
  // docs: Generates a locale-aware string representation of a date using the specified format
  // style.
  public func formatted<F>(_ format: F) -> F.FormatOutput
  where F: Foundation.FormatStyle, F.FormatInput == Date { format.format(self) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension FormatStyle where Self == Date.FormatStyle {
  // docs: A default format style for formatting dates.
  public static var dateTime: Date.FormatStyle { Date.FormatStyle() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension FormatStyle where Self == Date.RelativeFormatStyle {
  // docs: A style for formatting a date relative to now.
  public static func relative(
    presentation: Date.RelativeFormatStyle.Presentation,
    unitsStyle: Date.RelativeFormatStyle.UnitsStyle = .wide
  ) -> Date.RelativeFormatStyle {
    Date.RelativeFormatStyle(presentation: presentation, unitsStyle: unitsStyle)
  }
}

// Parsing (iOS 15): what `TextField(_:value:format:)` takes (client trial 2026-12-07). docs:
// `protocol ParseStrategy : Decodable, Encodable, Hashable` (`associatedtype ParseInput`,
// `associatedtype ParseOutput`, `func parse(_ value: Self.ParseInput) throws -> Self.ParseOutput`)
// and `protocol ParseableFormatStyle : FormatStyle` (`associatedtype Strategy : ParseStrategy where
// Self.FormatInput == Self.Strategy.ParseOutput, Self.FormatOutput == Self.Strategy.ParseInput`,
// `var parseStrategy: Self.Strategy { get }`); iOS 15, macOS 12, tvOS 15, watchOS 8.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol ParseStrategy: Codable, Hashable {
  associatedtype ParseInput
  associatedtype ParseOutput
  func parse(_ value: Self.ParseInput) throws -> Self.ParseOutput
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol ParseableFormatStyle: FormatStyle {
  associatedtype Strategy: ParseStrategy
  where Self.FormatInput == Self.Strategy.ParseOutput, Self.FormatOutput == Self.Strategy.ParseInput
  var parseStrategy: Self.Strategy { get }
}

// docs: Configuration settings for formatting numbers of different types (`enum
// NumberFormatStyleConfiguration`), and its `struct Precision` ("A structure that an integer
// format style uses to configure precision"; `Codable, Hashable, Sendable`); iOS 15, macOS 12,
// tvOS 15, watchOS 8. The static functions are the documentation's declarations.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum NumberFormatStyleConfiguration {
  public struct Precision: Codable, Hashable, Sendable {
    let id: Int  // GUESS: storage
    public static func significantDigits<R>(_ limits: R) -> NumberFormatStyleConfiguration.Precision
    where R: RangeExpression, R.Bound == Int { Precision(id: 0) }
    public static func significantDigits(_ digits: Int) -> NumberFormatStyleConfiguration.Precision {
      Precision(id: 0)
    }
    public static func integerAndFractionLength<R1, R2>(integerLimits: R1, fractionLimits: R2)
      -> NumberFormatStyleConfiguration.Precision
    where R1: RangeExpression, R2: RangeExpression, R1.Bound == Int, R2.Bound == Int {
      Precision(id: 0)
    }
    public static func integerAndFractionLength(integer: Int, fraction: Int)
      -> NumberFormatStyleConfiguration.Precision
    { Precision(id: 0) }
    public static func integerLength<R>(_ limits: R) -> NumberFormatStyleConfiguration.Precision
    where R: RangeExpression, R.Bound == Int { Precision(id: 0) }
    public static func integerLength(_ length: Int) -> NumberFormatStyleConfiguration.Precision {
      Precision(id: 0)
    }
    public static func fractionLength<R>(_ limits: R) -> NumberFormatStyleConfiguration.Precision
    where R: RangeExpression, R.Bound == Int { Precision(id: 0) }
    public static func fractionLength(_ length: Int) -> NumberFormatStyleConfiguration.Precision {
      Precision(id: 0)
    }
  }
}

// docs: Configuration settings for formatting currency values (`enum
// CurrencyFormatStyleConfiguration`, `typealias Precision =
// NumberFormatStyleConfiguration.Precision`); iOS 15, macOS 12, tvOS 15, watchOS 8.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum CurrencyFormatStyleConfiguration {
  public typealias Precision = NumberFormatStyleConfiguration.Precision
}

// docs: A structure that converts between integer values and their textual representations.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct IntegerFormatStyle<Value: BinaryInteger>: FormatStyle {
  // docs: `typealias Configuration = NumberFormatStyleConfiguration`.
  public typealias Configuration = NumberFormatStyleConfiguration
  public init() {}
  // docs: `init(locale: Locale = .autoupdatingCurrent)`. GUESS: the stand-in keeps no locale.
  public init(locale: Locale) {}
  public func format(_ value: Value) -> String { "" }  // GUESS: body
  // docs: `func precision(_ p: IntegerFormatStyle<Value>.Configuration.Precision) ->
  // IntegerFormatStyle<Value>`.
  public func precision(_ p: IntegerFormatStyle<Value>.Configuration.Precision)
    -> IntegerFormatStyle<Value>
  { self }
  // docs: A format style that converts integers into percentage representations (`struct
  // Percent`, `init(locale: Locale = .autoupdatingCurrent)`).
  public struct Percent: FormatStyle {
    public typealias Configuration = NumberFormatStyleConfiguration
    public init(locale: Locale = .autoupdatingCurrent) {}
    public func format(_ value: Value) -> String { "" }  // GUESS: body
    public func precision(_ p: IntegerFormatStyle<Value>.Percent.Configuration.Precision)
      -> IntegerFormatStyle<Value>.Percent
    { self }
  }
  // docs: A format style that converts between integer currency values and their textual
  // representations (`struct Currency`, `init(code: String, locale: Locale =
  // .autoupdatingCurrent)`, `let currencyCode: String`).
  public struct Currency: FormatStyle {
    public typealias Configuration = CurrencyFormatStyleConfiguration
    public let currencyCode: String
    public init(code: String, locale: Locale = .autoupdatingCurrent) { self.currencyCode = code }
    public func format(_ value: Value) -> String { "" }  // GUESS: body
    public func precision(_ p: IntegerFormatStyle<Value>.Currency.Configuration.Precision)
      -> IntegerFormatStyle<Value>.Currency
    { self }
  }
}

// docs: A structure that converts between floating-point values and their textual
// representations.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct FloatingPointFormatStyle<Value: BinaryFloatingPoint>: FormatStyle {
  // docs: `typealias Configuration = NumberFormatStyleConfiguration`.
  public typealias Configuration = NumberFormatStyleConfiguration
  public init() {}
  // docs: `init(locale: Locale = .autoupdatingCurrent)`. GUESS: the stand-in keeps no locale.
  public init(locale: Locale) {}
  public func format(_ value: Value) -> String { "" }  // GUESS: body
  // docs: Modifies the format style to use the specified precision (`func precision(_ p:
  // FloatingPointFormatStyle<Value>.Configuration.Precision) -> FloatingPointFormatStyle<Value>`).
  public func precision(_ p: FloatingPointFormatStyle<Value>.Configuration.Precision)
    -> FloatingPointFormatStyle<Value>
  { self }
  // docs: A format style that converts between floating-point percentage values and their
  // textual representations.
  public struct Percent: FormatStyle {
    public typealias Configuration = NumberFormatStyleConfiguration
    // docs: `init(locale: Locale = .autoupdatingCurrent)`.
    public init(locale: Locale = .autoupdatingCurrent) {}
    public func format(_ value: Value) -> String { "" }  // GUESS: body
    // docs: `func precision(_ p: FloatingPointFormatStyle<Value>.Percent.Configuration.Precision)
    // -> FloatingPointFormatStyle<Value>.Percent`.
    public func precision(_ p: FloatingPointFormatStyle<Value>.Percent.Configuration.Precision)
      -> FloatingPointFormatStyle<Value>.Percent
    { self }
  }
  // docs: A format style that converts between floating-point currency values and their textual
  // representations (`struct Currency`, `init(code: String, locale: Locale =
  // .autoupdatingCurrent)`, `let currencyCode: String`).
  public struct Currency: FormatStyle {
    public typealias Configuration = CurrencyFormatStyleConfiguration
    public let currencyCode: String
    public init(code: String, locale: Locale = .autoupdatingCurrent) { self.currencyCode = code }
    public func format(_ value: Value) -> String { "" }  // GUESS: body
    // docs: `func precision(_ p: FloatingPointFormatStyle<Value>.Currency.Configuration.Precision)
    // -> FloatingPointFormatStyle<Value>.Currency`.
    public func precision(_ p: FloatingPointFormatStyle<Value>.Currency.Configuration.Precision)
      -> FloatingPointFormatStyle<Value>.Currency
    { self }
  }
}

// docs: `struct IntegerParseStrategy<Format> where Format : FormatStyle, Format.FormatInput :
// BinaryInteger` and `struct FloatingPointParseStrategy<Format> where Format : FormatStyle,
// Format.FormatInput : BinaryFloatingPoint`, both `ParseStrategy` (`String` in, the number out);
// the number format styles are `ParseableFormatStyle` with `var parseStrategy`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct IntegerParseStrategy<Format>: ParseStrategy
where Format: FormatStyle, Format.FormatInput: BinaryInteger {
  let id: Int  // GUESS: storage
  public func parse(_ value: String) throws -> Format.FormatInput { 0 }  // GUESS: body
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct FloatingPointParseStrategy<Format>: ParseStrategy
where Format: FormatStyle, Format.FormatInput: BinaryFloatingPoint {
  let id: Int  // GUESS: storage
  public func parse(_ value: String) throws -> Format.FormatInput { 0 }  // GUESS: body
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension IntegerFormatStyle: ParseableFormatStyle {
  public var parseStrategy: IntegerParseStrategy<IntegerFormatStyle<Value>> {
    IntegerParseStrategy(id: 0)
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension IntegerFormatStyle.Percent: ParseableFormatStyle {
  public var parseStrategy: IntegerParseStrategy<IntegerFormatStyle<Value>.Percent> {
    IntegerParseStrategy(id: 0)
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension IntegerFormatStyle.Currency: ParseableFormatStyle {
  public var parseStrategy: IntegerParseStrategy<IntegerFormatStyle<Value>.Currency> {
    IntegerParseStrategy(id: 0)
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension FloatingPointFormatStyle: ParseableFormatStyle {
  public var parseStrategy: FloatingPointParseStrategy<FloatingPointFormatStyle<Value>> {
    FloatingPointParseStrategy(id: 0)
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension FloatingPointFormatStyle.Percent: ParseableFormatStyle {
  public var parseStrategy: FloatingPointParseStrategy<FloatingPointFormatStyle<Value>.Percent> {
    FloatingPointParseStrategy(id: 0)
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension FloatingPointFormatStyle.Currency: ParseableFormatStyle {
  public var parseStrategy: FloatingPointParseStrategy<FloatingPointFormatStyle<Value>.Currency> {
    FloatingPointParseStrategy(id: 0)
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension FormatStyle where Self == IntegerFormatStyle<Int> {
  // docs: A style for formatting the integer type in scope, using the default locale.
  public static var number: IntegerFormatStyle<Int> { IntegerFormatStyle() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension FormatStyle where Self == FloatingPointFormatStyle<Double> {
  // docs: A style for formatting the floating-point type in scope, using the default locale.
  public static var number: FloatingPointFormatStyle<Double> { FloatingPointFormatStyle() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension FormatStyle where Self == FloatingPointFormatStyle<Double>.Percent {
  // docs: A style for formatting a percentage, using the default locale.
  public static var percent: FloatingPointFormatStyle<Double>.Percent {
    FloatingPointFormatStyle<Double>.Percent()
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension FormatStyle where Self == IntegerFormatStyle<Int>.Percent {
  // A style for formatting integers as a percent representation. GUESS: declared as the
  // floating-point `percent` above, one per integer type (the stand-in has `Int`'s).
  public static var percent: IntegerFormatStyle<Int>.Percent { IntegerFormatStyle<Int>.Percent() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension FormatStyle {
  // docs: Returns a format style to use floating-point currency notation (`static func
  // currency<Value>(code: String) -> Self where Self == FloatingPointFormatStyle<Value>.Currency,
  // Value : BinaryFloatingPoint`).
  public static func currency<Value>(code: String) -> Self
  where Self == FloatingPointFormatStyle<Value>.Currency, Value: BinaryFloatingPoint {
    FloatingPointFormatStyle<Value>.Currency(code: code)
  }
  // Returns a format style to use integer currency notation. GUESS: declared as the
  // floating-point form above (its generic parameter's name included).
  public static func currency<V>(code: String) -> Self
  where Self == IntegerFormatStyle<V>.Currency, V: BinaryInteger {
    IntegerFormatStyle<V>.Currency(code: code)
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension BinaryInteger {
  // docs: Formats the integer using a default localized format style.
  public func formatted() -> String { "" }  // GUESS: body
  // docs: Formats the integer using the provided format style (`func formatted<S>(_ format: S) ->
  // S.FormatOutput where Self == S.FormatInput, S : FormatStyle`).
  public func formatted<S>(_ format: S) -> S.FormatOutput
  where Self == S.FormatInput, S: FormatStyle { format.format(self) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension BinaryFloatingPoint {
  // docs: Formats the floating-point value using the default localized format style.
  public func formatted() -> String { "" }  // GUESS: body
  // docs: Formats the floating-point value using the provided format style (`func formatted<S>(_
  // format: S) -> S.FormatOutput where Self == S.FormatInput, S : FormatStyle`).
  public func formatted<S>(_ format: S) -> S.FormatOutput
  where Self == S.FormatInput, S: FormatStyle { format.format(self) }
}

// The C math library (Darwin, which Foundation re-exports on Apple platforms).
public func log10(_ x: Double) -> Double { x }
public func pow(_ x: Double, _ y: Double) -> Double { x }
