#if canImport(UIKit) && canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import PullToRefresh
import SwiftUI
import UIKit

/// The iOS 17 path of ``PullToRefreshScrollView``: the SwiftUI content hosted in a
/// `UIScrollView`, with a ``PullToRefreshController`` attached.
///
/// The content is handed over on every update (so its state changes show), sized to the scroll
/// view's width, and sees the app's environment; the scroll view applies the safe area as
/// SwiftUI's does, and SwiftUI shrinks it above the keyboard as any view.
struct HostedPullToRefreshScrollView<Content: View>: UIViewRepresentable {
  let axes: Axis.Set
  let showsIndicators: Bool
  let coordinator: RefreshCoordinator
  let content: Content

  func makeCoordinator() -> Bridge {
    Bridge(controller: PullToRefreshController(coordinator: coordinator))
  }

  func makeUIView(context: Context) -> UIScrollView {
    let scrollView = UIScrollView()
    scrollView.contentInsetAdjustmentBehavior = .automatic
    #if !os(visionOS)
    scrollView.keyboardDismissMode = .interactive
    #endif
    let host = UIHostingController(rootView: hosted(in: context))
    host.sizingOptions = .intrinsicContentSize
    host.safeAreaRegions = []
    host.view.backgroundColor = .clear
    host.view.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(host.view)
    let content = scrollView.contentLayoutGuide
    var constraints = [
      host.view.topAnchor.constraint(equalTo: content.topAnchor),
      host.view.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      host.view.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      host.view.trailingAnchor.constraint(equalTo: content.trailingAnchor),
    ]
    if !axes.contains(.horizontal) {
      constraints.append(
        host.view.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor)
      )
    }
    NSLayoutConstraint.activate(constraints)
    context.coordinator.host = host
    context.coordinator.controller.attach(to: scrollView)
    update(scrollView, context: context)
    return scrollView
  }

  func updateUIView(_ scrollView: UIScrollView, context: Context) {
    context.coordinator.host?.rootView = hosted(in: context)
    update(scrollView, context: context)
  }

  static func dismantleUIView(_ scrollView: UIScrollView, coordinator: Bridge) {
    coordinator.controller.detach()
  }

  /// The content with the app's environment, the coordinator and the `refresh` action.
  private func hosted(in context: Context) -> AnyView {
    let coordinator = self.coordinator
    return AnyView(
      content
        .refreshable { await coordinator.refresh() }
        .environment(coordinator)
        .environment(\.self, context.environment)
    )
  }

  private func update(_ scrollView: UIScrollView, context: Context) {
    let environment = context.environment
    scrollView.showsVerticalScrollIndicator = showsIndicators
    scrollView.showsHorizontalScrollIndicator = showsIndicators
    coordinator.configuration = environment.pullToRefreshConfiguration
    let controller = context.coordinator.controller
    controller.hapticsEnabled = environment.pullToRefreshHapticsEnabled
    let style = environment.pullToRefreshStyle
    controller.style = style is SystemPullToRefreshStyle ? .system : .swiftUI(style)
  }

  /// Keeps the hosting controller and the UIKit controller across updates.
  @MainActor
  final class Bridge {
    let controller: PullToRefreshController
    var host: UIHostingController<AnyView>?

    init(controller: PullToRefreshController) { self.controller = controller }
  }
}
#endif
