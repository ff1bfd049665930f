import AudioGraph
public import ChartAccessibility
import ChartSummaries
import Foundation

/// The accessibility audit of a chart: contrast, text alternatives and sonifiability.
///
///     let findings = ChartAuditor().audit(chart)
///     let failed = ChartAuditor.fails(findings, strict: false)
///
/// Every rule is described on its ``AuditRule``; the numbers they use are the static properties
/// below. The audit is a pure function of the chart and the options.
///
/// **Colours.** Colour rules run for each appearance the chart file describes: light (`colors`,
/// or series colours alone) and dark (`darkColors`, with each series' `darkColor`, else its
/// `color`). A background not given is assumed white (light) or black (dark), and the finding
/// says so. A translucent colour is composited over the background first (see
/// ``WCAGContrast``).
///
/// * ``AuditRule/textContrast`` (WCAG 1.4.3, AA): the text colour on the background, at least
///   4.5:1, or 3:1 when the file says `"largeText": true`. At level AAA also
///   ``AuditRule/textContrastEnhanced`` (1.4.6): 7:1, or 4.5:1 for large text.
/// * ``AuditRule/seriesContrast`` (1.4.11, AA): each series colour on the background, at least
///   3:1, as for any graphical object a reader must see.
/// * ``AuditRule/seriesColorsDistinct`` (1.4.1, A): every two series colours, as seen over the
///   background with normal vision and with simulated protanopia, deuteranopia and tritanopia
///   (``ColorVision``), differ by at least ``minimumColorDifference`` in CIEDE2000. A pair
///   below that is an error when colour is the only cue the chart file states, and a warning
///   when the series also differ in kind (a line and separate points).
///
/// **Text alternatives** (WCAG 1.1.1, A): a title (error); a title on every axis (error); a unit
/// or format on every numeric axis whose values are plain numbers, unless the title gives the
/// unit in parentheses or brackets (warning); a name on every series when there are several
/// (error); an author's summary (warning, saying what the generated one would be), and one
/// that the data does not contradict (error; see the summary checks below).
///
/// **Sonifiability** (no WCAG criterion): at most 7 series (the sonifier's timbres), except in
/// a heatmap, whose rows play one after another, and a stack, which plays its total (warning); in a stack, every layer with a value at every x (warning, ``AuditRule/stackGaps``); a
/// confidence interval given as each point's interval, not as a pair of additional axes or
/// series titled as its bounds (warning, ``AuditRule/intervalAsValues``); at most ``maximumCategories`` categories (warning); data spanning more than
/// ``flatRangeFraction`` of the y-axis range when its values differ (error: the audio graph is
/// one flat pitch); point labels of at most ``maximumLabelCharacters`` characters (warning);
/// and each sentence the sonifier's `notSonified` gives with the default options (note:
/// the notes `audiograph render` prints).
///
/// **Summary checks.** The author's summary is compared with the summarizer's analysis of the
/// data: direction words ("rose" over a series whose significant trend is down), the values in
/// "from A to B" and "peaked at N" (each must be in the data, at the written precision), and
/// counts ("12 points" where the data has 6). Summaries are read in English, German, French or
/// Spanish whatever the report's language, with numbers as the locale or English writes them
/// ("1.234,5" and "1,234.5").
///
/// **Language.** Messages and fixes are in the language of ``Options/context`` (its `language`
/// pack), with numbers in its locale ("4,08:1"); rule ids, WCAG numbers, pointers, colours and
/// the chart file's keys are the same in every language.
public struct ChartAuditor: Sendable {
  /// What to check and how to write values.
  public struct Options: Hashable, Sendable {
    /// The WCAG level to check: criteria above it are not checked (1.4.3 and 1.4.11 need AA,
    /// 1.4.6 needs AAA). Default AA.
    public var level: ConformanceLevel
    /// The locale numbers are written in, in messages and in the generated summary, and the
    /// language of every message and fix (its `language` pack; the summary check
    /// reads an author's summary in any built-in language).
    public var context: FormattingContext

    public init(level: ConformanceLevel = .aa, context: FormattingContext = .default) {
      self.level = level
      self.context = context
    }
  }

