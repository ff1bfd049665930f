import ChartAccessibility
import ChartSummaries
import Foundation

/// One way of grouping a series' points along x: by calendar year, month, day or hour on a date
/// axis, or by ranges of a power of ten (tens, hundreds, …) on a number or year axis.
struct XGrouping {
  enum Unit: Hashable {
    case year, month, day, hour
    /// Ranges of this width, starting at its multiples.
    case width(Double)

    /// The word `explore.atGroup` and `explore.groupEnd` select by.
    var key: String {
      switch self {
      case .year: "year"
      case .month: "month"
      case .day: "day"
      case .hour: "hour"
      case .width: "range"
      }
    }
  }

  let unit: Unit
  /// The first point of each group, increasing; group `g` runs to the next group's first point
  /// (or the series' end).
  let starts: [Int]
  /// Where each group starts on the x axis: the start of its year, month, day or hour, or the
  /// multiple of the width at or below its first point.
  let keys: [Double]
  let pointCount: Int

  var count: Int { starts.count }

  /// The points of group `group`.
  func range(_ group: Int) -> Range<Int> {
    starts[group]..<(group + 1 < starts.count ? starts[group + 1] : pointCount)
  }

  /// The group that holds point `point` (binary search).
  func group(containing point: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= point { low = middle } else { high = middle - 1 }
    }
    return low
  }
}

/// The groupings of each series, found the first time a series is taken down a level and kept.
/// Not thread-safe (the explorer is used from one thread).
final class ExploreGroupings {
  private var cache: [Int: [XGrouping]] = [:]
  private var changeWords: [Int: ChangeWords] = [:]

  /// The groupings of series `series`, coarsest first: on a date axis years, months, days and
  /// hours; on a number or year axis ranges of 10ᵏ, 10ᵏ⁻¹ and 10ᵏ⁻² (at most three). A grouping
  /// is kept when it makes at least two groups, at most half as many groups as points (so a
  /// group holds two points on average), and more groups than the grouping above it. None for
  /// a category axis, for fewer than four points, or when x is not finite and non-decreasing.
  /// O(n) per grouping, with one calendar computation per group.
  func groupings(of series: Int, chart: AXChartDescriptor, x: [Double]) -> [XGrouping] {
    if let known = cache[series] { return known }
    let found = Self.find(chart: chart, x: x)
    cache[series] = found
    return found
  }

  func changeWords(of series: Int, chart: AXChartDescriptor, y: [Double], context: FormattingContext) -> ChangeWords {
    if let known = changeWords[series] { return known }
    let words = ChangeWords(chart: chart, values: y, context: context)
    changeWords[series] = words
    return words
  }

  private static func find(chart: AXChartDescriptor, x: [Double]) -> [XGrouping] {
    guard x.count >= 4, let axis = chart.xAxis as? AXNumericDataAxisDescriptor, let first = x.first,
      let last = x.last, first.isFinite, last.isFinite
    else { return [] }
    var previous = -Double.infinity
    for value in x {
      guard value >= previous, value.isFinite else { return [] }
      previous = value
    }
    let span = last - first
    let most = x.count / 2
    var found: [XGrouping] = []
    func keep(_ grouping: XGrouping?) {
      guard let grouping, grouping.count >= 2, grouping.count > (found.last?.count ?? 1) else { return }
      found.append(grouping)
    }
    if axis.valueKind == .date {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = axis.formattingContext?.timeZone ?? TimeZone(identifier: "UTC")!
      let units: [(XGrouping.Unit, Calendar.Component, Double)] = [
        (.year, .year, 365 * 86_400), (.month, .month, 28 * 86_400), (.day, .day, 86_400), (.hour, .hour, 3_600),
      ]
      for (unit, component, shortest) in units where span / shortest <= Double(most) + 1 {
        keep(calendarGroups(x, unit: unit, component: component, calendar: calendar, most: most))
      }
    } else {
      guard span > 0 else { return [] }
      var exponent = Int(log10(span).rounded(.down))
      while found.count < 3 && exponent > -300 {
        let width = pow(10, Double(exponent))
        if span / width > Double(most) + 1 { break }
        keep(widthGroups(x, width: width, most: most))
        exponent -= 1
      }
    }
    return found
  }

