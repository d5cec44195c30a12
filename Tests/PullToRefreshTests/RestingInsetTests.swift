import Testing

@testable import PullToRefresh

struct RestingInsetTests {
  @Test(arguments: [
    (RefreshPhase.idle, 0.0), (.pulling, 0), (.armed, 0), (.refreshing, 62),
    (.finishing(.success), 0), (.finishing(.failure), 0),
  ])
  func theInsetIsTheRestingExtentOnlyWhileRefreshing(phase: RefreshPhase, expected: Double) {
    let inset = RestingInset.inset(
      phase: phase,
      restingExtent: 62,
      isInteracting: false,
      current: 17
    )
    #expect(inset == expected)
  }

  @Test func aFingerOnTheContentFreezesTheInset() {
    #expect(
      RestingInset.inset(phase: .refreshing, restingExtent: 62, isInteracting: true, current: 0)
        == 0
    )
    #expect(
      RestingInset.inset(phase: .idle, restingExtent: 62, isInteracting: true, current: 62) == 62
    )
  }

  @Test func badExtentsGiveNoInset() {
    for extent in [-.infinity, .nan, -5.0] {
      let inset = RestingInset.inset(
        phase: .refreshing,
        restingExtent: extent,
        isInteracting: false,
        current: 3
      )
      #expect(inset == 0)
    }
  }

  @Test func theEdgeHasOneTolerance() {
    #expect(RestingInset.edgeTolerance == 0.5)
    #expect(RestingInset.isAtEdge(edgeOffset: 0))
    #expect(RestingInset.isAtEdge(edgeOffset: -0.5))
    #expect(RestingInset.isAtEdge(edgeOffset: 30))
    #expect(!RestingInset.isAtEdge(edgeOffset: -0.51))
    #expect(!RestingInset.isAtEdge(edgeOffset: -400))
    #expect(!RestingInset.isAtEdge(edgeOffset: .nan))
    #expect(!RestingInset.isAtEdge(edgeOffset: .infinity))
  }

  private func change(
    _ phase: RefreshPhase,
    current: Double,
    isAtEdge: Bool = true,
    isInteracting: Bool = false,
    reduceMotion: Bool = false
  ) -> RestingInset.Change? {
    RestingInset.change(
      phase: phase,
      restingExtent: 62,
      isInteracting: isInteracting,
      isAtEdge: isAtEdge,
      current: current,
      reduceMotion: reduceMotion
    )
  }

  @Test func aGrowingInsetAtTheEdgeIsRevealedWithTheSpring() {
    #expect(change(.refreshing, current: 0) == .init(inset: 62, reveals: true, animates: true))
  }

  @Test func aShrinkingInsetAtTheEdgeSpringsBackWithoutRevealing() {
    #expect(
      change(.finishing(.success), current: 62) == .init(inset: 0, reveals: false, animates: true)
    )
  }

  @Test func awayFromTheEdgeNothingMoves() {
    #expect(
      change(.refreshing, current: 0, isAtEdge: false)
        == .init(inset: 62, reveals: false, animates: false)
    )
    #expect(
      change(.idle, current: 62, isAtEdge: false)
        == .init(inset: 0, reveals: false, animates: false)
    )
  }

  @Test func reduceMotionRevealsWithoutTheSpring() {
    #expect(
      change(.refreshing, current: 0, reduceMotion: true)
        == .init(inset: 62, reveals: true, animates: false)
    )
  }

  @Test func noChangeWhenTheInsetIsRightOrAFingerIsDown() {
    #expect(change(.refreshing, current: 62) == nil)
    #expect(change(.idle, current: 0) == nil)
    #expect(change(.refreshing, current: 0, isInteracting: true) == nil)
    #expect(change(.idle, current: 62, isInteracting: true) == nil)
  }
}
