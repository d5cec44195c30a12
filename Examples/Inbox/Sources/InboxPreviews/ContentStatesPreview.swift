import PullToRefreshUI
import SwiftUI

/// Content states with the action form: the list starts empty, loads by itself behind the
/// loader when it appears, and the count comes from the view's own state.
struct ContentStatesPreview: View {
  @State private var lines: [String] = []
  @State private var loads = 0

  var body: some View {
    List(lines, id: \.self) { Text($0) }
      .pullToRefresh {
        try await Task.sleep(for: .seconds(1))
        loads += 1
        // Every other load brings nothing: pull "No items" to load again.
        lines = loads.isMultiple(of: 2) ? [] : (1...12).map { "Line \($0)" }
      }
      .contentStates(itemCount: lines.count)
  }
}

#Preview("Content states, action form") {
  ContentStatesPreview()
}
