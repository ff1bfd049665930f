import ChartAccessibility
import Foundation

extension ChartExplorer {
  /// Goes to the point whose x is `text` (the scripted `goto TEXT`, or `g`, the text and Enter
  /// on a terminal), in the current series, and says it as a move does.
  ///
  /// What matches, tried in this order:
  /// - A box plot: a group by name; a heatmap: a column, then a row, by label.
  /// - A category: the first point whose category is `text`, else the first that begins with it
  ///   (letter case and accents ignored).
  /// - A date axis: `2024`, `2024-07` or `2024-07-15` (a year, month or day in UTC) goes to the
  ///   first point at or after its start (the last point when it is after them all).
  /// - A number or year axis: a number, written with a point or the language's decimal comma,
  ///   goes to the point whose x is nearest.
  /// - Any axis: the first point whose x, as it is spoken ("July 2024", "Juli 2024"), begins
  ///   with `text`.
  ///
  /// When nothing matches it says so and stays. O(n) in the series' points. Matching the spoken
  /// x compares the text with each day's spoken date on a date axis whose points' spoken x
  /// begins with their day ("July 15, 2024 at 3:00 PM"), and writes the x of the points of a day
  /// only when the text goes past that day's date (`ExploreSpokenDays`); on other axes it
  /// writes each point's x until one matches.
  public mutating func goTo(_ text: String) -> Response {
    let wanted = text.trimmingCharacters(in: .whitespaces)
    guard seriesCount > 0 else { return Response(lines: [t("noSeries")]) }
    playing = nil
    let notFound = Response(lines: [t("gotoNone", ["text": .text(wanted)])])
    guard !wanted.isEmpty else { return notFound }
    if isBoxPlot {
      guard let group = Self.firstMatch(wanted, in: chart.series.indices.map(seriesName)) else { return notFound }
      seriesIndex = group
      pointIndex = 0
      boxPartIndex = boxParts(of: group).firstIndex { $0.part == .median } ?? 0
      return pointResponse()
    }
    if chart.kind == .heatmap, let grid = chart.heatmap {
      if let column = Self.firstMatch(wanted, in: grid.columnLabels), column < chart.series[seriesIndex].pointCount {
        pointIndex = column
        return pointResponse()
      }
      if let row = Self.firstMatch(wanted, in: grid.rowLabels), row < seriesCount {
        seriesIndex = row
        pointIndex = min(pointIndex, max(0, chart.series[row].pointCount - 1))
        return pointResponse()
      }
      return notFound
    }
    let series = chart.series[seriesIndex]
    guard series.pointCount > 0 else {
      return Response(lines: [t("noPoints", ["series": .text(seriesName(seriesIndex))])])
    }
    if let found = matchX(wanted, in: series) {
      pointIndex = found
      return pointResponse()
    }
    return notFound
  }

  private func matchX(_ wanted: String, in series: AXDataSeriesDescriptor) -> Int? {
    let xs = columns.x[seriesIndex]
    if let axis = chart.xAxis as? AXNumericDataAxisDescriptor {
      if axis.valueKind == .date, let start = Self.isoDateStart(wanted) {
        return Self.firstAtOrAfter(start, in: xs)
      }
      if axis.valueKind != .date, let number = number(from: wanted) { return Self.nearest(number, in: xs) }
    } else {
      var categories: [String] = []
      categories.reserveCapacity(series.pointCount)
      for index in 0..<series.pointCount {
        if case .category(let name) = series.point(at: index).x {
          categories.append(name)
        } else {
          categories.append("")
        }
      }
      if let found = Self.firstMatch(wanted, in: categories) { return found }
    }
    // As spoken: "July 2024".
    let key = Self.folded(wanted)
    if let days = spokenDays(of: seriesIndex) {
      return days.firstMatch(key) { Self.folded(chart.pointValueTexts(series.point(at: $0)).x) }
    }
    for index in 0..<series.pointCount {
      if Self.folded(chart.pointValueTexts(series.point(at: index)).x).hasPrefix(key) { return index }
    }
    return nil
  }

  /// The spoken days of series `series` (`ExploreSpokenDays`), found at start
  /// (`prepareSlowAnswers()`) or the first time they are asked for; `nil` when the x axis is
  /// not a date axis whose every spoken x begins with its day.
  func spokenDays(of series: Int) -> ExploreSpokenDays? {
    spokenDaysCache.days(of: series) {
      guard let axis = chart.xAxis as? AXNumericDataAxisDescriptor, axis.valueKind == .date,
        let context = axis.formattingContext, chart.kind != .heatmap, !isBoxPlot,
        let days = groupingCache.groupings(of: series, chart: chart, x: columns.x[series]).first(where: {
          $0.unit == .day
        })
      else { return nil }
      let xs = columns.x[series]
      let points = chart.series[series]
      return ExploreSpokenDays(
        days: days, x: xs, context: context,
        spokenX: { Self.folded(chart.pointValueTexts(points.point(at: $0)).x) })
    }
  }

