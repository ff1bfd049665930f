import ChartAccessibility
import Foundation

/// A chart's data as a caption's claims name it: its series and categories by their words, its
/// points by year and month, and the summarizer's figures of each series.
struct CaptionData {
  /// One point with a value.
  struct Point {
    var series: Int
    var index: Int
    var y: Double
    /// The category (categorical x axis), else `nil`.
    var category: String?
    /// The year and month (1–12) of a date x value, or the year of a numeric x axis of years.
    var year: Int?
    var month: Int?
    /// The x value as the axis writes it ("Asia", "1957", "March 1955").
    var label: String
  }

  /// The summarizer's figures of one series (`facts.series[i]`).
  struct SeriesFigures {
    var name: String
    /// +1 or −1 for a significant trend (its direction the sign of the fitted change), 0 for none.
    var direction: Int
    var maximum: Double?
    var minimum: Double?
    var mean: Double?
    var median: Double?
    var first: Double?
    var last: Double?
    var change: Double?
    var percentChange: Double?
    /// The mean without the readings the summary leaves out (`shapeRules.mean`: "leaving out one
    /// reading far from the rest, … an average of 0.076%").
    var meanWithoutOutliers: Double?
    /// The means of the first and of the last whole cycle beneath a calendar cycle
    /// (`beneathCycle.firstCycleMean`, `lastCycleMean`: "from an average of 2,178 deaths over the
    /// first year to 1,912 deaths over the last").
    var cycleMeans: [Double] = []
    /// Other figures the summary may say of the series: the band most values lie in
    /// (`shapeRules.bandLow`, `bandHigh`), the values around a spike (`spikes[].neighbours`).
    var otherFigures: [Double] = []
    /// A level shift (`levelShift`): the index of the first point at the new level, and the
    /// levels before and after it ("dropped from about 1,100 to about 850 in 1899").
    var levelShift: (index: Int, before: Double, after: Double)?
  }

  let chart: AXChartDescriptor
  let context: FormattingContext
  /// Points with a value, per series.
  var points: [[Point]] = []
  var figures: [SeriesFigures] = []
  /// Each series' name as lowercased words (empty for a series without a name).
  var seriesWords: [[String]] = []
  /// Each category as lowercased words.
  var categoryWords: [(category: String, words: [String])] = []
  /// The years the x axis has (a date axis, or a numeric axis of years).
  var years: Set<Int> = []
  /// The span of a numeric x axis of years, in years.
  var yearAxisSpan: Double?
  /// Nouns that count this chart's categories or points ("continents" on an axis "Continent").
  var countNouns: Set<String> = []
  /// The last word of the y axis' unit ("years", "deaths"): a number before it is a value.
  var unitNouns: Set<String> = []
  /// The words of the axes' and series' titles ("index level"): a word of the checker's lists
  /// there names the data, it does not describe it.
  var titleWords: Set<String> = []
  /// The scale the y axis' unit starts with ("million miles": 10⁶), else 1.
  var unitScale = 1.0
  let yFormatter: ValueFormatter
  let yIsPercent: Bool
  /// How a fact places a point's label, the argument `role` of `caption.fact.extreme` and
  /// `caption.fact.nearest`: "day" ("on January 4", "am 4. Januar", « le 4 janvier », "el 4 de
  /// enero"; also a day with its time), "month", "quarter", "year" (a year axis), else "other"
  /// (categories, numbers, times of day: "at").
  private var xLabelRole = "other"

