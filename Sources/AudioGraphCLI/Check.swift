import ArgumentParser
import ChartAccessibility
import ChartAudit
import Foundation

extension AudioGraphCommand {
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Audit the accessibility of charts: contrast, text alternatives and sonifiability.",
      discussion: """
        Checks each chart's colours (WCAG 1.4.3 text contrast, 1.4.11 series against the \
        background, 1.4.1 series against each other with normal vision and simulated \
        protanopia, deuteranopia and tritanopia), its text alternatives (WCAG 1.1.1: title, \
        axis titles and units, series names, a summary that the data does not contradict) and \
        how its audio graph sounds (series and categories that cannot be told apart, a y range \
        that hides the data, labels too long to hear, what is not heard).

        Each finding has a severity: errors fail the check, warnings fail it only with \
        --strict, notes never. --format text prints one finding per line (FILE: POINTER: \
        SEVERITY: RULE, WCAG CRITERION: what is wrong. Fix: how), then a line of counts per \
        chart; json prints the same for scripts; sarif prints SARIF 2.1.0 for code-scanning \
        tools. Messages and the report's words follow --locale (de, fr, es; other languages \
        get English); rule ids, WCAG numbers, pointers and JSON keys are the same in every \
        language.

        With --caption TEXT or --caption-file FILE (one caption, or one per line with \
        --caption-lines), check fact-checks the caption against one chart's data instead: \
        one line per claim (sentence by sentence) with its verdict, supported, contradicted \
        or not checkable, the kind of error (value, label, trend, comparison, count) and the \
        data fact that decides it. Captions may be in English, German, French or Spanish; \
        exit 1 when a claim is contradicted.

        Exit codes: 0 when every chart passes, 1 when a chart has a failing finding, 65 or \
        66 when a chart cannot be read (its problems go to standard error, and into the JSON \
        report as a failed chart and the SARIF report as a tool execution notification; the \
        others are still checked).
        """)

    @Argument(help: "Chart files: .json (the chart file format) or .csv.")
    var charts: [String] = []

    @Option(help: "text (one finding per line), json (for scripts) or sarif (SARIF 2.1.0).")
    var format: ReportFormat = .text

    @Option(help: "The WCAG level to check: A, AA or AAA (AAA adds 7:1 text contrast).")
    var level: LevelArgument = .aa

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @OptionGroup(title: "Chart input")
    var reading: ChartReadingOptions

    @OptionGroup(title: "Caption fact-check")
    var captions: CaptionOptions

    enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
      case text, json, sarif
    }

    enum LevelArgument: String, ExpressibleByArgument, CaseIterable {
      case a = "A"
      case aa = "AA"
      case aaa = "AAA"

      init?(argument: String) { self.init(rawValue: argument.uppercased()) }

      var level: ConformanceLevel {
        switch self {
        case .a: .a
        case .aa: .aa
        case .aaa: .aaa
        }
      }
    }

    func validate() throws {
      guard !charts.isEmpty else { throw ValidationError("Give at least one chart file.") }
      for chart in charts { try reading.validate(path: chart) }
      try captions.validate(charts: charts)
    }

    func run() throws {
      if let note = reading.languageFallbackNote { StandardError.write(note) }
      if captions.isRequested { return try checkCaptions() }
      let auditor = ChartAuditor(options: ChartAuditor.Options(level: level.level, context: reading.context))
      var audited: [AuditedChart] = []
      var readFailure: ExitCode?
      for path in charts {
        let chart: AXChartDescriptor
        do throws(ChartFileError) {
          chart = try reading.read(path: path)
        } catch {
          let status = error.report()
          if readFailure == nil { readFailure = status }
          audited.append(.unreadable(file: path, problems: error.problemLines))
          continue
        }
        // The file's text, to give findings a line (a chart file only: a CSV has no pointers).
        var locator: JSONLocator?
        if path != "-", reading.isChartFile(path),
          let data = FileManager.default.contents(atPath: path)
        {
          locator = JSONLocator(Array(data))
        }
        audited.append(AuditedChart(file: path, findings: auditor.audit(chart), locator: locator))
      }
      let context = reading.context
      switch format {
      case .text:
        try StandardOutput.write(
          TerminalText.escaped(AuditReport.text(audited, language: context.language), keepingLineBreaks: true))
      case .json: try StandardOutput.write(AuditReport.json(audited, level: level.level, strict: strict).formattedText)
      case .sarif:
        let report = AuditReport.sarif(
          audited, toolVersion: AudioGraphCommand.version, language: context.language,
          decimalSeparator: context.locale.decimalSeparator ?? ".")
        try StandardOutput.write(report.formattedText)
      }
      if let readFailure { throw readFailure }
      if audited.contains(where: { $0.readProblems == nil && ChartAuditor.fails($0.findings, strict: strict) }) {
        throw ExitStatus.findings
      }
    }
  }
}