  private static func calendarGroups(
    _ x: [Double], unit: XGrouping.Unit, component: Calendar.Component, calendar: Calendar, most: Int
  ) -> XGrouping? {
    var starts: [Int] = []
    var keys: [Double] = []
    var end = -Double.infinity
    for index in x.indices where x[index] >= end {
      guard starts.count < most,
        let interval = calendar.dateInterval(of: component, for: Date(timeIntervalSince1970: x[index]))
      else { return nil }
      starts.append(index)
      keys.append(interval.start.timeIntervalSince1970)
      end = interval.end.timeIntervalSince1970
    }
    return XGrouping(unit: unit, starts: starts, keys: keys, pointCount: x.count)
  }

  private static func widthGroups(_ x: [Double], width: Double, most: Int) -> XGrouping? {
    var starts: [Int] = []
    var keys: [Double] = []
    var end = -Double.infinity
    for index in x.indices where x[index] >= end {
      guard starts.count < most else { return nil }
      let key = (x[index] / width).rounded(.down) * width
      starts.append(index)
      keys.append(key)
      end = key + width
    }
    return XGrouping(unit: .width(width), starts: starts, keys: keys, pointCount: x.count)
  }
}

extension ChartExplorer {
  /// How far down the chart's tree the cursor is: the whole chart, one series (a box plot's
  /// group, a heatmap's row, a stack's layer), a group of points along x (years, months, days
  /// or hours; ranges of tens), or one point.
  public enum Level: Hashable, Sendable {
    case chart, series
    /// A group of points along x, `depth` groupings below the series (0 the coarsest: years
    /// before months before days).
    case group(depth: Int)
    case point
  }

  /// The groupings of the current series.
  var groupings: [XGrouping] {
    chart.kind == .heatmap || isBoxPlot
      ? [] : groupingCache.groupings(of: seriesIndex, chart: chart, x: columns.x[seriesIndex])
  }

  /// Answers the level commands and the moves within a level above the points; sets the level
  /// back to the points before any other command that moves the cursor. `nil` when `command`
  /// is for the rest of ``handle(_:playheadFrame:)``.
  mutating func levelCommand(_ command: Command) -> Response? {
    switch command {
    case .levelDown: return levelDown()
    case .levelUp: return levelUp()
    case .right, .left, .home, .end:
      guard level != .point else { return nil }
      return moveWithinLevel(command)
    case .where:
      guard level != .point else { return nil }
      return levelWhere()
    case .play:
      // A part is played again (the chart: its current series); a playing part pauses as a
      // graph does.
      guard level != .point, playing == nil else { return nil }
      return levelResponse(playing: true)
    case .faster, .slower, .summary, .details, .braille, .help, .positions, .settings, .speech, .messages, .quit,
      .chord,
      .playAll:
      return nil
    default:
      level = .point
      partIndex = nil
      return nil
    }
  }

  private mutating func levelDown() -> Response {
    switch level {
    case .chart:
      level = .series
    case .series:
      if partIndex != nil { return Response(lines: [t("partBottom")]) }
      if groupings.isEmpty {
        level = .point
        return pointResponse()
      }
      level = .group(depth: 0)
      groupIndex = groupings[0].group(containing: pointIndex)
    case .group(let depth):
      let all = groupings
      if depth + 1 < all.count {
        level = .group(depth: depth + 1)
        groupIndex = all[depth + 1].group(containing: pointIndex)
      } else {
        level = .point
        return pointResponse()
      }
    case .point:
      var response = pointResponse()
      response.lines.insert(t("levelBottom"), at: 0)
      response.sound = nil
      return response
    }
    return levelResponse(playing: true)
  }

  private mutating func levelUp() -> Response {
    switch level {
    case .chart:
      var response = levelResponse(playing: false)
      response.lines.insert(t("levelTop"), at: 0)
      return response
    case .series:
      level = .chart
      partIndex = nil
    case .group(let depth):
      if depth == 0 {
        level = .series
      } else {
        level = .group(depth: depth - 1)
        groupIndex = groupings[depth - 1].group(containing: pointIndex)
      }
    case .point:
      let all = groupings
      if all.isEmpty {
        level = .series
      } else {
        level = .group(depth: all.count - 1)
        groupIndex = all[all.count - 1].group(containing: pointIndex)
      }
    }
    return levelResponse(playing: true)
  }

