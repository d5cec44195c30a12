import PullToRefreshUI
import SwiftUI

/// The shortest form: `.pullToRefresh { … }` with the refresh work in the closure.
struct ActionFormPreview: View {
  @State private var lines = (1...20).map { "Line \($0)" }

  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 12) {
        ForEach(lines, id: \.self) { Text($0).padding(.horizontal) }
      }
    }
    .pullToRefresh {
      try await Task.sleep(for: .seconds(1))
      lines.insert("Line \(lines.count + 1)", at: 0)
    }
  }
}

#Preview("Action form") {
  ActionFormPreview()
}
