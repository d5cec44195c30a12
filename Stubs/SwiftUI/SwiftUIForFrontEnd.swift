// SwiftUI declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18 SDK (Xcode 16), SwiftUICore's interface; this file: what the SwiftUI front
// end itself adds to the stubs (issue 24, the room around the content).
// Conventions (`// SDK 18`, `// docs:`, `// GUESS`, `// DIFFERENCE`, availability): see View.swift.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // docs: Adds the provided insets into the safe area of this view.
  // Apple's `safeAreaPadding(_:)` page (-5lh9p): `nonisolated func safeAreaPadding(_ insets:
  // EdgeInsets) -> some View`, iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0 (the
  // page's newer SDKs spell the attribute `@export(implementation)`). OpenSwiftUI
  // (`Sources/OpenSwiftUICore/Layout/Modifier/InsetViewModifier.swift`, "Audited for 6.5.4"):
  // `@_alwaysEmitIntoClient nonisolated public func safeAreaPadding(_ insets: EdgeInsets)`, in
  // SwiftUICore. GUESS: not located in the SDK 18 SwiftUICore interface (982,545 characters;
  // pages read at offsets 60000, 150000 and 330000 do not hold it), so the attribute is from
  // OpenSwiftUI and the availability from the docs (visionOS left to iOS's, as View.swift says).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_alwaysEmitIntoClient nonisolated public func safeAreaPadding(_ insets: EdgeInsets)
    -> some View
  { self }
}
