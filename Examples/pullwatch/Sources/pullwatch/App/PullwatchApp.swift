import Foundation
import PullToRefresh
import PullToRefreshTerminal
import PullToRefreshTrace

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The running program: one event loop on the main actor that turns input into the list's
/// pulls, scrolls and refresh requests, and draws frames, only when something changed and at
/// most 60 a second.
///
/// The list and its pull are the ``TerminalRefreshController``'s: it moves the content, tells the
/// coordinator about it and keeps the room the coordinator asks for. The program owns the content,
/// the keys, the terminal and the command.
@MainActor
final class PullwatchApp {
  /// Everything the loop reacts to.
  enum Event: Sendable {
    case bytes([UInt8])
    case inputEnded
    case signal(Int32)
    case escapeTimeout(Int)
    case changed
  }

  let options: PullwatchOptions
  let coordinator: RefreshCoordinator
  let controller: TerminalRefreshController
  var content: PullwatchContent
  var columns: Int
  var rows: Int
  var exitStatus: Int32?

  let terminal: Terminal
  private let clock = ContinuousClock()
  private let origin: ContinuousClock.Instant
  let sink: AsyncStream<Event>.Continuation
  private let events: AsyncStream<Event>
  let colors: Bool
  private let recorder: TraceRecorder?
  private var decoder = TerminalInputDecoder()
  var shown: Screen?
  var lastFrame = -1.0
  var isFrameScheduled = false
  /// Whether a redraw for the status row's age is due (``scheduleAgeRedraw(after:)``).
  var isAgeRedrawScheduled = false
  /// Whether ``changed()`` queued a frame that has not been drawn yet.
  private var isChangePending = false
  /// Whether ``run()`` draws: from its first frame until it finishes (not in tests, which
  /// make an app without running it).
  var isDrawing = false
  private var escapeGeneration = 0
  private var signalSources: [any DispatchSourceSignal] = []
  /// Whether `space` paused the `--every` timer: the engine's policy has no interval meanwhile.
  var isPaused = false {
    didSet { updatePolicy() }
  }
  /// Whether the person's refresh running now has shown the live output already (see
  /// ``goLiveForAPersonsRefresh()``).
  var wentLiveForThisRefresh = false
  /// With `--errexit`, why the screen froze until a key is pressed: the failure, or the timeout.
  ///
  /// Nothing runs by itself from then on (the engine's policy is off).
  var frozenBy: String? {
    didSet { updatePolicy() }
  }
  /// Whether the last run's output was cut at a limit.
  var outputWasCut = false
  /// Why the last `--more` page failed, for the footer: its first line of standard error, or
  /// how it ended.
  var pageFailure: String?
  /// Why the last `--previous` page failed, for the header, as ``pageFailure``.
  var previousPageFailure: String?
  /// The search prompt, the search made and its notes.
  var searching = SearchState()
  /// The `?` help screen, while it shows.
  var help: HelpScreen?
  /// Why the last run that failed or timed out did, for the failed view (a command's output with
  /// no lines after that run); a success clears it, a cancelled run leaves it, as the engine's
  /// content phase does (Behavior.md, F1, F7).
  var failureReason: String?

