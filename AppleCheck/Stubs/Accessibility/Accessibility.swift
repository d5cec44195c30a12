// Accessibility framework declaration stub for compile-checking on Linux. Not the real framework.
//
// Follows: the iOS 18.0 SDK (Xcode 16): Accessibility.framework's arm64-apple-ios.swiftinterface,
// read in the index (repository xybp888/iOS-SDKs, iPhoneOS18.0.sdk; 21,103 characters, all of
// what the stub declares is in it). Conventions: see Stubs/SwiftUI/View.swift.
//
// Who re-exports it, in SDK 18: UIKit's Swift overlay (`@_exported import Accessibility`), and so
// `import UIKit`, and `import SwiftUI` on every platform but macOS (SwiftUI's Clang module imports
// UIKit there). SwiftUI's and SwiftUICore's own interfaces import it without re-exporting it.
// The interface gives no visionOS entries: visionOS takes iOS 17's availability (visionOS 1).

import Foundation

// SDK 18: the protocol behind `post()`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol _AccessibilityNotifications {
  associatedtype _Info
  func post()
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension _AccessibilityNotifications {
  // docs: Posts a notification to assistive apps.
  // SDK 18: neither `@MainActor` nor `async`.
  public func post() {}
}

// docs: (a namespace for the notifications an app posts to assistive apps)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public enum AccessibilityNotification {
  // docs: A notification that an app posts when it needs to convey an announcement to an
  // assistive app.
  public struct Announcement: _AccessibilityNotifications {
    // docs: Creates an announcement notification with an attributed string value.
    public init(_ announcement: AttributedString) {}
    // docs: Creates an announcement notification with a string value.
    public init(_ announcement: String) {}
    // SDK 18.
    public init(_ announcement: NSAttributedString) {}
    public typealias _Info = NSAttributedString
  }

  // docs: A notification that an app posts when the layout of a screen changes.
  public struct LayoutChanged: _AccessibilityNotifications {
    // SDK 18: `public init(_ element: Any? = nil)`.
    public init(_ element: Any? = nil) {}
    public typealias _Info = Any  // GUESS: its `_Info` (not used by clients)
  }

  // docs: A notification that an app posts when a new view appears that occupies a major
  // portion of the screen.
  public struct ScreenChanged: _AccessibilityNotifications {
    // SDK 18: `public init(_ element: Any? = nil)`.
    public init(_ element: Any? = nil) {}
    public typealias _Info = Any  // GUESS: its `_Info` (not used by clients)
  }

  // docs: A notification that an app posts when a scroll action completes.
  // SDK 18 has three initializers; the stub declares the string one only.
  public struct PageScrolled: _AccessibilityNotifications {
    // docs: Creates a page scrolled notification with a string value.
    public init(_ scrollStatus: String) {}  // GUESS: the parameter name
    public typealias _Info = NSAttributedString  // GUESS: its `_Info` (not used by clients)
  }
}
