// UIKit declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16), UIKit's headers and Swift overlay; this file: UIControl.h, UIRefreshControl.h and UILabel.h are not in the index (docs).
// Platforms and conventions: see UIKit.swift and Stubs/SwiftUI/View.swift.
//
// Controls and closure-based actions, the refresh control, and the simple content views
// (labels, image views, activity indicators).

// MARK: - Controls

// docs: The base class for controls, which are visual elements that convey a specific action or
// intention in response to user interactions.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIControl: UIView {
  // docs: Constants describing the types of events possible for controls.
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // docs: A touch-down event in the control.
    public static let touchDown: UIControl.Event = Event(rawValue: 1 << 0)
    // docs: A touch-up event in the control where the finger is inside the bounds of the control.
    public static let touchUpInside: UIControl.Event = Event(rawValue: 1 << 6)
    // docs: A touch-up event in the control where the finger is outside the bounds of the
    // control.
    public static let touchUpOutside: UIControl.Event = Event(rawValue: 1 << 7)
    // docs: A system event canceling the current touches for the control.
    public static let touchCancel: UIControl.Event = Event(rawValue: 1 << 8)
    // docs: A touch dragging or otherwise manipulating a control, causing it to emit a series of
    // different values.
    public static let valueChanged: UIControl.Event = Event(rawValue: 1 << 12)
    // docs: A semantic action triggered by buttons.
    @available(iOS 9.0, tvOS 9.0, *)
    public static let primaryActionTriggered: UIControl.Event = Event(rawValue: 1 << 13)
    // docs: A touch making an editing change in a text field.
    public static let editingChanged: UIControl.Event = Event(rawValue: 1 << 17)
    // docs: All events, including system events.
    public static let allEvents: UIControl.Event = Event(rawValue: 0xFFFF_FFFF)
  }

  // docs: A Boolean value indicating whether the control is in the enabled state.
  open var isEnabled: Bool = true
  // docs: A Boolean value indicating whether the control is in the selected state.
  open var isSelected: Bool = false
  // docs: A Boolean value indicating whether the control draws a highlight.
  open var isHighlighted: Bool = false

  // docs: Adds the UIAction to a given event. UIActions are uniqued based on their identifier,
  // and subsequent actions with the same identifier replace previously added actions.
  @available(iOS 14.0, tvOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
  // docs: Removes the action from the set of passed control events.
  @available(iOS 14.0, tvOS 14.0, *)
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
  // docs: Removes the action with the provided identifier from the set of passed control events.
  @available(iOS 14.0, tvOS 14.0, *)
  open func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier,
    for controlEvents: UIControl.Event
  ) {}
  // docs: Sends action messages for the given control events.
  open func sendActions(for controlEvents: UIControl.Event) {}
}

// MARK: - Actions

// docs: An object representing a menu, action, or command.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIMenuElement: NSObject {
  // GUESS: the placeholder initializer behind the subclasses' initializers.
  public override init() { super.init() }

  // docs: Attributes that determine the style of the menu element.
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // docs: An attribute indicating the disabled style.
    public static let disabled: UIMenuElement.Attributes = Attributes(rawValue: 1 << 0)
    // docs: An attribute indicating the destructive style.
    public static let destructive: UIMenuElement.Attributes = Attributes(rawValue: 1 << 1)
    // docs: An attribute indicating the hidden style.
    public static let hidden: UIMenuElement.Attributes = Attributes(rawValue: 1 << 2)
    // docs: An attribute indicating that the menu remains presented after firing the element's
    // action.
    @available(iOS 16.0, tvOS 16.0, *)
    public static let keepsMenuPresented: UIMenuElement.Attributes = Attributes(rawValue: 1 << 3)
  }

  // docs: Constants that indicate the state of an action- or command-based menu element.
  public enum State: Int, Sendable {
    // docs: A constant indicating the menu element is in the off state.
    case off = 0
    // docs: A constant indicating the menu element is in the on state.
    case on = 1
    // docs: A constant indicating the menu element is in the mixed state.
    case mixed = 2
  }

  // docs: The title of the menu element.
  open var title: String = ""
  // docs: The image to display alongside the menu element's title.
  open var image: UIImage?
}

// docs: A type that defines the closure for an action handler.
@available(watchOS, unavailable)
public typealias UIActionHandler = (UIAction) -> Void

