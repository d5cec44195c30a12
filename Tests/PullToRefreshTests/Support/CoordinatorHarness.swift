import PullToRefreshTrace

@_spi(FrontEnd) @testable import PullToRefresh

/// A coordinator on the package's test clock (`VirtualClock`) with a scripted action, recording
/// every event it emits.
@MainActor
final class CoordinatorHarness {
  let clock = VirtualClock()
  let action = ScriptedAction()
  let coordinator: RefreshCoordinator
  private(set) var events: [RefreshCoordinator.Event] = []

  init(_ configuration: RefreshConfiguration = .default, viewport: Double = 600) {
    coordinator = RefreshCoordinator(configuration: configuration, clock: clock) {}
    coordinator.action = action.closure
    coordinator.addEventHandler { [unowned self] in self.events.append($0) }
    coordinator.viewportChanged(viewport)
  }

  /// The phases the coordinator moved through, in order.
  var phases: [RefreshPhase] {
    events.compactMap { if case .phaseChanged(let phase) = $0 { phase } else { nil } }
  }

  /// How many haptics were played.
  var haptics: Int { events.filter { $0 == .haptic }.count }

  /// The announcements made, in order.
  var announcements: [RefreshAnnouncement] {
    events.compactMap { if case .announcement(let text) = $0 { text } else { nil } }
  }

  /// Lets every task that can run now run: main-actor jobs, and timers already due.
  func settle() async {
    for _ in 0..<6 { await Task.yield() }
    await coordinator.waitForDueTimers()
    for _ in 0..<6 { await Task.yield() }
  }

  /// Moves time forward, waking and handling each sleeper at its own deadline.
  func advance(by duration: Duration) async {
    let target = clock.now.advanced(by: duration)
    while let next = clock.nextDeadline, next <= target {
      clock.moveTime(to: next)
      await settle()
    }
    clock.moveTime(to: target)
    await settle()
  }

  /// A user's drag through the given pulls, one sample every 16 ms of nobody's time.
  func drag(through pulls: [Double], release: Bool = true) {
    coordinator.interactionBegan()
    for pull in pulls { coordinator.scrolled(edgeOffset: pull) }
    if release { coordinator.interactionEnded() }
  }

  /// The content bouncing back to rest after a release.
  func bounceBack(from pull: Double) {
    var value = pull
    while value > 0 {
      value = max(0, value - 15)
      coordinator.scrolled(edgeOffset: value)
    }
  }

  /// Finishes the running action and lets the coordinator handle it.
  func finishAction(_ ending: ScriptedAction.Ending = .success) async {
    action.finish(ending)
    await settle()
  }
}
