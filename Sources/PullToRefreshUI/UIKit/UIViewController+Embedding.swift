#if canImport(UIKit) && canImport(SwiftUI)
import UIKit

@available(watchOS, unavailable)
extension UIViewController {
  /// Adds this controller's view to `view`, as a child of `parent` when there is one.
  ///
  /// Apple's guidance for a view controller's view in another's hierarchy (UIViewController.h,
  /// `addChildViewController:`: "This relationship is necessary when embedding the child view
  /// controller's view into the current view controller's content"; and `didMove(toParent:)`
  /// "must call ... immediately after calling the addChild(_:) method" when there is no
  /// transition). Without a parent the view is added alone: it draws and lays out, but gets no
  /// appearance callbacks and no trait changes through a parent.
  func embed(in view: UIView, parent: UIViewController?) {
    if let parent {
      parent.addChild(self)
      view.addSubview(self.view)
      didMove(toParent: parent)
    } else {
      view.addSubview(self.view)
    }
  }

  /// Takes this controller's view out of its superview and the controller out of its parent.
  func unembed() {
    if parent != nil {
      willMove(toParent: nil)
      view.removeFromSuperview()
      removeFromParent()
    } else {
      view.removeFromSuperview()
    }
  }
}
#endif
