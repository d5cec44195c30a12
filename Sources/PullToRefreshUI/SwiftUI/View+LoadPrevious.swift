#if canImport(SwiftUI)
import PullToRefresh
import PullToRefreshFrontEndRules
import SwiftUI

@available(PullToRefreshUI 1.0, *)
extension View {
  /// Loads the previous page when the content nears its top, and keeps the reader's rows where
  /// they are when it lands above them: `action` returns ``LoadMoreResult/more`` while there may
  /// be more above, ``LoadMoreResult/end`` at the beginning, and throws when the page failed
  /// (Behavior.md, "The top end").
  ///
  /// Apply it to the scroll view, with ``SwiftUI/View/pullToRefresh(action:)`` and
  /// ``SwiftUI/View/loadMore(action:)`` or without them, in any order: the modifiers on one
  /// scroll view share one coordinator, which loads one page at a time across both ends and lets
  /// a refresh go first. Insert the page's rows before `action` returns: the rows that appear in
  /// the update that carries the result are the page's, and the front end moves the scroll
  /// position by their height (or by what is left of it when SwiftUI kept the rows itself), so
  /// the row the reader was looking at stays where it was. The top end starts disarmed: nothing
  /// loads until the user drags, so a chat opened at its newest message
  /// (`.defaultScrollAnchor(.bottom)`) loads no page while it settles. While there may be more
  /// above, a pull past the top refreshes nothing; once the action returned `.end`, it refreshes
  /// again. A header above the first row shows a spinner while loading and "Couldn't load
  /// previous" with a Retry button after a failure (``LoadPreviousHeader``; replace it with
  /// ``SwiftUI/View/loadPreviousHeader(_:)``); VoiceOver gets a "Load previous" action and hears
  /// the failure. <doc:LoadingAbove> says how the rows are kept and what has not run on a device.
  ///
  /// ```swift
  /// ScrollView {
  ///   LazyVStack {
  ///     ForEach(model.messages) { MessageRow(message: $0) }
  ///   }
  /// }
  /// .defaultScrollAnchor(.bottom)
  /// .loadPrevious { try await model.loadOlder() }
  /// ```
  public func loadPrevious(
    action: @escaping @MainActor () async throws -> LoadMoreResult
  ) -> some View {
    modifier(LoadPreviousRoleModifier(action: action))
  }

  /// Sets how near the content's top a previous page starts loading: points, or a fraction of
  /// the scroll view's height (``RefreshConfiguration/loadPreviousDistance``, half the height by
  /// default).
  ///
  /// A setting like ``SwiftUI/View/loadMoreDistance(_:)``: an app's own coordinator keeps its
  /// distance unless this is set around the view. A negative or non-finite distance counts as
  /// the engine's rule says (zero, or the default).
  public func loadPreviousDistance(_ distance: RefreshConfiguration.Length) -> some View {
    environment(\.loadPreviousDistanceSetting, distance)
  }

  /// Replaces the top end's header of scroll views below with your own view, made from the
  /// header's phase and a retry that asks for the page again.
  ///
  /// The header sits right above the first row and keeps its measured height of room there, at
  /// least 44 pt, in every phase, as room before the content, not as a row: it never pushes the
  /// reader's rows. Return ``LoadPreviousHeader`` for some phases to keep the default there, and
  /// a view of your own for others (a chat's "Start of the conversation" once exhausted). The
  /// header lies over the scroll view: it takes touches only while a page failed (for its
  /// Retry); mark its texts `.allowsHitTesting(false)` for that phase too.
  ///
  /// ```swift
  /// List(model.messages) { MessageRow(message: $0) }
  ///   .loadPrevious { try await model.loadOlder() }
  ///   .loadPreviousHeader { phase, retry in
  ///     if phase == .exhausted {
  ///       Text("Start of the conversation")
  ///     } else {
  ///       LoadPreviousHeader(phase: phase, retry: retry)
  ///     }
  ///   }
  /// ```
  public func loadPreviousHeader<Header: View>(
    @ViewBuilder _ header:
      @escaping @MainActor (
        _ phase: LoadMorePhase, _ retry: @escaping @MainActor () -> Void
      ) -> Header
  ) -> some View {
    environment(\.loadPreviousHeader, LoadPreviousHeaderMaker { AnyView(header($0, $1)) })
  }
}

/// The default header at the content's top (K4): nothing while idle or exhausted, a spinner while
/// the previous page loads, and "Couldn't load previous" with a Retry button after a failure;
/// localized, and labelled with its state for VoiceOver.
///
/// Use it inside your own header (``SwiftUI/View/loadPreviousHeader(_:)``) to keep the default
/// for some phases.
@available(PullToRefreshUI 1.0, *)
public struct LoadPreviousHeader: View {
  private let phase: LoadMorePhase
  private let retry: @MainActor () -> Void

