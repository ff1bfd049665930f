import ChartAccessibility
import Foundation
import TrendStatistics

/// A heatmap's story (``ChartKind/heatmap``): its size, the highest and lowest cells with both
/// labels; at standard verbosity and above the row and column with the highest and lowest
/// averages, a pattern along ordered rows or columns (``HeatmapPattern``), the spread of the
/// values and the empty cells; detailed adds that an ordered dimension has no pattern, and Chart
/// Details. Never a trend over rows that are not ordered.
struct HeatmapStory: KindStory {
  let chart: AXChartDescriptor
  let options: SummaryOptions
  let grid: HeatmapGrid
  let analysis: HeatmapAnalysis
  let wording: DistributionWording
  /// The row and column labels as the listener hears them: month and weekday names in the
  /// summary's language (`HeatmapLabelOrder.spoken(_:language:)`); the facts keep the grid's.
  let rowNames: [String]
  let columnNames: [String]

  init?(chart: AXChartDescriptor, options: SummaryOptions) {
    guard let grid = chart.heatmap, grid.filledCount > 0 else { return nil }
    self.chart = chart
    self.options = options
    self.grid = grid
    analysis = HeatmapAnalysis(
      values: grid.values, rowCount: grid.rowCount, columnCount: grid.columnCount, rowsOrdered: grid.rowsOrdered,
      columnsOrdered: grid.columnsOrdered)
    let sample = grid.values.lazy.filter { !$0.isNaN }.prefix(65_536)
    wording = DistributionWording(options: options, axis: chart.yAxis, values: Array(sample))
    let language = options.context.language.identifier
    rowNames = grid.spokenRowLabels(language: language)
    columnNames = grid.spokenColumnLabels(language: language)
  }

  /// Which dimension a sentence is about.
  enum Dimension: String {
    case row, column
  }

  func labels(_ dimension: Dimension) -> [String] { dimension == .row ? rowNames : columnNames }
  func title(_ dimension: Dimension) -> String { dimension == .row ? grid.rowTitle : grid.columnTitle }
  func profile(_ dimension: Dimension) -> HeatmapAnalysis.Profile {
    dimension == .row ? analysis.rows : analysis.columns
  }
  func isOrdered(_ dimension: Dimension) -> Bool { dimension == .row ? grid.rowsOrdered : grid.columnsOrdered }

  /// A cell named by both labels: "year 2015, month Jul".
  func cellName(row: Int, column: Int) -> String {
    wording.text(
      "heatmap.cell",
      [
        "row": .text(rowNames[row]), "column": .text(columnNames[column]),
        "rowTitle": .optional(grid.rowTitle), "columnTitle": .optional(grid.columnTitle),
      ])
  }

  func orientation() -> String {
    wording.text(
      "heatmap.orientation",
      [
        "title": .optional(chart.title), "rows": .count(grid.rowCount), "columns": .count(grid.columnCount),
        "rowTitle": .optional(grid.rowTitle), "columnTitle": .optional(grid.columnTitle),
      ])
  }

  func extremes() -> String? {
    guard let high = analysis.highest, let low = analysis.lowest else { return nil }
    return wording.text(
      "heatmap.extremes",
      [
        "high": .text(wording.formatter.y(high.value)), "highCell": .text(cellName(row: high.row, column: high.column)),
        "highOthers": .count(analysis.highestCount - 1),
        "low": .text(wording.formatter.y(low.value)), "lowCell": .text(cellName(row: low.row, column: low.column)),
        "lowOthers": .count(analysis.lowestCount - 1),
      ])
  }

  /// "Rows (year): highest average 2015, 9.1 °C; lowest 2012, 8.2 °C." — `nil` for a single line.
  func averages(_ dimension: Dimension) -> String? {
    let profile = profile(dimension)
    guard labels(dimension).count > 1, let high = profile.highest, let low = profile.lowest, high != low else {
      return nil
    }
    return wording.text(
      "heatmap.averages",
      [
        "axis": .text(dimension.rawValue), "title": .optional(title(dimension)),
        "high": .text(labels(dimension)[high]), "highMean": .text(wording.mean(profile.means[high])),
        "low": .text(labels(dimension)[low]), "lowMean": .text(wording.mean(profile.means[low])),
      ])
  }

