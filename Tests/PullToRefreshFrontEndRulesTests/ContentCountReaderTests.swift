@_spi(FrontEnd) import PullToRefresh
import PullToRefreshFrontEndRules
import Testing

/// The app's count reaches the coordinator as the action ends (F1): a load that brought rows
/// never shows the empty state, with the real coordinator.
@MainActor
struct ContentCountReaderTests {
  /// The app's rows, as a model holds them.
  @MainActor
  final class Rows {
    var items: [String] = []
  }

  /// Every content phase `coordinator` publishes from now on, in order.
  private func phases(of coordinator: RefreshCoordinator) -> () -> [ContentPhase] {
    let log = PhaseLog()
    coordinator.addEventHandler { event in
      if case .contentPhaseChanged(let phase) = event { log.phases.append(phase) }
    }
    return { log.phases }
  }

  @MainActor
  private final class PhaseLog {
    var phases: [ContentPhase] = []
  }

  @Test func aFirstLoadThatBringsRowsGoesFromTheLoaderToTheRows() async {
    let rows = Rows()
    let reader = ContentCountReader()
    reader.read = { rows.items.count }
    let coordinator = RefreshCoordinator(action: nil)
    coordinator.action = reader.reporting({ rows.items = ["a", "b", "c"] }, to: coordinator)
    let published = phases(of: coordinator)
    // Before the host appears, so that the first load starts with it (F2).
    reader.report(to: coordinator)
    #expect(coordinator.itemCount == 0)
    coordinator.hostAppeared()
    await coordinator.refresh(source: .scheduled)
    #expect(published() == [.loading, .content])
    #expect(coordinator.itemCount == 3)
  }

  @Test func aCountHeardAfterTheOutcomeWouldShowTheEmptyViewFirst() async {
    // What a count reported only on change (SwiftUI's onChange, after its next update) does:
    // the success lands with 0 rows.
    let rows = Rows()
    let coordinator = RefreshCoordinator { rows.items = ["a"] }
    let published = phases(of: coordinator)
    coordinator.itemCount = 0
    coordinator.hostAppeared()
    await coordinator.refresh(source: .scheduled)
    coordinator.itemCount = rows.items.count
    #expect(published() == [.loading, .empty, .content])
  }

  @Test func aLoadThatThrowsWithNoRowsFails() async {
    let rows = Rows()
    let server = Server()
    let reader = ContentCountReader()
    reader.read = { rows.items.count }
    let coordinator = RefreshCoordinator(action: nil)
    coordinator.action = reader.reporting({ try server.fetch() }, to: coordinator)
    let published = phases(of: coordinator)
    reader.report(to: coordinator)
    coordinator.hostAppeared()
    await coordinator.refresh(source: .scheduled)
    #expect(published() == [.loading, .failed])
  }

  @Test func aSuccessThatLeavesNoRowsEndsEmpty() async {
    // Five rows, then a refresh that empties the list (F6: a success with 0 rows is empty).
    let rows = Rows()
    rows.items = ["a", "b", "c", "d", "e"]
    let reader = ContentCountReader()
    reader.read = { rows.items.count }
    let coordinator = RefreshCoordinator(action: nil)
    coordinator.action = reader.reporting({ rows.items = [] }, to: coordinator)
    reader.report(to: coordinator)
    coordinator.hostAppeared()
    #expect(coordinator.contentPhase == .content)
    let published = phases(of: coordinator)
    await coordinator.refresh()
    // The count set inside the action lands with its outcome, in one decision (F1): content,
    // then empty, and never the loader between.
    #expect(published() == [.empty])
    #expect(coordinator.contentPhase == .empty)
  }

  @Test func aReaderWithoutACountLeavesTheCoordinatorAlone() async {
    let reader = ContentCountReader()
    let coordinator = RefreshCoordinator(action: nil)
    coordinator.action = reader.reporting({}, to: coordinator)
    reader.report(to: coordinator)
    #expect(coordinator.itemCount == nil)
    await coordinator.refresh()
    #expect(coordinator.itemCount == nil)
    // An app's own coordinator that counts by itself keeps its count.
    coordinator.itemCount = 7
    reader.report(to: coordinator)
    #expect(coordinator.itemCount == 7)
  }

  @Test func theWrappedActionKeepsNeitherTheCoordinatorNorTheReaderAlive() {
    weak var released: RefreshCoordinator?
    weak var releasedReader: ContentCountReader?
    do {
      let reader = ContentCountReader()
      let coordinator = RefreshCoordinator(action: nil)
      coordinator.action = reader.reporting({}, to: coordinator)
      released = coordinator
      releasedReader = reader
    }
    #expect(released == nil)
    #expect(releasedReader == nil)
  }
}
