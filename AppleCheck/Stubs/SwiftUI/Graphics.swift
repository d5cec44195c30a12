// SwiftUI declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16), SwiftUI/SwiftUICore arm64-apple-ios.swiftinterface; this
// file: shape styles, colors, fonts, angles, shapes, progress views and drawing modifiers
// (SwiftUICore, and SwiftUI for ProgressView).
// Conventions (`// SDK 18`, `// docs:`, `// GUESS`, `// DIFFERENCE`, availability): see View.swift.

// MARK: - ShapeStyle

// docs: A color or pattern to use when rendering a shape.
// (The iOS 17 `Resolved` associated type and `resolve(in:)` requirement are not modelled.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle {
  // docs: Returns a new style based on this style that multiplies by the specified opacity when
  // drawing.
  public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle {
  // docs: Returns the second level of this shape style.
  @_alwaysEmitIntoClient public var secondary: some ShapeStyle { self }
  // docs: Returns the third level of this shape style.
  @_alwaysEmitIntoClient public var tertiary: some ShapeStyle { self }
  // docs: Returns the fourth level of this shape style.
  @_alwaysEmitIntoClient public var quaternary: some ShapeStyle { self }
}

// docs: A shape style that maps to one of the numbered content styles.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct HierarchicalShapeStyle: ShapeStyle {
  private let level: Int  // GUESS: storage
  // docs: A shape style that maps to the first level of the current content style.
  public static let primary: HierarchicalShapeStyle = HierarchicalShapeStyle(level: 0)
  // docs: A shape style that maps to the second level of the current content style.
  public static let secondary: HierarchicalShapeStyle = HierarchicalShapeStyle(level: 1)
  // docs: A shape style that maps to the third level of the current content style.
  public static let tertiary: HierarchicalShapeStyle = HierarchicalShapeStyle(level: 2)
  // docs: A shape style that maps to the fourth level of the current content style.
  public static let quaternary: HierarchicalShapeStyle = HierarchicalShapeStyle(level: 3)
  // docs: A shape style that maps to the fifth level of the current content style.
  @available(iOS 16.0, macOS 12.0, tvOS 17.0, watchOS 10.0, *)
  public static let quinary: HierarchicalShapeStyle = HierarchicalShapeStyle(level: 4)
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
  // docs: A shape style that maps to the first level of the current content style.
  @_alwaysEmitIntoClient public static var primary: HierarchicalShapeStyle { .primary }
  // docs: A shape style that maps to the second level of the current content style.
  @_alwaysEmitIntoClient public static var secondary: HierarchicalShapeStyle { .secondary }
  // docs: A shape style that maps to the third level of the current content style.
  @_alwaysEmitIntoClient public static var tertiary: HierarchicalShapeStyle { .tertiary }
  // docs: A shape style that maps to the fourth level of the current content style.
  @_alwaysEmitIntoClient public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