// docs: A menu element that performs its action in a closure.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIAction: UIMenuElement {
  // docs: A type that represents an action identifier.
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    // docs: Creates an action identifier from the specified string.
    public init(rawValue: String) { self.rawValue = rawValue }
    // docs: (init(_ rawValue: String))
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  // docs: The unique identifier for the action.
  open var identifier: UIAction.Identifier { UIAction.Identifier("") }
  // docs: The object responsible for the action handler.
  open var sender: Any? { nil }
  // docs: The state of the action.
  open var state: UIMenuElement.State = .off
  // docs: The attributes indicating the style of the action.
  open var attributes: UIMenuElement.Attributes = []
  // docs: An elaborated title that explains the purpose of the action.
  open var discoverabilityTitle: String?

  // GUESS: the placeholder designated initializer behind the convenience initializer below.
  public override init() { super.init() }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
extension UIAction {
  // docs: Creates an action with the specified title, image, identifier, discoverability title,
  // attributes, state, and handler.
  @MainActor @preconcurrency public convenience init(
    title: String = "",
    image: UIImage? = nil,
    identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off,
    handler: @escaping UIActionHandler
  ) {
    self.init()
  }

  // docs: (init(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:
  // state:handler:))
  @available(iOS 17.0, tvOS 17.0, *)
  @MainActor @preconcurrency public convenience init(
    title: String = "",
    subtitle: String? = nil,
    image: UIImage? = nil,
    selectedImage: UIImage? = nil,
    identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off,
    handler: @escaping UIActionHandler
  ) {
    self.init()
  }
}

// MARK: - Refresh control

// docs: A standard control that can initiate the refreshing of a scroll view's contents.
@available(iOS 6.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIRefreshControl: UIControl {
  // docs: A Boolean value indicating whether a refresh operation has been triggered and is in
  // progress.
  open var isRefreshing: Bool { false }
  // docs: The styled title text to display in the refresh control.
  open var attributedTitle: NSAttributedString?
  // docs: Tells the control that a refresh operation was started programmatically.
  open func beginRefreshing() {}
  // docs: Tells the control that a refresh operation has ended.
  open func endRefreshing() {}
}

// MARK: - Content views

// docs: A view that displays one or more lines of informational text.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UILabel: UIView {
  // docs: The text that the label displays.
  open var text: String?
  // docs: The styled text that the label displays.
  open var attributedText: NSAttributedString?
  // docs: The font of the text.
  open var font: UIFont!
  // docs: The color of the text.
  open var textColor: UIColor!
  // docs: The technique for aligning the text.
  open var textAlignment: NSTextAlignment = .natural
  // docs: The maximum number of lines for rendering text.
  open var numberOfLines: Int = 1
  // docs: A Boolean that indicates whether the object automatically updates its font when the
  // device's content size category changes.
  // (UIContentSizeCategoryAdjusting.)
  @available(iOS 10.0, tvOS 10.0, *)
  open var adjustsFontForContentSizeCategory: Bool = false
  // docs: A Boolean value that determines whether the label reduces the text's font size to fit
  // the title string into the label's bounding rectangle.
  open var adjustsFontSizeToFitWidth: Bool = false
}

// docs: An object that displays a single image or a sequence of animated images in your
// interface.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIImageView: UIView {
  // docs: Creates an image view initialized with the specified image.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
  }
  // GUESS: inherited `init(frame:)` (a designated initializer in Objective-C).
  public override init(frame: CGRect) { super.init(frame: frame) }
  // docs: (NSCoding)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  // docs: The image displayed in the image view.
  open var image: UIImage?
}

// docs: A view that shows that a task is in progress.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIActivityIndicatorView: UIView {
  // docs: The visual style of the progress indicator.
  public enum Style: Int, Sendable {
    // docs: The default activity indicator style.
    @available(iOS 13.0, tvOS 13.0, *)
    case medium = 100
    // docs: The large style of indicator.
    @available(iOS 13.0, tvOS 13.0, *)
    case large = 101
  }
  // docs: Creates an activity indicator view with the specified style.
  public init(style: UIActivityIndicatorView.Style) {
    self.style = style
    super.init(frame: .zero)
  }
  // docs: Creates an activity indicator view with the specified frame rectangle.
  public override init(frame: CGRect) { super.init(frame: frame) }
  // docs: Creates an activity indicator view using data from a decoder.
  public required init(coder: NSCoder) { super.init(frame: .zero) }

  // docs: The basic appearance of the activity indicator.
  open var style: UIActivityIndicatorView.Style = .medium
  // docs: The color of the activity indicator.
  open var color: UIColor!
  // docs: A Boolean value that controls whether the activity indicator is hidden when the
  // animation is stopped.
  open var hidesWhenStopped: Bool = true
  // docs: A Boolean value indicating whether the activity indicator is currently running its
  // animation.
  open var isAnimating: Bool { false }
  // docs: Starts the animation of the progress indicator.
  open func startAnimating() {}
  // docs: Stops the animation of the progress indicator.
  open func stopAnimating() {}
}

