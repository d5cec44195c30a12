// UIKit declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16), UIKit's headers and Swift overlay; this file: UIPanGestureRecognizer.h; UIScrollView.h, UITableView.h are not in the index (docs).
// UITableView.h and UITableViewCell.h: the iOS 17.0 SDK's (repository itsnebulalol/sdks),
// marked `SDK 17`, and the iOS 17.5 SDK's (xybp888/iOS-SDKs, `iPhoneOS17.5.sdk`), marked
// `SDK 17.5`.
// Platforms and conventions: see UIKit.swift and Stubs/SwiftUI/View.swift.
//
// Scroll views, their delegate, the pan gesture recognizer, and the UIScrollView subclasses
// (declarations only). Properties unavailable on some platform are computed here (a stored
// property cannot be marked unavailable); their accessors are placeholders.

// docs: A view that allows the scrolling and zooming of its contained views.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIScrollView: UIView {
  // docs: Constants indicating how safe area insets are added to the adjusted content inset.
  @available(iOS 11.0, tvOS 11.0, *)
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    // docs: Automatically adjust the scroll view insets.
    case automatic = 0
    // docs: Adjust the insets only in the scrollable directions.
    case scrollableAxes = 1
    // docs: Do not adjust the scroll view insets.
    case never = 2
    // docs: Always include the safe area insets in the content adjustment.
    case always = 3
  }

  // docs: Constants that determine how the system dismisses the keyboard when a drag begins in
  // the scroll view.
  @available(iOS 7.0, *)
  @available(visionOS, unavailable)
  public enum KeyboardDismissMode: Int, Sendable {
    // docs: A mode in which a drag doesn't dismiss the keyboard.
    case none = 0
    // docs: A mode in which the keyboard dismisses when a drag begins.
    case onDrag = 1
    // docs: A mode in which the keyboard follows the dragging touch offscreen, and can be pulled
    // upward again to cancel the dismiss.
    case interactive = 2
    // docs: A mode in which the keyboard dismisses when a drag begins, along with any keyboard
    // accessory.
    @available(iOS 16.0, *)
    case onDragWithAccessory = 3
    // docs: A mode in which the keyboard follows the dragging touch offscreen, along with any
    // keyboard accessory.
    @available(iOS 16.0, *)
    case interactiveWithAccessory = 4
  }

  // MARK: Content

  // docs: The point at which the origin of the content view is offset from the origin of the
  // scroll view.
  open var contentOffset: CGPoint = .zero
  // docs: Sets the point at which the origin of the content view is offset from the origin of the
  // scroll view.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
  // docs: The size of the content view.
  open var contentSize: CGSize = .zero
  // docs: The custom distance that the content view is inset from the safe area or scroll view
  // edges.
  open var contentInset: UIEdgeInsets = .zero
  // docs: The insets derived from the content insets and the safe area of the scroll view.
  @available(iOS 11.0, tvOS 11.0, *)
  open var adjustedContentInset: UIEdgeInsets { .zero }
  // docs: Notifies the scroll view when the adjusted content insets of the scroll view change.
  @available(iOS 11.0, tvOS 11.0, *)
  open func adjustedContentInsetDidChange() {}
  // docs: The behavior for determining the adjusted content offsets.
  @available(iOS 11.0, tvOS 11.0, *)
  open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
  // docs: The layout guide based on the untranslated content rectangle of the scroll view.
  @available(iOS 11.0, tvOS 11.0, *)
  open var contentLayoutGuide: UILayoutGuide { UILayoutGuide() }
  // docs: The layout guide based on the untransformed frame rectangle of the scroll view.
  @available(iOS 11.0, tvOS 11.0, *)
  open var frameLayoutGuide: UILayoutGuide { UILayoutGuide() }

  // MARK: Delegate

  // docs: The delegate of the scroll-view object.
  weak open var delegate: (any UIScrollViewDelegate)?

  // MARK: Behaviour

  // docs: A Boolean value that determines whether scrolling is enabled.
  open var isScrollEnabled: Bool = true
  // docs: A Boolean value that controls whether the scroll view bounces past the edge of content
  // and back again.
  open var bounces: Bool = true
  // docs: A Boolean value that determines whether bouncing always occurs when vertical scrolling
  // reaches the end of the content.
  open var alwaysBounceVertical: Bool = false
  // docs: A Boolean value that determines whether bouncing always occurs when horizontal
  // scrolling reaches the end of the content view.
  open var alwaysBounceHorizontal: Bool = false
  // docs: A Boolean value that controls whether the scroll-to-top gesture is enabled.
  @available(tvOS, unavailable)
  open var scrollsToTop: Bool {
    get { true }
    set {}
  }
  // docs: The manner in which the system dismisses the keyboard when a drag begins in the scroll
  // view.
  // (The docs list iOS, iPadOS, Mac Catalyst and tvOS, not visionOS.)
  @available(iOS 7.0, *)
  @available(visionOS, unavailable)
  open var keyboardDismissMode: UIScrollView.KeyboardDismissMode {
    get { .none }
    set {}
  }
  // docs: A Boolean value that controls whether the vertical scroll indicator is visible.
  open var showsVerticalScrollIndicator: Bool = true
  // docs: A Boolean value that controls whether the horizontal scroll indicator is visible.
  open var showsHorizontalScrollIndicator: Bool = true
  // docs: The refresh control associated with the scroll view.
  @available(iOS 10.0, *)
  @available(tvOS, unavailable)
  open var refreshControl: UIRefreshControl? {
    get { nil }
    set {}
  }

  // MARK: State

  // docs: A Boolean value that indicates whether the user has touched the content to initiate
  // scrolling.
  open var isTracking: Bool { false }
  // docs: A Boolean value that indicates whether the user has begun scrolling the content.
  open var isDragging: Bool { false }
  // docs: A Boolean value that indicates whether the content is moving in the scroll view after
  // the user lifted their finger.
  open var isDecelerating: Bool { false }
  // docs: The underlying gesture recognizer for pan gestures.
  @available(iOS 5.0, tvOS 9.0, *)
  open var panGestureRecognizer: UIPanGestureRecognizer { UIPanGestureRecognizer() }
}

