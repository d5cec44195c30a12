// UIKit declaration stub for compile-checking on Linux. Not the real framework.
//
// Follows: the iOS 18.0 SDK (Xcode 16): UIKit's Objective-C headers and its Swift overlay
// (UIKit.swiftmodule/arm64-apple-ios.swiftinterface), where the index has them (repository
// xybp888/iOS-SDKs, iPhoneOS18.0.sdk: UIResponder.h, UIColor.h, UIInterface.h, NSLayoutAnchor.h,
// UIPanGestureRecognizer.h, UIFeedbackGenerator.h, UIAccessibility*.h, UIViewController.h, ...);
// for UIView.h, UIScrollView.h, UIControl.h, UIRefreshControl.h, UIFont.h and UIImage.h, which it
// does not have, Apple's documentation (2026 snapshot). Conventions: see Stubs/SwiftUI/View.swift
// (`// SDK 18` marks what was compared with a header or the overlay).
//
// Platforms: UIKit does not exist on macOS (the availability pass builds no UIKit there; Mac
// Catalyst is iOS). watchOS has a UIKit with colors, fonts, images and accessibility constants but
// no responders, views, controls or Auto Layout: the iOS 18 headers mark those
// `API_UNAVAILABLE(watchos)` (UIResponder, NSLayoutAnchor, UIPanGestureRecognizer, UIColor's
// system colors...), and so does the stub, with `@available(watchOS, unavailable)`; a subclass of
// an unavailable class is marked too. `canImport(UIKit)` is therefore true on watchOS, as in Xcode.
//
// What SwiftUI's UIKit interop and a pull-to-refresh bridge need, one file per area:
//   UIKit.swift            values, responders, views, windows, colours, fonts, images
//   UIViewAnimation.swift  UIView's animation class methods and options
//   UIScrollView.swift     scroll views and their delegate, gesture recognizers, the subclasses
//   UIControl.swift        controls, actions, the refresh control, labels, image and activity views
//   UIViewController.swift view controllers, presentation, alerts
//   UIDiffableDataSource.swift  diffable data sources, their snapshots, cell registrations
//   AutoLayout.swift       constraints, anchors, layout guides, priorities
//   UIAccessibility.swift  accessibility on NSObject, notifications, traits, custom actions
//   UIFeedback.swift       feedback generators
//   KeyValueObserving.swift  Swift KVO (`observe(_:options:changeHandler:)`), Foundation's on Apple
//
// Classes imported from Objective-C with `NS_SWIFT_UI_ACTOR` are `@MainActor` and behave like
// `@preconcurrency` (GUESS: modelled with `@MainActor @preconcurrency`); they are `open`.
// Objective-C runtime features (`@objc`, `#selector`, target/action) are not modelled: use
// closure-based `UIAction`. Members the docs show as `{ get }` are computed properties here; those
// shown as `{ get set }` are stored (their bodies are placeholders, not behaviour).

@_exported import Foundation
// SDK 18: UIKit's overlay starts with `@_exported import Accessibility`. Under SwiftPM (the Linux
// build of Package.swift's `PTR_APPLE_STUBS` block) this target has no dependency on the
// Accessibility stub, so the SwiftUI stub re-exports it there instead (see its View.swift).
#if !SWIFT_PACKAGE
@_exported import Accessibility
#endif

// MARK: - Values

// docs: The inset distances for views.
@available(iOS 2.0, tvOS 9.0, *)
public struct UIEdgeInsets: Equatable, Sendable {
  // docs: The top edge inset value.
  public var top: CGFloat
  // docs: The left edge inset value.
  public var left: CGFloat
  // docs: The bottom edge inset value.
  public var bottom: CGFloat
  // docs: The right edge inset value.
  public var right: CGFloat
  // docs: (the zero initializer of the imported C structure)
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
  // docs: Creates an edge inset for a button or a view.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  // docs: An edge insets struct whose top, left, bottom, and right fields are all set to 0.
  public static let zero: UIEdgeInsets = UIEdgeInsets()
}

