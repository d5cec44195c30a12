// UIKit declaration stub for compile-checking on Linux. Not the real framework.
// Follows: iOS 27 SDK (Xcode 27) as documented on developer.apple.com, docs snapshot of 2026.
// Declarations are copied from each page's Declaration block, with the page's availability
// written as `@available`; anything the docs do not show is marked `// GUESS`.
//
// Minimal for now: what SwiftUI's UIKit interop and a pull-to-refresh bridge need. The docs
// render Objective-C classes as `@MainActor class X : Y`; they are `open` and, imported from
// Clang, behave like `@preconcurrency` (GUESS: modelled with `@MainActor @preconcurrency`).
// Objective-C runtime features (`@objc`, `#selector`, KVO) are not modelled: use closure-based
// `UIAction`.

@_exported import Foundation

// MARK: - Values

// docs: The inset distances for views.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero: UIEdgeInsets = UIEdgeInsets()
}

// MARK: - Responders and views

// docs: An abstract interface for responding to and handling events.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency open class UIResponder: NSObject {
  // GUESS: the inherited `init()` of NSObject, restated for the stub.
  public override init() { super.init() }
}

// docs: An object that manages the content for a rectangular area on the screen.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency open class UIView: UIResponder {
  // docs: Initializes and returns a newly allocated view object with the specified frame
  // rectangle.
  public init(frame: CGRect) { super.init() }
  // docs: (NSCoding)
  public required init?(coder: NSCoder) { super.init() }
  // GUESS: `UIView()` (Objective-C `-init`) as a convenience initializer.
  public convenience override init() { self.init(frame: .zero) }

  // docs: The frame rectangle, which describes the view's location and size in its superview's
  // coordinate system.
  open var frame: CGRect = .zero
  // docs: The bounds rectangle, which describes the view's location and size in its own
  // coordinate system.
  open var bounds: CGRect = .zero
  // docs: The view's background color.
  open var backgroundColor: UIColor?
  // docs: The first nondefault tint color value in the view's hierarchy, ascending from and
  // starting with the view itself.
  open var tintColor: UIColor!
  // docs: A Boolean value that determines whether the view is hidden.
  open var isHidden: Bool = false
  // docs: The view's alpha value.
  open var alpha: CGFloat = 1
  // docs: A Boolean value that determines whether user events are ignored and removed from the
  // event queue.
  open var isUserInteractionEnabled: Bool = true
  // docs: The receiver's superview, or nil if it has none.
  open var superview: UIView? { nil }
  // docs: The receiver's immediate subviews.
  open var subviews: [UIView] { [] }
  // docs: The insets that you use to determine the safe area for this view.
  open var safeAreaInsets: UIEdgeInsets { .zero }
  // docs: A Boolean value that determines whether the view's autoresizing mask is translated
  // into Auto Layout constraints.
  open var translatesAutoresizingMaskIntoConstraints: Bool = true

  // docs: Adds a view to the end of the receiver's list of subviews.
  open func addSubview(_ view: UIView) {}
  // docs: Unlinks the view from its superview and its window, and removes it from the responder
  // chain.
  open func removeFromSuperview() {}
  // docs: Lays out subviews.
  open func layoutSubviews() {}
  // docs: Invalidates the current layout of the receiver and triggers a layout update during the
  // next update cycle.
  open func setNeedsLayout() {}
  // docs: Lays out the subviews immediately, if layout updates are pending.
  open func layoutIfNeeded() {}
  // docs: Tells the view that its superview changed.
  open func didMoveToSuperview() {}
  // docs: Tells the view that its window object changed.
  open func didMoveToWindow() {}
}

// docs: The base class for controls, which are visual elements that convey a specific action or
// intention in response to user interactions.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency open class UIControl: UIView {
  // docs: Constants describing the types of events possible for controls.
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown: UIControl.Event = Event(rawValue: 1 << 0)
    public static let touchUpInside: UIControl.Event = Event(rawValue: 1 << 6)
    public static let valueChanged: UIControl.Event = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered: UIControl.Event = Event(rawValue: 1 << 13)
  }

  // docs: A Boolean value indicating whether the control is in the enabled state.
  open var isEnabled: Bool = true

  // docs: Associates the specified action with the control.
  @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
  // docs: Removes the specified action from the control.
  @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
  // docs: Sends action messages for the given control events.
  open func sendActions(for controlEvents: UIControl.Event) {}
}

// docs: A menu element that performs its action in a closure.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency open class UIAction: NSObject {
  // docs: A type that defines the closure for an action handler.
  public typealias Handler = (UIAction) -> Void
  // docs: Creates an action with the specified title, image, identifier, discoverability title,
  // attributes, state, and handler.
  // GUESS: trimmed to the handler (the other parameters all have defaults in the SDK).
  public convenience init(title: String = "", handler: @escaping UIAction.Handler) {
    self.init()
  }
}

