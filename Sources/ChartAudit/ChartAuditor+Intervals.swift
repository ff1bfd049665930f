import ChartAccessibility
import Foundation

extension AuditRule {
  /// A confidence interval is given as each point's interval, not as two extra axes or series:
  /// Apple's `AXDataPoint` has no interval, so Apple-side code often passes the bounds as
  /// additional values on axes titled "Lower bound of 95% confidence interval" and "Upper bound
  /// …", or as two more series; AudioGraph reads those as other values, so the interval is
  /// neither heard nor said.
  public static let intervalAsValues = AuditRule(
    id: "interval-as-values", summary: englishSummary("interval-as-values"), criterion: nil)
}

extension ChartAuditor {
  /// A warning for each way the chart passes an interval's bounds as values: a pair of
  /// additional axes, and a pair of series, whose titles name a lower and an upper bound
  /// (`IntervalBoundTitle`). Empty when neither pair is there.
  func intervalFindings(_ chart: AXChartDescriptor) -> [AuditFinding] {
    var findings: [AuditFinding] = []
    let axisTitles = chart.additionalAxes.map(\.title)
    if let pair = IntervalBoundTitle.pair(in: axisTitles) {
      // The first point with both bounds, for the example in the fix.
      var bounds: (Double, Double)?
      for series in chart.series where bounds == nil && series.plainPointColumns == nil {
        for point in series.dataPoints where point.additionalValues.count > max(pair.lower, pair.upper) {
          if case .number(let low) = point.additionalValues[pair.lower],
            case .number(let high) = point.additionalValues[pair.upper]
          {
            bounds = (low, high)
            break
          }
        }
      }
      findings.append(
        finding(kind: "axes", pointer: "/additionalAxes/\(pair.lower)", axisTitles, pair, example: bounds))
    }
    let names = chart.series.map { $0.name ?? "" }
    if let pair = IntervalBoundTitle.pair(in: names) {
      let lower = chart.series[pair.lower]
      let upper = chart.series[pair.upper]
      let shared = (0..<min(lower.pointCount, upper.pointCount)).first {
        lower.point(at: $0).y != nil && upper.point(at: $0).y != nil
      }
      let bounds = shared.map { (lower.point(at: $0).y!, upper.point(at: $0).y!) }
      findings.append(finding(kind: "series", pointer: "/series/\(pair.lower)", names, pair, example: bounds))
    }
    return findings
  }

  /// The finding for the bounds titled `titles[pair.lower]` and `titles[pair.upper]`; the fix
  /// shows the chart-file key with `example`'s bounds (a point's), or with 1 and 2 when there
  /// is none.
  private func finding(
    kind: String, pointer: String, _ titles: [String], _ pair: (lower: Int, upper: Int),
    example: (Double, Double)?
  ) -> AuditFinding {
    func json(_ value: Double) -> String {
      value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
    let (low, high) = example ?? (1, 2)
    return AuditFinding(
      rule: .intervalAsValues, severity: .warning, pointer: pointer,
      message: say(
        "intervalAsValues",
        ["kind": .text(kind), "lower": .text(titles[pair.lower]), "upper": .text(titles[pair.upper])]),
      fix: say(
        "intervalAsValues.fix",
        [
          "kind": .text(kind), "example": .text("\"interval\": [\(json(low)), \(json(high))]"),
          "code": .text("AXDataPoint(x:y:confidenceInterval:)"),
        ]),
      measurements: JSONObject([("lower", .number(Double(pair.lower))), ("upper", .number(Double(pair.upper)))]))
  }
}

/// Whether a title names the lower or the upper bound of an interval, in English, German, French
/// or Spanish.
///
/// A title names a bound when it has a side word and says it is an interval's:
/// - "lower"/"upper" (untere/obere, inférieure/supérieure, inferior/superior) with an interval
///   word (bound, limit, interval, confidence, CI, error, band; Grenze, Konfidenz…, borne,
///   intervalle, confiance, límite, intervalo, confianza) or a percentage ("lower 95%");
/// - "low"/"high" (lo/hi) only with "CI", "confidence" or "interval" ("CI low"), since a low and a
///   high series are otherwise a chart's own data (a day's low and high);
/// - or "X lower" and "X upper" beside a third title "X" (the series they bound).
/// "min" and "max" never count: minimum and maximum series are data. Letter case and accents are
/// ignored; words are split at anything that is not a letter or digit.
enum IntervalBoundTitle {
  enum Side { case lower, upper }

  static let strongLower: Set<String> = [
    "lower", "untere", "unterer", "unteres", "unteren", "inferieure", "inferieur", "inferior", "inf",
  ]
  static let strongUpper: Set<String> = [
    "upper", "obere", "oberer", "oberes", "oberen", "superieure", "superieur", "superior", "sup",
  ]
  static let weakLower: Set<String> = ["low", "lo"]
  static let weakUpper: Set<String> = ["high", "hi"]
  static let intervalWords: Set<String> = [
    "bound", "bounds", "limit", "limits", "interval", "confidence", "ci", "error", "band", "grenze", "schranke",
    "konfidenzintervall", "konfidenzintervalls", "konfidenz", "intervall", "intervalls", "borne", "intervalle",
    "confiance", "ic", "limite", "intervalo", "confianza", "ki",
  ]
  static let strongIntervalWords: Set<String> = [
    "ci", "confidence", "interval", "konfidenzintervall", "konfidenzintervalls", "intervall", "intervalle",
    "confiance", "intervalo", "confianza", "ic", "ki",
  ]

  /// The words of `title`, lower-cased, without accents.
  static func words(_ title: String) -> [String] {
    title.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .split { !$0.isLetter && !$0.isNumber }.map(String.init)
  }

  /// The bound `title` names on its own (without a third title), or `nil`.
  static func side(_ title: String) -> Side? {
    let words = Set(words(title))
    let interval = !words.isDisjoint(with: intervalWords) || title.contains("%")
    let strongInterval = !words.isDisjoint(with: strongIntervalWords)
    if !words.isDisjoint(with: strongLower), interval { return .lower }
    if !words.isDisjoint(with: strongUpper), interval { return .upper }
    if !words.isDisjoint(with: weakLower), strongInterval { return .lower }
    if !words.isDisjoint(with: weakUpper), strongInterval { return .upper }
    return nil
  }

  /// The first title naming a lower bound and the first naming an upper bound, when `titles`
  /// has both (by `side(_:)`, or as "X lower" and "X upper" beside "X"); `nil` otherwise.
  static func pair(in titles: [String]) -> (lower: Int, upper: Int)? {
    if let lower = titles.firstIndex(where: { side($0) == .lower }),
      let upper = titles.firstIndex(where: { side($0) == .upper })
    {
      return (lower, upper)
    }
    // "Sales lower", "Sales upper" beside "Sales".
    let split = titles.map(words)
    let bases = Set(split.map { $0.joined(separator: " ") })
    func rest(_ index: Int, _ sides: Set<String>) -> String? {
      let words = split[index]
      guard words.contains(where: sides.contains) else { return nil }
      let base = words.filter { !sides.contains($0) }.joined(separator: " ")
      return !base.isEmpty && bases.contains(base) ? base : nil
    }
    for lower in titles.indices {
      guard let base = rest(lower, strongLower) else { continue }
      if let upper = titles.indices.first(where: { rest($0, strongUpper) == base }) { return (lower, upper) }
    }
    return nil
  }
}
