// UIKit declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16); this file: bar button items, navigation items and menus,
// what a UIKit screen puts in its navigation bar. Sources: UIBarButtonItem.h (a copy from an iOS 15
// SDK in the index, `initWithBarButtonSystemItem:primaryAction:` and the rest of iOS 14's API),
// UINavigationItem.h (a copy from a later SDK in the index; the members stubbed here date from iOS
// 2 to 11 and are unchanged), UINavigationController.h (SDK 18: `navigationItem`), and Apple's
// documentation for the Swift overlay's initializers (`init(systemItem:primaryAction:menu:)`,
// `init(title:image:primaryAction:menu:)`).
// Platforms and conventions: see UIKit.swift and Stubs/SwiftUI/View.swift.
//
// Target/action (`init(title:style:target:action:)`, `#selector`) is not stubbed: it needs
// Objective-C interoperability, which the Linux compiler does not have ("Objective-C
// interoperability is disabled"), so client code written that way cannot be checked here. The
// closure forms (`primaryAction: UIAction`, iOS 14) are.

// docs: An object that provides a contextual menu.
// GUESS: availability (iOS 13; tvOS 14, as the bar button item's `menu:` initializers), and only
// the overlay initializer's common arguments.
@available(iOS 13.0, tvOS 14.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIMenu: UIMenuElement {
  // docs: Creates a new menu with the specified values.
  public convenience init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = [])
  {
    self.init()
  }
  // docs: The contents of the menu.
  open var children: [UIMenuElement] { [] }
}

// docs: An abstract superclass for items that you can add to a bar that appears at the bottom of
// the screen. (UIBarItem.h: `API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR`.)
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIBarItem: NSObject {
  // GUESS: `init()` (Objective-C `-init`).
  public override init() { super.init() }
  // docs: A Boolean value that indicates whether the item is enabled.
  open var isEnabled: Bool = true
  // docs: The title displayed on the item.
  open var title: String?
  // docs: The image used to represent the item.
  open var image: UIImage?
  // docs: An integer that you can use to identify bar item objects in your app.
  open var tag: Int = 0
}

