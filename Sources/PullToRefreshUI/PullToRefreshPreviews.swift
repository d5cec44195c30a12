#if canImport(SwiftUI)
import PullToRefresh
import SwiftUI

// Previews: the inbox, a grid dashboard, a controlled flag, a failing refresh, a custom style.

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private struct InboxPreview: View {
  @State private var messages = (1...20).map { "Message \($0)" }

  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 12) {
        ForEach(messages, id: \.self) { Text($0).padding(.horizontal) }
      }
    }
    .pullToRefresh {
      try await Task.sleep(for: .seconds(1))
      messages.insert("Message \(messages.count + 1)", at: 0)
    }
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private struct DashboardPreview: View {
  @State private var coordinator = RefreshCoordinator(action: Self.reload)

  private static func reload() async throws {
    try await Task.sleep(for: .seconds(1))
  }

  var body: some View {
    PullToRefreshScrollView(coordinator: coordinator) {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))], spacing: 12) {
        ForEach(0..<12, id: \.self) { index in
          RoundedRectangle(cornerRadius: 12)
            .fill(.tint.opacity(0.2))
            .frame(height: 90)
            .overlay { Text("Tile \(index)") }
        }
      }
      .padding()
    }
    .pullToRefreshStyle(.arrowAndText)
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private struct ControlledPreview: View {
  @State private var isRefreshing = false

  var body: some View {
    ScrollView {
      Toggle("Refreshing", isOn: $isRefreshing).padding()
    }
    .pullToRefresh(isRefreshing: $isRefreshing)
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private struct FailingPreview: View {
  struct Offline: Error {}

  var body: some View {
    ScrollView {
      Text("Pull: the refresh fails after half a second.").padding()
    }
    .pullToRefresh {
      try await Task.sleep(for: .milliseconds(500))
      throw Offline()
    }
  }
}

/// A custom style in a few lines: a dot that grows with the pull.
private struct DotStyle: PullToRefreshStyle {
  func makeBody(configuration: Configuration) -> some View {
    Circle()
      .fill(configuration.phase.isRefreshing ? .green : .gray)
      .frame(width: 14, height: 14)
      .scaleEffect(0.4 + 0.6 * configuration.progress)
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private struct CustomStylePreview: View {
  var body: some View {
    ScrollView {
      Text("A custom indicator style").padding()
    }
    .pullToRefresh { try await Task.sleep(for: .seconds(1)) }
    .pullToRefreshStyle(DotStyle())
  }
}

#Preview("Inbox") {
  if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
    InboxPreview()
  }
}

#Preview("Grid dashboard") {
  if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
    DashboardPreview()
  }
}

#Preview("Controlled flag") {
  if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
    ControlledPreview()
  }
}

#Preview("Failing refresh") {
  if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
    FailingPreview()
  }
}

#Preview("Custom style") {
  if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
    CustomStylePreview()
  }
}
#endif
