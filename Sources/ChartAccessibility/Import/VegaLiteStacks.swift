/// Stacked bars and areas of Vega-Lite, read into the chart kinds of Documentation/Stacks.md.
///
/// A `bar` mark with a colour (or `detail`) field that puts several bars at one position, and an
/// `area` mark with one, stack by default (`stack` absent, `true` or `"zero"`): stacked bars or a
/// stacked area. `stack: "normalize"` on bars is normalised bars. The layers are in Vega-Lite's
/// stack order, bottom to top: the colour field's values descending for vertical bars and
/// areas, ascending for horizontal bars (what Vega-Lite's stack transform does without an
/// `order` channel), or as an `order` channel on the colour field sorts them. Bars with
/// `xOffset` are grouped bars (VegaLiteUnit.swift).
///
/// Refused by name: overlaid bars (`stack: null` or `false`; overlaid areas are read as the
/// lines they are drawn under), normalised areas (AudioGraph has no normalized area chart),
/// streamgraphs (`stack: "center"`) and an `order` channel on another field.
extension VegaLiteReader {
  /// The layered kind of a bar or area mark split by `seriesField`, from the measure's `stack`;
  /// `nil` for areas drawn over each other (lines).
  static func stackKind(
    mark: String, measure: Channel, seriesField: String, at pointer: JSONPointer
  ) throws(ImportProblem) -> ChartKind? {
    let stack = measure.object["stack"]
    let stackPointer = measure.pointer / "stack"
    switch stack {
    case nil, .bool(true)?, .string("zero")?:
      return mark == "bar" ? .stackedBar : .stackedArea
    case .string("normalize")?:
      guard mark == "bar" else {
        throw ImportProblem.normalizedArea(stackPointer, "stack \"normalize\"")
      }
      return .normalizedBar
    case .null?, .bool(false)?:
      guard mark == "bar" else { return nil }
      throw ImportProblem.notSupported(
        pointer, "overlaid bars (a bar for each \(seriesField) at one position, stack null)")
    case .string("center")?:
      throw ImportProblem.notSupported(stackPointer, "a streamgraph (stack \"center\")")
    case let other?:
      throw ImportProblem(
        stackPointer,
        "expected stack \"zero\", \"normalize\", \"center\", true, false or null, found \(VegaExpression.text(other))")
    }
  }

  /// The layers of a stack, bottom to top: Vega-Lite's stack order (the series field's values
  /// descending when the stack grows up, ascending when it grows right), or an `order` channel
  /// on the series field (`sort` ascending, the default, or descending).
  static func stackOrder(
    _ groups: [JSONValue], encoding: JSONObject, seriesField: String, horizontal: Bool, at pointer: JSONPointer
  ) throws(ImportProblem) -> [JSONValue] {
    var descending = !horizontal
    if let order = try Channel(encoding, "order", at: pointer) {
      guard order.field == seriesField, order.aggregate == nil else {
        throw ImportProblem.notSupported(
          order.pointer, "a stack ordered by another field than its colour (\(seriesField))")
      }
      descending = order.object["sort"] == .string("descending")
    }
    let ascending = groups.sorted(by: Self.ascending)
    return descending ? ascending.reversed() : ascending
  }
}
