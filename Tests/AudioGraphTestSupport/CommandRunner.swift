public import Foundation

/// What a finished command printed and how it exited.
public struct CommandResult: Sendable {
  /// The exit status, or 128 plus the signal's number when a signal ended the process (as a
  /// shell reports it: 139 for SIGSEGV), so no expected status can match a crash.
  public var status: Int32
  public var standardOutput: String
  public var standardError: String
  /// The signal that ended the process (11 for SIGSEGV, 6 for SIGABRT), or `nil` when it exited.
  public var signal: Int32? = nil
}

/// The environment variable that names the `audiograph` executable the end-to-end tests run:
/// Scripts/test-release sets it to the release build (`.build/release/audiograph`).
public let audiographExecutableVariable = "AUDIOGRAPH_TEST_EXECUTABLE"

/// The `audiograph` executable under test: the file named by ``audiographExecutableVariable``
/// (relative to the package root) when set, else the one built next to the test bundle (the
/// debug build of `swift test`).
public let audiographExecutable: URL = {
  if let path = ProcessInfo.processInfo.environment[audiographExecutableVariable], !path.isEmpty {
    return URL(fileURLWithPath: path, relativeTo: packageRoot).absoluteURL
  }
  var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  for _ in 0..<4 {
    let candidate = directory.appendingPathComponent("audiograph")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    directory.deleteLastPathComponent()
  }
  return packageRoot.appendingPathComponent(".build/debug/audiograph")
}()

/// Runs `audiograph` with `arguments` in the package root, feeding `input` to standard input.
public func runAudiograph(
  _ arguments: [String], input: Data? = nil, environment: [String: String] = [:]
) throws -> CommandResult {
  let process = Process()
  process.executableURL = audiographExecutable
  process.arguments = arguments
  process.currentDirectoryURL = packageRoot
  var merged = ProcessInfo.processInfo.environment
  merged["COLUMNS"] = "100"
  // A settings folder of its own (`explore` keeps settings there): never the user's, and none
  // left from another run. Removed afterwards.
  let config = FileManager.default.temporaryDirectory.appendingPathComponent("ag-config-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: config) }
  merged["XDG_CONFIG_HOME"] = config.path
  for (key, value) in environment { merged[key] = value }
  process.environment = merged
  let output = Pipe()
  let error = Pipe()
  let stdin = Pipe()
  process.standardOutput = output
  process.standardError = error
  process.standardInput = stdin
  try process.run()
  if let input { stdin.fileHandleForWriting.write(input) }
  try stdin.fileHandleForWriting.close()
  // Read both pipes fully before waiting, so a large output cannot block the child.
  let group = DispatchGroup()
  nonisolated(unsafe) var errorData = Data()
  DispatchQueue.global().async(group: group) { errorData = error.fileHandleForReading.readDataToEndOfFile() }
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  group.wait()
  process.waitUntilExit()
  let signal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
  return CommandResult(
    status: signal.map { 128 + $0 } ?? process.terminationStatus,
    standardOutput: String(decoding: outputData, as: UTF8.self),
    standardError: String(decoding: errorData, as: UTF8.self), signal: signal)
}

/// Waits until the process `pid` catches `signal` (a handler is installed: its bit is set in
/// the `SigCgt` mask of `/proc/PID/status`), at most `timeout` seconds; returns whether it does.
/// A test that sends Ctrl-C to a command just started waits for this first: on a loaded machine
/// the program can take longer than any fixed sleep to start, and a signal that arrives before
/// its handler kills it outright (status 2 instead of 130).
@discardableResult
public func waitUntilCatching(_ signal: Int32, pid: Int32, timeout: TimeInterval = 30) -> Bool {
  let deadline = Date().addingTimeInterval(timeout)
  let bit = UInt64(1) << UInt64(signal - 1)
  while Date() < deadline {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return false }
    if let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
      let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16),
      mask & bit != 0
    {
      return true
    }
    Thread.sleep(forTimeInterval: 0.01)
  }
  return false
}
