#if canImport(SwiftUI)
import PullToRefresh
import PullToRefreshFrontEndRules
import SwiftUI

@available(PullToRefreshUI 1.0, *)
extension View {
  /// Loads the next page when the content nears its far end (the bottom): `action` returns
  /// ``LoadMoreResult/more`` while there may be more, ``LoadMoreResult/end`` when there is none,
  /// and throws when the page failed (Behavior.md, "Load more").
  ///
  /// Apply it to the scroll view, next to ``SwiftUI/View/pullToRefresh(action:)`` or without it,
  /// in either order: both modifiers on one scroll view share one coordinator, so a refresh
  /// cancels the page in flight and starts the pages over (L7). Without a pull-to-refresh
  /// modifier the scroll view only loads more: its pull refreshes nothing. A footer after the
  /// content shows a spinner while loading, "No more items" at the end and "Couldn't load more"
  /// with a Retry button after a failure (``LoadMoreFooter``; replace it with
  /// ``SwiftUI/View/loadMoreFooter(_:)``); VoiceOver gets a "Load more" action and hears the
  /// failure.
  ///
  /// ```swift
  /// List(model.messages) { MessageRow(message: $0) }
  ///   .pullToRefresh { await model.reload() }
  ///   .loadMore { try await model.loadOlder() }
  /// ```
  public func loadMore(
    action: @escaping @MainActor () async throws -> LoadMoreResult
  ) -> some View {
    modifier(LoadMoreRoleModifier(action: action))
  }

  /// Sets how near the content's far end a page starts loading: points, or a fraction of the
  /// scroll view's height (``RefreshConfiguration/loadMoreDistance``, half the height by default).
  ///
  /// A setting like ``SwiftUI/View/pullToRefreshThreshold(_:)``: an app's own coordinator keeps
  /// its distance unless this is set around the view.
  public func loadMoreDistance(_ distance: RefreshConfiguration.Length) -> some View {
    transformEnvironment(\.pullToRefreshSettings) { $0.loadMoreDistance = distance }
  }

  /// Replaces the load-more footer of scroll views below with your own view, made from the
  /// footer's phase and a retry that asks for the page again.
  ///
  /// The footer sits right after the content and keeps its measured height of room there, at
  /// least 44 pt, in every phase. Return ``LoadMoreFooter`` for some phases to keep the default
  /// there, and `EmptyView()` to show nothing (an app that hides "No more items"). The footer lies
  /// over the scroll view: it takes touches only while a page failed (for its Retry), so a drag
  /// that starts on it scrolls; mark its texts `.allowsHitTesting(false)` for that phase too.
  ///
  /// ```swift
  /// List(model.messages) { MessageRow(message: $0) }
  ///   .loadMore { try await model.loadOlder() }
  ///   .loadMoreFooter { phase, retry in
  ///     if phase == .exhausted {
  ///       Text("You're all caught up")
  ///     } else {
  ///       LoadMoreFooter(phase: phase, retry: retry)
  ///     }
  ///   }
  /// ```
  public func loadMoreFooter<Footer: View>(
    @ViewBuilder _ footer:
      @escaping @MainActor (
        _ phase: LoadMorePhase, _ retry: @escaping @MainActor () -> Void
      ) -> Footer
  ) -> some View {
    environment(\.loadMoreFooter, LoadMoreFooterMaker { AnyView(footer($0, $1)) })
  }
}

/// The default footer at the content's far end (L9): nothing while idle, a spinner while a page
/// loads, "No more items" when there is no more, and "Couldn't load more" with a Retry button
/// after a failure; localized, and labelled with its state for VoiceOver.
///
/// Use it inside your own footer (``SwiftUI/View/loadMoreFooter(_:)``) to keep the default for
/// some phases.
@available(PullToRefreshUI 1.0, *)
public struct LoadMoreFooter: View {
  private let phase: LoadMorePhase
  private let retry: @MainActor () -> Void

  /// A footer for `phase`; its Retry button calls `retry`.
  public init(phase: LoadMorePhase, retry: @escaping @MainActor () -> Void) {
    self.phase = phase
    self.retry = retry
  }

  /// The footer for its phase.
  public var body: some View {
    content
      .padding(.vertical, 12)
      .frame(maxWidth: .infinity)
  }