// docs: Constants that specify text alignment.
// (NSText.h in UIKit on iOS; not part of swift-corelibs-foundation.)
@available(iOS 6.0, tvOS 9.0, *)
public enum NSTextAlignment: Int, Sendable {
  // docs: Text is visually left aligned.
  case left = 0
  // docs: Text is visually center aligned.
  case center = 1
  // docs: Text is visually right aligned.
  case right = 2
  // docs: Text is justified.
  case justified = 3
  // docs: Text uses the default alignment for the current localization of the app.
  case natural = 4
}

// SDK 18 (UITextInputTraits.h @~3200): `typedef NS_ENUM(NSInteger, UIKeyboardType) {
// UIKeyboardTypeDefault, UIKeyboardTypeASCIICapable, UIKeyboardTypeNumbersAndPunctuation,
// UIKeyboardTypeURL, UIKeyboardTypeNumberPad, UIKeyboardTypePhonePad, UIKeyboardTypeNamePhonePad,
// UIKeyboardTypeEmailAddress, UIKeyboardTypeDecimalPad API_AVAILABLE(ios(4.1)),
// UIKeyboardTypeTwitter API_AVAILABLE(ios(5.0)), UIKeyboardTypeWebSearch API_AVAILABLE(ios(7.0)),
// UIKeyboardTypeASCIICapableNumberPad API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos),
// UIKeyboardTypeAlphabet = UIKeyboardTypeASCIICapable, // Deprecated } API_UNAVAILABLE(watchos);`
// (the "Deprecated" is a comment, not an attribute). Imported with `Int` raw values, `@unchecked
// Sendable` (as UIScene.ActivationState below); the alias is a static property. What SwiftUI's
// `keyboardType(_:)` takes (client trial 2026-12-07).
// docs: Specifies the type of keyboard to display for a text-based view.
@available(watchOS, unavailable)
public enum UIKeyboardType: Int, @unchecked Sendable {
  case `default` = 0
  case asciiCapable = 1
  case numbersAndPunctuation = 2
  case URL = 3
  case numberPad = 4
  case phonePad = 5
  case namePhonePad = 6
  case emailAddress = 7
  @available(iOS 4.1, *)
  case decimalPad = 8
  @available(iOS 5.0, *)
  case twitter = 9
  @available(iOS 7.0, *)
  case webSearch = 10
  @available(iOS 10.0, *)
  case asciiCapableNumberPad = 11
  public static var alphabet: UIKeyboardType { .asciiCapable }  // GUESS: body
}

// MARK: - Responders and views

// docs: An abstract interface for responding to and handling events.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIResponder: NSObject {
  // GUESS: the inherited `init()` of NSObject, restated for the stub.
  public override init() { super.init() }
}