// docs: A style that reflects the current tint color.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct TintShapeStyle: ShapeStyle {
  // docs: Creates a tint shape style.
  public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == TintShapeStyle {
  // docs: A style that reflects the current tint color.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

// docs: The foreground style in the current context.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct ForegroundStyle: ShapeStyle {
  // docs: Creates a foreground style instance.
  public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == ForegroundStyle {
  // docs: The foreground style in the current context.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

// Issue 32 (client trial of the top end: `.background(.background.secondary, in: .rect(
// cornerRadius: 12))`, the level below the background behind a resumed feed's "new posts" pill;
// its `.secondary` is the iOS 17 instance property above). SDK 18 declares both in SwiftUICore
// (sdk-names/SwiftUICore.txt); their interface text was not found in the parts read: Apple's
// pages, `@frozen struct BackgroundStyle` (ShapeStyle, Sendable) with `init()`, and `static var
// background: BackgroundStyle { get }` marked `@export(implementation)` (the later SDKs' spelling
// of SDK 18's `@_alwaysEmitIntoClient`, as Material's above), each iOS 14.0, macOS 11.0, tvOS 14.0,
// watchOS 7.0, visionOS 1.0.
// docs: The background style in the current context.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen public struct BackgroundStyle: ShapeStyle {
  // docs: Creates a background style instance.
  public init() {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ShapeStyle where Self == BackgroundStyle {
  // docs: The background style in the current context.
  @_alwaysEmitIntoClient public static var background: BackgroundStyle { .init() }
}

// MARK: - Color

// docs: A representation of a color that adapts to a given context.
// SDK 18 (SwiftUICore @~589000): `@frozen public struct Color : Hashable, CustomStringConvertible,
// Sendable`, no global actor (its `View` conformance is an extension).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
  private let name: String  // GUESS: storage

  // docs: A profile that specifies how to interpret a color value for display.
  public enum RGBColorSpace: Sendable {
    case sRGB
    case sRGBLinear
    case displayP3
  }

  // docs: Creates a constant color from red, green, and blue component values.
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB,
    red: Double,
    green: Double,
    blue: Double,
    opacity: Double = 1
  ) { self.name = "rgb" }

  // docs: Creates a constant grayscale color.
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.name = "white"
  }

  // docs: Creates a constant color from hue, saturation, and brightness values.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    self.name = "hsb"
  }

  // docs: Creates a color from a color set that you indicate by name.
  public init(_ name: String, bundle: Bundle? = nil) { self.name = name }

  private init(named: String) { self.name = named }

  // docs: Multiplies the opacity of the color by the given amount.
  public func opacity(_ opacity: Double) -> Color { self }

  public var description: String { name }

  // docs: A color that reflects the accent color of the system or app.
  public static var accentColor: Color { Color(named: "accentColor") }
  // docs: The color to use for primary content.
  public static let primary: Color = Color(named: "primary")
  // docs: The color to use for secondary content.
  public static let secondary: Color = Color(named: "secondary")
  // docs: A context-dependent red color suitable for use in UI elements.
  public static let red: Color = Color(named: "red")
  // docs: A context-dependent orange color suitable for use in UI elements.
  public static let orange: Color = Color(named: "orange")
  // docs: A context-dependent yellow color suitable for use in UI elements.
  public static let yellow: Color = Color(named: "yellow")
  // docs: A context-dependent green color suitable for use in UI elements.
  public static let green: Color = Color(named: "green")
  // docs: A context-dependent mint color suitable for use in UI elements.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let mint: Color = Color(named: "mint")
  // docs: A context-dependent teal color suitable for use in UI elements.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let teal: Color = Color(named: "teal")
  // docs: A context-dependent cyan color suitable for use in UI elements.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let cyan: Color = Color(named: "cyan")
  // docs: A context-dependent blue color suitable for use in UI elements.
  public static let blue: Color = Color(named: "blue")
  // docs: A context-dependent indigo color suitable for use in UI elements.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let indigo: Color = Color(named: "indigo")
  // docs: A context-dependent purple color suitable for use in UI elements.
  public static let purple: Color = Color(named: "purple")
  // docs: A context-dependent pink color suitable for use in UI elements.
  public static let pink: Color = Color(named: "pink")
  // docs: A context-dependent brown color suitable for use in UI elements.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let brown: Color = Color(named: "brown")
  // docs: A white color suitable for use in UI elements.
  public static let white: Color = Color(named: "white")
  // docs: A context-dependent gray color suitable for use in UI elements.
  public static let gray: Color = Color(named: "gray")
  // docs: A black color suitable for use in UI elements.
  public static let black: Color = Color(named: "black")
  // docs: A clear color suitable for use in UI elements.
  public static let clear: Color = Color(named: "clear")
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: ShapeStyle {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: View {
  public var body: Never { return fatalError() }  // GUESS: body
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == Color {
  // docs: (the system colors as shape styles, so `.red` works wherever a ShapeStyle is expected)
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var white: Color { Color.white }
  public static var gray: Color { Color.gray }
  public static var black: Color { Color.black }
  public static var clear: Color { Color.clear }
}

// MARK: - Font

// docs: An environment-dependent font.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Font: Hashable, Sendable {
  private let name: String  // GUESS: storage

  // docs: A font with the large title text style.
  public static let largeTitle: Font = Font(name: "largeTitle")
  // docs: A font with the title text style.
  public static let title: Font = Font(name: "title")
  // docs: Create a font for second level hierarchical headings.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let title2: Font = Font(name: "title2")
  // docs: Create a font for third level hierarchical headings.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let title3: Font = Font(name: "title3")
  // docs: A font with the headline text style.
  public static let headline: Font = Font(name: "headline")
  // docs: A font with the subheadline text style.
  public static let subheadline: Font = Font(name: "subheadline")
  // docs: A font with the body text style.
  public static let body: Font = Font(name: "body")
  // docs: A font with the callout text style.
  public static let callout: Font = Font(name: "callout")
  // docs: A font with the footnote text style.
  public static let footnote: Font = Font(name: "footnote")
  // docs: A font with the caption text style.
  public static let caption: Font = Font(name: "caption")
  // docs: Create a font with the alternate caption text style.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let caption2: Font = Font(name: "caption2")

  // docs: Specifies a system font to use, along with the style, weight, and any design
  // parameters you want applied to the text.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil)
    -> Font
  { Font(name: "system") }

  // docs: Gets a system font that uses the specified style, design, and weight.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func system(
    _ style: Font.TextStyle,
    design: Font.Design? = nil,
    weight: Font.Weight? = nil
  ) -> Font { Font(name: "system") }

  // docs: Returns a modified font that uses fixed-width digits, while leaving other characters
  // proportionally spaced.
  public func monospacedDigit() -> Font { self }

  // docs: Returns a fixed-width font from the same family as the base font. (`func monospaced() ->
  // Font`; iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0. Client trial 2026-12-07.)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func monospaced() -> Font { self }

  // docs: Sets the weight of the font.
  public func weight(_ weight: Font.Weight) -> Font { self }

  // docs: Adds bold styling to the font.
  public func bold() -> Font { self }

  // docs: A dynamic text style to use for fonts.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    public static var allCases: [Font.TextStyle] {  // GUESS: body
      [.largeTitle, .title, .headline, .subheadline, .body, .callout, .footnote, .caption]
    }

    case largeTitle
    case title
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) case title2
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) case title3
    case headline
    case subheadline
    case body
    case callout
    case footnote
    case caption
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) case caption2
  }

  // docs: A weight to use for fonts.
  @frozen public struct Weight: Hashable, Sendable {
    private let value: Double  // GUESS: storage
    public static let ultraLight: Font.Weight = Font.Weight(value: -0.8)
    public static let thin: Font.Weight = Font.Weight(value: -0.6)
    public static let light: Font.Weight = Font.Weight(value: -0.4)
    public static let regular: Font.Weight = Font.Weight(value: 0)
    public static let medium: Font.Weight = Font.Weight(value: 0.23)
    public static let semibold: Font.Weight = Font.Weight(value: 0.3)
    public static let bold: Font.Weight = Font.Weight(value: 0.4)
    public static let heavy: Font.Weight = Font.Weight(value: 0.56)
    public static let black: Font.Weight = Font.Weight(value: 0.62)
  }

  // docs: A design to use for fonts.
  public enum Design: Hashable, Sendable {
    case `default`
    case serif
    case rounded
    case monospaced
  }
}

