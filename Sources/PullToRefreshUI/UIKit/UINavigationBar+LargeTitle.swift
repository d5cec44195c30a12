#if canImport(UIKit)
import PullToRefreshFrontEndRules
import UIKit

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension UINavigationBar {
  /// The large title this bar shows now; `previous` is the gap read before.
  ///
  /// `LargeTitleGap` decides it from what UIKit says makes one (`prefersLargeTitles` and the
  /// items' `largeTitleDisplayMode`) and from the bar's height. A hidden bar shows none.
  func largeTitleGap(previous: LargeTitleGap) -> LargeTitleGap {
    guard !isHidden else { return .none }
    let modes = (items ?? []).map { LargeTitleGap.TitleDisplayMode($0.largeTitleDisplayMode) }
    return LargeTitleGap(
      navigationBarHeight: Double(frame.height),
      showsLargeTitle: LargeTitleGap.showsLargeTitle(
        prefersLargeTitles: prefersLargeTitles,
        itemModes: modes
      ),
      previous: previous
    )
  }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension LargeTitleGap.TitleDisplayMode {
  /// UIKit's mode; a mode added after iOS 17 counts as `automatic`.
  init(_ mode: UINavigationItem.LargeTitleDisplayMode) {
    switch mode {
    case .always: self = .always
    case .never: self = .never
    case .inline: self = .inline
    default: self = .automatic
    }
  }
}
#endif
