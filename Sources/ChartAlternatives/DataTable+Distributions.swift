import ChartAccessibility
import Foundation
import TrendStatistics

extension DataTable {
  /// The cells of a histogram's or box plot's table, when the chart is one with distributions
  /// (``ChartKind/histogram``, ``ChartKind/boxPlot``): a histogram has a row per bin (its range,
  /// count and share of all values), a box plot a row per group (n, the lowest value inside the
  /// fences, Q1, median, Q3, the highest value inside the fences, and the unusual values beyond
  /// Tukey's fences). Values are written by the value axis' own provider, with the digits a quartile or median needs
  /// to be exact (`AXChartDescriptor.yStatisticText(_:)`), shares as percentages
  /// with one decimal. `nil` for other charts.
  static func distributionCells(
    chart: AXChartDescriptor, series: [Int], language: LanguagePack, locale: Locale
  ) -> (columns: [Column], texts: [[String]], raw: [[String]])? {
    guard let kind = chart.kind, kind.isDistribution,
      series.contains(where: { chart.series[$0].distribution != nil })
    else { return nil }
    let raw = AXChartDescriptor.rawNumberText
    let several = series.count > 1
    func statistic(_ name: String) -> String { language.text("details.statistic", ["name": .text(name)]) }
    func distributionLabel(_ name: String) -> String { language.text("details.distribution", ["name": .text(name)]) }
    if kind == .histogram {
      let axis = chart.xAxis as? AXNumericDataAxisDescriptor
      let share = ValueFormatter(
        format: ValueFormat(style: .fraction, fractionDigits: 1),
        context: FormattingContext(locale: locale, timeZone: TimeZone(identifier: "UTC")!))
      var columns = [Column(title: chart.xAxis.title, unit: nil, role: .x)]
      if several { columns.insert(Column(title: language.text("table.series"), unit: nil, role: .x), at: 0) }
      columns += [
        Column(title: language.text("axis.count"), unit: nil, role: .y(series: series.first ?? 0)),
        Column(title: language.text("table.share"), unit: nil, role: .y(series: series.first ?? 0)),
      ]
      var texts: [[String]] = []
      var raws: [[String]] = []
      for index in series {
        guard let bins = chart.series[index].distribution?.bins else { continue }
        let total = Double(max(1, bins.total))
        for bin in bins.counts.indices {
          let low = bins.edges[bin]
          let high = bins.edges[bin + 1]
          let range = language.text(
            "table.binRange",
            [
              "low": .text(axis?.valueDescriptionProvider(low) ?? raw(low)),
              "high": .text(axis?.valueDescriptionProvider(high) ?? raw(high)),
            ])
          let name = chart.series[index].name ?? ""
          let fraction = Double(bins.counts[bin]) / total
          texts.append((several ? [name] : []) + [range, String(bins.counts[bin]), share.string(for: fraction)])
          raws.append((several ? [name] : []) + ["\(raw(low))–\(raw(high))", String(bins.counts[bin]), raw(fraction)])
        }
      }
      return (columns, texts, raws)
    }
    // Quartiles and medians with the digits they need to be exact ("136.75" of whole weights).
    func text(_ value: Double) -> String { chart.yStatisticText(value) }
    let role = Column.Role.y(series: series.first ?? 0)
    let columns =
      [Column(title: chart.xAxis.title, unit: nil, role: .x)]
      + [
        statistic("count"), statistic("minimum"), distributionLabel("q1"), statistic("median"), distributionLabel("q3"),
        statistic("maximum"), distributionLabel("outliers"),
      ].map { Column(title: $0, unit: nil, role: role) }
    var texts: [[String]] = []
    var raws: [[String]] = []
    for index in series {
      guard let box = chart.series[index].distribution?.box else { continue }
      let numbers = [box.lowerWhisker, box.firstQuartile, box.median, box.thirdQuartile, box.upperWhisker]
      let name = chart.series[index].name ?? ""
      // A count the data did not give (MAIDR's box layer): "not given", and empty in CSV.
      let count = box.count.map(String.init)
      texts.append(
        [name, count ?? language.text("box.countNotGiven")] + numbers.map(text)
          + [box.outliers.map(text).joined(separator: ", ")])
      raws.append([name, count ?? ""] + numbers.map(raw) + [box.outliers.map(raw).joined(separator: " ")])
    }
    return (columns, texts, raws)
  }
}
