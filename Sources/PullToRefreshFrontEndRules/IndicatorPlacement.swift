@_spi(FrontEnd) import PullToRefresh

/// Where a front end shows its indicator, or that it hides it: one rule for the SwiftUI overlay
/// and the UIKit controller, decided from the engine's last sample and its indicator (never from
/// its phase), so that a scroll event far from the edge has nothing to do.
///
/// The rule:
/// - **A pulling indicator** (no spinner, no outcome: idle, pulling, armed) sits in the gap the
///   pull opens, centred ``RefreshIndicator/offset`` below the gap's start (the resting edge, or
///   above an expanded large title, ``LargeTitleGap``). At rest at the edge that is the resting
///   edge itself, at the near-transparent opacity R15 keeps so that assistive technology finds
///   it.
/// - **A resting indicator** (a spinner or an outcome: refreshing, finishing) sits at rest in the
///   room the engine keeps before the content, half the room below the resting edge. With the
///   content scrolled partway into its room, it moves up with the content; pulled further than
///   the room, it stays at rest (R7), except under a large title, where the bar stretches and
///   the room comes down with the title.
/// - **Scrolled away from the edge** (the sample is ``ScrollEdgeSample/awayFromEdge``), or before
///   the first sample, it is ``hidden``: not drawn and not an accessibility element, whatever it
///   shows. It would otherwise sit over the first visible rows (near-transparent, or a spinner at
///   full opacity) as a "Refresh" element that VoiceOver's touch exploration finds instead of
///   the rows.
///
/// The indicator decides, not the phase: during a quiet cycle (a refresh the policy started, P4)
/// the coordinator's phase is refreshing while its indicator is the one an idle machine shows,
/// so the indicator is drawn like an idle one, and a drag during the cycle pulls it into the gap
/// like any pull.
///
/// The engine's sample is the same for every position away from the edge, and so is this
/// placement: the UIKit controller compares the layout with the one it applied last and touches
/// the indicator (its size, its frame, its visibility) only when they differ, so scrolling
/// through the middle of a list lays nothing out, and the SwiftUI overlay, which reads the last
/// sample through observation, is not updated by it either.
///
/// ```swift
/// let placement = IndicatorPlacement(
///   sample: sample, indicator: coordinator.indicator, largeTitle: .none)
/// let layout = placement.layout(contentOffsetX: 0, contentOffsetY: -163, boundsWidth: 393)
/// ```
package enum IndicatorPlacement: Sendable, Equatable {
  /// Scrolled away from the edge (or no sample yet): not shown, not an accessibility element.
  case hidden
  /// Shown, its centre `centerFromTop` points below the scroll view frame's top.
  case shown(centerFromTop: Double)

  /// Where the indicator goes for the engine's last sample and indicator, under a navigation bar
  /// that may show a large title.
  package init(sample: ScrollEdgeSample?, indicator: RefreshIndicator, largeTitle: LargeTitleGap) {
    guard let sample, sample.edgeOffset > ScrollEdgeSample.awayFromEdge else {
      self = .hidden
      return
    }
    guard Self.rests(indicator) else {
      // Centred in the gap the pull opens, which starts above the large title if there is one.
      self = .shown(
        centerFromTop: largeTitle.gapStart(restingEdge: sample.restingEdge) + indicator.offset
      )
      return
    }
    // In the room kept before the content: it moves with the content when scrolled into it.
    // Without a large title, pulling further leaves it at rest (R7). With one, the bar
    // stretches and the title comes down with the content, so the room does too.
    // GUESS: that the bar stretches by the pull past the room; not run on a device.
    let withContent = sample.restingEdge + sample.edgeOffset - indicator.offset
    let atRest = sample.restingEdge + indicator.offset
    let center = largeTitle.titleHeight > 0 ? withContent : min(atRest, withContent)
    self = .shown(centerFromTop: center)
  }

  /// Whether `indicator` rests in the room rather than following a pull.
  ///
  /// It rests while it shows a spinner (refreshing) or an outcome (finishing). A quiet cycle's
  /// indicator is an idle one, and does not.
  package static func rests(_ indicator: RefreshIndicator) -> Bool {
    indicator.showsSpinner || indicator.outcome != nil
  }

  /// Whether the indicator is an accessibility element (R16, VoiceOver): wherever it is shown.
  ///
  /// Hidden away from the edge, so that touch exploration finds the rows there; shown at the
  /// edge in every state, so that "Refresh" (or "Refreshing") is found where it is seen.
  package var isAccessible: Bool {
    self != .hidden
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
}
