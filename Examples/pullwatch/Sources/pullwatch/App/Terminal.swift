import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The controlling terminal: raw mode, the alternate screen, mouse reporting and (when asked)
/// focus reporting, and the promise to give all of it back.
///
/// The terminal is restored by ``restore()`` on quit and on error, and from a signal handler on
/// SIGINT, SIGTERM, SIGHUP and on crashes (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE),
/// using only async-signal-safe calls.
@MainActor
final class Terminal {
  /// What turns on full-screen mode: alternate screen, hidden cursor, SGR mouse with drags.
  nonisolated static let enterSequence =
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
  /// What turns on focus reporting: the terminal sends `ESC [ I` when its window gains the
  /// focus and `ESC [ O` when it loses it.
  nonisolated static let focusReportingSequence = "\u{1B}[?1004h"
  /// What undoes both: focus and mouse reporting off, attributes reset, cursor shown, main screen
  /// back.
  ///
  /// Focus reporting is turned off even when it was never on (a terminal ignores that), so that
  /// the signal handlers need no state.
  nonisolated static let restoreSequence =
    "\u{1B}[?1004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  private var isActive = false
  /// Whether the window's focus is reported (`--refresh-on-focus`).
  let reportsFocus: Bool

  /// A terminal that reports its window's focus when `reportsFocus`, once activated.
  init(reportsFocus: Bool = false) {
    self.reportsFocus = reportsFocus
  }

  /// What ``activate()`` writes: ``enterSequence``, and focus reporting when asked for.
  var activationSequence: String {
    reportsFocus ? Self.enterSequence + Self.focusReportingSequence : Self.enterSequence
  }

  /// Why the terminal cannot be used, or `nil` when stdin and stdout are both terminals.
  ///
  /// (A `dumb` terminal, as `TERM=dumb` says, has no cursor addressing or alternate screen.)
  static func unusableReason() -> String? {
    if isatty(STDIN_FILENO) == 0 { return "standard input is not a terminal" }
    if isatty(STDOUT_FILENO) == 0 { return "standard output is not a terminal" }
    if ProcessInfo.processInfo.environment["TERM"] == "dumb" {
      return "the terminal (TERM=dumb) cannot show a full-screen program"
    }
    return nil
  }

  /// The terminal's size in cells; 80×24 when it cannot be read.
  static func size() -> (columns: Int, rows: Int) {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return (80, 24) }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Enters raw mode and full-screen mode and installs the restoring signal handlers; when the
  /// terminal is active already (a SIGCONT after a stop it did not see), sets both again.
  func activate() throws(TerminalError) {
    if isActive {
      reapply()
      return
    }
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else {
      throw TerminalError(message: "cannot read the terminal's settings (errno \(errno))")
    }
    savedSettings.pointee = original
    var raw = original
    cfmakeraw(&raw)
    raw.c_oflag |= tcflag_t(OPOST | ONLCR)
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
      throw TerminalError(message: "cannot put the terminal in raw mode (errno \(errno))")
    }
    hasSavedSettings = 1
    isActive = true
    for signal in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
      installRestoringHandler(for: signal)
    }
    write(activationSequence)
  }

  /// Raw mode and full-screen mode again, keeping the settings saved at the first activation.
  private func reapply() {
    var raw = termios()
    guard tcgetattr(STDIN_FILENO, &raw) == 0 else { return }
    cfmakeraw(&raw)
    raw.c_oflag |= tcflag_t(OPOST | ONLCR)
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    write(activationSequence)
  }

  /// Writes `text` to standard output, all of it.
  func write(_ text: String) {
    var text = text
    text.withUTF8 { buffer in writeAll(buffer) }
  }

  /// Puts the terminal back as it was; safe to call more than once.
  func restore() {
    guard isActive else { return }
    isActive = false
    restoreTerminalNow()
  }
}

/// The terminal could not be set up.
struct TerminalError: Error, CustomStringConvertible {
  /// What went wrong.
  var message: String
  var description: String { message }
}

// MARK: - Signal-safe restoring

// Written once before the handlers are installed, then only read (from signal handlers). On the
// heap: Swift 6.3 emits a statically initialized `termios` global 3 bytes shorter than the struct
// (`nm -S`: 57 of 60), so writing a whole `termios` to such a global ran past it (found by ASan).
nonisolated(unsafe) private let savedSettings: UnsafeMutablePointer<termios> = {
  let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  settings.initialize(to: termios())
  return settings
}()
nonisolated(unsafe) private var hasSavedSettings: sig_atomic_t = 0
private let restoreBytes: [UInt8] = Array(Terminal.restoreSequence.utf8)

private func writeAll(_ buffer: UnsafeBufferPointer<UInt8>) {
  guard var pointer = buffer.baseAddress else { return }
  var remaining = buffer.count
  while remaining > 0 {
    let written = write(STDOUT_FILENO, pointer, remaining)
    if written < 0, errno == EINTR { continue }
    guard written > 0 else { return }
    pointer += written
    remaining -= written
  }
}

/// Writes the restoring sequence and the saved settings back; async-signal-safe.
func restoreTerminalNow() {
  restoreBytes.withUnsafeBufferPointer { writeAll($0) }
  if hasSavedSettings != 0 {
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, savedSettings)
  }
}

/// On a fatal signal: end the commands still running, restore, then die of the same signal.
private func installRestoringHandler(for number: Int32) {
  _ = signal(number) { received in
    ChildProcessGroups.killAllNow()
    restoreTerminalNow()
    _ = signal(received, SIG_DFL)
    _ = raise(received)
  }
}
