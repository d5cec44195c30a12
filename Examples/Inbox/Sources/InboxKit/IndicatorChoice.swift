/// The indicator looks the settings offer.
public enum IndicatorChoice: String, CaseIterable, Identifiable, Sendable {
  /// The ring in the app's accent colour (the package's default).
  case ring
  /// The ring in orange: `.ring(tint: .orange)`.
  case orangeRing
  /// The platform's spinner: `.system`.
  case system
  /// An arrow and words: `.arrowAndText`.
  case arrowAndText

  /// The choice itself.
  public var id: Self { self }

  /// The name the settings show.
  var title: String {
    switch self {
    case .ring: "Ring"
    case .orangeRing: "Orange ring"
    case .system: "System spinner"
    case .arrowAndText: "Arrow and text"
    }
  }
}
