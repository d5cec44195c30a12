// Accessibility framework declaration stub for compile-checking on Linux. Not the real framework.
// Follows: iOS 27 SDK (Xcode 27) as documented on developer.apple.com, docs snapshot of 2026.
// Declarations are copied from each page's Declaration block, with the page's availability
// written as `@available`; anything the docs do not show is marked `// GUESS`.
// The stub SwiftUI module re-exports this one (GUESS: that `import SwiftUI` alone makes
// `AccessibilityNotification` visible, as it does in Apple's samples).

import Foundation

// GUESS: the protocol behind `post()` is underscored (`_AccessibilityNotifications`); its name is
// taken from the symbol's identifier on the `post()` page.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol _AccessibilityNotifications {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension _AccessibilityNotifications {
  // docs: Posts a notification to assistive apps.
  public func post() {}
}

// docs: (a namespace for the notifications an app posts to assistive apps)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public enum AccessibilityNotification {
  // docs: A notification that an app posts when it needs to convey an announcement to an
  // assistive app.
  public struct Announcement: _AccessibilityNotifications {
    // docs: Creates an announcement notification with a string value.
    public init(_ announcement: String) {}
    // docs: Creates an announcement notification with an attributed string value.
    public init(_ announcement: AttributedString) {}
  }

  // docs: A notification that an app posts when a new view appears that occupies a major
  // portion of the screen.
  public struct ScreenChanged: _AccessibilityNotifications {
    // GUESS: the element parameter's type (the real one takes `Any?`).
    public init(_ element: Any?) {}
  }

  // docs: A notification that an app posts when the layout of a screen changes.
  public struct LayoutChanged: _AccessibilityNotifications {
    // GUESS: the element parameter's type (the real one takes `Any?`).
    public init(_ element: Any?) {}
  }
}