// docs: The interface for the delegate of a scroll view.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
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
  // docs: Tells the delegate that the scroll view is starting to decelerate the scrolling
  // movement.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  // docs: Tells the delegate that the scroll view ended decelerating the scrolling movement.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  // docs: Tells the delegate when a scrolling animation in the scroll view concludes.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  // docs: Asks the delegate if the scroll view should scroll to the top of the content.
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  // docs: Tells the delegate that the scroll view scrolled to the top of the content.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  // docs: Tells the delegate when the scroll view's inset values change.
  @available(iOS 11.0, tvOS 11.0, *)
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

// GUESS: the delegate methods are `optional` in Objective-C; default implementations stand in.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
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
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  @available(iOS 11.0, tvOS 11.0, *)
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

// MARK: - Gesture recognizers

// docs: The base class for concrete gesture recognizers.
@available(iOS 3.2, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIGestureRecognizer: NSObject {
  // docs: The current state of a gesture recognizer.
  public enum State: Int, Sendable {
    // docs: The gesture recognizer hasn't yet recognized its gesture, but may be evaluating touch
    // events.
    case possible = 0
    // docs: The gesture recognizer has received touch objects recognized as a continuous gesture.
    case began = 1
    // docs: The gesture recognizer has received touches recognized as a change to a continuous
    // gesture.
    case changed = 2
    // docs: The gesture recognizer has received touches recognized as the end of a continuous
    // gesture.
    case ended = 3
    // docs: The gesture recognizer has received touches resulting in the cancellation of a
    // continuous gesture.
    case cancelled = 4
    // docs: The gesture recognizer has received a touch sequence that can't be recognized as the
    // gesture.
    case failed = 5
    // docs: The gesture recognizer has received a multi-touch sequence that it recognizes as its
    // gesture.
    public static var recognized: UIGestureRecognizer.State { .ended }
  }

  // GUESS: `init()` (Objective-C `-init`); `init(target:action:)` needs `Selector`, which Linux
  // lacks.
  public override init() { super.init() }

  // docs: The current state of the gesture recognizer.
  open var state: UIGestureRecognizer.State { .possible }
  // docs: A Boolean property that indicates whether the gesture recognizer is enabled.
  open var isEnabled: Bool = true
  // docs: The view the gesture recognizer is attached to.
  open var view: UIView? { nil }
  // docs: Returns the point computed as the location in a given view of the gesture represented
  // by the receiver.
  open func location(in view: UIView?) -> CGPoint { .zero }
}

// docs: A continuous gesture recognizer that interprets panning gestures.
@available(iOS 3.2, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIPanGestureRecognizer: UIGestureRecognizer {
  // docs: The translation of the pan gesture in the coordinate system of the specified view.
  open func translation(in view: UIView?) -> CGPoint { .zero }
  // docs: Sets the translation value in the coordinate system of the specified view.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
  // docs: The velocity of the pan gesture, which is expressed in points per second.
  open func velocity(in view: UIView?) -> CGPoint { .zero }
}

// MARK: - Scroll view subclasses (declarations only)

// docs: A view that presents data using rows in a single column.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UITableView: UIScrollView {
  // docs: Constants for the table view styles.
  public enum Style: Int, Sendable {
    // docs: A plain table view.
    case plain = 0
    // docs: A table view where sections have distinct groups of rows.
    case grouped = 1
    // docs: A table view where each section is inset from the edges of the table view.
    @available(iOS 13.0, *)
    case insetGrouped = 2
  }
  // docs: Creates a table view with the specified frame and style.
  public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
  // GUESS: inherited `init(frame:)` (a designated initializer in Objective-C).
  public override init(frame: CGRect) { super.init(frame: frame) }
  // docs: (NSCoding)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  // SDK 17 (UITableView.h @~27000; not in the index's iOS 18 copy): `- (void)reloadData;`, no
  // attributes.
  // docs: Reloads the rows and sections of the table view.
  open func reloadData() {}
  // SDK 17 (UITableView.h @~22700): `@property (nonatomic, weak, nullable)
  // id <UITableViewDataSource> dataSource;`, no attributes.
  // docs: The object that acts as the data source of the table view.
  weak open var dataSource: (any UITableViewDataSource)?
  // (SDK 17: `@property (nonatomic, weak, nullable) id <UITableViewDelegate> delegate;`.)
  // DIFFERENCE: not redeclared, since Swift cannot narrow the type of UIScrollView's `delegate` in
  // an override; assigning a `UITableViewDelegate` compiles through UIScrollView's.
  // SDK 17 (UITableView.h @~34900): `- (void)registerClass:(nullable Class)cellClass
  // forCellReuseIdentifier:(NSString *)identifier API_AVAILABLE(ios(6.0));`.
  // docs: Registers a class for use in creating new table cells.
  @available(iOS 6.0, *)
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
  // SDK 17 (UITableView.h @~34100): `- (nullable __kindof UITableViewCell
  // *)dequeueReusableCellWithIdentifier:(NSString *)identifier;`, no attributes.
  // docs: Returns a reusable table-view cell object located by its identifier.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
  // SDK 17 (UITableView.h @~34300): `- (__kindof UITableViewCell
  // *)dequeueReusableCellWithIdentifier:(NSString *)identifier forIndexPath:(NSIndexPath
  // *)indexPath API_AVAILABLE(ios(6.0));`.
  // docs: Returns a reusable table-view cell object for the specified reuse identifier and adds it
  // to the table.
  @available(iOS 6.0, *)
  open func dequeueReusableCell(
    withIdentifier identifier: String,
    for indexPath: IndexPath
  ) -> UITableViewCell { UITableViewCell(style: .default, reuseIdentifier: identifier) }
  // SDK 17 (UITableView.h @~24700): `- (NSInteger)numberOfRowsInSection:(NSInteger)section;`.
  // docs: Returns the number of rows (table cells) in a specified section.
  open func numberOfRows(inSection section: Int) -> Int { 0 }
  // Issue 32 (client trial of the top end: a chat's table without separators). SDK 17.5
  // (UITableView.h @~32500): `@property (nonatomic) UITableViewCellSeparatorStyle separatorStyle
  // API_UNAVAILABLE(tvos); // default is UITableViewCellSeparatorStyleSingleLine`. Computed, so
  // that it can be marked unavailable.
  // docs: The style for table cells used as separators.
  @available(tvOS, unavailable)
  open var separatorStyle: UITableViewCell.SeparatorStyle {
    get { .singleLine }  // GUESS: body (the header's default)
    set {}
  }

  // Scrolling to a row (issue 32: a chat opened at its newest message).
  // SDK 17.5 (UITableView.h @~1000): `typedef NS_ENUM(NSInteger, UITableViewScrollPosition) {
  // UITableViewScrollPositionNone, UITableViewScrollPositionTop,
  // UITableViewScrollPositionMiddle, UITableViewScrollPositionBottom }; // scroll so row of
  // interest is completely visible at top/center/bottom of view`, no attributes; imported as a
  // nested enum, `Int` raw values, `@unchecked Sendable` as RowAnimation below.
  public enum ScrollPosition: Int, @unchecked Sendable {
    case none = 0
    case top = 1
    case middle = 2
    case bottom = 3
  }
  // SDK 17.5 (UITableView.h @~27500): `- (void)scrollToRowAtIndexPath:(NSIndexPath *)indexPath
  // atScrollPosition:(UITableViewScrollPosition)scrollPosition animated:(BOOL)animated;`, no
  // attributes.
  open func scrollToRow(
    at indexPath: IndexPath,
    at scrollPosition: UITableView.ScrollPosition,
    animated: Bool
  ) {}

  // Reloading and updating (client trial 2026-12-07).
  // SDK 17 (UITableView.h @~1600): `typedef NS_ENUM(NSInteger, UITableViewRowAnimation) {
  // UITableViewRowAnimationFade, ...Right, ...Left, ...Top, ...Bottom, ...None, ...Middle,
  // UITableViewRowAnimationAutomatic = 100 }`, no attributes; imported as a nested enum, `Int`
  // raw values, `@unchecked Sendable` (as UIScene.ActivationState in UIKit.swift).
  // docs: The type of animation to use when rows are inserted or deleted.
  public enum RowAnimation: Int, @unchecked Sendable {
    case fade = 0
    case right = 1
    case left = 2
    case top = 3
    case bottom = 4
    case none = 5
    case middle = 6
    case automatic = 100
  }
  // SDK 17 (UITableView.h @~28100): `- (void)performBatchUpdates:(void (NS_NOESCAPE ^
  // _Nullable)(void))updates completion:(void (^ _Nullable)(BOOL finished))completion
  // NS_SWIFT_DISABLE_ASYNC API_AVAILABLE(ios(11.0), tvos(11.0));` (no async form).
  // docs: Animates multiple insert, delete, reload, and move operations as a group.
  // (docs: `func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? =
  // nil)`.)
  @available(iOS 11.0, tvOS 11.0, *)
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
  // SDK 17 (UITableView.h @~28400): `- (void)beginUpdates;`, `- (void)endUpdates;`, no attributes
  // ("Use -performBatchUpdates:completion: instead of these methods, which will be deprecated in a
  // future release").
  open func beginUpdates() {}
  open func endUpdates() {}
  // SDK 17 (UITableView.h @~28500): `- (void)insertSections:(NSIndexSet *)sections
  // withRowAnimation:(UITableViewRowAnimation)animation;` and `deleteSections:` (no attributes),
  // `reloadSections:` `API_AVAILABLE(ios(3.0))`.
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
  @available(iOS 3.0, *)
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
  // SDK 17 (UITableView.h @~28900): `- (void)insertRowsAtIndexPaths:(NSArray<NSIndexPath *>
  // *)indexPaths withRowAnimation:(UITableViewRowAnimation)animation;` and
  // `deleteRowsAtIndexPaths:withRowAnimation:`, no attributes; `moveRowAtIndexPath:toIndexPath:`
  // `API_AVAILABLE(ios(5.0))`; `reloadRowsAtIndexPaths:withRowAnimation:`
  // `API_AVAILABLE(ios(3.0))`; `reconfigureRowsAtIndexPaths:` `API_AVAILABLE(ios(15.0),
  // tvos(15.0), watchos(8.0))`.
  // docs: Inserts rows in the table view at the locations that an array of index paths
  // identifies, with an option to animate the insertion.
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  // docs: Deletes the rows that an array of index paths identifies, with an option to animate
  // the deletion.
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  // docs: Moves the row at a specified location to a destination location.
  @available(iOS 5.0, *)
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
  // docs: Reloads the specified rows using the provided animation effect.
  @available(iOS 3.0, *)
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  // docs: Updates the data for the rows at the index paths you specify, preserving the existing
  // cells for the rows.
  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
  open func reconfigureRows(at indexPaths: [IndexPath]) {}
}

// SDK 17 (UITableViewCell.h @~3300; UITableViewCell.h is not in the index's iOS 18 copy):
// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UITableViewCell : UIView
// <NSCoding, UIGestureRecognizerDelegate>`; tvOS 9 and watchOS unavailable as UIView here.
// docs: The visual representation of a single row in a table view.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UITableViewCell: UIView {
  // SDK 17 (UITableViewCell.h @~400): `typedef NS_ENUM(NSInteger, UITableViewCellStyle)`, four
  // cases, no attributes ("available in iPhone OS 3.0").
  // docs: An enumeration for the various styles of cells.
  public enum CellStyle: Int, Sendable {
    // docs: A simple style for a cell with a text label and an optional image view.
    case `default` = 0
    // docs: A style for a cell with a label on the left side of the cell with left-aligned and
    // black text; on the right side is a label that has smaller blue text and is right-aligned.
    case value1 = 1
    // docs: A style for a cell with a label on the left side of the cell with text that is
    // right-aligned and blue; on the right side of the cell is another label with smaller text
    // that is left-aligned and black.
    case value2 = 2
    // docs: A style for a cell with a left-aligned label across the top and a left-aligned label
    // below it in smaller gray text.
    case subtitle = 3
  }
  // SDK 17 (UITableViewCell.h @~3600): `- (instancetype)initWithStyle:(UITableViewCellStyle)style
  // reuseIdentifier:(nullable NSString *)reuseIdentifier API_AVAILABLE(ios(3.0))
  // NS_DESIGNATED_INITIALIZER;`.
  // docs: Initializes a table cell with a style and a reuse identifier and returns it to the
  // caller.
  @available(iOS 3.0, *)
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(frame: .zero)
  }
  // GUESS: the `init(frame:)` UIKit's Objective-C `-init`/`initWithFrame:` give a subclass
  // (UIView's designated initializer, inherited in Objective-C).
  public override init(frame: CGRect) { super.init(frame: frame) }
  // SDK 17: `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`.
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  // SDK 17 (UITableViewCell.h @~6900): `@property (nonatomic, readonly, strong) UIView
  // *contentView;`.
  // docs: The content view of the cell object.
  open var contentView: UIView { UIView() }  // GUESS: body
  // SDK 17 (UITableViewCell.h @~9800): `@property (nonatomic, readonly, copy, nullable) NSString
  // *reuseIdentifier;`.
  // docs: A string used to identify a cell that is reusable.
  open var reuseIdentifier: String? { nil }  // GUESS: body
  // SDK 17 (UITableViewCell.h @~9900): `- (void)prepareForReuse NS_REQUIRES_SUPER;`.
  // docs: Prepares a reusable cell for reuse by the table view's delegate.
  open func prepareForReuse() {}

  // Issue 32 (client trial of the top end: a chat's rows, not selectable). SDK 17
  // (UITableViewCell.h @~1100): `typedef NS_ENUM(NSInteger, UITableViewCellSeparatorStyle) {
  // UITableViewCellSeparatorStyleNone, UITableViewCellSeparatorStyleSingleLine,
  // UITableViewCellSeparatorStyleSingleLineEtched API_DEPRECATED("Use
  // UITableViewCellSeparatorStyleSingleLine for a single line separator.", ios(2.0, 11.0))
  // API_UNAVAILABLE(xros) } API_UNAVAILABLE(tvos);`; @~1400: `typedef NS_ENUM(NSInteger,
  // UITableViewCellSelectionStyle) { UITableViewCellSelectionStyleNone,
  // UITableViewCellSelectionStyleBlue, UITableViewCellSelectionStyleGray,
  // UITableViewCellSelectionStyleDefault API_AVAILABLE(ios(7.0)) };`; @~1700: `typedef
  // NS_ENUM(NSInteger, UITableViewCellEditingStyle) { UITableViewCellEditingStyleNone,
  // UITableViewCellEditingStyleDelete, UITableViewCellEditingStyleInsert };`. Imported as nested
  // enums (docs: `UITableViewCell.SeparatorStyle`, `.SelectionStyle`, `.EditingStyle`), `Int` raw
  // values, `@unchecked Sendable` as UITableView.RowAnimation.
  // docs: The style for cells used as separators.
  @available(tvOS, unavailable)
  public enum SeparatorStyle: Int, @unchecked Sendable {
    // docs: The separator cell has no distinct style.
    case none = 0
    // docs: The separator cell has a single line running across its width.
    case singleLine = 1
    // docs: The separator cell has double lines running across its width, giving it an etched
    // look.
    @available(
      iOS,
      introduced: 2.0,
      deprecated: 11.0,
      message: "Use UITableViewCellSeparatorStyleSingleLine for a single line separator."
    )
    @available(visionOS, unavailable)
    case singleLineEtched = 2
  }
  // docs: The style of selected cells.
  public enum SelectionStyle: Int, @unchecked Sendable {
    // docs: The cell has no distinct style for when it's selected.
    case none = 0
    // docs: The cell has a default background color when selected.
    case blue = 1
    // docs: The cell has a gray background when selected.
    case gray = 2
    // docs: The cell has a default background color when selected.
    @available(iOS 7.0, *)
    case `default` = 3
  }
  // docs: The editing control used by a cell.
  public enum EditingStyle: Int, @unchecked Sendable {
    // docs: The cell doesn't have an editing control.
    case none = 0
    // docs: The cell has the delete editing control.
    case delete = 1
    // docs: The cell has the insert editing control.
    case insert = 2
  }
  // SDK 17 (UITableViewCell.h @~8900): `@property (nonatomic) UITableViewCellSelectionStyle
  // selectionStyle; // default is UITableViewCellSelectionStyleDefault.`, no attributes.
  // docs: The style of selected cells.
  open var selectionStyle: UITableViewCell.SelectionStyle = .default
}

