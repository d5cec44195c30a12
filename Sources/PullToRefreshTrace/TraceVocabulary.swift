import PullToRefresh

/// The names the trace format gives the engine's values: the one table that decoding, encoding
/// and the transcript read, so that renaming an engine case never changes the format.
enum TraceVocabulary {
  /// A phase's name: `idle`, `pulling`, `armed`, `refreshing`, `finishing`.
  static func name(of phase: RefreshPhase) -> String {
    switch phase {
    case .idle: "idle"
    case .pulling: "pulling"
    case .armed: "armed"
    case .refreshing: "refreshing"
    case .finishing: "finishing"
    }
  }

  /// Every phase name, in cycle order.
  static let phaseNames = ["idle", "pulling", "armed", "refreshing", "finishing"]
}
