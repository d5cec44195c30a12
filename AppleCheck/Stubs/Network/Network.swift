// Network declaration stub for compile-checking on Linux. Not the real framework.
//
// Follows: the iOS 18.0 SDK (Xcode 16), Network.framework's Swift overlay
// (Network.swiftmodule/arm64-apple-ios.swiftinterface, read in the index: repository
// xybp888/iOS-SDKs, iPhoneOS18.0.sdk): the path monitor that the front ends (`NetworkPathReporter`,
// the refresh policy's network reports) and an app use to refresh when the network comes back,
// and nothing else of the framework. Conventions (`// SDK 18`, `// GUESS`,
// `// DIFFERENCE`, availability): see Stubs/SwiftUI/View.swift. visionOS: the interface names no
// visionOS version on these declarations, which visionOS inherits from iOS.
//
// Built by Package.swift's Linux-only stub block (pass 2 of AppleCheck/check-apple-code.sh, on
// swift-corelibs-foundation and its Dispatch) and by the platform passes (on the Foundation and
// Dispatch stand-ins of Stubs/Availability).

import Foundation

// SDK 18 (Network @~30000): `public struct NWInterface : Hashable, CustomDebugStringConvertible,
// Sendable`, of which only the interface types are stubbed.
@available(macOS 10.14, iOS 12.0, watchOS 5.0, tvOS 12.0, *)
public struct NWInterface: Hashable, CustomDebugStringConvertible, Sendable {
  // SDK 18: `public enum InterfaceType : Sendable` (Equatable and Hashable in extensions).
  public enum InterfaceType: Sendable {
    case other
    case wifi
    case cellular
    case wiredEthernet
    case loopback
  }
  // SDK 18: `public var type: NWInterface.InterfaceType { get }`.
  public var type: NWInterface.InterfaceType { .other }  // GUESS: body
  // SDK 18: `public var name: String { get }`.
  public var name: String { "" }  // GUESS: body
  public var debugDescription: String { name }  // GUESS: body
}

// SDK 18 (Network @~30500): `public struct NWPath : Equatable, CustomDebugStringConvertible,
// Sendable`.
@available(macOS 10.14, iOS 12.0, watchOS 5.0, tvOS 12.0, *)
public struct NWPath: Equatable, CustomDebugStringConvertible, Sendable {
  public var debugDescription: String { "NWPath" }  // GUESS: body
  // SDK 18: `public enum Status : Sendable` (Equatable and Hashable in extensions).
  public enum Status: Sendable {
    case satisfied
    case unsatisfied
    case requiresConnection
  }
  // SDK 18: `public let status: NWPath.Status`.
  public let status: NWPath.Status
  // SDK 18: `public let availableInterfaces: [NWInterface]`.
  public let availableInterfaces: [NWInterface]
  // SDK 18: `public let isExpensive: Bool`.
  public let isExpensive: Bool
  // SDK 18: `@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *) public var
  // isConstrained: Bool { get }`.
  @available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
  public var isConstrained: Bool { false }  // GUESS: body
  // SDK 18: `public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool`.
  public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool { false }  // GUESS
  // GUESS: the SDK declares no public initializer; the stub's is internal.
  init() {
    status = .requiresConnection
    availableInterfaces = []
    isExpensive = false
  }
}

@available(macOS 10.14, iOS 12.0, watchOS 5.0, tvOS 12.0, *)
extension NWPath.Status: Equatable {}

@available(macOS 10.14, iOS 12.0, watchOS 5.0, tvOS 12.0, *)
extension NWPath.Status: Hashable {}

// SDK 18 (Network @~31500): `@_objcRuntimeName(_TtC7Network14_NWPathMonitor) final public class
// NWPathMonitor`, `Sendable` (with `CustomDebugStringConvertible` and `AsyncSequence`) in an
// extension from macOS 14, iOS 17, watchOS 10, tvOS 17.
@available(macOS 10.14, iOS 12.0, watchOS 5.0, tvOS 12.0, *)
final public class NWPathMonitor {
  // SDK 18: `final public var currentPath: NWPath { get set }`, the setter deprecated (iOS 17,
  // macOS 14, watchOS 9, tvOS 17: "setting currentPath not supported").
  final public var currentPath: NWPath {
    get { NWPath() }  // GUESS: body
    @available(macOS, introduced: 10.14, deprecated: 14.0, message: "setting currentPath not supported")
    @available(iOS, introduced: 12.0, deprecated: 17.0, message: "setting currentPath not supported")
    @available(watchOS, introduced: 5.0, deprecated: 9.0, message: "setting currentPath not supported")
    @available(tvOS, introduced: 12.0, deprecated: 17.0, message: "setting currentPath not supported")
    set {}
  }
  // SDK 18: `@preconcurrency final public var pathUpdateHandler: (@Sendable (_ newPath:
  // Network.NWPath) -> Swift.Void)? { get set }`.
  @preconcurrency final public var pathUpdateHandler: (@Sendable (_ newPath: NWPath) -> Void)? {
    get { nil }  // GUESS: body
    set {}
  }
  // SDK 18: `final public func start(queue: Dispatch.DispatchQueue)`.
  final public func start(queue: DispatchQueue) {}
  // SDK 18: `final public func cancel()`.
  final public func cancel() {}
  // SDK 18: `final public var queue: Dispatch.DispatchQueue? { get }`.
  final public var queue: DispatchQueue? { nil }  // GUESS: body
  // SDK 18: `public init()`.
  public init() {}
  // SDK 18: `public init(requiredInterfaceType: Network.NWInterface.InterfaceType)`.
  public init(requiredInterfaceType: NWInterface.InterfaceType) {}
  // SDK 18: `@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *) public
  // init(prohibitedInterfaceTypes: [Network.NWInterface.InterfaceType])`.
  @available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
  public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {}
}

// SDK 18: `extension Network.NWPathMonitor : Swift.Sendable, Swift.CustomDebugStringConvertible,
// _Concurrency.AsyncSequence` (macOS 14, iOS 17, watchOS 10, tvOS 17), `Element == NWPath`.
// DIFFERENCE: a stored-property-free final class needs `@unchecked` for `Sendable` here (the SDK's
// stores its state behind its own lock); the iterator's `next()` is the SDK's, its body a GUESS.
@available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
extension NWPathMonitor: @unchecked Sendable, CustomDebugStringConvertible, AsyncSequence {
  public typealias Element = NWPath
  public typealias AsyncIterator = NWPathMonitor.Iterator
  // SDK 18: `final public var debugDescription: Swift.String { get }`.
  final public var debugDescription: String { "NWPathMonitor" }  // GUESS: body
  // SDK 18: `public struct Iterator : _Concurrency.AsyncIteratorProtocol`, `Failure == Never`.
  public struct Iterator: AsyncIteratorProtocol {
    // SDK 18: `public mutating func next() async -> Network.NWPathMonitor.Element?`.
    public mutating func next() async -> NWPathMonitor.Element? { nil }  // GUESS: body
  }
  // SDK 18: `final public __consuming func makeAsyncIterator() -> Network.NWPathMonitor.Iterator`.
  final public __consuming func makeAsyncIterator() -> NWPathMonitor.Iterator { Iterator() }
}
