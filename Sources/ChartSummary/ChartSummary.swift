public import ChartAccessibility

/// What the summarizer says about a chart: the summary, Chart Details-style features and
/// statistics, and the facts behind every decision.
public struct ChartSummary: Sendable {
  /// The summary text: sentences joined by single spaces, no line breaks.
  public var summary: String
  /// Notable features (trend direction, best model, outliers, peaks), filled at `.detailed`.
  public var features: [Feature]
  /// Statistics (minimum, maximum, mean, median, …), filled at `.detailed`.
  public var statistics: [Statistic]
  /// The numbers and choices the text was written from, for tests and for the JSON output.
  public var facts: JSONValue

  /// One notable feature of a series.
  public struct Feature: Sendable, Hashable {
    /// The series' spoken name; `nil` for the chart as a whole.
    public var series: String?
    /// What kind of feature: "trend", "model", "confidence", "outliers", "peak", "trough",
    /// "change point", "periodicity", "direction changes", "values".
    public var kind: String
    /// The feature in words, for example "increasing".
    public var text: String
  }

  /// One statistic of a series.
  public struct Statistic: Sendable, Hashable {
    public var series: String?
    /// For example "Minimum".
    public var label: String
    /// For example "January 2024, 120".
    public var value: String
  }

  /// Features and statistics as plain lines a screen reader reads well, such as
  /// "Website visits, Minimum: January 2024, 120."
  public var detailLines: [String] {
    func line(_ series: String?, _ label: String, _ value: String) -> String {
      let head = series.map { "\($0), \(label)" } ?? label
      let text = "\(head): \(value)"
      return ".!?".contains(text.last ?? ".") ? text : text + "."
    }
    return features.map { line($0.series, Self.featureLabel($0.kind), $0.text) }
      + statistics.map { line($0.series, $0.label, $0.value) }
  }

  static func featureLabel(_ kind: String) -> String {
    switch kind {
    case "trend": "Trend"
    case "model": "Best fitting model"
    case "confidence": "Fit confidence"
    case "outliers": "Outliers"
    case "peak": "Peak"
    case "trough": "Low point"
    case "values": "Values"
    case "relationship": "Relationship"
    case "change point": "Change point"
    case "periodicity": "Periodicity"
    case "direction changes": "Direction changes"
    default: kind.prefix(1).uppercased() + kind.dropFirst()
    }
  }

  /// The whole result as JSON: `summary`, `features`, `statistics` and `facts`.
  public var json: JSONValue {
    .object(JSONObject([
      ("summary", .string(summary)),
      ("features", .array(features.map { feature in
        .object(JSONObject([("series", feature.series.map(JSONValue.string) ?? .null), ("kind", .string(feature.kind)), ("text", .string(feature.text))]))
      })),
      ("statistics", .array(statistics.map { statistic in
        .object(JSONObject([("series", statistic.series.map(JSONValue.string) ?? .null), ("label", .string(statistic.label)), ("value", .string(statistic.value))]))
      })),
      ("facts", facts),
    ]))
  }
}
