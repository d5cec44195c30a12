import PullToRefresh
import PullToRefreshTrace

/// The oracle of the coordinator fuzzer: `RefreshCoordinator` takes any number (NaN, the
/// infinities, 1e300, zero and negative lengths) through its one dispatcher without a trap, and
/// what it publishes stays finite and in range.
///
/// The bytes choose a configuration (an invalid one falls back to the default, as the validating
/// initializer rejects it) and a program of inputs; the invariants are checked after every input.
/// The terminal's scroll view and frame have their own geometry fuzzer (Examples/pullwatch).
@MainActor
package enum CoordinatorFuzzCheck {
  /// What went wrong with `bytes`, or `nil` when every rule holds.
  package static func failure(for bytes: [UInt8]) -> String? {
    var input = FuzzInput(bytes)
    let coordinator = RefreshCoordinator(
      configuration: configuration(from: &input),
      clock: VirtualClock()
    ) {}
    // Both ends load pages when the first byte says so (their actions never run here: every
    // result comes as an input).
    if input.bool() {
      coordinator.loadMoreAction = { .more }
      coordinator.loadPreviousAction = { .more }
    }
    var step = 0
    while !input.isAtEnd {
      step += 1
      let operation = input.byte() % 12
      if operation == 9 {
        coordinator.reducesMotion = input.bool()
      } else if operation == 10 {
        coordinator.receive(Self.policyInput(&input))
      } else if operation == 11 {
        coordinator.receive(Self.pageInput(&input))
      } else {
        coordinator.receive(Self.coordinatorInput(operation, input: &input))
      }
      if let problem = problem(coordinator: coordinator) {
        return "step \(step) (operation \(operation)): \(problem)"
      }
    }
    return nil
  }

  /// The coordinator's input that operations 0 to 8 stand for, through its one dispatcher.
  private static func coordinatorInput(
    _ operation: UInt8,
    input: inout FuzzInput
  ) -> RefreshCoordinator.Input {
    switch operation {
    case 0: return .interactionBegan
    case 1: return .scrolled(edgeOffset: input.extremeDouble())
    case 2: return .interactionEnded
    case 3: return .viewportChanged(input.extremeDouble())
    case 4: return .refreshRequested(input.bool() ? .programmatic : .scheduled)
    case 5:
      // A byte chooses among cancel, disappear and a returned action's outcomes.
      let choice = input.int(in: 0...5)
      switch choice {
      case 0, 1: return choice == 0 ? .cancelRequested : .disappeared
      default: return .actionReturned(RefreshOutcome.allCases[choice - 2])
      }
    case 6: return .externalRefreshingChanged(input.bool())
    case 7: return .indicatorLengthChanged(input.extremeDouble())
    default: return .contentChanged(input.extremeDouble())
    }
  }

  /// One of the refresh policy's moments, or an age of cached content (any number of
  /// milliseconds, Int.min and Int.max included).
  private static func policyInput(_ input: inout FuzzInput) -> RefreshCoordinator.Input {
    switch input.int(in: 0...4) {
    case 0: .visibilityChanged(input.bool())
    case 1: .activityChanged(input.bool())
    case 2: .connectivityChanged(input.bool())
    case 3: .hostAppeared
    default: .lastUpdateReported(ago: .milliseconds(input.extremeInt()))
    }
  }

  /// An input of the ends, the rows above or the content states, with any number.
  private static func pageInput(_ input: inout FuzzInput) -> RefreshCoordinator.Input {
    let outcomes = LoadMoreOutcome.allCases
    switch input.int(in: 0...9) {
    case 0: return .loadMoreRequested(.programmatic)
    case 1: return .loadMoreReturned(outcomes[input.int(in: 0...3)])
    case 2: return .loadPreviousRequested(.accessibility)
    case 3:
      let outcome = outcomes[input.int(in: 0...3)]
      return .loadPreviousReturned(outcome, rowsAbove: input.extremeDouble())
    case 4: return input.bool() ? .loadPreviousCancelRequested : .loadMoreCancelRequested
    case 5: return .loadPreviousReset(hasMore: input.bool())
    case 6: return .rowsAddedAbove(input.extremeDouble(), fromRefresh: input.bool())
    case 7: return .itemCountChanged(input.bool() ? nil : input.extremeInt())
    case 8: return .insetsChanged(pulledEdge: input.extremeDouble(), far: input.extremeDouble())
    default: return input.bool() ? .loadMoreReset : .loadPreviousEnabledChanged(input.bool())
    }
  }

  /// A policy from the bytes: any durations, as a settings screen may give them (P7).
  private static func policy(from input: inout FuzzInput) -> RefreshPolicy {
    let staleAfter = input.extremeInt()
    let interval = input.extremeInt()
    return RefreshPolicy(
      staleAfter: staleAfter == 0 ? nil : .milliseconds(staleAfter),
      refreshesOnAppear: input.bool(),
      refreshesOnActivation: input.bool(),
      refreshesOnReconnect: input.bool(),
      interval: interval == 0 ? nil : .milliseconds(interval)
    )
  }

  private static func configuration(from input: inout FuzzInput) -> RefreshConfiguration {
    var configuration = plainConfiguration(from: &input)
    configuration.policy = policy(from: &input)
    return configuration
  }

  private static func plainConfiguration(from input: inout FuzzInput) -> RefreshConfiguration {
    let value = input.extremeDouble()
    let threshold: RefreshConfiguration.Length = input.bool() ? .points(value) : .fraction(value)
    let timeout = input.extremeInt()
    return
      (try? RefreshConfiguration(
        validating: threshold,
        trigger: input.bool() ? .onRelease : .onThreshold,
        startGate: input.bool() ? .anywhere : .onlyFromEdge,
        edge: [.top, .bottom, .leading, .trailing][input.int(in: 0...3)],
        restingExtent: input.extremeDouble(),
        minimumRefreshingDuration: .milliseconds(input.extremeInt()),
        timeout: timeout == 0 ? nil : .milliseconds(timeout),
        retractFraction: input.extremeDouble(),
        finishingDuration: .milliseconds(input.extremeInt())
      )) ?? .default
  }

  private static func problem(coordinator: RefreshCoordinator) -> String? {
    let indicator = coordinator.indicator
    let unit = 0.0...1.0
    let machine = coordinator.stateMachine
    if !unit.contains(machine.progress) { return "progress \(machine.progress)" }
    if !machine.pull.isFinite { return "pull \(machine.pull)" }
    if !machine.edgeOffset.isFinite { return "edge offset \(machine.edgeOffset)" }
    if let length = machine.contentLength, !length.isFinite || length < 0 {
      return "content length \(length)"
    }
    if !machine.lastKeep.isFinite { return "kept \(machine.lastKeep)" }
    if machine.loadMore.phase == .loading, machine.loadPrevious.phase == .loading {
      return "both ends loading"
    }
    if !unit.contains(indicator.ringFraction) { return "ring fraction \(indicator.ringFraction)" }
    if !unit.contains(indicator.opacity) { return "opacity \(indicator.opacity)" }
    if !indicator.offset.isFinite || !indicator.arrowRotation.isFinite {
      return "indicator offset \(indicator.offset), arrow \(indicator.arrowRotation)"
    }
    let inset = coordinator.restingInset.inset
    if !inset.isFinite || inset < 0 { return "resting inset \(inset)" }
    return nil
  }
}
