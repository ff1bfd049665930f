public import ChartAccessibility

/// What the summarizer says about a chart: the summary, Chart Details-style features and
/// statistics, and the facts behind every decision.
///
/// Equatable and constructible, so a test can compare a whole result or build an expected one.
public struct ChartSummary: Sendable, Hashable {
  /// The summary text: sentences joined by single spaces, no line breaks.
  public var summary: String
  /// Notable features (trend direction, best model, outliers, peaks), filled at `.detailed`.
  public var features: [Feature]
  /// Statistics (minimum, maximum, mean, median, …), filled at `.detailed`.
  public var statistics: [Statistic]
  /// The numbers and choices the text was written from, for tests and for the JSON output.
  public var facts: JSONValue
  /// The language the text is written in (and ``detailLines`` are labelled in).
  public var language: LanguagePack

  /// One notable feature of a series.
  public struct Feature: Sendable, Hashable {
    /// What kind of feature a ``Feature`` is. The raw value is the JSON output's `kind`.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
      /// "increasing" or "decreasing", from the least-squares slope.
      case trend
      /// The best-fitting model and its equation.
      case model
      /// How well the best model fits: "weak" … "very strong".
      case confidence
      /// Points far from the linear fit, or "none".
      case outliers
      /// An interior peak of a trending or peaked series.
      case peak
      /// The low point of a dipping series.
      case trough
      /// One shift between two levels, with where it happened.
      case changePoint = "change point"
      /// A repeating cycle: its period in the x axis' natural unit and its swing.
      case periodicity
      /// How many times a short series turns.
      case directionChanges = "direction changes"
      /// Every category's value (bar and pie charts).
      case values
    }

    /// The series' spoken name; `nil` for the chart as a whole.
    public var series: String?
    public var kind: Kind
    /// The feature in words, for example "increasing".
    public var text: String

    public init(series: String?, kind: Kind, text: String) {
      self.series = series
      self.kind = kind
      self.text = text
    }
  }

  /// One statistic of a series.
  public struct Statistic: Sendable, Hashable {
    public var series: String?
    /// For example "Minimum".
    public var label: String
    /// For example "January 2024, 120".
    public var value: String

    public init(series: String?, label: String, value: String) {
      self.series = series
      self.label = label
      self.value = value
    }
  }

  public init(
    summary: String, features: [Feature] = [], statistics: [Statistic] = [], facts: JSONValue = .null,
    language: LanguagePack = .english
  ) {
    self.summary = summary
    self.features = features
    self.statistics = statistics
    self.facts = facts
    self.language = language
  }

  /// Features and statistics as plain lines a screen reader reads well, such as
  /// "Website visits, Minimum: January 2024, 120.", labelled in ``language``.
  public var detailLines: [String] {
    let words = SummaryLanguage(pack: language)
    func line(_ series: String?, _ label: String, _ value: String) -> String {
      let text = words.detailLine(series: series, label: label, value: value)
      return ".!?".contains(text.last ?? ".") ? text : text + "."
    }
    return features.map { line($0.series, words.featureLabel($0.kind), $0.text) }
      + statistics.map { line($0.series, $0.label, $0.value) }
  }

  /// The whole result as JSON: `summary`, `features`, `statistics` and `facts`.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("summary", .string(summary)),
        (
          "features",
          .array(
            features.map { feature in
              .object(
                JSONObject([
                  ("series", feature.series.map(JSONValue.string) ?? .null), ("kind", .string(feature.kind.rawValue)),
                  ("text", .string(feature.text)),
                ]))
            })
        ),
        (
          "statistics",
          .array(
            statistics.map { statistic in
              .object(
                JSONObject([
                  ("series", statistic.series.map(JSONValue.string) ?? .null), ("label", .string(statistic.label)),
                  ("value", .string(statistic.value)),
                ]))
            })
        ),
        ("facts", facts),
      ]))
  }
}