  /// `text` as a number written in ``language``: "41,000.5" in English, "41.000,5" in German
  /// and Spanish, "41 000,5" in French (grouping dropped, the decimal comma read).
  private func number(from text: String) -> Double? {
    var plain = text.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\u{00A0}", with: "")
      .replacingOccurrences(of: "\u{202F}", with: "")
    if language.identifier == "en" {
      plain = plain.replacingOccurrences(of: ",", with: "")
    } else {
      plain = plain.replacingOccurrences(of: ".", with: "").replacingOccurrences(of: ",", with: ".")
    }
    guard let number = Double(plain), number.isFinite else { return nil }
    return number
  }

  /// Lowercased, without accents, for matching.
  static func folded(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  /// The index of the first of `names` equal to `wanted`, else of the first that begins with it
  /// (letter case and accents ignored).
  static func firstMatch(_ wanted: String, in names: [String]) -> Int? {
    let key = folded(wanted)
    let keys = names.map(folded)
    return keys.firstIndex(of: key) ?? keys.firstIndex { $0.hasPrefix(key) }
  }

  /// The start of `2024`, `2024-07` or `2024-07-15` in seconds since 1970 (UTC); `nil` for
  /// other text.
  static func isoDateStart(_ text: String) -> Double? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count), parts[0].count == 4,
      parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCII) && Int($0) != nil })
    else { return nil }
    var components = DateComponents()
    components.year = Int(parts[0])
    components.month = parts.count > 1 ? Int(parts[1]) : 1
    components.day = parts.count > 2 ? Int(parts[2]) : 1
    guard (1...12).contains(components.month!), (1...31).contains(components.day!) else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: components)?.timeIntervalSince1970
  }

  /// The first point whose x is at or after `start` (the earliest such x when the points are not
  /// in order); the last point when none is.
  static func firstAtOrAfter(_ start: Double, in xs: [Double]) -> Int {
    var best: Int?
    for index in xs.indices where xs[index] >= start {
      if best == nil || xs[index] < xs[best!] { best = index }
    }
    return best ?? (xs.indices.max { xs[$0] < xs[$1] } ?? 0)
  }

  /// The point whose x is nearest to `value` (the first of equals).
  static func nearest(_ value: Double, in xs: [Double]) -> Int {
    var best = 0
    var distance = Double.infinity
    for index in xs.indices where abs(xs[index] - value) < distance {
      best = index
      distance = abs(xs[index] - value)
    }
    return best
  }
}

/// The spoken date of each calendar day of one series on a date axis, for `goto` by spoken x:
/// "May 3, 2013" for the points spoken "May 3, 2013 at 12:00 AM", "May 3, 2013 at 1:00 AM", …
///
/// It rests on every point's spoken x beginning with its day's date, as the `date.atTime`
/// message writes a date and time in every language of the package and as a date without time
/// is its day. That is checked on the first and last point of up to 16 days spread over the
/// series, and the days are not used (every point's x is written instead) when one fails.
///
/// Then the first point whose spoken x begins with a text is the first point of the first day
/// whose date begins with it, or, for a text that goes past a day's date, a point of a day whose
/// date the text begins with: only those days' points are written out. Making it writes one date
/// per day (4,167 for 100,000 hourly points); a search compares the text with each date.
struct ExploreSpokenDays {
  let days: XGrouping
  /// Each day's date as spoken, lowercased without accents (`ChartExplorer.folded(_:)`).
  let dates: [String]

  /// `nil` when a checked point's spoken x does not begin with its day's date.
  init?(
    days: XGrouping, x: [Double], context: FormattingContext, spokenX: (Int) -> String
  ) {
    let formatter = ValueFormatter(format: ValueFormat(style: .date(.long)), valueKind: .date, context: context)
    let dates = days.starts.map { ChartExplorer.folded(formatter.string(for: x[$0])) }
    let step = max(1, (days.count + 15) / 16)
    for day in stride(from: 0, to: days.count, by: step) {
      let range = days.range(day)
      for point in [range.lowerBound, range.upperBound - 1] where !spokenX(point).hasPrefix(dates[day]) {
        return nil
      }
    }
    self.days = days
    self.dates = dates
  }

  /// The first point whose folded spoken x (`spokenX`) begins with `key` (folded too).
  func firstMatch(_ key: String, spokenX: (Int) -> String) -> Int? {
    for day in dates.indices {
      // Every point of the day is spoken as its date and more: a text no longer than the date
      // matches them all or none; a longer one only if it begins with the date.
      if dates[day].hasPrefix(key) { return days.starts[day] }
      if key.hasPrefix(dates[day]), let found = days.range(day).first(where: { spokenX($0).hasPrefix(key) }) {
        return found
      }
    }
    return nil
  }
}

/// The spoken days of each series (`ExploreSpokenDays`), found once. Not thread-safe (the
/// explorer is used from one thread).
final class ExploreSpokenDaysCache {
  private var cache: [Int: ExploreSpokenDays?] = [:]

  func days(of series: Int, make: () -> ExploreSpokenDays?) -> ExploreSpokenDays? {
    if let known = cache[series] { return known }
    let made = make()
    cache[series] = made
    return made
  }
}
