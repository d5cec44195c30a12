// UIKit declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18 SDK (Xcode 16) as Apple's documentation shows it (UIResponder.h,
// UINavigationController.h, UITabBarController.h): what the UIKit bridge reads to tell whether a
// scroll view is a navigation or tab bar controller's content.

@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
extension UIResponder {
  // docs: Returns the next responder in the responder chain, or nil if there is no next
  // responder. (Objective-C `nextResponder`; GUESS: `public` in an extension, since Linux has no
  // `@objc` to make it `open`.)
  public var next: UIResponder? { nil }
}

// docs: A container view controller that defines a stack-based scheme for navigating
// hierarchical content.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UINavigationController: UIViewController {
  // docs: The navigation bar managed by the navigation controller.
  open var navigationBar: UINavigationBar { UINavigationBar() }
}

// docs: Navigational controls that display in a bar along the top of the screen, usually in
// conjunction with a navigation controller.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UINavigationBar: UIView {
  // docs: A Boolean value indicating whether the title should be displayed in a large format.
  // UINavigationBar.h (an older SDK's copy quoted in the index; not in the SDK 18 copy):
  // `@property (nonatomic, readwrite, assign) BOOL prefersLargeTitles UI_APPEARANCE_SELECTOR
  // API_AVAILABLE(ios(11.0)) API_UNAVAILABLE(tvos);`, as the docs list iOS, iPadOS, Mac Catalyst
  // and visionOS.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  open var prefersLargeTitles: Bool {
    get { false }
    set {}
  }
}

// docs: A container view controller that manages a multiselection interface, where the selection
// determines which child view controller to display.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UITabBarController: UIViewController {}

@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
extension UIViewController {
  // docs: The nearest ancestor in the view controller hierarchy that's a navigation controller.
  public var navigationController: UINavigationController? { nil }
  // docs: The nearest ancestor in the view controller hierarchy that's a tab bar controller.
  public var tabBarController: UITabBarController? { nil }
}
