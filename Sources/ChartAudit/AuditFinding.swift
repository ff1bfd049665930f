import AudioGraph
public import ChartAccessibility
import Foundation

/// A WCAG conformance level. `A` is the minimum; `AA` includes every `A` criterion; `AAA`
/// every `AA` one.
public enum ConformanceLevel: Int, Comparable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case a = 1
  case aa, aaa

  /// "A", "AA" or "AAA".
  public var description: String {
    switch self {
    case .a: "A"
    case .aa: "AA"
    case .aaa: "AAA"
    }
  }

  /// The level named "A", "AA" or "AAA" (any case).
  public init?(name: String) {
    guard let level = Self.allCases.first(where: { $0.description == name.uppercased() }) else { return nil }
    self = level
  }

  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// A WCAG 2.2 success criterion a rule checks.
public struct WCAGCriterion: Hashable, Sendable {
  /// "1.4.3".
  public var number: String
  /// "Contrast (Minimum)".
  public var name: String
  public var level: ConformanceLevel

  public init(number: String, name: String, level: ConformanceLevel) {
    self.number = number
    self.name = name
    self.level = level
  }

  /// The W3C's "Understanding" page of the criterion.
  public var helpURI: String {
    let slug = name.lowercased().filter { $0.isLetter || $0 == " " || $0 == "-" }
      .split(separator: " ").joined(separator: "-")
    return "https://www.w3.org/WAI/WCAG22/Understanding/\(slug).html"
  }

  /// 1.1.1 Non-text Content (A): a chart needs a text alternative.
  public static let nonTextContent = WCAGCriterion(number: "1.1.1", name: "Non-text Content", level: .a)
  /// 1.4.1 Use of Color (A): colour is not the only means of telling things apart.
  public static let useOfColor = WCAGCriterion(number: "1.4.1", name: "Use of Color", level: .a)
  /// 1.4.3 Contrast (Minimum) (AA): text 4.5:1, large text 3:1.
  public static let contrastMinimum = WCAGCriterion(number: "1.4.3", name: "Contrast (Minimum)", level: .aa)
  /// 1.4.6 Contrast (Enhanced) (AAA): text 7:1, large text 4.5:1.
  public static let contrastEnhanced = WCAGCriterion(number: "1.4.6", name: "Contrast (Enhanced)", level: .aaa)
  /// 1.4.11 Non-text Contrast (AA): graphical objects 3:1 against adjacent colours.
  public static let nonTextContrast = WCAGCriterion(number: "1.4.11", name: "Non-text Contrast", level: .aa)
}

/// A check the audit makes: its id (as in every report), what it checks, and the WCAG criterion
/// behind it (`nil` for the sonifiability rules, which no WCAG criterion covers).
public struct AuditRule: Hashable, Sendable {
  /// The stable id: "text-contrast".
  public var id: String
  /// What the rule checks, one sentence.
  public var summary: String
  public var criterion: WCAGCriterion?

  public init(id: String, summary: String, criterion: WCAGCriterion?) {
    self.id = id
    self.summary = summary
    self.criterion = criterion
  }

  // MARK: Contrast

  /// Text on the background: at least 4.5:1, or 3:1 when the chart file says its text is large.
  public static let textContrast = AuditRule(
    id: "text-contrast", summary: englishSummary("text-contrast"),
    criterion: .contrastMinimum)
  /// Text on the background at level AAA: at least 7:1, or 4.5:1 for large text.
  public static let textContrastEnhanced = AuditRule(
    id: "text-contrast-enhanced", summary: englishSummary("text-contrast-enhanced"),
    criterion: .contrastEnhanced)
  /// Each series' colour against the background: at least 3:1.
  public static let seriesContrast = AuditRule(
    id: "series-contrast", summary: englishSummary("series-contrast"),
    criterion: .nonTextContrast)
  /// Series colours against each other, with normal vision and with each simulated dichromacy.
  public static let seriesColorsDistinct = AuditRule(
    id: "series-colors-distinct", summary: englishSummary("series-colors-distinct"),
    criterion: .useOfColor)

  // MARK: Text alternatives

