/// How a Plotly subplot of bars and lines layers its traces: grouped, stacked or normalised bars
/// (`layout.barmode`, `layout.barnorm`) and stacked areas (`stackgroup`, or lines filled to the
/// one before with `fill: "tonexty"`), read into the chart kinds of Documentation/Stacks.md.
///
/// - Bars: several bar traces in `barmode` `group` (Plotly's default) are grouped bars, in
///   `stack` or `relative` (Plotly Express' default) stacked bars, layers bottom to top in trace
///   order; `barnorm` `percent` or `fraction` with `stack` or `relative` makes them normalised
///   bars. `overlay`, `barnorm` with `group`, and `stack` with values below zero (Plotly stacks
///   those on the running total, AudioGraph below zero as `relative` draws them) are refused.
/// - Areas: the traces of one `stackgroup` are a stacked area, bottom to top in trace order
///   (gaps count as 0, Plotly's `stackgaps: "infer zero"`); `groupnorm` (a normalised area) and
///   `stackgaps: "interpolate"` are refused. Lines filled to zero (`fill: "tozeroy"`) are the
///   lines themselves; a first line filled to zero and each next one filled to the one before
///   (`tonexty`), all at the same x, is a stacked area drawn from running totals: each layer is
///   the difference to the line below. A line filled to one without fill (a band) and every
///   other fill are refused.
extension PlotlyFigure {
  /// Declares the layering of a subplot of scatter and bar traces read into `chart` (its series
  /// in trace order), or refuses it by name.
  static func layer(
    _ chart: inout ImportedChart, traces: [Trace], layout: JSONObject, root: JSONPointer
  ) throws(ImportProblem) {
    let barmode = try ImportJSON.string(layout["barmode"], at: root / "layout" / "barmode") ?? "group"
    let barnorm = try ImportJSON.string(layout["barnorm"], at: root / "layout" / "barnorm").flatMap {
      $0.isEmpty ? nil : $0
    }
    let bars = traces.filter { $0.type == "bar" }
    for bar in bars {
      if let base = bar.object["base"], base != .null {
        throw ImportProblem.notSupported(bar.pointer / "base", "bars that start from a base (base)")
      }
    }
    if !bars.isEmpty {
      let stacks = barmode == "stack" || barmode == "relative"
      if let barnorm {
        guard stacks, bars.count == traces.count else {
          let what =
            stacks ? "normalised bars with lines" : "normalised bars (barnorm \"\(barnorm)\") in barmode \"\(barmode)\""
          throw ImportProblem.notSupported(root / "layout" / "barnorm", what)
        }
        guard barnorm == "percent" || barnorm == "fraction" else {
          throw ImportProblem(
            root / "layout" / "barnorm", "unknown barnorm \"\(barnorm)\"; expected percent or fraction")
        }
        chart.kind = .normalizedBar
        return
      }
      guard bars.count > 1 else { return }
      switch barmode {
      case "group":
        if bars.count == traces.count { chart.kind = .groupedBar }
      case "stack", "relative":
        guard bars.count == traces.count else {
          throw ImportProblem.notSupported(root / "layout" / "barmode", "stacked bars with lines in one subplot")
        }
        if barmode == "stack",
          let (index, position) = chart.series.enumerated().lazy.compactMap({ index, series in
            series.ys.firstIndex(where: { $0 < 0 }).map { (index, $0) }
          }).first
        {
          throw ImportProblem.notSupported(
            traces[index].pointer / (traces[index].object["orientation"] == .string("h") ? "x" : "y") / position,
            "stacked bars with values below zero in barmode \"stack\" (Plotly stacks them on the running total; barmode \"relative\" draws them below zero, as AudioGraph does)"
          )
        }
        chart.kind = .stackedBar
      default:
        throw ImportProblem.notSupported(root / "layout" / "barmode", "overlaid bars (barmode \"\(barmode)\")")
      }
      return
    }
    try layerAreas(&chart, traces: traces)
  }

