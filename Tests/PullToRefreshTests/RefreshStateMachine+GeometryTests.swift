import Testing

@testable import PullToRefresh

/// Geometry under bars that move (Behavior.md, G1–G3), through the state machine: the far end
/// measured by what the user sees, and bars that move are not the user moving.
///
/// The numbers: an iPhone viewport of 852 pt under a 103-pt navigation bar and an 83-pt tab bar
/// sees 666 pt; 2,000 pt of content; the default distance, half the viewport, is 426 pt, so the
/// content is near its end once no more than 426 pt is left below what the user sees.
@Suite struct RefreshStateMachineGeometryTests {
  private typealias Machine = RefreshStateMachine

  private static func footer() -> Machine {
    var machine = Machine()
    _ = machine.viewportChanged(852)
    _ = machine.insetsChanged(pulledEdge: 103, far: 83)
    _ = machine.loadMoreEnabledChanged(true)
    _ = machine.contentChanged(2000)
    _ = machine.scrolled(edgeOffset: 0)
    return machine
  }

  @Test func theFarEndIsMeasuredByWhatTheUserSees() {
    var machine = Self.footer()
    // remaining = max(0, 2000 - 666) - scrolled: near from 908 pt scrolled, not 722 pt.
    #expect(machine.scrolled(edgeOffset: -722) == [])
    #expect(machine.scrolled(edgeOffset: -907) == [])
    #expect(machine.scrolled(edgeOffset: -908) == [.startLoad])
  }

  @Test func aTabBarThatMinimizesMovesTheEndByWhatTheUserSees() {
    var machine = Self.footer()
    _ = machine.scrolled(edgeOffset: -880)
    // The tab bar shrinks by 50 pt: 50 pt more is seen, so 28 pt short of the end becomes near.
    #expect(machine.insetsChanged(pulledEdge: 103, far: 33) == [.startLoad])
  }

  @Test func barsThatMoveMakeNothingReady() {
    var machine = Self.footer()
    _ = machine.scrolled(edgeOffset: -950)  // a load starts
    _ = machine.loadFinished(.more, load: 1)  // a page that added nothing
    // The tab bar grows back: the end is no longer near; then it minimizes again: near again.
    _ = machine.insetsChanged(pulledEdge: 103, far: 200)
    #expect(machine.insetsChanged(pulledEdge: 103, far: 33) == [])
    #expect(machine.loadMore.load == 1)  // no second load of a page that added nothing
    // The user scrolling away and back makes it ready (L2).
    _ = machine.scrolled(edgeOffset: -300)
    #expect(machine.scrolled(edgeOffset: -950) == [.startLoad])
  }

  @Test func theTopInsetMovesThePullAsTheContentKeepsItsPlace() {
    var machine = Machine()
    _ = machine.viewportChanged(852)
    _ = machine.insetsChanged(pulledEdge: 155, far: 0)  // an expanded large title
    _ = machine.interactionBegan()
    _ = machine.scrolled(edgeOffset: 60)
    // The bar shrinks by 52 pt with the content in place: the pull grows by 52 and arms.
    let armed = machine.insetsChanged(pulledEdge: 103, far: 0)
    #expect(machine.pull == 112)
    #expect(machine.phase == .armed)
    #expect(armed.contains(.haptic))
  }

  @Test func withoutAFingerAMovedPullShowsNoProgress() {
    var machine = Machine()
    _ = machine.viewportChanged(852)
    _ = machine.insetsChanged(pulledEdge: 155, far: 0)
    _ = machine.scrolled(edgeOffset: 0)  // at rest under the expanded title
    #expect(machine.insetsChanged(pulledEdge: 103, far: 0) == [])
    #expect(machine.pull == 52)
    #expect(machine.phase == .idle)
    #expect(machine.progress == 0)
  }

  @Test(arguments: [-10.0, .nan, -.infinity, .infinity])
  func aBadInsetCountsAsZero(inset: Double) {
    var machine = Machine()
    _ = machine.insetsChanged(pulledEdge: inset, far: inset)
    #expect(machine.pulledEdgeInset == 0)
    #expect(machine.farInset == 0)
    #expect(machine.pull.isFinite)
  }
}
