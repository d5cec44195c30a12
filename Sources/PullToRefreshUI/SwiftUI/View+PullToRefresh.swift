#if canImport(SwiftUI)
import PullToRefresh
import SwiftUI

@available(PullToRefreshUI 1.0, *)
extension View {
  /// Adds pull-to-refresh to a scroll view: pulling past the threshold and releasing runs
  /// `action`, and the indicator stays until it returns.
  ///
  /// Returning is a success, throwing is a failure. The refresh belongs to a coordinator that
  /// the view keeps: redrawing the view never cancels it, and neither does covering it (a
  /// navigation push, another tab, a sheet); the view leaving for good does (R13).
  ///
  /// Apply it to the scroll view, not above it, and not with `refreshable`: a scroll view that
  /// sees a `refresh` environment value also draws SwiftUI's own indicator.
  ///
  /// ```swift
  /// ScrollView {
  ///   LazyVStack { ForEach(model.messages) { MessageRow(message: $0) } }
  /// }
  /// .pullToRefresh { await model.reload() }
  /// ```
  public func pullToRefresh(action: @escaping RefreshCoordinator.Action) -> some View {
    modifier(OwnedCoordinatorModifier(action: action))
  }

  /// Adds pull-to-refresh driven by a coordinator the app owns, for refreshing from code
  /// (`await coordinator.refresh()`) and for reading the phase, outcome and last update.
  ///
  /// The coordinator keeps its configuration: only the settings the app sets around the view
  /// (``SwiftUI/View/pullToRefreshThreshold(_:)`` and the others) replace its values.
  ///
  /// A coordinator whose ``RefreshCoordinator/loadMoreAction`` is set also loads more at the far
  /// end, with the footer of ``SwiftUI/View/loadMore(action:)``.
  public func pullToRefresh(_ coordinator: RefreshCoordinator) -> some View {
    modifier(AppCoordinatorModifier(coordinator: coordinator))
  }

  /// Adds pull-to-refresh whose running state is a flag the app owns (R14).
  ///
  /// Without `action`, the app does the work: a pull (or the accessibility action "Refresh")
  /// sets the flag to `true`, the app starts its work when it sees the flag turn on, and the
  /// refresh lasts, indicator shown, until the app sets the flag back to `false` (the outcome is
  /// a success; a timeout set with ``SwiftUI/View/pullToRefreshTimeout(_:)`` ends it first).
  /// The app setting the flag to `true` itself shows the indicator too.
  ///
  /// ```swift
  /// List(model.items) { Text($0.title) }
  ///   .pullToRefresh(isRefreshing: $model.isSyncing)  // the model syncs while the flag is on
  /// ```
  ///
  /// With `action`, a pull sets the flag and runs `action`, and the package sets the flag back
  /// to `false` when the action ends; the app setting it to `true` shows the indicator without
  /// running `action`, and setting it to `false` ends the refresh early.
  ///
  /// ```swift
  /// List(model.items) { Text($0.title) }
  ///   .pullToRefresh(isRefreshing: $model.isSyncing) { await model.sync() }
  /// ```
  public func pullToRefresh(
    isRefreshing: Binding<Bool>,
    action: RefreshCoordinator.Action? = nil
  ) -> some View {
    modifier(ControlledCoordinatorModifier(isRefreshing: isRefreshing, action: action))
  }
}

/// Keeps a coordinator for the view's lifetime and hands it the newest action on each update.
///
/// The coordinator lives in `@State` (in a `FrontEndHost`, shared with a `.loadMore` on the same
/// scroll view): released when the view's identity ends, it cancels a refresh in flight (R13).
/// The throwaway values `@State` builds on other updates never run.
@available(PullToRefreshUI 1.0, *)
private struct OwnedCoordinatorModifier: ViewModifier {
  let action: RefreshCoordinator.Action
  @Environment(\.frontEndHost) private var enclosing
  @State private var own = FrontEndHost()

  func body(content: Content) -> some View {
    content.modifier(FrontEndRoleModifier(role: .refresh(action), enclosing: enclosing, own: own))
  }
}

/// Serves the app's coordinator (shared with a `.loadMore` on the same scroll view).
@available(PullToRefreshUI 1.0, *)
private struct AppCoordinatorModifier: ViewModifier {
  let coordinator: RefreshCoordinator
  @Environment(\.frontEndHost) private var enclosing
  @State private var own = FrontEndHost()

  func body(content: Content) -> some View {
    content.modifier(
      FrontEndRoleModifier(role: .coordinator(coordinator), enclosing: enclosing, own: own)
    )
  }
}

/// Mirrors the app's flag into the coordinator's controlled mode, and the phase back.
///
/// Without an action the coordinator has none, so each cycle lasts until the app clears the flag.
@available(PullToRefreshUI 1.0, *)
private struct ControlledCoordinatorModifier: ViewModifier {
  @Binding var isRefreshing: Bool
  let action: RefreshCoordinator.Action?
  @Environment(\.frontEndHost) private var enclosing
  @State private var own = FrontEndHost()

  func body(content: Content) -> some View {
    // The host this modifier uses: the enclosing one when it joins it (`FrontEndHost`).
    let host = enclosing.flatMap { $0.joins(.refresh, modifier: own) ? $0 : nil } ?? own
    let coordinator = host.coordinator
    return content.modifier(
      FrontEndRoleModifier(role: .refresh(action), enclosing: enclosing, own: own)
    )
    .onChange(of: isRefreshing, initial: true) {
      guard coordinator.isRefreshing != isRefreshing else { return }
      // The app clearing its flag is the outcome: its count lands with it (F1).
      if !isRefreshing { host.counts.report(to: coordinator) }
      coordinator.isRefreshing = isRefreshing
    }
    .onChange(of: coordinator.isRefreshing) {
      if isRefreshing != coordinator.isRefreshing { isRefreshing = coordinator.isRefreshing }
    }
  }
}

#endif
