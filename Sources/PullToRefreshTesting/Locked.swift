/// A value that one thread at a time reads and changes: mutual exclusion written with the standard
/// library alone, for ``VirtualClock``.
///
/// Why not `Synchronization.Mutex` or `Atomic`: both need iOS 18, macOS 15, tvOS 18, watchOS 11
/// and visionOS 2 (their declarations in the toolchain's `Synchronization.swiftinterface`), above
/// the package's floors (iOS 17, macOS 14). Foundation's `NSLock` would make the test clock import
/// Foundation, and `os_unfair_lock` or `pthread_mutex_t` a module per operating system. So it is a
/// spin lock on one word, taken and released with the standard library's compare-and-exchange
/// (`_stdlib_atomicCompareExchangeStrongPtr`: sequentially consistent, `@_transparent`, so it
/// compiles to the processor's instruction in the caller and has no availability floor). A
/// waiting thread spins: the lock is held only for a few operations on the clock's list of
/// sleepers, and a test rarely touches the clock from two threads at once.
///
/// `@unchecked Sendable` (the style guide allows it for a test tool, as swift-clocks' `TestClock`
/// is): every access to `value` holds the lock.
final class Locked<Value: Sendable>: @unchecked Sendable {
  private var value: Value
  /// `nil` while free; the word's own address while held.
  private let word: UnsafeMutablePointer<UnsafeRawPointer?>

  /// Makes a lock that guards `value`.
  init(_ value: Value) {
    self.value = value
    word = .allocate(capacity: 1)
    word.initialize(to: nil)
  }

  deinit {
    word.deinitialize(count: 1)
    word.deallocate()
  }

  /// Runs `body` on the value while holding the lock, and returns what it returns.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    let held = UnsafeRawPointer(word)
    while !exchange(nil, for: held) {}
    defer { _ = exchange(held, for: nil) }
    return try body(&value)
  }

  /// Sets the word to `desired` if it is `expected`, as one atomic step; whether it did.
  private func exchange(_ expected: UnsafeRawPointer?, for desired: UnsafeRawPointer?) -> Bool {
    var expected = expected
    return withUnsafeMutablePointer(to: &expected) {
      _stdlib_atomicCompareExchangeStrongPtr(object: word, expected: $0, desired: desired)
    }
  }
}
