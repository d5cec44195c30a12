import PullToRefresh

/// What the command line asked for.
struct PullwatchOptions: Equatable {
  /// The command whose output is shown, or empty for the built-in inbox.
  var command: [String] = []
  /// The engine's settings.
  var configuration = RefreshConfiguration.default
  /// Whether springs are replaced by jumps and the spinner turns slower.
  var reduceMotion = false
  /// Where to write the session's trace on quit.
  var recordPath: String?
  /// The interval of timed refreshes.
  var every: Duration?
  /// Whether to print the usage and stop.
  var showsHelp = false

  static let usage = """
    usage: pullwatch [OPTIONS] [-- COMMAND [ARGS...]]

    Pull the list down with the mouse and release to refresh. Without a command it shows a
    sample inbox; with one it shows the command's output and runs it again on every refresh.

    options:
      --threshold POINTS      pull needed to arm (default 90; one row is 24 points)
      --trigger MODE          onRelease (default) or onThreshold
      --every SECONDS         also refresh every SECONDS, like watch
      --timeout SECONDS       cancel a refresh that runs longer (outcome: timed out)
      --reduce-motion         no springs, a slower spinner
      --record FILE           write the session's gestures as a trace file on quit
      -h, --help              show this help

    keys: mouse drag or wheel, arrows, PgUp, PgDn, Home, End to scroll; r, F5 or Ctrl-R to
    refresh; Esc to cancel a refresh; q or Ctrl-C to quit.
    """

  /// Parses the arguments after the program's name.
  init(arguments: [String]) throws(PullwatchOptionsError) {
    var threshold: RefreshConfiguration.Threshold = RefreshConfiguration.default.threshold
    var trigger = RefreshConfiguration.default.trigger
    var timeout: Duration?
    var index = 0
    func value(for option: String) throws(PullwatchOptionsError) -> String {
      index += 1
      guard index < arguments.count else { throw .missingValue(option: option) }
      return arguments[index]
    }
    func seconds(for option: String) throws(PullwatchOptionsError) -> Double {
      let text = try value(for: option)
      guard let number = Double(text), number.isFinite, number > 0 else {
        throw .badValue(option: option, value: text, expected: "a number of seconds above 0")
      }
      return number
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--":
        command = Array(arguments[(index + 1)...])
        index = arguments.count
        continue
      case "-h", "--help":
        showsHelp = true
      case "--threshold":
        let text = try value(for: argument)
        guard let points = Double(text), points.isFinite, points > 0 else {
          throw .badValue(option: argument, value: text, expected: "a number of points above 0")
        }
        threshold = .points(points)
      case "--trigger":
        let text = try value(for: argument)
        switch text {
        case "onRelease": trigger = .onRelease
        case "onThreshold": trigger = .onThreshold
        default:
          throw .badValue(option: argument, value: text, expected: "onRelease or onThreshold")
        }
      case "--every":
        every = .milliseconds(Int64((try seconds(for: argument) * 1000).rounded()))
      case "--timeout":
        timeout = .milliseconds(Int64((try seconds(for: argument) * 1000).rounded()))
      case "--reduce-motion":
        reduceMotion = true
      case "--record":
        recordPath = try value(for: argument)
      default:
        if argument.hasPrefix("-") { throw .unknownOption(argument) }
        command = Array(arguments[index...])
        index = arguments.count
        continue
      }
      index += 1
    }
    do {
      configuration = try RefreshConfiguration(
        validating: threshold,
        trigger: trigger,
        timeout: timeout
      )
    } catch {
      throw .badConfiguration(error.description)
    }
  }
}

/// A command line that pullwatch cannot use; the description names the option.
enum PullwatchOptionsError: Error, Equatable, CustomStringConvertible {
  case unknownOption(String)
  case missingValue(option: String)
  case badValue(option: String, value: String, expected: String)
  case badConfiguration(String)

  var description: String {
    switch self {
    case .unknownOption(let option): "unknown option \(option) (see --help)"
    case .missingValue(let option): "\(option) needs a value"
    case .badValue(let option, let value, let expected):
      "\(option): '\(value)' is not \(expected)"
    case .badConfiguration(let message): message
    }
  }
}
