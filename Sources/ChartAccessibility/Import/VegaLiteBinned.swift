import Foundation

/// Vega-Lite histograms of data binned before (`bin: "binned"`), as Altair writes them for a
/// table of bins: `x` the bin's lower edge, `x2` its upper edge, `y` its count (or `y`, `y2`
/// and `x` for horizontal bars).
extension VegaLiteReader {
  /// A `bar` mark whose binned channel says `"binned"`: each row is a bin, its lower edge in the
  /// binned channel's field, its upper edge in the `x2` (`y2`) field, its count in the other
  /// axis' field (whole numbers ≥ 0; `sum` of them when aggregated). Rows of the same bin are
  /// summed; the bins, in order of their lower edges, must meet without gaps or overlaps (up to
  /// a billionth of a bin's width). Rows with a missing edge or count are skipped, as Vega
  /// skips them.
  func binnedHistogram(
    _ value: Channel, field: String, horizontal: Bool, encoding: JSONObject, at pointer: JSONPointer, rows: [Row],
    into chart: inout ImportedChart
  ) throws(ImportProblem) {
    let endName = horizontal ? "y2" : "x2"
    let countName = horizontal ? "x" : "y"
    guard let end = try Channel(encoding, endName, at: pointer), let endField = end.field else {
      throw ImportProblem.notSupported(
        pointer / endName, "data binned before without \(endName) (the bins' upper edges)")
    }
    guard let count = try Channel(encoding, countName, at: pointer), let countField = count.field else {
      throw ImportProblem(pointer / countName, "a histogram of binned data needs a \(countName) field (the counts)")
    }
    if let aggregate = count.aggregate, aggregate != "sum" {
      throw ImportProblem.notSupported(
        count.pointer / "aggregate", "binned data whose heights are \(aggregate)(\(countField)) (only counts)")
    }
    for name in ["color", "xOffset", "yOffset", "detail"] where encoding[name] != nil {
      if case .object(let object)? = encoding[name], object["field"] == nil { continue }
      throw ImportProblem.notSupported(pointer / name, "several histograms in one view (a \(name) field)")
    }
    var order: [[Double]] = []
    var sums: [[Double]: Double] = [:]
    for row in rows {
      guard let low = Self.observation(row, field), let high = Self.observation(row, endField),
        let height = Self.observation(row, countField)
      else { continue }
      guard height >= 0, height.rounded() == height else {
        throw ImportProblem.notSupported(
          count.pointer / "field",
          "binned data whose heights are not counts (\(countField) \(VegaExpression.text(.number(height))))")
      }
      guard high > low else {
        throw ImportProblem(end.pointer / "field", "a bin from \(low) to \(high): \(endField) must be above \(field)")
      }
      if sums[[low, high]] == nil { order.append([low, high]) }
      sums[[low, high], default: 0] += height
    }
    guard !order.isEmpty else { throw ImportProblem(value.pointer / "field", "\(field) has no bins") }
    order.sort { $0[0] < $1[0] }
    var edges = [order[0][0]]
    for bin in order {
      let previous = edges[edges.count - 1]
      guard abs(bin[0] - previous) <= 1e-9 * max(bin[1] - bin[0], 1e-300) else {
        throw ImportProblem.notSupported(
          value.pointer / "field",
          "bins with a gap or an overlap (a bin starts at \(VegaExpression.text(.number(bin[0]))), the one before ends at \(VegaExpression.text(.number(previous))))"
        )
      }
      edges.append(bin[1])
    }
    chart.kind = .histogram
    chart.xKind = .numeric
    chart.xTitle = try value.title()
    chart.yTitle = try count.title()
    chart.xFormat = try value.format()
    var series = ImportedChart.Series(name: chart.xTitle, isContinuous: false)
    let bins = JSONObject([
      ("edges", .array(edges.map(JSONValue.number))), ("counts", .array(order.map { .number(sums[$0]!) })),
    ])
    series.distribution = [("bins", .object(bins))]
    chart.series = [series]
  }
}
