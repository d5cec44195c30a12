import Testing

@testable import PullToRefresh

/// Handlers are registered and removed by token.
@MainActor
struct RefreshCoordinatorHandlersTests {
  @Test func aRemovedHandlerIsNoLongerCalled() {
    let coordinator = RefreshCoordinator {}
    var first: [RefreshCoordinator.Event] = []
    var second: [RefreshCoordinator.Event] = []
    let token = coordinator.addEventHandler { first.append($0) }
    let other = coordinator.addEventHandler { second.append($0) }
    #expect(token != other)
    coordinator.interactionBegan()
    coordinator.scrolled(edgeOffset: 30)
    coordinator.removeEventHandler(token)
    coordinator.scrolled(edgeOffset: 95)
    #expect(first == [.phaseChanged(.pulling)])
    #expect(second == [.phaseChanged(.pulling), .phaseChanged(.armed), .haptic])
  }

  @Test func inputHandlersSeeEveryInputBeforeItActs() {
    let coordinator = RefreshCoordinator {}
    var inputs: [RefreshCoordinator.Input] = []
    var phases: [RefreshPhase] = []
    let token = coordinator.addInputHandler { _ in
      inputs.append(.interactionBegan)
      phases.append(coordinator.phase)
    }
    coordinator.interactionBegan()
    coordinator.scrolled(edgeOffset: 30)
    coordinator.removeInputHandler(token)
    coordinator.scrolled(edgeOffset: 40)
    #expect(inputs.count == 2)
    #expect(phases == [.idle, .idle])
  }
}
