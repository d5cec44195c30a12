import Foundation
import Testing

@testable import PullToRefreshTrace

/// `Docs/TraceFormat.md` lists exactly the keys and effects of the format's one table.
@Suite struct TraceFormatDocumentTests {
  private static let document: String = {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Docs/TraceFormat.md")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// The names that start the list items (`` - `name`… ``) of the section under `heading`.
  static func listedNames(under heading: String, in document: String) -> [String] {
    var names: [String] = []
    var inSection = false
    for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("#") {
        inSection = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces) == heading
        continue
      }
      guard inSection, line.hasPrefix("- `") else { continue }
      names.append(String(line.dropFirst(3).prefix { $0 != "`" }))
    }
    return names
  }

  @Test func theSectionListingWorks() {
    let text = "# A\n- `a`: x\n## B\n- `b`: y\n  - `nested` is not listed\n- `c`\n### C\n- `d`"
    #expect(Self.listedNames(under: "B", in: text) == ["b", "c"])
  }

  @Test(arguments: [
    ("Top-level keys", TraceVocabulary.FileKey.allCases.map(\.rawValue)),
    ("Configuration keys", TraceVocabulary.ConfigurationKey.allCases.map(\.rawValue)),
    ("Policy keys", TraceVocabulary.PolicyKey.allCases.map(\.rawValue)),
    ("Load more keys", TraceVocabulary.LoadMoreKey.allCases.map(\.rawValue)),
    ("Load previous keys", TraceVocabulary.LoadPreviousKey.allCases.map(\.rawValue)),
    ("Action keys", TraceVocabulary.ActionKey.allCases.map(\.rawValue)),
    ("Insets keys", TraceVocabulary.InsetsKey.allCases.map(\.rawValue)),
    ("Load action keys", TraceVocabulary.LoadActionKey.allCases.map(\.rawValue)),
    ("Event keys", TraceVocabulary.EventKey.allCases.map(\.rawValue)),
    ("Expect keys", TraceVocabulary.ExpectKey.allCases.map(\.rawValue)),
    ("Effects", TraceVocabulary.EffectName.allCases.map(\.rawValue)),
  ])
  func theDocumentListsExactlyTheTablesNames(heading: String, table: [String]) {
    let listed = Self.listedNames(under: heading, in: Self.document)
    #expect(listed == table, "\(heading) in Docs/TraceFormat.md, in the table's order")
  }

  /// The example that shows every key at once is a trace the format reads, and each of its
  /// top-level keys is the table's.
  @Test func theExampleIsATrace() throws {
    let start = try #require(Self.document.range(of: "```json\n"))
    let end = try #require(
      Self.document.range(of: "\n```", range: start.upperBound..<Self.document.endIndex)
    )
    let example = String(Self.document[start.upperBound..<end.lowerBound])
    let trace = try Trace.decode(from: Data(example.utf8))
    #expect(trace.items == 0)
    #expect(trace.insets == Trace.Insets(top: 103, bottom: 83))
    #expect(trace.action.items == 12)
    #expect(trace.expectations?.finalContentPhase == .content)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(example.utf8)) as? [String: Any]
    )
    #expect(Set(object.keys) == Set(TraceVocabulary.FileKey.allCases.map(\.rawValue)))
  }

  /// The phases and value names the document spells are the table's.
  @Test func theDocumentSpellsEveryValueName() {
    let values =
      TraceVocabulary.phaseNames + TraceVocabulary.triggers.all + TraceVocabulary.startGates.all
      + TraceVocabulary.edges.all + TraceVocabulary.requestSources.all
      + TraceVocabulary.outcomes.all + TraceVocabulary.InteractionName.allCases.map(\.rawValue)
      + TraceVocabulary.loadRequestSources.all + TraceVocabulary.loadResults.all
      + TraceVocabulary.loadCompletions.all + TraceVocabulary.footers.all
      + TraceVocabulary.contentPhases.all + TraceVocabulary.headers.all
      + TraceVocabulary.HeaderStart.allCases.map(\.rawValue)
    for name in values {
      #expect(
        Self.document.contains("`\(name)`") || Self.document.contains("\"\(name)\""),
        "\(name)"
      )
    }
  }
}
