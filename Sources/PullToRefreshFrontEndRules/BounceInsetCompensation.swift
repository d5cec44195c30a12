/// The safe area that UIKit adds to a scroll view's insets only because pull-to-refresh turned on
/// `alwaysBounceVertical`, so that a front end can take it back and the content does not move
/// when pull-to-refresh attaches or detaches.
///
/// A scroll view must bounce to be pulled, so a front end sets `alwaysBounceVertical` on short
/// content. UIKit's header says, verbatim (`UIScrollView.h`, `UIScrollViewContentInsetAdjustment
/// Behavior`, the same words in every SDK from iOS 11; read in a public copy of the iOS 13-era
/// header, "Copyright (c) 2007-2018", and in multi-os-engine's bindings generated from the SDK):
///
/// > `UIScrollViewContentInsetAdjustmentAutomatic`, // Similar to .scrollableAxes, but for
/// > backward compatibility will also adjust the top & bottom contentInset when the scroll view
/// > is owned by a view controller with automaticallyAdjustsScrollViewInsets = YES inside a
/// > navigation controller, regardless of whether the scroll view is scrollable
/// >
/// > `UIScrollViewContentInsetAdjustmentScrollableAxes`, // Edges for scrollable axes are
/// > adjusted (i.e., contentSize.width/height > frame.size.width/height or
/// > alwaysBounceHorizontal/Vertical = YES)
/// >
/// > `UIScrollViewContentInsetAdjustmentNever`, // contentInset is not adjusted
/// >
/// > `UIScrollViewContentInsetAdjustmentAlways`, // contentInset is always adjusted by the scroll
/// > view's safeAreaInsets
///
/// So the flag adds the safe area exactly when the content is not taller than the scroll view,
/// the app did not bounce already, and (for `.automatic`) the scroll view is not adjusted anyway
/// as the one its view controller owns inside a navigation controller. A tab bar controller is
/// not in that sentence: a scroll view in a tab bar controller without a navigation controller
/// follows `.scrollableAxes`. Which scroll view a controller "owns" is ``Ownership``. Where the
/// flag adds the safe area, this is how much, and a front end subtracts it from its own part of
/// the content inset (``ContentInsetLedger``). Not run on a device: the cases are the header's
/// words and the long-standing reports cited at ``Ownership``.
///
/// ```swift
/// let compensation = BounceInsetCompensation(
///   behavior: .automatic, safeAreaTop: 59, safeAreaBottom: 34, contentIsTaller: false,
///   appBouncesVertically: false, owner: .none)
/// // compensation.top == 59, compensation.bottom == 34
/// ```
package struct BounceInsetCompensation: Sendable, Equatable {
  /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
  package enum AdjustmentBehavior: Sendable, Equatable, CaseIterable {
    /// Like `scrollableAxes`, and always adjusted when owned by a view controller that adjusts
    /// scroll view insets inside a navigation controller.
    case automatic
    /// Adjusted along an axis that scrolls: taller content, or `alwaysBounceVertical`.
    case scrollableAxes
    /// Never adjusted.
    case never
    /// Always adjusted by the safe area.
    case always
  }

  /// Whether a view controller owns the scroll view, in the header's sense of "owned by a view
  /// controller".
  ///
  /// The header does not define "owned". Since iOS 7 UIKit adjusts the controller's root view
  /// when it is a scroll view (a table or collection view controller) and otherwise the scroll
  /// view with the lowest index among the root view's direct subviews: an embedded table view
  /// gets the bars' inset (useyourloaf.com, "Extra Space When Embedding Table Views": "the
  /// container view controller automatically adds an extra content inset to the scroll view"),
  /// and of two scroll views that are subviews of the root view, "subView中index最小的scroView
  /// 将会被调整" (the one with the smallest index is adjusted; zoukankan.com, "VC对ScrollView的
  /// 调整"). Any other scroll view (a second one, or one deeper in the hierarchy) is not owned.
  package enum Ownership: Sendable, Equatable, CaseIterable {
    /// The scroll view is the view controller's root view.
    case rootView
    /// The first scroll view among the direct subviews of the view controller's root view.
    case firstScrollViewSubview
    /// No view controller owns it: a later scroll view subview, one deeper in the hierarchy, or
    /// one with no view controller.
    case none

    /// The ownership of a scroll view that is the view controller's root view, or the
    /// `position`-th scroll view (from 0, in subview order) among its root view's direct
    /// subviews; `position` is `nil` when it is not a direct subview of the root view.
    package init(isRootView: Bool, scrollViewSubviewPosition position: Int?) {
      if isRootView {
        self = .rootView
      } else if position == 0 {
        self = .firstScrollViewSubview
      } else {
        self = .none
      }
    }
  }

  /// The view controller that owns a scroll view, as far as the header's sentence reads it.
  package struct Owner: Sendable, Equatable {
    /// How the view controller owns the scroll view.
    package var ownership: Ownership
    /// The view controller's `automaticallyAdjustsScrollViewInsets` (`true` unless the app
    /// turned it off).
    package var adjustsScrollViewInsets: Bool
    /// Whether the view controller is inside a navigation controller (its
    /// `navigationController` is not `nil`).
    package var isInNavigationController: Bool

    /// The `automaticallyAdjustsScrollViewInsets` of a view controller on a platform whose SDK
    /// does not declare the property (visionOS): `true`, its default.
    ///
    /// `UIViewController.h` (iOS 18 SDK) declares it `API_DEPRECATED("Use UIScrollView's
    /// contentInsetAdjustmentBehavior instead", ios(7.0, 11.0), tvos(7.0, 11.0))
    /// API_UNAVAILABLE(visionos, watchos); // Defaults to YES`, so visionOS code can neither read
    /// nor clear it. `UIScrollView.h` (iOS 17 SDK) states `.automatic`'s rule ("owned by a view
    /// controller with automaticallyAdjustsScrollViewInsets = YES inside a navigation controller")
    /// with no platform exception, and `UIScrollViewContentInsetAdjustmentBehavior` is
    /// `API_AVAILABLE(ios(11.0),tvos(11.0))`, which visionOS inherits from iOS. So a visionOS
    /// view controller counts as one that kept the default. GUESS: that visionOS's UIKit applies
    /// the rule with that default (unavailability hides a declaration; neither header says the
    /// rule changes). If it does not, a short scroll view owned by a view controller in a
    /// navigation controller moves down by the top safe area on attach. Not run on a device.
    package static let adjustsScrollViewInsetsWhereUnavailable = true

    /// A scroll view no view controller owns.
    package static let none = Owner(
      ownership: .none,
      adjustsScrollViewInsets: false,
      isInNavigationController: false
    )

    /// An owner with the given properties.
    package init(
      ownership: Ownership,
      adjustsScrollViewInsets: Bool,
      isInNavigationController: Bool
    ) {
      self.ownership = ownership
      self.adjustsScrollViewInsets = adjustsScrollViewInsets
      self.isInNavigationController = isInNavigationController
    }

    /// Whether `.automatic` adjusts the top and bottom insets whatever the content: the scroll
    /// view is owned by a view controller with `automaticallyAdjustsScrollViewInsets` on, inside
    /// a navigation controller.
    package var adjustsRegardlessOfScrollability: Bool {
      ownership != .none && adjustsScrollViewInsets && isInNavigationController
    }
  }

  /// The points to take off the top content inset.
  package var top: Double
  /// The points to take off the bottom content inset.
  package var bottom: Double

  /// No compensation.
  package static let none = BounceInsetCompensation(top: 0, bottom: 0)

  /// A compensation of the given points (non-finite or negative values count as zero).
  package init(top: Double, bottom: Double) {
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
  ///   - owner: the view controller that owns the scroll view, if any.
  package init(
    behavior: AdjustmentBehavior,
    safeAreaTop: Double,
    safeAreaBottom: Double,
    contentIsTaller: Bool,
    appBouncesVertically: Bool,
    owner: Owner
  ) {
    let adjustedWithoutUs = contentIsTaller || appBouncesVertically
    let addsSafeArea: Bool
    switch behavior {
    case .never, .always:
      addsSafeArea = false
    case .scrollableAxes:
      addsSafeArea = !adjustedWithoutUs
    case .automatic:
      addsSafeArea = !adjustedWithoutUs && !owner.adjustsRegardlessOfScrollability
    }
    self.init(top: addsSafeArea ? safeAreaTop : 0, bottom: addsSafeArea ? safeAreaBottom : 0)
  }
}