// MARK: - Angle

// docs: A geometric angle whose value you access in either radians or degrees.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Angle: Comparable, Hashable, Sendable {
  public var radians: Double
  public var degrees: Double {
    get { radians * 180 / Double.pi }
    set { radians = newValue * Double.pi / 180 }
  }
  public init() { self.radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { self.radians = degrees * Double.pi / 180 }
  public static let zero: Angle = Angle()
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

// MARK: - Shapes

// docs: A type that describes how to animate a property of a view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Animatable {
  // docs: The type defining the data to animate.
  associatedtype AnimatableData: VectorArithmetic
  // docs: The data to animate.
  var animatableData: Self.AnimatableData { get set }
}

// docs: A type that can serve as the animatable data of an animatable type.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol VectorArithmetic: AdditiveArithmetic {
  // docs: Multiplies each component of this value by the given value.
  mutating func scale(by rhs: Double)
  // docs: Returns the dot-product of this vector arithmetic instance with itself.
  var magnitudeSquared: Double { get }
}

// docs: An empty type for animatable data.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    lhs
  }
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    lhs
  }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animatable where Self.AnimatableData == EmptyAnimatableData {
  // docs: The data to animate.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

// docs: The outline of a 2D shape.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Path: Equatable, Sendable {
  public init() {}
  public init(_ rect: CGRect) {}
  public static func == (a: Path, b: Path) -> Bool { true }  // GUESS: body
}

