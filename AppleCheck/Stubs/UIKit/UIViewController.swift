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

  // MARK: Presentation

  // Issue 32 (client trial of the top end: an alert when a chat cannot open). SDK 18
  // (UIViewController.h @~22400): `- (void)presentViewController:(UIViewController
  // *)viewControllerToPresent animated: (BOOL)flag completion:(void (^ __nullable)(void))completion
  // NS_SWIFT_DISABLE_ASYNC API_AVAILABLE(ios(5.0));` and `- (void)dismissViewControllerAnimated:
  // (BOOL)flag completion: (void (^ __nullable)(void))completion NS_SWIFT_DISABLE_ASYNC
  // API_AVAILABLE(ios(5.0));` (so no `async` forms); `presentedViewController` and
  // `presentingViewController`, `API_AVAILABLE(ios(5.0))`, nullable and read-only.
  // docs: Presents a view controller modally.
  @available(iOS 5.0, tvOS 9.0, *)
  open func present(
    _ viewControllerToPresent: UIViewController,
    animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {}
  // docs: Dismisses the view controller that was presented modally by the view controller.
  @available(iOS 5.0, tvOS 9.0, *)
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
  // docs: The view controller that is presented by this view controller, or one of its ancestors
  // in the view controller hierarchy.
  @available(iOS 5.0, tvOS 9.0, *)
  open var presentedViewController: UIViewController? { nil }  // GUESS: body
  // docs: The view controller that presented this view controller.
  @available(iOS 5.0, tvOS 9.0, *)
  open var presentingViewController: UIViewController? { nil }  // GUESS: body

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

// MARK: - Alerts

// Issue 32 (client trial of the top end: "Couldn't open the chat" with Try Again and Cancel).
// SDK 18.2 (UIAlertController.h, `iPhoneOS18.2.1.sdk`; not in the index's iOS 18.0 copy):
// `typedef NS_ENUM(NSInteger, UIAlertActionStyle) { UIAlertActionStyleDefault = 0,
// UIAlertActionStyleCancel, UIAlertActionStyleDestructive } API_AVAILABLE(ios(8.0))
// API_UNAVAILABLE(watchos);`, `UIAlertControllerStyle` (`ActionSheet = 0`, `Alert`) the same, and
// `UIKIT_EXTERN API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface
// UIAlertAction : NSObject <NSCopying>` / `@interface UIAlertController : UIViewController`.
// Imported as nested `UIAlertAction.Style` and `UIAlertController.Style` (docs), `Int` raw values,
// `@unchecked Sendable` as UITableView.ScrollPosition; tvOS 9.0 is the classes' floor (the header
// names no tvOS version). Not stubbed: `NSCopying`, the text fields (the stubs have no
// UITextField), `severity` (iOS 16; its enum is a top-level `UIAlertControllerSeverity`).

// docs: An action that can be taken when the user taps a button in an alert.
@available(iOS 8.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIAlertAction: NSObject {
  // docs: Styles to apply to action buttons in an alert.
  public enum Style: Int, @unchecked Sendable {
    // docs: Apply the default style to the action's button.
    case `default` = 0
    // docs: Apply a style that indicates the action cancels the operation and leaves things
    // unchanged.
    case cancel = 1
    // docs: Apply a style that indicates the action might change or delete data.
    case destructive = 2
  }
  // SDK 18.2: `+ (instancetype)actionWithTitle:(nullable NSString *)title
  // style:(UIAlertActionStyle)style handler:(void (^ __nullable)(UIAlertAction *action))handler;`
  // (docs: `convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction)
  // -> Void)? = nil)`).
  // docs: Create and return an action with the specified title and behavior.
  public convenience init(
    title: String?,
    style: UIAlertAction.Style,
    handler: ((UIAlertAction) -> Void)? = nil
  ) {
    self.init()
  }
  // GUESS: the placeholder designated initializer behind the convenience initializer.
  public override init() { super.init() }
  // SDK 18.2: `@property (nullable, nonatomic, readonly) NSString *title;`.
  // docs: The text of the action's button title.
  open var title: String? { nil }  // GUESS: body
  // SDK 18.2: `@property (nonatomic, readonly) UIAlertActionStyle style;`.
  // docs: The style that is applied to the action's button.
  open var style: UIAlertAction.Style { .default }  // GUESS: body
  // SDK 18.2: `@property (nonatomic, getter=isEnabled) BOOL enabled;`.
  // docs: A Boolean value indicating whether the action is currently enabled.
  open var isEnabled: Bool = true
}

// docs: An object that displays an alert message.
@available(iOS 8.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIAlertController: UIViewController {
  // docs: Constants indicating the type of alert to display.
  public enum Style: Int, @unchecked Sendable {
    // docs: An action sheet displayed by the view controller that presented it.
    case actionSheet = 0
    // docs: An alert displayed modally for the app.
    case alert = 1
  }
  // SDK 18.2: `+ (instancetype)alertControllerWithTitle:(nullable NSString *)title
  // message:(nullable NSString *)message preferredStyle:(UIAlertControllerStyle)preferredStyle;`
  // (docs: `convenience init(title: String?, message: String?, preferredStyle:
  // UIAlertController.Style)`).
  // docs: Creates and returns a view controller for displaying an alert.
  public convenience init(
    title: String?,
    message: String?,
    preferredStyle: UIAlertController.Style
  ) {
    self.init(nibName: nil, bundle: nil)
  }
  // GUESS: UIViewController's designated initializers, inherited in Objective-C.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  // SDK 18.2: `- (void)addAction:(UIAlertAction *)action;`.
  // docs: Attaches an action object to the alert or action sheet.
  open func addAction(_ action: UIAlertAction) {}
  // SDK 18.2: `@property (nonatomic, readonly) NSArray<UIAlertAction *> *actions;`.
  // docs: The actions that the user can take in response to the alert or action sheet.
  open var actions: [UIAlertAction] { [] }  // GUESS: body
  // SDK 18.2: `@property (nonatomic, strong, nullable) UIAlertAction *preferredAction
  // API_AVAILABLE(ios(9.0));`.
  // docs: The preferred action for the user to take from an alert.
  @available(iOS 9.0, tvOS 9.0, *)
  open var preferredAction: UIAlertAction? {
    get { nil }  // GUESS: body
    set {}
  }
  // SDK 18.2: `@property (nullable, nonatomic, copy) NSString *message;` (and `title`, which the
  // class inherits from UIViewController here).
  // docs: Descriptive text that provides more details about the reason for the alert.
  open var message: String?
  // SDK 18.2: `@property (nonatomic, readonly) UIAlertControllerStyle preferredStyle;`.
  // docs: The style of the alert controller.
  open var preferredStyle: UIAlertController.Style { .alert }  // GUESS: body
}
