// UIKit declaration stub for compile-checking on Linux. Not the real framework.
// Follows: what the front ends read to tell whether a navigation bar shows a large title
// (LargeTitleGap). Transcribed from UIKit's headers:
//   UINavigationBar.h, which the index has only from older SDKs (phracker/MacOSX-SDKs,
//   MacOSX12.3.sdk/System/iOSSupport/.../UINavigationBar.h): `items` (GUESS: unchanged in SDK 18).
// Platforms and conventions: see UIKit.swift.

// UINavigationItem (and its LargeTitleDisplayMode) is in UIBars.swift.

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
