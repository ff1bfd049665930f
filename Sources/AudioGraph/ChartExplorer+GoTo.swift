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
  /// When nothing matches it says so and stays. A date or a number is one pass over the series'
  /// x. A category and the spoken x are looked up in the series' sorted texts
  /// (`ExploreTextIndex`, O(log n) and the count of matches): every point's category or spoken
  /// x is written once, at start when AudioGraph writes it (a category, a `ValueFormat`), or
  /// at the first such `goto` when the axis' provider is the app's own closure. On a date axis
  /// whose points' spoken x begins with their day ("July 15, 2024 at 3:00 PM") the text is
  /// compared with each day's spoken date instead, and the points of a day are written only when
  /// the text goes past that day's date (`ExploreSpokenDays`).
  public mutating func goTo(_ text: String) -> Response {
    heard(moveTo(text))
  }

  /// ``goTo(_:)``'s move and its lines before they are made heard.
  private mutating func moveTo(_ text: String) -> Response {
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
    if let found = matchX(wanted) {
      pointIndex = found
      return pointResponse()
    }
    return notFound
  }

  private func matchX(_ wanted: String) -> Int? {
    let xs = columns.x[seriesIndex]
    if let axis = chart.xAxis as? AXNumericDataAxisDescriptor {
      if axis.valueKind == .date, let start = Self.isoDateStart(wanted) {
        return Self.firstAtOrAfter(start, in: xs)
      }
      if axis.valueKind != .date, let number = number(from: wanted) { return Self.nearest(number, in: xs) }
    } else {
      // A category as it is written, the same first and then the start of one; a category is
      // also its spoken x.
      return xTexts(of: seriesIndex).firstMatch(wanted, equalFirst: true)
    }
    // As spoken: "July 2024".
    if let days = spokenDays(of: seriesIndex) {
      return days.firstMatch(Self.folded(wanted)) { Self.folded(spokenX(series: seriesIndex, index: $0)) }
    }
    return xTexts(of: seriesIndex).firstMatch(wanted, equalFirst: false)
  }

  /// The spoken x of point `index` of series `series`, as `AXChartDescriptor.pointValueTexts(_:context:)`
  /// writes it (a category as it is; a number or date by the x axis' provider), without writing
  /// its y.
  func spokenX(series: Int, index: Int) -> String {
    if let axis = chart.xAxis as? AXNumericDataAxisDescriptor {
      if chart.series[series].plainPointColumns != nil {
        return axis.valueDescriptionProvider(columns.x[series][index])
      }
      if case .number(let x) = chart.series[series].point(at: index).x { return axis.valueDescriptionProvider(x) }
    }
    return chart.pointValueTexts(chart.series[series].point(at: index)).x
  }

  /// The sorted texts of series `series`'s x (`ExploreTextIndex`): its categories, or its spoken
  /// x, made the first time they are asked for (at start by `prepareSlowAnswers()` when
  /// AudioGraph writes them).
  func xTexts(of series: Int) -> ExploreTextIndex {
    xTextCache.index(of: series) {
      ExploreTextIndex(count: chart.series[series].pointCount) { spokenX(series: series, index: $0) }
    }
  }

  /// Whether the x texts are cheap and known to be written by AudioGraph (categories, or a
  /// provider made from a `ValueFormat`), so `prepareSlowAnswers()` may write them at start;
  /// an app's own closure may be slow, and is called only when a `goto` needs it.
  var xTextsAreAudioGraphs: Bool {
    guard let axis = chart.xAxis as? AXNumericDataAxisDescriptor else { return true }
    return axis.providerFollowsFormat
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
      return ExploreSpokenDays(
        days: days, x: columns.x[series], context: context,
        spokenX: { Self.folded(spokenX(series: series, index: $0)) })
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

/// The texts of one series' x (its categories, or its spoken x), lowercased without accents
/// (`ChartExplorer.folded(_:)`) and in Unicode normalization form C, sorted, for `goto`: the
/// first point whose text equals or begins with a typed text is found by two binary searches and
/// one pass over the matches' point numbers, with no text written per search.
///
/// "Begins with" compares the texts' UTF-8 bytes (in normalization form C, where the texts that
/// begin with a text are neighbours in byte order). Making it writes every point's text once and
/// sorts them: O(n log n); a search is O(log n) comparisons plus O(matches) integer comparisons.
struct ExploreTextIndex {
  /// Every point's text, one after the other.
  private let bytes: [UInt8]
  /// Where point `i`'s text starts in `bytes`, and (at `i + 1`) where it ends.
  private let offsets: [Int]
  /// The points in the order of their texts (bytes), equal texts in point order.
  private let order: [Int32]

  /// The index of the texts of points `0..<count`, `text(i)` being point `i`'s.
  init(count: Int, text: (Int) -> String) {
    var bytes: [UInt8] = []
    var offsets = [0]
    offsets.reserveCapacity(count + 1)
    for index in 0..<count {
      bytes.append(contentsOf: Self.key(text(index)))
      offsets.append(bytes.count)
    }
    var order = (0..<count).map { Int32($0) }
    bytes.withUnsafeBufferPointer { all in
      order.sort { a, b in
        let order = Self.compare(all, offsets[Int(a)]..<offsets[Int(a) + 1], all, offsets[Int(b)]..<offsets[Int(b) + 1])
        return order < 0 || (order == 0 && a < b)
      }
    }
    self.bytes = bytes
    self.offsets = offsets
    self.order = order
  }

  /// The bytes a text is compared by: lowercased, without accents, normalization form C.
  static func key(_ text: String) -> [UInt8] {
    // ASCII text (most dates and numbers in English) folds to its lowercase letters.
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
    }
    return Array(ChartExplorer.folded(text).precomposedStringWithCanonicalMapping.utf8)
  }

  /// The first point (the lowest index) whose text begins with `wanted` (folded as the texts
  /// are); with `equalFirst`, the first whose text equals it when one does. `nil` when none
  /// begins with it.
  func firstMatch(_ wanted: String, equalFirst: Bool) -> Int? {
    let key = Self.key(wanted)
    guard !key.isEmpty, !order.isEmpty else { return nil }
    return bytes.withUnsafeBufferPointer { all in
      key.withUnsafeBufferPointer { key in
        let whole = 0..<key.count
        func text(_ position: Int) -> Range<Int> {
          let point = Int(order[position])
          return offsets[point]..<offsets[point + 1]
        }
        // The first text at or after the key, then the first after it that does not begin with it.
        var low = 0
        var high = order.count
        while low < high {
          let middle = (low + high) / 2
          if Self.compare(all, text(middle), key, whole) < 0 { low = middle + 1 } else { high = middle }
        }
        let first = low
        high = order.count
        while low < high {
          let middle = (low + high) / 2
          if Self.begins(all, text(middle), with: key) { low = middle + 1 } else { high = middle }
        }
        guard first < low else { return nil }
        // Equal texts come first among those that begin with the key, in point order.
        if equalFirst && text(first).count == key.count { return Int(order[first]) }
        var best = order[first]
        for position in (first + 1)..<low where order[position] < best { best = order[position] }
        return Int(best)
      }
    }
  }

  /// Negative, zero or positive as `a[left]` sorts before, with or after `b[right]` (bytes).
  private static func compare(
    _ a: UnsafeBufferPointer<UInt8>, _ left: Range<Int>, _ b: UnsafeBufferPointer<UInt8>, _ right: Range<Int>
  ) -> Int {
    let common = min(left.count, right.count)
    var index = 0
    while index < common {
      let x = a[left.lowerBound + index]
      let y = b[right.lowerBound + index]
      if x != y { return x < y ? -1 : 1 }
      index += 1
    }
    return left.count - right.count
  }

  private static func begins(
    _ all: UnsafeBufferPointer<UInt8>, _ text: Range<Int>, with key: UnsafeBufferPointer<UInt8>
  )
    -> Bool
  {
    guard text.count >= key.count else { return false }
    var index = 0
    while index < key.count {
      if all[text.lowerBound + index] != key[index] { return false }
      index += 1
    }
    return true
  }
}

/// The x texts of each series (`ExploreTextIndex`), made once. Not thread-safe (the explorer is
/// used from one thread).
final class ExploreTextIndexCache {
  private var cache: [Int: ExploreTextIndex] = [:]

  func index(of series: Int, make: () -> ExploreTextIndex) -> ExploreTextIndex {
    if let known = cache[series] { return known }
    let made = make()
    cache[series] = made
    return made
  }
}
