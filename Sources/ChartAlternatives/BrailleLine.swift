public import ChartAccessibility
import Foundation
import SonificationCore
import TrendStatistics

/// A series drawn as one line of Unicode braille, for a refreshable braille display, with a
/// line of text that says what it spans.
///
///     let line = BrailleLine(chart: chart, seriesIndex: 0)
///     print(line.description)   // IQ Score: 4 values from Dec 5 to Jan 4, one cell each. Low 105 IQ points, high 125 IQ points.
///     print(line.cells)         // ⣀⠤⠒⠉
///
/// **Encoding** (MAIDR's four levels, one value per cell): a cell shows its value's height as
/// one row of two raised dots, from the bottom up: level 0 (lowest quarter) dots 7 and 8 `⣀`
/// (U+28C0), level 1 dots 3 and 6 `⠤` (U+2824), level 2 dots 2 and 5 `⠒` (U+2812), level 3
/// (highest quarter) dots 1 and 4 `⠉` (U+2809). The level of a value v is
/// ⌊4 × (v − low) / (high − low)⌋, at most 3, where low and high are the series' lowest and
/// highest y values (on a heatmap, whose rows are its series, the whole grid's, so that the rows'
/// lines compare); on a logarithmic y axis the logarithms are compared, as the pitch does. A
/// series whose values are all equal is drawn at level 0. A missing value, and a cell that no
/// point falls in, is a blank cell `⠀` (U+2800), which a braille display shows with no dot.
///
/// **Cells.** A series with at most `width` points gets one cell per point, in x order. A longer
/// series is thinned to exactly `width` cells by the rule the audio graph uses for dense series
/// (`SonificationCore.TimeSlots`): the x axis' range (for categories, the categories' places) is
/// cut into `width` equal slots, and a cell holds the mean of the y values of the points in its
/// slot (missing values left out; all missing: blank).
///
/// **Box plots.** A group of a box plot (a chart of kind `.boxPlot` whose series has box
/// statistics) is drawn in MAIDR's box encoding instead (``BoxBraille``): whiskers, box halves,
/// median and unusual values, each as wide as its share of the scale all groups share.
///
/// **Text.** ``description`` names the series, how many values it has, the x values the line
/// spans (the first and last point's, or the x axis' bounds for a thinned line), how cells map to
/// values, and the lowest and highest y value, each written as `describe --points` writes it.
public struct BrailleLine: Hashable, Sendable {
  /// The series drawn (an index into `chart.series`).
  public let seriesIndex: Int
  /// The braille characters, one per cell (U+2800 to U+28FF); empty for a series with no point.
  public let cells: String
  /// The number of cells: at most the width asked for.
  public let cellCount: Int
  /// The line of text a reader gets before the braille, ending with a period.
  public let description: String
  /// The cell of each point of the series, by point index; `nil` for a point with no place on
  /// the x axis (a category not on it).
  public let cellOfPoint: [Int?]

  /// The default width: 40 cells, a common braille display size.
  public static let defaultWidth = 40

  /// The four characters of levels 0 (lowest) to 3 (highest), and the blank cell.
  public static let levelCharacters: [Character] = ["\u{28C0}", "\u{2824}", "\u{2812}", "\u{2809}"]
  public static let blankCell: Character = "\u{2800}"

