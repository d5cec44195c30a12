@_spi(FrontEnd) import PullToRefresh

/// Where the gap that a pull opens is, under a navigation bar that shows a large title: above
/// the title, not below it.
///
/// With `prefersLargeTitles`, UIKit stretches the navigation bar during an overscroll and the
/// large title moves down with the content ("Large title is part of navigation bar and
/// navigation bar itself stretches when you pull scroll view", jcavar/refresher#38). So the
/// room a pull opens is between the compact bar and the title, while `adjustedContentInset.top`
/// (the resting edge) is below the title: an indicator centred from the resting edge sits under
/// the title, behind the bar (eggswift/pull-to-refresh#93: "hides below the large navigation
/// bar"; MJRefresh#1099: "largeTitle会遮挡refresh控件", the large title covers the control;
/// MJRefresh's maintainers answered "大标题建议暂时不要使用 MJRefresh", do not use it with large
/// titles for now, MJRefresh#1134). `UIRefreshControl` is drawn above the title.
///
/// Whether the bar shows a large title is what UIKit says makes one, not a height: a navigation
/// bar that is taller than a compact one may hold a search field (`.searchable`, a
/// `UISearchController`), a prompt, or be a sheet's or an iPad's taller bar, and none of those
/// moves down with the content the way the title does. UIKit's headers, verbatim (the index has
/// UINavigationBar.h only in the iOS 15 copy of phracker/MacOSX-SDKs' MacOSX12.3.sdk iOSSupport,
/// UINavigationItem.h in an iOS 17-era and an iOS 26 copy, with the same words):
///
/// > UINavigationBar.h: "When set to YES, the navigation bar will use a larger out-of-line title
/// > view when requested by the current navigation item. To specify when the large out-of-line
/// > title view appears, see UINavigationItem.largeTitleDisplayMode. Defaults to NO."
/// >
/// > UINavigationItem.h, `largeTitleDisplayMode`: "When UINavigationBar.prefersLargeTitles=YES,
/// > this property controls when the larger out-of-line title is displayed. If
/// > prefersLargeTitles=NO, this property has no effect. The default value is Automatic." And
/// > its cases: Automatic "based on the state of the previous item in the navigation bar ... If
/// > the first item pushed is set to Automatic, then it will show the large title if the
/// > navigation bar has prefersLargeTitles=YES"; Always "Always use a larger title when this
/// > item is topmost"; Never "Never use a larger title when this item is topmost"; Inline (iOS
/// > 17) "Always use a large title when this item is topmost. If there is a back button present,
/// > this will revert to `Always`."
///
/// So ``showsLargeTitle(prefersLargeTitles:itemModes:)`` resolves the top item's mode through the
/// bar's items; an inline large title (the root item's Inline) stays in the bar's row and opens
/// no gap above it. UIKit exposes no large-title height or expanded state, only the bar's
/// height (``init(navigationBarHeight:showsLargeTitle:previous:)``): the title is the bar's height
/// above a compact bar, at most the 52 pt a large title adds (SRGSSR playsrg-apple,
/// `UIScrollView+PlaySRG.m`: "the (undocumented) large title added height (52 px)"), so a search
/// field under a large title, iPad's taller bar or a bar stretched by a pull still give 52; a bar
/// shorter than a compact one (an iPhone in landscape, GUESS 32 pt, where no large title shows)
/// gives none; a bar in between is collapsing under scrolled content and keeps the height read
/// before (the indicator shows only at the edge, where UIKit has expanded the title again).
/// While a refresh keeps its room, the room is below the title (the resting inset adds to the
/// content's insets, which are below the whole bar), so the indicator rests there
/// (``IndicatorPlacement``). iPhone 15: status bar 59 pt, compact bar 44 pt, a
/// large title adds 52 pt, so the content rests at 155 pt and the gap a pull opens starts at
/// 103 pt. Decided from those reports and the headers; not run on a device. Not modelled: iOS
/// 26's large subtitle, and a search field under a large title, which is below the title in the
/// bar: only the title's 52 pt are taken, so if the field comes down with the title during a
/// pull, the indicator is drawn the field's height too low then (a device check).
///
/// ```swift
/// let shows = LargeTitleGap.showsLargeTitle(prefersLargeTitles: true, itemModes: [.automatic])
/// let gap = LargeTitleGap(navigationBarHeight: 96, showsLargeTitle: shows)
/// // gap.titleHeight == 52; with the content pulled 40 pt the gap is 103...143 pt
/// ```
package struct LargeTitleGap: Sendable, Equatable {
  /// How a navigation item asks for its title: UIKit's `UINavigationItem.LargeTitleDisplayMode`.
  package enum TitleDisplayMode: Sendable, Equatable, CaseIterable {
    /// Like the item below it; the first item shows a large title.
    case automatic
    /// A large title when this item is on top.
    case always
    /// Never a large title when this item is on top.
    case never
    /// A large title in the bar's row when this item is on top; with a back button (an item
    /// below it), `always`.
    case inline
  }

  /// The compact navigation bar's height on iPhone, in points.
  ///
  /// GUESS: UIKit publishes no constant; 44 pt is the height every iPhone shows in portrait
  /// (iPad's and a sheet's bars are taller, GUESS 50 and 56 pt: collapsed there, the few points
  /// above 44 read as a collapsing title, which keeps the height read before).
  package static let compactBarHeight = 44.0

  /// The most a large title adds to a compact bar, in points (playsrg-apple's
  /// `kLargeNavigationBarHeightContribution`; 96 − 44 on an iPhone 15).
  package static let largeTitleHeight = 52.0

  /// No large title: the gap starts at the resting edge.
  package static let none = LargeTitleGap(titleHeight: 0)

  /// The large title's height, in points: 0 when none is shown.
  package var titleHeight: Double

  /// A gap below a title of `titleHeight` points, clamped to `0...52` (non-finite counts as
  /// none).
  package init(titleHeight: Double) {
    self.titleHeight = titleHeight.isFinite ? min(max(titleHeight, 0), Self.largeTitleHeight) : 0
  }

  /// The gap under a navigation bar `navigationBarHeight` points tall (its `frame.height`,
  /// without the status bar) that, as UIKit decides it, `showsLargeTitle`
  /// (``showsLargeTitle(prefersLargeTitles:itemModes:)``); `previous` is the gap read before.
  ///
  /// None when the bar shows no large title, whatever its height, or is shorter than a compact
  /// bar; 52 pt when it is at least a compact bar and a title tall (expanded, or stretched by a
  /// pull); `previous` in between, where the title is collapsing under scrolled content.
  package init(navigationBarHeight: Double, showsLargeTitle: Bool, previous: LargeTitleGap = .none)
  {
    let extra = navigationBarHeight - Self.compactBarHeight
    guard showsLargeTitle, extra.isFinite, extra >= 0 else {
      self.init(titleHeight: 0)
      return
    }
    self = extra >= Self.largeTitleHeight ? LargeTitleGap(titleHeight: extra) : previous
  }

  /// Whether a navigation bar shows a large title out of line (below its row of buttons), from
  /// its `prefersLargeTitles` and the `largeTitleDisplayMode` of its items, bottom to top (the
  /// top item is the one shown); no items, no title.
  ///
  /// The rules are the headers' (see the type's documentation). GUESS: an item that hides its
  /// back button counts as having one ("If there is a back button present" is read as "an item
  /// below it").
  package static func showsLargeTitle(
    prefersLargeTitles: Bool,
    itemModes: [TitleDisplayMode]
  ) -> Bool {
    guard prefersLargeTitles, let top = itemModes.last else { return false }
    var large = true
    for mode in itemModes {
      switch mode {
      case .automatic: break
      case .always, .inline: large = true
      case .never: large = false
      }
    }
    let inlineWithoutBackButton = top == .inline && itemModes.count == 1
    return large && !inlineWithoutBackButton
  }

  /// Whether a sample is taken at rest, so that the bar is not stretched and can be measured:
  /// the content is at its edge, not pulled, and no room is kept (a refresh keeps its room as a
  /// pull that the bar may follow).
  package static func canMeasure(at sample: ScrollEdgeSample, ownInset: Double) -> Bool {
    ownInset == 0 && abs(sample.edgeOffset) <= RestingInset.edgeTolerance
  }

  /// Where the gap a pull opens starts, in points from the scroll view frame's top: the resting
  /// edge, less the title, which moves down with the content (never above the frame's top).
  package func gapStart(restingEdge: Double) -> Double {
    restingEdge - min(titleHeight, max(restingEdge, 0))
  }
}
