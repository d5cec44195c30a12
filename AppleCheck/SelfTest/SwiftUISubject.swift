// The self-test subject of AppleCheck/check-apple-code.sh --self-test: a small, correct SwiftUI
// client of PullToRefreshUI, for every platform the package supports. The self-test copies it,
// injects one mistake at a time by replacing an exact piece of this text, and requires every
// mutant to be rejected. Keep it correct on Linux and on all five platform passes, and keep the
// mutated pieces (listed in check-apple-code.sh, `MUTANTS`) occurring exactly once. The
// `#if os(...)` guards below are what the platform mutants remove.

import Network
import PullToRefreshUI
import SwiftUI

#if canImport(UIKit)
import UIKit
#endif

/// A non-Sendable model: the data-race mutant sends it into a detached task.
final class SelfTestCounter {
  var value = 0
}

/// Pull-to-refresh on an inbox, with the engine's coordinator owned by the view.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct SelfTestInbox: View {
  @State private var coordinator = RefreshCoordinator(action: SelfTestInbox.reload)
  @State private var pulls = 0
  @State private var offset = 0.0
  @State private var phaseText = ""

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 8) {
        Text("Inbox").font(.headline)
        Text("Pulled \(pulls) times").monospacedDigit()
      }
      .padding(.horizontal, 16)
    }
    .pullToRefresh(coordinator)
    .pullToRefreshPolicy(.whenStale(after: .seconds(300)))
    .overlay(alignment: .top) { Text(phaseText).font(.caption) }
    .opacity(0.9)
    .modifier(SelfTestScrollTracking(offset: $offset, phaseText: $phaseText))
    #if !os(visionOS)  // haptics
    .sensoryFeedback(.success, trigger: pulls)
    #endif
    .task { await refreshNow() }
  }

  private func refreshNow() async {
    _ = await coordinator.refresh()
    pulls += 1
  }

  nonisolated private func log(_ text: String) {
    print(text)
  }

  private static func reload() async throws {
    try await Task.sleep(for: .milliseconds(10))
  }
}

/// The inbox as a screen: a large title where the navigation bar has one (not macOS or tvOS), a secondary toolbar action where toolbars have one (not tvOS or
/// watchOS), and a stepper where there are steppers (not tvOS).
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
struct SelfTestInboxScreen: View {
  @State private var pageSize = 20

  var body: some View {
    NavigationStack {
      SelfTestInbox()
        .navigationTitle("Inbox")
        #if !os(tvOS) && !os(macOS)  // large title
        .navigationBarTitleDisplayMode(.large)
        #endif
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button("Compose") {}
          }
          #if !os(tvOS) && !os(watchOS)  // secondary action
          ToolbarItem(placement: .secondaryAction) {
            Button("Mark all read") {}
          }
          #endif
        }
      #if !os(tvOS)  // stepper
      Stepper("Page size: \(pageSize)", value: $pageSize, in: 10...100, step: 10)
      #endif
    }
  }
}

/// iOS 18 scroll tracking on an iOS 17 floor, behind an availability check.
struct SelfTestScrollTracking: ViewModifier {
  @Binding var offset: Double
  @Binding var phaseText: String

  func body(content: Content) -> some View {
    if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
      content
        .onScrollGeometryChange(for: Double.self) { geometry in
          geometry.contentOffset.y
        } action: { _, newValue in
          offset = newValue
        }
        .onScrollPhaseChange { _, newPhase in
          phaseText = newPhase.isScrolling ? "scrolling" : "idle"
        }
    } else {
      content
    }
  }
}

/// A clock that redraws on demand where TimelineView's context can (not on macOS or tvOS).
struct SelfTestClock: View {
  var body: some View {
    TimelineView(.animation) { context in
      Text(context.date, style: .time)
        .onAppear {
          #if !os(macOS) && !os(tvOS)
          context.invalidateTimelineContent()
          #endif
        }
    }
  }
}

#if canImport(UIKit) && !os(watchOS)
/// A UIKit label in SwiftUI: UIKit has views on iOS, tvOS and visionOS, not on watchOS, although
/// `canImport(UIKit)` is true there.
struct SelfTestBadge: UIViewRepresentable {
  var text: String

  func makeUIView(context: Context) -> UILabel {
    UILabel()
  }

  func updateUIView(_ uiView: UILabel, context: Context) {
    uiView.text = text
  }
}

/// A UIKit scroll view in SwiftUI with the system refresh control, which tvOS does not have.
struct SelfTestUIKitScroller: UIViewRepresentable {
  func makeUIView(context: Context) -> UIScrollView {
    let scrollView = UIScrollView()
    #if !os(tvOS)  // refresh control
    scrollView.refreshControl = UIRefreshControl()
    #endif
    return scrollView
  }

  func updateUIView(_ uiView: UIScrollView, context: Context) {}
}
#endif

/// Whether the network is there, from Network's path monitor, whose handler is `@Sendable` and
/// runs on the queue given to `start(queue:)`: it hops to the main actor to write.
@MainActor final class SelfTestReachability {
  private let monitor = NWPathMonitor()
  var isOnline = true

  func start() {
    monitor.pathUpdateHandler = { [weak self] path in
      let online = path.status == .satisfied
      Task { @MainActor in self?.isOnline = online }
    }
    monitor.start(queue: DispatchQueue(label: "reachability"))
  }
}