  /// The braille line of `chart.series[seriesIndex]`.
  ///
  /// - Parameters:
  ///   - chart: the chart.
  ///   - seriesIndex: the series to draw, one of `chart.series.indices`.
  ///   - width: the most cells the line may have, at least 1 (default 40).
  ///   - language: the language of the description's words (the values are the axes' own).
  public init(
    chart: AXChartDescriptor, seriesIndex: Int, width: Int = BrailleLine.defaultWidth,
    language: LanguagePack = .english
  ) {
    precondition(chart.series.indices.contains(seriesIndex), "BrailleLine: no series \(seriesIndex)")
    precondition(width >= 1, "BrailleLine: the width must be at least 1")
    self.seriesIndex = seriesIndex
    let series = chart.series[seriesIndex]
    let points = series.dataPoints
    let name = chart.seriesName(at: seriesIndex, language: language)

    // A box plot's group: MAIDR's box encoding (BoxBraille) on the scale every group shares.
    if chart.kind == .boxPlot, let box = series.distribution?.box, let scale = BoxBraille.scale(of: chart) {
      let (boxCells, medianCell) = BoxBraille.cells(box, scale: scale, width: width)
      cells = boxCells
      cellCount = boxCells.count
      cellOfPoint = points.map { _ in medianCell }
      let text = { (value: Double) in chart.yStatisticText(value) }
      description = language.text(
        "braille.box",
        [
          "series": .text(name), "min": .text(text(box.lowerWhisker)), "max": .text(text(box.upperWhisker)),
          "median": .text(text(box.median)), "outliers": .count(box.outliers.count),
          "low": .text(text(scale.lowerBound)), "high": .text(text(scale.upperBound)),
        ])
      return
    }

    // Each point's place along x, 0...1, as the audio graph places it.
    var positioned: [(position: Double, index: Int)] = []
    let categories = Self.categoryIndices(of: chart.xAxis)
    for (index, point) in points.enumerated() {
      if let position = Self.position(of: point.x, on: chart.xAxis, categories: categories) {
        positioned.append((position, index))
      }
    }
    positioned.sort { ($0.position, $0.index) < ($1.position, $1.index) }

    var cellOfPoint = [Int?](repeating: nil, count: points.count)
    var cellValues: [Double?]
    let thinned = positioned.count > width
    if thinned {
      cellValues = [Double?](repeating: nil, count: width)
      let slots = TimeSlots(span: Double(width), slotWidth: 1)
      // Exact slots, as the audio graph computes them: a point on a cell boundary starts the later cell.
      let slotOfMember = positioned.map {
        Self.slot(of: points[$0.index].x, on: chart.xAxis, in: slots, categories: categories)
      }
      for run in slots.runs(ofSortedSlots: slotOfMember) {
        var sum = 0.0
        var count = 0
        for member in positioned[run.range] {
          cellOfPoint[member.index] = run.slot
          if let y = points[member.index].y, ChartValueLimits.holds(y) {
            sum += y
            count += 1
          }
        }
        cellValues[run.slot] = count > 0 ? sum / Double(count) : nil
      }
    } else {
      cellValues = positioned.enumerated().map { cell, member in
        cellOfPoint[member.index] = cell
        return points[member.index].y.flatMap { ChartValueLimits.holds($0) ? $0 : nil }
      }
    }

    // Levels over the series' lowest and highest value.
    let logarithmic = chart.yAxis.map { $0.scaleType != .linear } ?? false
    func scaled(_ value: Double) -> Double? {
      guard logarithmic else { return value }
      return value > 0 ? Foundation.log(value) : nil
    }
    var lowIndex: Int?
    var highIndex: Int?
    for (index, point) in points.enumerated() {
      guard let y = point.y, ChartValueLimits.holds(y), cellOfPoint[index] != nil else { continue }
      if lowIndex.map({ y < points[$0].y! }) ?? true { lowIndex = index }
      if highIndex.map({ y > points[$0].y! }) ?? true { highIndex = index }
    }
    var low = lowIndex.flatMap { scaled(points[$0].y!) }
    var high = highIndex.flatMap { scaled(points[$0].y!) }
    // A heatmap's rows share one scale, the whole grid's, so that lines compare.
    if chart.kind == .heatmap, let grid = chart.heatmap, low != nil {
      let present = grid.values.filter { !$0.isNaN }
      low = present.min().flatMap(scaled)
      high = present.max().flatMap(scaled)
    }
    var characters = ""
    for value in cellValues {
      guard let value, let v = scaled(value), let low, let high else {
        characters.append(Self.blankCell)
        continue
      }
      let level = high > low ? min(3, max(0, Int(4 * (v - low) / (high - low)))) : 0
      characters.append(Self.levelCharacters[level])
    }
    cells = characters
    cellCount = cellValues.count
    self.cellOfPoint = cellOfPoint

    // The text before the line.
    guard let first = positioned.first, let last = positioned.last else {
      description = language.text("braille.noData", ["series": .text(name)])
      return
    }
    let count = MessageArgument.count(positioned.count)
    var text: String
    if chart.kind == .histogram, let bins = series.distribution?.bins, let low = bins.edges.first,
      let high = bins.edges.last, let fewest = bins.counts.min(), let most = bins.counts.max()
    {
      // A histogram's points are its bins: their range and counts, not "values" at bin centres.
      let axis = chart.xAxis as? AXNumericDataAxisDescriptor
      let edge = { (value: Double) in axis?.valueDescriptionProvider(value) ?? "\(value)" }
      description = language.text(
        "braille.histogram",
        [
          "series": .text(name), "bins": .count(bins.counts.count), "low": .text(edge(low)), "high": .text(edge(high)),
          "thinned": .text(thinned ? "yes" : "no"), "width": .count(width), "fewest": .count(fewest),
          "most": .count(most),
        ])
      return
    }
    if thinned {
      let (start, end) = Self.axisBounds(chart.xAxis)
      text = language.text(
        "braille.thinned",
        ["series": .text(name), "count": count, "start": .text(start), "end": .text(end), "width": .count(width)])
    } else if positioned.count == 1 {
      text = language.text(
        "braille.single",
        ["series": .text(name), "count": count, "x": .text(chart.pointValueTexts(points[first.index]).x)])
    } else {
      text = language.text(
        "braille.each",
        [
          "series": .text(name), "count": count, "first": .text(chart.pointValueTexts(points[first.index]).x),
          "last": .text(chart.pointValueTexts(points[last.index]).x),
        ])
    }
    if let lowIndex, let highIndex {
      text += language.text(
        "braille.lowHigh",
        [
          "low": .text(chart.pointValueTexts(points[lowIndex]).y),
          "high": .text(chart.pointValueTexts(points[highIndex]).y),
        ])
    } else {
      text += language.text("braille.noValues")
    }
    let missing = positioned.count { points[$0.index].y == nil }
    if missing > 0 { text += language.text("braille.missing", ["count": .count(missing)]) }
    description = text
  }

