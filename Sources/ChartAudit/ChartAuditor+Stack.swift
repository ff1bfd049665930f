import ChartAccessibility

extension AuditRule {
  /// Every layer of a stacked chart has a value at every x (a missing one is stacked as 0).
  public static let stackGaps = AuditRule(id: "stack-gaps", summary: englishSummary("stack-gaps"), criterion: nil)
}

extension ChartAuditor {
  /// A stack's findings (``ChartKind/isStacked``): a warning per layer without a value at some
  /// x of the stack (``StackLayout``), which the stack counts as 0 and so its total and shares
  /// there pass over without a word. Empty for other charts.
  func stackFindings(_ chart: AXChartDescriptor) -> [AuditFinding] {
    guard chart.kind?.isStacked == true else { return [] }
    let layout = StackLayout(chart: chart)
    let total = (0..<layout.count).count { layout.hasValue(at: $0) }
    var findings: [AuditFinding] = []
    for layer in 0..<layout.layerCount {
      let missing = (0..<layout.count).count { layout.hasValue(at: $0) && layout.values[layer][$0].isNaN }
      guard missing > 0 else { continue }
      findings.append(
        AuditFinding(
          rule: .stackGaps, severity: .warning, pointer: "/series/\(layer)",
          message: say(
            "stackGaps", ["series": .text(seriesLabel(chart, layer)), "count": .count(missing), "total": .count(total)]),
          fix: say("stackGaps.fix"),
          measurements: JSONObject([("missing", .number(Double(missing))), ("xValues", .number(Double(total)))])))
    }
    return findings
  }
}
