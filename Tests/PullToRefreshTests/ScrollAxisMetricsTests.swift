@_spi(FrontEnd) import PullToRefresh
import Testing

@Suite struct ScrollAxisMetricsTests {
  @Test func topPullSubtractsTheLeadingInset() {
    let metrics = ScrollAxisMetrics(
      offset: -135,
      contentLength: 2000,
      viewportLength: 600,
      leadingInset: 35
    )
    #expect(metrics.edgeOffset(at: .top) == 100)
    #expect(metrics.pull(at: .top) == 100)
  }

  @Test func topScrolledIntoTheContentHasNoPull() {
    let metrics = ScrollAxisMetrics(offset: 10, contentLength: 2000, viewportLength: 600)
    #expect(metrics.edgeOffset(at: .top) == -10)
    #expect(metrics.pull(at: .top) == 0)
  }

  @Test func topRestingAtTheInsetHasNoPull() {
    let metrics = ScrollAxisMetrics(
      offset: -35,
      contentLength: 2000,
      viewportLength: 600,
      leadingInset: 35
    )
    #expect(metrics.edgeOffset(at: .top) == 0)
    #expect(metrics.pull(at: .top) == 0)
  }

  @Test(arguments: [(-135.0, 35.0, 100.0), (-90, 0, 90), (-0.5, 0, 0.5), (0, 0, 0), (500, 20, 0)])
  func topPullFollowsTheFormula(offset: Double, leadingInset: Double, expectedPull: Double) {
    let metrics = ScrollAxisMetrics(
      offset: offset,
      contentLength: 1000,
      viewportLength: 400,
      leadingInset: leadingInset
    )
    #expect(metrics.pull(at: .top) == expectedPull)
  }

  @Test func topPullIgnoresContentViewportAndTrailingInset() {
    let short = ScrollAxisMetrics(offset: -60, contentLength: 100, viewportLength: 600)
    let long = ScrollAxisMetrics(
      offset: -60,
      contentLength: 9000,
      viewportLength: 300,
      trailingInset: 80
    )
    #expect(short.pull(at: .top) == 60)
    #expect(long.pull(at: .top) == 60)
  }

  @Test(arguments: [(1400.0, 0.0, 0.0), (1450, 50, 50), (1000, -400, 0), (1401.5, 1.5, 1.5)])
  func bottomPullIsMeasuredPastTheContentsEnd(
    offset: Double,
    expectedEdgeOffset: Double,
    expectedPull: Double
  ) {
    let metrics = ScrollAxisMetrics(offset: offset, contentLength: 2000, viewportLength: 600)
    #expect(metrics.edgeOffset(at: .bottom) == expectedEdgeOffset)
    #expect(metrics.pull(at: .bottom) == expectedPull)
  }

  @Test func bottomPullAccountsForTheTrailingInset() {
    // The content's end rests at offset 2000 + 50 - 600 = 1450.
    let metrics = ScrollAxisMetrics(
      offset: 1500,
      contentLength: 2000,
      viewportLength: 600,
      leadingInset: 20,
      trailingInset: 50
    )
    #expect(metrics.edgeOffset(at: .bottom) == 50)
    #expect(metrics.pull(at: .bottom) == 50)
  }

  @Test func bottomPullWithShortContent() {
    // Content shorter than the viewport rests at its start (offset 0), so pulling up by 20
    // scrolls to offset 20.
    let metrics = ScrollAxisMetrics(offset: 20, contentLength: 300, viewportLength: 600)
    #expect(metrics.edgeOffset(at: .bottom) == 20)
    #expect(metrics.pull(at: .bottom) == 20)
    let resting = ScrollAxisMetrics(offset: 0, contentLength: 300, viewportLength: 600)
    #expect(resting.pull(at: .bottom) == 0)
    let pulledDown = ScrollAxisMetrics(offset: -30, contentLength: 300, viewportLength: 600)
    #expect(pulledDown.pull(at: .bottom) == 0)
  }

  @Test func bottomPullWithShortContentBelowALeadingInset() {
    // With a leading inset of 35 the short content rests at offset -35.
    let metrics = ScrollAxisMetrics(
      offset: -15,
      contentLength: 300,
      viewportLength: 600,
      leadingInset: 35
    )
    #expect(metrics.edgeOffset(at: .bottom) == 20)
    #expect(metrics.pull(at: .bottom) == 20)
  }

  @Test func bottomPullIsZeroWhileScrolledToTheTop() {
    let metrics = ScrollAxisMetrics(offset: -100, contentLength: 2000, viewportLength: 600)
    #expect(metrics.pull(at: .bottom) == 0)
    #expect(metrics.pull(at: .top) == 100)
  }

  @Test(arguments: [
    ScrollAxisMetrics(offset: -135, contentLength: 2000, viewportLength: 600, leadingInset: 35),
    ScrollAxisMetrics(offset: 1450, contentLength: 2000, viewportLength: 600),
    ScrollAxisMetrics(offset: 20, contentLength: 300, viewportLength: 600, trailingInset: 10),
    ScrollAxisMetrics(offset: 700, contentLength: 1200, viewportLength: 480, leadingInset: 12),
  ])
  func horizontalEdgesMeasureLikeVerticalOnes(metrics: ScrollAxisMetrics) {
    #expect(metrics.edgeOffset(at: .leading) == metrics.edgeOffset(at: .top))
    #expect(metrics.edgeOffset(at: .trailing) == metrics.edgeOffset(at: .bottom))
    #expect(metrics.pull(at: .leading) == metrics.pull(at: .top))
    #expect(metrics.pull(at: .trailing) == metrics.pull(at: .bottom))
  }

  @Test func trailingPullHasItsOwnExample() {
    let metrics = ScrollAxisMetrics(offset: 1030, contentLength: 1500, viewportLength: 500)
    #expect(metrics.edgeOffset(at: .trailing) == 30)
    #expect(metrics.pull(at: .trailing) == 30)
    #expect(metrics.pull(at: .leading) == 0)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteValuesGiveNoEdgeOffsetAndNoPull(bad: Double) {
    let samples = [
      ScrollAxisMetrics(offset: bad, contentLength: 2000, viewportLength: 600),
      ScrollAxisMetrics(offset: -50, contentLength: bad, viewportLength: 600),
      ScrollAxisMetrics(offset: -50, contentLength: 2000, viewportLength: bad),
      ScrollAxisMetrics(offset: -50, contentLength: 2000, viewportLength: 600, leadingInset: bad),
      ScrollAxisMetrics(offset: -50, contentLength: 2000, viewportLength: 600, trailingInset: bad),
    ]
    for metrics in samples {
      for edge in RefreshConfiguration.Edge.allCases {
        #expect(metrics.edgeOffset(at: edge) == nil, "\(edge) \(metrics)")
        #expect(metrics.pull(at: edge) == 0, "\(edge) \(metrics)")
      }
    }
  }

  @Test func insetsDefaultToZero() {
    let metrics = ScrollAxisMetrics(offset: 0, contentLength: 10, viewportLength: 5)
    #expect(metrics.leadingInset == 0)
    #expect(metrics.trailingInset == 0)
  }
}
