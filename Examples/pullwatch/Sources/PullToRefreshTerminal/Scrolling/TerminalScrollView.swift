import PullToRefresh

/// A scroll view for a grid of text rows, with the physics of `UIScrollView`: content follows a
/// mouse drag row for row, resists past the top edge with ``RubberBand``, and springs back.
///
/// Positions are in points, ``pointsPerRow`` to a row, so the engine's thresholds mean the same
/// here as on a phone: with the default 90-point threshold, a drag of 10 rows from the top arms
/// and a drag of 2 does not. ``offset`` is `UIScrollView`'s `contentOffset.y`: negative when the
/// content is pulled down past the top. While refreshing, the front end sets a ``topInset`` (the
/// resting extent) that the content rests against, as a scroll view's content inset.
///
/// Time is passed in, in seconds, so that tests need no clock.
package struct TerminalScrollView: Sendable, Equatable {
  /// How many points one row of text stands for.
  package static let pointsPerRow = 24.0

  /// The most rows of content or viewport: larger counts are held here, so that every offset
  /// stays exact and every conversion to rows fits in an `Int`.
  package static let maximumRows = 1 << 24
  /// The largest ``topInset``, in points: a larger inset is held here.
  package static let maximumInset = 1e9

  /// The number of rows of content, held within `0...maximumRows`.
  package var contentRows: Int {
    didSet {
      contentRows = Self.clamped(rows: contentRows)
      clampOffset()
    }
  }
  /// The number of rows the viewport shows, held within `0...maximumRows`.
  package var viewportRows: Int {
    didSet {
      viewportRows = Self.clamped(rows: viewportRows)
      clampOffset()
    }
  }
  /// The spring that brings the content back after a release; `.immediate` for reduced motion.
  package var spring: DampedSpring
  /// The content offset in points: negative past the top, `0` at the top.
  package private(set) var offset: Double = 0
  /// The extra space kept above the content while refreshing.
  package private(set) var topInset: Double = 0
  /// Whether a drag is in progress.
  package var isDragging: Bool { drag != nil }
  /// Whether the content is springing toward a resting offset.
  package var isAnimating: Bool { animation != nil }

  private var drag: Drag?
  private var animation: Animation?

  private struct Drag: Sendable, Equatable {
    /// The row the pointer was on when `position` was taken.
    var row: Int
    /// The unresisted content position at `row`.
    var position: Double
    /// The row the pointer is on now.
    var currentRow: Int
  }

  private struct Animation: Sendable, Equatable {
    var from: Double
    var target: Double
    var start: Double
  }

  /// Makes a scroll view at the top of its content.
  package init(contentRows: Int, viewportRows: Int, spring: DampedSpring = .settle) {
    self.contentRows = Self.clamped(rows: contentRows)
    self.viewportRows = Self.clamped(rows: viewportRows)
    self.spring = spring
  }

  // MARK: - Reading

  /// The edge offset the engine reads: the pull when positive, the scrolled distance negated.
  package var edgeOffset: Double { -offset }

  /// The first row of content that is visible (0 while pulled): the offset in rows, rounded to
  /// the nearest, as ``gapRows`` rounds a pull, so that a row is drawn where its position rounds
  /// to on either side of the top edge (a position kept across it stays on its screen row).
  package var firstVisibleRow: Int {
    offset > 0 ? Int(clamping: (offset / Self.pointsPerRow).rounded()) : 0
  }

  /// The number of blank rows above the content: the pull, rounded to whole rows.
  package var gapRows: Int {
    offset < 0 ? Int(clamping: (-offset / Self.pointsPerRow).rounded()) : 0
  }

  /// The largest offset: the last row of content at the bottom of the viewport.
  package var maximumOffset: Double {
    Double(max(contentRows - viewportRows, 0)) * Self.pointsPerRow
  }

  // MARK: - Gestures

  /// A mouse button went down on viewport row `row`; a running spring stops where it is.
  package mutating func pressed(row: Int) {
    animation = nil
    drag = Drag(row: row, position: position(forOffset: offset), currentRow: row)
  }

  /// The pointer moved to row `row` with the button down: the content follows, row for row,
  /// and resists past the top.
  package mutating func dragged(row: Int) {
    guard drag != nil else { return }
    drag?.currentRow = row
    offset = offset(forDrag: drag)
  }

  private func offset(forDrag drag: Drag?) -> Double {
    guard let drag else { return offset }
    let rows = Double(drag.currentRow) - Double(drag.row)  // cannot overflow, as Ints can
    let position = drag.position - rows * Self.pointsPerRow
    return offset(forPosition: min(position, maximumOffset))
  }

  /// The button went up at `time`: content past its resting edge springs back.
  package mutating func released(at time: Double) {
    drag = nil
    settle(at: time)
  }

  /// Scrolls by whole rows (wheel, arrow keys, pages), within the content and the inset.
  ///
  /// The scroll starts from the nearest whole row, so a key pressed while the content springs
  /// back by a fraction of a row still moves it a whole row.
  package mutating func scroll(rows: Int) {
    guard drag == nil else { return }
    animation = nil
    let nearestRow = (offset / Self.pointsPerRow).rounded()
    let target = (nearestRow + Double(rows)) * Self.pointsPerRow
    offset = min(max(target, -topInset), maximumOffset)
  }

  /// Scrolls to the top, inset included (Home).
  package mutating func scrollToTop() {
    guard drag == nil else { return }
    animation = nil
    offset = -topInset
  }

  /// Scrolls to the end (End).
  package mutating func scrollToEnd() {
    guard drag == nil else { return }
    animation = nil
    offset = maximumOffset
  }

  /// Sets the space kept above the content (the resting extent while refreshing, 0 after).
  ///
  /// Content beyond the new edge springs to it. With `revealing` (``RestingInset/Change/reveals``:
  /// the content is at its edge), content springs down to show the inset (a programmatic
  /// refresh); otherwise content scrolled away does not move.
  package mutating func setTopInset(_ inset: Double, revealing: Bool, at time: Double) {
    topInset = inset.isNaN ? 0 : min(max(inset, 0), Self.maximumInset)
    if let row = drag?.currentRow {
      // Re-anchor so that the content stays under the pointer (no jump mid-drag).
      drag = Drag(row: row, position: position(forOffset: offset), currentRow: row)
      return
    }
    if revealing, offset > -topInset {
      animate(to: -topInset, at: time)
    } else {
      settle(at: time)
    }
  }

  /// Moves the content by `delta` points into it (negative: toward the top), at `time`: what
  /// keeps the rows on screen where they are when rows land above them (the engine's
  /// ``RefreshCoordinator/Event/positionKept(delta:)``; Behavior.md, K1), in the same frame as
  /// the new rows.
  ///
  /// Set ``contentRows`` to the new rows first. A drag in progress is anchored again, so that
  /// the rows stay under the pointer and follow it from there (K3); a spring that was bringing
  /// the content back to an edge stops, and starts again from the new offset only if that is
  /// past an edge. As the engine keeps it, the offset goes no further past the top than it was
  /// (nor past the top at all from inside the content) and no further than the content's end.
  /// A delta that is not finite changes nothing.
  package mutating func keep(by delta: Double, at time: Double) {
    guard delta.isFinite, delta != 0 else { return }
    offset = min(max(offset + delta, min(0, offset)), max(maximumOffset, offset))
    if let row = drag?.currentRow {
      drag = Drag(row: row, position: position(forOffset: offset), currentRow: row)
      return
    }
    animation = nil
    settle(at: time)
  }

  /// Moves a running spring to `time`; returns whether it is still moving.
  ///
  /// A time that is not a number leaves the spring where it is.
  @discardableResult
  package mutating func advance(to time: Double) -> Bool {
    guard let animation else { return false }
    let elapsed = max(time - animation.start, 0)
    guard !elapsed.isNaN else { return true }
    if spring.isSettled(atSeconds: elapsed) {
      offset = animation.target
      self.animation = nil
      return false
    }
    let distance = animation.target - animation.from
    offset = animation.from + distance * spring.value(atSeconds: elapsed)
    return true
  }

  // MARK: - Private

  /// The resting offset nearest to the current one: content past the edge goes back to it.
  private mutating func settle(at time: Double) {
    let low = -topInset
    if offset < low || (animation.map { $0.target < low } ?? false) {
      animate(to: low, at: time)
    } else if offset > maximumOffset {
      animate(to: maximumOffset, at: time)
    }
  }

  private mutating func animate(to target: Double, at time: Double) {
    guard time.isFinite else {  // no start to measure from: go straight there
      (offset, animation) = (target, nil)
      return
    }
    animation = Animation(from: offset, target: target, start: time)
    advance(to: time)
  }

  private var rubberBand: RubberBand {
    RubberBand(dimension: Double(max(viewportRows, 1)) * Self.pointsPerRow)
  }

  /// The drag position that shows `offset`: past the edge, the drag is longer than the offset.
  private func position(forOffset offset: Double) -> Double {
    let low = -topInset
    guard offset < low else { return offset }
    let beyond = rubberBand.distance(forOffset: low - offset) ?? (low - offset)
    return low - beyond
  }

  /// The offset that a drag position shows: past the edge, the rubber band resists.
  private func offset(forPosition position: Double) -> Double {
    let low = -topInset
    guard position < low else { return position }
    return low - rubberBand.offset(forDistance: low - position)
  }

  private static func clamped(rows: Int) -> Int { min(max(rows, 0), maximumRows) }

  private mutating func clampOffset() {
    guard drag == nil, animation == nil, offset > maximumOffset else { return }
    offset = maximumOffset
  }
}