// SDK 18 (UIKit overlay @~54300): `@available(iOS 14.0, tvOS 14.0, *) extension UITableViewCell {
// @MainActor @preconcurrency public var contentConfiguration: (any UIContentConfiguration)? { get
// set(config) }; @MainActor @preconcurrency public func defaultContentConfiguration() ->
// UIListContentConfiguration }`, each member `@available(iOS 14.0, tvOS 14.0, *)`.
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
extension UITableViewCell {
  // docs: The current content configuration of the cell.
  @available(iOS 14.0, tvOS 14.0, *)
  @MainActor @preconcurrency public var contentConfiguration: (any UIContentConfiguration)? {
    get { nil }  // GUESS: body
    set {}
  }
  // docs: Retrieves a default list content configuration for the cell's style.
  @available(iOS 14.0, tvOS 14.0, *)
  @MainActor @preconcurrency public func defaultContentConfiguration()
    -> UIListContentConfiguration
  { UIListContentConfiguration.cell() }
}

// SDK 17 (UITableView.h @~37900): `NS_SWIFT_UI_ACTOR @protocol UITableViewDataSource<NSObject>`,
// `@required` `-tableView:numberOfRowsInSection:` and `-tableView:cellForRowAtIndexPath:`,
// `@optional` `-numberOfSectionsInTableView:` ("Default is 1 if not implemented"), no
// availability attributes (the class's iOS 2.0 here).
// docs: The methods that an object adopts to manage data and provide cells for a table view.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency public protocol UITableViewDataSource: NSObjectProtocol {
  // docs: Tells the data source to return the number of rows in a given section of a table view.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  // docs: Asks the data source for a cell to insert in a particular location of the table view.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  // docs: Asks the data source to return the number of sections in the table view. (Optional in
  // Objective-C: a default here.)
  func numberOfSections(in tableView: UITableView) -> Int
}

