/// The room the SwiftUI front end adds to a scroll view: before the content while refreshing
/// (the engine's resting inset) and after it for the load-more footer; added to the app's own
/// margins and safe area, never in their place.
///
/// How SwiftUI adds it, and why not with `contentMargins`:
/// - `contentMargins(_:_:for:)` overrides. Apple's page: "When applying multiple contentMargins
///   modifiers, modifiers with the same placement will override modifiers higher up in the view
///   hierarchy"; its `length` is `CGFloat?`, `nil` meaning the default. No public API reads the
///   app's margin back, so a front end writing one either replaces the app's margin on that edge
///   or is replaced by it, depending only on the order of the modifiers.
/// - `safeAreaPadding(_:)` adds. Apple's page: "Adds the provided insets into the safe area of
///   this view. Use this modifier when you would like to add a fixed amount of space to the safe
///   area a view sees." A scroll view insets its content "by the safe area plus" its content
///   margins (the `contentMargins` page), so the app's margins, its own `safeAreaPadding` and
///   `safeAreaInset` bars and this room all add up, whatever their order. OpenSwiftUI's
///   `SafeAreaPaddingModifier` (audited against SwiftUICore 6.5.4) shows how: one
///   `safeAreaInset(edge:spacing: 0)` per edge, each a clear view as tall as the edge's length,
///   0 for an edge outside the set.
///
/// When it writes: always both lengths, 0 while there is no room. Per that implementation a 0
/// length is a 0-tall inset, the same as leaving the edge out, so it adds nothing; and writing
/// one modifier whose value changes keeps the scroll view's structure (an `if` around it would
/// give the app's content a new identity and reset its state), and lets a shrinking room animate
/// like a growing one. Side effect: a safe area also insets the scroll indicators, which the
/// `.scrollContent` margins did not. Not run on a device.
///
/// ```swift
/// let room = ScrollRoom(restingInset: 62, loadsMore: true, footerHeight: 70)
/// // room.top == 62, room.bottom == 70
/// ```
package struct ScrollRoom: Sendable, Equatable {
  /// The longest room kept on an edge, in points: no screen is taller, and a safe area of 1e300
  /// points would break SwiftUI's layout.
  package static let maximumLength = 10_000.0

  /// The room before the content (the top), in points; 0 while nothing refreshes.
  package var top: Double
  /// The room after the content (the bottom), in points; 0 unless loading near the end is on.
  package var bottom: Double

  /// The room for the engine's resting inset and, when loading near the end is on, the footer's
  /// measured height (``LoadMoreFooterLayout/room(measuredHeight:)``, at least 44 points).
  ///
  /// A length that is not finite or not positive is no room; one past ``maximumLength`` is that.
  package init(restingInset: Double, loadsMore: Bool, footerHeight: Double?) {
    top = Self.length(restingInset)
    bottom = loadsMore ? Self.length(LoadMoreFooterLayout.room(measuredHeight: footerHeight)) : 0
  }

  /// Whether it adds nothing on either edge.
  package var isEmpty: Bool { top == 0 && bottom == 0 }

  private static func length(_ value: Double) -> Double {
    guard value.isFinite, value > 0 else { return 0 }
    return min(value, maximumLength)
  }
}
