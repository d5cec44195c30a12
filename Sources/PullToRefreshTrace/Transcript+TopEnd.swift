import PullToRefresh

extension Transcript {
  /// The top end's expectations this transcript does not meet.
  func topEndFailures(of expectations: Trace.Expectations) -> [String] {
    typealias Expect = TraceVocabulary.ExpectKey
    var failures: [String] = []
    if let calls = expectations.previousCalls, calls != previousCalls {
      failures.append("\(Expect.previousCalls.rawValue): expected \(calls), got \(previousCalls)")
    }
    let resultNames = { (list: [LoadMoreOutcome]) in
      list.map(TraceVocabulary.loadResults.name(of:)).joined(separator: ", ")
    }
    if let expected = expectations.previousResults, expected != previousResults {
      failures.append(
        "\(Expect.previousResults.rawValue): expected [\(resultNames(expected))], got "
          + "[\(resultNames(previousResults))]"
      )
    }
    if let expected = expectations.previousStartsAt {
      let got = previousStarts.map { $0 / .seconds(1) }
      if expected.map(Self.milliseconds) != got.map(Self.milliseconds) {
        let list = { (times: [Double]) in times.map(TraceWriter.number).joined(separator: ", ") }
        let gotList = previousStarts.map { TraceWriter.seconds($0) }.joined(separator: ", ")
        failures.append(
          "\(Expect.previousStartsAt.rawValue): expected [\(list(expected))], got [\(gotList)]"
        )
      }
    }
    let headerName = TraceVocabulary.headers.name(of:)
    if let expected = expectations.headers, expected != headers {
      let list = { (phases: [LoadMorePhase]) in phases.map(headerName).joined(separator: " → ") }
      failures.append(
        "\(Expect.headers.rawValue): expected [\(list(expected))], got [\(list(headers))]"
      )
    }
    if let final = expectations.finalHeader, final != finalHeader {
      failures.append(
        "\(Expect.finalHeader.rawValue): expected \(headerName(final)), got "
          + headerName(finalHeader)
      )
    }
    // To the thousandth of a point: a keep is a difference of positions, which a trace writes
    // with a few decimals.
    let thousandths = { (points: Double) in (points * 1000).rounded() }
    if let expected = expectations.keeps, expected.map(thousandths) != keeps.map(thousandths) {
      let list = { (deltas: [Double]) in deltas.map(TraceWriter.number).joined(separator: ", ") }
      failures.append(
        "\(Expect.keeps.rawValue): expected [\(list(expected))], got [\(list(keeps))]"
      )
    }
    return failures
  }

  /// `seconds` to the millisecond, as expectations compare instants.
  static func milliseconds(_ seconds: Double) -> Int64 {
    Int64((seconds * 1000).rounded())
  }
}
