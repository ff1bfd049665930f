import ChartAccessibility

extension ChartReadingOptions {
  /// The candlestick chart in CSV `bytes`, when `--chart candlestick` asks for one or `--chart`
  /// is auto or absent and the header has open, high, low and close columns (any case), with a
  /// note saying so on standard error; `nil` otherwise (the file is read some other way).
  func readCandlestick(_ bytes: [UInt8], name: String, path: String) throws(ChartFileError) -> AXChartDescriptor? {
    let options = csv.options(for: path)
    switch csv.chartKind {
    case .candlestick?:
      return try CSVCandlestick.decode(bytes, fileName: name, options: options, context: context)
    case nil, .auto?:
      guard csv.yColumns.isEmpty, csv.valueColumn == nil, csv.groupColumn == nil, csv.bins == nil, csv.binWidth == nil,
        CSVCandlestick.detect(bytes, delimiter: options.delimiter) != nil
      else { return nil }
      StandardError.write(
        "\(name): note: read as a candlestick chart (open, high, low and close columns); choose with --chart candlestick, histogram, box or auto"
      )
      return try CSVCandlestick.decode(bytes, fileName: name, options: options, context: context)
    default:
      return nil
    }
  }
}
