/// Finds the charts an HTML page or SVG file embeds and reads them:
///
/// - Plotly: the data and layout arguments of each `Plotly.newPlot(…)` or `Plotly.react(…)`
///   call (Plotly's HTML export, `fig.write_html`);
/// - Vega-Lite: the object assigned to `spec` (`var spec = {…}`, Altair's `save("chart.html")`)
///   or given to `vegaEmbed(element, {…})`;
/// - MAIDR: the `maidr` (or `maidr-data`) attribute of an element (py-maidr's SVG, HTML-escaped)
///   and `maidr = {…}` in a script (py-maidr's page with `data_in_svg=False`).
///
/// The charts are numbered in page order, each figure's subplots in turn. A problem is reported
/// with the page's name and the line the embedded JSON starts on, then the JSON pointer.
enum HTMLCharts {
  /// One embedded document: its format, where it starts, and its JSON.
  struct Embedded {
    var format: ChartImportFormat
    var offset: Int
    var document: JSONValue
  }

  static func charts(
    in bytes: [UInt8], fileName: String?, format: ChartImportFormat?, baseDirectory: String?, dataFile: String?,
    context: FormattingContext
  ) throws(ChartFileError) -> [AXChartDescriptor] {
    let found = try embedded(in: bytes, fileName: fileName, format: format)
    guard !found.isEmpty else {
      let what =
        switch format {
        case .plotly?: "no Plotly figure (Plotly.newPlot)"
        case .vegaLite?: "no Vega-Lite spec (var spec = or vegaEmbed)"
        case .maidr?: "no MAIDR data (a maidr attribute or maidr = in a script)"
        default: "no Plotly figure, Vega-Lite spec or MAIDR data"
        }
      throw .invalid([ChartInputProblem(file: fileName, location: .whole, message: "found \(what) in the page")])
    }
    var charts: [AXChartDescriptor] = []
    for item in found {
      let name = "\(fileName ?? "page"), line \(line(of: item.offset, in: bytes))"
      charts += try ChartImport.charts(
        in: item.document, format: item.format, at: .root, fileName: name, baseDirectory: baseDirectory,
        dataFile: dataFile, context: context)
    }
    return charts
  }