// docs: An object that manages the content for a rectangular area on the screen.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIView: UIResponder {
  // docs: Initializes and returns a newly allocated view object with the specified frame
  // rectangle.
  public init(frame: CGRect) { super.init() }
  // docs: (NSCoding)
  public required init?(coder: NSCoder) { super.init() }
  // GUESS: `UIView()` (Objective-C `-init`) as a convenience initializer.
  public convenience override init() { self.init(frame: .zero) }

  // MARK: Geometry

  // docs: The frame rectangle, which describes the view's location and size in its superview's
  // coordinate system.
  open var frame: CGRect = .zero
  // docs: The bounds rectangle, which describes the view's location and size in its own
  // coordinate system.
  open var bounds: CGRect = .zero
  // docs: The center point of the view's frame rectangle.
  open var center: CGPoint = .zero
  // docs: Converts a point from the receiver's coordinate system to that of the specified view.
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
  // docs: Converts a rectangle from the receiver's coordinate system to that of another view.
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
  // docs: Asks the view to calculate and return the size that best fits the specified size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { size }
  // docs: Resizes and moves the receiver view so it just encloses its subviews.
  open func sizeToFit() {}
  // Issue 32 (client trial of the top end: a collection view filling its controller's view).
  // SDK 18.2 (UIView.h @~2600; UIView.h is not in the index's iOS 18.0 copy, only in
  // `iPhoneOS18.2.1.sdk`): `typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing) {
  // UIViewAutoresizingNone = 0, ...FlexibleLeftMargin = 1 << 0, ...FlexibleWidth = 1 << 1,
  // ...FlexibleRightMargin = 1 << 2, ...FlexibleTopMargin = 1 << 3, ...FlexibleHeight = 1 << 4,
  // ...FlexibleBottomMargin = 1 << 5 } API_UNAVAILABLE(watchos);`, imported as
  // `UIView.AutoresizingMask` (docs), an option set without the zero `None` (`[]`).
  // docs: Options for automatic view resizing.
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
  // SDK 18.2 (UIView.h @~13000, category UIViewGeometry): `@property(nonatomic) BOOL
  // autoresizesSubviews; // default is YES` and `@property(nonatomic) UIViewAutoresizing
  // autoresizingMask; // simple resize. default is UIViewAutoresizingNone`, no attributes.
  // docs: A Boolean value that determines whether the receiver automatically resizes its subviews
  // when its bounds change.
  open var autoresizesSubviews: Bool = true
  // docs: An integer bit mask that determines how the receiver resizes itself when its
  // superview's bounds change.
  open var autoresizingMask: UIView.AutoresizingMask = []
  // docs: The natural size for the receiving view, considering only properties of the view
  // itself.
  open var intrinsicContentSize: CGSize { .zero }
  // docs: Invalidates the view's intrinsic content size.
  open func invalidateIntrinsicContentSize() {}

  // MARK: Appearance

  // docs: The view's background color.
  open var backgroundColor: UIColor?
  // docs: The first nondefault tint color value in the view's hierarchy, ascending from and
  // starting with the view itself.
  open var tintColor: UIColor!
  // docs: A Boolean value that determines whether the view is hidden.
  open var isHidden: Bool = false
  // docs: The view's alpha value.
  open var alpha: CGFloat = 1
  // docs: A Boolean value that determines whether subviews are confined to the bounds of the view.
  open var clipsToBounds: Bool = false
  // docs: An integer that you can use to identify view objects in your application.
  open var tag: Int = 0

  // MARK: Events

  // docs: A Boolean value that determines whether user events are ignored and removed from the
  // event queue.
  open var isUserInteractionEnabled: Bool = true

  // MARK: Hierarchy

  // docs: The receiver's superview, or nil if it has none.
  open var superview: UIView? { nil }
  // docs: The receiver's immediate subviews.
  open var subviews: [UIView] { [] }
  // docs: The receiver's window object, or nil if it has none.
  open var window: UIWindow? { nil }
  // docs: Adds a view to the end of the receiver's list of subviews.
  open func addSubview(_ view: UIView) {}
  // docs: Inserts a subview at the specified index.
  open func insertSubview(_ view: UIView, at index: Int) {}
  // docs: Moves the specified subview so that it appears on top of its siblings.
  open func bringSubviewToFront(_ view: UIView) {}
  // docs: Moves the specified subview so that it appears behind its siblings.
  open func sendSubviewToBack(_ view: UIView) {}
  // docs: Unlinks the view from its superview and its window, and removes it from the responder
  // chain.
  open func removeFromSuperview() {}
  // docs: Returns a Boolean value indicating whether the receiver is a subview of a given view or
  // identical to that view.
  open func isDescendant(of view: UIView) -> Bool { false }
  // docs: Tells the view that a subview was added.
  open func didAddSubview(_ subview: UIView) {}
  // docs: Tells the view that a subview is about to be removed.
  open func willRemoveSubview(_ subview: UIView) {}
  // docs: Tells the view that its superview is about to change to the specified superview.
  open func willMove(toSuperview newSuperview: UIView?) {}
  // docs: Tells the view that its superview changed.
  open func didMoveToSuperview() {}
  // docs: Tells the view that its window is about to change.
  open func willMove(toWindow newWindow: UIWindow?) {}
  // docs: Tells the view that its window object changed.
  open func didMoveToWindow() {}

  // MARK: Layout

  // docs: A Boolean value that determines whether the view's autoresizing mask is translated
  // into Auto Layout constraints.
  open var translatesAutoresizingMaskIntoConstraints: Bool = true
  // docs: Lays out subviews.
  open func layoutSubviews() {}
  // docs: Invalidates the current layout of the receiver and triggers a layout update during the
  // next update cycle.
  open func setNeedsLayout() {}
  // docs: Lays out the subviews immediately, if layout updates are pending.
  open func layoutIfNeeded() {}
  // docs: The insets that you use to determine the safe area for this view.
  @available(iOS 11.0, tvOS 11.0, *)
  open var safeAreaInsets: UIEdgeInsets { .zero }
  // docs: Called when the safe area of the view changes.
  @available(iOS 11.0, tvOS 11.0, *)
  open func safeAreaInsetsDidChange() {}
  // docs: The layout guide representing the portion of your view that is unobscured by bars and
  // other content.
  @available(iOS 11.0, tvOS 11.0, *)
  open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
  // docs: A layout guide representing the view's margins.
  @available(iOS 9.0, tvOS 9.0, *)
  open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
  // docs: Adds the specified layout guide to the view.
  @available(iOS 9.0, tvOS 9.0, *)
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {}
  // docs: Removes the specified layout guide from the view.
  @available(iOS 9.0, tvOS 9.0, *)
  open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {}

  // MARK: Layout anchors

  // docs: A layout anchor representing the leading edge of the view's frame.
  @available(iOS 9.0, tvOS 9.0, *)
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  // docs: A layout anchor representing the trailing edge of the view's frame.
  @available(iOS 9.0, tvOS 9.0, *)
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  // docs: A layout anchor representing the left edge of the view's frame.
  @available(iOS 9.0, tvOS 9.0, *)
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  // docs: A layout anchor representing the right edge of the view's frame.
  @available(iOS 9.0, tvOS 9.0, *)
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  // docs: A layout anchor representing the top edge of the view's frame.
  @available(iOS 9.0, tvOS 9.0, *)
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  // docs: A layout anchor representing the bottom edge of the view's frame.
  @available(iOS 9.0, tvOS 9.0, *)
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  // docs: A layout anchor representing the width of the view's frame.
  @available(iOS 9.0, tvOS 9.0, *)
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
  // docs: A layout anchor representing the height of the view's frame.
  @available(iOS 9.0, tvOS 9.0, *)
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
  // docs: A layout anchor representing the horizontal center of the view's frame.
  @available(iOS 9.0, tvOS 9.0, *)
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  // docs: A layout anchor representing the vertical center of the view's frame.
  @available(iOS 9.0, tvOS 9.0, *)
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }

  // MARK: Traits

  // docs: The traits, such as the size class and scale factor, that describe the current
  // environment of the object.
  // (UITraitEnvironment; the docs show `var traitCollection: UITraitCollection { get }`.)
  @available(iOS 8.0, tvOS 9.0, *)
  open var traitCollection: UITraitCollection { UITraitCollection() }
}

