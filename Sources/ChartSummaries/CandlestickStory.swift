import ChartAccessibility
import Foundation
import TrendStatistics

/// A candlestick chart's story: the close told as a line is (trend, crashes and recoveries, by the
/// general writer), then the range (highest high and lowest low with their periods), the up and
/// down periods counted, the largest one-period rise and fall of the close, and volatility: the
/// average high–low range in percent of the close, and when it was highest (the calendar month
/// with the highest average range for daily data over three months or more, else the single
/// widest period). Every figure is `CandlestickStatistics`'.
struct CandlestickStory: KindStory {
  let chart: AXChartDescriptor
  let options: SummaryOptions
  let series: AXDataSeriesDescriptor
  let ohlc: OHLCColumns
  let statistics: CandlestickStatistics
  let language: SummaryLanguage
  let formatter: SummaryFormatter
  let xWriter: XWriter
  let xNumbers: [Double]

  init?(chart: AXChartDescriptor, options: SummaryOptions) {
    guard let series = chart.series.first(where: { $0.ohlc != nil }), let ohlc = series.ohlc,
      ohlc.count == series.pointCount
    else { return nil }
    self.chart = chart
    self.options = options
    self.series = series
    self.ohlc = ohlc
    statistics = CandlestickStatistics(open: ohlc.open, high: ohlc.high, low: ohlc.low, close: ohlc.close)
    language = SummaryLanguage(pack: options.context.language)
    // The formatter says the unit in the summary's language.
    let prices = (ohlc.low + ohlc.high).filter { !$0.isNaN }
    formatter = SummaryFormatter(
      context: options.context, language: language,
      writing: AxisValueWriting(axis: chart.yAxis, values: { prices }), yValues: prices)
    xNumbers =
      series.plainPointColumns?.x
      ?? series.dataPoints.map { point in
        if case .number(let x) = point.x { x } else { .nan }
      }
    xWriter = XWriter(
      axis: chart.xAxis, values: xNumbers.filter { !$0.isNaN }, context: options.context, language: language,
      preposition: options.xPreposition)
  }

