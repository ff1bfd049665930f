/// Altair's classic grouped bar chart: bars faceted into columns (`column` the groups, `x` the
/// bars within each, usually coloured by the same field), read as one grouped bar chart, as
/// Vega-Lite draws it with `xOffset`.
extension VegaLiteReader {
  /// Whether the encoding of a `bar` view faceted only by `column` is read as grouped bars: the
  /// column field is then the x position (the groups, in the column's sort order) and `x` the
  /// bars of a group (one series each), as ``unit(_:at:rows:encoding:columnGroups:into:)``
  /// reads them with `columnGroups`, its problems located at the channels as written. False
  /// when the view is not that chart, which is then read a chart per facet: a `row` or `facet`
  /// channel too, another mark, an `x` that is not nominal or ordinal, a `y` that is not
  /// quantitative, an `xOffset` already, or a colour by another field than `x`'s.
  static func isColumnGroupedBars(_ spec: JSONObject, encoding: JSONObject) -> Bool {
    let mark: String? =
      switch spec["mark"] {
      case .string(let type)?: type
      case .object(let object)?: if case .string(let type)? = object["type"] { type } else { nil }
      default: nil
      }
    guard mark == "bar", encoding["row"] == nil, encoding["facet"] == nil, encoding["xOffset"] == nil,
      case .object(let column)? = encoding["column"], case .string? = column["field"],
      case .object(let x)? = encoding["x"], case .string(let xField)? = x["field"],
      x["type"] == .string("nominal") || x["type"] == .string("ordinal"), x["bin"] == nil, x["aggregate"] == nil,
      case .object(let y)? = encoding["y"], y["type"] == .string("quantitative")
    else { return false }
    if let color = encoding["color"] {
      guard case .object(let object) = color, object["field"] == .string(xField) else { return false }
    }
    return true
  }
}
