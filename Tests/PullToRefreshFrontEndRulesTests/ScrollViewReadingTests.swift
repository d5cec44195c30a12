@_spi(FrontEnd) import PullToRefresh
import PullToRefreshFrontEndRules
import Testing

/// An iPhone 15 Pro in portrait: 852 pt tall, a 59 pt status bar plus a 44 pt inline navigation
/// bar above (adjusted top inset 103), a 34 pt home indicator below, 2400 pt of content.
struct ScrollViewReadingTests {
  private func sample(offset: Double, top: Double = 103, ownInset: Double = 0) -> ScrollEdgeSample?
  {
    ScrollViewReading.sample(
      contentOffset: offset,
      contentHeight: 2400,
      boundsHeight: 852,
      adjustedInsetTop: top,
      adjustedInsetBottom: 34,
      ownInset: ownInset
    )
  }

  @Test func atRestUnderTheBarsTheContentIsAtItsEdge() {
    let resting = sample(offset: -103)
    #expect(resting?.edgeOffset == 0)
    #expect(resting?.restingEdge == 103)
    #expect(resting?.viewportLength == 852)
  }

  @Test func pullingSixtyPointsIsAPullOfSixty() {
    #expect(sample(offset: -163)?.edgeOffset == 60)
  }

  @Test func whileRefreshingTheOwnInsetIsMeasuredFromTheBarsNotFromIt() {
    // The controller keeps 62 pt: UIKit's adjusted inset grows to 165 and the content rests
    // there, 62 pt past the edge the app's bars make, which stays where it was.
    let refreshing = sample(offset: -165, top: 165, ownInset: 62)
    #expect(refreshing?.edgeOffset == 62)
    #expect(refreshing?.restingEdge == 103)
  }

  @Test func scrolledIntoTheContentEverySampleIsTheSame() {
    #expect(sample(offset: 500) == sample(offset: 1500))
    #expect(sample(offset: 500)?.edgeOffset == ScrollEdgeSample.awayFromEdge)
  }

  @Test func aValueThatIsNotFiniteGivesNoSample() {
    #expect(sample(offset: .nan) == nil)
    #expect(sample(offset: -103, ownInset: .infinity) == nil)
  }

  @Test func aTouchThatHasNotMovedYetIsAFingerDown() {
    #expect(ScrollViewReading.isFingerDown(isTracking: true, panState: .possible))
  }

  @Test func aDragIsAFingerDown() {
    #expect(ScrollViewReading.isFingerDown(isTracking: true, panState: .changed))
    #expect(ScrollViewReading.isFingerDown(isTracking: false, panState: .began))
  }

  @Test func deceleratingAfterTheLiftIsNotAFingerDown() {
    // Decelerating after the release (UIKit may still say dragging, which is not read): tracking
    // is over and the pan ended.
    #expect(!ScrollViewReading.isFingerDown(isTracking: false, panState: .ended))
    #expect(!ScrollViewReading.isFingerDown(isTracking: false, panState: .cancelled))
  }

  @Test func thePanStatesAreUIKitsRawValues() {
    #expect(ScrollViewReading.PanState(rawValue: 3) == .ended)
    #expect(ScrollViewReading.PanState.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
  }
}