  private mutating func moveWithinLevel(_ command: Command) -> Response {
    let count: Int
    let current: Int
    switch level {
    case .chart:
      var response = levelResponse(playing: false)
      response.lines.insert(t("levelChartOnly"), at: 0)
      return response
    case .series:
      // The series, then the chart's other parts.
      (count, current) = (seriesCount + chartParts.count, partIndex.map { seriesCount + $0 } ?? seriesIndex)
    case .group(let depth):
      (count, current) = (groupings[depth].count, groupIndex)
    case .point:
      return Response(lines: [])
    }
    let target =
      switch command {
      case .right: current + 1
      case .left: current - 1
      case .home: 0
      default: count - 1
      }
    guard (0..<count).contains(target) else {
      var response = levelResponse(playing: false)
      response.lines.insert(levelEnd(first: command == .left), at: 0)
      return response
    }
    switch level {
    case .series where target >= seriesCount:
      partIndex = target - seriesCount
    case .series:
      partIndex = nil
      seriesIndex = target
      pointIndex = 0
      if isBoxPlot { boxPartIndex = boxParts(of: target).firstIndex { $0.part == .median } ?? 0 }
    case .group(let depth):
      groupIndex = target
      pointIndex = groupings[depth].starts[target]
    default: break
    }
    return levelResponse(playing: true)
  }

  /// "First year.", "Last series.", "First row." at the end of a level.
  private func levelEnd(first: Bool) -> String {
    let unit: String
    if case .group(let depth) = level {
      unit = groupings[depth].unit.key
    } else if partIndex != nil {
      unit = "part"
    } else {
      unit = isBoxPlot ? "group" : chart.kind == .heatmap ? "row" : stack != nil ? "layer" : "series"
    }
    return t("levelEnd", ["end": .text(first ? "first" : "last"), "unit": .text(unit)])
  }

  /// What the current part says (and, when `playing`, plays): the chart's line, the series'
  /// line, or the group's line with its slice of the graph.
  mutating func levelResponse(playing play: Bool) -> Response {
    switch level {
    case .chart:
      let unit = isBoxPlot ? "group" : chart.kind == .heatmap ? "row" : "series"
      let line = t(
        "levelChart",
        [
          "title": .optional(chart.title.flatMap { $0.isEmpty ? nil : $0 }), "count": .count(seriesCount),
          "unit": .text(unit),
        ])
      return Response(lines: [[line, partsAfterLine(unit: unit)].compactMap { $0 }.joined(separator: " ")])
    case .series:
      if let partIndex { return partResponse(partIndex, playing: play) }
      let count = chart.series[seriesIndex].pointCount
      return Response(lines: [seriesLine(seriesIndex)], sound: play && count > 0 ? playPart(0..<count) : nil)
    case .group(let depth):
      let grouping = groupings[depth]
      let points = grouping.range(groupIndex)
      return Response(
        lines: [groupLine(grouping, depth: depth, group: groupIndex)], sound: play ? playPart(points) : nil)
    case .point:
      return pointResponse()
    }
  }

  /// What ``Command/where`` says above the points: the chart's line; or the series' line and the
  /// line of each group from the coarsest down to the current one ("2014: …, year 3 of 4.",
  /// "December 2014: …, month 12 of 12."). Plays nothing.
  func levelWhere() -> Response {
    guard case .group(let depth) = level else {
      var copy = self
      return Response(lines: copy.levelResponse(playing: false).lines)
    }
    let all = groupings
    var lines = [seriesLine(seriesIndex)]
    for above in 0...depth {
      let group = above == depth ? groupIndex : all[above].group(containing: all[depth].starts[groupIndex])
      lines.append(groupLine(all[above], depth: above, group: group))
    }
    return Response(lines: lines)
  }

