import PullToRefreshFrontEndRules
import Testing

/// An iPhone 15 (393 × 852 pt) feed with a 120-pt horizontal carousel inside it.
struct ScrollViewCandidatesTests {
  private typealias Candidate = ScrollViewCandidates.Candidate

  @Test func theFeedWinsOverTheCarouselInsideIt() {
    let found = [Candidate(index: 0, overlap: 120 * 393), Candidate(index: 1, overlap: 852 * 393)]
    #expect(ScrollViewCandidates.choice(among: found) == 1)
  }

  @Test func ofEqualOverlapsTheFirstWins() {
    let found = [Candidate(index: 0, overlap: 852 * 393), Candidate(index: 1, overlap: 852 * 393)]
    #expect(ScrollViewCandidates.choice(among: found) == 0)
  }

  @Test func nothingOverlappingIsNoChoice() {
    #expect(ScrollViewCandidates.choice(among: []) == nil)
    #expect(ScrollViewCandidates.choice(among: [Candidate(index: 0, overlap: 0)]) == nil)
    #expect(ScrollViewCandidates.choice(among: [Candidate(index: 0, overlap: .nan)]) == nil)
  }
}
