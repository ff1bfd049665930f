import ChartAccessibility
import SonificationCore

/// A part of a chart beside its series, at the series level of `explore`'s tree (as Olli's tree
/// has them): the x axis, the y axis, each additional axis, each reference line, and the legend
/// of the sounds. They follow the series: Right from the last series goes to the x axis.
public struct ExploreChartPart: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case axis, referenceLine, legend
  }

  public let kind: Kind
  /// What is said: the axis or reference line as `describe` says it ("Y axis: IQ Score. Values
  /// from 70 IQ points to 150 IQ points."), or the legend.
  public let line: String
  /// A reference line's value on the y axis, whose tone plays at the pitch the audio graph gives
  /// that value; `nil` for the other parts (they play nothing).
  public let value: Double?
}

extension ChartExplorer {
  /// The parts of `chart` beside its series: its axes and reference lines as
  /// `AXChartDescriptor.describeChartLines` says them, then the legend: what each sound of its
  /// audio graph means (`ChartSonifier.soundKey`, of `source`, the chart as given).
  static func chartParts(
    of chart: AXChartDescriptor, source: AXChartDescriptor, options: SonificationOptions
  ) -> [ExploreChartPart] {
    let language = options.language
    // describeChartLines: the title, the chart's own summary when it has one, the x axis, the
    // y axis when there is one, the additional axes, then the reference lines.
    let lines = chart.describeChartLines(summary: nil, language: language)
    let first = (chart.summary?.isEmpty == false) ? 2 : 1
    let axisCount = 1 + (chart.yAxis == nil ? 0 : 1) + chart.additionalAxes.count
    var parts: [ExploreChartPart] = lines.dropFirst(first).prefix(axisCount).map {
      ExploreChartPart(kind: .axis, line: $0, value: nil)
    }
    let referenceLines = lines.dropFirst(first + axisCount).prefix(chart.referenceLines.count)
    for (line, reference) in zip(referenceLines, chart.referenceLines) {
      parts.append(
        ExploreChartPart(kind: .referenceLine, line: line, value: reference.axis == .y ? reference.value : nil))
    }
    let key = ChartSonifier(options: options).soundKey(source)
    if !key.isEmpty {
      parts.append(
        ExploreChartPart(
          kind: .legend, line: language.text("explore.legend", ["lines": .text(key.joined(separator: " "))]),
          value: nil))
    }
    return parts
  }

  /// The chart part `index` (of ``chartParts``): its line with its position ("Part 2 of 4."),
  /// and for a reference line on the y axis, when `playing`, its tone.
  func partResponse(_ index: Int, playing: Bool) -> Response {
    let part = chartParts[index]
    var line = part.line
    if showsPositions {
      line = t("partLine", ["line": .text(line), "number": .count(index + 1), "total": .count(chartParts.count)])
    }
    var sound: Sound?
    if playing, let value = part.value, value.isFinite {
      sound = .tone(frequency: pitch.map.frequency(for: value), timbre: ChartSonifier.seriesTimbres[0])
    }
    return Response(lines: [line], sound: sound)
  }

  /// The sentence after the chart's line that names the parts beside its series ("After the
  /// series: the axes, 1 reference line and the legend."); `nil` when there are none.
  func partsAfterLine(unit: String) -> String? {
    guard !chartParts.isEmpty else { return nil }
    return t(
      "partsAfter",
      [
        "unit": .text(unit), "references": .count(chartParts.count { $0.kind == .referenceLine }),
        "legend": .flag(chartParts.contains { $0.kind == .legend }),
      ])
  }
}
