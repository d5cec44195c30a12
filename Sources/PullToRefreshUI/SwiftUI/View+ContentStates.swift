#if canImport(SwiftUI)
import Foundation
@_spi(FrontEnd) import PullToRefresh
import PullToRefreshFrontEndRules
import SwiftUI

@available(PullToRefreshUI 1.0, *)
extension View {
  /// Turns content states on for the scroll view's pull-to-refresh: the coordinator runs the
  /// first load when the view first appears, and the view shows a full-screen loader while it
  /// runs, "No items" after a load that brought none, and the error with "Try Again" after one
  /// that failed (Behavior.md, "Content states").
  ///
  /// `itemCount` is the number of rows the app has (never measured from the scroll view: a list
  /// with only a header is empty). It is read when the view appears, whenever the view updates,
  /// and when the refresh action returns or throws, so that a load that brought rows goes from
  /// the loader straight to them, never through "No items" (F1). With a coordinator of your own
  /// (``SwiftUI/View/pullToRefresh(_:)``), whose action the view does not run, set
  /// ``RefreshCoordinator/itemCount`` inside that action before it returns.
  ///
  /// The state views lie over the scroll view's visible area, between its bars, and move with a
  /// pull, so each can be pulled (F4): a pull on "No items" or on the error refreshes with the
  /// ring. "Try Again" retries quietly, with the loader
  /// (``RefreshCoordinator/RequestSource/retry``). Replace the views with
  /// ``SwiftUI/View/contentStateView(_:)``.
  ///
  /// Apply it after ``SwiftUI/View/pullToRefresh(action:)``, as the other settings: one written
  /// inside it is not seen (a debug build says so).
  ///
  /// ```swift
  /// List(model.items) { Row($0) }
  ///   .pullToRefresh { try await model.reload() }
  ///   .contentStates(itemCount: model.items.count)
  /// ```
  public func contentStates(itemCount: @autoclosure @escaping @MainActor () -> Int) -> some View {
    modifier(ContentStatesModifier(itemCount: itemCount))
  }

  /// Replaces the content state views of scroll views below with your own, made from the content
  /// phase, the error of the last failed refresh and a retry.
  ///
  /// Called for ``ContentPhase/loading`` (while no ring shows), ``ContentPhase/empty`` and
  /// ``ContentPhase/failed``. Return ``ContentStateView`` for some phases to keep the default
  /// there. `retry` asks for a quiet refresh with the loader, as "Try Again" does.
  ///
  /// The view lies over the scroll view: while the phase is ``ContentPhase/failed`` it takes
  /// touches (for a retry button), so mark its texts `.allowsHitTesting(false)` to let a drag
  /// that starts on them pull; in the other phases it takes none, so a pull works anywhere on it
  /// and a button there does not respond.
  ///
  /// ```swift
  /// List(model.items) { Row($0) }
  ///   .pullToRefresh { try await model.reload() }
  ///   .contentStates(itemCount: model.items.count)
  ///   .contentStateView { phase, error, retry in
  ///     switch phase {
  ///     case .empty: ContentUnavailableView("No Mail", systemImage: "tray")
  ///     default: ContentStateView(phase: phase, error: error, retry: retry)
  ///     }
  ///   }
  /// ```
  public func contentStateView<StateView: View>(
    @ViewBuilder _ view:
      @escaping @MainActor (
        _ phase: ContentPhase, _ error: (any Error)?, _ retry: @escaping @MainActor () -> Void
      ) -> StateView
  ) -> some View {
    environment(\.contentStateView, ContentStateViewMaker { AnyView(view($0, $1, $2)) })
  }
}

