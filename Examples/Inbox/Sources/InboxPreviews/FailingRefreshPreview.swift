import PullToRefreshUI
import SwiftUI

/// A refresh that always throws, so that the indicator shows the failure.
struct FailingRefreshPreview: View {
  /// What the refresh throws.
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

#Preview("Failing refresh") {
  FailingRefreshPreview()
}
