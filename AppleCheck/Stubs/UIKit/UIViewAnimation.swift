// UIKit declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16), UIKit's headers and Swift overlay; this file: UIKit's Swift overlay (animate(springDuration:...)); UIView.h is not in the
// index (docs).
// Platforms and conventions: see UIKit.swift and Stubs/SwiftUI/View.swift.
//
// UIView's block-based animation. (SwiftUI adds `animate(_:changes:completion:)`, iOS 18; see
// Stubs/SwiftUI/UIKitInterop.swift.) GUESS: `public`, not `open`: members of an extension cannot
// be overridden on Linux (no Objective-C), and nothing overrides these.

@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
extension UIView {
  // docs: Options for animating views using block objects.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // docs: Lay out subviews at commit time so that they're animated along with their parent.
    public static let layoutSubviews: UIView.AnimationOptions = AnimationOptions(rawValue: 1 << 0)
    // docs: Allow the user to interact with views while they're being animated.
    public static let allowUserInteraction: UIView.AnimationOptions =
      AnimationOptions(rawValue: 1 << 1)
    // docs: Start the animation from the current setting associated with an already in-flight
    // animation.
    public static let beginFromCurrentState: UIView.AnimationOptions =
      AnimationOptions(rawValue: 1 << 2)
    // docs: Repeat the animation indefinitely.
    public static let `repeat`: UIView.AnimationOptions = AnimationOptions(rawValue: 1 << 3)
    // docs: Run the animation backwards and forwards (must be combined with the repeat option).
    public static let autoreverse: UIView.AnimationOptions = AnimationOptions(rawValue: 1 << 4)
    // docs: Specify an ease-in ease-out curve, which causes the animation to begin slowly,
    // accelerate through the middle of its duration, and then slow again before completing.
    public static let curveEaseInOut: UIView.AnimationOptions = AnimationOptions(rawValue: 0 << 16)
    // docs: An ease-in curve causes the animation to begin slowly, and then speed up as it
    // progresses.
    public static let curveEaseIn: UIView.AnimationOptions = AnimationOptions(rawValue: 1 << 16)
    // docs: An ease-out curve causes the animation to begin quickly, and then slow as it
    // completes.
    public static let curveEaseOut: UIView.AnimationOptions = AnimationOptions(rawValue: 2 << 16)
    // docs: A linear animation curve causes an animation to occur evenly over its duration.
    public static let curveLinear: UIView.AnimationOptions = AnimationOptions(rawValue: 3 << 16)
  }

  // docs: Animate changes to one or more views using the specified duration, delay, options, and
  // completion handler.
  @available(iOS 4.0, tvOS 9.0, *)
  public class func animate(
    withDuration duration: TimeInterval,
    delay: TimeInterval,
    options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {}

  // docs: Animate changes to one or more views using the specified duration and completion
  // handler.
  @available(iOS 4.0, tvOS 9.0, *)
  public class func animate(
    withDuration duration: TimeInterval,
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {}

  // docs: Animate changes to one or more views using the specified duration.
  @available(iOS 4.0, tvOS 9.0, *)
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}

  // docs: Performs a view animation using a timing curve corresponding to the motion of a
  // physical spring.
  @available(iOS 7.0, tvOS 9.0, *)
  public class func animate(
    withDuration duration: TimeInterval,
    delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat,
    options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {}

  // docs: Animates changes to one or more views using a spring animation with the specified
  // duration, bounce, initial velocity, delay, options, and completion handler.
  @available(iOS 17.0, tvOS 17.0, *)
  @MainActor @preconcurrency public class func animate(
    springDuration duration: TimeInterval = 0.5,
    bounce: CGFloat = 0.0,
    initialSpringVelocity: CGFloat = 0.0,
    delay: TimeInterval = 0.0,
    options: UIView.AnimationOptions = [],
    animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) { animations() }

  // docs: Disables a view transition animation.
  @available(iOS 7.0, tvOS 9.0, *)
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }

  // docs: Returns a Boolean value indicating whether animations are enabled.
  public class var areAnimationsEnabled: Bool { true }
}
