// ShimMacros: a compiler plugin that lets `#Preview { ... }` type-check on Linux.
//
// Follows: the `Preview` macros of the iOS 18.0 SDK (Xcode 16), declared in SwiftUI.swiftinterface
// (`#externalMacro(module: "PreviewsMacros", type: "SwiftUIView")`). Only the macro declarations in
// Stubs/SwiftUI/Previews.swift copy Apple's signatures; this plugin is our own code.
//
// The expansion is empty: the compiler still type-checks the macro's arguments (the preview body
// closure) against the declaration, which is all this check needs. Built against the swift-syntax
// that ships with the toolchain (usr/lib/swift/host), so nothing is fetched.

import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview(...)`: expands to nothing.
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