  /// The pattern sentence of an ordered dimension, "no steady pattern" when `sayNone`.
  func pattern(_ dimension: Dimension, sayNone: Bool) -> String? {
    guard isOrdered(dimension) else { return nil }
    let profile = profile(dimension)
    let names = labels(dimension)
    let lines = profile.means.indices.filter { !profile.means[$0].isNaN }
    let common: [String: MessageArgument] = ["axis": .text(dimension.rawValue), "title": .optional(title(dimension))]
    switch profile.pattern {
    case .rising, .falling:
      guard let first = lines.first, let last = lines.last else { return nil }
      var arguments = common
      if case .rising = profile.pattern { arguments["direction"] = "up" } else { arguments["direction"] = "down" }
      arguments["first"] = .text(names[first])
      arguments["last"] = .text(names[last])
      arguments["firstMean"] = .text(wording.mean(profile.means[first]))
      arguments["lastMean"] = .text(wording.mean(profile.means[last]))
      return wording.text("heatmap.trend", arguments)
    case .peak(let at), .dip(let at):
      guard let first = lines.first, let last = lines.last else { return nil }
      var arguments = common
      if case .peak = profile.pattern { arguments["kind"] = "peak" } else { arguments["kind"] = "dip" }
      arguments["label"] = .text(names[at])
      arguments["mean"] = .text(wording.mean(profile.means[at]))
      arguments["first"] = .text(names[first])
      arguments["last"] = .text(names[last])
      return wording.text("heatmap.peak", arguments)
    case nil:
      return sayNone && lines.count >= 3 ? wording.text("heatmap.noPattern", common) : nil
    }
  }

  func spread() -> String {
    let values = wording.formatter.distinctYs([
      analysis.lowest?.value ?? 0, analysis.highest?.value ?? 0, analysis.firstQuartile, analysis.thirdQuartile,
    ])
    return wording.text(
      "heatmap.spread",
      ["min": .text(values[0]), "max": .text(values[1]), "q1": .text(values[2]), "q3": .text(values[3])])
  }

  func summary() -> ChartSummary {
    var sentences: [String] = []
    if options.includeOrientation { sentences.append(orientation()) }
    if let extremes = extremes() { sentences.append(extremes) }
    if options.verbosity != .brief {
      for dimension in [Dimension.row, .column] {
        if let sentence = averages(dimension) { sentences.append(sentence) }
      }
      for dimension in [Dimension.row, .column] {
        if let sentence = pattern(dimension, sayNone: options.verbosity == .detailed) { sentences.append(sentence) }
      }
      sentences.append(spread())
      if analysis.emptyCount > 0 {
        sentences.append(wording.text("heatmap.empty", ["count": .count(analysis.emptyCount)]))
      }
    }
    return ChartSummary(
      summary: wording.formatter.summaryText(sentences), statistics: options.verbosity == .detailed ? details() : [],
      facts: facts(), language: options.context.language)
  }

  func label(_ name: String) -> String { wording.text("details.heatmap", ["name": .text(name)]) }

  /// Chart Details: the cells, the spread, and the averages of every row and column.
  func details() -> [ChartSummary.Statistic] {
    var statistics: [ChartSummary.Statistic] = []
    func add(_ label: String, _ value: String) {
      statistics.append(ChartSummary.Statistic(series: nil, label: label, value: value))
    }
    let language = wording.language
    add(label("cells"), String(analysis.filledCount))
    if analysis.emptyCount > 0 { add(label("empty"), String(analysis.emptyCount)) }
    add(language.statisticLabel("minimum"), wording.formatter.y(analysis.lowest?.value ?? 0))
    add(label("q1"), wording.value(analysis.firstQuartile))
    add(label("median"), wording.value(analysis.median))
    add(label("q3"), wording.value(analysis.thirdQuartile))
    add(language.statisticLabel("maximum"), wording.formatter.y(analysis.highest?.value ?? 0))
    add(label("mean"), wording.value(analysis.mean))
    add(label("sd"), wording.value(analysis.standardDeviation))
    for (dimension, name) in [(Dimension.row, "rowAverages"), (.column, "columnAverages")] {
      let profile = profile(dimension)
      let items = labels(dimension).indices.prefix(Self.maximumListedAverages).compactMap {
        index -> String? in
        profile.means[index].isNaN
          ? nil
          : wording.text(
            "heatmap.cellValue",
            ["column": .text(labels(dimension)[index]), "value": .text(wording.mean(profile.means[index]))])
      }
      add(label(name), language.list(items))
    }
    return statistics
  }

