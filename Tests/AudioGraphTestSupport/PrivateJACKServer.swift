import Foundation
public import Testing

/// A private JACK server with the dummy backend: clocked like a sound card,
/// on a machine without one. Stopped by ``stop()`` or when released.
public final class PrivateJACKServer {
  public static let jackd = "/usr/bin/jackd"
  public static let jackWait = "/usr/bin/jack_wait"
  /// Whether jackd, jack_wait and the ALSA jack plugin are installed.
  public static let isInstalled =
    FileManager.default.isExecutableFile(atPath: jackd) && FileManager.default.isExecutableFile(atPath: jackWait)
    && FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/alsa-lib/libasound_module_pcm_jack.so")
  public static let notInstalled: Comment =
    "jackd2 or libasound2-plugins is not installed: apt-get install -y --no-install-recommends jackd2 libasound2-plugins"

  public let name: String
  private let process: Process
  /// An exclusive lock on a file shared by every test process: one private server at a time, so
  /// test suites running in parallel never start two jackd at once (which can stall both).
  private var lockDescriptor: Int32

  /// Starts `jackd -d dummy` at 48 kHz and waits (up to 20 s) until it accepts clients.
  public init(periodFrames: Int = 256) throws {
    lockDescriptor = open(NSTemporaryDirectory() + "/audiograph-tests-jack.lock", O_CREAT | O_RDWR, 0o666)
    if lockDescriptor >= 0 { flock(lockDescriptor, LOCK_EX) }
    name = "audioio-\(getpid())-\(UUID().uuidString.prefix(6))"
    process = Process()
    process.executableURL = URL(fileURLWithPath: Self.jackd)
    process.arguments = ["-n", name, "--no-realtime", "-d", "dummy", "-r", "48000", "-p", "\(periodFrames)"]
    process.environment = ProcessInfo.processInfo.environment.merging(["JACK_NO_AUDIO_RESERVATION": "1"]) { $1 }
    let log = FileHandle(forWritingAtPath: "/dev/null")
    process.standardOutput = log
    process.standardError = log
    try process.run()
    let wait = Process()
    wait.executableURL = URL(fileURLWithPath: Self.jackWait)
    wait.arguments = ["-s", name, "-w", "-t", "20"]
    wait.standardOutput = log
    wait.standardError = log
    try wait.run()
    wait.waitUntilExit()
    guard wait.terminationStatus == 0 else {
      stop()
      throw JACKStartError()
    }
  }

  struct JACKStartError: Error, CustomStringConvertible {
    var description: String { "jackd did not start within 20 s" }
  }

  /// What a client process needs in its environment to use this server.
  public var clientEnvironment: [String: String] { ["JACK_DEFAULT_SERVER": name, "JACK_NO_START_SERVER": "1"] }

  public func stop() {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    if lockDescriptor >= 0 {
      flock(lockDescriptor, LOCK_UN)
      close(lockDescriptor)
      lockDescriptor = -1  // stop() runs again from deinit
    }
  }

  deinit { stop() }
}
