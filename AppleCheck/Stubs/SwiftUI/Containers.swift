// SwiftUI declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16), SwiftUI/SwiftUICore arm64-apple-ios.swiftinterface; this
// file: lazy stacks and grids, ForEach, controls, TimelineView, toolbars (SwiftUI).
// Conventions (`// SDK 18`, `// docs:`, `// GUESS`, `// DIFFERENCE`, availability): see View.swift.

// MARK: - Lazy stacks and grids

// docs: A set of view types that may be pinned to the bounds of a scroll view.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders: PinnedScrollableViews = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters: PinnedScrollableViews = PinnedScrollableViews(rawValue: 2)
}

// docs: A view that arranges its children in a line that grows vertically, creating items only
// as needed.
// SDK 18 (SwiftUI @~141000): `@MainActor @preconcurrency public struct LazyVStack<Content>`,
// `nonisolated public init(...)`, `Sendable` unavailable.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct LazyVStack<Content>: View where Content: View {
  // docs: Creates a lazy vertical stack view with the given spacing, vertical alignment, pinning
  // behavior, and content.
  nonisolated public init(
    alignment: HorizontalAlignment = .center,
    spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { return fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension LazyVStack: Sendable {}

// docs: A view that arranges its children in a line that grows horizontally, creating items
// only as needed.
// GUESS: declared as LazyVStack is in SDK 18 (not read individually).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct LazyHStack<Content>: View where Content: View {
  // docs: Creates a lazy horizontal stack view with the given spacing, vertical alignment,
  // pinning behavior, and content.
  nonisolated public init(
    alignment: VerticalAlignment = .center,
    spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { return fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension LazyHStack: Sendable {}

// docs: A description of a row or a column in a lazy grid.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct GridItem: Sendable {
  // docs: The size in the minor axis of one or more rows or columns in a grid layout.
  public enum Size: Sendable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  public var size: GridItem.Size
  public var spacing: CGFloat?
  public var alignment: Alignment?
  // docs: Creates a grid item with the specified size, spacing, and alignment.
  public init(
    _ size: GridItem.Size = .flexible(),
    spacing: CGFloat? = nil,
    alignment: Alignment? = nil
  ) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

// docs: A container view that arranges its child views in a grid that grows vertically,
// creating items only as needed.
// SDK 18 (SwiftUI @~1182000): `@MainActor @preconcurrency`, `nonisolated public init`, `Sendable`
// unavailable.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct LazyVGrid<Content>: View where Content: View {
  // docs: Creates a grid that grows vertically.
  nonisolated public init(
    columns: [GridItem],
    alignment: HorizontalAlignment = .center,
    spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { return fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension LazyVGrid: Sendable {}

// MARK: - ForEach

// docs: A structure that computes views on demand from an underlying collection of identified
// data.
// (Not compared with the SDK 18 interface.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content>
where Data: RandomAccessCollection, ID: Hashable {
  // docs: The collection of underlying identified data that SwiftUI uses to create views
  // dynamically.
  public var data: Data
  // docs: A function to create content on demand using the underlying data.
  public var content: (Data.Element) -> Content
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
  public typealias Body = Never
  public var body: Never { return fatalError() }  // GUESS: body

  // docs: Creates an instance that uniquely identifies and creates views across updates based on
  // the provided key path to the underlying data's identifier.
  public init(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  // docs: Creates an instance that uniquely identifies and creates views across updates based on
  // the identity of the underlying data.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  // docs: Creates an instance that computes views on demand over a given constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
  }
}

// MARK: - Controls

// docs: A control that toggles between on and off states.
// SDK 18 (SwiftUI @~257000): `@MainActor @preconcurrency`, `nonisolated` initializers, `Sendable`
// unavailable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Toggle<Label>: View where Label: View {
  // docs: Creates a toggle that displays a custom label.
  nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
  public var body: Never { return fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension Toggle: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Toggle where Label == Text {
  // docs: Creates a toggle that generates its label from a localized string key.
  nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
  // docs: Creates a toggle that generates its label from a string.
  @_disfavoredOverload  // SDK 18
  nonisolated public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {}
}

// docs: A control that initiates an action.
// SDK 18 (SwiftUI @~1144000): `@MainActor @preconcurrency`, `@preconcurrency nonisolated`
// initializers taking `@MainActor` actions, `Sendable` unavailable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Button<Label>: View where Label: View {
  // docs: Creates a button that displays a custom label.
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {}
  public var body: Never { return fatalError() }  // GUESS: body
}

@available(*, unavailable)
extension Button: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
  // docs: Creates a button that generates its label from a localized string key.
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey,
    action: @escaping @MainActor () -> Void
  ) {}
  // docs: Creates a button that generates its label from a string.
  @_disfavoredOverload  // SDK 18
  @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
  where S: StringProtocol {}
}

// MARK: - TimelineView

// docs: A type that provides a sequence of dates for use as a schedule.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol TimelineSchedule {
  // docs: The sequence of dates within a schedule.
  associatedtype Entries: Sequence where Self.Entries.Element == Date
  // docs: Provides a sequence of dates starting around a given date.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Self.Entries
}

// docs: A mode of operation for timeline schedule updates.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum TimelineScheduleMode: Sendable {
  case normal
  case lowFrequency
}

// docs: A pausable schedule of dates updating at a frequency no more quickly than the provided
// interval.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  // docs: Create a pausable schedule of dates updating at a frequency no more quickly than the
  // provided interval.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
  public func entries(from start: Date, mode: TimelineScheduleMode) -> [Date] { [] }  // GUESS
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  // docs: A pausable schedule of dates updating at a frequency no more quickly than the provided
  // interval.
  // SDK 18 (SwiftUI @~467000): `@_alwaysEmitIntoClient`.
  @_alwaysEmitIntoClient public static var animation: AnimationTimelineSchedule {
    AnimationTimelineSchedule()
  }
  // docs: A pausable schedule of dates updating at a frequency no more quickly than the provided
  // interval.
  @_alwaysEmitIntoClient public static func animation(
    minimumInterval: Double? = nil,
    paused: Bool = false
  )
    -> AnimationTimelineSchedule
  { AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused) }
}

