import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A started command: the leader of a new process group, and the parent's ends of its pipes.
///
/// ``start(program:arguments:searchesPath:environment:separatesErrors:)`` spawns with
/// `posix_spawn` in a process group of its own, with no blocked signals, every signal at its
/// default action (pullwatch ignores SIGINT, SIGTERM, SIGHUP, SIGQUIT and SIGWINCH itself),
/// standard input on `/dev/null`, and standard output and standard error on one pipe (as `watch`
/// has them, so that the output keeps the order of the writes) or, when the errors are kept
/// apart, on two. Every descriptor is close-on-exec, and the parent closes the write ends right
/// after spawning.
///
/// The leader's end is noticed on ``exitNotice``: on Linux a process descriptor (`pidfd_open`),
/// which becomes readable when the leader ends and lets the reading thread reap it itself, so a
/// run needs no other thread; elsewhere (or on a kernel without it) the read end of a pipe that
/// a waiting thread (``waitForExit(gracePeriod:)``) writes the wait status to. So a run holds two
/// or three descriptors (four with the pipe): the read ends and the notice. The reader closes
/// them all but the pipe's write end, which the waiter closes.
struct ChildProcess: Sendable {
  /// The leader's process id, which is also the id of its process group.
  let pid: pid_t
  /// The read end of standard output, which is standard error's too when they share a pipe.
  let output: Int32
  /// The read end of standard error when it has a pipe of its own, or -1 when it shares
  /// ``output``'s.
  let errors: Int32
  /// What becomes readable when the leader ends: its process descriptor, or, when
  /// ``isProcessDescriptor`` is false, the read end of a pipe that gets its wait status (4 bytes)
  /// once it is reaped.
  let exitNotice: Int32
  /// Whether ``exitNotice`` is the leader's process descriptor: whoever reads it reaps the leader
  /// (``reap(gracePeriod:)``) and no thread waits for it.
  let isProcessDescriptor: Bool
  /// The write end of ``exitNotice``'s pipe, for the waiting thread only; -1 with a process
  /// descriptor.
  private let exitNoticeWriter: Int32

  /// What ``start(program:arguments:searchesPath:)`` did.
  enum Start: Sendable {
    /// The process runs.
    case started(ChildProcess)
    /// The program could not be executed (not found, not executable), with the `errno` value.
    case cannotExecute(Int32)
  }

  /// Spawns `program` with `arguments` (the first is the name it sees), looked up on `PATH` when
  /// `searchesPath`, with `environment` added to this program's, and standard error on a pipe of
  /// its own when `separatesErrors`; throws when descriptors, processes or memory run out.
  ///
  /// Main actor only, so that no other spawn can inherit a pipe before it is close-on-exec.
  @MainActor
  static func start(
    program: String,
    arguments: [String],
    searchesPath: Bool,
    environment: [String: String] = [:],
    separatesErrors: Bool = false
  ) throws(CommandRunError) -> Start {
    var opened: [Int32] = []
    do throws(CommandRunError) {
      let output = try makePipe(recordingIn: &opened)
      let errors = separatesErrors ? try makePipe(recordingIn: &opened) : output
      // Without process descriptors, the waiting thread's pipe, made before the spawn so that a
      // lack of descriptors fails before anything runs.
      let notice = ProcessDescriptor.isAvailable ? nil : try makePipe(recordingIn: &opened)
      let spawned = spawn(
        program: program,
        arguments: arguments,
        searchesPath: searchesPath,
        environment: environment,
        output: output.write,
        errors: errors.write
      )
      _ = close(output.write)
      if separatesErrors { _ = close(errors.write) }
      opened.removeAll { $0 == output.write || $0 == errors.write }
      switch spawned {
      case .running(let pid):
        let exitNotice: (read: Int32, write: Int32, isProcess: Bool)
        if let notice {
          exitNotice = (notice.read, notice.write, false)
        } else {
          exitNotice = try (processDescriptor(of: pid), -1, true)
        }
        let child = ChildProcess(
          pid: pid,
          output: output.read,
          errors: separatesErrors ? errors.read : -1,
          exitNotice: exitNotice.read,
          isProcessDescriptor: exitNotice.isProcess,
          exitNoticeWriter: exitNotice.write
        )
        return .started(child)
      case .failed(let code) where Self.cannotExecuteErrors.contains(code):
        opened.forEach { _ = close($0) }
        return .cannotExecute(code)
      case .failed(let code):
        throw CommandRunError(errorNumber: code)
      }
    } catch {
      opened.forEach { _ = close($0) }
      throw error
    }
  }

