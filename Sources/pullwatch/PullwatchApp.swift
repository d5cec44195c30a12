import Foundation
import PullToRefresh
import PullToRefreshTerminal
import PullToRefreshTrace

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The running program: one event loop on the main actor that turns input into coordinator
/// calls and draws frames, only when something changed and at most 60 a second.
@MainActor
final class PullwatchApp {
  /// Everything the loop reacts to.
  enum Event: Sendable {
    case bytes([UInt8])
    case inputEnded
    case signal(Int32)
    case frame
    case escapeTimeout(Int)
    case changed
  }

  let options: PullwatchOptions
  let coordinator: RefreshCoordinator
  var scroll: TerminalScrollView
  var content: PullwatchContent
  var columns: Int
  var rows: Int
  var exitStatus: Int32?

  private let terminal = Terminal()
  private let clock = ContinuousClock()
  private let origin: ContinuousClock.Instant
  private let sink: AsyncStream<Event>.Continuation
  private let events: AsyncStream<Event>
  private let colors: Bool
  private var recorder: TraceRecorder?
  private var decoder = TerminalInputDecoder()
  private var shown: Screen?
  private var lastFrame = -1.0
  private var isFrameScheduled = false
  private var escapeGeneration = 0
  var spinnerStart = 0.0
  var updatedAt: Date?
  private var signalSources: [any DispatchSourceSignal] = []
  private var timedRefreshes: Task<Void, Never>?

  /// The shortest time between two frames.
  static let frameInterval = 1.0 / 60
  /// How long a lone ESC waits for the rest of a sequence before it counts as the Esc key.
  static let escapeDelay = Duration.milliseconds(50)

  init(options: PullwatchOptions) {
    self.options = options
    (events, sink) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
    origin = clock.now
    (columns, rows) = Terminal.size()
    colors = ProcessInfo.processInfo.environment["NO_COLOR", default: ""].isEmpty
    content = options.command.isEmpty ? .inbox(Inbox()) : .lines([])
    scroll = TerminalScrollView(
      contentRows: content.rowCount,
      viewportRows: ListFrame.listRows(forTerminalRows: rows),
      spring: Spring.settle.respecting(reduceMotion: options.reduceMotion)
    )
    coordinator = RefreshCoordinator(configuration: options.configuration) {}
    coordinator.action = { [weak self] in try await self?.fetch() }
    _ = coordinator.addEventHandler { [weak self] event in self?.coordinatorSent(event) }
  }

  /// Runs until quit; returns the exit status.
  func run() async -> Int32 {
    if let reason = Terminal.unusableReason() {
      printError("pullwatch: \(reason); run it in an interactive terminal")
      return 2
    }
    do {
      try terminal.activate()
    } catch {
      terminal.restore()
      printError("pullwatch: \(error)")
      return 1
    }
    if options.recordPath != nil {
      recorder = TraceRecorder(coordinator: coordinator, description: "recorded by pullwatch")
    }
    startReadingInput()
    watchSignals()
    coordinator.viewportChanged(viewportPoints)
    coordinator.scrolled(edgeOffset: scroll.edgeOffset)
    if !options.command.isEmpty { coordinator.requestRefresh() }
    startTimedRefreshes()
    render()
    for await event in events {
      handle(event)
      if let exitStatus { return finish(exitStatus) }
      syncWithCoordinator()
      render()
    }
    return finish(0)
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
      if number == SIGWINCH {
        resize()
      } else {
        exitStatus = 128 + number
      }
    case .frame:
      isFrameScheduled = false
    case .changed:
      break
    }
  }

  /// The coordinator's phase changed (its timers, the action's end): redraw.
  private func coordinatorSent(_ event: RefreshCoordinator.Event) {
    switch event {
    case .phaseChanged(.refreshing):
      spinnerStart = now
    case .phaseChanged(.finishing(.success)):
      updatedAt = Date()
    default:
      break
    }
    sink.yield(.changed)
  }

  /// Keeps the content at the resting extent while refreshing, as ``RestingInset`` says.
  private func syncWithCoordinator() {
    let inset = RestingInset.inset(
      phase: coordinator.phase,
      restingExtent: coordinator.restingExtent,
      isInteracting: scroll.isDragging,
      current: scroll.topInset
    )
    guard inset != scroll.topInset else { return }
    let time = now
    moveContent {
      $0.setTopInset(inset, revealing: RestingInset.reveals(edgeOffset: $0.edgeOffset), at: time)
    }
  }

  /// Applies a change to the scroll view and reports the new edge offset to the engine.
  func moveContent(_ change: (inout TerminalScrollView) -> Void) {
    let before = scroll.edgeOffset
    change(&scroll)
    if scroll.edgeOffset != before { coordinator.scrolled(edgeOffset: scroll.edgeOffset) }
  }

  var now: Double {
    let elapsed = (clock.now - origin).components
    return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
  }

  private var viewportPoints: Double {
    Double(scroll.viewportRows) * TerminalScrollView.pointsPerRow
  }

  // MARK: - Refresh work

  private func fetch() async throws {
    if options.command.isEmpty {
      try await Task.sleep(for: .milliseconds(1200))
      guard case .inbox(var inbox) = content else { return }
      inbox.receiveNewMail(at: Self.clockTime(Date()))
      content = .inbox(inbox)
    } else {
      content = .lines(try await CommandRunner(command: options.command).run())
    }
    scroll.contentRows = content.rowCount
    sink.yield(.changed)
  }

  private func startTimedRefreshes() {
    guard let every = options.every else { return }
    timedRefreshes = Task { [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: every)
        self?.coordinator.requestRefresh()
      }
    }
  }

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
    for number in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] {
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

  private func resize() {
    (columns, rows) = Terminal.size()
    moveContent { $0.viewportRows = ListFrame.listRows(forTerminalRows: rows) }
    coordinator.viewportChanged(viewportPoints)
    shown = nil
  }

  /// Ends the loop at the next turn.
  func quit() { exitStatus = 0 }

  private func finish(_ status: Int32) -> Int32 {
    timedRefreshes?.cancel()
    coordinator.disappeared()
    terminal.restore()
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

  // MARK: - Drawing

  private func render() {
    let time = now
    if time - lastFrame < Self.frameInterval {
      scheduleFrame(after: lastFrame + Self.frameInterval - time)
      return
    }
    moveContent { $0.advance(to: time) }
    let content = content
    let screen = frame(at: time).compose { index, screen, row in
      content.draw(index, into: &screen, row: row)
    }
    let output = screen.output(from: shown, colors: colors)
    if !output.isEmpty {
      terminal.write(output)
      lastFrame = time
    }
    shown = screen
    if scroll.isAnimating {
      scheduleFrame(after: Self.frameInterval)
    } else if coordinator.phase.isRefreshing {
      let step = options.reduceMotion ? 3.0 / 8 : 1.0 / 8
      let elapsed = time - spinnerStart
      scheduleFrame(after: step - elapsed.truncatingRemainder(dividingBy: step))
    }
  }

  private func scheduleFrame(after seconds: Double) {
    guard !isFrameScheduled else { return }
    isFrameScheduled = true
    Task { [sink] in
      try? await Task.sleep(for: .milliseconds(Int64(max(seconds, 0) * 1000) + 1))
      sink.yield(.frame)
    }
  }

  private func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  static func clockTime(_ date: Date) -> String {
    let parts = Calendar.current.dateComponents([.hour, .minute, .second], from: date)
    let numbers = [parts.hour, parts.minute, parts.second].map { $0 ?? 0 }
    return numbers.map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
  }
}
