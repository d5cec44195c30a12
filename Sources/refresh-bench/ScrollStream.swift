@_spi(FrontEnd) import PullToRefresh

/// A synthetic stream of scroll samples: scrolling through the content, with a pull past the top
/// that stays below the threshold (no refresh starts, as in most real scrolling).
struct ScrollStream {
  let samples: [Double] = (0..<4096).map { index in
    let step = Double(index % 2048)
    return step < 1024 ? -step * 3 : (step - 1024) / 1024 * 80
  }

  /// The pull and progress formulas alone: the floor the others are compared with.
  func runFormulas(events: Int) -> Double {
    var total = 0.0
    let threshold = 90.0
    for index in 0..<events {
      let pull = max(0, samples[index & 4095])
      total += min(max(pull / threshold, 0), 1)
    }
    return total
  }

  /// The same samples through the state machine, with a drag in progress; with `loadsMore`,
  /// loading near the end is on over content far longer than the samples reach.
  func runMachine(events: Int, loadsMore: Bool = false) -> Double {
    var machine = RefreshStateMachine()
    _ = machine.viewportChanged(600)
    if loadsMore {
      _ = machine.loadMoreEnabledChanged(true)
      _ = machine.contentChanged(100_000)
    }
    _ = machine.interactionBegan()
    var total = 0.0
    for index in 0..<events {
      let effects = machine.scrolled(edgeOffset: samples[index & 4095])
      total += machine.progress + (effects.isEmpty ? 0 : 1)
    }
    return total
  }

  /// The same samples through the coordinator, with an observer of its events; with
  /// `loadsMore`, loading near the end is on over content far longer than the samples reach.
  @MainActor
  func runCoordinator(events: Int, loadsMore: Bool = false) -> Double {
    let coordinator = RefreshCoordinator {}
    if loadsMore {
      coordinator.loadMoreAction = { .more }
      coordinator.contentChanged(100_000)
    }
    var eventsSeen = 0
    coordinator.addEventHandler { _ in eventsSeen += 1 }
    coordinator.viewportChanged(600)
    coordinator.interactionBegan()
    var total = 0.0
    for index in 0..<events {
      coordinator.scrolled(edgeOffset: samples[index & 4095])
      total += coordinator.indicator.ringFraction
    }
    return total + Double(eventsSeen)
  }
}
