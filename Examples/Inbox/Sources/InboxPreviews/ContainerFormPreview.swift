import PullToRefreshUI
import SwiftUI

/// The container form around a grid, with a coordinator the view keeps and the arrow-and-text
/// style.
struct ContainerFormPreview: View {
  // A stored property's initial value may hold the action: the initializer is nonisolated.
  @State private var coordinator = RefreshCoordinator { try await Task.sleep(for: .seconds(1)) }

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

#Preview("Container form, arrow and text") {
  ContainerFormPreview()
}
