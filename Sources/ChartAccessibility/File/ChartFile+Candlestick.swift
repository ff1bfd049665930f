/// The prices of a candlestick series' points as they are read, one entry per point.
struct OHLCAccumulator {
  var open: [Double] = []
  var high: [Double] = []
  var low: [Double] = []
  var close: [Double] = []
  var volume: [Double] = []
  var hasVolume = false

  mutating func append(_ prices: [OHLCColumns.Field: Double]) {
    open.append(prices[.open] ?? .nan)
    high.append(prices[.high] ?? .nan)
    low.append(prices[.low] ?? .nan)
    close.append(prices[.close] ?? .nan)
    volume.append(prices[.volume] ?? .nan)
    if prices[.volume] != nil { hasVolume = true }
  }

  var columns: OHLCColumns {
    OHLCColumns(open: open, high: high, low: low, close: close, volume: hasVolume ? volume : nil)
  }
}

extension ChartFileDecoder {
  /// A candlestick point's `open`, `high`, `low`, `close` and optional `volume`, appended to
  /// ``ohlcBeingRead``; returns the close, which is the point's y. A point with none of the four
  /// prices is a gap (`y` null or absent); `y`, when given, must equal the close. The period's own
  /// checks (``OHLCColumns/problem(at:)``) are made by validation, at the same pointers.
  mutating func decodePrices(_ raw: [OHLCColumns.Field: JSONValue], y: JSONValue?, at pointer: JSONPointer) -> Double? {
    var prices: [OHLCColumns.Field: Double] = [:]
    for (field, value) in raw {
      switch value {
      case .null: break
      case .number(let number): prices[field] = number
      default: report(pointer / field.rawValue, "expected a number or null, found \(describe(value))")
      }
    }
    let missing = [OHLCColumns.Field.open, .high, .low, .close].filter { raw[$0] == nil }
    if !missing.isEmpty && missing.count < 4 {
      let names = missing.map(\.rawValue)
      report(
        pointer / names[0],
        "the required key \(names[0]) is missing; a candlestick's point has open, high, low and close (or none, for a gap)"
      )
    }
    if missing.count == 4, raw[.volume] == nil, y == nil || y == .null {
      // A gap written as {"x": …} or {"x": …, "y": null}.
    } else if missing.count == 4, case .number = y {
      report(pointer / "open", "the required key open is missing; a candlestick's point has open, high, low and close")
    }
    if let y, case .number(let number) = y, let close = prices[.close], number != close {
      report(
        pointer / "y",
        "y is the close in a candlestick chart, but it is \(JSONWriter.numberText(number)) and the close is \(JSONWriter.numberText(close)); leave y out"
      )
    }
    ohlcBeingRead.append(prices)
    return prices[.close]
  }

  /// The prices read for the series just read (none for plain `x`/`y` points, which validation
  /// then reports), and a fresh accumulator.
  mutating func takeOHLC() -> OHLCColumns? {
    defer { ohlcBeingRead = OHLCAccumulator() }
    return ohlcBeingRead.columns
  }
}