// docs: A schedule for updating a timeline view at the start of every minute.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public init() {}
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [] }  // GUESS
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  // docs: A schedule for updating a timeline view at the start of every minute. (docs: `static var
  // everyMinute: EveryMinuteTimelineSchedule { get }`, "Available when Self is
  // EveryMinuteTimelineSchedule"; iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0.)
  // GUESS: `@_alwaysEmitIntoClient`, as SDK 18's `animation` (SwiftUI @~467000); the SDK text of
  // this member was not located (SwiftUICore.swiftinterface is not searchable in the index).
  @_alwaysEmitIntoClient public static var everyMinute: EveryMinuteTimelineSchedule {
    EveryMinuteTimelineSchedule()
  }
}

// docs: A schedule for updating a timeline view at regular intervals. (docs: iOS 15.0, macOS
// 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0; conforms to `Sendable` and `TimelineSchedule`.)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  // docs: The sequence of dates in periodic schedule. (docs: `struct Entries`, a `Sequence` and
  // `IteratorProtocol`, as `AnimationTimelineSchedule.Entries` in SDK 18.)
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    public mutating func next() -> Date? { nil }  // GUESS: body
  }
  // docs: Creates a periodic update schedule. (docs: `init(from startDate: Date, by interval:
  // TimeInterval)`.)
  public init(from startDate: Date, by interval: TimeInterval) {}
  // docs: Provides a sequence of periodic dates starting from around a given date.
  public func entries(from startDate: Date, mode: TimelineScheduleMode)
    -> PeriodicTimelineSchedule.Entries
  { Entries() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  // docs: A schedule for updating a timeline view at regular intervals. (docs: `static func
  // periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule`.)
  // GUESS: `@_alwaysEmitIntoClient`, as `everyMinute` above.
  @_alwaysEmitIntoClient public static func periodic(
    from startDate: Date,
    by interval: TimeInterval
  ) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

// docs: A view that updates according to a schedule that you provide.
// SDK 18 (SwiftUI @~1140000): a plain struct (no global actor), `Sendable` unavailable; its
// `Context` has `date` and `cadence`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
  // docs: Information passed to a timeline view's content callback.
  public struct Context {
    // docs: The rate at which timeline views can receive updates.
    public enum Cadence: Comparable, Sendable {
      case live
      case seconds
      case minutes
    }
    // docs: The date from the schedule that triggered the current view update.
    public let date: Date
    // docs: The rate at which the timeline updates the view.
    public let cadence: TimelineView<Schedule, Content>.Context.Cadence
  }
}

@available(*, unavailable)
extension TimelineView: Sendable {}

@available(*, unavailable)
extension TimelineView.Context: Sendable {}

// SDK 18 (SwiftUI @~958000): `@available(iOS 16.0, watchOS 8.0, *) @available(macOS, unavailable)
// @available(tvOS, unavailable) extension TimelineView.Context { public func
// invalidateTimelineContent() }`.
@available(iOS 16.0, watchOS 8.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
extension TimelineView.Context {
  // docs: Resets any pending scheduled updates to the timeline view.
  public func invalidateTimelineContent() {}
}

// docs: Information passed to a timeline view's content callback.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView: View where Content: View {
  public typealias Body = Never
  public var body: Never { return fatalError() }  // GUESS: body

  // docs: Creates a new timeline view that uses the given schedule.
  // SDK 18: `@_alwaysEmitIntoClient nonisolated`.
  @_alwaysEmitIntoClient nonisolated public init(
    _ schedule: Schedule,
    @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {}
}

// MARK: - Text with dates

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Text {
  // docs: A predefined style used to display a `Date`.
  public struct DateStyle: Sendable {
    private let id: Int  // GUESS: storage
    // docs: A style displaying only the time component for a date.
    public static let time: Text.DateStyle = DateStyle(id: 0)
    // docs: A style displaying a date.
    public static let date: Text.DateStyle = DateStyle(id: 1)
    // docs: A style displaying a date as relative to now.
    public static let relative: Text.DateStyle = DateStyle(id: 2)
    // docs: A style displaying a date as offset from now.
    public static let offset: Text.DateStyle = DateStyle(id: 3)
    // docs: A style displaying a date as timer counting from now.
    public static let timer: Text.DateStyle = DateStyle(id: 4)
  }

  // docs: Creates an instance that displays localized dates and times using a specific style.
  public init(_ date: Date, style: Text.DateStyle) {}
}

// MARK: - Environment transform

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // docs: Transforms the environment value of the specified key path with the given function.
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>,
    transform: @escaping (inout V) -> Void
  ) -> some View { self }
}

// MARK: - Toolbars

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  // docs: Populates the toolbar or navigation bar with the specified items.
  nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View
  where Content: View { self }
}
