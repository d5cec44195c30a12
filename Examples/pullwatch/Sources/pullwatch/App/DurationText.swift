/// Durations as people read them on a status line: `0.5s`, `5s`, `2m 10s`, `1h 5m`, `3d 4h`.
enum DurationText {
  /// The text for `duration`: under a minute in seconds (one decimal at most), then the two
  /// largest units.
  static func text(for duration: Duration) -> String {
    let (wholeSeconds, attoseconds) = duration.components
    guard wholeSeconds >= 0 else { return "0s" }
    if wholeSeconds < 60 {
      let tenths = Int64((Double(attoseconds) / 1e17).rounded())
      let seconds = wholeSeconds + tenths / 10
      let fraction = tenths % 10
      return fraction == 0 ? "\(seconds)s" : "\(seconds).\(fraction)s"
    }
    let units: [(name: String, seconds: Int64)] = [
      ("d", 86_400), ("h", 3_600), ("m", 60), ("s", 1),
    ]
    var remaining = wholeSeconds
    var parts: [String] = []
    for unit in units where parts.count < 2 {
      let count = remaining / unit.seconds
      remaining %= unit.seconds
      if count > 0 || !parts.isEmpty { parts.append("\(count)\(unit.name)") }
    }
    return parts.filter { !$0.hasPrefix("0") }.joined(separator: " ")
  }
}