// MARK: - Control state and buttons (added for client code: UIButton and its configuration)

// docs: Constants describing the state of a control. (UIControl.h is not in the index.)
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
extension UIControl {
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // docs: The normal, or default, state of a control where the control is enabled but neither
    // selected nor highlighted.
    public static let normal: UIControl.State = State(rawValue: 0)
    // docs: Highlighted state of a control.
    public static let highlighted: UIControl.State = State(rawValue: 1 << 0)
    // docs: Disabled state of a control.
    public static let disabled: UIControl.State = State(rawValue: 1 << 1)
    // docs: Selected state of a control.
    public static let selected: UIControl.State = State(rawValue: 1 << 2)
    // docs: Focused state of a control.
    @available(iOS 9.0, *)
    public static let focused: UIControl.State = State(rawValue: 1 << 3)
  }
}

// docs: A control that executes your custom code in response to user interactions. (UIButton.h is
// not in the index: the class, its initializers and its members follow Apple's documentation;
// `API_AVAILABLE(ios(2.0))`, watchOS unavailable as every UIControl.)
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIButton: UIControl {
  // docs: Specifies the style of a button.
  public enum ButtonType: Int, Sendable {
    // docs: No button style.
    case custom = 0
    // docs: A system style button, such as those shown in navigation bars and toolbars.
    @available(iOS 7.0, *)
    case system = 1
    // docs: A detail disclosure button.
    case detailDisclosure = 2
    // docs: An information button that has a light background.
    case infoLight = 3
    // docs: An information button that has a dark background.
    case infoDark = 4
    // docs: A contact add button.
    case contactAdd = 5
    // docs: A close button to dismiss panels and views.
    @available(iOS 13.0, tvOS 13.0, *)
    case close = 7
  }

  // docs: Creates a new button with the specified frame.
  public override init(frame: CGRect) { super.init(frame: frame) }
  // docs: (NSCoding)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  // docs: Creates and returns a new button of the specified type.
  public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
  // docs: Creates a new button with the specified frame, registers the primary action event, and
  // sets the title and image to the action's title and image.
  @available(iOS 14.0, tvOS 14.0, *)
  public convenience init(frame: CGRect, primaryAction: UIAction?) { self.init(frame: frame) }
  // docs: Creates a button of the specified type, registers the primary action event, and sets
  // the title and image to the action's title and image.
  // (`convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?)`)
  @available(iOS 14.0, tvOS 14.0, *)
  public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
    self.init(frame: .zero)
  }
  // docs: Creates a button with the specified configuration and primary action.
  // (`convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil)`)
  @available(iOS 15.0, tvOS 15.0, *)
  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
    self.init(frame: .zero)
  }

  // docs: The button type.
  open var buttonType: UIButton.ButtonType { .custom }
  // docs: The configuration for the button's appearance.
  @available(iOS 15.0, tvOS 15.0, *)
  open var configuration: UIButton.Configuration?
  // docs: Requests the view update its configuration for its current state.
  @available(iOS 15.0, tvOS 15.0, *)
  open func setNeedsUpdateConfiguration() {}
  // docs: A view that displays the value of the currentTitle property for a button.
  open var titleLabel: UILabel? { nil }
  // docs: The button's image view.
  open var imageView: UIImageView? { nil }
  // docs: The current title that displays on the button.
  open var currentTitle: String? { nil }

  // docs: Sets the title to use for the specified state.
  open func setTitle(_ title: String?, for state: UIControl.State) {}
  // docs: Returns the title associated with the specified state.
  open func title(for state: UIControl.State) -> String? { nil }
  // docs: Sets the color of the title to use for the specified state.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
  // docs: Sets the image to use for the specified state.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {}
}

