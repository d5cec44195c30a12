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
    (["--every", "0"], "--every: '0' is not a number of seconds from 0.1 to 31536000"),
    (["--timeout", "nan"], "--timeout: 'nan' is not a number of seconds from 0.1 to 31536000"),
    (["--every", "1e16"], "--every: '1e16' is not a number of seconds from 0.1 to 31536000"),
    (
      ["--timeout", "9.3e15"], "--timeout: '9.3e15' is not a number of seconds from 0.1 to 31536000"
    ),
    (["-n", "0.0004"], "-n: '0.0004' is not a number of seconds from 0.1 to 31536000"),
    (["--every", "-inf"], "--every: '-inf' is not a number of seconds from 0.1 to 31536000"),
    (["--max-lines", "0"], "--max-lines: '0' is not a whole number from 1 to 2147483647"),
    (
      ["--max-bytes", "99999999999"],
      "--max-bytes: '99999999999' is not a whole number from 1 to 2147483647"
    ),
    (["--history", "0"], "--history: '0' is not a whole number from 1 to 2147483647"),
    (
      ["--history", "-9223372036854775808"],
      "--history: '-9223372036854775808' is not a whole number from 1 to 2147483647"
    ),
    (["--history", "1e9"], "--history: '1e9' is not a whole number from 1 to 2147483647"),
    (["--history"], "--history needs a value"),
    (["--differences=always"], "--differences: 'always' is not permanent (or nothing)"),
    (["--beep=1"], "--beep: '1' is not accepted: it takes no value"),
    (["--record"], "--record needs a value"),
    (["-n"], "-n needs a value"),
    (["--colours"], "unknown option --colours (see --help)"),
    (["-z"], "unknown option -z (see --help)"),
    (["--", ""], "the command is empty"),
    (["--stale-after", "0"], "--stale-after: '0' is not a number of seconds from 0.1 to 31536000"),
    (
      ["--stale-after", "-1"], "--stale-after: '-1' is not a number of seconds from 0.1 to 31536000"
    ),
    (
      ["--stale-after", "nan"],
      "--stale-after: 'nan' is not a number of seconds from 0.1 to 31536000"
    ),
    (
      ["--stale-after", "inf"],
      "--stale-after: 'inf' is not a number of seconds from 0.1 to 31536000"
    ),
    (
      ["--stale-after=1e300"],
      "--stale-after: '1e300' is not a number of seconds from 0.1 to 31536000"
    ),
    (["--stale-after"], "--stale-after needs a value"),
    (["--refresh-on-focus=yes"], "--refresh-on-focus: 'yes' is not accepted: it takes no value"),
    (
      ["--refresh-on-focus", "date"],
      "--refresh-on-focus needs --stale-after SECONDS: how old the output must be (see --help)"
    ),
  ])
  func badArgumentsNameTheOption(arguments: [String], message: String) {
    #expect {
      _ = try PullwatchOptions(arguments: arguments)
    } throws: { error in
      String(describing: error) == message
    }
  }

  @Test func theIntervalIsTheEnginesPolicy() throws {
    let timed = try PullwatchOptions(arguments: ["-n", "5", "date"])
    #expect(timed.configuration.policy == RefreshPolicy(interval: .seconds(5)))
    let byDefault = try PullwatchOptions(arguments: ["date"])
    #expect(byDefault.configuration.policy == RefreshPolicy(interval: .seconds(2)))
    #expect(try PullwatchOptions(arguments: ["--manual", "date"]).configuration.policy == .never)
    #expect(try PullwatchOptions(arguments: []).configuration.policy == .never)
    // Paused, the interval is off and the rest of the policy stays.
    #expect(try timed.policy(isPaused: true) == .never)
  }

  @Test func staleAfterAndRefreshOnFocusMakeTheStaleRefresh() throws {
    let options = try PullwatchOptions(arguments: [
      "--manual", "--stale-after", "1.5", "--refresh-on-focus", "date",
    ])
    #expect(options.staleAfter == .milliseconds(1500))
    #expect(options.refreshesOnFocus)
    let policy = RefreshPolicy(staleAfter: .milliseconds(1500), refreshesOnActivation: true)
    #expect(options.configuration.policy == policy)
    // With -n too; and --stale-after alone marks stale output, and refreshes nothing by itself.
    let both = try PullwatchOptions(arguments: [
      "-n", "60", "--stale-after=30", "--refresh-on-focus", "date",
    ])
    #expect(
      both.configuration.policy
        == RefreshPolicy(
          staleAfter: .seconds(30),
          refreshesOnActivation: true,
          interval: .seconds(60)
        )
    )
    #expect(try both.policy(isPaused: true).staleAfter == .seconds(30))
    #expect(try both.policy(isPaused: true).refreshesOnActivation)
    let alone = try PullwatchOptions(arguments: ["--stale-after", "10", "--manual", "date"])
    #expect(alone.configuration.policy == RefreshPolicy(staleAfter: .seconds(10)))
    #expect(!alone.refreshesOnFocus)
  }

  @Test func historyKeepsAThousandRunsUnlessToldOtherwise() throws {
    #expect(try PullwatchOptions(arguments: ["date"]).historyRuns == 1000)
    #expect(try PullwatchOptions(arguments: ["--history", "1", "date"]).historyRuns == 1)
    #expect(
      try PullwatchOptions(arguments: ["--history=2147483647", "date"]).historyRuns
        == Int(Int32.max)
    )
    // --help gives the defaults that the history has.
    #expect(PullwatchOptions.usage.contains("(default \(RunHistory.defaultMaximumRuns);"))
    #expect(PullwatchOptions.usage.contains("within \(RunHistory.defaultByteBudget >> 20) MiB"))
  }

  @Test func watchsShortOptionsClusterAndTakeTheirValues() throws {
    let options = try PullwatchOptions(arguments: ["-bt", "-n5", "-d", "-x", "ls", "-l"])
    #expect(options.beeps && !options.showsTitle && options.exec)
    #expect(options.every == .seconds(5))
    #expect(options.differences == .sinceLastRun)
    #expect(options.command == ["ls", "-l"])
    let spaced = try PullwatchOptions(arguments: ["-n", "0.1", "--differences=permanent", "date"])
    #expect(spaced.every == .milliseconds(100))
    #expect(spaced.differences == .permanent)
    let short = try PullwatchOptions(arguments: ["-d=permanent", "date"])
    #expect(short.differences == .permanent && short.command == ["date"])
    let clustered = try PullwatchOptions(arguments: ["-bd=permanent", "date"])
    #expect(clustered.beeps && clustered.differences == .permanent)
    #expect(throws: PullwatchOptionsError.self) { try PullwatchOptions(arguments: ["-d=always"]) }
    #expect(throws: PullwatchOptionsError.self) { try PullwatchOptions(arguments: ["-b=x", "d"]) }
  }

  @Test func everyFlagOfWatchIsRead() throws {
    let options = try PullwatchOptions(arguments: [
      "-c", "-w", "-e", "-g", "--max-lines", "50", "--max-bytes", "4096", "--", "df",
    ])
    #expect(options.color && !options.wraps && options.exitOnError && options.exitOnChange)
    #expect(options.maximumLines == 50 && options.maximumBytes == 4096)
    #expect(!options.beeps && options.showsTitle && !options.exec)
  }

  @Test func theHeaderShowsTheCommandAsItRuns() throws {
    let shell = try PullwatchOptions(arguments: ["ps aux | grep x"])
    #expect(shell.commandLine == "ps aux | grep x")
    let exec = try PullwatchOptions(arguments: ["-x", "--", "sh", "-c", "sleep 9; echo 'a'"])
    #expect(exec.commandLine == #"sh -c 'sleep 9; echo '\''a'\'''"#)
  }

  @Test func helpIsRecognisedAndTheUsageNamesEveryOption() throws {
    #expect(try PullwatchOptions(arguments: ["-h"]).showsHelp)
    #expect(try PullwatchOptions(arguments: ["--help"]).showsHelp)
    for option in [
      "--threshold", "--trigger", "--every", "--timeout", "--reduce-motion", "--record", "--exec",
      "--color", "--differences", "--no-wrap", "--errexit", "--chgexit", "--beep", "--no-title",
      "--max-lines", "--max-bytes", "-n,", "-x,", "-c,", "-d,", "-w,", "-e,", "-g,", "-b,", "-t,",
      "--stale-after", "--refresh-on-focus", "--manual", "--more", "--previous", "--thread",
    ] {
      #expect(PullwatchOptions.usage.contains(option))
    }
  }

  @Test func aCommandRunsEveryTwoSecondsUnlessManualOrPaged() throws {
    #expect(try PullwatchOptions(arguments: ["date"]).every == .seconds(2))
    #expect(try PullwatchOptions(arguments: ["-n", "5", "date"]).every == .seconds(5))
    #expect(try PullwatchOptions(arguments: ["--manual", "date"]).every == nil)
    #expect(try PullwatchOptions(arguments: ["--more", "true", "date"]).every == nil)
    #expect(try PullwatchOptions(arguments: ["--more", "true", "-n", "3", "date"]).every != nil)
    #expect(try PullwatchOptions(arguments: ["--previous", "true", "date"]).every == nil)
    #expect(try PullwatchOptions(arguments: []).every == nil)
    #expect(throws: PullwatchOptionsError.self) {
      try PullwatchOptions(arguments: ["--manual", "-n", "1", "date"])
    }
  }
}
