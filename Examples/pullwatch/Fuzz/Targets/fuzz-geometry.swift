// A libFuzzer target: Scripts/fuzz.sh builds and runs it; GeometryFuzzCheck is its oracle.
import FuzzChecks

/// libFuzzer's entry point: checks one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeometry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzRunner.run(data, size) { GeometryFuzzCheck.failure(for: $0) }
}
