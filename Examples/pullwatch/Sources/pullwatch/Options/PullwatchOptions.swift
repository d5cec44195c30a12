import PullToRefresh

/// What the command line asked for.
struct PullwatchOptions: Equatable {
  /// How `--differences` marks changes.
  enum Differences: Equatable {
    /// What changed since the last run.
    case sinceLastRun
    /// Everything that has ever changed.
    case permanent
  }

  /// The command whose output is shown, or empty for the built-in inbox (or conversation).
  var command: [String] = []
  /// Whether the command runs directly (`-x`) instead of through `sh -c`.
  var exec = false
  /// The command that loads the next page when the end of the output is near (`--more`), run
  /// by `sh -c` with `PULLWATCH_PAGE` and `PULLWATCH_LINES` set.
  var moreCommand: String?
  /// The command that loads the previous page when the top of the output is near
  /// (`--previous`), run by `sh -c` with `PULLWATCH_PAGE` and `PULLWATCH_LINES` set; its output
  /// goes above the lines shown.
  var previousCommand: String?
  /// Whether the built-in sample is the conversation (`--thread`), opened at its newest message
  /// with earlier messages loading above, rather than the inbox.
  var showsThread = false
  /// The engine's settings.
  var configuration = RefreshConfiguration.default
  /// Whether springs are replaced by jumps and the spinner turns slower.
  var reduceMotion = false
  /// Where to write the session's trace on quit.
  var recordPath: String?
  /// The interval of timed refreshes (`-n`): the engine's ``RefreshPolicy/interval``, counted
  /// from the end of one run to the start of the next, as `watch -n` counts.
  var every: Duration?
  /// How old the output must be to count as stale (`--stale-after`): the engine's
  /// ``RefreshPolicy/staleAfter``.
  var staleAfter: Duration?
  /// Whether stale output runs again when the terminal's window regains the focus
  /// (`--refresh-on-focus`): the engine's ``RefreshPolicy/refreshesOnActivation``, with the
  /// window's focus reports as its activity.
  var refreshesOnFocus = false
  /// Whether the output's colours and attributes are shown (`--color`).
  var color = false
  /// How changes are highlighted, if at all.
  var differences: Differences?
  /// Whether long lines wrap (the default) or are cut, to be scrolled sideways.
  var wraps = true
  /// Whether a failing command freezes the screen until a key is pressed, then exits.
  var exitOnError = false
  /// Whether a change of the output ends the program.
  var exitOnChange = false
  /// Whether a failing command beeps.
  var beeps = false
  /// Whether the title line is shown.
  var showsTitle = true
  /// The most output kept of one run, in bytes.
  var maximumBytes = OutputLimits().bytes
  /// The most output kept of one run, in lines.
  var maximumLines = OutputLimits().lines
  /// The most runs the history keeps (`--history`).
  var historyRuns = RunHistory.defaultMaximumRuns
  /// Whether to print the usage and stop.
  var showsHelp = false

  /// The options that take no value.
  private static let flags: Set<String> = [
    "-h", "--help", "--reduce-motion", "-x", "--exec", "-c", "--color", "--colour", "-w",
    "--no-wrap", "-e", "--errexit", "-g", "--chgexit", "-b", "--beep", "-t", "--no-title",
    "--manual", "--refresh-on-focus", "--thread",
  ]

  /// `--trigger`'s values, named as a trace names them.
  private static let triggers: [String: RefreshConfiguration.Trigger] = [
    "onRelease": .onRelease, "onThreshold": .onThreshold,
  ]

  /// The interval when none is given, as `watch`'s.
  static let defaultInterval = Duration.seconds(2)

  /// The shortest interval and timeout, as `watch`'s (0.1 s), and the longest (a year).
  static let secondsRange = 0.1...31_536_000.0

