@_spi(FrontEnd) import PullToRefresh
import PullToRefreshTerminal
import PullToRefreshTesting

/// The oracle of the geometry fuzzer: `TerminalScrollView` and `ListFrame`, with the
/// `RefreshCoordinator` they drive, take any number (NaN, the infinities, 1e300, `Int.min`, zero
/// and negative sizes) without a trap, and what they publish stays finite and in range.
///
/// The bytes choose a configuration (an invalid one falls back to the default, as the validating
/// initializer rejects it) and a program of calls; the invariants are checked after every call.
/// It sees the coordinator as any front end does, through its public API and the front ends'
/// door (the engine's own coordinator fuzzer, at the repository's root, checks its state
/// machine).
@MainActor
package enum GeometryFuzzCheck {
  /// What went wrong with `bytes`, or `nil` when every rule holds.
  package static func failure(for bytes: [UInt8]) -> String? {
    var input = FuzzInput(bytes)
    var scroll = TerminalScrollView(
      contentRows: input.extremeInt(),
      viewportRows: input.extremeInt()
    )
    let coordinator = RefreshCoordinator(
      configuration: configuration(from: &input),
      clock: VirtualClock()
    ) {}
    var step = 0
    while !input.isAtEnd {
      step += 1
      let operation = input.byte() % 17
      switch operation {
      case 0: scroll.pressed(row: input.extremeInt())
      case 1: scroll.dragged(row: input.extremeInt())
      case 2: scroll.released(at: input.extremeDouble())
      case 3: scroll.scroll(rows: input.extremeInt())
      case 4: input.bool() ? scroll.scrollToTop() : scroll.scrollToEnd()
      case 5:
        let inset = input.extremeDouble()
        scroll.setTopInset(inset, revealing: input.bool(), at: input.extremeDouble())
      case 6: _ = scroll.advance(to: input.extremeDouble())
      case 7:
        scroll.contentRows = input.extremeInt()
        // Rows that landed above, kept (K1) by any move.
        if input.bool() { scroll.keep(by: input.extremeDouble(), at: input.extremeDouble()) }
      case 8: scroll.viewportRows = input.extremeInt()
      case 9...15:
        Self.call(operation, on: coordinator, scroll: scroll, input: &input)
      default:
        if let problem = frameProblem(scroll: scroll, coordinator: coordinator, input: &input) {
          return "step \(step): \(problem)"
        }
      }
      if let problem = problem(scroll: scroll, coordinator: coordinator) {
        return "step \(step) (operation \(operation)): \(problem)"
      }
    }
    return nil
  }

  /// The coordinator's public call that operations 9 to 15 stand for.
  private static func call(
    _ operation: UInt8,
    on coordinator: RefreshCoordinator,
    scroll: TerminalScrollView,
    input: inout FuzzInput
  ) {
    switch operation {
    case 9: coordinator.interactionBegan()
    case 10:
      coordinator.scrolled(edgeOffset: input.bool() ? scroll.edgeOffset : input.extremeDouble())
    case 11: coordinator.interactionEnded()
    case 12: coordinator.viewportChanged(input.extremeDouble())
    case 13: coordinator.requestRefresh(source: input.bool() ? .programmatic : .scheduled)
    case 14: input.bool() ? coordinator.cancel() : coordinator.disappeared()
    default: coordinator.isRefreshing = input.bool()
    }
  }

  private static func configuration(from input: inout FuzzInput) -> RefreshConfiguration {
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

  private static func problem(scroll: TerminalScrollView, coordinator: RefreshCoordinator)
    -> String?
  {
    let indicator = coordinator.indicator
    let unit = 0.0...1.0
    if !unit.contains(indicator.ringFraction) { return "ring fraction \(indicator.ringFraction)" }
    if !unit.contains(indicator.opacity) { return "opacity \(indicator.opacity)" }
    if !indicator.offset.isFinite || !indicator.arrowRotation.isFinite {
      return "indicator offset \(indicator.offset), arrow \(indicator.arrowRotation)"
    }
    if !scroll.edgeOffset.isFinite { return "edge offset \(scroll.edgeOffset)" }
    if scroll.firstVisibleRow < 0 || scroll.gapRows < 0 {
      return "first visible row \(scroll.firstVisibleRow), gap \(scroll.gapRows)"
    }
    return nil
  }

  /// Composes a frame of any size and checks that it is the size asked for, clamped.
  private static func frameProblem(
    scroll: TerminalScrollView,
    coordinator: RefreshCoordinator,
    input: inout FuzzInput
  ) -> String? {
    let columns = input.extremeInt()
    coordinator.reducesMotion = input.bool()
    let rows = input.extremeInt()
    let frame = ListFrame(
      columns: columns,
      rows: rows,
      title: input.bool() ? input.text(maximumBytes: 16) : nil,
      scroll: scroll,
      indicator: coordinator.indicator,
      indicatorText: TextIndicator(coordinator.indicator, spinnerSeconds: input.extremeDouble()),
      status: input.text(maximumBytes: 16),
      header: input.bool() ? TextLoadPreviousHeader(.failed, failedText: "f") : nil,
      pullRefreshes: input.bool()
    )
    let screen = frame.compose { index, screen, row in
      screen.write("\(index)", row: row, column: 0)
    }
    guard screen.columns == frame.columns, screen.rows == frame.rows else {
      return "a frame of \(frame.columns)x\(frame.rows) drew \(screen.columns)x\(screen.rows)"
    }
    return nil
  }
}
