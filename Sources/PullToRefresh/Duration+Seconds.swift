extension Duration {
  /// The duration in seconds, as a `Double` (front ends animate and draw in seconds).
  package var inSeconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}