// SDK 18 (SwiftUICore @~630000): `@_marker @_ImpossibleActor public protocol
// _RemoveGlobalActorIsolation {}`: a type conforming to it gets no global actor from its other
// conformances (`View` here), which is how shapes stay nonisolated.
// GUESS: `_ImpossibleActor`'s own declaration (a global actor nothing runs on).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@globalActor public actor _ImpossibleActor {
  public static let shared: _ImpossibleActor = _ImpossibleActor()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@_marker @_ImpossibleActor public protocol _RemoveGlobalActorIsolation {}

// docs: A 2D shape that you can use when drawing a view.
// SDK 18 (SwiftUICore @~418000): `public protocol Shape : Sendable, Animatable, View,
// _RemoveGlobalActorIsolation`, `nonisolated func path(in:)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
  // docs: Describes this shape as a path within a rectangular frame of reference.
  nonisolated func path(in rect: CGRect) -> Path
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
  public var body: _ShapeView<Self, ForegroundStyle> { return _ShapeView() }  // GUESS: body

  // docs: Trims this shape by a fractional amount based on its representation as a path.
  nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
    -> some Shape
  { self }

  // docs: Traces the outline of this shape with a color or gradient.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_alwaysEmitIntoClient nonisolated public func stroke<S>(
    _ content: S,
    lineWidth: CGFloat = 1,
    antialiased: Bool = true
  ) -> StrokeShapeView<Self, S, EmptyView> where S: ShapeStyle { fatalError() }

  // docs: Traces the outline of this shape with a color or gradient.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_alwaysEmitIntoClient nonisolated public func stroke<S>(
    _ content: S,
    style: StrokeStyle,
    antialiased: Bool = true
  ) -> StrokeShapeView<Self, S, EmptyView> where S: ShapeStyle { fatalError() }

  // docs: Traces the outline of this shape with a color or gradient.
  @_disfavoredOverload  // GUESS: how the SDK prefers the iOS 17 overload above
  nonisolated public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View
  where S: ShapeStyle { self }

  // docs: Traces the outline of this shape with a color or gradient.
  @_disfavoredOverload  // GUESS: how the SDK prefers the iOS 17 overload above
  nonisolated public func stroke<S>(_ content: S, style: StrokeStyle) -> some View
  where S: ShapeStyle { self }

  // docs: Returns a new shape that is a stroked copy of `self` with line-width defined by
  // `lineWidth` and all other properties of `StrokeStyle` having their default values.
  nonisolated public func stroke(lineWidth: CGFloat = 1) -> some Shape { self }

  // docs: Returns a new shape that is a stroked copy of `self`, using the contents of `style` to
  // define the stroke characteristics.
  nonisolated public func stroke(style: StrokeStyle) -> some Shape { self }

  // docs: Fills this shape with a color or gradient.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_alwaysEmitIntoClient nonisolated public func fill<S>(
    _ content: S = .foreground,
    style: FillStyle = FillStyle()
  ) -> FillShapeView<Self, S, EmptyView> where S: ShapeStyle { fatalError() }

  // docs: Fills this shape with a color or gradient.
  @_disfavoredOverload  // GUESS: how the SDK prefers the iOS 17 overload above
  nonisolated public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View
  where S: ShapeStyle { self }

  // docs: Fills this shape with the foreground color.
  @_disfavoredOverload  // GUESS: how the SDK prefers the iOS 17 overload above
  nonisolated public func fill(style: FillStyle = FillStyle()) -> some View { self }
}

