import PullToRefresh
import Testing

@testable import pullwatch

struct PullwatchOptionsTests {
  @Test func noArgumentsIsTheInboxWithDefaults() throws {
    let options = try PullwatchOptions(arguments: [])
    #expect(options.command.isEmpty)
    #expect(options.configuration == .default)
    #expect(!options.reduceMotion)
    #expect(options.every == nil)
  }

  @Test func everythingAfterTheSeparatorIsTheCommand() throws {
    let options = try PullwatchOptions(arguments: ["--every", "2", "--", "ls", "-l", "--all"])
    #expect(options.command == ["ls", "-l", "--all"])
    #expect(options.every == .seconds(2))
  }

  @Test func theFirstPlainArgumentStartsTheCommand() throws {
    let options = try PullwatchOptions(arguments: ["--reduce-motion", "date", "-u"])
    #expect(options.command == ["date", "-u"])
    #expect(options.reduceMotion)
  }

  @Test func engineOptionsReachTheConfiguration() throws {
    let options = try PullwatchOptions(arguments: [
      "--threshold", "120", "--trigger", "onThreshold", "--timeout", "1.5", "--record", "t.json",
    ])
    #expect(options.configuration.threshold == .points(120))
    #expect(options.configuration.trigger == .onThreshold)
    #expect(options.configuration.timeout == .milliseconds(1500))
    #expect(options.recordPath == "t.json")
  }

  @Test(arguments: [
    (["--threshold", "-3"], "--threshold: '-3' is not a number of points above 0"),
    (["--threshold", "many"], "--threshold: 'many' is not a number of points above 0"),
    (["--trigger", "soon"], "--trigger: 'soon' is not onRelease or onThreshold"),
    (["--every", "0"], "--every: '0' is not a number of seconds above 0"),
    (["--timeout", "nan"], "--timeout: 'nan' is not a number of seconds above 0"),
    (["--record"], "--record needs a value"),
    (["--colour"], "unknown option --colour (see --help)"),
  ])
  func badArgumentsNameTheOption(arguments: [String], message: String) {
    #expect {
      _ = try PullwatchOptions(arguments: arguments)
    } throws: { error in
      String(describing: error) == message
    }
  }

  @Test func helpIsRecognisedAndTheUsageNamesEveryOption() throws {
    #expect(try PullwatchOptions(arguments: ["-h"]).showsHelp)
    #expect(try PullwatchOptions(arguments: ["--help"]).showsHelp)
    for option in [
      "--threshold", "--trigger", "--every", "--timeout", "--reduce-motion", "--record",
    ] {
      #expect(PullwatchOptions.usage.contains(option))
    }
  }
}