  /// A header for `phase`; its Retry button calls `retry`.
  public init(phase: LoadMorePhase, retry: @escaping @MainActor () -> Void) {
    self.phase = phase
    self.retry = retry
  }

  /// The header for its phase.
  public var body: some View {
    content
      .padding(.vertical, 12)
      .frame(maxWidth: .infinity)
  }

  /// Only the Retry button takes touches: a drag that starts on the spinner or the text scrolls
  /// the content under it.
  @ViewBuilder private var content: some View {
    switch phase {
    case .idle, .exhausted:
      EmptyView()
    case .loading:
      ProgressView()
        .accessibilityLabel(Text("Loading previous…", bundle: .module))
        .allowsHitTesting(false)
    case .failed:
      VStack(spacing: 6) {
        Text("Couldn't load previous", bundle: .module)
          .font(.footnote)
          .foregroundStyle(.secondary)
          .allowsHitTesting(false)
        Button(action: retry) { Text("Retry", bundle: .module) }
      }
    }
  }
}

/// The app's header (``SwiftUI/View/loadPreviousHeader(_:)``), type-erased for the environment.
struct LoadPreviousHeaderMaker {
  let make: @MainActor (LoadMorePhase, @escaping @MainActor () -> Void) -> AnyView
}

extension EnvironmentValues {
  /// The app's header, `nil` for ``LoadPreviousHeader``.
  var loadPreviousHeader: LoadPreviousHeaderMaker? {
    get { self[LoadPreviousHeaderKey.self] }
    set { self[LoadPreviousHeaderKey.self] = newValue }
  }
}

private struct LoadPreviousHeaderKey: EnvironmentKey {
  static var defaultValue: LoadPreviousHeaderMaker? { nil }
}

/// `.loadPrevious { ... }`: the top end's role (`FrontEndHost`).
@available(PullToRefreshUI 1.0, *)
private struct LoadPreviousRoleModifier: ViewModifier {
  let action: @MainActor () async throws -> LoadMoreResult
  @Environment(\.frontEndHost) private var enclosing
  @State private var own = FrontEndHost()

  func body(content: Content) -> some View {
    content.modifier(
      FrontEndRoleModifier(role: .loadPrevious(action), enclosing: enclosing, own: own)
    )
  }
}

/// The header laid over the scroll view right above the first row, as a view of its own so that
/// only it follows the header's phase.
///
/// Why an overlay in room before the content, not a row: a modifier cannot add a row to the
/// app's `List` or lazy stack, and a row above the first would be content, whose every change of
/// height (a spinner, then "Couldn't load previous" with Retry) would push the reader's rows. So
/// the front end keeps room before the content, as top safe-area padding added to the app's own
/// margins with the engine's resting inset (`LoadPreviousHeaderLayout.topRoom`), and draws the
/// header there, from the scroll view's offset (`LoadPreviousHeaderLayout.headerTop`): the room
/// is an inset, and an inset moves no row (`LoadPreviousHeaderLayout` says why). Away from the
/// top the header has no place (`nil`), is hidden from VoiceOver, and its place is not written
/// again while the reader scrolls.
///
/// The room follows the header: its height, measured with `onGeometryChange` whenever it changes,
/// is the room before the content (at least 44 pt). Touches: as the footer's
/// (`LoadMoreFooterOverlay`), only while it offers its Retry. Not run on a device.
@available(PullToRefreshUI 1.0, *)
struct LoadPreviousHeaderOverlay: View {
  let coordinator: RefreshCoordinator
  /// Where the header's top goes, from the frame's top; `nil` while it is out of sight.
  let top: Double?
  /// Called with the header's height when it changes.
  let heightChanged: @MainActor (Double) -> Void
  @Environment(\.loadPreviousHeader) private var appHeader

  var body: some View {
    header
      .allowsHitTesting(LoadPreviousHeaderLayout.offersRetry(coordinator.loadPreviousPhase))
      .frame(maxWidth: .infinity)
      .onGeometryChange(for: Double.self) {
        Double($0.size.height)
      } action: { height in
        heightChanged(height)
      }
      .opacity(top == nil ? 0 : 1)
      .accessibilityHidden(top == nil)
      .offset(y: top ?? 0)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
      .ignoresSafeArea(.container, edges: .vertical)
      .clipped()
  }

  @ViewBuilder private var header: some View {
    let phase = coordinator.loadPreviousPhase
    let retry: @MainActor () -> Void = { [coordinator] in
      Task { _ = await coordinator.loadPrevious(source: .programmatic) }
    }
    if let appHeader {
      appHeader.make(phase, retry)
    } else {
      LoadPreviousHeader(phase: phase, retry: retry)
    }
  }
}
#endif
