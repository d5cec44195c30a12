import Foundation
import PullToRefresh
import Testing

/// The SwiftUI front end's strings: every language has every key, and every text the engine asks
/// a front end to show or announce has a translation.
struct LocalizationTests {
  nonisolated static let languages = ["en", "es", "fr", "de", "ja", "zh-Hans"]

  private static let resources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/PullToRefreshUI/Resources")

  /// Parses a `.strings` file of `"key" = "value";` lines; other lines must be comments or blank.
  private static func table(_ language: String) throws -> [String: String] {
    let url = resources.appendingPathComponent("\(language).lproj/Localizable.strings")
    let text = try String(contentsOf: url, encoding: .utf8)
    var table: [String: String] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("/*") {
      let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
      #expect(parts.count == 5 && parts[2] == " = " && parts[4] == ";", "\(language): \(line)")
      guard parts.count == 5 else { continue }
      #expect(table[String(parts[1])] == nil, "\(language): \(parts[1]) twice")
      table[String(parts[1])] = String(parts[3])
    }
    return table
  }

  /// Every text the engine hands a front end as a localization key.
  private static var engineKeys: Set<String> {
    let phases: [RefreshPhase] =
      [.idle, .pulling, .armed, .refreshing] + RefreshOutcome.allCases.map { .finishing($0) }
    let indicators = phases.map {
      RefreshIndicator(phase: $0, progress: 0.5, pull: 40, restingExtent: 62)
    }
    return Set(indicators.map(\.statusText) + indicators.map(\.accessibilityLabel))
      .union(RefreshAnnouncement.allCases.map(\.text))
      .union(["Updated %@ ago"])
  }

  @Test(arguments: languages)
  func everyLanguageHasExactlyTheEnglishKeys(language: String) throws {
    let english = try Self.table("en")
    let table = try Self.table(language)
    #expect(Set(table.keys) == Set(english.keys))
    for (key, value) in table {
      #expect(!value.isEmpty, "\(language): \(key)")
      #expect(
        value.components(separatedBy: "%@").count == key.components(separatedBy: "%@").count,
        "\(language): \(key) keeps its placeholders"
      )
    }
  }

  @Test func everyEngineTextHasAKey() throws {
    let english = try Self.table("en")
    #expect(Self.engineKeys.subtracting(english.keys).isEmpty)
    for key in Self.engineKeys where key != "Updated %@ ago" {
      #expect(english[key] == key, "English is the key itself")
    }
  }

  @Test(arguments: languages.filter { $0 != "en" })
  func otherLanguagesAreTranslated(language: String) throws {
    let table = try Self.table(language)
    let untranslated = table.filter { $0.key == $0.value }.map(\.key)
    #expect(untranslated.isEmpty, "\(language): \(untranslated)")
  }
}