/// Work in a detached task that shares nothing with its caller.
func selfTestDetachedWork() async -> Int {
  let counter = SelfTestCounter()
  let task = Task.detached { 1 }
  counter.value += await task.value
  return counter.value
}

/// A message of the inbox, compared by value.
struct SelfTestMessage: Equatable {
  var subject: String
}

/// How many of a refresh's messages are new. Nonisolated, so a refresh may run it off the main
/// actor; a main-actor-default mutant compares messages here, where an app of Xcode 26 has only
/// a main-actor-isolated `Equatable` conformance.
nonisolated func selfTestNewCount(_ fresh: [SelfTestMessage], known: [SelfTestMessage]) -> Int {
  fresh.count - known.count
}

/// The screens around a list, with declarations the stubs gained in the client trial of
/// 2026-12-07 (reviews/client-trial-2026-12-07.md), compiled on every run and every platform.
struct SelfTestScreens: View {
  @State private var name = ""
  @State private var selection: Int?
  @State private var rows = [1, 2, 3]

  var body: some View {
    NavigationSplitView {
      List(selection: $selection) {
        ForEach(rows, id: \.self) { Text("Row \($0)").id($0) }
          .onDelete { rows.remove(atOffsets: $0) }
      }
      #if !os(tvOS) && !os(watchOS)  // badge
      .badge(rows.count)
      #endif
    } detail: {
      Form {
        Section(header: Text("Name")) {
          TextField("Name", text: $name)
          ProgressView("Saving")
        }
      }
      .defaultScrollAnchor(.top)
      .overlay {
        ContentUnavailableView("Nothing yet", systemImage: "tray", description: Text("Pull."))
      }
      .buttonStyle(.borderedProminent)
      .controlSize(.small)
      .clipShape(.rect(cornerRadius: 8))
      .font(.body.monospaced())
    }
    .modifier(SelfTestMinimizingTabBar())
  }
}

/// The iOS 26 tab bar behaviour, behind its availability check.
struct SelfTestMinimizingTabBar: ViewModifier {
  func body(content: Content) -> some View {
    #if os(iOS)
    if #available(iOS 26.0, *) {  // tab bar
      content.tabBarMinimizeBehavior(.onScrollDown)
    } else {
      content
    }
    #else
    content
    #endif
  }
}

/// Settings kept in UserDefaults (the `AppStorage` stub compiles on every run).
struct SelfTestSettings: View {
  enum Density: String { case compact, regular }
  @AppStorage("selftest.minutes") private var minutes = 5
  @AppStorage("selftest.sound") private var sound = true
  @AppStorage("selftest.scale") private var scale = 1.0
  @AppStorage("selftest.name") private var name = ""
  @AppStorage("selftest.density", store: .standard) private var density = Density.regular
  @AppStorage("selftest.note") private var note: String?

  var body: some View {
    Toggle("Sound", isOn: $sound)
      .onAppear { minutes += 1; scale *= 2; name = "\(minutes)"; density = .compact; note = nil }
  }
}

/// A chat that opens at its newest message and loads older ones above it (the top end), with a
/// header of its own at the beginning.
@available(iOS 17.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
struct SelfTestChat: View {
  @State private var messages = Array(100..<120)

  var body: some View {
    ScrollView {
      LazyVStack {
        ForEach(messages, id: \.self) { Text("Message \($0)") }
      }
    }
    .defaultScrollAnchor(.bottom)
    .loadPrevious { try await loadOlder() }
    .loadPreviousDistance(.points(300))
    .loadPreviousHeader { phase, retry in
      if phase == .exhausted {
        Text("Start of the conversation")
      } else {
        LoadPreviousHeader(phase: phase, retry: retry)
      }
    }
  }

  /// Inserts up to 20 older messages before returning, as the docs ask.
  private func loadOlder() async throws -> LoadMoreResult {
    try await Task.sleep(for: .milliseconds(10))
    guard let first = messages.first, first > 0 else { return .end }
    messages.insert(contentsOf: max(0, first - 20)..<first, at: 0)
    return messages.first == 0 ? .end : .more
  }
}

/// A feed resumed at the last post read: newer posts load above, older ones below, through the
/// app's own coordinator and scroll position; rows the app inserts above by itself are reported.
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)  // resumed feed
struct SelfTestResumedFeed: View {
  @State private var posts = Array(40..<60)
  @State private var position = ScrollPosition(idType: Int.self)
  @State private var coordinator = RefreshCoordinator {}

  var body: some View {
    List(posts, id: \.self) { Text("Post \($0)") }
      .pullToRefresh(coordinator)
      .loadPrevious {
        posts.insert(contentsOf: (posts[0] - 10)..<posts[0], at: 0)
        return posts[0] > 0 ? .more : .end
      }
      .loadMore {
        posts += (posts.count + 40)..<(posts.count + 50)
        return .more
      }
      .pullToRefreshScrollPosition($position)
      .onAppear { position.scrollTo(id: 45) }
      .toolbar {
        Button("Newer") {
          Task { _ = await coordinator.loadPrevious(source: .programmatic) }
        }
        Button("Pinned") { coordinator.rowsAddedAbove(120) }
      }
  }
}
