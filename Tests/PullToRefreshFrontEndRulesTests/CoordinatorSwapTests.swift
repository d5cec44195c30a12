@_spi(FrontEnd) import PullToRefresh
import PullToRefreshFrontEndRules
import Testing

/// The sample a coordinator swapped into a live SwiftUI view hears: an iPhone 15 list at rest
/// under an inline bar (103 pt), 2400 pt of content in an 852-pt viewport.
struct CoordinatorSwapTests {
  private let atRest = ScrollEdgeSample(
    edgeOffset: 0,
    viewportLength: 852,
    restingEdge: 103,
    contentLength: 2400,
    loadMoreDistance: .points(200)
  )

  @Test func theLastSampleIsHandedOverWhenBothKeepTheSameRoom() {
    #expect(CoordinatorSwap.sample(atRest, measuredWithInset: 0, newInset: 0) == atRest)
    #expect(CoordinatorSwap.sample(atRest, measuredWithInset: 62, newInset: 62) == atRest)
  }

  @Test func aSampleMeasuredWithAnotherRoomIsNotHandedOver() {
    // The replaced coordinator was refreshing with 62 pt of room: the content rests 62 pt past
    // the edge, which the new coordinator, keeping none, would take for a pull.
    let refreshing = ScrollEdgeSample(edgeOffset: 62, viewportLength: 852, restingEdge: 103)
    #expect(CoordinatorSwap.sample(refreshing, measuredWithInset: 62, newInset: 0) == nil)
  }

  @Test func noSampleYetHandsOverNothing() {
    #expect(CoordinatorSwap.sample(nil, measuredWithInset: 0, newInset: 0) == nil)
  }
}
