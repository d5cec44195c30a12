#if canImport(SwiftUI)
import PullToRefresh
import PullToRefreshFrontEndRules
import SwiftUI

/// One scroll view's front end, shared by its `.pullToRefresh`, `.loadMore` and `.loadPrevious`
/// modifiers so that all of them use one coordinator (L7, T4) in any order.
///
/// The outermost of the modifiers makes the host, draws the front end (`PullToRefreshModifier`)
/// and puts the host in the environment of what it modifies; each modifier further in, on the
/// same scroll view, finds it there and joins (its action goes to the host's coordinator). A
/// host takes one modifier of each kind (`FrontEndRole.Kind`), the first that joins, and that
/// same modifier on every later update: a modifier of a kind the host already has is on a scroll
/// view nested in the content (a second `.loadMore` cannot be on the same scroll view), and
/// makes a host of its own. So three modifiers on one scroll view share one host, and a nested
/// scroll view with a modifier the outer one also has gets its own; a nested one with only a
/// kind the outer one lacks joins it (the limitation GettingStarted states). What each role
/// turns on is observable: a joining `.pullToRefresh` turns the pull on, `.loadMore` the footer,
/// `.loadPrevious` the header. `.pullToRefresh(coordinator)` makes the app's coordinator the
/// host's.
@MainActor @Observable
final class FrontEndHost {
  /// The coordinator made for the scroll view, used unless the app gives its own.
  @ObservationIgnored let ownCoordinator = RefreshCoordinator {}
  /// The app's coordinator (`.pullToRefresh(coordinator)`), or `nil`.
  var appCoordinator: RefreshCoordinator?
  /// Whether a pull refreshes (a `.pullToRefresh` modifier is on the scroll view).
  var refreshes = false
  /// Whether a `.loadMore` modifier is on the scroll view.
  var loadsMore = false
  /// Whether a `.loadPrevious` modifier is on the scroll view.
  var loadsPrevious = false
  /// The modifier of each kind that joined, by its own host's identity (stable for the
  /// modifier's lifetime); never observed.
  @ObservationIgnored private var joined: [FrontEndRole.Kind: ObjectIdentifier] = [:]
  /// The modifier that binds the scroll view's position (`RevealsWithScrollPosition`), the
  /// outermost that asks; never observed.
  @ObservationIgnored private var positionBinder: ObjectIdentifier?
  /// Reads the app's item count (`.contentStates(itemCount:)`) for the coordinator, and reports
  /// it as the refresh action ends (F1); replaced on every update, never observed.
  @ObservationIgnored let counts = ContentCountReader()

  /// The coordinator every role uses.
  var coordinator: RefreshCoordinator { appCoordinator ?? ownCoordinator }

  /// Reads the app's count as `setting` says from now on (`nil`: content states off here).
  func readsCount(_ setting: ContentStatesSetting?) {
    counts.read = setting?.itemCount
  }

  /// Whether the modifier whose own host is `modifier` joins this host as a role of `kind`: the
  /// first of each kind does, on every update; another of a kind already joined is on a nested
  /// scroll view.
  func joins(_ kind: FrontEndRole.Kind, modifier: FrontEndHost) -> Bool {
    let id = ObjectIdentifier(modifier)
    if let first = joined[kind] { return first == id }
    joined[kind] = id
    return true
  }

  /// Whether the modifier whose own host is `modifier` binds the scroll view's position: the
  /// first that asks (the outermost, whose body runs first), on every update, so that one
  /// position is bound, never two, and the content's identity never changes with it.
  func bindsPosition(modifier: FrontEndHost) -> Bool {
    let id = ObjectIdentifier(modifier)
    if let binder = positionBinder { return binder == id }
    positionBinder = id
    return true
  }
}

/// What one modifier brings to its scroll view's front end.
enum FrontEndRole {
  /// `.pullToRefresh { ... }`: the refresh action; `nil` for a flag the app clears itself.
  case refresh(RefreshCoordinator.Action?)
  /// `.pullToRefresh(coordinator)`: the app's coordinator.
  case coordinator(RefreshCoordinator)
  /// `.loadMore { ... }`: the load-more action.
  case loadMore(@MainActor () async throws -> LoadMoreResult)
  /// `.loadPrevious { ... }`: the load-previous action.
  case loadPrevious(@MainActor () async throws -> LoadMoreResult)

