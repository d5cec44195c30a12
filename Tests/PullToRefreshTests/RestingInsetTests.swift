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

  @Test func onlyContentAtItsEdgeIsRevealed() {
    #expect(RestingInset.reveals(edgeOffset: 0))
    #expect(RestingInset.reveals(edgeOffset: -0.4))
    #expect(RestingInset.reveals(edgeOffset: 30))
    #expect(!RestingInset.reveals(edgeOffset: -1))
    #expect(!RestingInset.reveals(edgeOffset: -400))
    #expect(!RestingInset.reveals(edgeOffset: .nan))
  }
}
