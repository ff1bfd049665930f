/// Plotly's error bars (`error_y`, and `error_x` of horizontal bars) as each point's interval
/// (the chart file's `ci`), computed as plotly.js computes them (its errorbars `compute_error`):
///
/// - `type: "data"` (the default when `array` is given): `array[i]` above the value and
///   `arrayminus[i]` below it, or `array[i]` both ways when `symmetric` (the default when there
///   is no `arrayminus`); a missing or non-numeric entry is no bar at that point.
/// - `"percent"` (the default otherwise): `value` percent of the value's size above it,
///   `valueminus` percent below (or `value` when symmetric); `value` defaults to 10.
/// - `"constant"`: `value` above, `valueminus` (or `value`) below.
/// - `"sqrt"`: the square root of the value's size both ways.
///
/// Error bars are drawn when `visible` is true, its default when `array` or `value` is given or
/// the type is `sqrt` (plotly.js' errorbars defaults).
/// A point without a value has no interval. Error bars on the category or x axis of a trace
/// (`error_x` of a vertical trace, `error_y` of a horizontal one) are refused: AudioGraph's
/// intervals are on the values.
extension PlotlyFigure {
  /// Each value's interval from the trace's error bars on its value axis, or `nil` when it has
  /// none.
  static func errorIntervals(
    _ trace: Trace, values: [Double], horizontal: Bool
  ) throws(ImportProblem) -> [ClosedRange<Double>?]? {
    let (valueKey, otherKey) = horizontal ? ("error_x", "error_y") : ("error_y", "error_x")
    if let other = try errorBars(trace, key: otherKey), isVisible(other) {
      throw ImportProblem(
        trace.pointer / otherKey,
        "error bars on the \(horizontal ? "category" : "x") axis (\(otherKey)) are not supported yet: AudioGraph's intervals are on the values"
      )
    }
    guard let bars = try errorBars(trace, key: valueKey), isVisible(bars) else { return nil }
    let pointer = trace.pointer / valueKey
    let hasArray = bars["array"] != nil && bars["array"] != .null
    let type = try ImportJSON.string(bars["type"], at: pointer / "type") ?? (hasArray ? "data" : "percent")
    let minusKey = type == "data" ? "arrayminus" : "valueminus"
    let symmetric: Bool
    switch bars["symmetric"] {
    case .bool(let flag)?: symmetric = flag
    case nil, .null?: symmetric = bars[minusKey] == nil || bars[minusKey] == .null
    case let other?:
      throw ImportProblem(pointer / "symmetric", "expected true or false, found \(other.typeDescription)")
    }
    func number(_ key: String, default fallback: Double) throws(ImportProblem) -> Double {
      switch bars[key] {
      case nil, .null?: return fallback
      case .number(let number)?: return number
      case let other?: throw ImportProblem(pointer / key, "expected a number, found \(other.typeDescription)")
      }
    }
    let errors: (Int, Double) -> (minus: Double, plus: Double)
    switch type {
    case "data":
      let plus = try array(bars["array"], count: values.count, at: pointer / "array")
      let minus = symmetric ? plus : try array(bars["arrayminus"], count: values.count, at: pointer / "arrayminus")
      errors = { index, _ in (minus[index], plus[index]) }
    case "percent", "constant":
      let plus = try number("value", default: 10)
      let minus = symmetric ? plus : try number("valueminus", default: 10)
      errors =
        type == "percent"
        ? { _, value in (abs(value) * minus / 100, abs(value) * plus / 100) } : { _, _ in (minus, plus) }
    case "sqrt":
      errors = { _, value in (abs(value).squareRoot(), abs(value).squareRoot()) }
    default:
      throw ImportProblem(
        pointer / "type", "unknown error bar type \"\(type)\"; expected data, percent, constant or sqrt")
    }
    var intervals: [ClosedRange<Double>?] = []
    intervals.reserveCapacity(values.count)
    for (index, value) in values.enumerated() {
      let (minus, plus) = errors(index, value)
      guard value.isFinite, minus.isFinite, plus.isFinite else {
        intervals.append(nil)
        continue
      }
      guard minus >= 0, plus >= 0 else {
        let key = minus < 0 && !symmetric ? minusKey : (type == "data" ? "array" : "value")
        throw ImportProblem(
          type == "data" ? pointer / key / index : pointer / key, "an error bar cannot be negative")
      }
      intervals.append((value - minus)...(value + plus))
    }
    return intervals.contains { $0 != nil } ? intervals : nil
  }

  private static func errorBars(_ trace: Trace, key: String) throws(ImportProblem) -> JSONObject? {
    guard let value = trace.object[key], value != .null else { return nil }
    return try ImportJSON.object(value, at: trace.pointer / key)
  }

  private static func isVisible(_ bars: JSONObject) -> Bool {
    if case .bool(let visible)? = bars["visible"] { return visible }
    return (bars["array"] != nil && bars["array"] != .null) || (bars["value"] != nil && bars["value"] != .null)
      || bars["type"] == .string("sqrt")
  }

  /// An error array: numbers (NaN where missing), as long as the values (missing entries past
  /// its end are no bars).
  private static func array(_ value: JSONValue?, count: Int, at pointer: JSONPointer) throws(ImportProblem) -> [Double]
  {
    guard let read = try values(value, at: pointer) else { return Array(repeating: .nan, count: count) }
    var numbers = try numbers(read, at: pointer)
    if numbers.count < count { numbers += Array(repeating: .nan, count: count - numbers.count) }
    return Array(numbers.prefix(count))
  }
}