  /// The smallest CIEDE2000 difference at which two series colours count as distinct: 10.
  ///
  /// AudioGraph's choice: ΔE₀₀ ≈ 1 is a just-noticeable difference between two large patches
  /// side by side, but series are thin lines and small marks, matched against a legend at a
  /// distance, and colour differences shrink as marks get smaller; 10 is well clear of the
  /// small-mark range while still allowing palettes of seven or eight colours.
  public static let minimumColorDifference = 10.0
  /// The most categories a default audio graph plays 0.25 s or longer each: 40 (10 seconds /
  /// 0.25 s). 0.25 s is the longest default tone; shorter slots run the tones together.
  public static let maximumCategories = 40
  /// The longest point label that is short enough to hear while exploring: 40 characters,
  /// about two seconds of speech at 180 words a minute.
  public static let maximumLabelCharacters = 40
  /// The shortest tone that is heard apart from its neighbours: 0.25 seconds, the longest default
  /// tone (see ``maximumCategories``).
  public static let minimumCategorySeconds = 0.25
  /// The share of the y-axis range below which differing data is heard as one flat pitch: 1%.
  public static let flatRangeFraction = 0.01

  public var options: Options

  public init(options: Options = Options()) {
    self.options = options
  }

  /// Every finding for `chart`, in rule order, then series order.
  public func audit(_ chart: AXChartDescriptor) -> [AuditFinding] {
    colorFindings(chart) + textFindings(chart) + sonificationFindings(chart)
  }

  /// Whether `findings` fail a check: any error, or with `strict` any warning. Notes never fail.
  public static func fails(_ findings: [AuditFinding], strict: Bool) -> Bool {
    findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
  }

  // MARK: Colours

  struct Appearance {
    var scheme: ChartColorScheme?
    var isDark: Bool
    var schemeKey: String
    var page: RGBColor { isDark ? .black : .white }
    var dark: MessageArgument { isDark ? "yes" : "no" }

    func seriesColor(_ series: AXDataSeriesDescriptor, index: Int) -> (ChartColor, String)? {
      if isDark, let dark = series.darkColor { return (dark, "/series/\(index)/darkColor") }
      return series.color.map { ($0, "/series/\(index)/color") }
    }
  }

  func colorFindings(_ chart: AXChartDescriptor) -> [AuditFinding] {
    var findings: [AuditFinding] = []
    let hasSeriesColors = chart.series.contains { $0.color != nil || $0.darkColor != nil }
    var appearances: [Appearance] = []
    if chart.colors != nil || hasSeriesColors {
      appearances.append(Appearance(scheme: chart.colors, isDark: false, schemeKey: "colors"))
    }
    if chart.darkColors != nil {
      appearances.append(Appearance(scheme: chart.darkColors, isDark: true, schemeKey: "darkColors"))
    }
    for appearance in appearances {
      let given = appearance.scheme?.background
      let background =
        given
        ?? (appearance.isDark ? ChartColor(red: 0, green: 0, blue: 0) : ChartColor(red: 255, green: 255, blue: 255))
      let backgroundText =
        given.map { say("background", ["color": .text($0.spoken(in: options.context.language))]) }
        ?? say("background.assumed", ["color": .text(background.hex), "key": .text(appearance.schemeKey)])
      if let text = appearance.scheme?.text, options.level >= .aa {
        findings += textContrast(
          text, on: background, backgroundText: backgroundText, appearance: appearance,
          isLarge: appearance.scheme?.textIsLarge ?? false)
      }
      if options.level >= .aa {
        for (index, series) in chart.series.enumerated() {
          guard let (color, pointer) = appearance.seriesColor(series, index: index) else { continue }
          let ratio = WCAGContrast.ratio(color, on: background, page: appearance.page)
          guard !WCAGContrast.meets(ratio, 3) else { continue }
          let suggestion = WCAGContrast.suggestion(for: color, on: background, page: appearance.page, reaching: 3)
          findings.append(
            AuditFinding(
              rule: .seriesContrast, severity: .error, pointer: pointer,
              message: say(
                "seriesContrast",
                [
                  "series": .text(seriesLabel(chart, index)),
                  "color": .text(color.spoken(in: options.context.language)),
                  "background": .text(backgroundText), "dark": appearance.dark, "ratio": .text(ratioText(ratio)),
                  "minimum": .text(ratioText(3)),
                ]),
              fix: fixText(suggestion, on: background, page: appearance.page, threshold: 3, what: "series"),
              measurements: contrastMeasurements(color, background, ratio: ratio, threshold: 3)))
        }
      }
      findings += distinctness(chart, appearance: appearance, background: background)
    }
    return findings
  }

