import AudioGraphTestSupport
import Foundation
import Testing

/// One command of a ```` ```console ```` block in the documentation and what the docs say it prints.
struct ConsoleCommand: Sendable, Equatable {
  /// The line of the documentation file the command starts on (1-based).
  var line: Int
  /// The shell command: the text after `$ `, with its continuation lines (a line ending in `\`).
  var command: String
  /// The lines shown after the command, up to the next `$ ` or the end of the block, without the
  /// blank lines that separate it from the next command.
  var expectedOutput: [String]
}

/// A ```` ```console ```` block of a documentation file: commands run one after another in one shell.
struct ConsoleExample: Sendable, CustomTestStringConvertible {
  /// The file's path relative to the package root.
  var file: String
  /// The line of the opening fence (1-based).
  var line: Int
  var commands: [ConsoleCommand]

  var testDescription: String { "\(file):\(line)" }

  /// The files whose console blocks are run: README.md, Documentation/*.md and every DocC article.
  static let documentationFiles: [String] = {
    let manager = FileManager.default
    var files = ["README.md"]
    let markdown = { (folder: String) -> [String] in
      let names = (try? manager.contentsOfDirectory(atPath: packageRoot.appendingPathComponent(folder).path)) ?? []
      return names.filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
    }
    files += markdown("Documentation")
    let sources = (try? manager.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Sources").path)) ?? []
    for module in sources.sorted() {
      let catalog = "Sources/\(module)/Documentation.docc"
      guard let enumerator = manager.enumerator(atPath: packageRoot.appendingPathComponent(catalog).path) else {
        continue
      }
      let articles = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted()
      files += articles.map { "\(catalog)/\($0)" }
    }
    return files
  }()

  /// Every console block of every documentation file.
  static let all: [ConsoleExample] = documentationFiles.flatMap { file in
    let text = (try? String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)) ?? ""
    return parse(text, file: file)
  }

  /// The console blocks of one Markdown text. A line before the first `$ ` of a block becomes a
  /// command with an empty `command`, which the test reports as malformed.
  static func parse(_ text: String, file: String) -> [ConsoleExample] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var examples: [ConsoleExample] = []
    var index = 0
    while index < lines.count {
      guard lines[index] == "```console" else {
        index += 1
        continue
      }
      var example = ConsoleExample(file: file, line: index + 1, commands: [])
      index += 1
      while index < lines.count, lines[index] != "```" {
        let line = lines[index]
        if line.hasPrefix("$ ") {
          var command = ConsoleCommand(line: index + 1, command: String(line.dropFirst(2)), expectedOutput: [])
          while command.command.hasSuffix("\\"), index + 1 < lines.count, lines[index + 1] != "```" {
            index += 1
            command.command += "\n" + lines[index]
          }
          example.commands.append(command)
        } else if example.commands.isEmpty {
          example.commands.append(ConsoleCommand(line: index + 1, command: "", expectedOutput: [line]))
        } else {
          example.commands[example.commands.count - 1].expectedOutput.append(line)
        }
        index += 1
      }
      for position in example.commands.indices {
        while example.commands[position].expectedOutput.last?.isEmpty == true {
          example.commands[position].expectedOutput.removeLast()
        }
      }
      examples.append(example)
      index += 1
    }
    return examples
  }
}

/// Whether printed lines match the lines the documentation shows.
///
/// They match exactly, line for line, except for two placeholders (Documentation/Testing.md):
/// `<path>` stands for one or more characters other than spaces, and `<duration>` for a number of
/// seconds or milliseconds written with digits and at most one decimal point or comma.
enum ConsoleOutputMatcher {
  static func matches(expected: [String], actual: [String]) -> Bool {
    guard expected.count == actual.count else { return false }
    return zip(expected, actual).allSatisfy { lineMatches(expected: $0, actual: $1) }
  }

