import PullToRefreshUI
import SwiftUI

/// A scroll view drawn with ``DotStyle``.
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
  CustomStylePreview()
}
