// SwiftUI declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16), SwiftUI/SwiftUICore arm64-apple-ios.swiftinterface; this
// file: UIViewRepresentable, UIHostingController and SwiftUI's UIKit extensions
// (SwiftUI), plus ProposedViewSize (SwiftUICore).
// Conventions (`// SDK 18`, `// docs:`, `// GUESS`, `// DIFFERENCE`, availability): see View.swift.
// (The docs render classes as `class`; UIKit-facing classes are `open` in the SDK.)

// docs: A proposal for the size of a view.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct ProposedViewSize: Equatable, Sendable {
  public var width: CGFloat?
  public var height: CGFloat?
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  public static let zero: ProposedViewSize = ProposedViewSize(width: 0, height: 0)
  public static let unspecified: ProposedViewSize = ProposedViewSize(width: nil, height: nil)
  public static let infinity: ProposedViewSize = ProposedViewSize(
    width: .infinity,
    height: .infinity
  )
}

#if canImport(UIKit)
import UIKit

// docs: A wrapper for a UIKit view that you use to integrate that view into your SwiftUI view
// hierarchy.
// SDK 18 (SwiftUI @~1126000).
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor public protocol UIViewRepresentable: View where Self.Body == Never {
  // docs: The type of view to present.
  associatedtype UIViewType: UIView
  // docs: A type to coordinate with the view.
  associatedtype Coordinator = Void
  // docs: Creates the view object and configures its initial state.
  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
  // docs: Updates the state of the specified view with new information from SwiftUI.
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  // docs: Cleans up the presented UIKit view (and coordinator) in anticipation of their removal.
  @MainActor @preconcurrency static func dismantleUIView(
    _ uiView: Self.UIViewType,
    coordinator: Self.Coordinator
  )
  // docs: Creates the custom instance that you use to communicate changes from your view to
  // other parts of your SwiftUI interface.
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  // docs: Given a proposed size, returns the preferred size of the composite view.
  @available(iOS 16.0, tvOS 16.0, *)
  @MainActor @preconcurrency func sizeThatFits(
    _ proposal: ProposedViewSize,
    uiView: Self.UIViewType,
    context: Self.Context
  ) -> CGSize?
  // docs: The context for the view.
  typealias Context = UIViewRepresentableContext<Self>
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewRepresentable {
  // GUESS: default implementations (documented as provided, bodies are ours).
  public var body: Never { return fatalError() }
  @MainActor @preconcurrency public static func dismantleUIView(
    _ uiView: Self.UIViewType,
    coordinator: Self.Coordinator
  ) {}
  @available(iOS 16.0, tvOS 16.0, *)
  @MainActor @preconcurrency public func sizeThatFits(
    _ proposal: ProposedViewSize,
    uiView: Self.UIViewType,
    context: Self.Context
  ) -> CGSize? { nil }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewRepresentable where Self.Coordinator == Void {
  // docs: Creates the custom instance that you use to communicate changes from your view to
  // other parts of your SwiftUI interface.
  @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { () }
}

// docs: Contextual information about the state of the system that you use to create and update
// your UIKit view.
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable>
where Representable: UIViewRepresentable {
  // docs: The view's associated coordinator.
  public let coordinator: Representable.Coordinator
  // docs: The environment data that describes the current state of the system.
  public var environment: EnvironmentValues { EnvironmentValues() }  // GUESS: body
  // docs: The current transaction.
  @MainActor @preconcurrency public var transaction: Transaction { Transaction() }  // GUESS: body
}

// docs: A UIKit view controller that manages a SwiftUI view hierarchy.
// SDK 18 (SwiftUI @~1096000): `@available(iOS 13.0, tvOS 13.0, *) @available(macOS, unavailable)`.
// DIFFERENCE: `@available(watchOS, unavailable)`, which the iOS interface does not write (watchOS's
// SwiftUI has no UIHostingController at all); here one module serves every platform, and its
// superclass is unavailable on watchOS.
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController
where Content: View {
  // docs: The root view of the SwiftUI view hierarchy managed by this view controller.
  public var rootView: Content

  // docs: Creates a hosting controller object that wraps the specified SwiftUI view.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  // docs: Creates a hosting controller object from an archive and the specified SwiftUI view.
  public init?(coder aDecoder: NSCoder, rootView: Content) {
    self.rootView = rootView
    super.init(coder: aDecoder)
  }

  // GUESS: required initializer inherited from UIViewController.
  public required init?(coder aDecoder: NSCoder) { fatalError() }

  // docs: The options for how the hosting controller tracks changes to the size of its SwiftUI
  // content.
  @available(iOS 16.0, tvOS 16.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor @preconcurrency public var sizingOptions: UIHostingControllerSizingOptions {
    get { [] }  // GUESS: body
    set {}
  }

  // docs: The safe area regions that this view controller adds to its view.
  // SDK 18 (SwiftUI @~16000).
  @available(iOS 16.4, tvOS 16.4, *)
  @available(macOS, unavailable)
  @MainActor @preconcurrency public var safeAreaRegions: SafeAreaRegions {
    get { .all }  // GUESS: body
    set {}
  }

  // docs: Calculates and returns the most appropriate size for the current view.
  public func sizeThatFits(in size: CGSize) -> CGSize { size }  // GUESS: body
}

// docs: Options for how a hosting controller tracks its content's size.
// SDK 18 (SwiftUI @~1193000): `@available(iOS 16.0, tvOS 16.0, *) @available(macOS, unavailable)`.
// (No watchOS entry there; the stub's is unnecessary but harmless, the struct refers to nothing
// unavailable.)
@available(iOS 16.0, tvOS 16.0, *)
@available(macOS, unavailable)
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  // docs: (the raw value)
  public let rawValue: Int
  // docs: Creates a new option set from a raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  // docs: The hosting controller tracks its content's ideal size in its preferred content size.
  public static let preferredContentSize: UIHostingControllerSizingOptions =
    UIHostingControllerSizingOptions(rawValue: 1)
  // docs: The hosting controller's view automatically invalidate its intrinsic content size when
  // its ideal size changes.
  public static let intrinsicContentSize: UIHostingControllerSizingOptions =
    UIHostingControllerSizingOptions(rawValue: 2)
}
// SDK 18 (SwiftUI @~958000): `@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
// @available(macOS, unavailable) extension Color { public init(uiColor: UIColor) }`.
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
extension Color {
  // docs: Creates a color from a UIKit color.
  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
  public init(uiColor: UIColor) { self.init(white: 0) }  // GUESS: body
}

@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
extension UIColor {
  // docs: Creates a color object that encapsulates a SwiftUI color.
  public convenience init(_ color: Color) { self.init(white: 0, alpha: 1) }  // GUESS: body
}

// SDK 18 (SwiftUI @~493000): `@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
// @available(macOS, unavailable)`. DIFFERENCE: also unavailable on watchOS, where UIView is.
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIView {
  // docs: (animate(_:changes:completion:), SwiftUI's extension of UIView: animates the changes
  // with a SwiftUI animation)
  @MainActor @preconcurrency public static func animate(
    _ animation: Animation,
    changes: () -> Void,
    completion: (() -> Void)? = nil
  ) { changes() }
}
#endif
