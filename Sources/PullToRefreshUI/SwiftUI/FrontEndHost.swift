#if canImport(SwiftUI)
import PullToRefresh
import PullToRefreshFrontEndRules
import SwiftUI

/// One scroll view's front end, shared by its `.pullToRefresh` and `.loadMore` modifiers so that
/// both use one coordinator (L7) in either order.
///
/// The outermost of the modifiers makes the host, draws the front end (`PullToRefreshModifier`)
/// and puts the host in the environment of what it modifies; the next modifier in, on the same
/// scroll view, finds it there, joins (its action goes to the host's coordinator) and removes it
/// from the environment below, so the scroll view's content starts afresh. What each role turns
/// on is observable: a joining `.pullToRefresh` turns the pull on, `.loadMore` the footer.
/// `.pullToRefresh(coordinator)` makes the app's coordinator the host's.
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
  /// Reads the app's item count (`.contentStates(itemCount:)`) for the coordinator, and reports
  /// it as the refresh action ends (F1); replaced on every update, never observed.
  @ObservationIgnored let counts = ContentCountReader()

  /// The coordinator every role uses.
  var coordinator: RefreshCoordinator { appCoordinator ?? ownCoordinator }

  /// Reads the app's count as `setting` says from now on (`nil`: content states off here).
  func readsCount(_ setting: ContentStatesSetting?) {
    counts.read = setting?.itemCount
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

  /// Whether a pull refreshes the scroll view: every role but `.loadMore`.
  ///
  /// Fixed when the modifier is made, so what depends on it never changes the content's
  /// identity.
  var refreshes: Bool {
    switch self {
    case .refresh, .coordinator: true
    case .loadMore: false
    }
  }

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
    // The scroll position that reveals a refresh goes with the role that refreshes, not with
    // the host's `refreshes`, which a joining modifier turns on after the first update.
    if let enclosing {
      let _ = role.apply(to: enclosing)
      content.environment(\.frontEndHost, nil)
        .modifier(RevealsWithScrollPosition(refreshes: role.refreshes))
    } else {
      // Before the roles apply, so that an action is wrapped with the newest count.
      let _ = own.readsCount(contentStates)
      let _ = role.apply(to: own)
      // The content starts afresh: a scroll view nested in it has no content states of ours.
      content.environment(\.frontEndHost, own).withoutContentStates()
        .modifier(RevealsWithScrollPosition(refreshes: role.refreshes))
        .modifier(
          PullToRefreshModifier(
            coordinator: own.coordinator,
            ownsCoordinator: own.appCoordinator == nil,
            refreshes: own.refreshes,
            loadsMore: own.loadsMore
          )
        )
    }
  }
}

extension EnvironmentValues {
  /// The front end of the scroll view this modifier belongs to, made by the outermost of its
  /// `.pullToRefresh` and `.loadMore` modifiers (see `FrontEndHost`).
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