  /// "2012: 366 points, up 1.1 degrees Celsius, year 1 of 4." for group `group` of `grouping`
  /// (at `depth`): its label, its number of points, the change from its first to its last value
  /// (``ChangeWords``; "unchanged" when they are equal; nothing for one value), and its position
  /// among the groups within the group above (the months of its year) or, at the coarsest
  /// grouping, within the series.
  func groupLine(_ grouping: XGrouping, depth: Int, group: Int) -> String {
    let points = grouping.range(group)
    // Within the group above: its first and last group at this depth.
    var siblings = 0..<grouping.count
    if depth > 0 {
      let parent = groupings[depth - 1]
      let parentPoints = parent.range(parent.group(containing: points.lowerBound))
      siblings =
        grouping.group(
          containing: parentPoints.lowerBound)..<(grouping.group(containing: parentPoints.upperBound - 1) + 1)
    }
    let values = columns.y[seriesIndex]
    let firstValue = values[points].first { $0.isFinite }
    let lastValue = values[points].last { $0.isFinite }
    var change: String?
    if let firstValue, let lastValue, points.count > 1 {
      change = changeWords(of: seriesIndex).phrase(from: firstValue, to: lastValue) ?? t("unchanged")
    }
    let line = t(
      "group",
      [
        "label": .text(groupLabel(grouping, group)), "count": .count(points.count), "unit": .text(positionUnit),
        "change": .optional(change),
      ])
    guard showsPositions else { return line + "." }
    return t(
      "atGroup",
      [
        "line": .text(line), "unit": .text(grouping.unit.key), "number": .count(group - siblings.lowerBound + 1),
        "total": .count(siblings.count),
      ])
  }

  /// The words for changes of series `series`' values, in the y axis' locale and ``language``.
  func changeWords(of series: Int) -> ChangeWords {
    var context =
      chart.yAxis?.formattingContext
      ?? FormattingContext(locale: Locale(identifier: language.identifier), timeZone: TimeZone(identifier: "UTC")!)
    context.language = language
    return groupingCache.changeWords(of: series, chart: chart, y: columns.y[series], context: context)
  }

  /// "2012", "March 2012", "March 5, 2012", "March 5, 2012 at 2:00 PM" (in the x axis' locale and
  /// time zone), or "10 to 20" (the x axis writes both ends).
  func groupLabel(_ grouping: XGrouping, _ group: Int) -> String {
    let key = grouping.keys[group]
    let axis = chart.xAxis as? AXNumericDataAxisDescriptor
    let style: ValueFormat.DateStyle
    switch grouping.unit {
    case .year: style = .year
    case .month: style = .monthYear
    case .day: style = .long
    case .hour: style = .dateTime
    case .width(let width):
      func text(_ value: Double) -> String {
        axis?.valueDescriptionProvider(value) ?? AXChartDescriptor.rawNumberText(value)
      }
      return t("range", ["from": .text(text(key)), "to": .text(text(key + width))])
    }
    let context =
      axis?.formattingContext
      ?? FormattingContext(locale: Locale(identifier: language.identifier), timeZone: TimeZone(identifier: "UTC")!)
    return ValueFormatter(format: ValueFormat(style: .date(style)), valueKind: .date, context: context).string(
      for: key)
  }

  /// The part of the current series' graph (at the current speed) that plays points `points`:
  /// from the first of them heard to the first point after them heard (or the graph's end).
  /// `nil` when none of them is heard. The graph then counts as playing (Space pauses it).
  mutating func playPart(_ points: Range<Int>) -> Sound? {
    let variant = speedIndex * seriesCount + seriesIndex
    let graph = graphs[variant]
    var from: Int?
    var to = graph.frameCount
    for played in graph.playedPoints where played.seriesIndex == seriesIndex {
      guard let first = played.pointIndices.first else { continue }
      if first >= points.upperBound {
        to = min(to, played.frame)
      } else if played.pointIndices.last! >= points.lowerBound {
        from = min(from ?? played.frame, played.frame)
      }
    }
    guard var from else { return nil }
    // The first point plays from the very start (with the start earcon), as Space does.
    if points.lowerBound == 0 { from = 0 }
    guard to > from else { return nil }
    playing = (variant, from)
    playsChart = false
    sliceEnd = points.upperBound - 1
    return .playPart(variant: variant, fromFrame: from, frameCount: to - from)
  }
}
