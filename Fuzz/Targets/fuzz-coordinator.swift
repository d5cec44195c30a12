// A libFuzzer target: Scripts/fuzz.sh builds and runs it; CoordinatorFuzzCheck is its oracle.
import FuzzChecks

/// libFuzzer's entry point: checks one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCoordinator(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzRunner.run(data, size) { CoordinatorFuzzCheck.failure(for: $0) }
}
