// A libFuzzer target: Scripts/fuzz.sh builds and runs it; InputDecoderFuzzCheck is its oracle.
import FuzzChecks

/// libFuzzer's entry point: checks one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzRunner.run(data, size) { InputDecoderFuzzCheck.failure(for: $0) }
}
