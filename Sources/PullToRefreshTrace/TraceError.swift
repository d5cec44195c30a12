/// Why a trace was rejected: where (a key path such as `events[3].pull`) and what is wrong.
public struct TraceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Where the problem is: `events[3].pull`, `configuration.threshold`, or empty for the whole file.
  public let path: String
  /// What is wrong, in a few words.
  public let problem: String

  /// Makes an error.
  package init(path: String, problem: String) {
    self.path = path
    self.problem = problem
  }

  /// A one-line message: `events[3].pull: must not be negative, got -2`.
  ///
  /// Whatever the input held, the message is one line: a line break in the problem becomes a
  /// space, and any control, line or paragraph separator character in the path (a key of the
  /// file) is written as `\u{…}`.
  public var description: String {
    let oneLine = Self.escaped(problem.split(whereSeparator: \.isNewline).joined(separator: " "))
    return path.isEmpty ? oneLine : "\(Self.escaped(path)): \(oneLine)"
  }

  /// `text` with every character that could break a line or move the cursor written as
  /// `\u{…}`: C0 and C1 controls, DEL, and the line and paragraph separators.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator:
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  init(decoding error: DecodingError) {
    switch error {
    case .typeMismatch(let type, let context):
      self.init(path: Self.path(context.codingPath), problem: "expected \(Self.name(type))")
    case .valueNotFound(let type, let context):
      self.init(
        path: Self.path(context.codingPath),
        problem: "expected \(Self.name(type)), got null"
      )
    case .keyNotFound(let key, let context):
      self.init(path: Self.path(context.codingPath + [key]), problem: "is required")
    case .dataCorrupted(let context):
      let underlying = context.underlyingError.map { " (\($0.localizedDescription))" } ?? ""
      self.init(
        path: Self.path(context.codingPath),
        problem: context.codingPath.isEmpty
          ? "not valid JSON\(underlying)" : context.debugDescription
      )
    @unknown default:
      self.init(path: "", problem: "\(error)")
    }
  }

  static func path(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text
  }

  private static func name(_ type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Float.Type, is Int.Type: return "a number"
    case is String.Type: return "a string"
    case is Bool.Type: return "true or false"
    default: return "\(type)".contains("Array") ? "an array" : "an object"
    }
  }
}
