import PullToRefresh

/// Draws a replay as an SVG timeline.
public enum TimelineSVG {
  /// The SVG text for a trace and its transcript.
  public static func render(trace: Trace, transcript: Transcript) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"></svg>\n"
  }
}