  /// Stack groups and fills of a subplot of scatter traces.
  private static func layerAreas(_ chart: inout ImportedChart, traces: [Trace]) throws(ImportProblem) {
    var groups: [String] = []
    for trace in traces {
      if case .string(let group)? = trace.object["stackgroup"], !group.isEmpty {
        if !groups.contains(group) { groups.append(group) }
      } else if trace.object["stackgroup"] != nil, trace.object["stackgroup"] != .null,
        trace.object["stackgroup"] != .string("")
      {
        throw ImportProblem(trace.pointer / "stackgroup", "expected the name of a stack group (a string)")
      }
    }
    if !groups.isEmpty {
      try stackGroup(&chart, traces: traces, groups: groups)
      return
    }
    let fills = try traces.map { trace throws(ImportProblem) in
      try ImportJSON.string(trace.object["fill"], at: trace.pointer / "fill") ?? "none"
    }
    for (trace, fill) in zip(traces, fills) where !["none", "tozeroy", "tonexty"].contains(fill) {
      throw ImportProblem.notSupported(trace.pointer / "fill", "an area filled \"\(fill)\"")
    }
    guard let first = fills.firstIndex(of: "tonexty") else { return }
    // tonexty on the first trace fills to zero, as Plotly draws it.
    if first > 0 && fills[first - 1] == "none" {
      throw ImportProblem.notSupported(
        traces[first].pointer / "fill", "a band between two lines (fill \"tonexty\" to a line without fill)")
    }
    guard fills.allSatisfy({ $0 != "none" }) else {
      let odd = fills.firstIndex(of: "none")!
      throw ImportProblem.notSupported(traces[odd].pointer / "fill", "a line without fill among filled areas")
    }
    if let restart = fills.dropFirst().firstIndex(of: "tozeroy") {
      throw ImportProblem.notSupported(
        traces[restart].pointer / "fill", "areas filled to zero over areas filled to the line below")
    }
    try fillsToNext(&chart, traces: traces)
  }

  /// The traces of stack groups: one group is a stacked area, layers bottom to top in trace order.
  private static func stackGroup(
    _ chart: inout ImportedChart, traces: [Trace], groups: [String]
  ) throws(ImportProblem) {
    guard groups.count == 1 else {
      let second = traces.first { $0.object["stackgroup"] == .string(groups[1]) }!
      throw ImportProblem.notSupported(second.pointer / "stackgroup", "two stack groups in one subplot")
    }
    for trace in traces {
      guard case .string? = trace.object["stackgroup"] else {
        throw ImportProblem.notSupported(trace.pointer, "a line together with a stacked area in one subplot")
      }
      if case .string(let norm)? = trace.object["groupnorm"], !norm.isEmpty {
        throw ImportProblem.normalizedArea(trace.pointer / "groupnorm", "groupnorm \"\(norm)\"")
      }
      if trace.object["orientation"] == .string("h") {
        throw ImportProblem.notSupported(trace.pointer / "orientation", "a horizontal stacked area")
      }
      if trace.object["stackgaps"] == .string("interpolate") {
        throw ImportProblem.notSupported(
          trace.pointer / "stackgaps", "gaps interpolated in a stacked area (stackgaps \"interpolate\")")
      }
    }
    guard traces.count > 1 else {
      // One area alone is the line it is drawn under.
      chart.kind = .line
      chart.series[0].isContinuous = true
      return
    }
    chart.kind = .stackedArea
    for index in chart.series.indices { chart.series[index].isContinuous = true }
  }

  /// Lines filled each to the one before: the layers are the differences between them.
  private static func fillsToNext(_ chart: inout ImportedChart, traces: [Trace]) throws(ImportProblem) {
    let base = chart.series[0]
    for (index, series) in chart.series.enumerated().dropFirst() {
      guard series.xNumbers == base.xNumbers, series.xStrings == base.xStrings else {
        throw ImportProblem.notSupported(
          traces[index].pointer / "x", "areas filled to the line below at other x values than that line")
      }
    }
    var layers = chart.series
    for index in layers.indices.dropFirst() {
      let below = chart.series[index - 1].ys
      for (position, top) in chart.series[index].ys.enumerated() {
        let height = top - below[position]
        if height < 0 {
          throw ImportProblem.notSupported(
            traces[index].pointer / "y" / position,
            "an area filled to a line above it (fill \"tonexty\" where the lines cross)")
        }
        layers[index].ys[position] = height
      }
    }
    chart.series = layers.map {
      var layer = $0
      layer.isContinuous = true
      return layer
    }
    chart.kind = chart.series.count > 1 ? .stackedArea : .line
  }
}