/// The default content state views, one for each phase that shows one.
///
/// A loader for ``ContentPhase/loading``, "No items" for ``ContentPhase/empty``, and "Couldn't
/// load items" with the error's description and a "Try Again" button for
/// ``ContentPhase/failed``; nothing for the other phases. Localized, and labelled for VoiceOver
/// with its state (the loader and the empty view are one element each); the failed view's title
/// has "Try Again" as an action, beside the button.
///
/// Use it inside your own builder (``SwiftUI/View/contentStateView(_:)``) to keep the default
/// for some phases. Only its button takes touches, so a drag anywhere else on it pulls.
@available(PullToRefreshUI 1.0, *)
public struct ContentStateView: View {
  private let phase: ContentPhase
  private let error: (any Error)?
  private let retry: @MainActor () -> Void

  /// The view for `phase`, showing `error`'s description when it failed; its "Try Again" button
  /// calls `retry`.
  public init(
    phase: ContentPhase,
    error: (any Error)?,
    retry: @escaping @MainActor () -> Void
  ) {
    self.phase = phase
    self.error = error
    self.retry = retry
  }

  /// The view for its phase, filling the space it is given.
  public var body: some View {
    content
      .frame(maxWidth: .infinity, maxHeight: .infinity)
  }

  @ViewBuilder private var content: some View {
    switch phase {
    case .loading:
      ProgressView()
        .controlSize(.large)
        .allowsHitTesting(false)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(title)
    case .empty:
      ContentUnavailableView {
        Label {
          title
        } icon: {
          Image(systemName: "tray")
        }
      }
      .allowsHitTesting(false)
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(title)
    case .failed:
      // VoiceOver: the title (with "Try Again" as its action), the error, and the button, which
      // a double tap presses. Only the button takes touches.
      ContentUnavailableView {
        Label {
          title
        } icon: {
          Image(systemName: "exclamationmark.triangle")
        }
        .allowsHitTesting(false)
        .accessibilityAction(named: retryTitle) { retry() }
      } description: {
        if let description {
          Text(description).allowsHitTesting(false)
        }
      } actions: {
        Button(action: retry) { retryTitle }
      }
    case .idle, .content:
      EmptyView()
    }
  }

  /// The phase's title ("Loading…", "No items", "Couldn't load items"), localized.
  private var title: Text {
    Text(LocalizedStringKey(ContentStatePresentation.title(for: phase) ?? ""), bundle: .module)
  }

  /// "Try Again", localized.
  private var retryTitle: Text {
    Text(LocalizedStringKey(ContentStatePresentation.retryTitle), bundle: .module)
  }

  /// What the error says (Foundation's `localizedDescription`); `nil` without an error (a
  /// refresh that timed out).
  private var description: String? {
    error.map { $0.localizedDescription }
  }
}

/// `.contentStates(itemCount:)`: puts the app's count in the environment, for the
/// pull-to-refresh modifier inside it (`ContentStatesSetting`).
@available(PullToRefreshUI 1.0, *)
private struct ContentStatesModifier: ViewModifier {
  let itemCount: @MainActor () -> Int
  /// A pull-to-refresh modifier around this one: this one is inside it, where it is not seen.
  @Environment(\.frontEndHost) private var enclosing

  func body(content: Content) -> some View {
    content
      .environment(\.contentStates, ContentStatesSetting(itemCount: itemCount))
      .onAppear { warnWhenInside() }
  }

  /// Applied inside `.pullToRefresh` (or `.loadMore`), the setting is below the modifier that
  /// reads it: say so while debugging.
  private func warnWhenInside() {
    #if DEBUG
    if enclosing != nil {
      print(
        "PullToRefresh: `.contentStates(itemCount:)` is inside `.pullToRefresh`, which does not "
          + "see it; apply it after `.pullToRefresh` (and `.loadMore`)."
      )
    }
    #endif
  }
}

/// The app's item count, as `.contentStates(itemCount:)` gives it: read by the pull-to-refresh
/// modifier inside (`ContentCountReader`).
struct ContentStatesSetting {
  /// Reads the app's count now.
  let itemCount: @MainActor () -> Int
}

