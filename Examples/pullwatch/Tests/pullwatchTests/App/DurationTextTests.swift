import Testing

@testable import pullwatch

/// Durations on the title and status lines read as people write them, not as `0:00:05`.
struct DurationTextTests {
  @Test(arguments: [
    (Duration.milliseconds(100), "0.1s"), (.milliseconds(500), "0.5s"), (.seconds(5), "5s"),
    (.milliseconds(2500), "2.5s"), (.seconds(59), "59s"), (.milliseconds(59_990), "60s"),
    (.seconds(60), "1m"), (.seconds(130), "2m 10s"), (.seconds(3600), "1h"),
    (.seconds(3900), "1h 5m"), (.seconds(3601), "1h"), (.seconds(90_000), "1d 1h"),
    (.seconds(31_536_000), "365d"), (.seconds(-3), "0s"),
  ])
  func readsAsWritten(duration: Duration, text: String) {
    #expect(DurationText.text(for: duration) == text)
  }
}
