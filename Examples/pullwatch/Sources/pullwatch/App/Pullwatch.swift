import Foundation

/// The `pullwatch` program: pull-to-refresh in a terminal, with a real mouse.
@main
enum Pullwatch {
  @MainActor
  static func main() async {
    let options: PullwatchOptions
    do {
      options = try PullwatchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
      FileHandle.standardError.write(Data("pullwatch: \(error)\n".utf8))
      exit(2)
    }
    if options.showsHelp {
      print(PullwatchOptions.usage)
      exit(0)
    }
    let status = await PullwatchApp(options: options).run()
    exit(status)
  }
}
