// libFuzzer's entry point for the alternatives fuzz target; Scripts/fuzz builds and runs it (see
// Scripts/FUZZING.md). The work itself is ChartFuzzing.alternatives(_:) in Tests/AudioGraphTests.

/// Called by libFuzzer once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data else {
    ChartFuzzing.alternatives([])
    return 0
  }
  ChartFuzzing.alternatives(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