// docs: A view that allows the scrolling and zooming of its contained views.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency open class UIScrollView: UIView {
  // docs: The point at which the origin of the content view is offset from the origin of the
  // scroll view.
  open var contentOffset: CGPoint = .zero
  // docs: The size of the content view.
  open var contentSize: CGSize = .zero
  // docs: The custom distance that the content view is inset from the safe area or scroll view
  // edges.
  open var contentInset: UIEdgeInsets = .zero
  // docs: The insets derived from the content insets and the safe area of the scroll view.
  @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
  open var adjustedContentInset: UIEdgeInsets { .zero }
  // docs: The delegate of the scroll-view object.
  weak open var delegate: (any UIScrollViewDelegate)?
  // docs: The refresh control associated with the scroll view.
  @available(iOS 10.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  open var refreshControl: UIRefreshControl?
  // docs: A Boolean value that controls whether the scroll view bounces past the edge of content
  // and back again.
  open var bounces: Bool = true
  // docs: A Boolean value that determines whether bouncing always occurs when vertical scrolling
  // reaches the end of the content.
  open var alwaysBounceVertical: Bool = false
  // docs: A Boolean value that indicates whether the user has touched the content to initiate
  // scrolling.
  open var isTracking: Bool { false }
  // docs: A Boolean value that indicates whether the user has started scrolling the content.
  open var isDragging: Bool { false }
  // docs: A Boolean value that indicates whether the content is moving in the scroll view after
  // the user lifted their finger.
  open var isDecelerating: Bool { false }
  // docs: Sets the offset from the content view's origin that corresponds to the receiver's
  // origin.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
}

// docs: The interface for the delegate of a scroll view.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol UIScrollViewDelegate: NSObjectProtocol {
  // docs: Tells the delegate when the user scrolls the content view within the scroll view.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  // docs: Tells the delegate when the scroll view is about to start scrolling the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  // docs: Tells the delegate when the user finishes scrolling the content.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView,
    withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  )
  // docs: Tells the delegate when dragging ended in the scroll view.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  // docs: Tells the delegate that the scroll view ended decelerating the scrolling movement.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

// GUESS: the delegate methods are `optional` in Objective-C; default implementations stand in.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView,
    withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}

// docs: A standard control that you attach to any scroll view to perform a refresh of the scroll
// view's contents.
@available(iOS 6.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency open class UIRefreshControl: UIControl {
  // docs: A Boolean value indicating whether a refresh operation has been triggered and is in
  // progress.
  open var isRefreshing: Bool { false }
  // docs: Tells the control that a refresh operation was started programmatically.
  open func beginRefreshing() {}
  // docs: Tells the control that a refresh operation has ended.
  open func endRefreshing() {}
}

// docs: An object that manages a view hierarchy for your UIKit app.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency open class UIViewController: UIResponder {
  // docs: Creates a view controller with the nib file in the specified bundle.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  // docs: (NSCoding)
  public required init?(coder: NSCoder) { super.init() }
  // GUESS: `UIViewController()` (Objective-C `-init`) as a convenience initializer.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  // docs: The view that the controller manages.
  open var view: UIView! = UIView()
  // docs: The preferred size for the view controller's view.
  open var preferredContentSize: CGSize = .zero

  // docs: Called after the controller's view is loaded into memory.
  open func viewDidLoad() {}
  // docs: Creates the view that the controller manages.
  open func loadView() {}
  // docs: Notifies the view controller that its view is about to be added to a view hierarchy.
  open func viewWillAppear(_ animated: Bool) {}
  // docs: Notifies the view controller that its view was removed from a view hierarchy.
  open func viewDidDisappear(_ animated: Bool) {}
  // docs: Adds the specified view controller as a child of the current view controller.
  open func addChild(_ childController: UIViewController) {}
  // docs: Called after the view controller is added or removed from a container view
  // controller.
  open func didMove(toParent parent: UIViewController?) {}
}

// MARK: - Colors

// docs: An object that stores color data and sometimes opacity.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
open class UIColor: NSObject, @unchecked Sendable {
  // docs: Creates a color object using the specified opacity and RGB component values.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
  // docs: Creates a color object using the specified opacity and grayscale values.
  public init(white: CGFloat, alpha: CGFloat) { super.init() }
  // docs: Creates a color object with the specified opacity.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }

  // docs: The color for the main background of your interface.
  @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
  open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
  // docs: The color for text labels that contain primary content.
  @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
  open class var label: UIColor { UIColor(white: 0, alpha: 1) }
  // docs: The color for text labels that contain secondary content.
  @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
  open class var secondaryLabel: UIColor { UIColor(white: 0, alpha: 0.6) }
  // docs: A color object in the sRGB color space with a grayscale value of 0.0 and an alpha
  // value of 0.0.
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  // docs: A color object in the sRGB color space with a grayscale value of 0.5 and an alpha
  // value of 1.0.
  open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  // docs: A color object that represents the system's default tint color.
  @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
  open class var tintColor: UIColor { UIColor(white: 0, alpha: 1) }
}
