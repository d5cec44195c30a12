// UIKit declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16), UIKit's headers and Swift overlay; this file: UIViewController.h (class availability); members from the docs.
// Platforms and conventions: see UIKit.swift and Stubs/SwiftUI/View.swift.

// docs: An object that manages a view hierarchy for your UIKit app.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIViewController: UIResponder {
  // docs: Creates a view controller with the nib file in the specified bundle.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  // docs: (NSCoding)
  public required init?(coder: NSCoder) { super.init() }
  // GUESS: `UIViewController()` (Objective-C `-init`) as a convenience initializer.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  // MARK: The view

  // docs: The view that the controller manages.
  open var view: UIView! = UIView()
  // docs: A Boolean value indicating whether the view is currently loaded into memory.
  open var isViewLoaded: Bool { true }
  // docs: The preferred size for the view controller's view.
  open var preferredContentSize: CGSize = .zero

  // docs: Creates the view that the controller manages.
  open func loadView() {}
  // docs: Called after the controller's view is loaded into memory.
  open func viewDidLoad() {}
  // docs: Notifies the view controller that its view is about to be added to a view hierarchy.
  open func viewWillAppear(_ animated: Bool) {}
  // docs: Notifies the view controller that its view was added to a view hierarchy.
  open func viewDidAppear(_ animated: Bool) {}
  // docs: Notifies the view controller that its view is about to be removed from a view
  // hierarchy.
  open func viewWillDisappear(_ animated: Bool) {}
  // docs: Notifies the view controller that its view was removed from a view hierarchy.
  open func viewDidDisappear(_ animated: Bool) {}
  // docs: Called to notify the view controller that its view is about to layout its subviews.
  open func viewWillLayoutSubviews() {}
  // docs: Called to notify the view controller that its view has just laid out its subviews.
  open func viewDidLayoutSubviews() {}
  // docs: Called to notify the view controller that the safe area insets of its root view
  // changed.
  @available(iOS 11.0, tvOS 11.0, *)
  open func viewSafeAreaInsetsDidChange() {}

  // SDK 18 (UIViewController.h): `@property(nullable, nonatomic,copy) NSString *title; //
  // Localized title for use by a parent controller.`
  open var title: String?
  // SDK 18 (UIViewController.h): `- (void)setNeedsStatusBarAppearanceUpdate
  // API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos, visionos);`.
  @available(iOS 7.0, *)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  open func setNeedsStatusBarAppearanceUpdate() {}

  // docs: A Boolean value that indicates whether the view controller should automatically adjust
  // its scroll view insets. SDK 18 (UIViewController.h): `@property(nonatomic,assign) BOOL
  // automaticallyAdjustsScrollViewInsets API_DEPRECATED("Use UIScrollView's
  // contentInsetAdjustmentBehavior instead", ios(7.0, 11.0), tvos(7.0, 11.0))
  // API_UNAVAILABLE(visionos, watchos); // Defaults to YES`. Computed `{ get set }`, so that it can
  // be marked unavailable (a stored property cannot). GUESS: tvOS 9.0 (the class's floor) for the
  // header's tvos(7.0, ...), which Swift rejects as more available than the class.
  @available(iOS, introduced: 7.0, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
  @available(tvOS, introduced: 9.0, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  open var automaticallyAdjustsScrollViewInsets: Bool {
    get { true }  // GUESS: body (the header's default)
    set {}
  }

  // MARK: Containment

  // docs: The parent view controller of the recipient.
  // (The docs show `weak var parent: UIViewController? { get }`.)
  open var parent: UIViewController? { nil }
  // docs: An array of the view controllers that are children of the current view controller.
  open var children: [UIViewController] { [] }
  // docs: Adds the specified view controller as a child of the current view controller.
  @available(iOS 5.0, tvOS 9.0, *)
  open func addChild(_ childController: UIViewController) {}
  // docs: Removes the view controller from its parent.
  @available(iOS 5.0, tvOS 9.0, *)
  open func removeFromParent() {}
  // docs: Called just before the view controller is added or removed from a container view
  // controller.
  @available(iOS 5.0, tvOS 9.0, *)
  open func willMove(toParent parent: UIViewController?) {}
  // docs: Called after the view controller is added or removed from a container view
  // controller.
  @available(iOS 5.0, tvOS 9.0, *)
  open func didMove(toParent parent: UIViewController?) {}
}
