// A libFuzzer target: Scripts/fuzz.sh builds and runs it; ScreenFuzzCheck is its oracle.
import FuzzChecks

/// libFuzzer's entry point: checks one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScreen(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzRunner.run(data, size) { ScreenFuzzCheck.failure(for: $0) }
}