// docs: The backdrop for your app's user interface and the object that dispatches events to your
// views.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIWindow: UIView {
  // docs: The scene containing the window. (UIWindow.h is not in the index's iOS 18.0 SDK;
  // Apple's page: `weak var windowScene: UIWindowScene? { get set }`, iOS 13.0, tvOS 13.0,
  // visionOS 1.0.) GUESS: computed and not `weak` (a stored property cannot carry a newer
  // availability).
  @available(iOS 13.0, tvOS 13.0, *)
  open var windowScene: UIWindowScene? {
    get { nil }  // GUESS: body
    set {}
  }
}

// docs: The iOS interface environment for your app, defined by traits such as horizontal and
// vertical size class, display scale, and user interface idiom.
// GUESS: only the class (no traits are used yet); `Sendable` as in the iOS 17 SDK.
@available(iOS 8.0, tvOS 9.0, *)
@available(watchOS, unavailable)
open class UITraitCollection: NSObject, @unchecked Sendable {
  // GUESS: `UITraitCollection()` (Objective-C `-init`).
  public override init() { super.init() }
}

// MARK: - Colors, fonts, images

// docs: An object that stores color data and sometimes opacity.
// SDK 18 (UIColor.h): `API_AVAILABLE(ios(2.0), watchos(2.0)) NS_SWIFT_SENDABLE`; the system colors
// below carry UIInterface.h's availability.
@available(iOS 2.0, tvOS 9.0, watchOS 2.0, *)
open class UIColor: NSObject, @unchecked Sendable {
  // docs: Creates a color object using the specified opacity and RGB component values.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
  // docs: Creates a color object using the specified opacity and grayscale values.
  public init(white: CGFloat, alpha: CGFloat) { super.init() }
  // docs: Creates a color object with the specified opacity.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }

