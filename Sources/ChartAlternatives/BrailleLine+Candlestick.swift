public import ChartAccessibility

extension BrailleLine {
  /// The cell of a rising stretch: dots 3 and 4, a rising diagonal `⠌` (U+280C).
  public static let upCell: Character = "\u{280C}"
  /// The cell of a falling stretch: dots 1 and 6, a falling diagonal `⠡` (U+2821).
  public static let downCell: Character = "\u{2821}"
  /// The cell of a stretch that closed where it opened: dots 2 and 5 `⠒` (U+2812).
  public static let unchangedCell: Character = "\u{2812}"

  /// The up/down line of a candlestick series, to read under its close's line (``cells``):
  /// one cell per cell of that line, `⠌` where the cell's periods closed above where they opened
  /// (the last period's close against the first period's open, so one cell per period is that
  /// period's candle), `⠡` below, `⠒` unchanged, blank where the cell has no period. `nil` for a
  /// series that is not a candlestick's (no `AXDataSeriesDescriptor.ohlc`).
  ///
  /// - Returns: the text before the line (what the marks mean, and how many cells are up and
  ///   down) and the cells.
  public func directionLine(chart: AXChartDescriptor, language: LanguagePack = .english) -> (
    description: String, cells: String
  )? {
    let series = chart.series[seriesIndex]
    guard chart.kind == .candlestick, let ohlc = series.ohlc, ohlc.count == cellOfPoint.count else { return nil }
    var first = [Int?](repeating: nil, count: cellCount)
    var last = [Int?](repeating: nil, count: cellCount)
    for (index, cell) in cellOfPoint.enumerated() {
      guard let cell, !ohlc.isMissing(index) else { continue }
      if first[cell] == nil { first[cell] = index }
      last[cell] = index
    }
    var characters = ""
    var up = 0
    var down = 0
    for cell in 0..<cellCount {
      guard let start = first[cell], let end = last[cell] else {
        characters.append(Self.blankCell)
        continue
      }
      let open = ohlc.open[start]
      let close = ohlc.close[end]
      if close > open {
        characters.append(Self.upCell)
        up += 1
      } else if close < open {
        characters.append(Self.downCell)
        down += 1
      } else {
        characters.append(Self.unchangedCell)
      }
    }
    let name = chart.seriesName(at: seriesIndex, language: language)
    let text = language.text(
      "braille.upDown", ["series": .text(name), "up": .count(up), "down": .count(down)])
    return (text, characters)
  }
}