  static func line(of offset: Int, in bytes: [UInt8]) -> Int {
    1 + bytes[..<min(offset, bytes.count)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
  }

  /// Every embedded document of `format` (any format when `nil`), in page order.
  static func embedded(in bytes: [UInt8], fileName: String?, format: ChartImportFormat?) throws(ChartFileError)
    -> [Embedded]
  {
    var found: [Embedded] = []
    func syntax(_ error: JSONParser.SyntaxError, _ offset: Int) -> ChartFileError {
      .invalid([
        ChartInputProblem(
          file: fileName, location: .lineColumn(line: error.line, column: error.column),
          message: "in the chart embedded at line \(line(of: offset, in: bytes)): \(error.message)")
      ])
    }
    if format == nil || format == .plotly {
      for marker in ["Plotly.newPlot(", "Plotly.react("] {
        for start in occurrences(of: marker, in: bytes) {
          var index = start + marker.utf8.count
          skipWhitespace(bytes, &index)
          // The element: a string literal or a name.
          if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
            let quote = bytes[index]
            index += 1
            while index < bytes.count, bytes[index] != quote {
              index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            index += 1
          } else {
            while index < bytes.count, bytes[index] != UInt8(ascii: ",") { index += 1 }
          }
          skipWhitespace(bytes, &index)
          guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { continue }
          index += 1
          skipWhitespace(bytes, &index)
          guard index < bytes.count, bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "{") else {
            continue
          }
          let dataStart = index
          do {
            let (data, end) = try JSONParser.parseValue(in: bytes, from: index)
            if case .object = data {
              found.append(Embedded(format: .plotly, offset: dataStart, document: data))
              continue
            }
            var figure = JSONObject([("data", data)])
            index = end
            skipWhitespace(bytes, &index)
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
              index += 1
              skipWhitespace(bytes, &index)
              if index < bytes.count, bytes[index] == UInt8(ascii: "{") {
                figure["layout"] = try JSONParser.parseValue(in: bytes, from: index).value
              }
            }
            found.append(Embedded(format: .plotly, offset: dataStart, document: .object(figure)))
          } catch {
            throw syntax(error, dataStart)
          }
        }
      }
    }
    if format == nil || format == .vegaLite {
      var starts: [Int] = []
      for marker in ["var spec = ", "const spec = ", "let spec = "] {
        starts += occurrences(of: marker, in: bytes).map { $0 + marker.utf8.count }
      }
      for start in occurrences(of: "vegaEmbed(", in: bytes) {
        var index = start + "vegaEmbed(".utf8.count
        while index < bytes.count, bytes[index] != UInt8(ascii: ","), bytes[index] != UInt8(ascii: ")") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { continue }
        index += 1
        skipWhitespace(bytes, &index)
        if index < bytes.count, bytes[index] == UInt8(ascii: "{") { starts.append(index) }
      }
      for start in starts.sorted() {
        var index = start
        skipWhitespace(bytes, &index)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { continue }
        do {
          let spec = try JSONParser.parseValue(in: bytes, from: index).value
          found.append(Embedded(format: .vegaLite, offset: index, document: spec))
        } catch {
          throw syntax(error, index)
        }
      }
    }
    if format == nil || format == .maidr {
      for marker in ["maidr=\"", "maidr='", "maidr-data=\"", "maidr-data='"] {
        for start in occurrences(of: marker, in: bytes) {
          // An attribute, not the end of another name (data-maidr=…).
          guard start == 0 || [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start - 1]) else { continue }
          let quote = marker.utf8.last!
          var end = start + marker.utf8.count
          let valueStart = end
          while end < bytes.count, bytes[end] != quote { end += 1 }
          let text = unescapeEntities(Array(bytes[valueStart..<end]))
          guard let first = text.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }), first == UInt8(ascii: "{")
          else { continue }
          do {
            found.append(Embedded(format: .maidr, offset: valueStart, document: try JSONParser.parse(text)))
          } catch {
            throw .invalid([
              ChartInputProblem(
                file: fileName, location: .line(line(of: valueStart, in: bytes)),
                message: "the maidr attribute is not valid JSON: \(error.message)")
            ])
          }
        }
      }
      for marker in ["var maidr = ", "let maidr = ", "const maidr = ", "window.maidr = "] {
        for start in occurrences(of: marker, in: bytes) {
          var index = start + marker.utf8.count
          skipWhitespace(bytes, &index)
          guard index < bytes.count, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") else {
            continue
          }
          do {
            let document = try JSONParser.parseValue(in: bytes, from: index).value
            found.append(Embedded(format: .maidr, offset: index, document: document))
          } catch {
            throw syntax(error, index)
          }
        }
      }
    }
    return found.sorted { $0.offset < $1.offset }
  }

  private static func skipWhitespace(_ bytes: [UInt8], _ index: inout Int) {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  /// The start of every occurrence of `marker` in `bytes`.
  static func occurrences(of marker: String, in bytes: [UInt8]) -> [Int] {
    let needle = Array(marker.utf8)
    guard let first = needle.first, bytes.count >= needle.count else { return [] }
    var result: [Int] = []
    var index = 0
    let last = bytes.count - needle.count
    while index <= last {
      if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) {
        result.append(index)
        index += needle.count
      } else {
        index += 1
      }
    }
    return result
  }

  /// An attribute value with its character references replaced: `&quot;` `&amp;` `&lt;` `&gt;`
  /// `&apos;` and numeric ones (`&#39;`, `&#x27;`).
  static func unescapeEntities(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.contains(UInt8(ascii: "&")) else { return bytes }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    let named: [String: String] = ["quot": "\"", "amp": "&", "lt": "<", "gt": ">", "apos": "'", "nbsp": "\u{A0}"]
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "&"),
        let semicolon = bytes[index..<min(bytes.count, index + 12)].firstIndex(of: UInt8(ascii: ";"))
      else {
        output.append(bytes[index])
        index += 1
        continue
      }
      let name = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
      var replacement: String?
      if let text = named[name] {
        replacement = text
      } else if name.hasPrefix("#x") || name.hasPrefix("#X"), let code = UInt32(name.dropFirst(2), radix: 16),
        let scalar = Unicode.Scalar(code)
      {
        replacement = String(Character(scalar))
      } else if name.hasPrefix("#"), let code = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(code) {
        replacement = String(Character(scalar))
      }
      if let replacement {
        output += Array(replacement.utf8)
        index = semicolon + 1
      } else {
        output.append(bytes[index])
        index += 1
      }
    }
    return output
  }
}