  // docs: The color for the main background of your interface.
  // SDK 18: `API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos)`.
  @available(iOS 13.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
  // docs: The color for text labels that contain primary content.
  // SDK 18: `API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos)`, as the next two.
  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  open class var label: UIColor { UIColor(white: 0, alpha: 1) }
  // docs: The color for text labels that contain secondary content.
  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  open class var secondaryLabel: UIColor { UIColor(white: 0, alpha: 0.6) }
  // docs: The color for text labels that contain tertiary content.
  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  open class var tertiaryLabel: UIColor { UIColor(white: 0, alpha: 0.3) }
  // docs: A blue color that automatically adapts to the current trait environment.
  // SDK 18: `API_AVAILABLE(ios(7.0), tvos(9.0)) API_UNAVAILABLE(watchos)`, as the next three.
  @available(iOS 7.0, tvOS 9.0, *)
  @available(watchOS, unavailable)
  open class var systemBlue: UIColor { UIColor(red: 0, green: 0.48, blue: 1, alpha: 1) }
  // docs: An orange color that automatically adapts to the current trait environment.
  @available(iOS 7.0, tvOS 9.0, *)
  @available(watchOS, unavailable)
  open class var systemOrange: UIColor { UIColor(red: 1, green: 0.58, blue: 0, alpha: 1) }
  // docs: A red color that automatically adapts to the current trait environment.
  @available(iOS 7.0, tvOS 9.0, *)
  @available(watchOS, unavailable)
  open class var systemRed: UIColor { UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1) }
  // docs: A green color that automatically adapts to the current trait environment.
  @available(iOS 7.0, tvOS 9.0, *)
  @available(watchOS, unavailable)
  open class var systemGreen: UIColor { UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1) }
  // SDK 18 (UIInterface.h, `UIColor (UIColorSystemColors)`): the other system colors, each
  // `API_AVAILABLE(ios(N), tvos(M)) API_UNAVAILABLE(watchos)`: yellow and pink iOS 7 / tvOS 9,
  // purple iOS 9 / tvOS 9, teal iOS 7 / tvOS 9, indigo and brown iOS 13 / tvOS 13, mint and cyan
  // iOS 15 / tvOS 15. Values: GUESS (the header says not to assume any).
  // docs: A yellow color that automatically adapts to the current trait environment.
  @available(iOS 7.0, tvOS 9.0, *)
  @available(watchOS, unavailable)
  open class var systemYellow: UIColor { UIColor(red: 1, green: 0.8, blue: 0, alpha: 1) }
  // docs: A pink color that automatically adapts to the current trait environment.
  @available(iOS 7.0, tvOS 9.0, *)
  @available(watchOS, unavailable)
  open class var systemPink: UIColor { UIColor(red: 1, green: 0.18, blue: 0.33, alpha: 1) }
  // docs: A purple color that automatically adapts to the current trait environment.
  @available(iOS 9.0, tvOS 9.0, *)
  @available(watchOS, unavailable)
  open class var systemPurple: UIColor { UIColor(red: 0.69, green: 0.32, blue: 0.87, alpha: 1) }
  // docs: A teal color that automatically adapts to the current trait environment.
  @available(iOS 7.0, tvOS 9.0, *)
  @available(watchOS, unavailable)
  open class var systemTeal: UIColor { UIColor(red: 0.19, green: 0.69, blue: 0.78, alpha: 1) }
  // docs: An indigo color that automatically adapts to the current trait environment.
  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  open class var systemIndigo: UIColor { UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1) }
  // docs: A brown color that automatically adapts to the current trait environment.
  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  open class var systemBrown: UIColor { UIColor(red: 0.64, green: 0.52, blue: 0.37, alpha: 1) }
  // docs: A mint color that automatically adapts to the current trait environment.
  @available(iOS 15.0, tvOS 15.0, *)
  @available(watchOS, unavailable)
  open class var systemMint: UIColor { UIColor(red: 0, green: 0.78, blue: 0.75, alpha: 1) }
  // docs: A cyan color that automatically adapts to the current trait environment.
  @available(iOS 15.0, tvOS 15.0, *)
  @available(watchOS, unavailable)
  open class var systemCyan: UIColor { UIColor(red: 0.2, green: 0.68, blue: 0.9, alpha: 1) }
  // docs: A gray color that automatically adapts to the current trait environment. (docs: iOS
  // 7.0, tvOS 9.0, visionOS 1.0, as the other system colors above.)
  @available(iOS 7.0, tvOS 9.0, *)
  @available(watchOS, unavailable)
  open class var systemGray: UIColor { UIColor(white: 0.56, alpha: 1) }
  // docs: A second-level shade of grey that adapts to the environment. (docs: iOS 13.0, visionOS
  // 1.0; no tvOS.)
  @available(iOS 13.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  open class var systemGray2: UIColor { UIColor(white: 0.68, alpha: 1) }
  // docs: A color object in the sRGB color space with a grayscale value of 0.0 and an alpha
  // value of 0.0.
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  // docs: A color object in the sRGB color space with a grayscale value of 0.5 and an alpha
  // value of 1.0.
  open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  // docs: A color object that represents the system's default tint color.
  // SDK 18: `API_AVAILABLE(ios(15.0), tvos(15.0)) API_UNAVAILABLE(watchos)`.
  @available(iOS 15.0, tvOS 15.0, *)
  @available(watchOS, unavailable)
  open class var tintColor: UIColor { UIColor(white: 0, alpha: 1) }
}