// docs: A specialized button for placement in a toolbar or tab bar.
// UIBarButtonItem.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface
// UIBarButtonItem : UIBarItem <NSCoding>`.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIBarButtonItem: UIBarItem {
  // UIBarButtonItem.h: `typedef NS_ENUM(NSInteger, UIBarButtonItemStyle)`.
  public enum Style: Int, Sendable {
    case plain = 0
    @available(iOS, introduced: 2.0, deprecated: 8.0, message: "Use UIBarButtonItemStylePlain when minimum deployment target is iOS7 or later")
    case bordered = 1
    case done = 2
  }
  // UIBarButtonItem.h: `typedef NS_ENUM(NSInteger, UIBarButtonSystemItem)`.
  public enum SystemItem: Int, Sendable {
    case done = 0
    case cancel = 1
    case edit = 2
    case save = 3
    case add = 4
    case flexibleSpace = 5
    case fixedSpace = 6
    case compose = 7
    case reply = 8
    case action = 9
    case organize = 10
    case bookmarks = 11
    case search = 12
    case refresh = 13
    case stop = 14
    case camera = 15
    case trash = 16
    case play = 17
    case pause = 18
    case rewind = 19
    case fastForward = 20
    @available(iOS 3.0, *)
    case undo = 21
    @available(iOS 3.0, *)
    case redo = 22
    @available(iOS, introduced: 4.0, deprecated: 11.0)
    case pageCurl = 23
    // UIBarButtonItem.h: `UIBarButtonSystemItemClose API_AVAILABLE(ios(13.0))
    // API_UNAVAILABLE(tvos)`.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    case close = 24
  }

  // UIBarButtonItem.h: `- (instancetype)init NS_DESIGNATED_INITIALIZER;`.
  public override init() { super.init() }
  // UIBarButtonItem.h: `- (nullable instancetype)initWithCoder:(NSCoder *)coder
  // NS_DESIGNATED_INITIALIZER;`.
  public required init?(coder: NSCoder) { super.init() }
  // UIBarButtonItem.h: `- (instancetype)initWithCustomView:(UIView *)customView;`.
  public convenience init(customView: UIView) { self.init() }
  // UIBarButtonItem.h: `- (instancetype)initWithBarButtonSystemItem:(UIBarButtonSystemItem)
  // systemItem primaryAction:(nullable UIAction *)primaryAction API_AVAILABLE(ios(14.0));`.
  @available(iOS 14.0, tvOS 14.0, *)
  public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction?) {
    self.init()
  }
  // UIBarButtonItem.h: `- (instancetype)initWithPrimaryAction:(nullable UIAction *)primaryAction
  // API_AVAILABLE(ios(14.0));`.
  @available(iOS 14.0, tvOS 14.0, *)
  public convenience init(primaryAction: UIAction?) { self.init() }
  // UIBarButtonItem.h: `+ (instancetype)fixedSpaceItemOfWidth:(CGFloat)width
  // API_AVAILABLE(ios(14.0));` (Swift: `fixedSpace(_:)`).
  @available(iOS 14.0, tvOS 14.0, *)
  open class func fixedSpace(_ width: CGFloat) -> Self { fatalError() }  // GUESS: body
  // UIBarButtonItem.h: `+ (instancetype)flexibleSpaceItem API_AVAILABLE(ios(14.0));` (Swift:
  // `flexibleSpace()`).
  @available(iOS 14.0, tvOS 14.0, *)
  open class func flexibleSpace() -> Self { fatalError() }  // GUESS: body

  // UIBarButtonItem.h: `@property (nonatomic, readwrite, assign) UIBarButtonItemStyle style;`.
  open var style: UIBarButtonItem.Style = .plain
  // UIBarButtonItem.h: `@property (nonatomic, readwrite, assign) CGFloat width;`.
  open var width: CGFloat = 0
  // UIBarButtonItem.h: `@property (nonatomic, readwrite, strong, nullable) __kindof UIView
  // *customView;`.
  open var customView: UIView?
  // UIBarButtonItem.h: `@property (nonatomic, readwrite, copy, nullable) UIAction *primaryAction
  // API_AVAILABLE(ios(14.0));`.
  @available(iOS 14.0, tvOS 14.0, *)
  open var primaryAction: UIAction? {
    get { nil }
    set {}
  }
  // UIBarButtonItem.h: `@property (nonatomic, readwrite, copy, nullable) UIMenu *menu
  // API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(watchos, tvos);`.
  @available(iOS 14.0, *)
  @available(tvOS, unavailable)
  open var menu: UIMenu? {
    get { nil }
    set {}
  }
  // UIBarButtonItem.h: `@property(nullable, nonatomic,strong) UIColor *tintColor
  // API_AVAILABLE(ios(5.0));`.
  open var tintColor: UIColor?
}

@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
extension UIBarButtonItem {
  // docs: Creates an item using the specified system item, primary action, and context menu.
  // (docs: `@MainActor @preconcurrency convenience init(systemItem: UIBarButtonItem.SystemItem,
  // primaryAction: UIAction? = nil, menu: UIMenu? = nil)`; iOS 14.0, tvOS 14.0.)
  @MainActor @preconcurrency public convenience init(
    systemItem: UIBarButtonItem.SystemItem,
    primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) { self.init() }
  // docs: Creates a plain-style item using the specified title, image, primary action, and
  // context menu. (docs: iOS 14.0, tvOS 14.0.)
  @MainActor @preconcurrency public convenience init(
    title: String? = nil,
    image: UIImage? = nil,
    primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) { self.init() }
}