@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

// SDK 17 (UITableView.h @~5000): `NS_SWIFT_UI_ACTOR @protocol UITableViewDelegate<NSObject,
// UIScrollViewDelegate>`, every method `@optional`; the stub has the two a list uses.
// docs: Methods for managing selections, configuring section headers and footers, deleting and
// reordering cells, and performing other actions in a table view. (Defaults here.)
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency public protocol UITableViewDelegate: UIScrollViewDelegate {
  // SDK 17: `- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath
  // *)indexPath;`.
  // docs: Tells the delegate a row is selected.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  // SDK 17: `- (void)tableView:(UITableView *)tableView willDisplayCell:(UITableViewCell *)cell
  // forRowAtIndexPath:(NSIndexPath *)indexPath;`.
  // docs: Tells the delegate the table view is about to draw a cell for a particular row.
  func tableView(
    _ tableView: UITableView,
    willDisplay cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  )
}

@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(
    _ tableView: UITableView,
    willDisplay cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
}

// docs: A view controller that specializes in managing a table view.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
// (docs: `@MainActor class UITableViewController`, adopting `UITableViewDelegate` and
// `UITableViewDataSource`; UITableViewController.h is not in the index. Their methods are
// overridable members here, as a subclass overrides them.)
@MainActor @preconcurrency open class UITableViewController: UIViewController,
  UITableViewDataSource, UITableViewDelegate
{
  // docs: Initializes a table-view controller to manage a table view of a given style.
  public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
  // docs: (init(nibName:bundle:))
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  // docs: (NSCoding)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  // docs: Returns the table view managed by the controller object.
  open var tableView: UITableView! = UITableView(frame: .zero, style: .plain)
  // docs: The refresh control used to update the table contents.
  @available(iOS 6.0, *)
  @available(tvOS, unavailable)
  open var refreshControl: UIRefreshControl? {
    get { nil }
    set {}
  }
  // docs: A Boolean value indicating if the controller clears the selection when the table
  // appears.
  open var clearsSelectionOnViewWillAppear: Bool = true

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { UITableViewCell(style: .default, reuseIdentifier: nil) }
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  open func tableView(
    _ tableView: UITableView,
    willDisplay cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
}

// docs: An object that manages an ordered collection of data items and presents them using
// customizable layouts.
@available(iOS 6.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UICollectionView: UIScrollView {
  // docs: Creates a collection view object with the specified frame and layout.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    super.init(frame: frame)
  }
  // docs: (NSCoding)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  // docs: The layout used to organize the collected view's items.
  open var collectionViewLayout: UICollectionViewLayout = UICollectionViewLayout()
  // docs: The object that provides the data for the collection view.
  weak open var dataSource: (any UICollectionViewDataSource)?
  // (docs: `weak var delegate: (any UICollectionViewDelegate)? { get set }`.) DIFFERENCE: not
  // redeclared, since Swift cannot narrow the type of UIScrollView's `delegate` in an override;
  // assigning a `UICollectionViewDelegate` compiles through UIScrollView's.
  // docs: Register a class for use in creating new collection view cells.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
  // docs: Dequeues a reusable cell object located by its identifier.
  open func dequeueReusableCell(
    withReuseIdentifier identifier: String,
    for indexPath: IndexPath
  ) -> UICollectionViewCell { UICollectionViewCell() }
  // docs: Reloads all of the data for the collection view.
  open func reloadData() {}
  // docs: Returns the number of items in the specified section.
  open func numberOfItems(inSection section: Int) -> Int { 0 }
  // docs: Inserts new items at the specified index paths.
  open func insertItems(at indexPaths: [IndexPath]) {}

  // Issue 32 (client trial of the top end: a chat opened at its newest message). UICollectionView.h
  // is not in the index's iOS 18 SDKs (the newest copy found is iOS 8.4's, okanon/iPhoneOS.sdk:
  // `typedef NS_OPTIONS(NSUInteger, UICollectionViewScrollPosition) {
  // UICollectionViewScrollPositionNone = 0, ...Top = 1 << 0, ...CenteredVertically = 1 << 1,
  // ...Bottom = 1 << 2, ...Left = 1 << 3, ...CenteredHorizontally = 1 << 4, ...Right = 1 << 5 };`
  // and `- (void)scrollToItemAtIndexPath:(NSIndexPath *)indexPath
  // atScrollPosition:(UICollectionViewScrollPosition)scrollPosition animated:(BOOL)animated;`).
  // Apple's pages: `struct ScrollPosition` with `init(rawValue: UInt)` and the six static members
  // (the zero value only under its C name, so `[]` in Swift), and `@MainActor func
  // scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition,
  // animated: Bool)`, iOS 6.0, tvOS, visionOS 1.0.
  // docs: Constants that indicate how to scroll an item into the visible portion of the collection
  // view.
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // docs: Scroll so that the item is positioned at the top of the collection view's bounds.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    // docs: Scroll so that the item is centered vertically in the collection view.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    // docs: Scroll so that the item is positioned at the bottom of the collection view's bounds.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    // docs: Scroll so that the item is positioned at the left edge of the collection view's
    // bounds.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    // docs: Scroll so that the item is centered horizontally in the collection view.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    // docs: Scroll so that the item is positioned at the right edge of the collection view's
    // bounds.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }
  // docs: Scrolls the collection view contents until the specified item is visible.
  open func scrollToItem(
    at indexPath: IndexPath,
    at scrollPosition: UICollectionView.ScrollPosition,
    animated: Bool
  ) {}
}

// docs: The methods adopted by the object you use to manage data and provide cells for a
// collection view.
@available(iOS 6.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency public protocol UICollectionViewDataSource: NSObjectProtocol {
  // docs: Asks your data source object for the number of items in the specified section.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  // docs: Asks your data source object for the cell that corresponds to the specified item in the
  // collection view.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  // docs: Asks your data source object for the number of sections in the collection view.
  // (Optional in Objective-C: a default here.)
  func numberOfSections(in collectionView: UICollectionView) -> Int
}

@available(iOS 6.0, tvOS 9.0, *)
@available(watchOS, unavailable)
extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

// docs: The methods adopted by the object you use to manage user interactions with items in a
// collection view. (Every method is optional in Objective-C: defaults here.)
@available(iOS 6.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  // docs: Tells the delegate that the item at the specified index path was selected.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  // docs: Tells the delegate that the specified cell is about to be displayed in the collection
  // view.
  func collectionView(
    _ collectionView: UICollectionView,
    willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  )
}

@available(iOS 6.0, tvOS 9.0, *)
@available(watchOS, unavailable)
extension UICollectionViewDelegate {
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  public func collectionView(
    _ collectionView: UICollectionView,
    willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
}

// docs: An abstract base class for generating layout information for a collection view.
@available(iOS 6.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UICollectionViewLayout: NSObject {
  // GUESS: `init()` (Objective-C `-init`).
  public override init() { super.init() }
  // docs: Invalidates the current layout and triggers a layout update.
  open func invalidateLayout() {}
}

// docs: A layout object that organizes items into a grid with optional header and footer views
// for each section.
@available(iOS 6.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UICollectionViewFlowLayout: UICollectionViewLayout {
  // docs: Constants that indicate the direction of scrolling for the layout.
  public enum ScrollDirection: Int, Sendable {
    case vertical = 0
    case horizontal = 1
  }
  // GUESS: `init()` (Objective-C `-init`).
  public override init() { super.init() }
  // docs: The default size to use for cells.
  open var itemSize: CGSize = CGSize(width: 50, height: 50)
  // docs: The estimated size of cells in the collection view.
  open var estimatedItemSize: CGSize = .zero
  // docs: The minimum spacing to use between lines of items in the grid.
  open var minimumLineSpacing: CGFloat = 10
  // docs: The minimum spacing to use between items in the same row.
  open var minimumInteritemSpacing: CGFloat = 10
  // docs: The margins used to lay out content in a section.
  open var sectionInset: UIEdgeInsets = .zero
  // docs: The scroll direction of the grid.
  open var scrollDirection: UICollectionViewFlowLayout.ScrollDirection = .vertical
}

// Issue 32: the superclass of cells and of the supplementary views a diffable data source's
// `supplementaryViewProvider` returns (UIDiffableDataSource.swift). (docs: `@MainActor class
// UICollectionReusableView : UIView`, iOS 6.0; `prepareForReuse()` is declared here, and
// UICollectionViewCell inherits it. UICollectionViewCell.h is in the index only from an older SDK,
// phracker/MacOSX-SDKs, MacOSX12.3.sdk/System/iOSSupport.)
// docs: A view that defines the behavior for all cells and supplementary views presented by a
// collection view.
@available(iOS 6.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UICollectionReusableView: UIView {
  // docs: A string that identifies the purpose of the view.
  open var reuseIdentifier: String? { nil }  // GUESS: body
  // docs: Performs any clean up necessary to prepare the view for use again.
  open func prepareForReuse() {}
}

// docs: A single data item when that item is within the collection view's visible bounds.
@available(iOS 6.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UICollectionViewCell: UICollectionReusableView {
  // docs: The main view to which you add your cell's custom content.
  open var contentView: UIView { UIView() }
}

// MARK: - List cells and compositional list layouts

// docs: The collection view cell for a list layout. (docs: `@MainActor class
// UICollectionViewListCell`; iOS 14.0, tvOS 14.0, visionOS 1.0. UICollectionViewListCell.h is not
// in the index; its Swift members below are SDK 18's UIKit overlay's.)
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UICollectionViewListCell: UICollectionViewCell {
  // SDK 18 (UIKit overlay @~53000): `@MainActor @preconcurrency public func
  // defaultContentConfiguration() -> UIListContentConfiguration`, iOS 14.0, tvOS 14.0.
  // docs: Retrieves a default list content configuration for the cell's style.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }
}

@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
extension UICollectionViewCell {
  // SDK 18 (UIKit overlay @~53000): `@MainActor @preconcurrency public var contentConfiguration:
  // (any UIContentConfiguration)? { get set(config) }`. DIFFERENCE: stored here.
  // docs: The current content configuration of the cell.
  @MainActor @preconcurrency public var contentConfiguration: (any UIContentConfiguration)? {
    get { nil }
    set {}
  }
}

// SDK 18 (UIKit overlay @~53500): `public protocol UIContentConfiguration` with the requirements
// `@MainActor func makeContentView() -> any UIView & UIContentView` and `func updated(for state:
// any UIConfigurationState) -> Self`. DIFFERENCE: no requirements here (the stubs have no
// `UIContentView` or `UIConfigurationState`), so an app's own configuration type conforms without
// them; the package and the client files do not declare one.
// docs: The requirements for an object that provides the configuration for a content view.
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
public protocol UIContentConfiguration {}

// SDK 18 (UIKit overlay @~54000): `public struct UIListContentConfiguration :
// UIContentConfiguration, Hashable`, iOS 14.0, tvOS 14.0; the stub has the text, secondary text
// and image of a row, and the three cell styles.
// docs: A content configuration for a list-based content view.
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  fileprivate init() {}  // GUESS: the factories' initializer
  // SDK 18: `public static func cell() -> UIListContentConfiguration`, as the next two.
  // docs: Creates the default configuration for a list cell.
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
  // docs: Creates the default configuration for a list cell with a subtitle.
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
  // docs: Creates the default configuration for a list cell with side-by-side text.
  public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
  // docs: The image to display.
  public var image: UIImage?
  // docs: The primary text.
  public var text: String?
  // docs: The secondary text.
  public var secondaryText: String?
}

// docs: A layout object that lets you combine items in highly adaptive and flexible visual
// arrangements. (docs: `@MainActor class UICollectionViewCompositionalLayout`; iOS 13.0, tvOS
// 13.0, visionOS 1.0. UICollectionViewCompositionalLayout.h is not in the index.)
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  // docs: Creates a compositional layout object with a single section.
  public init(section: NSCollectionLayoutSection) { super.init() }
}

// SDK 18 (UIKit overlay @~145500): `extension UICollectionViewCompositionalLayout {
// @MainActor @preconcurrency public static func list(using configuration:
// UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout }`, iOS 14.0, tvOS
// 14.0.
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
extension UICollectionViewCompositionalLayout {
  // docs: Creates a compositional layout that contains only list sections of the specified
  // configuration.
  @MainActor @preconcurrency public static func list(
    using configuration: UICollectionLayoutListConfiguration
  ) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection())
  }
}

// docs: A container that combines a set of groups into distinct visual groupings. (docs:
// `@MainActor class NSCollectionLayoutSection`; iOS 13.0, tvOS 13.0. The stub has only what
// `UICollectionViewCompositionalLayout(section:)` needs: sections from groups of items.)
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class NSCollectionLayoutSection: NSObject {
  public override init() { super.init() }  // GUESS: the placeholder behind the factories
  // docs: Creates a section containing the specified group.
  public convenience init(group: NSCollectionLayoutGroup) { self.init() }
  // docs: The amount of space between the groups in the section.
  open var interGroupSpacing: CGFloat = 0
}

// docs: An object that represents the visual representation of a single item. (docs: `@MainActor
// class NSCollectionLayoutItem`; iOS 13.0, tvOS 13.0.)
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class NSCollectionLayoutItem: NSObject {
  // docs: Creates an item of the specified size.
  public convenience init(layoutSize: NSCollectionLayoutSize) { self.init() }
}

// docs: A container for a set of items that lays out the items along a path. (docs: `@MainActor
// class NSCollectionLayoutGroup : NSCollectionLayoutItem`; iOS 13.0, tvOS 13.0; the `subitems:`
// class methods.)
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  // docs: Creates a group of the specified size with an array of items laid out horizontally.
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize,
    subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup { NSCollectionLayoutGroup() }
  // docs: Creates a group of the specified size with an array of items laid out vertically.
  open class func vertical(
    layoutSize: NSCollectionLayoutSize,
    subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup { NSCollectionLayoutGroup() }
}

// docs: The width and height of a component in a compositional layout. (docs: `@MainActor class
// NSCollectionLayoutSize`; iOS 13.0, tvOS 13.0.)
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class NSCollectionLayoutSize: NSObject {
  // docs: Creates a size with the specified width and height dimensions.
  public convenience init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) { self.init() }
}

// docs: An individual dimension representing an item's width or height in a compositional layout.
// (docs: `@MainActor class NSCollectionLayoutDimension`; iOS 13.0, tvOS 13.0.)
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class NSCollectionLayoutDimension: NSObject {
  // docs: Creates a dimension with a fractional width relative to its container's width.
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { self.init() }
  // docs: Creates a dimension with a fractional height relative to its container's height.
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { self.init() }
  // docs: Creates a dimension with an absolute point value.
  open class func absolute(_ absoluteDimension: CGFloat) -> Self { self.init() }
  // docs: Creates a dimension with an estimated point value.
  open class func estimated(_ estimatedDimension: CGFloat) -> Self { self.init() }
  public required override init() { super.init() }  // GUESS: what `Self` factories need
}

// SDK 18 (UIKit overlay @~143500): `public struct UICollectionLayoutListConfiguration` (no global
// actor), iOS 14.0, tvOS 14.0; its `Appearance` with `insetGrouped`, `sidebar` and `sidebarPlain`
// unavailable on tvOS. The stub leaves out the swipe-action providers, separators and
// `contentHuggingElements`.
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
public struct UICollectionLayoutListConfiguration {
  // SDK 18: `public enum Appearance` (Hashable through its synthesized members).
  // docs: Constants that describe the appearance of the list.
  public enum Appearance: Hashable {
    // docs: The plain list appearance.
    case plain
    // docs: The grouped list appearance.
    case grouped
    // docs: The inset grouped list appearance.
    @available(tvOS, unavailable)
    case insetGrouped
    // docs: The sidebar list appearance.
    @available(tvOS, unavailable)
    case sidebar
    // docs: The plain sidebar list appearance.
    @available(tvOS, unavailable)
    case sidebarPlain
  }
  // SDK 18: `public enum HeaderMode { case none, supplementary, firstItemInSection }`.
  // docs: Constants that describe the header mode of the list.
  public enum HeaderMode: Hashable {
    case none, supplementary, firstItemInSection
  }
  // SDK 18: `public enum FooterMode { case none, supplementary }`.
  // docs: Constants that describe the footer mode of the list.
  public enum FooterMode: Hashable {
    case none, supplementary
  }
  // SDK 18: `public init(appearance: UICollectionLayoutListConfiguration.Appearance)`.
  // docs: Creates a list layout configuration with the specified appearance.
  public init(appearance: UICollectionLayoutListConfiguration.Appearance) {
    self.appearance = appearance
  }
  // SDK 18: `public var appearance: ... { get }`.
  // docs: The overall appearance of the list.
  public let appearance: UICollectionLayoutListConfiguration.Appearance
  // SDK 18: `@available(tvOS, unavailable) public var showsSeparators: Bool { get set }`.
  // docs: A Boolean value that determines whether the list shows separators between cells.
  @available(tvOS, unavailable)
  public var showsSeparators: Bool {
    get { true }
    set {}
  }
  // docs: The background color of the list.
  public var backgroundColor: UIColor?
  // docs: The type of header to use for the list.
  public var headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none
  // docs: The type of footer to use for the list.
  public var footerMode: UICollectionLayoutListConfiguration.FooterMode = .none
}

// docs: A view controller that specializes in managing a collection view.
// (docs: `@MainActor class UICollectionViewController`, adopting `UICollectionViewDataSource` and
// `UICollectionViewDelegate`; their methods are overridable members here.)
@available(iOS 6.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UICollectionViewController: UIViewController,
  UICollectionViewDataSource, UICollectionViewDelegate
{
  // docs: Initializes a collection view controller and configures the collection view with the
  // provided layout.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    super.init(nibName: nil, bundle: nil)
  }
  // docs: (init(nibName:bundle:))
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  // docs: (NSCoding)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  // docs: The collection view object managed by this view controller.
  open var collectionView: UICollectionView! = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  // docs: The layout object used to initialize the collection view controller.
  open var collectionViewLayout: UICollectionViewLayout { UICollectionViewFlowLayout() }
  // docs: A Boolean value indicating if the controller clears the selection when the collection
  // view appears.
  open var clearsSelectionOnViewWillAppear: Bool = true

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { UICollectionViewCell() }
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  open func collectionView(
    _ collectionView: UICollectionView,
    willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
}

// docs: (UIKit's additions to Foundation's IndexPath, for table and collection views)
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
extension IndexPath {
  // docs: Initialize for use with a table view or a collection view.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  // docs: Initialize for use with a collection view.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  // docs: The section of this index path, when used with a table view or a collection view.
  public var section: Int { self[0] }
  // docs: The row of this index path, when used with a table view.
  public var row: Int { self[1] }
  // docs: The item of this index path, when used with a collection view.
  public var item: Int { self[1] }
}

// docs: A scrollable, multiline text region.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UITextView: UIScrollView {
  // docs: The text that the text view displays.
  open var text: String! = ""
}