  /// The braille lines of every series of `chart` (or of series `series` only, 0-based).
  /// Series without points get a line too: its description says "no data" and it has no cells.
  public static func lines(
    for chart: AXChartDescriptor, width: Int = defaultWidth, series: Int? = nil, language: LanguagePack = .english
  ) -> [BrailleLine] {
    let indices = series.map { chart.series.indices.contains($0) ? [$0] : [] } ?? Array(chart.series.indices)
    return indices.map { BrailleLine(chart: chart, seriesIndex: $0, width: width, language: language) }
  }

  /// The index of each category of a categorical axis (its first, for a name listed twice), for
  /// `position(of:on:categories:)` and `slot(of:on:in:categories:)`; `nil` for a numeric axis.
  /// Built once per line: looking each point's category up in the order made a line of n
  /// categories O(n²) (10,000 categories took 4 s when `explore` started).
  static func categoryIndices(of axis: any AXDataAxisDescriptor) -> [String: Int]? {
    guard let categorical = axis as? AXCategoricalDataAxisDescriptor else { return nil }
    var indices: [String: Int] = [:]
    indices.reserveCapacity(categorical.categoryOrder.count)
    for (index, category) in categorical.categoryOrder.enumerated() where indices[category] == nil {
      indices[category] = index
    }
    return indices
  }

  /// A point's place along the x axis, 0...1, as the audio graph places it: a number's place in
  /// the axis range (clamped; a zero-width range puts it at 0.5), a category's index / count;
  /// `nil` for a category not on the axis or a non-finite number. `categories` is
  /// `categoryIndices(of:)` of `axis`.
  static func position(
    of value: AXDataPoint.Value, on axis: any AXDataAxisDescriptor, categories: [String: Int]?
  ) -> Double? {
    switch value {
    case .category(let category):
      guard let categorical = axis as? AXCategoricalDataAxisDescriptor, let index = categories?[category]
      else { return nil }
      return Double(index) / Double(categorical.categoryOrder.count)
    case .number(let x):
      guard ChartValueLimits.holds(x), let numeric = axis as? AXNumericDataAxisDescriptor else { return nil }
      let width = numeric.range.upperBound - numeric.range.lowerBound
      guard width > 0, width.isFinite else { return 0.5 }
      return min(max((x - numeric.range.lowerBound) / width, 0), 1)
    }
  }

  /// The cell of a value that has a `position(of:on:categories:)`, computed exactly
  /// (`TimeSlots.index(ofValue:lower:upper:)` and `index(ofStep:of:)`).
  static func slot(
    of value: AXDataPoint.Value, on axis: any AXDataAxisDescriptor, in slots: TimeSlots, categories: [String: Int]?
  ) -> Int {
    if case .category(let category) = value, let categorical = axis as? AXCategoricalDataAxisDescriptor,
      let index = categories?[category]
    {
      return slots.index(ofStep: index, of: categorical.categoryOrder.count)
    }
    guard case .number(let x) = value, let numeric = axis as? AXNumericDataAxisDescriptor else { return 0 }
    let width = numeric.range.upperBound - numeric.range.lowerBound
    guard width > 0, width.isFinite else { return slots.index(ofStep: 1, of: 2) }
    return slots.index(ofValue: x, lower: numeric.range.lowerBound, upper: numeric.range.upperBound)
  }

  /// The x axis' bounds as spoken: the range's bounds, or the first and last category.
  private static func axisBounds(_ axis: any AXDataAxisDescriptor) -> (String, String) {
    if let numeric = axis as? AXNumericDataAxisDescriptor {
      return (
        numeric.valueDescriptionProvider(numeric.range.lowerBound),
        numeric.valueDescriptionProvider(numeric.range.upperBound)
      )
    }
    let categories = (axis as? AXCategoricalDataAxisDescriptor)?.categoryOrder ?? []
    return (categories.first ?? "", categories.last ?? "")
  }
}