  /// The process descriptor of the leader `pid`, just spawned; when none can be had (no
  /// descriptors left), the leader's group is killed and the leader reaped before it throws, so
  /// that nothing runs that no one watches.
  private static func processDescriptor(of pid: pid_t) throws(CommandRunError) -> Int32 {
    let descriptor = ProcessDescriptor.open(pid)
    guard descriptor < 0 else { return descriptor }
    let error = CommandRunError(errorNumber: errno)
    _ = kill(-pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    throw error
  }

  /// The leader's wait status once it ended, or -1 when it is lost (someone else reaped it).
  ///
  /// With a process descriptor, it reaps the leader (call it once ``exitNotice`` is readable,
  /// or it blocks until the leader ends) and tells ``ChildProcessGroups``; otherwise it reads
  /// the status the waiting thread sent.
  func reap(gracePeriod: Duration) -> Int32 {
    guard isProcessDescriptor else { return readExitNotice() }
    var status: Int32 = 0
    var reaped: pid_t
    repeat {
      reaped = waitpid(pid, &status, 0)
    } while reaped < 0 && errno == EINTR
    // The main queue is the main actor's: no task to make.
    DispatchQueue.main.async { [pid] in
      MainActor.assumeIsolated { ChildProcessGroups.leaderEnded(pid, gracePeriod: gracePeriod) }
    }
    return reaped == pid ? status : -1
  }

  /// Blocks until the waiting thread sends the leader's wait status; -1 if it is unknown.
  private func readExitNotice() -> Int32 {
    var status: Int32 = -1
    var count: Int
    repeat {
      count = withUnsafeMutableBytes(of: &status) {
        read(exitNotice, $0.baseAddress, $0.count)
      }
    } while count < 0 && errno == EINTR
    return count == MemoryLayout<Int32>.size ? status : -1
  }

  /// Without a process descriptor, waits for the leader on a thread of its own.
  ///
  /// That thread reaps it, writes its wait status to ``exitNotice`` and tells
  /// ``ChildProcessGroups`` that it ended. With a process descriptor it does nothing: the reader
  /// reaps the leader (``reap(gracePeriod:)``).
  func waitForExit(gracePeriod: Duration) {
    guard !isProcessDescriptor else { return }
    let pid = pid
    let writer = exitNoticeWriter
    Thread.detachNewThread {
      var status: Int32 = 0
      var reaped: pid_t
      repeat {
        reaped = waitpid(pid, &status, 0)
      } while reaped < 0 && errno == EINTR
      // -1 when the status is lost (someone else reaped it).
      var notice = reaped == pid ? status : -1
      _ = withUnsafeBytes(of: &notice) { write(writer, $0.baseAddress, $0.count) }
      _ = close(writer)
      Task { @MainActor in ChildProcessGroups.leaderEnded(pid, gracePeriod: gracePeriod) }
    }
  }

  /// The `posix_spawn` errors that mean the program itself cannot run, as `sh` sees them.
  private static let cannotExecuteErrors: Set<Int32> = [
    ENOENT, EACCES, ENOEXEC, ENOTDIR, ELOOP, ENAMETOOLONG, EISDIR, ETXTBSY, EPERM,
  ]

  /// A close-on-exec pipe; both ends go into `opened`.
  private static func makePipe(
    recordingIn opened: inout [Int32]
  ) throws(CommandRunError) -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    // No pipe2 in Swift's Glibc: spawns happen only on the main actor, so no child can inherit
    // the ends between pipe and fcntl.
    guard pipe(&ends) == 0 else { throw CommandRunError(errorNumber: errno) }
    opened += ends
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }

  /// Calls `posix_spawn` or `posix_spawnp`: the process id, or the error number.
  private static func spawn(
    program: String,
    arguments: [String],
    searchesPath: Bool,
    environment added: [String: String],
    output: Int32,
    errors: Int32
  ) -> Spawned {
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t?
    var attributes: posix_spawnattr_t?
    // Darwin closes every descriptor that the file actions do not name.
    let closesOthers = Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #else
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    let closesOthers: Int32 = 0
    #endif
    guard posix_spawn_file_actions_init(&actions) == 0 else { return .failed(ENOMEM) }
    defer { posix_spawn_file_actions_destroy(&actions) }
    guard posix_spawnattr_init(&attributes) == 0 else { return .failed(ENOMEM) }
    defer { posix_spawnattr_destroy(&attributes) }

    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, errors, STDERR_FILENO)

    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for number in Int32(1)..<32 where number != SIGKILL && number != SIGSTOP {
      sigaddset(&defaults, number)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setpgroup(&attributes, 0)
    let flags =
      Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETPGROUP)
      | closesOthers
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    let envp = environment(adding: added)
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let code =
      searchesPath
      ? posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
      : posix_spawn(&pid, program, &actions, &attributes, argv, envp)
    return code == 0 ? .running(pid) : .failed(code)
  }
}

/// The environment for a command, as `KEY=value` C strings to free, ending with `nil`: this
/// program's, read from `environ` now (cheaper than `ProcessInfo`, which builds a dictionary),
/// with `added`'s variables in place of the ones of the same name.
private func environment(adding added: [String: String]) -> [UnsafeMutablePointer<CChar>?] {
  let replaced = added.keys.map { "\($0)=" }
  var entries: [UnsafeMutablePointer<CChar>?] = []
  var index = 0
  while let entry = environ[index] {
    index += 1
    let isReplaced = replaced.contains { strncmp(entry, $0, $0.utf8.count) == 0 }
    if !isReplaced { entries.append(strdup(entry)) }
  }
  entries += added.map { strdup("\($0.key)=\($0.value)") }
  return entries + [nil]
}

/// What `posix_spawn` did.
private enum Spawned {
  /// The child runs with this process id.
  case running(pid_t)
  /// It failed with this error number.
  case failed(Int32)
}