// SDK 18 (UIKit: UIButtonConfiguration.h, in the index): `UIKIT_EXTERN API_AVAILABLE(ios(15.0),
// tvos(15.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UIButtonConfiguration :
// NSObject <NSCopying, NSSecureCoding>`, `+new`/`-init` `NS_UNAVAILABLE`. Swift imports it as the
// value type `UIButton.Configuration` (docs: `@MainActor struct Configuration`), whose overlay is
// not in the index: the struct, its `@MainActor` and the Swift names of the class methods
// (`plainButtonConfiguration` -> `plain()`) follow the docs. GUESS: no `Hashable` (the docs list
// it; left out so that no synthesized conformance of a main-actor struct is at stake here).
@available(iOS 15.0, tvOS 15.0, *)
@available(watchOS, unavailable)
extension UIButton {
  @MainActor @preconcurrency public struct Configuration {
    // SDK 18: `typedef NS_ENUM(NSInteger, UIButtonConfigurationSize) {...} API_AVAILABLE(ios(15.0))
    // API_UNAVAILABLE(watchos)`.
    public enum Size: Int, Sendable {
      case medium = 0
      case small = 1
      case mini = 2
      case large = 3
    }
    // SDK 18: `UIButtonConfigurationTitleAlignment`, `API_AVAILABLE(ios(15.0))`.
    public enum TitleAlignment: Int, Sendable {
      case automatic = 0
      case leading = 1
      case center = 2
      case trailing = 3
    }
    // SDK 18: `UIButtonConfigurationCornerStyle`, `API_AVAILABLE(ios(15.0))`.
    public enum CornerStyle: Int, Sendable {
      case fixed = -1
      case dynamic = 0
      case small = 1
      case medium = 2
      case large = 3
      case capsule = 4
    }
    // SDK 18: `UIButtonConfigurationIndicator`, `API_AVAILABLE(ios(16.0)) API_UNAVAILABLE(watchos)`.
    @available(iOS 16.0, *)
    public enum Indicator: Int, Sendable {
      case automatic = 0
      case none = 1
      case popup = 2
    }

    // GUESS: the placeholder behind the factory methods (`-init` is `NS_UNAVAILABLE`).
    private init() {}

    // SDK 18: `+ (instancetype)plainButtonConfiguration;` and its seven siblings.
    public static func plain() -> UIButton.Configuration { Configuration() }
    public static func tinted() -> UIButton.Configuration { Configuration() }
    public static func gray() -> UIButton.Configuration { Configuration() }
    public static func filled() -> UIButton.Configuration { Configuration() }
    public static func borderless() -> UIButton.Configuration { Configuration() }
    public static func bordered() -> UIButton.Configuration { Configuration() }
    public static func borderedTinted() -> UIButton.Configuration { Configuration() }
    public static func borderedProminent() -> UIButton.Configuration { Configuration() }

    // SDK 18: `- (instancetype)updatedConfigurationForButton:(UIButton *)button;`
    public func updated(for button: UIButton) -> UIButton.Configuration { self }

    // SDK 18: `@property ... UIButtonConfigurationCornerStyle cornerStyle;`
    public var cornerStyle: UIButton.Configuration.CornerStyle = .dynamic
    // SDK 18: `@property ... UIButtonConfigurationSize buttonSize;`
    public var buttonSize: UIButton.Configuration.Size = .medium
    // SDK 18: `@property (nonatomic, readwrite, strong, nullable) UIColor *baseForegroundColor;`
    public var baseForegroundColor: UIColor?
    // SDK 18: `@property (nonatomic, readwrite, strong, nullable) UIColor *baseBackgroundColor;`
    public var baseBackgroundColor: UIColor?
    // SDK 18: `@property (nonatomic, readwrite, strong, nullable) UIImage *image;`
    public var image: UIImage?
    // SDK 18: `@property (nonatomic, readwrite, assign) BOOL showsActivityIndicator;`
    public var showsActivityIndicator: Bool = false
    // SDK 18: `@property (nonatomic, readwrite, copy, nullable) NSString *title;`
    public var title: String?
    // SDK 18: `@property (nonatomic, readwrite, copy, nullable) NSString *subtitle;`
    public var subtitle: String?
    // SDK 18: `@property ... CGFloat imagePadding;`
    public var imagePadding: CGFloat = 0
    // SDK 18: `@property ... CGFloat titlePadding;`
    public var titlePadding: CGFloat = 0
    // SDK 18: `@property ... UIButtonConfigurationTitleAlignment titleAlignment;`
    public var titleAlignment: UIButton.Configuration.TitleAlignment = .automatic
    // SDK 18: `@property (nonatomic, readwrite, assign) BOOL automaticallyUpdateForSelection;`
    public var automaticallyUpdateForSelection: Bool = true
    // SDK 18: `@property ... UIButtonConfigurationIndicator indicator API_AVAILABLE(ios(16.0));`
    @available(iOS 16.0, *)
    public var indicator: UIButton.Configuration.Indicator {
      get { .automatic }
      set {}
    }
  }
}
