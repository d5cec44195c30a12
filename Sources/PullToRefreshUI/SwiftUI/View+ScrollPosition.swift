#if canImport(SwiftUI)
@_spi(FrontEnd) import PullToRefresh
import PullToRefreshFrontEndRules
import SwiftUI

/// A request to scroll so that the room the engine keeps before the content shows
/// (``RestingInset/reveals``); each new request has a new `count`.
struct Reveal: Equatable {
  /// How many reveals were asked for so far.
  var count = 0
  /// Whether the scroll moves with `RestingInset.spring`.
  var animates = false

  /// Asks once more when `change` reveals.
  mutating func request(_ change: RestingInset) {
    guard change.reveals else { return }
    self = Reveal(count: count + 1, animates: change.animates)
  }
}

extension EnvironmentValues {
  /// The reveal requests of the front end around this scroll view (`PullToRefreshModifier`
  /// writes them for its scroll view, `RevealingScrollPosition` clears them below it).
  var frontEndReveal: Reveal? {
    get { self[FrontEndRevealKey.self] }
    set { self[FrontEndRevealKey.self] = newValue }
  }

  /// Whether the app handed its scroll position over (`pullToRefreshScrollPosition(_:anchor:)`),
  /// readable at the package's floor, where `ScrollPosition` does not exist.
  var appGivesScrollPosition: Bool {
    get { self[AppGivesScrollPositionKey.self] }
    set { self[AppGivesScrollPositionKey.self] = newValue }
  }
}

private struct FrontEndRevealKey: EnvironmentKey {
  static var defaultValue: Reveal? { nil }
}

private struct AppGivesScrollPositionKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

@available(PullToRefreshUI 1.1, *)
extension View {
  /// Hands the app's scroll position to the pull-to-refresh scroll views below, so that both
  /// work: the package binds this position instead of one of its own, and a refresh from code
  /// reveals its indicator by scrolling it to the top edge.
  ///
  /// A scroll view has one position, the one bound nearest to it: without this, a scroll view
  /// with ``SwiftUI/View/pullToRefresh(action:)`` binds a position of the package's own (to
  /// reveal a refresh that no pull started), and an app's `.scrollPosition($position)` outside
  /// it stops working, or, inside it, keeps a refresh from code from showing. Apply it after the
  /// pull-to-refresh modifier, like the settings; the app's own `.scrollPosition($position)`
  /// may stay or go. A scroll view that only loads more binds no position of the package's, so
  /// the app's `.scrollPosition` works there as always. One with
  /// ``SwiftUI/View/loadPrevious(action:)`` binds one, to keep the rows when a page lands above:
  /// hand yours over there too (a `ScrollPosition(idType:)` lets SwiftUI keep the rows by their
  /// identity first, <doc:LoadingAbove>).
  ///
  /// ```swift
  /// List(model.messages) { MessageRow(message: $0) }
  ///   .pullToRefresh { await model.reload() }
  ///   .pullToRefreshScrollPosition($position)
  /// ```
  ///
  /// - Parameters:
  ///   - position: the app's scroll position.
  ///   - anchor: the anchor of `scrollPosition(_:anchor:)`.
  public func pullToRefreshScrollPosition(
    _ position: Binding<ScrollPosition>,
    anchor: UnitPoint? = nil
  ) -> some View {
    environment(\.appScrollPosition, AppScrollPosition(position: position, anchor: anchor))
      .environment(\.appGivesScrollPosition, true)
  }
}

/// The app's scroll position, handed over with `pullToRefreshScrollPosition(_:anchor:)`.
@available(PullToRefreshUI 1.1, *)
struct AppScrollPosition {
  let position: Binding<ScrollPosition>
  let anchor: UnitPoint?
}

@available(PullToRefreshUI 1.1, *)
extension EnvironmentValues {
  /// The app's scroll position, or `nil`.
  var appScrollPosition: AppScrollPosition? {
    get { self[AppScrollPositionKey.self] }
    set { self[AppScrollPositionKey.self] = newValue }
  }
}

@available(PullToRefreshUI 1.1, *)
private struct AppScrollPositionKey: EnvironmentKey {
  static var defaultValue: AppScrollPosition? { nil }
}

