public import ChartAccessibility
public import SonificationCore

/// The tone of every data point as the audio graph maps it: for players outside the engine (the
/// keyboard explorer of `audiograph html --interactive` plays these in the browser).
public struct PointTones: Hashable, Sendable {
  /// One series' tones.
  public struct Series: Hashable, Sendable {
    /// The series' voice: ``ChartSonifier/seriesTimbres`` by series index.
    public var timbre: Timbre
    /// The pitch of each point in hertz, by point index, exactly as the sonifier maps the
    /// point's y value (`PitchMap.frequency(for:)` of SonificationCore, with the chart's pitch range, scale,
    /// inversion and quantization); `nil` for a missing or unplayable value.
    public var frequencies: [Double?]
    /// When each point sounds in ``ChartSonifier/sonify(_:)``'s rendering of the options, in
    /// seconds from its start (a merged slot gives each of its points the slot's time); `nil`
    /// for a point that is not heard there.
    public var seconds: [Double?]
  }

  /// By series index (`AXChartDescriptor.series`).
  public var series: [Series]
}

extension ChartSonifier {
  /// The tone of every point of `chart` with these options, and when it sounds in
  /// `sonification` (the sonification of `chart` with the same options, for example the one
  /// rendered into a page). Not real-time: reads every point.
  ///
  /// The pitches are those the sonifier gives a point sounding alone: where a dense series
  /// merges points into one slot, the graph plays the slot's mean, and this still gives each
  /// point its own pitch.
  public func pointTones(_ chart: AXChartDescriptor, heardIn sonification: Sonification) -> PointTones {
    let pitch = PitchMapping(
      chart: chart.stackedView(totalName: options.language.text("stack.total")), options: options)
    var series: [PointTones.Series] = chart.series.enumerated().map { index, series in
      let frequencies: [Double?] = (0..<series.pointCount).map { point in
        guard let y = series.point(at: point).y, ChartValueLimits.holds(y) else { return nil }
        if pitch.scale != .linear, !(y > 0) { return nil }
        return pitch.map.frequency(for: y)
      }
      return PointTones.Series(
        timbre: Self.seriesTimbres[index % Self.seriesTimbres.count], frequencies: frequencies,
        seconds: Array(repeating: nil, count: series.pointCount))
    }
    for played in sonification.playedPoints where series.indices.contains(played.seriesIndex) {
      let seconds = Double(played.frame) / sonification.sampleRate
      for point in played.pointIndices where series[played.seriesIndex].seconds.indices.contains(point) {
        if series[played.seriesIndex].seconds[point] == nil { series[played.seriesIndex].seconds[point] = seconds }
      }
    }
    return PointTones(series: series)
  }
}
