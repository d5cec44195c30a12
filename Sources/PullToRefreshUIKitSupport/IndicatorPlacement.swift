@_spi(FrontEnd) import PullToRefresh

/// Where the UIKit controller shows its indicator, or that it hides it: decided from the engine's
/// sample, so that a scroll event far from the edge has nothing to do.
///
/// A scroll view reports `contentOffset` and `bounds` on every frame it moves. The engine's
/// sample is the same for every position away from the edge (``ScrollEdgeSample/awayFromEdge``),
/// and so is this placement: ``hidden``. The controller compares the placement with the one it
/// applied last and touches the indicator (its size, its frame, its visibility) only when they
/// differ, so scrolling through the middle of a list lays nothing out, as the SwiftUI front end
/// does nothing when its sample does not change.
///
/// Away from the edge the indicator is hidden from sight and from VoiceOver: it would otherwise
/// sit, near-transparent (R15), over the first visible rows as a "Refresh" element. At the edge
/// it follows the pull into the gap the pull opens (``LargeTitleGap``), and while a refresh
/// keeps its room, it stays in that room and scrolls away with it, as `UIRefreshControl` does.
///
/// ```swift
/// let placement = IndicatorPlacement(
///   sample: sample, indicator: coordinator.indicator, phase: coordinator.phase, largeTitle: .none)
/// let layout = placement.layout(contentOffsetX: 0, contentOffsetY: -163, boundsWidth: 393)
/// ```
package enum IndicatorPlacement: Sendable, Equatable {
  /// Scrolled away from the edge (or no sample yet): not shown, not an accessibility element.
  case hidden
  /// Shown, its centre `centerFromTop` points below the scroll view frame's top.
  case shown(centerFromTop: Double)

  /// Where the indicator goes for a sample, the engine's indicator and phase, under a navigation
  /// bar that may show a large title.
  package init(
    sample: ScrollEdgeSample?,
    indicator: RefreshIndicator,
    phase: RefreshPhase,
    largeTitle: LargeTitleGap
  ) {
    guard let sample, sample.edgeOffset > ScrollEdgeSample.awayFromEdge else {
      self = .hidden
      return
    }
    let pull = sample.edgeOffset
    switch phase {
    case .idle, .pulling, .armed:
      // Centred in the gap the pull opens, which starts above the large title if there is one.
      self = .shown(
        centerFromTop: largeTitle.gapStart(restingEdge: sample.restingEdge) + indicator.offset
      )
    case .refreshing, .finishing:
      // In the room kept before the content: it moves with the content when scrolled into it.
      // Without a large title, pulling further leaves it at rest (R7). With one, the bar
      // stretches and the title comes down with the content, so the room does too.
      // GUESS: that the bar stretches by the pull past the room; not run on a device.
      let withContent = sample.restingEdge + pull - indicator.offset
      let atRest = sample.restingEdge + indicator.offset
      let center = largeTitle.titleHeight > 0 ? withContent : min(atRest, withContent)
      self = .shown(centerFromTop: center)
    }
  }

  /// What the indicator's view is set to, in the scroll view's own coordinates (its bounds,
  /// which move with `contentOffset`).
  package enum Layout: Sendable, Equatable {
    /// Hidden; the same whatever the offsets, so moving through the content changes nothing.
    case hidden
    /// Shown, centred at `x`, `y`.
    case centered(x: Double, y: Double)
  }

  /// The layout for the scroll view's current offsets and width: the value to compare with the
  /// one applied last ("is there anything to do").
  package func layout(contentOffsetX: Double, contentOffsetY: Double, boundsWidth: Double)
    -> Layout
  {
    switch self {
    case .hidden:
      return .hidden
    case .shown(let centerFromTop):
      return .centered(x: contentOffsetX + boundsWidth / 2, y: contentOffsetY + centerFromTop)
    }
  }

  /// Whether the indicator is an accessibility element now (R16, VoiceOver), for a front end
  /// that draws it at a fixed place over the content (the SwiftUI overlay).
  ///
  /// Away from the edge the indicator is drawn at 1 % opacity over the first visible rows (R15
  /// keeps it above zero so that assistive technology can find it where it is seen): there it is
  /// hidden, so VoiceOver's touch exploration finds the rows. While a refresh runs or shows its
  /// outcome it is always seen, and always an element; at the edge it is one in every phase.
  package static func isAccessible(phase: RefreshPhase, isAtEdge: Bool) -> Bool {
    switch phase {
    case .refreshing, .finishing: true
    case .idle, .pulling, .armed: isAtEdge
    }
  }
}
