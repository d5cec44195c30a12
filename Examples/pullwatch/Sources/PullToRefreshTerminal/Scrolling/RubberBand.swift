/// The resistance a scroll view applies when content is dragged past its edge.
///
/// This is the curve `UIScrollView` is widely measured to follow:
/// `offset = (1 - 1 / (distance * c / dimension + 1)) * dimension`, with `c = 0.55`. Its slope
/// at zero is `c`, and the offset approaches `dimension` but never reaches it.
/// ``TerminalScrollView``, which has no native scroll physics, uses it to turn a drag into a pull.
struct RubberBand: Sendable, Equatable {
  /// The resistance coefficient `c`; 0.55 matches `UIScrollView`.
  var coefficient: Double
  /// The viewport's length along the drag, `d`.
  var dimension: Double

  /// Makes a rubber band for a viewport length.
  init(coefficient: Double = 0.55, dimension: Double) {
    self.coefficient = coefficient
    self.dimension = dimension
  }

  /// The visible offset for a drag of `distance` past the edge.
  ///
  /// Symmetric for negative distances; 0 for invalid input (a non-finite distance, a dimension or
  /// coefficient that is not positive).
  func offset(forDistance distance: Double) -> Double {
    guard distance.isFinite, dimension.isFinite, dimension > 0, coefficient.isFinite,
      coefficient > 0
    else { return 0 }
    let magnitude = (1 - 1 / (abs(distance) * coefficient / dimension + 1)) * dimension
    return distance < 0 ? -magnitude : magnitude
  }

  /// The drag distance that produces `offset`: the inverse of ``offset(forDistance:)``.
  ///
  /// Offsets at or beyond the dimension have no finite distance and give `nil`.
  func distance(forOffset offset: Double) -> Double? {
    guard offset.isFinite, dimension.isFinite, dimension > 0, coefficient.isFinite,
      coefficient > 0
    else { return nil }
    let magnitude = abs(offset)
    guard magnitude < dimension else { return nil }
    let distance = magnitude * dimension / (coefficient * (dimension - magnitude))
    return offset < 0 ? -distance : distance
  }
}
