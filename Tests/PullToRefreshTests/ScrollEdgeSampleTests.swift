import Testing

@_spi(FrontEnd) @testable import PullToRefresh

/// The sample a front end reads on every frame, with the numbers an iPhone 15 produces (top safe
/// area 59 pt; an inline navigation bar adds 44, an expanded large title 96): SwiftUI's
/// `ScrollGeometry.contentInsets.top` and UIKit's `adjustedContentInset.top` include both, and the
/// content rests at `contentOffset.y == -inset`.
struct ScrollEdgeSampleTests {
  private func sample(
    offset: Double,
    insetTop: Double,
    insetBottom: Double = 34,
    viewport: Double = 852,
    ownInset: Double = 0
  ) -> ScrollEdgeSample? {
    ScrollEdgeSample(
      ScrollAxisMetrics(
        offset: offset,
        contentLength: 4000,
        viewportLength: viewport,
        leadingInset: insetTop,
        trailingInset: insetBottom
      ),
      edge: .top,
      ownInset: ownInset
    )
  }

  @Test(arguments: [
    ("no bars", 59.0), ("inline title", 103), ("large title", 155),
    ("contentMargins 16 under an inline title", 119), ("home button, no bars", 20),
  ])
  func atRestThePullIsZeroAndTheContentRestsBelowTheBars(setup: String, inset: Double) {
    let resting = sample(offset: -inset, insetTop: inset)
    #expect(resting?.edgeOffset == 0, "\(setup)")
    #expect(resting?.restingEdge == inset, "\(setup)")
    let pulled = sample(offset: -inset - 60, insetTop: inset)
    #expect(pulled?.edgeOffset == 60, "\(setup)")
  }

  /// The indicator's centre is measured from the scroll view's frame.
  ///
  /// Below the bars by the resting edge, then the engine's offset (half the visible gap): nothing
  /// counts the bars twice.
  @Test func theIndicatorCentreIsTheRestingEdgePlusTheEnginesOffset() {
    let pulled = sample(offset: -103 - 40, insetTop: 103)
    let indicator = RefreshIndicator(
      phase: .pulling,
      progress: 40.0 / 90,
      pull: 40,
      restingExtent: 62
    )
    #expect(pulled?.indicatorCenter(for: indicator) == 123.0)  // 103 + 40 / 2
  }

  /// While refreshing, the front end keeps 62 pt of room before the content: the adjusted inset
  /// includes it, the pull does not, and the content held there reads as a pull of 62.
  @Test func theFrontEndsOwnInsetIsNotPartOfTheEdge() {
    let held = sample(offset: -165, insetTop: 165, ownInset: 62)
    #expect(held?.restingEdge == 103)
    #expect(held?.edgeOffset == 62)
    let indicator = RefreshIndicator(phase: .refreshing, progress: 1, pull: 62, restingExtent: 62)
    #expect(held?.indicatorCenter(for: indicator) == 134.0)  // 103 + 62 / 2
  }

  /// Scrolling through the content gives one sample, whatever the offset: no view update and no
  /// engine event while the content is away from its edge.
  @Test func theSampleIsConstantAwayFromTheEdge() {
    let away = sample(offset: -102, insetTop: 103)
    #expect(away?.edgeOffset == ScrollEdgeSample.awayFromEdge)
    for offset in stride(from: -102.0, through: 50_000, by: 13.7) {
      #expect(sample(offset: offset, insetTop: 103) == away)
    }
    var machine = RefreshStateMachine()
    _ = machine.scrolled(edgeOffset: ScrollEdgeSample.awayFromEdge)
    #expect(!machine.isAtEdge)
  }

  @Test func itChangesWhereThePullOrTheRoomBeforeTheContentDoes() {
    let resting = sample(offset: -103, insetTop: 103)
    #expect(sample(offset: -103.3, insetTop: 103) != resting)  // a pull of 0.3
    #expect(sample(offset: -102.7, insetTop: 103) != resting)  // within the tolerance
    #expect(sample(offset: -103, insetTop: 103, ownInset: 62) != resting)  // the resting inset
    #expect(sample(offset: -103, insetTop: 140) != resting)  // a large title expanding
  }