  /// The most row or column averages Chart Details lists (the facts hold all of them).
  static let maximumListedAverages = 60

  static func number(_ value: Double) -> JSONValue { DistributionWording.number(value) }

  func facts() -> JSONValue {
    func cell(_ cell: HeatmapAnalysis.Cell?, count: Int) -> JSONValue {
      guard let cell else { return .null }
      return .object(
        JSONObject([
          ("row", .string(grid.rowLabels[cell.row])), ("column", .string(grid.columnLabels[cell.column])),
          ("value", Self.number(cell.value)), ("count", .number(Double(count))),
        ]))
    }
    func profileFacts(_ dimension: Dimension) -> JSONValue {
      let profile = profile(dimension)
      let names = dimension == .row ? grid.rowLabels : grid.columnLabels
      var object = JSONObject()
      object["title"] = .string(title(dimension))
      object["ordered"] = .bool(isOrdered(dimension))
      object["highest"] = profile.highest.map { .string(names[$0]) } ?? .null
      object["lowest"] = profile.lowest.map { .string(names[$0]) } ?? .null
      object["means"] = .array(profile.means.map(Self.number))
      switch profile.pattern {
      case .rising(let tau, let change), .falling(let tau, let change):
        object["pattern"] = .object(
          JSONObject([
            ("kind", .string(change > 0 ? "rising" : "falling")), ("tau", Self.number(tau)),
            ("change", Self.number(change)),
          ]))
      case .peak(let at), .dip(let at):
        var kind = "dip"
        if case .peak = profile.pattern { kind = "peak" }
        object["pattern"] = .object(JSONObject([("kind", .string(kind)), ("at", .string(names[at]))]))
      case nil:
        object["pattern"] = .null
      }
      return .object(object)
    }
    return .object(
      JSONObject([
        ("kind", .string(ChartKind.heatmap.rawValue)), ("rowCount", .number(Double(grid.rowCount))),
        ("columnCount", .number(Double(grid.columnCount))), ("filled", .number(Double(analysis.filledCount))),
        ("empty", .number(Double(analysis.emptyCount))),
        ("highest", cell(analysis.highest, count: analysis.highestCount)),
        ("lowest", cell(analysis.lowest, count: analysis.lowestCount)), ("mean", Self.number(analysis.mean)),
        ("standardDeviation", Self.number(analysis.standardDeviation)), ("q1", Self.number(analysis.firstQuartile)),
        ("median", Self.number(analysis.median)), ("q3", Self.number(analysis.thirdQuartile)),
        ("rows", profileFacts(.row)), ("columns", profileFacts(.column)),
      ]))
  }

  /// One line per row: "2012: Jan 7.2 °C, Feb 9.1 °C, …; average 8.2 °C."
  func pointLines() -> [String] {
    grid.rowLabels.indices.map { row in
      let cells = (0..<grid.columnCount).map { column in
        wording.text(
          "heatmap.cellValue",
          [
            "column": .text(columnNames[column]),
            "value": .optional(grid.value(row: row, column: column).map { wording.formatter.y($0) }),
          ])
      }
      let mean = analysis.rows.means[row]
      return wording.text(
        "heatmap.row",
        [
          "row": .text(rowNames[row]), "cells": .text(wording.language.list(cells)),
          "mean": .text(mean.isNaN ? wording.language.pack.text("value.missing") : wording.mean(mean)),
        ])
    }
  }
}
