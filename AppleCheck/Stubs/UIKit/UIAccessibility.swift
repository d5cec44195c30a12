// UIKit declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16), UIKit's headers and Swift overlay; this file: UIAccessibility.h, UIAccessibilityConstants.h, UIAccessibilityCustomAction.h.
// Platforms and conventions: see UIKit.swift and Stubs/SwiftUI/View.swift.
//
// UIKit accessibility: the informal protocol on NSObject, notifications, traits, custom actions.

// MARK: - The UIAccessibility informal protocol (on NSObject)

// GUESS: the properties live in an extension of NSObject, as on Apple (the docs list them under
// ObjectiveC's NSObject); only `accessibilityCustomActions` was checked against its page, the
// others follow its form (`@MainActor var … { get set }`). As extension members they cannot be
// overridden on Linux (they can on Apple, through Objective-C).
extension NSObject {
  // docs: A Boolean value that indicates whether the element is an accessibility element that an
  // assistive app can access.
  @MainActor public var isAccessibilityElement: Bool {
    get { false }
    set {}
  }
  // docs: A localized string that succinctly identifies the accessibility element.
  @MainActor public var accessibilityLabel: String? {
    get { nil }
    set {}
  }
  // docs: A localized string that contains a brief description of the result of performing an
  // action on the accessibility element.
  @MainActor public var accessibilityHint: String? {
    get { nil }
    set {}
  }
  // docs: A localized string that represents the current value of the accessibility element.
  @MainActor public var accessibilityValue: String? {
    get { nil }
    set {}
  }
  // docs: The combination of accessibility traits that best characterize the accessibility
  // element.
  @MainActor public var accessibilityTraits: UIAccessibilityTraits {
    get { .none }
    set {}
  }
  // docs: A Boolean value indicating whether the accessibility elements contained within this
  // accessibility element are hidden.
  @MainActor public var accessibilityElementsHidden: Bool {
    get { false }
    set {}
  }
  // docs: An array of custom actions to display along with the built-in actions.
  // SDK 18 (UIAccessibility.h): `API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos)`.
  @available(iOS 8.0, tvOS 9.0, *)
  @available(watchOS, unavailable)
  @MainActor public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { nil }
    set {}
  }
}

// MARK: - UIAccessibility

// docs: (the `UIAccessibility` namespace of type members: notifications, settings)
// GUESS: an enum without cases; the docs list only its members.
public enum UIAccessibility {
  // docs: An accessibility notification that an app can send.
  public struct Notification: Hashable, RawRepresentable, Sendable {
    public let rawValue: UInt32
    // docs: (init(rawValue: UInt32))
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    // docs: A notification that an app posts when it needs to convey an announcement to the
    // assistive app.
    // SDK 18 (UIAccessibilityConstants.h): `API_AVAILABLE(ios(4.0), watchos(2.0))
    // NS_SWIFT_NONISOLATED`.
    @available(iOS 4.0, tvOS 9.0, watchOS 2.0, *)
    nonisolated public static let announcement: UIAccessibility.Notification =
      Notification(rawValue: 1008)
    // docs: A notification that an app posts when the layout of a screen changes.
    nonisolated public static let layoutChanged: UIAccessibility.Notification =
      Notification(rawValue: 1001)
    // docs: A notification that an app posts when a new view appears that occupies a major
    // portion of the screen.
    nonisolated public static let screenChanged: UIAccessibility.Notification =
      Notification(rawValue: 1000)
    // docs: A notification that an app posts when a scroll action completes.
    @available(iOS 4.2, tvOS 9.0, *)
    nonisolated public static let pageScrolled: UIAccessibility.Notification =
      Notification(rawValue: 1009)
  }

  // docs: Posts a notification to assistive apps.
  // SDK 18 (UIAccessibility.h): `API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR`.
  @available(watchOS, unavailable)
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {}

  // docs: A Boolean value that indicates whether the Reduce Motion setting is in an enabled
  // state.
  // SDK 18 (UIAccessibility.h): `API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR`.
  @available(iOS 8.0, tvOS 9.0, *)
  @available(watchOS, unavailable)
  @MainActor public static var isReduceMotionEnabled: Bool { false }

