/// The part of a scroll view's top inset that pull-to-refresh added, so that it can be changed and
/// taken back exactly, whatever the app does to the inset meanwhile.
///
/// Libraries that set the inset to "saved value + extent" and later back to the saved value lose
/// the app's own changes, or add the extent twice when a refresh ends and starts again in one
/// turn. The ledger never saves the app's value: it adds and removes only its own part.
///
/// ```swift
/// var ledger = ContentInsetLedger()
/// scrollView.contentInset.top = ledger.adjust(scrollView.contentInset.top, toAdd: 62)
/// // … the app changes the inset: its change is kept …
/// scrollView.contentInset.top = ledger.remove(from: scrollView.contentInset.top)
/// ```
package struct ContentInsetLedger: Sendable, Equatable {
  /// How much of the top inset is ours now, in points.
  package private(set) var added: Double = 0

  /// Makes a ledger that has added nothing.
  package init() {}

  /// Adjusts `inset` (which includes what we added before) so that our part becomes `extent`,
  /// records `extent` as ours, and returns the inset to set.
  ///
  /// An extent that is not finite counts as zero. A negative extent takes points off: UIKit front
  /// ends take back the safe area that their own `alwaysBounceVertical` makes UIKit add
  /// (``BounceInsetCompensation``).
  package mutating func adjust(_ inset: Double, toAdd extent: Double) -> Double {
    let extent = extent.isFinite ? extent : 0
    let adjusted = inset - added + extent
    added = extent
    return adjusted
  }

  /// Takes our part out of `inset` (on detaching) and returns the inset to set; the ledger then
  /// holds nothing.
  package mutating func remove(from inset: Double) -> Double {
    adjust(inset, toAdd: 0)
  }

  /// The app's own part of a top inset that includes ours (to measure the pull from the edge the
  /// app set, not from our inset).
  package func appInset(of inset: Double) -> Double { inset - added }
}
