import ChartAccessibility
import Foundation

/// How x values are written in a summary and which preposition comes before them.
struct XWriter {
  enum Kind {
    case number(title: String, formatter: ValueFormatter, countsUnits: Bool)
    case date(granularity: DateGranularity, formatter: ValueFormatter)
    case category
  }

  let kind: Kind
  let preposition: String

  /// Titles that name a counted unit, so x = 3 is written "Day 3", with their preposition.
  static let countedUnits: [String: String] = [
    "day": "on", "week": "in", "month": "in", "year": "in", "quarter": "in", "hour": "at",
    "round": "in", "step": "at", "trial": "in", "session": "in", "level": "at", "game": "in",
    "episode": "in", "lap": "on", "stage": "at", "phase": "in", "sprint": "in", "season": "in",
    "iteration": "at", "generation": "in", "epoch": "at", "run": "in", "test": "in", "wave": "in",
  ]

  init(axis: any AXDataAxisDescriptor, values: [Double], context: FormattingContext, preposition override: String?) {
    if let numeric = axis as? AXNumericDataAxisDescriptor {
      if numeric.valueKind == .date {
        let granularity = DateGranularity(of: values, in: context)
        let style = granularity.dateStyle
        kind = .date(
          granularity: granularity,
          formatter: ValueFormatter(format: ValueFormat(style: .date(style)), valueKind: .date, context: context))
        preposition = override ?? (granularity >= .month ? "in" : granularity == .day ? "on" : "at")
      } else {
        let title = numeric.title
        let unitPreposition = Self.countedUnits[title.lowercased()]
        let countsUnits = unitPreposition != nil && numeric.valueFormat == nil
        kind = .number(
          title: title,
          formatter: ValueFormatter(
            format: numeric.valueFormat, context: context,
            defaults: .init(fractionDigits: ValueFormat.dataPrecisionFractionDigits(for: values))),
          countsUnits: countsUnits)
        preposition = override ?? unitPreposition ?? "at"
      }
    } else {
      kind = .category
      preposition = override ?? "in"
    }
  }

  /// The value alone: "January 2024", "Day 3", "Week 1", "$32,000".
  func text(_ x: Double, category: String?) -> String {
    switch kind {
    case .category: category ?? ""
    case .date(_, let formatter): formatter.string(for: x)
    case .number(let title, let formatter, let countsUnits):
      countsUnits ? "\(title) \(formatter.string(for: x))" : formatter.string(for: x)
    }
  }

  /// The value after its preposition: "in January 2024", "on Day 3".
  func phrase(_ x: Double, category: String?) -> String {
    preposition.isEmpty ? text(x, category: category) : preposition + " " + text(x, category: category)
  }
}
