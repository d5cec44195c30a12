import PullToRefreshUI
import SwiftUI

/// A scroll view drawn with ``DotStyle``.
@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
struct CustomStylePreview: View {
  var body: some View {
    ScrollView {
      Text("A custom indicator style").padding()
    }
    .pullToRefresh { try await Task.sleep(for: .seconds(1)) }
    .pullToRefreshStyle(DotStyle())
  }
}

#Preview("Custom style") {
  if #available(iOS 18.0, macOS 15.0, visionOS 2.0, *) {
    CustomStylePreview()
  }
}
