import PullToRefreshUI
import SwiftUI

/// A refresh that always throws, so that the indicator shows the failure.
@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
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
  if #available(iOS 18.0, macOS 15.0, visionOS 2.0, *) {
    FailingRefreshPreview()
  }
}