  func textContrast(
    _ text: ChartColor, on background: ChartColor, backgroundText: String, appearance: Appearance, isLarge: Bool
  ) -> [AuditFinding] {
    let ratio = WCAGContrast.ratio(text, on: background, page: appearance.page)
    let pointer = "/\(appearance.schemeKey)/text"
    func message(_ minimum: Double, criterion: String) -> String {
      say(
        "textContrast",
        [
          "color": .text(text.spoken(in: options.context.language)), "background": .text(backgroundText),
          "dark": appearance.dark,
          "ratio": .text(ratioText(ratio)), "minimum": .text(ratioText(minimum)), "criterion": .text(criterion),
          "large": isLarge ? "yes" : "no",
        ])
    }
    let minimum: Double = isLarge ? 3 : 4.5
    if !WCAGContrast.meets(ratio, minimum) {
      let suggestion = WCAGContrast.suggestion(for: text, on: background, page: appearance.page, reaching: minimum)
      return [
        AuditFinding(
          rule: .textContrast, severity: .error, pointer: pointer,
          message: message(minimum, criterion: WCAGCriterion.contrastMinimum.number),
          fix: fixText(suggestion, on: background, page: appearance.page, threshold: minimum, what: "text"),
          measurements: contrastMeasurements(text, background, ratio: ratio, threshold: minimum))
      ]
    }
    let enhanced: Double = isLarge ? 4.5 : 7
    if options.level >= .aaa, !WCAGContrast.meets(ratio, enhanced) {
      let suggestion = WCAGContrast.suggestion(for: text, on: background, page: appearance.page, reaching: enhanced)
      return [
        AuditFinding(
          rule: .textContrastEnhanced, severity: .error, pointer: pointer,
          message: message(enhanced, criterion: WCAGCriterion.contrastEnhanced.number),
          fix: fixText(suggestion, on: background, page: appearance.page, threshold: enhanced, what: "text"),
          measurements: contrastMeasurements(text, background, ratio: ratio, threshold: enhanced))
      ]
    }
    return []
  }

  /// The fix of a contrast finding; `what` is "text" or "series".
  func fixText(_ suggestion: ChartColor?, on background: ChartColor, page: RGBColor, threshold: Double, what: String)
    -> String
  {
    guard let suggestion else {
      return say("fix.noColor", ["what": .text(what), "minimum": .text(ratioText(threshold))])
    }
    let ratio = WCAGContrast.ratio(suggestion, on: background, page: page)
    let darker =
      WCAGContrast.relativeLuminance(RGBColor(suggestion)) < WCAGContrast.relativeLuminance(RGBColor(background))
    return say(
      "fix.color",
      [
        "color": .text(suggestion.hex), "darker": darker ? "yes" : "no", "what": .text(what),
        "ratio": .text(ratioText(ratio)),
      ])
  }

  func contrastMeasurements(_ foreground: ChartColor, _ background: ChartColor, ratio: Double, threshold: Double)
    -> JSONObject
  {
    JSONObject([
      ("foreground", .string(foreground.hex)), ("background", .string(background.hex)), ("ratio", .number(ratio)),
      ("ratioText", .string(WCAGContrast.text(ratio))), ("threshold", .number(threshold)),
    ])
  }

