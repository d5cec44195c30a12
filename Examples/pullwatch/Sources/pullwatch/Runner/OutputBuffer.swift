import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The most output one run keeps.
struct OutputLimits: Sendable, Equatable {
  /// The most bytes kept; at least 1.
  var bytes: Int
  /// The most lines kept (a line ends with `\n`, or is the unfinished last one); at least 1.
  var lines: Int

  /// Limits of `bytes` and `lines`, each raised to 1 if lower; 10 MiB and 100,000 by default.
  init(bytes: Int = 10 << 20, lines: Int = 100_000) {
    self.bytes = max(bytes, 1)
    self.lines = max(lines, 1)
  }
}

/// The output of one run as it arrives: counted against the limits, kept until reported, and
/// the first line of standard error picked out.
///
/// The buffer keeps only what was not handed out yet by ``takeUnreported()``; the counts cover
/// everything accepted. Once a chunk does not fit, the buffer is cut and takes nothing more.
struct OutputBuffer {
  /// The limits that cut the output.
  let limits: OutputLimits
  /// Whether standard error is part of the output (the main command's) or only gives the first
  /// error line (a `--more` page, whose standard output alone is appended).
  let keepsErrors: Bool
  /// Bytes accepted so far.
  private(set) var byteCount = 0
  /// `\n` bytes accepted so far.
  private(set) var newlineCount = 0
  /// Whether some output did not fit: stop reading.
  private(set) var isCut = false
  /// Accepted bytes not yet taken.
  private var unreported: [UInt8] = []
  /// The standard error line being gathered, until it has something other than blanks.
  private var errorLine: [UInt8] = []
  /// Whether ``errorLine`` is the complete first non-blank line.
  private var hasErrorLine = false

  /// The longest first error line kept, in bytes.
  static let errorLineLimit = 1024

  /// An empty buffer with `limits`, keeping standard error in the output when `keepsErrors`.
  init(limits: OutputLimits, keepsErrors: Bool = true) {
    self.limits = limits
    self.keepsErrors = keepsErrors
  }

  /// Whether accepted bytes wait to be taken.
  var hasUnreported: Bool { !unreported.isEmpty }

  /// Takes what fits of `chunk`, from standard error when `isError`; false when it did not all
  /// fit, which cuts the output.
  @discardableResult
  mutating func append(_ chunk: UnsafeRawBufferPointer, isError: Bool) -> Bool {
    guard !isCut else { return chunk.isEmpty }
    if isError, !keepsErrors {
      if !hasErrorLine { gatherErrorLine(chunk) }
      return true
    }
    let fitting = fittingCount(of: chunk)
    let accepted = UnsafeRawBufferPointer(rebasing: chunk[0..<fitting])
    unreported.append(contentsOf: accepted)
    byteCount += fitting
    if isError, !hasErrorLine { gatherErrorLine(accepted) }
    if fitting < chunk.count { isCut = true }
    return !isCut
  }

  /// Hands out the accepted bytes not taken before.
  mutating func takeUnreported() -> [UInt8] {
    defer { unreported = [] }
    return unreported
  }

  /// The first non-blank line of standard error (the unfinished last one counts), trimmed.
  var firstErrorLine: String? {
    // No Foundation character set for the usual case (standard error shares the output's pipe).
    guard !errorLine.isEmpty else { return nil }
    let line = String(decoding: errorLine, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return line.isEmpty ? nil : line
  }

  /// How many bytes at the start of `chunk` fit in both limits; counts their newlines.
  private mutating func fittingCount(of chunk: UnsafeRawBufferPointer) -> Int {
    guard newlineCount < limits.lines, let base = chunk.baseAddress else { return 0 }
    var fitting = min(chunk.count, limits.bytes - byteCount)
    var start = 0
    while start < fitting, let found = memchr(base + start, 0x0A, fitting - start) {
      newlineCount += 1
      start = base.distance(to: UnsafeRawPointer(found)) + 1
      // Everything after the last allowed newline would start one line too many.
      if newlineCount == limits.lines { fitting = start }
    }
    return fitting
  }

  /// Adds standard error bytes to the first error line until it is complete.
  private mutating func gatherErrorLine(_ bytes: UnsafeRawBufferPointer) {
    for byte in bytes {
      if byte == 0x0A {
        if firstErrorLine != nil {
          hasErrorLine = true
          return
        }
        errorLine.removeAll(keepingCapacity: true)
      } else if errorLine.count < Self.errorLineLimit {
        errorLine.append(byte)
      }
    }
  }
}