// GUESS: `_ShapeView` is the underscored body type of shapes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct _ShapeView<Content, Style>: View
where Content: Shape, Style: ShapeStyle {
  public init() {}  // GUESS
  public var body: Never { return fatalError() }  // GUESS: body
}

// docs: A shape provider that strokes its shape.
// (Its `ShapeView` conformance is not modelled.)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@frozen nonisolated public struct StrokeShapeView<Content, Style, Background>: View
where Content: Shape, Style: ShapeStyle, Background: View {
  public var body: Never { return fatalError() }  // GUESS: body
}

// docs: A shape provider that fills its shape.
// (Its `ShapeView` conformance is not modelled.)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@frozen nonisolated public struct FillShapeView<Content, Style, Background>: View
where Content: Shape, Style: ShapeStyle, Background: View {
  public var body: Never { return fatalError() }  // GUESS: body
}

// docs: A circle centered on the frame of the view containing it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
// SDK 18 (SwiftUICore @~455000): `@frozen public struct Circle : Shape`, `@inlinable nonisolated
// public init()`.
@frozen public struct Circle: Shape {
  // docs: Creates a circle.
  @inlinable nonisolated public init() {}
  public func path(in rect: CGRect) -> Path { Path() }
}

// docs: A rectangular shape aligned inside the frame of the view containing it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Rectangle: Shape {
  @inlinable nonisolated public init() {}
  public func path(in rect: CGRect) -> Path { Path() }
}

// docs: A capsule shape aligned inside the frame of the view containing it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Capsule: Shape {
  @inlinable nonisolated public init() {}
  public func path(in rect: CGRect) -> Path { Path() }
}

// docs: A rectangular shape with rounded corners, aligned inside the frame of the view
// containing it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct RoundedRectangle: Shape {
  public var cornerSize: CGSize
  // docs: The style of corners drawn by the rounded rectangle. (`var style: RoundedCornerStyle`.)
  public var style: RoundedCornerStyle
  // docs: Creates a new rounded rectangle shape. (`init(cornerRadius: CGFloat, style:
  // RoundedCornerStyle = .continuous)`; client trial 2026-12-07: the stub had no `style:`.)
  @inlinable nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
  {
    self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }
  // docs: Creates a new rounded rectangle shape. (`init(cornerSize: CGSize, style:
  // RoundedCornerStyle = .continuous)`.)
  @inlinable nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
  public func path(in rect: CGRect) -> Path { Path() }
}

// docs: Defines the shape of a rounded rectangle's corners. (`@frozen enum RoundedCornerStyle`,
// cases `circular` and `continuous`; iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0.)
// GUESS: `Equatable, Hashable, Sendable` (a payload-free enum's).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
  // docs: Quarter-circle rounded rect corners.
  case circular
  // docs: Continuous curvature rounded rect corners.
  case continuous
}

// The shapes' static members (`.rect`, `.rect(cornerRadius:)`), what `clipShape(_:)`,
// `background(_:in:)` and `contentShape(_:)` take in current app code (client trial 2026-12-07).
// docs: `@export(implementation) static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle
// = .continuous) -> Self` in `extension Shape where Self == RoundedRectangle`, listed iOS 13.0,
// macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0 (it is emitted into the client, so it back-
// deploys); `@export(implementation)` is the later SDKs' spelling of SDK 18's
// `@_alwaysEmitIntoClient` (see View.swift).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape where Self == RoundedRectangle {
  @_alwaysEmitIntoClient public static func rect(
    cornerRadius: CGFloat,
    style: RoundedCornerStyle = .continuous
  ) -> Self { RoundedRectangle(cornerRadius: cornerRadius, style: style) }
}

