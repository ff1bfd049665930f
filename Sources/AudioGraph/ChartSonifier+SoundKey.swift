public import ChartAccessibility

extension ChartSonifier {
  /// The key of the sounds of `chart` as this sonifier renders it: one sentence per kind of
  /// sound the listener hears, in the options' language, for a page beside its audio graph
  /// (`audiograph html`). Only what is heard is listed: time and stereo along the x axis; pitch
  /// for the y axis (and whether it is inverted); the start and end whooshes; the missing-value
  /// rattle when a value is missing; the reference-line shimmer and the gridline tick when the
  /// chart has them; the thuds and taps at the extremes; the confidence intervals' voices; each series'
  /// timbre when several series play; and each additional axis' mapping.
  ///
  /// What is *not* heard is in ``Sonification/notSonified``; a chart the sonifier refuses
  /// (an additional-axis mapping that does not fit) gets the lines it can still say.
  public func soundKey(_ chart: AXChartDescriptor) -> [String] {
    let words = options.language
    let earcons = options.earcons
    var lines: [String] = []
    lines.append(
      words.text(
        "soundKey.time",
        ["axis": .text(chart.xAxis.title), "pan": .flag(options.pan && options.seriesPlayback != .sequential)]))
    if let y = chart.yAxis {
      lines.append(words.text("soundKey.pitch", ["axis": .text(y.title), "inverted": .flag(options.invertedPitch)]))
    }
    if earcons.contains(.startAndEnd) { lines.append(words.text("soundKey.startEnd")) }
    if earcons.contains(.missingValues), chart.series.contains(where: { $0.dataPoints.contains { $0.y == nil } }) {
      lines.append(words.text("soundKey.missing"))
    }
    if earcons.contains(.referenceLines), !chart.referenceLines.isEmpty {
      lines.append(words.text("soundKey.referenceLines"))
    }
    if earcons.contains(.gridlines), let x = chart.xAxis as? AXNumericDataAxisDescriptor, !x.gridlinePositions.isEmpty {
      lines.append(words.text("soundKey.gridlines"))
    }
    if earcons.contains(.extrema) { lines.append(words.text("soundKey.extrema")) }
    if chart.series.contains(where: { $0.dataPoints.contains { $0.confidenceInterval != nil } }) {
      switch options.intervals {
      case .off: break
      case .bounds: lines.append(words.text("soundKey.intervalBounds"))
      case .modulation: lines.append(words.text("soundKey.intervalVibrato"))
      }
    }
    let axes = try? resolveAxes(chart)
    let timbreFromAxis = axes.map { $0.timbre != nil || $0.brightness != nil } ?? false
    let ownTimbres =
      chart.series.count > 1 && !timbreFromAxis && !BoxPlotSound.applies(to: chart)
      && ![.heatmap, .stackedBar, .stackedArea, .normalizedBar].contains(chart.kind)
    if ownTimbres {
      let played: [Int]
      if case .single(let index) = options.seriesPlayback {
        played = chart.series.indices.contains(index) ? [index] : []
      } else {
        played = Array(chart.series.indices)
      }
      for index in played {
        let name =
          chart.series[index].name.flatMap { $0.isEmpty ? nil : $0 }
          ?? words.text("describe.seriesName", ["number": .count(index + 1)])
        let timbre = Self.seriesTimbres[index % Self.seriesTimbres.count]
        lines.append(words.text("soundKey.seriesTimbre", ["series": .text(name), "timbre": .text("\(timbre)")]))
      }
    }
    if let axes {
      for (index, axis) in chart.additionalAxes.enumerated() where axes.mapping[index] != .off {
        lines.append(
          words.text("soundKey.axis", ["axis": .text(axis.title), "mapping": .text(axes.mapping[index].rawValue)]))
      }
    }
    return lines
  }
}