  init(chart: AXChartDescriptor, facts: JSONValue, context: FormattingContext) {
    self.chart = chart
    self.context = context
    yIsPercent = chart.yAxis?.valueFormat?.isPercentage ?? false
    let ys = chart.series.flatMap { $0.dataPoints.compactMap(\.y) }
    yFormatter = ValueFormatter(
      format: chart.yAxis?.valueFormat, context: context,
      defaults: .derived(from: ys, format: chart.yAxis?.valueFormat, valueKind: .number, context: context))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let numericX = chart.xAxis as? AXNumericDataAxisDescriptor
    let isDate = numericX?.valueKind == .date
    let xs = chart.series.flatMap { $0.dataPoints.compactMap(\.x.number) }
    let isYearAxis =
      numericX != nil && !isDate && Self.yearTitles.contains(chart.xAxis.title.lowercased())
      && xs.allSatisfy { $0 == $0.rounded() && (1000...2300).contains($0) }
    if isYearAxis, let low = xs.min(), let high = xs.max() { yearAxisSpan = high - low }
    var xContext = isDate ? context.forDates(numericX?.dateValues ?? .calendarDays) : context
    if isYearAxis {
      xLabelRole = "year"
    } else if isDate, let numericX {
      let style = numericX.valueFormat?.style ?? .date(DateGranularity(of: xs, in: xContext).dateStyle)
      switch style {
      case .date(.year): xLabelRole = "year"
      case .date(.quarter): xLabelRole = "quarter"
      case .date(.monthYear): xLabelRole = "month"
      case .date(.time): xLabelRole = "other"
      case .date: xLabelRole = "day"
      default: xLabelRole = "other"
      }
    }
    // A fact is a sentence, heard: months spelled out ("December 5", « 5 décembre »), as in the
    // summaries; espeak-ng reads "Dec 5" as "deck five" and « 5 déc. » as « cinq dec ».
    xContext.dateWording = .prose
    let xFormatter = ValueFormatter(
      format: numericX?.valueFormat, valueKind: numericX?.valueKind ?? .number, context: xContext,
      defaults: .derived(
        from: xs, format: numericX?.valueFormat, valueKind: numericX?.valueKind ?? .number, context: xContext))
    for (s, series) in chart.series.enumerated() {
      var list: [Point] = []
      for (i, point) in series.dataPoints.enumerated() {
        guard let y = point.y, y.isFinite else { continue }
        var entry = Point(series: s, index: i, y: y, label: "")
        switch point.x {
        case .category(let category):
          entry.category = category
          entry.label = category
        case .number(let x):
          if isDate {
            let date = Date(timeIntervalSince1970: x)
            entry.year = calendar.component(.year, from: date)
            entry.month = calendar.component(.month, from: date)
          } else if isYearAxis {
            entry.year = Int(x)
          }
          entry.label = isYearAxis ? String(Int(x)) : xFormatter.stringWithoutUnit(for: x)
        }
        if let year = entry.year { years.insert(year) }
        list.append(entry)
      }
      points.append(list)
      seriesWords.append(Self.words(series.name ?? ""))
    }
    if let categorical = chart.xAxis as? AXCategoricalDataAxisDescriptor {
      categoryWords = categorical.categoryOrder.map { ($0, Self.words($0)) }
      let title = categorical.title.lowercased()
      if !title.isEmpty, !title.contains(" ") {
        countNouns = [title, title + "s", title + "es", title + "n", title + "en"]
        if title.hasSuffix("y") { countNouns.insert(String(title.dropLast()) + "ies") }
      }
    }
    if let forms = chart.nouns?.point { countNouns.insert(forms.other.lowercased()) }
    titleWords = Set(Self.words(chart.yAxis?.title ?? "") + Self.words(chart.xAxis.title))
    for series in chart.series { titleWords.formUnion(Self.words(series.name ?? "")) }
    if chart.series.count > 1 { countNouns.formUnion(["lines", "linien", "lignes", "líneas", "courbes", "curvas"]) }
    if let unit = chart.yAxis?.valueFormat?.unit {
      for form in [unit.one, unit.other] {
        if let last = Self.words(form).last { unitNouns.insert(last) }
      }
    }
    unitScale = SummaryConsistency.unitScale(of: chart.yAxis?.valueFormat?.unit)
    figures = Self.figures(facts, count: chart.series.count)
  }

  /// The `role` of a fact that places a point at `label`: a year alone (a caption's year on a
  /// monthly chart) is a "year", a category "other", else the x axis' (`xLabelRole`).
  func labelRole(_ label: String, isCategory: Bool) -> MessageArgument {
    if isCategory { return "other" }
    if xLabelRole != "other", label.count == 4, label.allSatisfy(\.isASCII), label.allSatisfy(\.isNumber) {
      return "year"
    }
    return .text(xLabelRole)
  }

  /// Titles of a numeric x axis whose values are years.
  static let yearTitles: Set<String> = ["year", "years", "jahr", "jahre", "année", "an", "año", "census year"]

