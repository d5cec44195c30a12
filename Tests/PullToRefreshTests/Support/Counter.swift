/// Counts observation callbacks (`withObservationTracking`'s `onChange` is `@Sendable`; the tests
/// read the count on the main actor after the changes they make there).
final class Counter: @unchecked Sendable {
  var count = 0
}