// docs: An object that provides access to the font's characteristics.
// GUESS: `Sendable` (immutable; marked sendable in the SDK headers). UIFont.h is not in the index;
// availability from the documentation (iOS 2, tvOS 9, watchOS 2).
@available(iOS 2.0, tvOS 9.0, watchOS 2.0, *)
open class UIFont: NSObject, @unchecked Sendable {
  // GUESS: the placeholder initializer behind the factory methods.
  public override init() { super.init() }

  // docs: Constants that describe the preferred styles for fonts.
  public struct TextStyle: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    // docs: The font for body text.
    public static let body: UIFont.TextStyle = TextStyle("UICTFontTextStyleBody")
    // docs: The font for callouts.
    public static let callout: UIFont.TextStyle = TextStyle("UICTFontTextStyleCallout")
    // docs: The font for standard captions.
    public static let caption1: UIFont.TextStyle = TextStyle("UICTFontTextStyleCaption1")
    // docs: The font for alternate captions.
    public static let caption2: UIFont.TextStyle = TextStyle("UICTFontTextStyleCaption2")
    // docs: The font for footnotes.
    public static let footnote: UIFont.TextStyle = TextStyle("UICTFontTextStyleFootnote")
    // docs: The font for headings.
    public static let headline: UIFont.TextStyle = TextStyle("UICTFontTextStyleHeadline")
    // docs: The font for subheadings.
    public static let subheadline: UIFont.TextStyle = TextStyle("UICTFontTextStyleSubhead")
  }

  // docs: The font weight.
  public struct Weight: Hashable, RawRepresentable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    // docs: The font weight for regular fonts.
    public static let regular: UIFont.Weight = Weight(0)
    // docs: The font weight for medium fonts.
    public static let medium: UIFont.Weight = Weight(0.23)
    // docs: The font weight for semibold fonts.
    public static let semibold: UIFont.Weight = Weight(0.3)
    // docs: The font weight for bold fonts.
    public static let bold: UIFont.Weight = Weight(0.4)
  }

  // docs: Returns an instance of the system font for the specified text style and scaled
  // appropriately for the user's selected content size category.
  @available(iOS 7.0, tvOS 9.0, *)
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }
  // docs: Returns the font object for standard interface items in the specified size.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
  // docs: Returns the font object for standard interface items in the specified size and weight.
  @available(iOS 8.2, tvOS 9.0, *)
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }
  // docs: Returns the font object for standard interface items that use monospaced digits.
  @available(iOS 9.0, tvOS 9.0, *)
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight)
    -> UIFont
  { UIFont() }
}