  /// Parses the arguments after the program's name.
  init(arguments: [String]) throws(PullwatchOptionsError) {
    var parser = ArgumentParser(arguments: arguments)
    var threshold: RefreshConfiguration.Length = RefreshConfiguration.default.threshold
    var trigger = RefreshConfiguration.default.trigger
    var timeout: Duration?
    var manual = false
    while let option = try parser.nextOption() {
      if Self.flags.contains(option.name), let value = option.attachedValue {
        throw .badValue(option: option.name, value: value, expected: "accepted: it takes no value")
      }
      switch option.name {
      case "-h", "--help": showsHelp = true
      case "-n", "--every", "--interval": every = try parser.seconds(for: option)
      case "--timeout": timeout = try parser.seconds(for: option)
      case "--stale-after": staleAfter = try parser.seconds(for: option)
      case "--refresh-on-focus": refreshesOnFocus = true
      case "--threshold": threshold = .points(try parser.positive(for: option, unit: "points"))
      case "--trigger":
        let text = try parser.value(for: option)
        guard let value = Self.triggers[text] else {
          throw .badValue(option: option.name, value: text, expected: "onRelease or onThreshold")
        }
        trigger = value
      case "--reduce-motion": reduceMotion = true
      case "--record": recordPath = try parser.value(for: option)
      case "--more": moreCommand = try parser.pageCommand(for: option)
      case "--previous": previousCommand = try parser.pageCommand(for: option)
      case "--thread": showsThread = true
      case "-x", "--exec": exec = true
      case "-c", "--color", "--colour": color = true
      case "-d", "--differences":
        switch option.attachedValue {
        case nil: differences = .sinceLastRun
        case "permanent": differences = .permanent
        case let text?:
          throw .badValue(option: option.name, value: text, expected: "permanent (or nothing)")
        }
      case "-w", "--no-wrap": wraps = false
      case "-e", "--errexit": exitOnError = true
      case "-g", "--chgexit": exitOnChange = true
      case "-b", "--beep": beeps = true
      case "-t", "--no-title": showsTitle = false
      case "--manual": manual = true
      case "--max-lines": maximumLines = try parser.count(for: option)
      case "--max-bytes": maximumBytes = try parser.count(for: option)
      case "--history": historyRuns = try parser.count(for: option)
      default: throw .unknownOption(option.name)
      }
    }
    command = parser.remaining
    if !command.isEmpty, command.allSatisfy({ $0.isEmpty }) { throw .emptyCommand }
    if moreCommand != nil, command.isEmpty {
      throw .badConfiguration("--more needs a COMMAND whose output it pages (see --help)")
    }
    if previousCommand != nil, command.isEmpty {
      throw .badConfiguration("--previous needs a COMMAND whose output it pages (see --help)")
    }
    if showsThread, !command.isEmpty {
      throw .badConfiguration("--thread is the sample conversation: it takes no COMMAND")
    }
    if manual, every != nil {
      throw .badConfiguration("--manual runs no timer: it cannot go with -n (see --help)")
    }
    if refreshesOnFocus, staleAfter == nil {
      throw .badConfiguration(
        "--refresh-on-focus needs --stale-after SECONDS: how old the output must be (see --help)"
      )
    }
    // As watch: every 2 s unless asked not to; a refresh starts the pages over, so no timer with
    // --more or --previous.
    if every == nil, !manual, !command.isEmpty, !pages { every = Self.defaultInterval }
    do {
      configuration = try RefreshConfiguration(
        validating: threshold,
        trigger: trigger,
        timeout: timeout
      )
      configuration.policy = try policy(isPaused: false)
    } catch {
      throw .badConfiguration(error.description)
    }
  }

  /// The engine's refresh policy for these options: `-n` as its interval (none while `isPaused`),
  /// `--stale-after` and `--refresh-on-focus` as its staleness and its trigger on activation.
  func policy(isPaused: Bool) throws(RefreshConfigurationError) -> RefreshPolicy {
    try RefreshPolicy(
      validating: staleAfter,
      refreshesOnActivation: refreshesOnFocus,
      interval: isPaused ? nil : every
    )
  }

  /// Whether a page command loads pages at either end (`--more`, `--previous`).
  var pages: Bool { moreCommand != nil || previousCommand != nil }

  /// The command as the header shows it: what the shell runs, or (with `-x`) the words quoted
  /// where a shell would need it.
  var commandLine: String {
    exec ? command.map(Self.quoted).joined(separator: " ") : command.joined(separator: " ")
  }

  private static func quoted(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || $0.properties.numericType != nil
        || "-_./:=@%+,".unicodeScalars.contains($0)
    }
    if plain, !word.isEmpty { return word }
    return "'" + word.replacingAll("'", with: "'\\''") + "'"
  }
}

extension String {
  /// The string with every `target` replaced by `replacement`.
  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
