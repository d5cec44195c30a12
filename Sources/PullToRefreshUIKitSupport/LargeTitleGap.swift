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
/// The title's height is measured at rest, never during a pull (the bar is stretched then):
/// the navigation bar's height less the compact bar's. iPhone 15: status bar 59 pt, compact bar
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

  /// No large title: the gap starts at the resting edge.
  package static let none = LargeTitleGap(titleHeight: 0)

  /// The large title's height, in points: 0 when none is shown (collapsed, or not preferred).
  package var titleHeight: Double

  /// A gap below a title of `titleHeight` points (non-finite or negative counts as none).
  package init(titleHeight: Double) {
    self.titleHeight = titleHeight.isFinite ? max(titleHeight, 0) : 0
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
  /// edge, less the title, which moves down with the content.
  package func gapStart(restingEdge: Double) -> Double {
    restingEdge - titleHeight
  }
}
