// SwiftUI declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16): the `#Preview` macros of SwiftUI.swiftinterface (@~963000)
// and the `Preview` / `PreviewTrait` types of DeveloperToolsSupport.swiftinterface (read whole).
// Conventions (`// SDK 18`, `// docs:`, `// GUESS`, `// DIFFERENCE`, availability): see View.swift.
// DIFFERENCE: SwiftUI re-exports DeveloperToolsSupport (`@_exported import`); the stub declares
// the two types it needs in SwiftUI itself, since Package.swift's stub block has no such module.
// The macros expand through Stubs/ShimMacros, to nothing: the arguments, including the body
// closure, are still type-checked.

// docs: Creates a preview of a SwiftUI view.
// SDK 18: `@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) @freestanding(declaration)
// public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any
// View) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ShimMacros", type: "PreviewMacro")

// docs: Creates a preview of a SwiftUI view using the specified traits.
// SDK 18: iOS 17 / macOS 14 / tvOS 17 / watchOS 10, `traits:` then a variadic `_ additionalTraits:`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ShimMacros", type: "PreviewMacro")

// docs: A base type that preview macros use to create previews.
// SDK 18 (DeveloperToolsSupport): `@MainActor public struct Preview`, `Sendable`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor public struct Preview {
  // docs: A type that represents traits you can apply to a view preview.
  public enum ViewTraits {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Preview: Sendable {}

// docs: A type that defines a trait that changes the configuration of a preview.
// SDK 18 (DeveloperToolsSupport): `@MainActor public struct PreviewTrait<T>`, `Sendable`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor public struct PreviewTrait<T> {
  // GUESS: the stub's own initializer (the SDK's `init(_ traits:...)` is iOS 18).
  nonisolated init() {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension PreviewTrait: Sendable {}

// SDK 18 (DeveloperToolsSupport): the layout and orientation traits, each `@MainActor`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension PreviewTrait where T == Preview.ViewTraits {
  // docs: Preview the view at its default layout.
  @MainActor public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
  // docs: Preview the view at its ideal size.
  @MainActor public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> {
    PreviewTrait()
  }
  // docs: Preview the view in a fixed-size layout.
  @MainActor public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait()
  }
  // docs: Preview the view in portrait orientation.
  @MainActor public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
  // docs: Preview the view in landscape-left orientation.
  @MainActor public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
  // docs: Preview the view in landscape-right orientation.
  @MainActor public static var landscapeRight: PreviewTrait<Preview.ViewTraits> {
    PreviewTrait()
  }
}