  /// A label's words as the tokenizer reads them (possessive "'s" dropped).
  static func words(_ text: String) -> [String] {
    SummaryConsistency.tokens(text).compactMap { token in
      switch token.kind {
      case .word(let word): word
      case .number, .unreadable: token.text.lowercased()
      }
    }
  }

  static func figures(_ facts: JSONValue, count: Int) -> [SeriesFigures] {
    guard case .object(let root) = facts, case .array(let list)? = root["series"] else { return [] }
    return list.map { entry in
      guard case .object(let object) = entry else {
        return SeriesFigures(name: "", direction: 0)
      }
      func number(_ key: String) -> Double? {
        if case .number(let value)? = object[key] { return value }
        return nil
      }
      func y(_ key: String) -> Double? {
        if case .object(let point)? = object[key], case .number(let value)? = point["y"] { return value }
        return nil
      }
      var name = ""
      if case .string(let text)? = object["name"] { name = text }
      var direction = 0
      if case .bool(true)? = object["trending"] {
        let change = number("fittedChange") ?? number("change") ?? 0
        direction = change > 0 ? 1 : change < 0 ? -1 : 0
      }
      var figures = SeriesFigures(
        name: name, direction: direction, maximum: number("maximum"), minimum: number("minimum"),
        mean: number("mean"), median: number("median"), first: y("first"), last: y("last"),
        change: number("change"), percentChange: number("percentChange"))
      if case .object(let rules)? = object["shapeRules"] {
        func rule(_ key: String) -> Double? {
          if case .number(let value)? = rules[key] { return value }
          return nil
        }
        figures.meanWithoutOutliers = rule("mean")
        figures.otherFigures += [rule("bandLow"), rule("bandHigh")].compactMap { $0 }
        if case .array(let spikes)? = rules["spikes"] {
          for case .object(let spike) in spikes {
            if case .number(let value)? = spike["neighbours"] { figures.otherFigures.append(value) }
          }
        }
      }
      if case .object(let shift)? = object["levelShift"], case .number(let index)? = shift["index"],
        case .number(let before)? = shift["before"], case .number(let after)? = shift["after"]
      {
        figures.levelShift = (Int(index), before, after)
        figures.otherFigures += [before, after]
      }
      // Beneath a cycle, the step is the one the cycle hides, and the level is each cycle's mean.
      if case .object(let beneath)? = object["beneathCycle"] {
        for key in ["firstCycleMean", "lastCycleMean"] {
          if case .number(let value)? = beneath[key] {
            figures.otherFigures.append(value)
            figures.cycleMeans.append(value)
          }
        }
        if case .object(let step)? = beneath["step"], case .number(let index)? = step["index"],
          case .number(let before)? = step["before"], case .number(let after)? = step["after"]
        {
          figures.levelShift = (Int(index), before, after)
          figures.otherFigures += [before, after]
        }
      }
      return figures
    }
  }

  /// The series' points whose label fits: a category, or a year (and month).
  func points(series: Int, category: String? = nil, year: Int? = nil, month: Int? = nil) -> [Point] {
    points[series].filter { point in
      (category == nil || point.category == category) && (year == nil || point.year == year)
        && (month == nil || point.month == month)
    }
  }

  /// The sum of a series' values (for shares of a whole).
  func total(series: Int) -> Double { points[series].reduce(0) { $0 + $1.y } }

  /// The point of a series' extreme (the summarizer's), the first when several have it.
  func extremePoint(series: Int, highest: Bool) -> Point? {
    let figure = highest ? figures[safe: series]?.maximum : figures[safe: series]?.minimum
    if let figure, let point = points[series].first(where: { $0.y == figure }) { return point }
    return highest ? points[series].max { $0.y < $1.y } : points[series].min { $0.y < $1.y }
  }

  /// A value formatted as the y axis formats it, with its unit.
  func text(_ value: Double) -> String { yFormatter.string(for: value) }

  /// A percentage ("21.4 %" in the context's locale).
  func percentText(_ value: Double) -> String {
    ValueFormatter(format: ValueFormat(style: .percent), context: context).string(for: value)
  }
}

extension Array {
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