  /// The keyboard shows: the bottom inset grows and the viewport stays; the sample carries the
  /// new far inset (G1) and the same pull.
  @Test func theKeyboardChangesOnlyTheFarInset() throws {
    let before = try #require(sample(offset: -103, insetTop: 103, insetBottom: 34))
    let withKeyboard = try #require(sample(offset: -103, insetTop: 103, insetBottom: 336))
    #expect(before.farInset == 34)
    #expect(withKeyboard.farInset == 336)
    #expect(withKeyboard.edgeOffset == before.edgeOffset)
    #expect(withKeyboard.restingEdge == before.restingEdge)
  }

  /// G2: near the far end is measured by what the user sees.
  ///
  /// An iPhone with a 103-pt top bar
  /// and an 83-pt tab bar over 852 pt sees 666 pt; 2,000 pt of content scrolled to its very
  /// bottom has 0 pt left, so with a 300-pt distance it is near its end from 1,034 pt scrolled
  /// (the whole viewport would say from 848 pt: 186 pt early, the two bars).
  @Test func nearTheFarEndIsMeasuredByWhatTheUserSees() throws {
    func near(_ scrolled: Double) throws -> Bool {
      let sample = try #require(
        ScrollEdgeSample(
          ScrollAxisMetrics(
            offset: scrolled - 103,
            contentLength: 2000,
            viewportLength: 852,
            leadingInset: 103,
            trailingInset: 83
          ),
          edge: .top,
          ownInset: 0,
          loadMoreDistance: .points(300)
        )
      )
      return sample.edgeOffset != ScrollEdgeSample.awayFromEdge
    }
    // remaining = max(0, 2000 - 666) - scrolled = 1334 - scrolled <= 300 + tolerance.
    #expect(try near(1034))
    #expect(try !near(1030))
    #expect(try !near(848))
  }

  /// Near the top, while the top end loads, the sample keeps the true position (T1); deeper it
  /// reports one just beyond the top end's reach, which is near neither end, so that scrolling
  /// through the middle still makes no new sample.
  @Test func theTopEndGetsTheTruePositionNearTheTop() throws {
    func edgeOffset(_ scrolled: Double, distance: RefreshConfiguration.Length?) throws -> Double {
      try #require(
        ScrollEdgeSample(
          ScrollAxisMetrics(
            offset: scrolled - 103,
            contentLength: 5000,
            viewportLength: 852,
            leadingInset: 103
          ),
          edge: .top,
          ownInset: 0,
          loadPreviousDistance: distance
        )
      ).edgeOffset
    }
    #expect(try edgeOffset(400, distance: .points(400)) == -400)
    #expect(try edgeOffset(400.5, distance: .points(400)) == -400.5)  // within the tolerance
    #expect(try edgeOffset(401, distance: .points(400)) == -401)
    #expect(try edgeOffset(403, distance: .points(400)) == -401)
    #expect(try edgeOffset(2000, distance: .points(400)) == -401)
    #expect(try edgeOffset(2500, distance: .points(400)) == -401)
    // The clamped position is not near the top in the engine's one test.
    #expect(!PageLoadMachine.isNearTop(edgeOffset: -401, reach: 400))
    #expect(PageLoadMachine.isNearTop(edgeOffset: -400, reach: 400))
    // Without the top end, today's clamp.
    #expect(try edgeOffset(400, distance: nil) == ScrollEdgeSample.awayFromEdge)
    // A fraction resolves at the sample's viewport, as the engine resolves it.
    #expect(try edgeOffset(426, distance: .fraction(0.5)) == -426)
    #expect(try edgeOffset(900, distance: .fraction(0.5)) == -427)
  }

  @Test func badValuesGiveNoSample() {
    #expect(sample(offset: .nan, insetTop: 103) == nil)
    #expect(sample(offset: 0, insetTop: .infinity) == nil)
    #expect(sample(offset: 0, insetTop: 103, ownInset: .nan) == nil)
    #expect(ScrollEdgeSample(edgeOffset: 0, viewportLength: .nan, restingEdge: 0) == nil)
  }

  @MainActor @Test func theCoordinatorTakesASampleAsTheViewportThenThePull() {
    let coordinator = RefreshCoordinator {}
    coordinator.interactionBegan()
    if let pulled = sample(offset: -103 - 95, insetTop: 103, viewport: 600) {
      coordinator.scrolled(pulled)
    }
    #expect(coordinator.phase == .armed)
    #expect(coordinator.stateMachine.viewport == 600)
  }
}
