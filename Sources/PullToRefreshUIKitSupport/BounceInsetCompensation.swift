/// The safe area that UIKit adds to a scroll view's insets only because pull-to-refresh turned on
/// `alwaysBounceVertical`, so that a front end can take it back and the content does not move
/// when pull-to-refresh attaches or detaches.
///
/// A scroll view must bounce to be pulled, so a front end sets `alwaysBounceVertical` on short
/// content. UIKit's header (`UIScrollView.h`, `UIScrollViewContentInsetAdjustmentBehavior`) says
/// that, with `.scrollableAxes`, the top and bottom insets include the safe area only when the
/// content is taller than the scroll view or `alwaysBounceVertical` is on; `.automatic` behaves
/// the same except for a scroll view that is the root view of a view controller shown by a
/// navigation or tab bar controller, which is always adjusted; `.always` and `.never` do not
/// depend on it. Where setting the flag adds the safe area, this is how much, and a front end
/// subtracts it from its own part of the content inset (``ContentInsetLedger``).
///
/// ```swift
/// let compensation = BounceInsetCompensation(
///   behavior: .automatic, safeAreaTop: 59, safeAreaBottom: 34, contentIsTaller: false,
///   appBouncesVertically: false, isAdjustedByContainer: false)
/// // compensation.top == 59, compensation.bottom == 34
/// ```
public struct BounceInsetCompensation: Sendable, Equatable {
  /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
  public enum AdjustmentBehavior: Sendable, Equatable, CaseIterable {
    /// Like `scrollableAxes`, and always adjusted as the root view of a view controller in a
    /// navigation or tab bar controller.
    case automatic
    /// Adjusted along an axis that scrolls: taller content, or `alwaysBounceVertical`.
    case scrollableAxes
    /// Never adjusted.
    case never
    /// Always adjusted by the safe area.
    case always
  }

  /// The points to take off the top content inset.
  public var top: Double
  /// The points to take off the bottom content inset.
  public var bottom: Double

  /// No compensation.
  public static let none = BounceInsetCompensation(top: 0, bottom: 0)

  /// A compensation of the given points (non-finite or negative values count as zero).
  public init(top: Double, bottom: Double) {
    self.top = top.isFinite ? max(top, 0) : 0
    self.bottom = bottom.isFinite ? max(bottom, 0) : 0
  }

  /// What turning `alwaysBounceVertical` on adds to the insets of a scroll view in this state.
  ///
  /// - Parameters:
  ///   - behavior: the scroll view's `contentInsetAdjustmentBehavior`.
  ///   - safeAreaTop: the scroll view's `safeAreaInsets.top`.
  ///   - safeAreaBottom: the scroll view's `safeAreaInsets.bottom`.
  ///   - contentIsTaller: whether `contentSize.height` exceeds the scroll view's height.
  ///   - appBouncesVertically: the app's own `alwaysBounceVertical`, before pull-to-refresh.
  ///   - isAdjustedByContainer: whether the scroll view is the root view of a view controller
  ///     shown by a navigation or tab bar controller.
  public init(
    behavior: AdjustmentBehavior,
    safeAreaTop: Double,
    safeAreaBottom: Double,
    contentIsTaller: Bool,
    appBouncesVertically: Bool,
    isAdjustedByContainer: Bool
  ) {
    let addsSafeArea: Bool
    switch behavior {
    case .never, .always:
      addsSafeArea = false
    case .scrollableAxes:
      addsSafeArea = !contentIsTaller && !appBouncesVertically
    case .automatic:
      addsSafeArea = !contentIsTaller && !appBouncesVertically && !isAdjustedByContainer
    }
    self.init(top: addsSafeArea ? safeAreaTop : 0, bottom: addsSafeArea ? safeAreaBottom : 0)
  }
}
