/// Reads a command line the way `watch` does: options first (`--name`, `--name=value`,
/// `-n 5`, `-n5`, `-d=permanent`, clustered flags such as `-bt`), then the command, from the first word that is
/// not an option or after `--`.
struct ArgumentParser {
  /// One option as written.
  struct Option: Equatable {
    /// Its name with its dashes: `-n`, `--every`.
    var name: String
    /// A value written with it (`--every=5`, `-n5`), if any.
    var attachedValue: String?
  }

  /// The short options that take a value (the others are flags and may be clustered).
  private static let shortOptionsWithValues: Set<Character> = ["n"]

  private let arguments: [String]
  private var index = 0
  private var pending: [Option] = []

  /// A parser of `arguments` (the program's name left out).
  init(arguments: [String]) {
    self.arguments = arguments
  }

  /// The words of the command: what is left once ``nextOption()`` returned `nil`.
  var remaining: [String] { Array(arguments[min(index, arguments.count)...]) }

  /// The next option, or `nil` where the command begins.
  mutating func nextOption() throws(PullwatchOptionsError) -> Option? {
    if !pending.isEmpty { return pending.removeFirst() }
    guard index < arguments.count else { return nil }
    let argument = arguments[index]
    if argument == "--" {
      index += 1
      return nil
    }
    guard argument.hasPrefix("-"), argument.count > 1 else { return nil }
    index += 1
    if argument.hasPrefix("--") {
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      return Option(name: String(parts[0]), attachedValue: parts.count > 1 ? String(parts[1]) : nil)
    }
    let letters = Array(argument.dropFirst())
    for (position, letter) in letters.enumerated() {
      // `-d=permanent`, as watch writes it: the rest after `=` is the letter's value.
      if position + 1 < letters.count, letters[position + 1] == "=" {
        let value = String(letters[(position + 2)...])
        pending.append(Option(name: "-\(letter)", attachedValue: value))
        break
      }
      if Self.shortOptionsWithValues.contains(letter) {
        let rest = String(letters[(position + 1)...])
        pending.append(Option(name: "-\(letter)", attachedValue: rest.isEmpty ? nil : rest))
        break
      }
      pending.append(Option(name: "-\(letter)"))
    }
    return pending.removeFirst()
  }

  /// The value of `option`: the one written with it, or the next argument.
  mutating func value(for option: Option) throws(PullwatchOptionsError) -> String {
    if let attached = option.attachedValue { return attached }
    guard index < arguments.count else { throw .missingValue(option: option.name) }
    defer { index += 1 }
    return arguments[index]
  }

  /// A number of seconds within ``PullwatchOptions/secondsRange``, as a duration.
  mutating func seconds(for option: Option) throws(PullwatchOptionsError) -> Duration {
    let text = try value(for: option)
    let range = PullwatchOptions.secondsRange
    guard let seconds = Double(text), range.contains(seconds) else {
      throw .badValue(
        option: option.name,
        value: text,
        expected: "a number of seconds from 0.1 to \(Int(range.upperBound))"
      )
    }
    return .milliseconds(Int64((seconds * 1000).rounded()))
  }

  /// A finite number above zero.
  mutating func positive(for option: Option, unit: String) throws(PullwatchOptionsError) -> Double {
    let text = try value(for: option)
    guard let number = Double(text), number.isFinite, number > 0 else {
      throw .badValue(option: option.name, value: text, expected: "a number of \(unit) above 0")
    }
    return number
  }

  /// A page's command (`--more`, `--previous`): a value with more than white space.
  mutating func pageCommand(for option: Option) throws(PullwatchOptionsError) -> String {
    let text = try value(for: option)
    guard text.contains(where: { !$0.isWhitespace }) else {
      throw .badValue(option: option.name, value: text, expected: "a command (it is empty)")
    }
    return text
  }

  /// A whole number from 1 to 2^31 - 1.
  mutating func count(for option: Option) throws(PullwatchOptionsError) -> Int {
    let text = try value(for: option)
    guard let count = Int32(text), count > 0 else {
      throw .badValue(
        option: option.name,
        value: text,
        expected: "a whole number from 1 to \(Int32.max)"
      )
    }
    return Int(count)
  }
}

/// A command line that pullwatch cannot use; the description names the option.
enum PullwatchOptionsError: Error, Equatable, CustomStringConvertible {
  case unknownOption(String)
  case missingValue(option: String)
  case badValue(option: String, value: String, expected: String)
  case badConfiguration(String)
  case emptyCommand

  var description: String {
    switch self {
    case .unknownOption(let option): "unknown option \(option) (see --help)"
    case .missingValue(let option): "\(option) needs a value"
    case .badValue(let option, let value, let expected):
      "\(option): '\(value)' is not \(expected)"
    case .badConfiguration(let message): message
    case .emptyCommand: "the command is empty"
    }
  }
}
