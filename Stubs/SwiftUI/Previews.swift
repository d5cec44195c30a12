// SwiftUI declaration stub for compile-checking on Linux. Not the real framework.
// Follows: iOS 27 SDK (Xcode 27) as documented on developer.apple.com, docs snapshot of 2026.
// The `Preview` macros live in DeveloperToolsSupport, which SwiftUI re-exports (GUESS: the stub
// declares them in SwiftUI). They expand through Stubs/ShimMacros, to nothing: the arguments,
// including the body closure, are still type-checked.

// docs: Creates a preview of a SwiftUI view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ShimMacros", type: "PreviewMacro")

// docs: Creates a preview of a SwiftUI view using the specified traits.
// GUESS: availability and the split `traits:` / variadic parameters (as in the Xcode 15 SDK).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ShimMacros", type: "PreviewMacro")

// docs: A base type that preview macros use to create previews.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor public struct Preview {
  // docs: A type that represents traits you can apply to a view preview.
  public enum ViewTraits {}
}

// docs: A type that defines a trait that changes the configuration of a preview.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PreviewTrait<T> {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension PreviewTrait where T == Preview.ViewTraits {
  // docs: Preview the view at its ideal size.
  public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
  // docs: Preview the view in a fixed-size layout.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<
    Preview.ViewTraits
  > { PreviewTrait() }
  // docs: Preview the view in portrait orientation.
  public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
  // docs: Preview the view in landscape-left orientation.
  public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
}