  /// What a scroll view has at most one of.
  enum Kind: Hashable {
    /// `.pullToRefresh` in any form.
    case refresh
    /// `.loadMore`.
    case loadMore
    /// `.loadPrevious`.
    case loadPrevious
  }

  /// The role's kind.
  var kind: Kind {
    switch self {
    case .refresh, .coordinator: .refresh
    case .loadMore: .loadMore
    case .loadPrevious: .loadPrevious
    }
  }

  /// Whether a pull refreshes the scroll view: `.pullToRefresh` in any form.
  ///
  /// Fixed when the modifier is made, so what depends on it never changes the content's
  /// identity.
  var refreshes: Bool { kind == .refresh }

  /// Whether the role needs the scroll view's position bound (`RevealPosition`).
  ///
  /// A refresh does, to reveal one started from code, and the top end, to keep the rows
  /// (`RowKeeping`). Fixed when the modifier is made.
  var needsPosition: Bool { kind != .loadMore }

  /// Gives the role to `host`, writing observable state only when it changes.
  @MainActor func apply(to host: FrontEndHost) {
    switch self {
    case .refresh(let action):
      // The app's count is read as the action ends, so that it lands with the outcome (F1).
      host.coordinator.action = action.map { host.counts.reporting($0, to: host.coordinator) }
      if !host.refreshes { host.refreshes = true }
    case .coordinator(let coordinator):
      if host.appCoordinator !== coordinator { host.appCoordinator = coordinator }
      if !host.refreshes { host.refreshes = true }
    case .loadMore(let action):
      host.coordinator.loadMoreAction = action
      if !host.loadsMore { host.loadsMore = true }
    case .loadPrevious(let action):
      host.coordinator.loadPreviousAction = action
      if !host.loadsPrevious { host.loadsPrevious = true }
    }
  }
}

/// Joins the enclosing modifier's front end on the same scroll view, or makes one (see
/// `FrontEndHost`).
@available(PullToRefreshUI 1.0, *)
struct FrontEndRoleModifier: ViewModifier {
  let role: FrontEndRole
  /// The host of a modifier around this one, from the environment.
  let enclosing: FrontEndHost?
  /// This modifier's own host, used when there is no enclosing one.
  let own: FrontEndHost
  /// The app's item count, set around the outermost modifier (`.contentStates(itemCount:)`).
  @Environment(\.contentStates) private var contentStates

  @ViewBuilder
  func body(content: Content) -> some View {
    // The scroll position that reveals a refresh and keeps the rows goes with the role that needs
    // it, not with the host's flags, which a joining modifier turns on after the first update.
    if let enclosing, enclosing.joins(role.kind, modifier: own) {
      let _ = role.apply(to: enclosing)
      content
        .modifier(
          RevealsWithScrollPosition(
            bindsPosition: role.needsPosition && enclosing.bindsPosition(modifier: own)
          )
        )
    } else {
      // Before the roles apply, so that an action is wrapped with the newest count.
      let _ = own.readsCount(contentStates)
      let _ = own.joins(role.kind, modifier: own)
      let _ = role.apply(to: own)
      // The content starts afresh: a scroll view nested in it has no content states of ours.
      content.environment(\.frontEndHost, own).withoutContentStates()
        .modifier(
          RevealsWithScrollPosition(
            bindsPosition: role.needsPosition && own.bindsPosition(modifier: own)
          )
        )
        .modifier(
          PullToRefreshModifier(
            coordinator: own.coordinator,
            ownsCoordinator: own.appCoordinator == nil,
            refreshes: own.refreshes,
            loadsMore: own.loadsMore,
            loadsPrevious: own.loadsPrevious
          )
        )
    }
  }
}

extension EnvironmentValues {
  /// The front end of the scroll view this modifier belongs to, made by the outermost of its
  /// `.pullToRefresh`, `.loadMore` and `.loadPrevious` modifiers (see `FrontEndHost`).
  var frontEndHost: FrontEndHost? {
    get { self[FrontEndHostKey.self] }
    set { self[FrontEndHostKey.self] = newValue }
  }
}

/// Where the environment keeps the enclosing modifier's `FrontEndHost`.
private struct FrontEndHostKey: EnvironmentKey {
  /// No front end around: the modifier makes one.
  static var defaultValue: FrontEndHost? { nil }
}
#endif