  public static let title = AuditRule(
    id: "chart-title", summary: englishSummary("chart-title"), criterion: .nonTextContent)
  public static let axisTitle = AuditRule(
    id: "axis-title", summary: englishSummary("axis-title"), criterion: .nonTextContent)
  public static let axisUnit = AuditRule(
    id: "axis-unit", summary: englishSummary("axis-unit"), criterion: .nonTextContent)
  public static let seriesName = AuditRule(
    id: "series-name", summary: englishSummary("series-name"), criterion: .nonTextContent)
  public static let summaryPresent = AuditRule(
    id: "summary-missing", summary: englishSummary("summary-missing"), criterion: .nonTextContent)
  public static let summaryMatchesData = AuditRule(
    id: "summary-contradicts-data", summary: englishSummary("summary-contradicts-data"),
    criterion: .nonTextContent)

  // MARK: Sonifiability

  public static let seriesTimbres = AuditRule(
    id: "too-many-series", summary: englishSummary("too-many-series"), criterion: nil)
  public static let categoryCount = AuditRule(
    id: "too-many-categories", summary: englishSummary("too-many-categories"),
    criterion: nil)
  public static let yRange = AuditRule(
    id: "flat-y-range", summary: englishSummary("flat-y-range"), criterion: nil)
  public static let pointLabelLength = AuditRule(
    id: "long-point-label", summary: englishSummary("long-point-label"), criterion: nil)
  public static let notSonified = AuditRule(
    id: "not-sonified", summary: englishSummary("not-sonified"), criterion: nil)

  /// What the built-in rule `id` checks, in English.
  static func englishSummary(_ id: String) -> String {
    AuditRule(id: id, summary: "", criterion: nil).summary(in: .english)
  }

  /// What the rule checks, in `language` (the English ``summary`` for a rule AudioGraph does not
  /// have).
  public func summary(in language: LanguagePack, decimalSeparator: String = ".") -> String {
    func decimal(_ value: Double) -> MessageArgument {
      let text = WCAGContrast.number(value)
      // Split and joined rather than Foundation's replacingOccurrences: a SARIF report asks for
      // every rule's summary, each with five numbers, most of them whole.
      return .number(
        value,
        text: decimalSeparator == "."
          ? text : text.split(separator: ".", omittingEmptySubsequences: false).joined(separator: decimalSeparator))
    }
    let text = language.text(
      "audit.rule." + id,
      [
        "difference": decimal(ChartAuditor.minimumColorDifference),
        "timbres": decimal(Double(ChartSonifier.seriesTimbres.count)),
        "seconds": decimal(ChartAuditor.minimumCategorySeconds),
        "maximum": decimal(
          Double(id == "long-point-label" ? ChartAuditor.maximumLabelCharacters : ChartAuditor.maximumCategories)),
        "share": decimal(ChartAuditor.flatRangeFraction * 100),
      ])
    return text.isEmpty ? summary : text
  }

  /// Every rule, in report order.
  public static let all: [AuditRule] = [
    .textContrast, .textContrastEnhanced, .seriesContrast, .seriesColorsDistinct, .title, .axisTitle, .axisUnit,
    .seriesName, .summaryPresent, .summaryMatchesData, .seriesTimbres, .categoryCount, .yRange, .pointLabelLength,
    .notSonified, .stackGaps, .intervalAsValues,
  ]
}

/// One thing an audit found: which rule, how bad, where (a JSON pointer into the chart file),
/// what is wrong with the measured value, and how to fix it.
public struct AuditFinding: Hashable, Sendable {
  /// How much a finding matters for the exit status.
  public enum Severity: String, Hashable, Sendable, Comparable {
    /// Information (what is not heard): never fails a check.
    case note
    /// A problem that fails a check only with `--strict`.
    case warning
    /// A failed WCAG criterion or an audio graph that cannot work: fails a check.
    case error

    public static func < (a: Self, b: Self) -> Bool {
      let order: [Self] = [.note, .warning, .error]
      return order.firstIndex(of: a)! < order.firstIndex(of: b)!
    }
  }

  public var rule: AuditRule
  public var severity: Severity
  /// Where: a JSON pointer (RFC 6901) into the chart file, such as "/series/1/color"; a key the
  /// file lacks is pointed at where it would go ("/title"); "" is the whole chart.
  public var pointer: String
  /// What is wrong, with the measured value, as a sentence without a final period.
  public var message: String
  /// How to fix it, as a sentence without a final period.
  public var fix: String
  /// The measured values behind the message (ratios unrounded, colours as hex), for scripts.
  public var measurements: JSONObject

  public init(
    rule: AuditRule, severity: Severity, pointer: String, message: String, fix: String,
    measurements: JSONObject = JSONObject()
  ) {
    self.rule = rule
    self.severity = severity
    self.pointer = pointer
    self.message = message
    self.fix = fix
    self.measurements = measurements
  }
}