  static func lineMatches(expected: String, actual: String) -> Bool {
    guard expected.contains("<path>") || expected.contains("<duration>") else { return expected == actual }
    var pattern = "^"
    var rest = Substring(expected)
    while let range = rest.firstRange(of: /<path>|<duration>/) {
      pattern += NSRegularExpression.escapedPattern(for: String(rest[..<range.lowerBound]))
      pattern += rest[range] == "<path>" ? "\\S+" : "[0-9]+(?:[.,][0-9]+)?"
      rest = rest[range.upperBound...]
    }
    pattern += NSRegularExpression.escapedPattern(for: String(rest)) + "$"
    return actual.range(of: pattern, options: .regularExpression) != nil
  }
}

/// Every ```` ```console ```` block of README.md, Documentation/*.md and the DocC articles, run
/// against the built binary: what the docs show is what `audiograph` prints.
@Suite struct DocumentationExamplesTests {
  /// The marker printed before each command's output, so one shell can run a whole block (and
  /// `echo $?` sees the previous command's status).
  static let marker = "\u{1}audiograph-documentation-example"

  @Test func theDocumentationHasConsoleBlocks() {
    #expect(ConsoleExample.documentationFiles.contains("Documentation/CommandLine.md"))
    #expect(ConsoleExample.all.count >= 10)
    #expect(ConsoleExample.all.contains { $0.file == "README.md" })
  }

