import ChartAccessibility
import Foundation

extension ChartExplorer {
  /// The line for point `index` of the current series of a stack: a layer's value with its share
  /// of the x's total ("Coal, 2001: 300, 59% of 510."), or the total ("Total, 2001: 510.");
  /// `nil` for other charts. Where the x has values of both signs the total is no longer what
  /// the shares add up to, so the share is said of the parts' combined size without signs
  /// (`StackLayout.magnitude(at:)`) and the total after it ("Goods, January 2009: -433, 52%
  /// of the parts' combined size of 833, counted without signs; total -787."). A share is said
  /// without its sign (the value carries it). The values are written by the given chart's y
  /// axis, the shares as percentages.
  func stackPointLine(_ index: Int) -> String? {
    guard let stack, index < stack.count else { return nil }
    let x = chart.pointValueTexts(chart.series[seriesIndex].point(at: index), context: nil).x
    func value(_ number: Double) -> String {
      stackValueAxis?.valueDescriptionProvider(number) ?? AXChartDescriptor.rawNumberText(number)
    }
    if seriesIndex >= stack.layerCount {
      let total = stack.total(at: index)
      return language.text(
        "explore.stackTotal",
        ["x": .text(x), "value": .text(total.isNaN ? language.text("value.missing") : value(total))])
    }
    let own = stack.values[seriesIndex][index]
    guard !own.isNaN else { return nil }
    let share = stack.share(layer: seriesIndex, at: index)
    let percent = AXNumericDataAxisDescriptor(
      title: "", range: 0...100, format: ValueFormat(style: .percent, fractionDigits: 1),
      context: FormattingContext(
        locale: Locale(identifier: language.identifier), timeZone: TimeZone(identifier: "UTC")!))
    let layers = 0..<stack.layerCount
    let mixedSigns =
      layers.contains { stack.values[$0][index] < 0 } && layers.contains { stack.values[$0][index] > 0 }
    return language.text(
      mixedSigns ? "explore.stackLayerMixed" : "explore.stackLayer",
      [
        "layer": .text(seriesName(seriesIndex)), "x": .text(x), "value": .text(value(own)),
        "share": .text(share.isNaN ? "" : percent.valueDescriptionProvider(Swift.abs(share) * 100)),
        "total": .text(value(stack.total(at: index))), "magnitude": .text(value(stack.magnitude(at: index))),
      ])
  }
}
