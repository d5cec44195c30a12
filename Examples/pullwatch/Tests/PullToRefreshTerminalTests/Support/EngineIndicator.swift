import PullToRefresh
import PullToRefreshTrace

/// Indicators as the engine publishes them, from a coordinator driven through its public API
/// (all the terminal package sees of the engine), with the default configuration: a threshold
/// of 90 points and a resting extent of 62.
@MainActor
enum EngineIndicator {
  /// Nothing pulled.
  static var idle: RefreshIndicator { RefreshCoordinator(action: nil).indicator }

  /// A finger that has pulled `pull` points: pulling below 90, armed from 90.
  static func pulled(_ pull: Double) -> RefreshIndicator {
    let coordinator = RefreshCoordinator(action: nil)
    coordinator.interactionBegan()
    coordinator.scrolled(edgeOffset: pull)
    return coordinator.indicator
  }

  /// A refresh in flight, its spinner one turn a second (three with Reduce Motion).
  static func refreshing(reducesMotion: Bool = false) -> RefreshIndicator {
    let coordinator = RefreshCoordinator(action: nil)
    coordinator.reducesMotion = reducesMotion
    coordinator.requestRefresh()
    return coordinator.indicator
  }

  /// A refresh that has just ended with `outcome`, its mark showing.
  static func finished(_ outcome: RefreshOutcome) async -> RefreshIndicator {
    struct Failed: Error {}
    let clock = VirtualClock()
    let fails: RefreshCoordinator.Action = { throw Failed() }
    let coordinator = RefreshCoordinator(
      configuration: .default.replacing(minimumRefreshingDuration: .zero)
        .replacing(timeout: .seconds(1)),
      clock: clock,
      action: outcome == .failure ? fails : nil
    )
    coordinator.requestRefresh()
    switch outcome {
    case .success: coordinator.isRefreshing = false
    case .failure: await coordinator.refresh()
    case .cancelled: coordinator.cancel()
    case .timedOut: await clock.advance(by: .seconds(1))
    }
    return coordinator.indicator
  }
}
