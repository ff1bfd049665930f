import Foundation

/// Reads Vega-Lite specifications, versions 5 and 6: what Altair's `to_json()` writes and what
/// vega-embed pages hold.
///
/// Each chart of a spec is one chart: a single view, each facet of a faceted view (`facet`, or
/// the `column`, `row` and `facet` channels), each view of `concat`, `hconcat` and `vconcat`.
/// A layered view (`layer`) is one chart whose layers add series; a `rule` layer is a reference
/// line.
///
/// - Data: inline `data.values`, `datasets` with `data.name`, and `data.url` to a local CSV,
///   TSV or JSON file relative to the spec (or the file given as `dataFile`). A remote URL is
///   never fetched: it is an error naming `--data FILE`.
/// - Marks: `line`, `bar` (vertical, horizontal when y is the discrete axis; grouped with
///   `xOffset`), `point`, `circle`, `square` (a scatter when both axes are quantitative), `arc`
///   (a pie: `theta` and `color`), `rule` (a reference line, in a layer), `text` (ignored: it
///   labels what other marks show).
/// - Encodings: `x`, `y`, `color` (series; also `strokeDash` and `detail`), `theta`, `xOffset`,
///   `column`, `row`, `facet`; field types; `aggregate` (count, sum, mean, median, min, max,
///   valid, missing, distinct); `timeUnit` (year, yearquarter, yearmonth, yearmonthdate and the
///   hours and minutes after it, UTC or not); `sort`; `scale.type: "log"`; titles and
///   `axis.format` (units, currency, percent).
/// - Transforms: `filter` (the field predicates and simple expressions: fields, arithmetic,
///   comparisons, `&&`, `||` and a few functions), `calculate`, `fold`, `aggregate`,
///   `timeUnit`.
///
/// Also read: histograms (a `bar` mark over a `bin`ned field with `count()`), the `boxplot` mark
/// and the `rect` mark (a heatmap); see VegaLiteStatistical.swift.
///
/// Refused by name with a JSON pointer into the spec: every other mark (`area`, `tick`, …),
/// `bin` anywhere else, stacked and overlaid bars, other transforms (`window`,
/// `joinaggregate`, `density`, …), `repeat`, selections used as filters, and Vega (not
/// Vega-Lite) specs.
public enum VegaLiteSpec {
  /// Every chart in a Vega-Lite spec.
  ///
  /// - Parameters:
  ///   - spec: the parsed spec (a top-level view, a layer, a facet or a concatenation).
  ///   - fileName: the name errors are located in (`nil`: none).
  ///   - baseDirectory: the directory `data.url` paths are relative to (the spec file's);
  ///     `nil` is the working directory.
  ///   - dataFile: a CSV, TSV or JSON file read instead of every `data.url` (for a spec whose
  ///     data is on the web).
  ///   - context: how dates, numbers and units are written in the charts' labels.
  /// - Throws: ``ChartFileError/invalid(_:)`` with a JSON pointer into the spec, or
  ///   ``ChartFileError/cannotOpen(path:reason:)`` when a data file cannot be read.
  public static func charts(
    in spec: JSONValue, fileName: String? = nil, baseDirectory: String? = nil, dataFile: String? = nil,
    context: FormattingContext = .default
  ) throws(ChartFileError) -> [AXChartDescriptor] {
    try charts(
      in: spec, at: .root, fileName: fileName, baseDirectory: baseDirectory, dataFile: dataFile, context: context)
  }

  static func charts(
    in spec: JSONValue, at root: JSONPointer, fileName: String?, baseDirectory: String?, dataFile: String?,
    context: FormattingContext
  ) throws(ChartFileError) -> [AXChartDescriptor] {
    var reader = VegaLiteReader(baseDirectory: baseDirectory, dataFile: dataFile)
    let imported: [ImportedChart]
    do throws(ImportProblem) {
      imported = try reader.read(spec, at: root)
    } catch {
      if let failure = reader.fileError { throw failure }
      throw error.chartFileError(fileName: fileName)
    }
    return try imported.descriptors(fileName: fileName, context: context)
  }

