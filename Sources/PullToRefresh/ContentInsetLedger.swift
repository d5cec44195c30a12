/// The part of a scroll view's top inset that pull-to-refresh added, so that it can be changed and
/// taken back exactly, whatever the app does to the inset meanwhile.
///
/// Libraries that set the inset to "saved value + extent" and later back to the saved value lose
/// the app's own changes, or add the extent twice when a refresh ends and starts again in one
/// turn. The ledger never saves the app's value: it adds and removes only its own part.
///
/// ```swift
/// var ledger = ContentInsetLedger()
/// scrollView.contentInset.top = ledger.topInset(current: scrollView.contentInset.top, adding: 62)
/// // … the app changes the inset: its change is kept …
/// scrollView.contentInset.top = ledger.removed(from: scrollView.contentInset.top)
/// ```
public struct ContentInsetLedger: Sendable, Equatable {
  /// How much of the top inset is ours now, in points.
  public private(set) var added: Double = 0

  /// Makes a ledger that has added nothing.
  public init() {}

  /// The top inset to set so that our part becomes `target`, given the `current` top inset
  /// (which includes what we added before); records `target` as ours.
  ///
  /// A target that is not finite or is negative counts as zero.
  public mutating func topInset(current: Double, adding target: Double) -> Double {
    let target = target.isFinite ? max(target, 0) : 0
    let inset = current - added + target
    added = target
    return inset
  }

  /// The top inset without our part (on detaching); the ledger then holds nothing.
  public mutating func removed(from current: Double) -> Double {
    topInset(current: current, adding: 0)
  }

  /// The app's own part of a top inset that includes ours (to measure the pull from the edge the
  /// app set, not from our inset).
  public func appInset(of current: Double) -> Double { current - added }
}
