#if canImport(SwiftUI)
import Foundation

/// The package's localized strings (English, Spanish, French, German, Japanese, Simplified
/// Chinese), looked up by their English text.
enum PullToRefreshStrings {
  /// The localized text for an English key; the key itself when no translation is found.
  static func localized(_ key: String) -> String {
    Bundle.module.localizedString(forKey: key, value: key, table: nil)
  }
}
#endif