  /// Whether `document` looks like a Vega-Lite (or Vega) spec.
  static func looksLikeSpec(_ document: JSONValue) -> Bool {
    guard case .object(let object) = document, object["series"] == nil else { return false }
    if case .string(let schema)? = object["$schema"], schema.contains("vega") { return true }
    return ["mark", "layer", "facet", "hconcat", "vconcat", "concat", "repeat"].contains { object[$0] != nil }
  }
}

/// The state of reading one spec: its named datasets and where its files are.
struct VegaLiteReader {
  typealias Row = VegaLiteData.Row

  var baseDirectory: String?
  var dataFile: String?
  var datasets = JSONObject()
  var datasetsPointer = JSONPointer.root / "datasets"
  /// A data file that could not be opened (reported as such, exit 66).
  var fileError: ChartFileError?

  init(baseDirectory: String?, dataFile: String?) {
    self.baseDirectory = baseDirectory
    self.dataFile = dataFile
  }

  /// What a view inherits from the views around it.
  struct Inherited {
    var rows: [Row]?
    var encoding = JSONObject()
    var title: String?
  }

  mutating func read(_ spec: JSONValue, at root: JSONPointer) throws(ImportProblem) -> [ImportedChart] {
    let object = try ImportJSON.object(spec, at: root)
    if case .string(let schema)? = object["$schema"], schema.contains("/vega/") {
      throw ImportProblem.notSupported(root / "$schema", "a Vega spec (AudioGraph reads Vega-Lite)")
    }
    if case .object(let sets)? = object["datasets"] {
      datasets = sets
      datasetsPointer = root / "datasets"
    }
    let charts = try views(object, at: root, inherited: Inherited())
    guard !charts.isEmpty else { throw ImportProblem(root, "the spec has no chart AudioGraph can read") }
    return charts
  }

  // MARK: Views

