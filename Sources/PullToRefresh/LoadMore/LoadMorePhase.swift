/// Where the footer at the far end of the content is (Behavior.md, "Load more", L1–L9).
public enum LoadMorePhase: Sendable, Equatable, CaseIterable {
  /// No page is loading; the next one loads when the content nears its end (L1) or on request.
  case idle
  /// A page is loading: the footer shows a spinner, and requests join the load (L3).
  case loading
  /// The last page failed: the footer offers a retry and waits for the user (L5).
  case failed
  /// There is no more data: nothing loads until a successful refresh or a reset (L6).
  case exhausted
}
