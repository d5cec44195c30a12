#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Process descriptors (Linux's `pidfd_open`): a descriptor that becomes readable when the
/// process ends, so that the thread that reads a run's output notices its leader's end in the
/// same `poll` and reaps it, with no thread of its own to wait.
///
/// Looked up once at run time, since Swift's Glibc does not import `sys/pidfd.h` (glibc 2.36),
/// and tried once, since the kernel may lack it (before 5.3): without it, a run has a waiting
/// thread and a pipe, as on Darwin.
enum ProcessDescriptor {
  /// `pidfd_open`'s type.
  private typealias Open = @convention(c) (pid_t, UInt32) -> Int32

  /// `pidfd_open`, if the C library has it and the kernel supports it.
  private static let openFunction: Open? = {
    #if os(Linux)
    guard let program = dlopen(nil, RTLD_NOW) else { return nil }
    defer { dlclose(program) }
    guard let symbol = dlsym(program, "pidfd_open") else { return nil }
    let function = unsafeBitCast(symbol, to: Open.self)
    let probe = function(getpid(), 0)
    if probe >= 0 { _ = close(probe) }
    return probe >= 0 || errno != ENOSYS ? function : nil
    #else
    return nil
    #endif
  }()

  /// Whether process descriptors can be opened here.
  static var isAvailable: Bool { openFunction != nil }

  /// A close-on-exec process descriptor of `pid` (a child not reaped yet), or -1 with `errno`
  /// set (ENOSYS where there are none).
  static func open(_ pid: pid_t) -> Int32 {
    guard let openFunction else {
      errno = ENOSYS
      return -1
    }
    // pidfd_open always makes the descriptor close-on-exec.
    return openFunction(pid, 0)
  }
}