  /// Only the Retry button takes touches: a drag that starts on the spinner or a text scrolls
  /// the content under it.
  @ViewBuilder private var content: some View {
    switch phase {
    case .idle:
      EmptyView()
    case .loading:
      ProgressView()
        .accessibilityLabel(Text("Loading more…", bundle: .module))
        .allowsHitTesting(false)
    case .exhausted:
      Text("No more items", bundle: .module)
        .font(.footnote)
        .foregroundStyle(.secondary)
        .allowsHitTesting(false)
    case .failed:
      VStack(spacing: 6) {
        Text("Couldn't load more", bundle: .module)
          .font(.footnote)
          .foregroundStyle(.secondary)
          .allowsHitTesting(false)
        Button(action: retry) { Text("Retry", bundle: .module) }
      }
    }
  }
}

/// The app's footer (``SwiftUI/View/loadMoreFooter(_:)``), type-erased for the environment.
struct LoadMoreFooterMaker {
  let make: @MainActor (LoadMorePhase, @escaping @MainActor () -> Void) -> AnyView
}

extension EnvironmentValues {
  /// The app's footer, `nil` for ``LoadMoreFooter``.
  var loadMoreFooter: LoadMoreFooterMaker? {
    get { self[LoadMoreFooterKey.self] }
    set { self[LoadMoreFooterKey.self] = newValue }
  }
}

private struct LoadMoreFooterKey: EnvironmentKey {
  static var defaultValue: LoadMoreFooterMaker? { nil }
}

/// `.loadMore { ... }`: the load-more role (`FrontEndHost`).
@available(PullToRefreshUI 1.0, *)
private struct LoadMoreRoleModifier: ViewModifier {
  let action: @MainActor () async throws -> LoadMoreResult
  @Environment(\.frontEndHost) private var enclosing
  @State private var own = FrontEndHost()

  func body(content: Content) -> some View {
    content.modifier(FrontEndRoleModifier(role: .loadMore(action), enclosing: enclosing, own: own))
  }
}

/// The footer laid over the scroll view at the content's far end, as a view of its own so that
/// only it follows the footer's phase.
///
/// Why an overlay and not a row: a modifier cannot add a row to the app's `List` or lazy stack,
/// and an inset pinned to the scroll view's bottom (`safeAreaInset`) stays put while the content
/// moves. So the front end keeps room after the content, as bottom safe-area padding added to
/// the app's own margins (`ScrollRoom`: a scroll view insets its content by its safe area, which
/// extends its scrollable area, `List` and `ScrollView` alike), and draws the footer in that
/// room: its top at the content's end, from the samples near the end
/// (`LoadMoreFooterLayout`), measured like the indicator from the frame's top. Away from the end
/// the samples do not change and neither does the footer, which is then out of sight.
///
/// The room follows the footer: its height, measured with `onGeometryChange` whenever it changes
/// (every phase draws its own footer), is the room after the content (`ScrollRoom`, at least
/// 44 pt), so a taller failed footer with its Retry scrolls clear of a tab bar.
///
/// Touches: the overlay lies over the scroll view, so whatever in it takes a touch keeps a drag
/// that starts there from scrolling. SwiftUI hit-tests drawn content only (the empty frame around
/// the footer takes none), and the footer takes touches only while it offers its Retry
/// (`LoadMoreFooterLayout.offersRetry`: a failed page, L5); there ``LoadMoreFooter`` lets only
/// its button take them. An app's footer (``SwiftUI/View/loadMoreFooter(_:)``) is the app's to
/// draw: it takes none outside a failed page, and while a page failed its texts should say
/// `.allowsHitTesting(false)`. Not run on a device.
@available(PullToRefreshUI 1.0, *)
struct LoadMoreFooterOverlay: View {
  let coordinator: RefreshCoordinator
  /// Where the footer's top goes, from the frame's top; `nil` before the first sample.
  let top: Double?
  /// Called with the footer's height when it changes.
  let heightChanged: @MainActor (Double) -> Void
  @Environment(\.loadMoreFooter) private var appFooter

  var body: some View {
    footer
      .allowsHitTesting(LoadMoreFooterLayout.offersRetry(coordinator.loadMorePhase))
      .frame(maxWidth: .infinity)
      .onGeometryChange(for: Double.self) {
        Double($0.size.height)
      } action: { height in
        heightChanged(height)
      }
      .opacity(top == nil ? 0 : 1)
      .offset(y: top ?? 0)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
      .ignoresSafeArea(.container, edges: .vertical)
      .clipped()
  }

  @ViewBuilder private var footer: some View {
    let phase = coordinator.loadMorePhase
    let retry: @MainActor () -> Void = { [coordinator] in
      Task { _ = await coordinator.loadMore(source: .programmatic) }
    }
    if let appFooter {
      appFooter.make(phase, retry)
    } else {
      LoadMoreFooter(phase: phase, retry: retry)
    }
  }
}
#endif
