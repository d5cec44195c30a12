import PullToRefresh

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
/// The title's height is the navigation bar's height less the compact bar's, at most the 52 pt a
/// large title adds (SRGSSR playsrg-apple, `UIScrollView+PlaySRG.m`: "the (undocumented) large
/// title added height (52 px)"), so a bar stretched by a pull still has a 52-pt title; UIKit
/// measures it at rest anyway. While a refresh keeps its room, the room is below the title (the
/// resting inset adds to the content's insets, which are below the whole bar), so the indicator
/// rests there (``center(restingEdge:offset:phase:)``). iPhone 15: status bar 59 pt, compact bar
/// 44 pt, a large title adds 52 pt, so the content rests at 155 pt and the gap a pull opens
/// starts at 103 pt. Decided from those reports and the bar's documented layout; not run on a
/// device.
///
/// ```swift
/// let gap = LargeTitleGap(navigationBarHeight: 96, prefersLargeTitles: true)
/// // gap.titleHeight == 52; with the content pulled 40 pt the gap is 103...143 pt
/// ```
package struct LargeTitleGap: Sendable, Equatable {
  /// The compact navigation bar's height on iPhone, in points.
  ///
  /// GUESS: UIKit publishes no constant; 44 pt is the height every iPhone shows (iPad's compact
  /// bar is 50 pt, which this does not model).
  package static let compactBarHeight = 44.0

  /// The most a large title adds to a compact bar, in points (playsrg-apple's
  /// `kLargeNavigationBarHeightContribution`; 96 − 44 on an iPhone 15).
  package static let largeTitleHeight = 52.0

  /// No large title: the gap starts at the resting edge.
  package static let none = LargeTitleGap(titleHeight: 0)

  /// The large title's height, in points: 0 when none is shown (collapsed, or not preferred).
  package var titleHeight: Double

  /// A gap below a title of `titleHeight` points, clamped to `0...52` (non-finite counts as
  /// none).
  package init(titleHeight: Double) {
    self.titleHeight = titleHeight.isFinite ? min(max(titleHeight, 0), Self.largeTitleHeight) : 0
  }

  /// The gap under a navigation bar `navigationBarHeight` points tall at rest (its
  /// `frame.height`, without the status bar), which shows a large title when it
  /// `prefersLargeTitles` and is taller than a compact bar.
  package init(navigationBarHeight: Double, prefersLargeTitles: Bool) {
    guard prefersLargeTitles, navigationBarHeight.isFinite else {
      self.init(titleHeight: 0)
      return
    }
    self.init(titleHeight: navigationBarHeight - Self.compactBarHeight)
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

  /// The indicator's centre, in points from the scroll view frame's top, for a front end that
  /// draws it at a fixed place (the SwiftUI overlay): in the gap a pull opens, above the title,
  /// while a drag pulls; in the room kept below the title while refreshing and finishing.
  ///
  /// ```swift
  /// // iPhone 15, expanded large title (59 + 44 + 52 = 155), pulled 40 pt:
  /// LargeTitleGap(titleHeight: 52).center(restingEdge: 155, offset: 20, phase: .pulling)  // 123
  /// ```
  package func center(restingEdge: Double, offset: Double, phase: RefreshPhase) -> Double {
    switch phase {
    case .idle, .pulling, .armed: gapStart(restingEdge: restingEdge) + offset
    case .refreshing, .finishing: restingEdge + offset
    }
  }
}
