// The engine subject of check-apple-code.sh --self-test: a stand-in for the engine, built as
// the module SelfTestEngine and re-exported (`@_exported import`) by a one-line SelfTestUI
// module, as PullToRefresh is by PullToRefreshUI. None of its public top-level names is SwiftUI's;
// each `names` mutant adds one that is, and the names pass must report it as re-exported by
// SelfTestUI. Keep the mutated piece (the marker line below) occurring exactly once.

/// How far the content was pulled, in points.
public struct SelfTestPullDistance: Sendable, Equatable {
  /// The distance in points.
  public var points: Double

  /// Makes a distance of `points`.
  public init(points: Double) { self.points = points }
}

/// The stages of a refresh.
public enum SelfTestRefreshStage: Sendable {
  /// Nothing is happening.
  case idle
  /// The content is being pulled.
  case pulling
  /// The action runs.
  case refreshing
}

/// The progress toward the trigger distance, clamped to `0...1`.
public func selfTestProgress(_ distance: SelfTestPullDistance, trigger: Double) -> Double {
  trigger > 0 ? min(max(distance.points / trigger, 0), 1) : 1
}

// (the names mutants add a declaration here)
