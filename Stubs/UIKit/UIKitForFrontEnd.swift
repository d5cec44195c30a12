// UIKit declaration stub for compile-checking on Linux. Not the real framework.
// Follows: what the front ends read to tell whether a navigation bar shows a large title
// (LargeTitleGap). Transcribed from UIKit's headers:
//   UINavigationItem.h, the copy in the index with iOS 17's `Inline` display mode and no iOS 26
//   member (the index's iOS 26 copy declares the display modes in the same words), and
//   UINavigationBar.h, which the index has only from older SDKs (phracker/MacOSX-SDKs,
//   MacOSX12.3.sdk/System/iOSSupport/.../UINavigationBar.h): `items` (GUESS: unchanged in SDK 18).
// Platforms and conventions: see UIKit.swift.

// UINavigationItem.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos)
// NS_SWIFT_UI_ACTOR @interface UINavigationItem : NSObject <NSCoding>`. GUESS: tvOS 9.0 (the
// tvOS floor of the stub's other UIKit classes).
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UINavigationItem: NSObject {
  // UINavigationItem.h: `typedef NS_ENUM(NSInteger, UINavigationItemLargeTitleDisplayMode) {
  // UINavigationItemLargeTitleDisplayModeAutomatic, ...Always, ...Never, ...Inline
  // API_AVAILABLE(ios(17.0)) API_UNAVAILABLE(tvos, watchos), }
  // NS_SWIFT_NAME(UINavigationItem.LargeTitleDisplayMode) API_UNAVAILABLE(watchos);`
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// Automatically use the large out-of-line title based on the state of the previous item in
    /// the navigation bar. An item with largeTitleDisplayMode=Automatic will show or hide the
    /// large title based on the request of the previous navigation item. If the first item
    /// pushed is set to Automatic, then it will show the large title if the navigation bar has
    /// prefersLargeTitles=YES.
    case automatic = 0
    /// Always use a larger title when this item is topmost.
    case always = 1
    /// Never use a larger title when this item is topmost.
    case never = 2
    /// Always use a large title when this item is topmost. If there is a back button present,
    /// this will revert to `Always`. Leading & center items will move to the overflow menu if
    /// present.
    @available(iOS 17.0, *)
    @available(tvOS, unavailable)
    case inline = 3
  }

  // UINavigationItem.h: `- (instancetype)initWithTitle:(NSString *)title
  // NS_DESIGNATED_INITIALIZER;`
  public init(title: String) { super.init() }

  // UINavigationItem.h: "When UINavigationBar.prefersLargeTitles=YES, this property controls when
  // the larger out-of-line title is displayed. If prefersLargeTitles=NO, this property has no
  // effect. The default value is Automatic." `@property (nonatomic, readwrite, assign)
  // UINavigationItemLargeTitleDisplayMode largeTitleDisplayMode API_AVAILABLE(ios(11.0))
  // API_UNAVAILABLE(watchos) API_UNAVAILABLE(tvos);`
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  open var largeTitleDisplayMode: LargeTitleDisplayMode {
    get { .automatic }  // GUESS: body (the header's default)
    set {}
  }
}

@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
extension UINavigationBar {
  // UINavigationBar.h: `@property(nullable,nonatomic,copy) NSArray<UINavigationItem *> *items;`
  // (GUESS: `public` in an extension, since Linux has no `@objc` to make it `open`.)
  public var items: [UINavigationItem]? {
    get { nil }  // GUESS: body
    set {}
  }
}
