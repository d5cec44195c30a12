extension Int {
  /// The largest magnitude a converted value keeps: far beyond any row or column, and exact.
  static let clampingBound = Double(1 << 52)

  /// `value` rounded toward zero, held within ±2⁵², NaN as 0: a conversion that cannot trap.
  ///
  /// `Int(_:)` traps on NaN, infinities and anything beyond `Int.max`; a public API fed 1e300
  /// (the engine accepts it) must not.
  init(clamping value: Double) {
    guard !value.isNaN else {
      self = 0
      return
    }
    self.init(Swift.min(Swift.max(value, -Self.clampingBound), Self.clampingBound))
  }
}