// docs: An object that contains information about the content a view controller displays in a
// navigation bar. UINavigationItem.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0))
// API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UINavigationItem : NSObject <NSCoding>`.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UINavigationItem: NSObject {
  // UINavigationItem.h: `typedef NS_ENUM(NSInteger, UINavigationItemLargeTitleDisplayMode) {
  // ...Automatic, ...Always, ...Never, ...Inline API_AVAILABLE(ios(17.0)) API_UNAVAILABLE(tvos,
  // watchos) } NS_SWIFT_NAME(UINavigationItem.LargeTitleDisplayMode) API_UNAVAILABLE(watchos);`.
  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic = 0
    case always = 1
    case never = 2
    @available(iOS 17.0, *)
    @available(tvOS, unavailable)
    case inline = 3
  }

  // UINavigationItem.h: `- (instancetype)initWithTitle:(NSString *)title
  // NS_DESIGNATED_INITIALIZER;`.
  public init(title: String) { super.init() }
  // UINavigationItem.h: `- (nullable instancetype)initWithCoder:(NSCoder *)coder
  // NS_DESIGNATED_INITIALIZER;`.
  public required init?(coder: NSCoder) { super.init() }

  // UINavigationItem.h: `@property (nonatomic, readwrite, copy, nullable) NSString *title;`.
  open var title: String?
  // UINavigationItem.h: `@property (nonatomic, readwrite, strong, nullable) UIView *titleView;`.
  open var titleView: UIView?
  // UINavigationItem.h: `@property (nonatomic, readwrite, copy, nullable) NSString *prompt
  // API_UNAVAILABLE(tvos);`.
  @available(tvOS, unavailable)
  open var prompt: String? {
    get { nil }
    set {}
  }
  // UINavigationItem.h: `@property(nonatomic, readwrite, strong, nullable) UIBarButtonItem
  // *leftBarButtonItem;`.
  open var leftBarButtonItem: UIBarButtonItem?
  // UINavigationItem.h: `@property(nonatomic, readwrite, strong, nullable) UIBarButtonItem
  // *rightBarButtonItem;`.
  open var rightBarButtonItem: UIBarButtonItem?
  // UINavigationItem.h: `@property (nonatomic, readwrite, copy, nullable) NSArray<UIBarButtonItem
  // *> *leftBarButtonItems API_AVAILABLE(ios(5.0));`.
  @available(iOS 5.0, *)
  open var leftBarButtonItems: [UIBarButtonItem]?
  // UINavigationItem.h: the same for `rightBarButtonItems`.
  @available(iOS 5.0, *)
  open var rightBarButtonItems: [UIBarButtonItem]?
  // UINavigationItem.h: `- (void)setRightBarButtonItem:(nullable UIBarButtonItem *)item
  // animated:(BOOL)animated;`.
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {}
  // UINavigationItem.h: `- (void)setLeftBarButtonItem:(nullable UIBarButtonItem *)item
  // animated:(BOOL)animated;`.
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {}
  // UINavigationItem.h: `@property (nonatomic, readwrite, assign)
  // UINavigationItemLargeTitleDisplayMode largeTitleDisplayMode API_AVAILABLE(ios(11.0))
  // API_UNAVAILABLE(watchos) API_UNAVAILABLE(tvos);`.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode {
    get { .automatic }
    set {}
  }
}

@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
extension UIViewController {
  // UINavigationController.h (SDK 18), `@interface UIViewController
  // (UINavigationControllerItem)`: `@property(nonatomic,readonly,strong) UINavigationItem
  // *navigationItem; // Created on-demand so that a view controller may customize its navigation
  // appearance.` GUESS: `public` in an extension (Linux has no `@objc` to make it `open`).
  public var navigationItem: UINavigationItem { UINavigationItem(title: "") }
  // UIViewController.h (SDK 18), `@interface UIViewController (UIViewControllerEditing)`:
  // `@property(nonatomic, readonly) UIBarButtonItem *editButtonItem;`.
  public var editButtonItem: UIBarButtonItem { UIBarButtonItem() }
}