  @Test(arguments: ConsoleExample.all)
  func printsWhatTheDocumentationShows(example: ConsoleExample) throws {
    for command in example.commands {
      #expect(!command.command.isEmpty, "\(example.file):\(command.line): output before the first '$ ' command")
    }
    let outputs = try Self.run(example)
    for (command, output) in zip(example.commands, outputs) {
      var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      while lines.last?.isEmpty == true { lines.removeLast() }
      #expect(
        ConsoleOutputMatcher.matches(expected: command.expectedOutput, actual: lines),
        """
        \(example.file):\(command.line): $ \(command.command)
        documented:
        \(command.expectedOutput.joined(separator: "\n"))
        printed:
        \(lines.joined(separator: "\n"))
        """)
    }
  }

  /// A changed expectation fails: one character of a documented line, or one line more.
  @Test func aChangedExpectationDoesNotMatch() throws {
    let example = try #require(ConsoleExample.all.first { $0.file == "README.md" })
    let command = try #require(example.commands.first { !$0.expectedOutput.isEmpty })
    let printed = try Self.run(ConsoleExample(file: example.file, line: example.line, commands: [command]))
    let lines = try #require(printed.first).split(separator: "\n").map(String.init)
    #expect(ConsoleOutputMatcher.matches(expected: command.expectedOutput, actual: lines))
    var changed = command.expectedOutput
    changed[0] = String(changed[0].dropLast()) + "!"
    #expect(!ConsoleOutputMatcher.matches(expected: changed, actual: lines))
    #expect(!ConsoleOutputMatcher.matches(expected: command.expectedOutput, actual: lines + ["one more"]))
  }

  @Test func placeholdersStandForPathsAndDurationsOnly() {
    let matches = ConsoleOutputMatcher.lineMatches
    #expect(matches("<path>: 10.60 seconds, WAV.", "/tmp/x y/a.wav: 10.60 seconds, WAV.") == false)
    #expect(matches("<path>: 10.60 seconds, WAV.", "/tmp/xy/a.wav: 10.60 seconds, WAV."))
    #expect(matches("started after <duration> ms.", "started after 1.25 ms."))
    #expect(matches("started after <duration> ms.", "started after 1,25 ms."))
    #expect(matches("started after <duration> ms.", "started after soon ms.") == false)
    #expect(matches("exactly this", "exactly this ") == false)
  }

  @Test func parsesCommandsContinuationLinesAndOutputs() {
    let text = """
      Intro.

      ```console
      $ audiograph a \\
          --b
      one

      $ echo $?
      0
      ```
      """
    let examples = ConsoleExample.parse(text, file: "x.md")
    #expect(examples.count == 1)
    #expect(examples.first?.line == 3)
    #expect(
      examples.first?.commands == [
        ConsoleCommand(line: 4, command: "audiograph a \\\n    --b", expectedOutput: ["one"]),
        ConsoleCommand(line: 8, command: "echo $?", expectedOutput: ["0"]),
      ])
  }

  /// Documents that other branches add; a link to one of them is accepted while it is missing.
  static let documentsAddedElsewhere: Set<String> = [
    "Documentation/Installing.md", "Documentation/Distributions.md", "Documentation/Imports.md",
  ]

  /// Every relative link in README.md, Documentation/*.md and Scripts/BENCHMARKS.md points to a
  /// file that exists, and a link to a heading (`File.md#heading`) to a heading that exists.
  @Test func everyRelativeLinkPointsToAnExistingFile() throws {
    let files = ConsoleExample.documentationFiles.filter { !$0.hasPrefix("Sources/") } + ["Scripts/BENCHMARKS.md"]
    var checked = 0
    for file in files {
      let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
      let folder = URL(fileURLWithPath: file).deletingLastPathComponent().relativePath
      for match in text.matches(of: /\]\(([^)\s]+)\)/) {
        let target = String(match.output.1)
        if target.contains("://") || target.hasPrefix("mailto:") { continue }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let path = parts[0].isEmpty ? file : Self.normalized(folder == "." ? parts[0] : "\(folder)/\(parts[0])")
        checked += 1
        let url = packageRoot.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else {
          #expect(
            Self.documentsAddedElsewhere.contains(path),
            "\(file): the link \(target) points to \(path), which does not exist")
          continue
        }
        if parts.count == 2, path.hasSuffix(".md") {
          let headings = try Self.headingAnchors(String(contentsOf: url, encoding: .utf8))
          #expect(headings.contains(parts[1]), "\(file): the link \(target) names no heading of \(path)")
        }
      }
    }
    #expect(checked >= 20)
  }

  /// `a/../b/./c` as `b/c`.
  static func normalized(_ path: String) -> String {
    var components: [Substring] = []
    for component in path.split(separator: "/") {
      if component == "." { continue }
      if component == "..", let last = components.last, last != ".." {
        components.removeLast()
      } else {
        components.append(component)
      }
    }
    return components.joined(separator: "/")
  }

  /// The anchors GitHub gives a Markdown file's headings: lower case, punctuation other than `-`
  /// and `_` removed, spaces as `-`.
  static func headingAnchors(_ text: String) -> Set<String> {
    var anchors: Set<String> = []
    var inFence = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("```") { inFence.toggle() }
      guard !inFence, line.hasPrefix("#") else { continue }
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
      let kept = title.unicodeScalars.filter {
        CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" || $0 == " "
      }
      anchors.insert(String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-"))
    }
    return anchors
  }

  @Test func headingAnchorsAreGitHubs() {
    #expect(
      Self.headingAnchors("## Live start, pacing and Ctrl-C\n## Audio graphs: `audiograph render`\n")
        == ["live-start-pacing-and-ctrl-c", "audio-graphs-audiograph-render"])
    #expect(Self.normalized("Documentation/../Sources/./X.md") == "Sources/X.md")
  }

  /// Runs a block's commands in one `bash` in a fresh directory that holds the package's
  /// `Fixtures` and `Audio` folders (so files the examples write go there, not into the package),
  /// with the built `audiograph` first on `PATH`; standard error goes where standard output goes.
  static func run(_ example: ConsoleExample) throws -> [String] {
    let manager = FileManager.default
    let directory = manager.temporaryDirectory.appendingPathComponent("audiograph-docs-\(UUID().uuidString)")
    try manager.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? manager.removeItem(at: directory) }
    for folder in ["Fixtures", "Audio"] {
      try manager.createSymbolicLink(
        at: directory.appendingPathComponent(folder), withDestinationURL: packageRoot.appendingPathComponent(folder))
    }
    var script = "exec 2>&1\n"
    for command in example.commands {
      // The marker keeps `$?` for the command that follows (`echo $?`).
      script += "__audiograph_status=$?; printf '%s\\n' '\(marker)'; (exit $__audiograph_status)\n\(command.command)\n"
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["COLUMNS"] = "100"
    environment["PATH"] = audiographExecutable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var parts = String(decoding: data, as: UTF8.self).components(separatedBy: marker + "\n")
    parts.removeFirst()
    return parts
  }
}
