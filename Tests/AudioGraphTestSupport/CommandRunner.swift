public import Foundation

/// What a finished command printed and how it exited.
public struct CommandResult: Sendable {
  public var status: Int32
  public var standardOutput: String
  public var standardError: String
}

/// The built `audiograph` executable, next to the test bundle in the build folder.
public let audiographExecutable: URL = {
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
  return CommandResult(
    status: process.terminationStatus,
    standardOutput: String(decoding: outputData, as: UTF8.self),
    standardError: String(decoding: errorData, as: UTF8.self))
}
