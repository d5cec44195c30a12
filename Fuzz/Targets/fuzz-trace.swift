// A libFuzzer target: Scripts/fuzz.sh builds and runs it; TraceFuzzCheck is its oracle.
import FuzzChecks

/// libFuzzer's entry point: checks one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrace(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzRunner.run(data, size) { await TraceFuzzCheck.failure(for: $0) }
}