// docs: A rectangular shape aligned inside the frame of the view containing it. (`static var rect:
// Rectangle { get }` in `extension Shape where Self == Rectangle`; iOS 13.0, macOS 10.15, tvOS
// 13.0, watchOS 6.0, visionOS 1.0.) GUESS: `@_alwaysEmitIntoClient`, as `rect(cornerRadius:)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape where Self == Rectangle {
  @_alwaysEmitIntoClient public static var rect: Rectangle { Rectangle() }
}

// docs: The characteristics of a stroke that traces a path.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct StrokeStyle: Equatable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat
  // docs: Creates a new stroke style from the given components.
  public init(
    lineWidth: CGFloat = 1,
    lineCap: CGLineCap = .butt,
    lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10,
    dash: [CGFloat] = [CGFloat](),
    dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

// docs: A style for rasterizing vector shapes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct FillStyle: Equatable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  // docs: Creates a new fill style with the specified settings.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    self.isEOFilled = eoFill
    self.isAntialiased = antialiased
  }
}

// MARK: - Material

// docs: A background material type. (docs: `struct Material`; iOS 15.0, macOS 12.0, tvOS 15.0,
// watchOS 10.0, visionOS 1.0.) SDK 18 declares it in SwiftUICore (sdk-names/SwiftUICore.txt);
// its declaration was not compared with the interface: `Sendable` and the stored property are
// GUESSes.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
public struct Material: ShapeStyle {
  private let thickness: Int  // GUESS: storage
  // docs: A mostly translucent material.
  public static let ultraThin: Material = Material(thickness: 0)
  // docs: A material that's more translucent than opaque.
  public static let thin: Material = Material(thickness: 1)
  // docs: A material that's somewhat translucent.
  public static let regular: Material = Material(thickness: 2)
  // docs: A material that's more opaque than translucent.
  public static let thick: Material = Material(thickness: 3)
  // docs: A mostly opaque material.
  public static let ultraThick: Material = Material(thickness: 4)
  // docs: A material matching the style of system toolbars. (docs: iOS 15.0, macOS 12.0,
  // visionOS 1.0; no tvOS, no watchOS.)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public static let bar: Material = Material(thickness: 5)
}

// docs: the materials as shape styles, so `.background(.thinMaterial)` works. (docs:
// `@export(implementation) static var ultraThinMaterial: Material { get }`, the later SDKs'
// spelling of SDK 18's `@_alwaysEmitIntoClient`; iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0.)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension ShapeStyle where Self == Material {
  // docs: A mostly translucent material.
  @_alwaysEmitIntoClient public static var ultraThinMaterial: Material { .ultraThin }
  // docs: A material that's more translucent than opaque.
  @_alwaysEmitIntoClient public static var thinMaterial: Material { .thin }
  // docs: A material that's somewhat translucent.
  @_alwaysEmitIntoClient public static var regularMaterial: Material { .regular }
  // docs: A material that's more opaque than translucent.
  @_alwaysEmitIntoClient public static var thickMaterial: Material { .thick }
  // docs: A mostly opaque material.
  @_alwaysEmitIntoClient public static var ultraThickMaterial: Material { .ultraThick }
  // docs: A material matching the style of system toolbars. (docs: no tvOS, no watchOS.)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @_alwaysEmitIntoClient public static var bar: Material { .bar }
}

// MARK: - ProgressView

