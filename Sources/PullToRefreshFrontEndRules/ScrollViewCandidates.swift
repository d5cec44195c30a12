/// Which scroll view the iOS 17 probe takes, as a pure decision over what it found.
///
/// The probe follows swiftui-introspect's receiver scope (`Sources/Introspect.swift`,
/// `subviewsBetween(_:and:)`): a marker in the scroll view's `.background` and the probe in its
/// `.overlay` are siblings of the platform view SwiftUI draws the scroll view with, in their
/// nearest common ancestor; the scroll view is among the subviews *between* them. A candidate is
/// each `UIScrollView` found in those subviews (nested ones included, a horizontal carousel in a
/// feed), with how much of the probe's frame in the window it covers.
///
/// ```swift
/// ScrollViewCandidates.choice(among: [
///   .init(index: 0, overlap: 120 * 393),  // a carousel inside the feed
///   .init(index: 1, overlap: 852 * 393),  // the feed
/// ])  // 1
/// ```
package enum ScrollViewCandidates {
  /// A scroll view the probe found between its marker and itself.
  package struct Candidate: Sendable, Equatable {
    /// Its position in the probe's list, in depth-first order from the marker.
    package var index: Int
    /// The area of its frame in the window that overlaps the probe's frame, in square points.
    package var overlap: Double

    /// Makes a candidate.
    package init(index: Int, overlap: Double) {
      self.index = index
      self.overlap = overlap
    }
  }

  /// The index of the scroll view to observe, or `nil` when none overlaps the probe.
  ///
  /// The one that covers the most of the probe's frame (the outer scroll view, not a nested
  /// carousel); of equal ones, the first (the outermost in
  /// depth-first order). `nil` when none overlaps the probe at all (not laid out yet, or a
  /// SwiftUI that draws scroll views without `UIScrollView`): the probe then tries again on its
  /// next update, layout or appearance, and until then a pull does nothing.
  package static func choice(among candidates: [Candidate]) -> Int? {
    var best: Candidate?
    for candidate in candidates where candidate.overlap.isFinite && candidate.overlap > 0 {
      if let current = best, current.overlap >= candidate.overlap { continue }
      best = candidate
    }
    return best?.index
  }
}