  func text(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String {
    language.pack.text(key, arguments)
  }

  /// A price with the axis' unit.
  func price(_ value: Double) -> String { formatter.y(value) }

  /// Where period `index` is: "on Oct 9, 2008", "in 2008", "in Week 3".
  func phrase(_ index: Int) -> String {
    let point = series.point(at: index)
    if case .category(let name) = point.x { return xWriter.phrase(0, category: name) }
    return xWriter.phrase(xNumbers[index], category: nil)
  }

  /// The period alone: "Oct 9, 2008".
  func periodText(_ index: Int) -> String {
    let point = series.point(at: index)
    if case .category(let name) = point.x { return name }
    return xWriter.text(xNumbers[index], category: nil)
  }

  /// "day", "week", "month", "year" or "other": what one period is, for "a day".
  var periodName: String {
    switch xWriter.dateGranularity {
    case .day?:
      let present = xNumbers.filter { !$0.isNaN }
      guard present.count > 2 else { return "day" }
      var gaps = zip(present, present.dropFirst()).map { ($1 - $0) / 86_400 }
      gaps.sort()
      let median = gaps[gaps.count / 2]
      return median <= 3.5 ? "day" : median >= 6 && median <= 8 ? "week" : "other"
    case .month?: return "month"
    case .year?: return "year"
    default: return "other"
    }
  }

  /// The calendar month with the highest average range, for daily data spanning three months or
  /// more: its phrase ("in October 2008") and average range in percent.
  func mostVolatileMonth() -> (phrase: String, key: String, percent: Double)? {
    guard periodName == "day", let first = xNumbers.first(where: { !$0.isNaN }),
      let last = xNumbers.last(where: { !$0.isNaN })
    else { return nil }
    let context = xWriter.dateContext
    let a = context.calendarFields(of: first)
    let b = context.calendarFields(of: last)
    guard (b.year - a.year) * 12 + (b.month - a.month) >= 3 else { return nil }
    let months = xNumbers.map { x -> Int in
      guard !x.isNaN else { return Int.min }
      let fields = context.calendarFields(of: x)
      return fields.year * 12 + fields.month - 1
    }
    guard
      let best = CandlestickStatistics.mostVolatileGroup(
        high: ohlc.high, low: ohlc.low, close: ohlc.close, group: { months[$0] }),
      let firstIndex = months.firstIndex(of: best.group)
    else { return nil }
    let monthText = ValueFormatter(format: ValueFormat(style: .date(.monthYear)), valueKind: .date, context: context)
      .string(for: xNumbers[firstIndex])
    let key = String(format: "%04d-%02d", best.group / 12, best.group % 12 + 1)
    return (language.xPhrase(role: "month", preposition: "in", x: monthText), key, best.averageRangePercent)
  }

  /// The close as a line chart, told by the general writer.
  func closeSummary() -> ChartSummary {
    let line = chart.copy() as! AXChartDescriptor
    line.kind = .line
    for entry in line.series { entry.ohlc = nil }
    var inner = options
    inner.kind = .line
    inner.includeOrientation = false
    var writer = SummaryWriter(chart: line, options: inner)
    let summary = writer.write()
    xWriter.countWritten(by: writer.xWriter)
    return summary
  }

  func summary() -> ChartSummary {
    var sentences: [String] = []
    if options.includeOrientation {
      let present = (0..<ohlc.count).filter { !ohlc.isMissing($0) }
      let first = present.first.map(periodText)
      let last = present.last.map(periodText)
      sentences.append(
        language.orientation(
          kind: .candlestick, title: chart.title, count: statistics.periodCount, first: first, last: last,
          role: xWriter.role.rawValue))
    }
    // The most volatile month (numbers and one date's text) is worked out on another thread
    // while this one tells the close's story, which may call the app's closures.
    // (It reads the story's columns, its x writer's date context and its language, which no
    // other code changes meanwhile.)
    final class MonthWork: @unchecked Sendable {
      let story: CandlestickStory
      var month: (phrase: String, key: String, percent: Double)?
      init(story: CandlestickStory) { self.story = story }
    }
    let work = MonthWork(story: self)
    let monthDone = DispatchGroup()
    DispatchQueue.global().async(group: monthDone) { work.month = work.story.mostVolatileMonth() }
    let close = closeSummary()
    monthDone.wait()
    let month = work.month
    let closeIndex = close.summary.isEmpty ? nil : sentences.count
    if !close.summary.isEmpty { sentences.append(close.summary) }
    if let high = statistics.highestHigh, let low = statistics.lowestLow {
      sentences.append(
        text(
          "candlestick.range",
          [
            "high": .text(price(high.value)), "highX": .text(phrase(high.index)),
            "low": .text(price(low.value)), "lowX": .text(phrase(low.index)),
          ]))
    }
    if options.verbosity != .brief {
      sentences.append(
        text(
          "candlestick.upDown",
          [
            "count": .count(statistics.periodCount), "up": .count(statistics.upCount),
            "down": .count(statistics.downCount), "unchanged": .count(statistics.unchangedCount),
          ]))
      if let rise = statistics.largestRise {
        sentences.append(
          text(
            "candlestick.largestMove",
            ["direction": "up", "change": .text(formatter.percent(rise.value / 100)), "x": .text(phrase(rise.index))]))
      }
      if let fall = statistics.largestFall {
        sentences.append(
          text(
            "candlestick.largestMove",
            ["direction": "down", "change": .text(formatter.percent(fall.value / 100)), "x": .text(phrase(fall.index))]
          ))
      }
      if let average = statistics.averageRangePercent {
        let most: String?
        let mostAverage: String?
        if let month {
          most = month.phrase
          mostAverage = formatter.percent(month.percent / 100)
        } else if let widest = statistics.widestRange, statistics.periodCount > 1 {
          most = phrase(widest.index)
          mostAverage = formatter.percent(widest.value / 100)
        } else {
          most = nil
          mostAverage = nil
        }
        sentences.append(
          text(
            "candlestick.volatility",
            [
              "average": .text(formatter.percent(average / 100)), "period": .text(periodName),
              "most": .optional(most), "mostAverage": .optional(mostAverage),
              "single": .text(month == nil ? "yes" : "no"),
            ]))
      }
    }
    var details: [ChartSummary.Statistic] = []
    var features: [ChartSummary.Feature] = []
    if options.verbosity == .detailed {
      features = close.features
      details = close.statistics + candlestickDetails(month: month)
    }
    return ChartSummary(
      summary: xWriter.yearOnce(in: formatter.summaryText(sentences, keeping: Set([closeIndex].compactMap { $0 }))),
      features: features,
      statistics: details,
      facts: facts(close: close.facts, month: month), language: options.context.language)
  }

  func label(_ name: String) -> String { text("details.candlestick", ["name": .text(name)]) }

  func candlestickDetails(month: (phrase: String, key: String, percent: Double)?) -> [ChartSummary.Statistic] {
    var rows: [ChartSummary.Statistic] = []
    func add(_ name: String, _ value: String) {
      rows.append(ChartSummary.Statistic(series: nil, label: label(name), value: value))
    }
    add("periods", formatter.plain(Double(statistics.periodCount), digits: 0))
    add("up", formatter.plain(Double(statistics.upCount), digits: 0))
    add("down", formatter.plain(Double(statistics.downCount), digits: 0))
    if let high = statistics.highestHigh { add("highestHigh", "\(periodText(high.index)), \(price(high.value))") }
    if let low = statistics.lowestLow { add("lowestLow", "\(periodText(low.index)), \(price(low.value))") }
    if let rise = statistics.largestRise {
      add("rise", "\(periodText(rise.index)), \(formatter.percent(rise.value / 100))")
    }
    if let fall = statistics.largestFall {
      add("fall", "\(periodText(fall.index)), \(formatter.percent(fall.value / 100))")
    }
    if let average = statistics.averageRangePercent { add("range", formatter.percent(average / 100)) }
    if let widest = statistics.widestRange {
      add("widest", "\(periodText(widest.index)), \(formatter.percent(widest.value / 100))")
    }
    return rows
  }

  func facts(close: JSONValue, month: (phrase: String, key: String, percent: Double)?) -> JSONValue {
    func number(_ value: Double?) -> JSONValue {
      value.flatMap { $0.isFinite ? JSONValue.number($0 == 0 ? 0 : $0) : nil } ?? .null
    }
    func at(_ period: CandlestickStatistics.AtPeriod?, _ name: String) -> JSONValue {
      guard let period else { return .null }
      let point = series.point(at: period.index)
      let x: JSONValue =
        switch point.x {
        case .category(let category): .string(category)
        case .number(let value): number(value)
        }
      return .object(JSONObject([(name, number(period.value)), ("x", x), ("index", .number(Double(period.index)))]))
    }
    var object = JSONObject()
    object["kind"] = .string(ChartKind.candlestick.rawValue)
    object["periods"] = .number(Double(statistics.periodCount))
    object["up"] = .number(Double(statistics.upCount))
    object["down"] = .number(Double(statistics.downCount))
    object["unchanged"] = .number(Double(statistics.unchangedCount))
    object["highestHigh"] = at(statistics.highestHigh, "value")
    object["lowestLow"] = at(statistics.lowestLow, "value")
    object["largestRise"] = at(statistics.largestRise, "percent")
    object["largestFall"] = at(statistics.largestFall, "percent")
    object["averageRangePercent"] = number(statistics.averageRangePercent)
    object["widestRange"] = at(statistics.widestRange, "percent")
    object["mostVolatileMonth"] =
      month.map {
        .object(JSONObject([("month", .string($0.key)), ("averageRangePercent", number($0.percent))]))
      } ?? .null
    object["close"] = close
    return .object(object)
  }

  /// One line per period: "Oct 9, 2008: open 90.5, high 94.2, low 85.1, close 86.3, down."
  func pointLines() -> [String] {
    (0..<ohlc.count).map { index in
      if ohlc.isMissing(index) { return text("candlestick.gap", ["x": .text(periodText(index))]) }
      let direction =
        ohlc.close[index] > ohlc.open[index] ? "up" : ohlc.close[index] < ohlc.open[index] ? "down" : "unchanged"
      let volume = ohlc.volume.flatMap { $0[index].isNaN ? nil : formatter.plain($0[index], digits: 0) }
      // Each price as the table and describe --points write a value (the axis' own format).
      func price(_ field: OHLCColumns.Field) -> MessageArgument {
        .text(chart.ohlcText(ohlc.value(field, at: index), field: field, context: options.context))
      }
      return text(
        "candlestick.point",
        [
          "x": .text(periodText(index)), "open": price(.open), "high": price(.high), "low": price(.low),
          "close": price(.close),
          "direction": .text(direction), "volume": .optional(volume),
        ])
    }
  }
}