// docs: An object that manages image data in your app.
// GUESS: `Sendable` (immutable; marked sendable in the SDK headers). UIImage.h is not in the index;
// availability from the documentation (iOS 2, tvOS 9, watchOS 2).
@available(iOS 2.0, tvOS 9.0, watchOS 2.0, *)
open class UIImage: NSObject, @unchecked Sendable {
  // docs: Creates an image object that contains a system symbol image.
  @available(iOS 13.0, tvOS 13.0, *)
  public init?(systemName name: String) { super.init() }
  // docs: Creates an image object from the specified named asset.
  public init?(named name: String) { super.init() }
}

// MARK: - Scenes

// docs: An object that represents one instance of your app's user interface.
// UIScene.h (an Apple SDK's copy in the index; the index's iOS 18.0 SDK lacks UIScene.h):
// `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) @interface UIScene : UIResponder`, with
// `- (instancetype)init NS_UNAVAILABLE`. Apple's page: iOS 13.0, tvOS 13.0, visionOS 1.0; a
// subclass of UIResponder, unavailable on watchOS like it. Only what a host's activity needs.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIScene: UIResponder {
  // UIScene.h: `@property (nonatomic, readonly) UISceneActivationState activationState;`
  // ("the activation state of this scene").
  open var activationState: UIScene.ActivationState { .unattached }  // GUESS: body

  // docs: The activation states for a scene. UISceneDefinitions.h (not in the index; Apple's
  // page): `typedef NS_ENUM(NSInteger, UISceneActivationState)`, imported as
  // `enum ActivationState: Int, @unchecked Sendable`, iOS 13.0, tvOS 13.0.
  @available(iOS 13.0, tvOS 13.0, *)
  public enum ActivationState: Int, @unchecked Sendable {
    // docs: The state of a scene that isn't currently connected to your app.
    case unattached = -1
    // docs: The state of a scene that's running in the foreground and receiving events.
    case foregroundActive = 0
    // docs: The state of a scene that's running in the foreground but isn't receiving events.
    case foregroundInactive = 1
    // docs: The state of a scene that's running in the background and isn't visible onscreen.
    case background = 2
  }

  // UIScene.h: `UIKIT_EXTERN NSNotificationName const UISceneDidActivateNotification
  // API_AVAILABLE(ios(13.0));`, imported as `class let didActivateNotification:
  // NSNotification.Name` ("A notification that indicates that the scene is now onscreen and
  // responding to user events."; UIKit places the scene in the notification's `object`).
  // GUESS: `nonisolated`, as an imported global constant is (see
  // `reduceMotionStatusDidChangeNotification`).
  nonisolated public static let didActivateNotification =
    NSNotification.Name("UISceneDidActivateNotification")
  // UIScene.h: `UIKIT_EXTERN NSNotificationName const UISceneWillDeactivateNotification
  // API_AVAILABLE(ios(13.0));` ("the scene is about to resign the active state and stop
  // responding to user events"). GUESS: `nonisolated`, as above.
  nonisolated public static let willDeactivateNotification =
    NSNotification.Name("UISceneWillDeactivateNotification")

  // GUESS: UIKit makes scenes (`init` is `NS_UNAVAILABLE`; its designated initializer takes a
  // session); the stub's is internal so that no client can call it.
  override init() { super.init() }
}

// docs: A scene that manages one or more windows for your app. (UIWindowScene.h is not in the
// index; Apple's page: `class UIWindowScene : UIScene`, iOS 13.0, tvOS 13.0, visionOS 1.0.)
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIWindowScene: UIScene {}