  /// The charts of one view and the views inside it.
  mutating func views(_ spec: JSONObject, at pointer: JSONPointer, inherited: Inherited) throws(ImportProblem)
    -> [ImportedChart]
  {
    if spec["repeat"] != nil { throw ImportProblem.notSupported(pointer / "repeat", "repeat") }
    var inherited = inherited
    if let title = try ImportJSON.title(spec["title"], at: pointer / "title") { inherited.title = title }
    var rows = try data(spec["data"], at: pointer / "data") ?? inherited.rows
    if let transforms = spec["transform"] {
      guard let input = rows else { throw ImportProblem(pointer / "transform", "the view has no data") }
      rows = try VegaLiteTransforms.apply(transforms, to: input, at: pointer / "transform")
    }
    inherited.rows = rows

    for key in ["concat", "hconcat", "vconcat"] {
      guard let value = spec[key] else { continue }
      var charts: [ImportedChart] = []
      for (index, view) in try ImportJSON.array(value, at: pointer / key).enumerated() {
        charts += try views(
          try ImportJSON.object(view, at: pointer / key / index), at: pointer / key / index,
          inherited: inherited)
      }
      return charts
    }
    if let facet = spec["facet"] {
      let inner = try ImportJSON.object(spec["spec"], at: pointer / "spec")
      let facetObject = try ImportJSON.object(facet, at: pointer / "facet")
      // `facet: {field: …}` or `facet: {row: {field: …}, column: {field: …}}`.
      var channels: [(JSONObject, JSONPointer)] = []
      if facetObject["field"] != nil {
        channels = [(facetObject, pointer / "facet")]
      } else {
        for key in ["row", "column"] {
          if let value = facetObject[key] {
            channels.append((try ImportJSON.object(value, at: pointer / "facet" / key), pointer / "facet" / key))
          }
        }
      }
      return try facets(channels, rows: rows, at: pointer) { (reader, facetRows, facetTitle) throws(ImportProblem) in
        var facetInherited = inherited
        facetInherited.rows = facetRows
        facetInherited.title = Self.joined(inherited.title, facetTitle)
        return try reader.views(inner, at: pointer / "spec", inherited: facetInherited)
      }
    }

    var encoding = inherited.encoding
    if let own = spec["encoding"] {
      for member in try ImportJSON.object(own, at: pointer / "encoding").members { encoding[member.key] = member.value }
    }
    if let layers = spec["layer"] {
      return [
        try layered(
          try ImportJSON.array(layers, at: pointer / "layer"), at: pointer, inherited: inherited,
          encoding: encoding)
      ]
    }
    guard spec["mark"] != nil else { throw ImportProblem(pointer, "the view has no mark, layer, facet or concat") }

    // Bars faceted into columns: one grouped bar chart (VegaLiteColumnGroups.swift).
    if Self.isColumnGroupedBars(spec, encoding: encoding) {
      var chart = ImportedChart(source: pointer)
      chart.title = inherited.title
      try unit(spec, at: pointer, rows: rows, encoding: encoding, columnGroups: true, into: &chart)
      return [chart]
    }
    // Faceting channels: each facet a chart.
    var channels: [(JSONObject, JSONPointer)] = []
    for key in ["facet", "row", "column"] {
      if let value = encoding[key] {
        channels.append((try ImportJSON.object(value, at: pointer / "encoding" / key), pointer / "encoding" / key))
        encoding[key] = nil
      }
    }
    let unitEncoding = encoding
    if !channels.isEmpty {
      return try facets(channels, rows: rows, at: pointer) { (reader, facetRows, facetTitle) throws(ImportProblem) in
        var chart = ImportedChart(source: pointer)
        chart.title = Self.joined(inherited.title, facetTitle)
        try reader.unit(spec, at: pointer, rows: facetRows, encoding: unitEncoding, into: &chart)
        return [chart]
      }
    }
    var chart = ImportedChart(source: pointer)
    chart.title = inherited.title
    try unit(spec, at: pointer, rows: rows, encoding: encoding, into: &chart)
    return [chart]
  }

  static func joined(_ title: String?, _ facet: String) -> String {
    guard let title, !title.isEmpty else { return facet }
    return title + " — " + facet
  }

  /// One chart per combination of the facet fields' values, in their sorted order.
  mutating func facets(
    _ channels: [(JSONObject, JSONPointer)], rows: [Row]?, at pointer: JSONPointer,
    make: (inout VegaLiteReader, [Row], String) throws(ImportProblem) -> [ImportedChart]
  ) throws(ImportProblem) -> [ImportedChart] {
    guard let rows else { throw ImportProblem(pointer / "data", "the view has no data") }
    var fields: [String] = []
    for (channel, channelPointer) in channels {
      guard let field = try ImportJSON.string(channel["field"], at: channelPointer / "field") else {
        throw ImportProblem(channelPointer / "field", "a facet needs a field")
      }
      fields.append(field)
    }
    var groups: [[JSONValue]: [Row]] = [:]
    for row in rows {
      groups[fields.map { VegaLiteData.value(row, $0) }, default: []].append(row)
    }
    let keys = groups.keys.sorted { a, b in
      for (x, y) in zip(a, b) where x != y { return VegaLiteReader.ascending(x, y) }
      return false
    }
    var charts: [ImportedChart] = []
    for key in keys {
      let title = zip(fields, key).map { "\(VegaLiteData.plainName($0)): \(VegaExpression.text($1))" }.joined(
        separator: ", ")
      charts += try make(&self, groups[key]!, title)
    }
    return charts
  }

