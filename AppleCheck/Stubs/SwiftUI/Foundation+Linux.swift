// SwiftUI declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16) for what it declares, from Apple's documentation (2026
// snapshot): the Foundation and CoreGraphics overlays are not in the index. Conventions: see
// View.swift.
//
// Types that Apple's Foundation / CoreGraphics provide but swift-corelibs-foundation on Linux
// does not. `import SwiftUI` re-exports Foundation, so client code sees them where it would on
// an Apple platform. The availability pass compiles this stub against a Foundation stand-in
// that lacks them too, so the same file serves both passes.

// docs: A reference to a localizable string, accessible from another process.
// GUESS: minimal shape (literal and interpolation only); the real type also has
// `init(_:table:locale:bundle:comment:)` with `String.LocalizationValue`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable {
  private let key: String
  public init(stringLiteral value: String) { self.key = value }
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.key = String(stringInterpolation: stringInterpolation)
  }
}

// docs: A structure that contains a two-dimensional vector.
public struct CGVector: Equatable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat
  public init() { self.init(dx: 0, dy: 0) }
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
  public static var zero: CGVector { CGVector() }
}

// docs: Styles for rendering the endpoint of a stroked line.
public enum CGLineCap: Int32, Sendable {
  case butt = 0
  case round = 1
  case square = 2
}

// docs: Junction types for stroked lines.
public enum CGLineJoin: Int32, Sendable {
  case miter = 0
  case round = 1
  case bevel = 2
}
