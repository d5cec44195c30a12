// SwiftUI declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18 SDK (Xcode 16), SwiftUICore's interface, as Apple's documentation shows it.

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  // docs: Expands the safe area of a view.
  @inlinable nonisolated public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all,
    edges: Edge.Set = .all
  ) -> some View { self }
}