  /// Vega's ascending order: numbers before strings, numbers by value, strings by code point.
  static func ascending(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.number(let x), .number(let y)): return x < y
    case (.string(let x), .string(let y)): return x < y
    case (.number, _): return true
    case (_, .number): return false
    case (.null, _): return false
    case (_, .null): return true
    default: return VegaExpression.text(a) < VegaExpression.text(b)
    }
  }

  /// A layered view: the layers' series on one chart; rules are reference lines.
  mutating func layered(
    _ layers: [JSONValue], at pointer: JSONPointer, inherited: Inherited, encoding: JSONObject
  ) throws(ImportProblem) -> ImportedChart {
    var chart = ImportedChart(source: pointer)
    chart.title = inherited.title
    var layerInherited = inherited
    layerInherited.encoding = encoding
    var sawData = false
    for (index, layer) in layers.enumerated() {
      let layerPointer = pointer / "layer" / index
      let spec = try ImportJSON.object(layer, at: layerPointer)
      // A title given to a layer (Altair repeats the chart's on each) titles the chart.
      if chart.title == nil, let title = try ImportJSON.title(spec["title"], at: layerPointer / "title") {
        chart.title = title
      }
      if spec["layer"] != nil {
        let inner = try layered(
          try ImportJSON.array(spec["layer"], at: layerPointer / "layer"), at: layerPointer, inherited: layerInherited,
          encoding: encoding)
        try merge(inner, into: &chart, sawData: &sawData, at: layerPointer)
        continue
      }
      var rows = try data(spec["data"], at: layerPointer / "data") ?? inherited.rows
      if let transforms = spec["transform"] {
        guard let input = rows else { throw ImportProblem(layerPointer / "transform", "the layer has no data") }
        rows = try VegaLiteTransforms.apply(transforms, to: input, at: layerPointer / "transform")
      }
      var layerEncoding = encoding
      if let own = spec["encoding"] {
        for member in try ImportJSON.object(own, at: layerPointer / "encoding").members {
          layerEncoding[member.key] = member.value
        }
      }
      var layerChart = ImportedChart(source: layerPointer)
      try unit(spec, at: layerPointer, rows: rows, encoding: layerEncoding, into: &layerChart)
      try merge(layerChart, into: &chart, sawData: &sawData, at: layerPointer)
    }
    guard sawData else { throw ImportProblem(pointer / "layer", "no layer has data AudioGraph can read as a chart") }
    return chart
  }

  private func merge(
    _ layer: ImportedChart, into chart: inout ImportedChart, sawData: inout Bool, at pointer: JSONPointer
  ) throws(ImportProblem) {
    chart.referenceLines += layer.referenceLines
    guard !layer.series.isEmpty else { return }
    if !sawData {
      let lines = chart.referenceLines
      let title = chart.title
      chart = layer
      chart.source = pointer
      chart.title = title
      chart.referenceLines = lines
      sawData = true
      return
    }
    guard layer.xKind == chart.xKind else {
      throw ImportProblem.notSupported(
        pointer, "a layer whose x axis is \(layer.xKind.rawValue) over one that is \(chart.xKind.rawValue)")
    }
    let kind = chart.kind
    if layer.kind != chart.kind { chart.kind = nil }
    for series in layer.series {
      // A layer drawing the same points again (points over a line) adds nothing to hear.
      if let same = chart.series.firstIndex(where: {
        $0.name == series.name && $0.xNumbers == series.xNumbers && $0.xStrings == series.xStrings
          && $0.ys.elementsEqual(series.ys) { $0 == $1 || ($0.isNaN && $1.isNaN) }
      }) {
        chart.series[same].isContinuous = chart.series[same].isContinuous || series.isContinuous
        continue
      }
      // A stack's layers are not series to mix with other marks' (their sum is what is drawn).
      if kind?.isLayered == true || layer.kind?.isLayered == true {
        throw ImportProblem.notSupported(pointer, "stacked or grouped bars or areas layered with other marks")
      }
      chart.series.append(series)
    }
    // A stack drawn again by another mark (a line over an area's points) stays the stack.
    if kind?.isLayered == true { chart.kind = kind }
    if var categories = chart.categories, let more = layer.categories {
      for category in more where !categories.contains(category) { categories.append(category) }
      chart.categories = categories
    }
  }

  // MARK: Data

  /// The rows of a `data` value, or `nil` when there is none (the view inherits its parent's).
  mutating func data(_ value: JSONValue?, at pointer: JSONPointer) throws(ImportProblem) -> [Row]? {
    guard let value, value != .null else { return nil }
    let object = try ImportJSON.object(value, at: pointer)
    if let values = object["values"] {
      return try rows(values, at: pointer / "values")
    }
    if let name = try ImportJSON.string(object["name"], at: pointer / "name") {
      guard let values = datasets[name] else {
        if object["url"] == nil {
          throw ImportProblem(pointer / "name", "there is no dataset named \"\(name)\" in datasets")
        }
        return try url(object, at: pointer)
      }
      return try rows(values, at: datasetsPointer / name)
    }
    if object["url"] != nil { return try url(object, at: pointer) }
    for key in ["sequence", "sphere", "graticule"] where object[key] != nil {
      throw ImportProblem.notSupported(pointer / key, "generated data (\(key))")
    }
    throw ImportProblem(pointer, "expected values, name or url")
  }

  func rows(_ value: JSONValue, at pointer: JSONPointer) throws(ImportProblem) -> [Row] {
    let items = try ImportJSON.array(value, at: pointer)
    var rows: [Row] = []
    rows.reserveCapacity(items.count)
    for item in items {
      switch item {
      case .object(let object):
        var row: Row = [:]
        for member in object.members { row[member.key] = member.value }
        rows.append(row)
      default: rows.append(["data": item])
      }
    }
    return rows
  }

  /// The rows of `data.url`: a local file relative to the spec, or ``dataFile``.
  mutating func url(_ object: JSONObject, at pointer: JSONPointer) throws(ImportProblem) -> [Row] {
    let url = try ImportJSON.string(object["url"], at: pointer / "url") ?? ""
    var path: String
    if let dataFile {
      path = dataFile
    } else {
      if url.contains("://") || url.hasPrefix("//") {
        throw ImportProblem(
          pointer / "url",
          "the data is on the web (\(url)); AudioGraph never fetches it: save the file and give it with --data FILE")
      }
      path = url
      if !url.hasPrefix("/"), let baseDirectory, !baseDirectory.isEmpty {
        path = baseDirectory + "/" + url
      }
    }
    var type = path.lowercased().hasSuffix(".tsv") ? "tsv" : path.lowercased().hasSuffix(".json") ? "json" : "csv"
    var property: String?
    if case .object(let format)? = object["format"] {
      if case .string(let declared)? = format["type"] { type = declared }
      if case .string(let name)? = format["property"] { property = name }
    }
    let bytes: [UInt8]
    do {
      bytes = try ChartFile.readFile(path)
    } catch {
      fileError = error
      throw ImportProblem(pointer / "url", "cannot read \(path)")
    }
    switch type {
    case "csv", "tsv":
      do {
        return try VegaLiteData.rows(csv: bytes, delimiter: type == "tsv" ? 9 : UInt8(ascii: ","))
      } catch {
        throw ImportProblem(pointer / "url", "\(path): \(error.location): \(error.message)")
      }
    case "json":
      var document: JSONValue
      do {
        document = try JSONParser.parse(bytes)
      } catch {
        throw ImportProblem(pointer / "url", "\(path): line \(error.line), column \(error.column): \(error.message)")
      }
      if let property {
        for part in property.split(separator: ".") {
          guard case .object(let inner) = document, let next = inner[String(part)] else {
            throw ImportProblem(pointer / "format" / "property", "\(path) has no \(property)")
          }
          document = next
        }
      }
      return try rows(document, at: pointer / "url")
    default:
      throw ImportProblem.notSupported(pointer / "format" / "type", "the data format \"\(type)\"")
    }
  }
}