  /// The shortest time between two frames.
  static let frameInterval = 1.0 / 60
  /// How long a lone ESC waits for the rest of a sequence before it counts as the Esc key.
  static let escapeDelay = Duration.milliseconds(50)
  /// The signals the loop handles (the others keep their default action).
  static let handledSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT]

  /// Makes the program for `options`, its engine on `engineClock` (tests pass a manual clock).
  init(options: PullwatchOptions, engineClock: any Clock<Duration> = ContinuousClock()) {
    self.options = options
    terminal = Terminal(reportsFocus: options.refreshesOnFocus)
    (events, sink) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
    origin = clock.now
    (columns, rows) = Terminal.size()
    colors = ProcessInfo.processInfo.environment["NO_COLOR", default: ""].isEmpty
    content =
      if options.showsThread {
        .conversation(Conversation())
      } else if options.command.isEmpty {
        .inbox(Inbox())
      } else {
        .output(CommandOutput(options: options))
      }
    coordinator = RefreshCoordinator(configuration: options.configuration, clock: engineClock) {}
    coordinator.reducesMotion = options.reduceMotion
    // Before the controller, which tells the coordinator the viewport: the trace starts there.
    recorder =
      options.recordPath == nil
      ? nil : TraceRecorder(coordinator: coordinator, description: "recorded by pullwatch")
    controller = TerminalRefreshController(
      coordinator: coordinator,
      viewportRows: ListFrame.listRows(
        forTerminalRows: rows,
        showsTitle: options.showsTitle,
        showsStatus: options.showsTitle
      )
    )
    coordinator.action = { [weak self] in try await self?.fetch() }
    if (options.command.isEmpty && !options.showsThread) || options.moreCommand != nil {
      controller.loadMoreAction = pagesAction
    }
    if options.showsThread || options.previousCommand != nil {
      controller.loadPreviousAction = previousPagesAction
    }
    _ = coordinator.addEventHandler { [weak self] event in
      if case .actionFinished(let outcome) = event { self?.noteFailureReason(outcome) }
      self?.changed()
    }
    // With a command, content states are on: the output's lines are the engine's item count
    // (0 now, before the screen appears), so the engine runs the first run itself.
    layOutContent()
    // The conversation opens at its newest message; earlier ones load above once a drag has
    // begun near the top (T3: not while the list is put at its end).
    if case .conversation = content { controller.scroll(by: .max) }
  }

  /// The list's scroll position, gap and content size.
  var scroll: TerminalScrollView { controller.scrollView }

  /// Runs until quit; returns the exit status.
  func run() async -> Int32 {
    if let reason = Terminal.unusableReason() {
      printError("pullwatch: \(reason); run it in an interactive terminal")
      return 2
    }
    if let path = options.recordPath, let problem = Self.cannotWrite(path) {
      printError("pullwatch: cannot write the trace to \(path): \(problem)")
      return 2
    }
    do {
      try terminal.activate()
    } catch {
      terminal.restore()
      printError("pullwatch: \(error)")
      return 1
    }
    startReadingInput()
    watchSignals()
    // The list is on screen: with a command, the engine starts its first run (quiet, under the
    // full-screen loader; Behavior.md, F2), and runs `-n` (its policy's interval) from its end.
    controller.appeared()
    isDrawing = true
    render()
    for await event in events {
      handle(event)
      if let exitStatus { return await finish(exitStatus) }
      render()
    }
    return await finish(0)
  }

  // MARK: - Events

  private func handle(_ event: Event) {
    switch event {
    case .bytes(let bytes):
      for input in decoder.decode(bytes) { handle(input) }
      if decoder.hasPendingBytes { scheduleEscapeTimeout() }
    case .escapeTimeout(let generation):
      guard generation == escapeGeneration else { return }
      for input in decoder.flush() { handle(input) }
    case .inputEnded:
      quit()
    case .signal(let number):
      handle(signal: number)
    case .changed:
      goLiveForAPersonsRefresh()
    }
  }

  /// Something the frame shows changed: draws it at the next turn of the main queue, once for
  /// all the changes until then (a run's engine events come several at a time).
  ///
  /// A turn of the main queue, not an event of the loop: resuming the loop's task goes through
  /// the global executor, which wakes a thread of each pool, for every change. While a scheduled
  /// run runs, the frame waits one frame interval: a run that ends sooner (most) is drawn once,
  /// finished, rather than with the title's spinner and then without. Once the program is
  /// quitting it draws nothing, and ``Event/changed`` wakes the loop to notice; before
  /// ``run()`` draws, nothing either.
  func changed() {
    guard !isChangePending else { return }
    isChangePending = true
    let delay = coordinator.isScheduledRefresh ? Self.frameInterval : 0
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.isChangePending = false
        if self.exitStatus != nil {
          self.sink.yield(.changed)
        } else if self.isDrawing {
          // A person's refresh that joined a scheduled one shows the live output.
          self.goLiveForAPersonsRefresh()
          self.render()
        }
      }
    }
  }

  func handle(signal number: Int32) {
    switch number {
    case SIGWINCH: resize()
    case SIGTSTP: suspend()
    case SIGCONT: resumed()
    default: exitStatus = 128 + number
    }
  }

  /// The time since the program started, in seconds: what frames and runs are timed on.
  var now: Double { (clock.now - origin) / .seconds(1) }

  // MARK: - Terminal

  private func startReadingInput() {
    Thread.detachNewThread { [sink] in
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count > 0 {
          sink.yield(.bytes(Array(buffer[0..<count])))
        } else if count < 0, errno == EINTR {
          continue
        } else {
          sink.yield(.inputEnded)
          return
        }
      }
    }
  }

  private func watchSignals() {
    for number in Self.handledSignals {
      _ = signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler { [sink] in sink.yield(.signal(number)) }
      source.resume()
      signalSources.append(source)
    }
  }

  private func scheduleEscapeTimeout() {
    escapeGeneration += 1
    let generation = escapeGeneration
    Task { [sink] in
      try? await Task.sleep(for: Self.escapeDelay)
      sink.yield(.escapeTimeout(generation))
    }
  }

  func resize() {
    (columns, rows) = Terminal.size()
    layOutContent()
    shown = nil
  }

  /// Ctrl-Z or SIGTSTP: gives the terminal back and stops; ``resumed()`` follows SIGCONT.
  ///
  /// Stopped, the program is not active (the engine holds what its policy would start); `fg`
  /// makes it active again, as a window regaining the focus does (`--refresh-on-focus`).
  ///
  /// SIGSTOP, not SIGTSTP again: the dispatch sources that watch the signals keep SIGTSTP from
  /// stopping the process, and SIGSTOP cannot be kept from it. Raised on this thread, so that
  /// it stops before the next line runs (sent to the process, another thread could take it
  /// while this one drew the screen again). The shell sees the job stop.
  private func suspend() {
    coordinator.isActive = false
    terminal.restore()
    _ = raise(SIGSTOP)
    // Stopped here until SIGCONT (`fg`).
    resumed()
  }

  /// Back in the foreground: raw mode and full screen again, a whole new frame, and active.
  private func resumed() {
    do {
      try terminal.activate()
    } catch {
      printError("pullwatch: \(error)")
      exitStatus = 1
      return
    }
    resize()
    coordinator.isActive = true
  }

  /// Ends the loop at the next turn.
  func quit(status: Int32 = 0) { exitStatus = status }

  private func finish(_ status: Int32) async -> Int32 {
    isDrawing = false
    // Ends the policy too: no run starts on the way out.
    coordinator.disappeared()
    terminal.restore()
    _ = await ChildProcessGroups.terminateAll()
    guard let recorder, let path = options.recordPath else { return status }
    recorder.stop()
    do {
      try recorder.trace.encoded().write(to: URL(fileURLWithPath: path))
    } catch {
      printError("pullwatch: cannot write the trace to \(path): \(error.localizedDescription)")
      return 1
    }
    return status
  }

  /// Why `path` cannot be written, or `nil` when it can (it is created, empty, to find out).
  private static func cannotWrite(_ path: String) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    close(descriptor)
    return nil
  }

  func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
