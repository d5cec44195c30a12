import PullToRefreshUI
import SwiftUI

/// A refreshing flag the view owns: the toggle shows and ends the refresh, a pull sets it.
struct ControlledFlagPreview: View {
  @State private var isRefreshing = false

  var body: some View {
    ScrollView {
      Toggle("Refreshing", isOn: $isRefreshing).padding()
    }
    .pullToRefresh(isRefreshing: $isRefreshing)
  }
}

#Preview("Controlled flag") {
  ControlledFlagPreview()
}
