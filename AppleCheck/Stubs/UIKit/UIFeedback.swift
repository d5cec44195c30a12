// UIKit declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16), UIKit's headers and Swift overlay; this file: UIFeedbackGenerator.h (18.0) and UIImpactFeedbackGenerator.h (17.5, the newest copy in
// the index).
// Platforms and conventions: see UIKit.swift and Stubs/SwiftUI/View.swift.
//
// Haptic feedback generators: iOS and Mac Catalyst only (unavailable on tvOS, watchOS, visionOS).

// docs: The abstract superclass for all feedback generators.
// SDK 18 (UIFeedbackGenerator.h): `API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(visionos, tvos)
// API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR`.
@available(iOS 10.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIFeedbackGenerator: NSObject {
  // GUESS: the placeholder initializer behind the subclasses' initializers.
  public override init() { super.init() }
  // docs: Prepares the generator to trigger feedback.
  open func prepare() {}
}

// docs: A concrete feedback generator subclass that creates haptics to simulate physical
// impacts.
// SDK 17.5 (UIImpactFeedbackGenerator.h; the index has no 18.0 copy): `API_AVAILABLE(ios(10.0))
// API_UNAVAILABLE(visionos) API_UNAVAILABLE(tvos, watchos) NS_SWIFT_UI_ACTOR`.
@available(iOS 10.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  // docs: The mass of the objects in the collision simulated by a feedback generator.
  public enum FeedbackStyle: Int, Sendable {
    // docs: A collision between small, light user interface elements.
    case light = 0
    // docs: A collision between moderately sized user interface elements.
    case medium = 1
    // docs: A collision between large, heavy user interface elements.
    case heavy = 2
    // docs: A collision between user interface elements that are soft, exhibiting a large amount
    // of compression or elasticity.
    @available(iOS 13.0, *)
    case soft = 3
    // docs: A collision between user interface elements that are rigid, exhibiting a small amount
    // of compression or elasticity.
    @available(iOS 13.0, *)
    case rigid = 4
  }

  // docs: Creates an impact feedback generator with the specified style.
  // SDK 17.5/18: `API_DEPRECATED_WITH_REPLACEMENT("+feedbackGeneratorWithStyle:forView:",
  // ios(10.0, API_TO_BE_DEPRECATED))`, which Swift sees as deprecated in 100000: no warning with
  // Xcode 16. (The 2026 documentation shows a real deprecation, in iOS 27.)
  // GUESS: how the replacement is rendered (`renamed:`).
  @available(iOS, introduced: 10.0, deprecated: 100000.0, renamed: "init(style:view:)")
  public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { super.init() }

  // docs: Creates an impact feedback generator with the specified style and view.
  @available(iOS 17.5, *)
  public convenience init(style: UIImpactFeedbackGenerator.FeedbackStyle, view: UIView) {
    self.init(style: style)
  }

  // docs: Triggers impact feedback.
  open func impactOccurred() {}
  // docs: Triggers impact feedback with a specific intensity.
  @available(iOS 13.0, *)
  open func impactOccurred(intensity: CGFloat) {}
  // docs: (impactOccurred(at:))
  @available(iOS 17.5, *)
  open func impactOccurred(at location: CGPoint) {}
  // docs: (impactOccurred(intensity:at:))
  @available(iOS 17.5, *)
  open func impactOccurred(intensity: CGFloat, at location: CGPoint) {}
}

// docs: A concrete feedback generator subclass that creates haptics to communicate successes,
// failures, and warnings.
@available(iOS 10.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  // docs: Notification feedback types that indicate whether a task succeeded, failed, or
  // produced a warning.
  public enum FeedbackType: Int, Sendable {
    // docs: A notification feedback type that indicates a task has completed successfully.
    case success = 0
    // docs: A notification feedback type that indicates a task has produced a warning.
    case warning = 1
    // docs: A notification feedback type that indicates a task has failed.
    case error = 2
  }
  // docs: Triggers notification feedback.
  open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType)
  {}
}
