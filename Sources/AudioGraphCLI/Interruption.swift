import Foundation
import Synchronization

/// SIGINT, SIGTERM and SIGHUP, alike for every command that writes files (`render`, `html`).
/// While no output file is being written (reading a chart, building its
/// score) the process exits at once with status 130: there is nothing to clean up, and reading
/// ten million points must not delay Ctrl-C. While files are written, the first signal asks every
/// render to stop (its temporary file is removed and any earlier file stays, within one block of
/// audio); the second exits at once.
enum Interruption {
  private static let requested = Atomic<Bool>(false)
  /// Renders that have started creating their output file and not yet finished or cleaned up.
  private static let writing = Atomic<Int>(0)

  /// Runs `body`, which creates and writes an output file, with signals deferred to it: they set
  /// ``isRequested`` instead of exiting, so that `body` can remove its temporary file.
  static func whileWriting<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    writing.add(1, ordering: .sequentiallyConsistent)
    defer { writing.subtract(1, ordering: .sequentiallyConsistent) }
    return try body()
  }

  static var isRequested: Bool { requested.load(ordering: .relaxed) }

  static func install() {
    // A file size limit (ulimit -f) makes a write fail with EFBIG, reported as an I/O error
    // (exit 74), instead of killing the process with SIGXFSZ before it can clean up.
    signal(SIGXFSZ, SIG_IGN)
    // A parent may have started us with these signals blocked (the mask is inherited); unblock
    // them so Ctrl-C reaches the handler. Threads started later inherit this mask.
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, SIGINT)
    sigaddset(&unblock, SIGTERM)
    sigaddset(&unblock, SIGHUP)
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber) { _ in
        // Async-signal-safe: lock-free atomics and _exit. The flag is set before the count is
        // read, so a render that starts writing right now still sees it when it checks.
        let again = Interruption.requested.exchange(true, ordering: .sequentiallyConsistent)
        if again || Interruption.writing.load(ordering: .sequentiallyConsistent) == 0 { _exit(130) }
      }
    }
  }
}
