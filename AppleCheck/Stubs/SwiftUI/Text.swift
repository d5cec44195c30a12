// SwiftUI declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16), SwiftUI/SwiftUICore arm64-apple-ios.swiftinterface; this
// file: Text, LocalizedStringKey and Image (SwiftUICore).
// Conventions (`// SDK 18`, `// docs:`, `// GUESS`, `// DIFFERENCE`, availability): see View.swift.

// MARK: - Text

// docs: A view that displays one or more lines of read-only text.
// SDK 18 (SwiftUICore @~813000): `@frozen public struct Text : Equatable, Sendable`, no global
// actor (its `View` conformance is an extension, which does not make the type `@MainActor`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
  public typealias Body = Never

  // docs: Creates a text view that displays localized content identified by a key.
  // SDK 18 (SwiftUICore @~230000).
  @_semantics("swiftui.init_with_localization")
  public init(
    _ key: LocalizedStringKey,
    tableName: String? = nil,
    bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {}

  // docs: Creates a text view that displays a string literal without localization.
  // SDK 18: `@inlinable`.
  @inlinable public init(verbatim content: String) {}

  // docs: Creates a text view that displays a stored string without localization.
  @_disfavoredOverload  // GUESS: so that string literals pick the LocalizedStringKey overload
  public init<S>(_ content: S) where S: StringProtocol {}

  // docs: Creates a text view that displays a localized string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload  // GUESS: so that string literals pick the LocalizedStringKey overload
  public init(_ resource: LocalizedStringResource) {}

  // docs: Creates a text view that displays styled attributed content.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(_ attributedContent: AttributedString) {}

  // docs: Creates a text view that displays the formatted representation of a nonstring type
  // supported by a corresponding format style.
  // (docs: `init<F>(_ input: F.FormatInput, format: F) where F : FormatStyle, F.FormatInput :
  // Equatable, F.FormatOutput == String`; iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0.)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init<F>(_ input: F.FormatInput, format: F)
  where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {}

  public static func == (a: Text, b: Text) -> Bool { true }  // GUESS: body
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
  public var body: Never { return fatalError() }  // GUESS: body
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
  // docs: Sets the font for the text.
  public func font(_ font: Font?) -> Text { self }

  // docs: Applies a bold font weight to the text.
  public func bold() -> Text { self }

  // docs: Modifies the text view's font to use fixed-width digits, while leaving other characters
  // proportionally spaced.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func monospacedDigit() -> Text { self }

  // docs: Modifies the font of the text to use the fixed-width variant of the current font, if
  // possible. (`nonisolated func monospaced(_ isActive: Bool = true) -> Text`; iOS 16.4, macOS
  // 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0.)
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
  public func monospaced(_ isActive: Bool = true) -> Text { self }

  // docs: Sets the style of the text displayed by this view.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { self }

  // docs: Concatenates the text in two text views in a new text view.
  public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}

// MARK: - LocalizedStringKey

// docs: The key used to look up an entry in a strings file or strings dictionary file.
// SDK 18 (SwiftUICore @~230000): not `Sendable` (the conformance is declared unavailable).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  // docs: Creates a localized string key from the given string value.
  public init(_ value: String) {}

  // docs: Creates a localized string key from the given string literal.
  public init(stringLiteral value: String) {}

  // docs: Creates a localized string key from the given string interpolation.
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

  // docs: Represents the contents of a string literal with interpolations while it's being
  // built, for use in creating a localized string key.
  @frozen public struct StringInterpolation: StringInterpolationProtocol {
    // docs: Creates an empty instance ready to be filled with string literal content.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    // docs: Appends a literal string.
    public mutating func appendLiteral(_ literal: String) {}

    // docs: Appends a literal string segment to a string interpolation.
    public mutating func appendInterpolation(_ string: String) {}

    // docs: Appends a type, convertible to a string by using a default format specifier, to a
    // string interpolation.
    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}

    // docs: Appends a type, convertible to a string with a format specifier, to a string
    // interpolation.
    public mutating func appendInterpolation<T>(_ value: T, specifier: String)
    where T: _FormatSpecifiable {}

    // docs: Appends the string displayed by a text view to a string interpolation.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public mutating func appendInterpolation(_ text: Text) {}

    // docs: Appends an image to a string interpolation.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public mutating func appendInterpolation(_ image: Image) {}

    // docs: Appends a date to a string interpolation, in a style that updates over time (as
    // `Text(_:style:)` draws it).
    // (docs: `mutating func appendInterpolation(_ date: Date, style: Text.DateStyle)`; iOS 14.0,
    // macOS 11.0, tvOS 14.0, watchOS 7.0.)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {}

    // docs: Appends the formatted representation of a nonstring type supported by a
    // corresponding format style.
    // (docs: `mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F) where F :
    // FormatStyle, F.FormatInput : Equatable, F.FormatOutput == String`; iOS 15.0, macOS 12.0,
    // tvOS 15.0, watchOS 8.0.)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F)
    where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {}

    // docs: Appends an attributed substring to a string interpolation.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_alwaysEmitIntoClient public mutating func appendInterpolation(
      _ attributedSubstring: AttributedSubstring
    ) {}
  }

  public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { true }  // GUESS
}

@available(*, unavailable)
extension LocalizedStringKey: Sendable {}

// GUESS: `_FormatSpecifiable` is underscored (named in the docs' generic constraints only); the
// conforming types are the integer and floating-point types the docs list.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

// MARK: - Image

// docs: A view that displays an image.
// GUESS: declared as Text is (no global actor; the `View` conformance is an extension).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Image: Equatable, Sendable {
  public typealias Body = Never

  // docs: Creates a system symbol image.
  public init(systemName: String) {}

  // docs: Creates a labeled image that you can use as content for controls.
  public init(_ name: String, bundle: Bundle? = nil) {}

  public static func == (a: Image, b: Image) -> Bool { true }  // GUESS: body
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image: View {
  public var body: Never { return fatalError() }  // GUESS: body
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image {
  // docs: Sets the mode by which SwiftUI resizes an image to fit its space.
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(),
    resizingMode: Image.ResizingMode = .stretch
  )
    -> Image
  { self }

  // docs: The modes that SwiftUI uses to resize an image to fit within its containing view.
  public enum ResizingMode: Sendable {
    case tile
    case stretch
  }
}
