import Testing

@testable import PullToRefresh

/// A nonisolated async function, as an app's service has.
private enum Service {
  static func fetch() async throws {}
}

/// The first line most apps write: a coordinator as a stored property's initial value.
///
/// Its action awaits a nonisolated function. It compiles only because the initializer is
/// nonisolated (with a main-actor one, Swift 6 reports "default argument cannot be both main
/// actor-isolated and nonisolated").
@MainActor
private struct Screen {
  var coordinator = RefreshCoordinator { try await Service.fetch() }
  lazy var hostEnded = RefreshCoordinator(action: nil)
}

/// And from a nonisolated context, as a model made off the main actor would.
private func makeCoordinator() -> RefreshCoordinator {
  RefreshCoordinator { try await Service.fetch() }
}

@MainActor
struct RefreshCoordinatorInitializerTests {
  @Test func aCoordinatorInAStoredPropertyRunsItsAction() async {
    var screen = Screen()
    #expect(await screen.coordinator.refresh() == .success)
    #expect(screen.hostEnded.action == nil)
  }

  @Test(arguments: [
    RefreshConfiguration.default,
    RefreshConfiguration(threshold: .points(40), restingExtent: 40),
    RefreshConfiguration(threshold: .fraction(0.2), restingExtent: 0),
  ])
  func theFirstIndicatorIsTheMachines(configuration: RefreshConfiguration) {
    let coordinator = RefreshCoordinator(configuration: configuration, action: nil)
    #expect(coordinator.indicator == coordinator.stateMachine.indicator)
    #expect(coordinator.restingInset == coordinator.stateMachine.restingInset)
    coordinator.reducesMotion = true
    #expect(coordinator.indicator == coordinator.stateMachine.indicator)
  }

  @Test func aCoordinatorMadeOffTheMainActorWorksOnIt() async {
    let coordinator = makeCoordinator()
    coordinator.requestRefresh()
    #expect(coordinator.phase == .refreshing)
  }
}