  // docs: A notification that UIKit posts when the system's Reduce Motion setting changes.
  // GUESS: `nonisolated`, like the other notification constants of this namespace.
  @available(iOS 8.0, tvOS 9.0, *)
  nonisolated public static let reduceMotionStatusDidChangeNotification: NSNotification.Name =
    NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")

  // docs: A Boolean value that indicates whether VoiceOver is in an enabled state.
  @available(iOS 11.0, tvOS 11.0, *)
  @MainActor public static var isVoiceOverRunning: Bool { false }
}

// MARK: - Traits

// docs: Constants that describe how an accessibility element behaves.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  // docs: The accessibility element has no traits.
  nonisolated public static let none: UIAccessibilityTraits = []
  // docs: The accessibility element behaves like a button.
  nonisolated public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  // docs: The accessibility element behaves like a link.
  nonisolated public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  // docs: The accessibility element behaves like an image.
  nonisolated public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  // docs: The accessibility element is currently in a selected state.
  nonisolated public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  // docs: The accessibility element plays its own sound when activated.
  nonisolated public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  // docs: The accessibility element behaves like a keyboard key.
  nonisolated public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  // docs: The accessibility element behaves like static text that can't change.
  nonisolated public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  // docs: The accessibility element provides summary information when the application starts.
  nonisolated public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  // docs: The accessibility element isn't enabled and doesn't respond to user interaction.
  nonisolated public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  // docs: The accessibility element frequently updates its label or value.
  nonisolated public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  // docs: The accessibility element behaves like a search field.
  nonisolated public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  // docs: The accessibility element starts a media session when it's activated.
  @available(iOS 4.0, tvOS 9.0, *)
  nonisolated public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  // docs: The accessibility element allows continuous adjustment through a range of values.
  @available(iOS 4.0, tvOS 9.0, *)
  nonisolated public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  // docs: The accessibility element allows direct touch interaction for VoiceOver users.
  @available(iOS 5.0, tvOS 9.0, *)
  nonisolated public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  // docs: The accessibility element causes an automatic page turn when VoiceOver finishes
  // reading the text within it.
  @available(iOS 5.0, tvOS 9.0, *)
  nonisolated public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  // docs: The accessibility element is a header that divides content into sections, such as the
  // title of a navigation bar.
  @available(iOS 6.0, tvOS 9.0, *)
  nonisolated public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  // docs: The accessibility element behaves like a tab bar.
  @available(iOS 10.0, tvOS 10.0, *)
  nonisolated public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 28)
  // docs: The accessibility element behaves like a toggle button.
  @available(iOS 17.0, tvOS 17.0, *)
  nonisolated public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
  // docs: The accessibility element supports zoom.
  @available(iOS 17.0, tvOS 17.0, *)
  nonisolated public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 54)
}

// MARK: - Custom actions

// docs: A custom action to perform on an accessible object.
// SDK 18 (UIAccessibilityCustomAction.h): `API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos)
// NS_SWIFT_UI_ACTOR`; `initWithName:actionHandler:` iOS 13 / tvOS 13.
@available(iOS 8.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIAccessibilityCustomAction: NSObject {
  // docs: A type that defines the closure for a custom action handler.
  // (UIAccessibilityCustomActionHandler; returns whether the action succeeded.)
  // SDK 18 (UIAccessibilityCustomAction.h): the block typedef is `NS_SWIFT_UI_ACTOR`, so Swift sees
  // a `@MainActor` function type (inferred from the attribute; the Swift rendering is not in the
  // index).
  public typealias Handler = @MainActor (UIAccessibilityCustomAction) -> Bool

  // docs: Creates a custom action object with the specified name and action handler.
  @available(iOS 13.0, tvOS 13.0, *)
  public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {
    self.name = name
    super.init()
  }
  // docs: Creates a custom action object with the specified attributed name and action handler.
  @available(iOS 13.0, tvOS 13.0, *)
  public init(
    attributedName: NSAttributedString,
    actionHandler: @escaping UIAccessibilityCustomAction.Handler
  ) {
    self.name = attributedName.string
    super.init()
  }
  // docs: Creates a custom action object with the specified name, image, and action handler.
  @available(iOS 14.0, tvOS 14.0, *)
  public init(
    name: String,
    image: UIImage?,
    actionHandler: @escaping UIAccessibilityCustomAction.Handler
  ) {
    self.name = name
    super.init()
  }

  // docs: A localized name that describes the action.
  open var name: String
}
