import ArgumentParser
import ChartAccessibility
import ChartAudit
import Foundation

/// `check --caption`: the captions to fact-check against a chart.
struct CaptionOptions: ParsableArguments {
  @Option(
    name: .customLong("caption"),
    help: ArgumentHelp("A caption to fact-check against the chart's data (repeat for several).", valueName: "text"))
  var texts: [String] = []

  @Option(
    name: .customLong("caption-file"),
    help: ArgumentHelp("A UTF-8 file holding a caption to fact-check ('-' for standard input).", valueName: "file"))
  var files: [String] = []

  @Flag(
    name: .customLong("caption-lines"),
    help: "Each non-empty line of a --caption-file is a caption of its own.")
  var lines = false

  var isRequested: Bool { !texts.isEmpty || !files.isEmpty }

  func validate(charts: [String]) throws {
    if lines, files.isEmpty { throw ValidationError("--caption-lines needs a --caption-file.") }
    guard isRequested else { return }
    guard charts.count == 1 else {
      throw ValidationError("--caption checks captions against one chart; give exactly one chart file.")
    }
    if files.filter({ $0 == "-" }).count > 1 || (files.contains("-") && charts[0] == "-") {
      throw ValidationError("Standard input ('-') can be read once: for the chart or for one caption file.")
    }
    for caption in texts where caption.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      throw ValidationError("--caption is empty: give the caption's text.")
    }
  }

  /// The captions to check, in the order given: texts first, then files.
  func read() throws -> [(file: String?, line: Int, text: String)] {
    var captions: [(file: String?, line: Int, text: String)] = texts.map { (nil, 1, $0) }
    for file in files {
      let data: Data?
      if file == "-" {
        data = FileHandle.standardInput.readDataToEndOfFile()
      } else {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), isDirectory.boolValue {
          StandardError.write("audiograph: cannot read caption file '\(file)': it is a directory")
          throw ExitStatus.cannotOpenInput
        }
        data = FileManager.default.contents(atPath: file)
      }
      guard let data else {
        StandardError.write("audiograph: cannot open caption file '\(file)': no such file or not readable")
        throw ExitStatus.cannotOpenInput
      }
      guard var text = String(bytes: data, encoding: .utf8) else {
        StandardError.write("audiograph: caption file '\(file)' is not UTF-8 text")
        throw ExitStatus.dataError
      }
      if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
      if lines {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
          let caption = String(line.hasSuffix("\r") ? line.dropLast() : line)
          if !caption.trimmingCharacters(in: .whitespaces).isEmpty { captions.append((file, index + 1, caption)) }
        }
      } else if !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
        captions.append((file, 1, text))
      } else {
        StandardError.write("audiograph: caption file '\(file)' is empty")
        throw ExitStatus.dataError
      }
    }
    return captions
  }
}

extension AudioGraphCommand.Check {
  /// Fact-checks the captions against the one chart and prints the report.
  func checkCaptions() throws {
    let path = charts[0]
    let chart: AXChartDescriptor
    do throws(ChartFileError) {
      chart = try reading.read(path: path)
    } catch {
      throw error.report()
    }
    let context = reading.context
    let checker = CaptionChecker(chart: chart, context: context)
    let checked = try captions.read().map { caption in
      CheckedCaption(file: caption.file, line: caption.line, check: checker.check(caption.text))
    }
    switch format {
    case .text:
      try StandardOutput.write(
        TerminalText.escaped(CaptionReport.text(checked, language: context.language), keepingLineBreaks: true))
    case .json: try StandardOutput.write(CaptionReport.json(checked, chart: path).formattedText)
    case .sarif:
      var locator: JSONLocator?
      if path != "-", reading.isChartFile(path), let data = FileManager.default.contents(atPath: path) {
        locator = JSONLocator(Array(data))
      }
      let report = CaptionReport.sarif(
        checked, chart: path, locator: locator, toolVersion: AudioGraphCommand.version, language: context.language)
      try StandardOutput.write(report.formattedText)
    }
    if checked.contains(where: \.check.isContradicted) { throw ExitStatus.findings }
  }
}