  func distinctness(_ chart: AXChartDescriptor, appearance: Appearance, background: ChartColor) -> [AuditFinding] {
    let behind = RGBColor(background, over: appearance.page)
    let colored = chart.series.enumerated().compactMap { index, series in
      appearance.seriesColor(series, index: index).map { (index: index, color: $0.0, pointer: $0.1) }
    }
    var findings: [AuditFinding] = []
    for (position, first) in colored.enumerated() {
      for second in colored[(position + 1)...] {
        let a = RGBColor(first.color, over: behind)
        let b = RGBColor(second.color, over: behind)
        var close: [(vision: ColorVision, difference: Double)] = []
        for vision in ColorVision.allCases {
          let difference = CIELab.ciede2000(CIELab(vision.simulate(a)), CIELab(vision.simulate(b)))
          if difference < Self.minimumColorDifference { close.append((vision, difference)) }
        }
        guard !close.isEmpty else { continue }
        let seriesA = chart.series[first.index]
        let seriesB = chart.series[second.index]
        let otherCue = seriesA.isContinuous != seriesB.isContinuous
        let readers = close.map {
          say("reader", ["difference": .text(decimal($0.difference)), "vision": .text($0.vision.rawValue)])
        }
        findings.append(
          AuditFinding(
            rule: .seriesColorsDistinct, severity: otherCue ? .warning : .error, pointer: second.pointer,
            message: say(
              "colorsDistinct",
              [
                "first": .text(seriesLabel(chart, first.index, color: first.color)),
                "second": .text(seriesLabel(chart, second.index, color: second.color)), "dark": appearance.dark,
                "readers": .text(listed(readers)), "threshold": .text(decimal(Self.minimumColorDifference)),
                "otherCue": otherCue ? "yes" : "no", "firstKind": seriesA.isContinuous ? "line" : "points",
                "secondKind": seriesB.isContinuous ? "line" : "points",
              ]),
            fix: say("colorsDistinct.fix"),
            measurements: JSONObject([
              ("colors", .array([.string(first.color.hex), .string(second.color.hex)])),
              (
                "differences",
                .object(JSONObject(close.map { ($0.vision.rawValue, JSONValue.number($0.difference)) }))
              ),
              ("threshold", .number(Self.minimumColorDifference)), ("otherCue", .bool(otherCue)),
            ])))
      }
    }
    return findings
  }

  // MARK: Text alternatives

