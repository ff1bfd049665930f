public import ChartAccessibility
import Foundation
public import TrendStatistics

/// A box plot's group drawn in braille as MAIDR draws it: each part of the box as many cells as
/// its share of the value scale.
///
/// **Characters.** Blank `⠀` (U+2800) for empty stretches of the scale (before the group's
/// lowest value, and between unusual values), `⠂` (dot 2, U+2802) for each unusual value beyond
/// Tukey's fences, `⠒` (dots 2 and 5, U+2812) for a whisker, `⠿` (dots 1 to 6, U+283F) for the
/// lower and upper half of the box (Q1 to median, median to Q3), and the two cells `⠸⠇`
/// (U+2838 U+2807) for the median.
///
/// **Cells.** The scale runs from the lowest to the highest value of every group of the chart
/// (unusual values included), so lines of different groups line up: the leading blanks of a
/// group are the distance from the scale's start to its lowest value. Each unusual value takes
/// one cell and the median two (points with no length); every stretch with a length takes at
/// least one cell; the remaining cells of the width are shared among the stretches in proportion
/// to their length (largest remainders first, ties to the left). Two rules hold after that, as in
/// MAIDR: whiskers of equal length have equally many cells and whiskers of different length do
/// not, and likewise the two halves of the box; the cell that a rule adds is taken from the
/// longest blank stretch of more than one cell (leftmost first), else the line grows by it. A
/// line is longer than the width only when the width cannot hold one cell per part, or a rule
/// found no blank to take a cell from.
public enum BoxBraille {
  /// `⠂`: an unusual value.
  public static let outlierCell: Character = "\u{2802}"
  /// `⠒`: a whisker.
  public static let whiskerCell: Character = "\u{2812}"
  /// `⠿`: a half of the box.
  public static let boxCell: Character = "\u{283F}"
  /// `⠸⠇`: the median.
  public static let medianCells = "\u{2838}\u{2807}"

  /// One part of the line, in order from low to high values.
  enum Part: Equatable {
    case blank, outlier, lowerWhisker, lowerBox, median, upperBox, upperWhisker
  }

  /// The braille of `box` on the scale `scale` (the lowest to the highest value of every group),
  /// at most `width` cells (≥ 1) when they can hold every part, and the cell where the median
  /// starts.
  public static func cells(_ box: BoxStatistics, scale: ClosedRange<Double>, width: Int) -> (
    cells: String, medianCell: Int
  ) {
    let lower = box.outliers.filter { $0 < box.lowerWhisker }.sorted()
    let upper = box.outliers.filter { $0 > box.upperWhisker }.sorted()
    var parts: [(part: Part, length: Double)] = []
    let lowest = lower.first ?? box.lowerWhisker
    parts.append((.blank, lowest - scale.lowerBound))
    for (k, value) in lower.enumerated() {
      parts.append((.outlier, 0))
      parts.append((.blank, (k + 1 < lower.count ? lower[k + 1] : box.lowerWhisker) - value))
    }
    parts += [
      (.lowerWhisker, box.firstQuartile - box.lowerWhisker), (.lowerBox, box.median - box.firstQuartile),
      (.median, 0), (.upperBox, box.thirdQuartile - box.median), (.upperWhisker, box.upperWhisker - box.thirdQuartile),
    ]
    var previous = box.upperWhisker
    for value in upper {
      parts.append((.blank, value - previous))
      parts.append((.outlier, 0))
      previous = value
    }
    let counts = allocate(parts, scaleLength: scale.upperBound - scale.lowerBound, width: width)
    var text = ""
    var medianCell = 0
    for (index, part) in parts.enumerated() {
      switch part.part {
      case .outlier: text.append(outlierCell)
      case .median:
        medianCell = text.count
        text += medianCells
      case .blank: text += String(repeating: BrailleLine.blankCell, count: counts[index])
      case .lowerWhisker, .upperWhisker: text += String(repeating: whiskerCell, count: counts[index])
      case .lowerBox, .upperBox: text += String(repeating: boxCell, count: counts[index])
      }
    }
    return (text, medianCell)
  }

  /// The cells of each part (see the type's rules).
  static func allocate(_ parts: [(part: Part, length: Double)], scaleLength: Double, width: Int) -> [Int] {
    let isPoint = parts.map { $0.part == .outlier || $0.part == .median }
    var counts = parts.indices.map { isPoint[$0] ? (parts[$0].part == .median ? 2 : 1) : 0 }
    let stretched = parts.indices.filter { !isPoint[$0] && parts[$0].length > 0 }
    for index in stretched { counts[index] = 1 }
    let used = counts.reduce(0, +)
    let free = max(0, width - used)
    let groupLength = stretched.reduce(0.0) { $0 + parts[$1].length }
    guard scaleLength > 0, groupLength > 0, free > 0 else { return counts }
    // This group's share of the free cells: its length's share of the scale.
    let share = Int((Double(free) * min(1, groupLength / scaleLength)).rounded())
    var remainders: [(index: Int, fraction: Double)] = []
    var given = 0
    for index in stretched {
      let exact = Double(share) * parts[index].length / groupLength
      let whole = Int(exact.rounded(.down))
      counts[index] += whole
      given += whole
      remainders.append((index, exact - Double(whole)))
    }
    remainders.sort { ($0.fraction, -$0.index) > ($1.fraction, -$1.index) }
    for k in 0..<min(share - given, remainders.count) { counts[remainders[k].index] += 1 }

    // MAIDR's rules: equal lengths, equal cells; different lengths, different cells.
    for pair in [(Part.lowerWhisker, Part.upperWhisker), (Part.lowerBox, Part.upperBox)] {
      guard let a = parts.firstIndex(where: { $0.part == pair.0 }),
        let b = parts.firstIndex(where: { $0.part == pair.1 })
      else { continue }
      let (la, lb) = (parts[a].length, parts[b].length)
      var grow: Int?
      if la == lb, counts[a] != counts[b] {
        grow = counts[a] < counts[b] ? a : b
      } else if la != lb, counts[a] == counts[b], la > 0 || lb > 0 {
        grow = la > lb ? a : b
      }
      guard let grow else { continue }
      counts[grow] += 1
      let donor = stretched.filter { parts[$0].part == .blank && counts[$0] > 1 }
        .max { (counts[$0], -$0) < (counts[$1], -$1) }
      if let donor { counts[donor] -= 1 }
    }
    return counts
  }

  /// The scale of a box plot: the lowest to the highest value of every group's box statistics
  /// (whiskers and unusual values); `nil` when no series has box statistics.
  public static func scale(of chart: AXChartDescriptor) -> ClosedRange<Double>? {
    var low = Double.infinity
    var high = -Double.infinity
    for series in chart.series {
      guard let box = series.distribution?.box else { continue }
      low = min(low, box.lowerWhisker, box.outliers.min() ?? .infinity)
      high = max(high, box.upperWhisker, box.outliers.max() ?? -.infinity)
    }
    return low <= high ? low...high : nil
  }
}
