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

  /// Which ends of the content load pages in a run.
  enum Ends {
    /// Neither: the refresh alone.
    case none
    /// The far end (load more), over content far longer than the samples reach.
    case far
    /// Both ends and content states: the top end loads once the samples near the top (and
    /// owns the top edge while it may load more, T8), the far end waits.
    case both
  }

  /// The same samples through the state machine, with a drag in progress, with `ends` on.
  func runMachine(events: Int, ends: Ends = .none) -> Double {
    var machine = RefreshStateMachine()
    _ = machine.viewportChanged(600)
    if ends != .none {
      _ = machine.loadMoreEnabledChanged(true)
      _ = machine.contentChanged(100_000)
    }
    if ends == .both {
      _ = machine.loadPreviousEnabledChanged(true)
      _ = machine.itemCountChanged(2_000)
    }
    _ = machine.interactionBegan()
    var total = 0.0
    for index in 0..<events {
      let effects = machine.scrolled(edgeOffset: samples[index & 4095])
      total += machine.progress + (effects.isEmpty ? 0 : 1)
    }
    return total
  }

  /// The same samples through the coordinator, with an observer of its events, with `ends`
  /// on.
  @MainActor
  func runCoordinator(events: Int, ends: Ends = .none) -> Double {
    let coordinator = RefreshCoordinator {}
    if ends != .none {
      coordinator.loadMoreAction = { .more }
      coordinator.contentChanged(100_000)
    }
    if ends == .both {
      // A page that never returns: the header stays loading, as during a slow page.
      coordinator.loadPreviousAction = {
        try await Task.sleep(for: .seconds(3600))
        return .more
      }
      coordinator.itemCount = 2_000
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
