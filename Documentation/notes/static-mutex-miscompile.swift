// Minimal reproducer of a Swift 6.3.1 optimizer defect (see static-mutex-miscompile.md).
// Not part of the package; build and run it by hand:
//
//   swiftc -O -parse-as-library static-mutex-miscompile.swift -o repro && ./repro
//     count 0 (expected 1), pending is nil: false (expected true)
//   swiftc -Onone -parse-as-library static-mutex-miscompile.swift -o repro && ./repro
//     count 1 (expected 1), pending is nil: true (expected true)
//   swiftc -O -parse-as-library -Xllvm -sil-disable-pass=initialize-static-globals \
//     static-mutex-miscompile.swift -o repro && ./repro
//     count 1 (expected 1), pending is nil: true (expected true)
import Synchronization

/// Larger than the optimizer keeps in registers (9 words), and holding an Optional.
struct State {
  var count = 1
  var pending: (Int, Int, Int, Int, Int, Int, Int, Int)? = nil
}

/// A global Mutex of that struct: with -O its initial value is missing (all zero bytes).
let state = Mutex(State())

@main struct Main {
  static func main() {
    let (count, pendingIsNil) = state.withLock { ($0.count, $0.pending == nil) }
    print("count \(count) (expected 1), pending is nil: \(pendingIsNil) (expected true)")
  }
}
