// UIKit declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16), UIKit's headers and Swift overlay; this file: NSLayoutAnchor.h; NSLayoutConstraint.h and UILayoutGuide's details from the
// docs.
// Platforms and conventions: see UIKit.swift and Stubs/SwiftUI/View.swift.
//
// Auto Layout: constraints, anchors, layout guides and priorities. (UIView's anchors are in
// UIKit.swift.)

// docs: The relationship between two user interface objects that must be satisfied by the
// constraint-based layout system.
@available(iOS 6.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class NSLayoutConstraint: NSObject {
  // GUESS: the placeholder initializer behind the anchors' factory methods.
  public override init() { super.init() }

  // docs: Activates each constraint in the specified array.
  @available(iOS 8.0, tvOS 9.0, *)
  open class func activate(_ constraints: [NSLayoutConstraint]) {}
  // docs: Deactivates each constraint in the specified array.
  @available(iOS 8.0, tvOS 9.0, *)
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
  // docs: The active state of the constraint.
  @available(iOS 8.0, tvOS 9.0, *)
  open var isActive: Bool = false
  // docs: The priority of the constraint.
  open var priority: UILayoutPriority = .required
  // docs: The constant added to the multiplied second attribute participating in the constraint.
  open var constant: CGFloat = 0
  // docs: The name that identifies the constraint.
  @available(iOS 7.0, tvOS 9.0, *)
  open var identifier: String?
}

// docs: The layout priority is used to indicate to the constraint-based layout system which
// constraints are more important, allowing the system to make appropriate tradeoffs when
// satisfying the constraints of the system as a whole.
@available(watchOS, unavailable)
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
  public let rawValue: Float
  // docs: (init(rawValue: Float))
  public init(rawValue: Float) { self.rawValue = rawValue }
  // docs: (init(_ rawValue: Float))
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  // docs: A required constraint.
  @available(iOS 6.0, tvOS 9.0, *)
  public static var required: UILayoutPriority { UILayoutPriority(1000) }
  // docs: The priority level with which a button resists compressing its content.
  @available(iOS 6.0, tvOS 9.0, *)
  public static var defaultHigh: UILayoutPriority { UILayoutPriority(750) }
  // docs: The priority level at which a button hugs its contents horizontally.
  @available(iOS 6.0, tvOS 9.0, *)
  public static var defaultLow: UILayoutPriority { UILayoutPriority(250) }
  // docs: The priority level with which the view wants to conform to the target size in that
  // computation.
  @available(iOS 6.0, tvOS 9.0, *)
  public static var fittingSizeLevel: UILayoutPriority { UILayoutPriority(50) }
}

// GUESS: the arithmetic the UIKit overlay adds (not on the docs pages).
@available(watchOS, unavailable)
extension UILayoutPriority {
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}

// docs: A factory class for creating layout constraint objects using a fluent API.
// GUESS: `@MainActor`, like the other UIKit classes.
@available(iOS 9.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class NSLayoutAnchor<AnchorType>: NSObject where AnchorType: AnyObject {
  // GUESS: the placeholder initializer behind the views' anchor properties.
  public override init() { super.init() }

  // docs: Returns a constraint that defines one item's attribute as equal to another.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  // docs: Returns a constraint that defines one item's attribute as equal to another item's
  // attribute plus a constant offset.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint() }
  // docs: Returns a constraint that defines one item's attribute as greater than or equal to
  // another.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  { NSLayoutConstraint() }
  // docs: Returns a constraint that defines one item's attribute as greater than or equal to
  // another item's attribute plus a constant offset.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
    constant c: CGFloat
  ) -> NSLayoutConstraint { NSLayoutConstraint() }
  // docs: Returns a constraint that defines one item's attribute as less than or equal to
  // another.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  { NSLayoutConstraint() }
  // docs: Returns a constraint that defines one item's attribute as less than or equal to another
  // item's attribute plus a constant offset.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint() }
}