/// Binds the scroll position that reveals a refresh from code and keeps the rows when rows land
/// above, where `RevealPosition` says.
///
/// That is on a scroll view whose pull refreshes or whose top end is on (`bindsPosition`: the
/// first such modifier on the scroll view, fixed when the modifier is made, so the app's content
/// keeps its identity, `FrontEndHost.bindsPosition(modifier:)`), from iOS 18, macOS 15, tvOS 18,
/// watchOS 11 and visionOS 2; none on a scroll view that only loads more, and none on iOS 17 and
/// visionOS 1, where the probe's `UIScrollView` reveals and keeps. Put it inside
/// `PullToRefreshModifier`, whose reveal requests and position mover it reads from the
/// environment.
struct RevealsWithScrollPosition: ViewModifier {
  let bindsPosition: Bool
  @Environment(\.appGivesScrollPosition) private var appGivesPosition

  @ViewBuilder
  func body(content: Content) -> some View {
    if #available(PullToRefreshUI 1.1, *),
      let bound = RevealPosition.bound(
        refreshes: bindsPosition,
        appGivesPosition: appGivesPosition
      )
    {
      content.modifier(RevealingScrollPosition(bound: bound))
    } else {
      content
    }
  }
}

/// The reveal from iOS 18 and visionOS 2: the scroll view's position, bound with
/// `scrollPosition(_:anchor:)`, scrolled to its top edge when a reveal is asked for.
///
/// Why this and not the scroll view's `contentOffset`: from iOS 18 SwiftUI reports the geometry
/// itself (`onScrollGeometryChange`) and the probe's `UIScrollView` is not looked for; a
/// `ScrollPosition` is SwiftUI's own way to move a scroll view ("Use this type along with the
/// `scrollPosition(_:anchor:)` modifier to control where a scroll view is positioned. You can use
/// this type to scroll in a variety of ways: [...] scroll to an edge", Apple's `ScrollPosition`
/// page; `scrollTo(edge:)` is in SwiftUICore's iOS 18 interface, `scrollPosition(_:anchor:)` in
/// SwiftUI's, @~1136500). The top edge of the content includes the safe area this front end adds
/// (`ScrollRoom`), so scrolling there shows the room; the scroll runs in its own transaction,
/// animated with the engine's spring when the change animates. Which position: the app's when it
/// handed one over, else its own (`RevealPosition`); whichever it is, the same modifier binds it,
/// so the content's identity never changes with it. Not run on a device.
///
/// The same position keeps the rows when rows land above (`RowKeeping`): the front end's
/// `PositionMover` scrolls it with `scrollTo(y:)` to the content offset the engine's kept delta
/// asks for. GUESS: `scrollTo(y:)` takes a content offset in `ScrollGeometry.contentOffset`'s
/// coordinates ("The scroll view chooses the x value based on the content insets of the scroll
/// view and will clamp this value to only scroll to the size of its actual content", Apple's
/// `scrollTo(y:)` page, says no more); a device shows it (DeviceChecklist, "The top end"). A
/// position scrolled to a point is no longer one of identity: an app's `ScrollPosition` handed
/// over reads `viewID` as `nil` after a keep that moved, until the user scrolls again (the page:
/// `viewID` is the id "if configured to be in that position or the user has scrolled past a view
/// with an id of matching type").
@available(PullToRefreshUI 1.1, *)
private struct RevealingScrollPosition: ViewModifier {
  let bound: RevealPosition
  @Environment(\.frontEndReveal) private var reveal
  @Environment(\.appScrollPosition) private var app
  @State private var own = ScrollPosition()

  @Environment(\.frontEndPositionMover) private var mover

  func body(content: Content) -> some View {
    let position = bound == .app ? (app?.position ?? $own) : $own
    let _ = mover.map { $0.scroll = { y in position.wrappedValue.scrollTo(y: CGFloat(y)) } }
    content
      // A scroll view nested in the content has its own front end: it never sees these.
      .environment(\.frontEndReveal, nil)
      .environment(\.frontEndPositionMover, nil)
      .environment(\.appScrollPosition, nil)
      .environment(\.appGivesScrollPosition, false)
      .scrollPosition(position, anchor: bound == .app ? app?.anchor : nil)
      .onChange(of: reveal) {
        guard let reveal, reveal.count > 0 else { return }
        let spring = RestingInset.spring
        let animation: Animation? =
          reveal.animates ? .spring(duration: spring.duration, bounce: spring.bounce) : nil
        withAnimation(animation) { position.wrappedValue.scrollTo(edge: .top) }
      }
  }
}
#endif
