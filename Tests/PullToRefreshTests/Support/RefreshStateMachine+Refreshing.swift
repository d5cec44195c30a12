@testable import PullToRefresh

extension RefreshStateMachine {
  /// A machine refreshing after a pull to 120 and a release, the finger now up and the content
  /// back at its edge.
  static func refreshing(_ configuration: RefreshConfiguration = .default) -> Self {
    var machine = Self(configuration: configuration)
    _ = machine.viewportChanged(600)
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 120)
    _ = machine.interactionEnded()
    _ = machine.scrolled(edgeOffset: 0)
    return machine
  }
}