// docs: A factory class for creating horizontal layout constraint objects using a fluent API.
@available(iOS 9.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

// docs: A factory class for creating vertical layout constraint objects using a fluent API.
@available(iOS 9.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

// docs: A factory class for creating size-based layout constraint objects using a fluent API.
@available(iOS 9.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  // docs: Returns a constraint that defines a constant size for the anchor's size attribute.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
  // docs: Returns a constraint that defines the minimum size for the anchor's size attribute.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  // docs: Returns a constraint that defines the maximum size for the anchor's size attribute.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  // docs: Returns a constraint that defines the anchor's size attribute as equal to the
  // specified anchor multiplied by the constant.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint() }
  // docs: Returns a constraint that defines the anchor's size attribute as equal to the
  // specified size attribute multiplied by a constant plus an offset.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint() }
}

// docs: A rectangular area that can interact with Auto Layout.
@available(iOS 9.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UILayoutGuide: NSObject {
  // GUESS: `UILayoutGuide()` (Objective-C `-init`).
  public override init() { super.init() }

  // docs: The layout guide's frame in its owning view's coordinate system.
  open var layoutFrame: CGRect { .zero }
  // docs: The view that owns this layout guide.
  weak open var owningView: UIView?
  // docs: A string used to identify the layout guide.
  open var identifier: String = ""

  // docs: A layout anchor representing the leading edge of the layout guide's frame.
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  // docs: A layout anchor representing the trailing edge of the layout guide's frame.
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  // docs: A layout anchor representing the left edge of the layout guide's frame.
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  // docs: A layout anchor representing the right edge of the layout guide's frame.
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  // docs: A layout anchor representing the top edge of the layout guide's frame.
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  // docs: A layout anchor representing the bottom edge of the layout guide's frame.
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  // docs: A layout anchor representing the width of the layout guide's frame.
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
  // docs: A layout anchor representing the height of the layout guide's frame.
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
  // docs: A layout anchor representing the horizontal center of the layout guide's frame.
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  // docs: A layout anchor representing the vertical center of the layout guide's frame.
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
}

// MARK: - Stack views (added for client code)

// docs: Keys that specify a horizontal or vertical layout constraint between objects.
// (`UILayoutConstraintAxis`, iOS 6; NSLayoutConstraint.h is not in the index.)
@available(iOS 6.0, tvOS 9.0, *)
@available(watchOS, unavailable)
extension NSLayoutConstraint {
  public enum Axis: Int, Sendable {
    // docs: The constraint applied when laying out the horizontal relationship between objects.
    case horizontal = 0
    // docs: The constraint applied when laying out the vertical relationship between objects.
    case vertical = 1
  }
}

// docs: A streamlined interface for laying out a collection of views in either a column or a row.
// (UIStackView.h is not in the index: Apple's documentation; `API_AVAILABLE(ios(9.0))`, watchOS
// unavailable as every UIView.)
@available(iOS 9.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIStackView: UIView {
  // docs: The layout that defines the size and position of the arranged views along the stack
  // view's axis.
  public enum Distribution: Int, Sendable {
    case fill = 0
    case fillEqually = 1
    case fillProportionally = 2
    case equalSpacing = 3
    case equalCentering = 4
  }
  // docs: The layout of arranged views perpendicular to the stack view's axis.
  // DIFFERENCE: `top` and `bottom` share `leading`'s and `trailing`'s raw values in the header;
  // a Swift enum cannot, so they are static properties here.
  public enum Alignment: Int, Sendable {
    case fill = 0
    case leading = 1
    case firstBaseline = 2
    case center = 3
    case trailing = 4
    case lastBaseline = 5
    // docs: A layout for horizontal stacks where the stack view aligns the top edge of its
    // arranged views along its top edge.
    public static var top: UIStackView.Alignment { .leading }
    // docs: A layout for horizontal stacks where the stack view aligns the bottom edge of its
    // arranged views along its bottom edge.
    public static var bottom: UIStackView.Alignment { .trailing }
  }

  // docs: Creates and returns a stack view with a specified array of arranged subviews.
  public init(arrangedSubviews views: [UIView]) { super.init(frame: .zero) }
  // docs: (init(frame:))
  public override init(frame: CGRect) { super.init(frame: frame) }
  // docs: (init(coder:), non-failable on UIStackView)
  public required init(coder: NSCoder) { super.init(frame: .zero) }

  // docs: The list of views arranged by the stack view.
  open var arrangedSubviews: [UIView] { [] }
  // docs: Adds a view to the end of the arrangedSubviews array.
  open func addArrangedSubview(_ view: UIView) {}
  // docs: Removes the provided view from the stack's array of arranged subviews.
  open func removeArrangedSubview(_ view: UIView) {}
  // docs: Adds the provided view to the array of arranged subviews at the specified index.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {}
  // docs: The axis along which the arranged views lay out.
  open var axis: NSLayoutConstraint.Axis = .horizontal
  // docs: The distribution of the arranged views along the stack view's axis.
  open var distribution: UIStackView.Distribution = .fill
  // docs: The alignment of the arranged subviews perpendicular to the stack view's axis.
  open var alignment: UIStackView.Alignment = .fill
  // docs: The distance in points between the adjacent edges of the stack view's arranged views.
  open var spacing: CGFloat = 0
  // docs: Applies custom spacing after the specified view.
  @available(iOS 11.0, tvOS 11.0, *)
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
  // docs: A Boolean value that determines whether the vertical spacing between views is measured
  // from their baselines.
  open var isBaselineRelativeArrangement: Bool = false
  // docs: A Boolean value that determines whether the stack view lays out its arranged views
  // relative to its layout margins.
  open var isLayoutMarginsRelativeArrangement: Bool = false
}
