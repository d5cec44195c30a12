#if canImport(SwiftUI)
@_spi(FrontEnd) import PullToRefresh
import PullToRefreshFrontEndRules
import SwiftUI

/// Keeps the reader's rows where they are when rows land above them (Behavior.md, K1), for one
/// scroll view: hears the coordinator's events as they happen and turns readings of the scroll
/// view into `rowsAddedAbove(_:)` reports and moves; every decision is `RowsAboveKeeper`'s and
/// the engine's.
///
/// The events are heard through `addEventHandler(_:)`, not the event stream the modifier
/// iterates: a handler runs as soon as the coordinator has handled the input, in the same
/// main-actor job. So the result of a previous page is known before SwiftUI lays out the rows
/// the app inserted with it (the app inserts them, then its action returns, in one job; SwiftUI
/// lays them out after it), and `positionKept(delta:)`, the engine's answer to a report, is known
/// while the report is being made, so the move lands in the same reading.
///
/// What it asks of the view: to read the scroll view again when ``mark`` changes (observable),
/// stamping each reading with it (`RowsAboveKeeper.Reading.mark`), and to move the scroll
/// position by what ``correction(from:to:)`` returns.
@MainActor @Observable
final class RowKeeping {
  /// The keeper's mark: a new value asks the view for a new reading (from iOS 18, a new transform
  /// of `onScrollGeometryChange`, whose readings from then on are the result's).
  private(set) var mark = 0
  @ObservationIgnored private var keeper: RowsAboveKeeper
  @ObservationIgnored private weak var coordinator: RefreshCoordinator?
  @ObservationIgnored private var token: RefreshCoordinator.HandlerToken?
  /// Whether the view is reporting rows now: a kept delta heard then is the answer to it.
  @ObservationIgnored private var isReporting = false
  /// The delta the engine kept for the report being made, `nil` while it kept none.
  @ObservationIgnored private var keptForReport: Double?

  /// A keeper whose pages stop waiting as `closing` says (`RowsAboveKeeper.Closing`).
  init(closing: RowsAboveKeeper.Closing) {
    keeper = RowsAboveKeeper(closing: closing)
  }

  /// Hears `coordinator`'s events from now on, and no longer those of the one before.
  func attach(to coordinator: RefreshCoordinator) {
    guard coordinator !== self.coordinator || token == nil else { return }
    detach()
    self.coordinator = coordinator
    token = coordinator.addEventHandler { [weak self] event in self?.handle(event) }
  }

  /// Stops hearing `coordinator`, if it is the one heard (the view is hidden, or swapped it for
  /// another that may already be attached).
  func detach(from coordinator: RefreshCoordinator) {
    guard coordinator === self.coordinator else { return }
    detach()
  }

  private func detach() {
    if let token { coordinator?.removeEventHandler(token) }
    token = nil
    coordinator = nil
  }

  /// A drag began (what closes an iOS 17 page's wait, `RowsAboveKeeper.dragBegan()`).
  func dragBegan() {
    keeper.dragBegan()
  }

  /// The keeper's mark now, to stamp a reading with.
  var currentMark: Int { keeper.mark }

  /// How far to move the scroll position into the content after the reading `new` (taken after
  /// `old`), or `nil` for not at all: rows of a previous page are reported to the coordinator
  /// first (`rowsAddedAbove(_:)`, whose kept delta is heard at once), then the move is the
  /// engine's deltas less what the offset already moved (`RowsAboveKeeper.correction`).
  func correction(
    from old: RowsAboveKeeper.Reading,
    to new: RowsAboveKeeper.Reading
  ) -> Double? {
    guard let step = keeper.read(from: old, to: new) else { return nil }
    var kept: Double?
    if let rows = step.rowsAbove, let coordinator {
      isReporting = true
      keptForReport = nil
      coordinator.rowsAddedAbove(rows)
      isReporting = false
      kept = keptForReport
    }
    return RowsAboveKeeper.correction(keptDelta: kept, step: step)
  }

  private func handle(_ event: RefreshCoordinator.Event) {
    switch event {
    case .loadPreviousStarted:
      keeper.pageStarted()
    case .loadPreviousFinished(let outcome):
      keeper.pageFinished(outcome)
    case .positionKept(let delta):
      if isReporting {
        keptForReport = (keptForReport ?? 0) + delta
      } else {
        keeper.kept(delta: delta)
      }
    default:
      return
    }
    if keeper.mark != mark { mark = keeper.mark }
  }
}

/// Moves the scroll position that `RevealingScrollPosition` binds, for the front end around it:
/// the binding is below the modifier that reads the geometry, so the modifier hands this object
/// down through the environment and the binding's owner fills it in.
@MainActor
final class PositionMover {
  /// Scrolls the bound position to a content offset, `nil` while nothing is bound.
  var scroll: ((Double) -> Void)?
}

extension EnvironmentValues {
  /// The mover of the front end around this scroll view (`PullToRefreshModifier` writes it,
  /// `RevealingScrollPosition` fills it in and clears it below).
  var frontEndPositionMover: PositionMover? {
    get { self[PositionMoverKey.self] }
    set { self[PositionMoverKey.self] = newValue }
  }
}

private struct PositionMoverKey: EnvironmentKey {
  static var defaultValue: PositionMover? { nil }
}
#endif