/// The app's state views (``SwiftUI/View/contentStateView(_:)``), type-erased for the
/// environment.
struct ContentStateViewMaker {
  let make: @MainActor (ContentPhase, (any Error)?, @escaping @MainActor () -> Void) -> AnyView
}

extension EnvironmentValues {
  /// The app's item count for the scroll view below, `nil` while content states are off.
  var contentStates: ContentStatesSetting? {
    get { self[ContentStatesKey.self] }
    set { self[ContentStatesKey.self] = newValue }
  }

  /// The app's state views, `nil` for ``ContentStateView``.
  var contentStateView: ContentStateViewMaker? {
    get { self[ContentStateViewKey.self] }
    set { self[ContentStateViewKey.self] = newValue }
  }
}

private struct ContentStatesKey: EnvironmentKey {
  static var defaultValue: ContentStatesSetting? { nil }
}

private struct ContentStateViewKey: EnvironmentKey {
  static var defaultValue: ContentStateViewMaker? { nil }
}

extension View {
  /// Takes the content states off for the scroll view's content, so that a scroll view nested
  /// in it (a carousel in a feed) does not count the outer list's rows as its own.
  func withoutContentStates() -> some View {
    environment(\.contentStates, nil).environment(\.contentStateView, nil)
  }
}

/// The state view laid over the scroll view's visible area (F9), as a view of its own so that
/// only it follows the content phase, the indicator and the samples.
///
/// Why over the scroll view and not in it: a modifier cannot add a view to the app's `List` or
/// `ScrollView` (their content is the app's view builder). Apple's own pattern for
/// `ContentUnavailableView` is the same: "`.overlay { if searchResults.isEmpty {
/// ContentUnavailableView.search } }`" on the list (the `ContentUnavailableView` page). So that
/// it still behaves as content: it fills the visible area, the scroll view's frame less its
/// insets at both ends as the engine's last sample carries them (`ContentStatePresentation`:
/// measured from the frame's top, as the indicator is, so this overlay ignores the vertical
/// safe area: SwiftUI lays an overlay out inside it, and the sample's insets already include
/// it), moves with the content (the pull, the room kept while refreshing), and takes touches only
/// while failed (`ContentStatePresentation.takesTouches`), so a drag that starts on it reaches
/// the scroll view under it and pulls (`allowsHitTesting(_:)`: "Configures whether this view
/// participates in hit test operations"). Before the first sample it fills the safe area. Drawn
/// under the indicator. Not run on a device.
@available(PullToRefreshUI 1.0, *)
struct ContentStateOverlay: View {
  let coordinator: RefreshCoordinator
  /// The engine's last sample, as the modifier heard it.
  let edge: ScrollEdgeReading
  /// The room the front end keeps after the content (the load-more footer's).
  let ownBottomRoom: Double
  @Environment(\.contentStateView) private var appView

  var body: some View {
    let shown = ContentStatePresentation.shownPhase(
      coordinator.contentPhase,
      indicator: coordinator.indicator
    )
    if let shown {
      let placement = ContentStatePresentation.overlayPlacement(
        for: edge.sample,
        ownBottomRoom: ownBottomRoom
      )
      let view = stateView(shown)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .allowsHitTesting(ContentStatePresentation.takesTouches(shown))
      if let placement {
        view
          .padding(.top, placement.top)
          .padding(.bottom, placement.bottom)
          .offset(y: placement.shift)
          .ignoresSafeArea(.container, edges: .vertical)
          .clipped()
      } else {
        view
      }
    }
  }

  /// The app's view for `phase`, or ``ContentStateView``.
  @ViewBuilder private func stateView(_ phase: ContentPhase) -> some View {
    let retry: @MainActor () -> Void = { [coordinator] in
      coordinator.requestRefresh(source: ContentStatePresentation.retrySource)
    }
    if let appView {
      appView.make(phase, coordinator.lastError, retry)
    } else {
      ContentStateView(phase: phase, error: coordinator.lastError, retry: retry)
    }
  }
}
#endif