// docs: A view that shows the progress toward completion of a task.
// SDK 18 (SwiftUI @~203000): `@MainActor @preconcurrency`, `nonisolated` initializers, `Sendable`
// unavailable.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct ProgressView<Label, CurrentValueLabel>: View
where Label: View, CurrentValueLabel: View {
  public var body: Never { return fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension ProgressView: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  // docs: Creates a progress view for showing indeterminate progress, without a label.
  nonisolated public init() {}
}

// SDK 18 (SwiftUI @~204500): the five determinate initializers, in an extension of `ProgressView`
// with no constraints (each `where` clause on the initializer), `total: V = 1.0`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView {
  // docs: Creates a progress view for showing determinate progress.
  nonisolated public init<V>(value: V?, total: V = 1.0)
  where Label == EmptyView, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {}
  // docs: Creates a progress view for showing determinate progress, with a custom label.
  nonisolated public init<V>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label)
  where CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {}
  // docs: Creates a progress view for showing determinate progress, with a custom label and
  // current value label.
  nonisolated public init<V>(
    value: V?,
    total: V = 1.0,
    @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) where V: BinaryFloatingPoint {}
  // docs: Creates a progress view for showing determinate progress that generates its label from
  // a localized string.
  nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
  where Label == Text, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {}
  // docs: Creates a progress view for showing determinate progress that generates its label from
  // a string.
  @_disfavoredOverload
  nonisolated public init<S, V>(_ title: S, value: V?, total: V = 1.0)
  where Label == Text, CurrentValueLabel == EmptyView, S: StringProtocol, V: BinaryFloatingPoint {}
}

// docs: A type that applies standard interaction behavior to all progress views within a view
// hierarchy.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol ProgressViewStyle {}

// docs: A progress view that visually indicates its progress using a circular gauge.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct CircularProgressViewStyle: ProgressViewStyle {
  // docs: Creates a circular progress view style.
  public init() {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressViewStyle where Self == CircularProgressViewStyle {
  // docs: The style of a progress view that uses a circular gauge to indicate the partial
  // completion of an activity.
  @MainActor @preconcurrency public static var circular: CircularProgressViewStyle {
    CircularProgressViewStyle()
  }
}

// MARK: - Drawing and effect modifiers

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // docs: Sets the opacity of this view.
  nonisolated public func opacity(_ opacity: Double) -> some View { self }

  // docs: Rotates a view's rendered output in two dimensions around the specified point.
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    self
  }

  // docs: Scales this view's rendered output by the given vertical and horizontal size amounts,
  // relative to an anchor point.
  nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    self
  }

  // docs: Scales this view's rendered output by the given amount in both the horizontal and
  // vertical directions, relative to an anchor point.
  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    self
  }

  // docs: Scales this view's rendered output by the given horizontal and vertical amounts,
  // relative to an anchor point.
  nonisolated public func scaleEffect(
    x: CGFloat = 1.0,
    y: CGFloat = 1.0,
    anchor: UnitPoint = .center
  )
    -> some View
  { self }

  // docs: Sets the default font for text in this view.
  nonisolated public func font(_ font: Font?) -> some View { self }

  // docs: Modifies the fonts of all child views to use fixed-width digits, if possible, while
  // leaving other characters proportionally spaced.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func monospacedDigit() -> some View { self }

  // docs: Modifies the fonts of all child views to use the fixed-width variant of the current
  // font, if possible. (`nonisolated func monospaced(_ isActive: Bool = true) -> some View`; iOS
  // 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0.)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func monospaced(_ isActive: Bool = true) -> some View { self }

  // docs: Sets a view's foreground elements to use a given style.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { self }

  // docs: Sets the primary and secondary levels of the foreground style in the child view.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View
  where S1: ShapeStyle, S2: ShapeStyle { self }

  // docs: Sets the tint color within this view.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func tint(_ tint: Color?) -> some View { self }

  // docs: Sets the tint within this view.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle { self }

  // docs: Sets the style for progress views in this view.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func progressViewStyle<S>(_ style: S) -> some View
  where S: ProgressViewStyle { self }
}