  func textFindings(_ chart: AXChartDescriptor) -> [AuditFinding] {
    var findings: [AuditFinding] = []
    if (chart.title ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      findings.append(
        AuditFinding(
          rule: .title, severity: .error, pointer: "/title", message: say("title"), fix: say("title.fix")))
    }
    // Each axis with its pointer and how messages name it ("x", "y", or additional axis `number`).
    var axes: [(axis: any AXDataAxisDescriptor, pointer: String, name: [String: MessageArgument])] = [
      (chart.xAxis, "/xAxis", ["axis": "x"])
    ]
    if let y = chart.yAxis { axes.append((y, "/yAxis", ["axis": "y"])) }
    for (index, axis) in chart.additionalAxes.enumerated() {
      axes.append((axis, "/additionalAxes/\(index)", ["axis": "additional", "number": .count(index + 1)]))
    }
    for (axis, pointer, name) in axes {
      // A histogram's y axis counts values: a count needs no unit.
      if chart.kind == .histogram, pointer == "/yAxis" { continue }
      let title = axis.title.trimmingCharacters(in: .whitespacesAndNewlines)
      if title.isEmpty {
        findings.append(
          AuditFinding(
            rule: .axisTitle, severity: .error, pointer: pointer + "/title", message: say("axisTitle", name),
            fix: say("axisTitle.fix", name)))
      }
      if let numeric = axis as? AXNumericDataAxisDescriptor, numeric.valueKind == .number,
        numeric.valueFormat == nil, !title.contains("("), !title.contains("[")
      {
        findings.append(
          AuditFinding(
            rule: .axisUnit, severity: .warning, pointer: pointer + "/format",
            message: say("axisUnit", name.merging(["title": .text(title)]) { a, _ in a }),
            fix: say(
              "axisUnit.fix",
              ["example": .text(#"{"style": "number", "unit": "\#(say("axisUnit.example"))"}"#)])))
      }
    }
    if chart.kind == .boxPlot {
      // Each series is a group, told apart only by its name, even when it is the only one.
      for (index, series) in chart.series.enumerated()
      where (series.name ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
        findings.append(
          AuditFinding(
            rule: .seriesName, severity: .error, pointer: "/series/\(index)/name",
            message: say("groupName", ["number": .count(index + 1), "count": .count(chart.series.count)]),
            fix: say("groupName.fix")))
      }
    } else if chart.series.count > 1 {
      for (index, series) in chart.series.enumerated()
      where (series.name ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
        findings.append(
          AuditFinding(
            rule: .seriesName, severity: .error, pointer: "/series/\(index)/name",
            message: say("seriesName", ["number": .count(index + 1), "count": .count(chart.series.count)]),
            fix: say("seriesName.fix")))
      }
    }
    let summarizer = ChartSummarizer(options: SummaryOptions(context: options.context))
    let authorSummary = (chart.summary ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    if authorSummary.isEmpty {
      let generated = summarizer.summarize(chart).summary
      findings.append(
        AuditFinding(
          rule: .summaryPresent, severity: .warning, pointer: "/summary",
          message: say("summaryMissing", ["generated": .text(generated)]), fix: say("summaryMissing.fix"),
          measurements: JSONObject([("generated", .string(generated))])))
    } else {
      let facts = summarizer.summarize(chart).facts
      let checker = SummaryConsistency(chart: chart, facts: facts, context: options.context)
      for contradiction in checker.contradictions(in: authorSummary) {
        findings.append(
          AuditFinding(
            rule: .summaryMatchesData, severity: .error, pointer: "/summary", message: contradiction.message,
            fix: say("summaryContradicts.fix"),
            measurements: contradiction.measurements))
      }
    }
    return findings
  }

  // MARK: Sonifiability

  func sonificationFindings(_ chart: AXChartDescriptor) -> [AuditFinding] {
    var findings: [AuditFinding] = []
    let timbres = ChartSonifier.seriesTimbres.count
    // A box plot's groups play one after another in one timbre, each its own run, and so do a
    // heatmap's rows: neither the timbres nor the time per category limit them.
    let boxPlot = chart.kind == .boxPlot
    // A stack plays its total, or one layer at a time: neither do its layers.
    if chart.series.count > timbres, !boxPlot, chart.kind != .heatmap, chart.kind?.isStacked != true {
      findings.append(
        AuditFinding(
          rule: .seriesTimbres, severity: .warning, pointer: "/series",
          message: say(
            "tooManySeries",
            ["count": .count(chart.series.count), "timbres": .count(timbres), "next": .count(timbres + 1)]),
          fix: say("tooManySeries.fix", ["timbres": .count(timbres)]),
          measurements: JSONObject([
            ("seriesCount", .number(Double(chart.series.count))), ("timbres", .number(Double(timbres))),
          ])))
    }
    if let categorical = chart.xAxis as? AXCategoricalDataAxisDescriptor, !boxPlot,
      categorical.categoryOrder.count > Self.maximumCategories
    {
      let count = categorical.categoryOrder.count
      let seconds = min(10, 0.8 * Double(count)) / Double(count)
      findings.append(
        AuditFinding(
          rule: .categoryCount, severity: .warning, pointer: "/xAxis",
          message: say(
            "tooManyCategories",
            [
              "count": .count(count), "seconds": .number(seconds, text: localized(WCAGContrast.number(seconds))),
              "minimum": .number(
                Self.minimumCategorySeconds, text: localized(WCAGContrast.number(Self.minimumCategorySeconds))),
            ]),
          fix: say("tooManyCategories.fix", ["maximum": .count(Self.maximumCategories)]),
          measurements: JSONObject([
            ("categories", .number(Double(count))), ("secondsPerCategory", .number(seconds)),
          ])))
    }
    if let finding = flatRange(chart) { findings.append(finding) }
    findings += stackFindings(chart)
    findings += intervalFindings(chart)
    // A series kept as columns has no labels (and reading its points would make objects).
    for (index, series) in chart.series.enumerated() where series.plainPointColumns == nil {
      let long = series.dataPoints.enumerated().filter { ($0.element.label ?? "").count > Self.maximumLabelCharacters }
      guard let first = long.first else { continue }
      let longest = long.map { $0.element.label ?? "" }.max { $0.count < $1.count } ?? ""
      findings.append(
        AuditFinding(
          rule: .pointLabelLength, severity: .warning, pointer: "/series/\(index)/points/\(first.offset)/label",
          message: say(
            "longLabels",
            [
              "count": .count(long.count), "series": .text(seriesLabel(chart, index)),
              "maximum": .count(Self.maximumLabelCharacters), "longest": .count(longest.count),
            ]),
          fix: say("longLabels.fix"),
          measurements: JSONObject([
            ("count", .number(Double(long.count))), ("longest", .number(Double(longest.count))),
            ("maximum", .number(Double(Self.maximumLabelCharacters))),
          ])))
    }
    // The notes in English place each finding (they name the series or axis); the same notes in
    // the report's language are its messages.
    if let sonification = try? ChartSonifier().sonify(chart) {
      var localized = sonification.notSonified
      if options.context.language.identifier != LanguagePack.english.identifier {
        var sonifier = ChartSonifier()
        sonifier.options.language = options.context.language
        localized = (try? sonifier.sonify(chart).notSonified) ?? localized
      }
      for (note, spoken) in zip(sonification.notSonified, localized) {
        findings.append(
          AuditFinding(
            rule: .notSonified, severity: .note, pointer: Self.pointer(forNote: note),
            message: say("notSonified", ["note": .text(spoken.hasSuffix(".") ? String(spoken.dropLast()) : spoken)]),
            fix: say("notSonified.fix")))
      }
    }
    return findings
  }

  /// The flat-y-range finding: values that differ but span at most 1% of the y-axis range (in
  /// log space on a log axis), so the audio graph is heard as one pitch.
  func flatRange(_ chart: AXChartDescriptor) -> AuditFinding? {
    guard let y = chart.yAxis else { return nil }
    let isLog = y.scaleType != .linear
    func scaled(_ value: Double) -> Double? {
      guard isLog else { return value }
      return value > 0 ? Foundation.log10(value) : nil
    }
    let values = chart.series.flatMap(\.presentYValues).filter(\.isFinite).compactMap(scaled)
    guard let low = values.min(), let high = values.max(), high > low,
      let rangeLow = scaled(y.range.lowerBound), let rangeHigh = scaled(y.range.upperBound), rangeHigh > rangeLow
    else { return nil }
    let share = (high - low) / (rangeHigh - rangeLow)
    guard share <= Self.flatRangeFraction else { return nil }
    let formatter = ValueFormatter(format: y.valueFormat, context: options.context)
    return AuditFinding(
      rule: .yRange, severity: .error, pointer: "/yAxis/range",
      message: say(
        "flatRange",
        [
          "share": .text(localized(WCAGContrast.number(share * 100))),
          "low": .text(formatter.string(for: y.range.lowerBound)),
          "high": .text(formatter.string(for: y.range.upperBound)),
        ]),
      fix: say("flatRange.fix"),
      measurements: JSONObject([("share", .number(share)), ("maximum", .number(Self.flatRangeFraction))]))
  }

  /// Where a sonifier note points: the additional axis or series it names, else the whole chart.
  static func pointer(forNote note: String) -> String {
    let words = note.split(separator: " ")
    for (index, word) in words.enumerated().dropLast() {
      guard let number = Int(words[index + 1].filter(\.isNumber)), number >= 1 else { continue }
      if word == "axis", index > 0, words[index - 1].lowercased() == "additional" {
        return "/additionalAxes/\(number - 1)"
      }
      if word.lowercased() == "series" { return "/series/\(number - 1)" }
    }
    if note.hasPrefix("Gridlines on the y axis") { return "/yAxis/gridlines" }
    if note.hasPrefix("Gridlines on the x axis") { return "/xAxis/gridlines" }
    return ""
  }

  // MARK: Words

  /// "series 2 (Losses)", "series 2 (Losses, #D62728)", "series 2 (#D62728)", "series 2".
  func seriesLabel(_ chart: AXChartDescriptor, _ index: Int, color: ChartColor? = nil) -> String {
    let name = (chart.series[index].name ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    let details = [name.isEmpty ? nil : name, color?.spoken(in: options.context.language)].compactMap { $0 }
    return say("series", ["number": .count(index + 1), "details": .text(details.joined(separator: ", "))])
  }

  /// "a", "a and b", "a, b and c", with the language's separators.
  func listed(_ items: [String]) -> String {
    let language = options.context.language
    return items.count <= 1
      ? items.joined()
      : items.dropLast().joined(separator: language.text("list.separator")) + language.text("list.last")
        + items.last!
  }

  /// One decimal: "6.2", "10" ("6,2" where the locale writes a decimal comma).
  func decimal(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return localized(tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(abs(tenths % 10))")
  }

  /// A contrast ratio as the report's language says it (message `audit.ratio`): "4.08:1" as WCAG
  /// writes it in English, "4,08 zu 1", "4,08 pour 1", "4,08 a 1" (a German, French or Spanish
  /// voice of espeak-ng reads "4,08:1" as "4,08 1", dropping the colon); the number is
  /// ``WCAGContrast/text(_:)``'s, with the locale's decimal separator.
  func ratioText(_ ratio: Double) -> String {
    let number = String(WCAGContrast.text(ratio).dropLast(2))
    return say("ratio", ["ratio": .text(localized(number))])
  }

  /// `text`, a small number written with "." and no grouping, with the locale's decimal separator.
  func localized(_ text: String) -> String { options.context.locale.withDecimalSeparator(text) }

  /// The report language's message `audit.<key>`.
  func say(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String {
    options.context.language.text("audit." + key, arguments)
  }
}
