// AppKit stand-in, used ONLY by the macOS availability pass of AppleCheck/check-apple-code.sh (the
// fake macOS SDK). Not the real framework; the Linux pass has no AppKit (code that imports it
// must be under `#if os(macOS)` or `#if canImport(AppKit)`).
// Follows: the macOS 15 SDK of Xcode 16 (the iOS 18 SDK family) as documented on
// developer.apple.com (2026 snapshot); AppKit's headers are not in the index, so nothing here was
// compared with them. It declares only what an example app's `@main` file uses to make an app
// started by `swift run` a regular one: the application object, its delegate, its windows.
// Conventions: see Stubs/SwiftUI/View.swift.

@_exported import Foundation

// docs: An object that manages an app's main event loop and resources used by all of that
// app's objects.
@available(macOS 10.0, *)
@MainActor @preconcurrency open class NSApplication: NSObject {
  // docs: Constants that indicate whether an app appears in the Dock and can be made active.
  public enum ActivationPolicy: Int, Sendable {
    // docs: The application is an ordinary app that appears in the Dock and may have a user
    // interface.
    case regular = 0
    // docs: The application doesn't appear in the Dock and doesn't have a menu bar, but it may be
    // activated programmatically or by clicking on one of its windows.
    case accessory = 1
    // docs: The application doesn't appear in the Dock and may not create windows or be
    // activated.
    case prohibited = 2
  }

  // GUESS: the stand-in's initializer (the real object is `NSApplication.shared`).
  public override init() { super.init() }

  // docs: Returns the application instance, creating it if it doesn't exist yet.
  open class var shared: NSApplication { NSApplication() }
  // docs: Attempts to modify the app's activation policy.
  @discardableResult
  open func setActivationPolicy(_ activationPolicy: NSApplication.ActivationPolicy) -> Bool { true }
  // docs: Activates the receiver app, if appropriate.
  @available(macOS 14.0, *)
  open func activate() {}
  // docs: An array of the app's window objects.
  open var windows: [NSWindow] { [] }
}

// docs: The global variable for the shared app instance.
@MainActor public var NSApp: NSApplication! = NSApplication.shared

// docs: A set of methods that manage your app's life cycle and its interaction with common system
// services.
@available(macOS 10.0, *)
@MainActor @preconcurrency public protocol NSApplicationDelegate: NSObjectProtocol {
  // docs: Tells the delegate when the app has finished launching.
  func applicationDidFinishLaunching(_ notification: Notification)
  // docs: Returns a Boolean value that indicates if the app terminates once the last window
  // closes.
  func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool
}

// GUESS: the methods are `optional` in Objective-C; default implementations stand in.
@available(macOS 10.0, *)
extension NSApplicationDelegate {
  public func applicationDidFinishLaunching(_ notification: Notification) {}
  public func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool {
    false
  }
}

// docs: A window that an app displays on the screen.
@available(macOS 10.0, *)
@MainActor @preconcurrency open class NSWindow: NSObject {
  // docs: Moves the window to the front of the screen list, within its level, and makes it the
  // key window; that is, it shows the window.
  open func makeKeyAndOrderFront(_ sender: Any?) {}
}
