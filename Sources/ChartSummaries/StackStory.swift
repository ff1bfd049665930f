import ChartAccessibility
import Foundation
import TrendStatistics

/// What stacked, normalized and grouped charts share: the layers aligned on x
/// (``StackLayout``), their figures (`StackStatistics`), the language and formatters.
struct StackWording {
  let chart: AXChartDescriptor
  let options: SummaryOptions
  let kind: ChartKind
  let layout: StackLayout
  let statistics: StackStatistics
  let language: SummaryLanguage
  let formatter: SummaryFormatter
  let xWriter: XWriter
  /// The x values as numbers (NaN for categories).
  let xNumbers: [Double]

  init?(chart: AXChartDescriptor, options: SummaryOptions, kind: ChartKind) {
    let layout = StackLayout(chart: chart)
    guard layout.layerCount > 0, layout.count > 0 else { return nil }
    let statistics = StackStatistics(values: layout.values)
    guard statistics.count > 0 else { return nil }
    self.chart = chart
    self.options = options
    self.kind = kind
    self.layout = layout
    self.statistics = statistics
    language = SummaryLanguage(pack: options.context.language)
    // The formatter says the unit in the summary's language.
    let shown = layout.values.flatMap { $0.filter { !$0.isNaN } } + statistics.totals.filter { !$0.isNaN }
    formatter = SummaryFormatter(
      context: options.context, language: language,
      writing: AxisValueWriting(axis: chart.yAxis, values: { shown }), yValues: shown)
    xNumbers = layout.xValues.map { $0.number ?? .nan }
    xWriter = XWriter(
      axis: chart.xAxis, values: xNumbers.filter { !$0.isNaN }, context: options.context, language: language,
      preposition: options.xPreposition)
  }

  func text(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String {
    language.pack.text(key, arguments)
  }

  /// In how many bars (or points of a stacked area) a layer is the largest part, "17 of 17 bars",
  /// or in how many categories a series of grouped bars is the highest, "5 of 6 categories"
  /// (`details.stackLargestCount`).
  func largestCountText(_ layer: Int, kind: ChartKind) -> String {
    text(
      "details.stackLargestCount",
      [
        "count": .count(statistics.largestCounts[layer]), "total": .count(statistics.count),
        "kind": .text(kind.rawValue),
      ])
  }

  /// Whether the x values have an order a change over them means something: numbers and dates,
  /// ordered categories, and any stacked area.
  var isOrdered: Bool {
    if kind == .stackedArea { return true }
    guard let categorical = chart.xAxis as? AXCategoricalDataAxisDescriptor else { return true }
    return categorical.isOrdered ?? chart.series.contains(where: \.isContinuous)
  }

  /// A layer's spoken name: its series name, else "Series N".
  func name(_ layer: Int) -> String {
    let name = layout.layerNames[layer]
    return name.isEmpty ? text("describe.seriesName", ["number": .count(layer + 1)]) : name
  }

  /// The x alone: "2015", "Mon".
  func xText(_ index: Int) -> String {
    let x = layout.xValues[index]
    if case .category(let name) = x { return name }
    return xWriter.text(xNumbers[index], category: nil)
  }

  /// The x after its preposition: "in 2015".
  func xPhrase(_ index: Int) -> String {
    let x = layout.xValues[index]
    if case .category(let name) = x { return xWriter.phrase(0, category: name) }
    return xWriter.phrase(xNumbers[index], category: nil)
  }

  /// A value as the summary says it (rounded to what a listener needs).
  func value(_ number: Double) -> String { formatter.y(number) }
  /// A value as the table and `describe --points` write it: the y axis' own format.
  func exact(_ number: Double) -> String {
    chart.yAxis?.valueDescriptionProvider(number) ?? AXChartDescriptor.rawNumberText(number)
  }
  /// A share as the summary says it: "12%", "minus 12%" for a negative layer's share (the word,
  /// as every heard number).
  func percent(_ fraction: Double) -> String {
    fraction < 0 ? language.negative(formatter.percent(fraction)) : formatter.percent(fraction)
  }

  /// "Stacked bar chart of Energy, 20 bars from 2001 to 2020."
  func orientation() -> String {
    // A span only over ordered x: unordered categories have no first and last.
    let first = isOrdered ? statistics.firstX.map(xText) : nil
    let last = isOrdered ? statistics.lastX.map(xText) : nil
    return language.orientation(
      kind: kind, title: chart.title, count: layout.count, first: first, last: last, role: xWriter.role.rawValue)
  }

  /// "3 layers, bottom to top: Coal, Gas and Wind."
  func layersSentence() -> String {
    text(
      "stack.layers",
      [
        "kind": .text(kind.rawValue), "count": .count(layout.layerCount),
        "list": .text(language.list((0..<layout.layerCount).map(name))),
      ])
  }

  static func number(_ value: Double?) -> JSONValue {
    value.flatMap { $0.isFinite ? JSONValue.number($0 == 0 ? 0 : $0) : nil } ?? .null
  }

  func xFact(_ index: Int) -> JSONValue {
    switch layout.xValues[index] {
    case .category(let name): .string(name)
    case .number(let value): Self.number(value)
    }
  }

  func atX(_ at: StackStatistics.AtX?) -> JSONValue {
    guard let at else { return .null }
    return .object(JSONObject([("x", xFact(at.index)), ("value", Self.number(at.value))]))
  }

  /// The facts every layered chart has: the kind, the layers with their sums and shares, and
  /// the largest part per x.
  func baseFacts() -> JSONObject {
    var object = JSONObject()
    object["kind"] = .string(kind.rawValue)
    object["count"] = .number(Double(statistics.count))
    object["layers"] = .array(
      (0..<layout.layerCount).map { layer in
        .object(
          JSONObject([
            ("name", .string(layout.layerNames[layer])), ("sum", Self.number(statistics.sums[layer])),
            ("share", Self.number(statistics.overallShares[layer])),
            ("firstShare", Self.number(statistics.firstShares[safe: layer])),
            ("lastShare", Self.number(statistics.lastShares[safe: layer])),
            ("largestCount", .number(Double(statistics.largestCounts[layer]))),
            ("negativeCount", .number(Double(statistics.negativeCounts[layer]))),
          ]))
      })
    return object
  }
}

/// A stacked bar, normalized bar or stacked area chart's story (``ChartKind/isStacked``): the
/// layers, then the total told as a line (stacked bars and areas: its trend, highest and lowest,
/// by the general writer; a normalized chart shows no totals), each layer's share of the whole and
/// which layer is the largest part, how the shares shifted from the first to the last x and which
/// layer grew most (over ordered x only), and the values below zero. Every figure is
/// `StackStatistics`'.
struct StackStory: KindStory {
  let wording: StackWording
  let options: SummaryOptions

  init?(chart: AXChartDescriptor, options: SummaryOptions) {
    let kind = options.kind ?? chart.kind ?? .stackedBar
    guard kind.isStacked, let wording = StackWording(chart: chart, options: options, kind: kind) else { return nil }
    self.wording = wording
    self.options = options
  }

  var kind: ChartKind { wording.kind }
  var statistics: StackStatistics { wording.statistics }
  var showsTotals: Bool { kind != .normalizedBar }

  /// The total as a one-series chart (a line over ordered x, bars over categories), told by the
  /// general writer.
  func totalSummary() -> ChartSummary {
    let layout = wording.layout
    let total = AXDataSeriesDescriptor(
      name: wording.text("stack.total"), isContinuous: wording.isOrdered,
      dataPoints: layout.xValues.indices.map { index in
        let y = statistics.totals[index]
        switch layout.xValues[index] {
        case .category(let name): return AXDataPoint(x: name, y: y.isNaN ? nil : y)
        case .number(let x): return AXDataPoint(x: x, y: y.isNaN ? nil : y)
        }
      })
    let chart = wording.chart.copy() as! AXChartDescriptor
    chart.series = [total]
    chart.kind = wording.isOrdered ? .line : .bar
    if let y = chart.yAxis, let low = statistics.lowestTotal?.value, let high = statistics.highestTotal?.value {
      y.range = Swift.min(y.range.lowerBound, low)...Swift.max(y.range.upperBound, high)
    }
    var inner = options
    inner.kind = chart.kind
    inner.includeOrientation = false
    var writer = SummaryWriter(chart: chart, options: inner)
    let summary = writer.write()
    wording.xWriter.countWritten(by: writer.xWriter)
    return summary
  }

  func sharesSentence() -> String? {
    let layers = wording.layout.layerCount
    guard layers > 1 else { return nil }
    let order = (0..<layers).filter { !statistics.overallShares[$0].isNaN }
      .sorted { statistics.overallShares[$0] > statistics.overallShares[$1] }
    guard !order.isEmpty else { return nil }
    let shown = order.prefix(options.thresholds.maximumSeriesHeadlines)
    var items = shown.map { layer in
      wording.text(
        "stack.shareItem",
        ["layer": .text(wording.name(layer)), "share": .text(wording.percent(statistics.overallShares[layer]))])
    }
    if order.count > shown.count {
      let rest = order.dropFirst(shown.count).reduce(0) { $0 + statistics.overallShares[$1] }
      items.append(
        wording.text(
          "stack.othersItem", ["count": .count(order.count - shown.count), "share": .text(wording.percent(rest))])
      )
    }
    return wording.text("stack.shares", ["list": .text(wording.language.list(items))])
  }

  func largestSentence() -> String? {
    guard wording.layout.layerCount > 1,
      let top = statistics.largestCounts.indices.max(by: { statistics.largestCounts[$0] < statistics.largestCounts[$1] }
      )
    else { return nil }
    return wording.text(
      "stack.largest",
      [
        "layer": .text(wording.name(top)), "count": .count(statistics.largestCounts[top]),
        "total": .count(statistics.count), "kind": .text(kind.rawValue),
        "all": .flag(statistics.largestCounts[top] == statistics.count),
      ])
  }

  func shiftSentence() -> String? {
    guard wording.isOrdered, let first = statistics.firstX, let last = statistics.lastX,
      statistics.shareFall != nil || statistics.shareRise != nil
    else { return nil }
    func arguments(_ change: StackStatistics.Change?, _ prefix: String) -> [String: MessageArgument] {
      guard let change else { return [prefix: .optional(nil)] }
      return [
        prefix: .text(wording.name(change.layer)), prefix + "From": .text(wording.percent(change.from)),
        prefix + "To": .text(wording.percent(change.to)),
      ]
    }
    var all: [String: MessageArgument] = ["first": .text(wording.xText(first)), "last": .text(wording.xText(last))]
    all.merge(arguments(statistics.shareFall, "fell")) { a, _ in a }
    all.merge(arguments(statistics.shareRise, "rose")) { a, _ in a }
    return wording.text("stack.shift", all)
  }

  func growthSentence() -> String? {
    guard wording.isOrdered, kind != .normalizedBar, wording.layout.layerCount > 1, let growth = statistics.growth
    else { return nil }
    return wording.text(
      "stack.growth",
      [
        "layer": .text(wording.name(growth.layer)), "from": .text(wording.value(growth.from)),
        "to": .text(wording.value(growth.to)),
      ])
  }

  func negativeSentence() -> String? {
    let layers = statistics.negativeCounts.indices.filter { statistics.negativeCounts[$0] > 0 }
    guard !layers.isEmpty else { return nil }
    return wording.text(
      "stack.negative",
      [
        "list": .text(wording.language.list(layers.map(wording.name))), "count": .count(layers.count),
        "kind": .text(kind.rawValue),
      ])
  }

  func summary() -> ChartSummary {
    var sentences: [String] = []
    if options.includeOrientation { sentences.append(wording.orientation()) }
    if options.verbosity != .brief { sentences.append(wording.layersSentence()) }
    let total = showsTotals ? totalSummary() : nil
    let totalIndex = total?.summary.isEmpty == false ? sentences.count : nil
    if let total, !total.summary.isEmpty { sentences.append(total.summary) }
    if let largest = largestSentence() { sentences.append(largest) }
    if options.verbosity != .brief {
      sentences += [sharesSentence(), shiftSentence(), growthSentence(), negativeSentence()].compactMap { $0 }
    }
    var details: [ChartSummary.Statistic] = []
    var features: [ChartSummary.Feature] = []
    if options.verbosity == .detailed {
      features = total?.features ?? []
      details = (total?.statistics ?? []) + layerDetails()
    }
    var facts = wording.baseFacts()
    if showsTotals {
      facts["highestTotal"] = wording.atX(statistics.highestTotal)
      facts["lowestTotal"] = wording.atX(statistics.lowestTotal)
      facts["total"] = total?.facts ?? .null
    }
    func change(_ change: StackStatistics.Change?) -> JSONValue {
      guard let change else { return .null }
      return .object(
        JSONObject([
          ("layer", .string(wording.layout.layerNames[change.layer])), ("from", StackWording.number(change.from)),
          ("to", StackWording.number(change.to)),
        ]))
    }
    facts["shareFall"] = wording.isOrdered ? change(statistics.shareFall) : .null
    facts["shareRise"] = wording.isOrdered ? change(statistics.shareRise) : .null
    facts["growth"] = wording.isOrdered ? change(statistics.growth) : .null
    return ChartSummary(
      summary: wording.xWriter.yearOnce(
        in: wording.formatter.summaryText(sentences, keeping: Set([totalIndex].compactMap { $0 }))),
      features: features, statistics: details,
      facts: .object(facts),
      language: options.context.language)
  }

  /// Per layer: its share of the whole, its share at the first and last x, and at how many x it
  /// is the largest part.
  func layerDetails() -> [ChartSummary.Statistic] {
    var rows: [ChartSummary.Statistic] = []
    for layer in 0..<wording.layout.layerCount {
      let name = wording.name(layer)
      func add(_ label: String, _ value: String) {
        rows.append(
          ChartSummary.Statistic(
            series: name, label: wording.text("details.stack", ["name": .text(label)]), value: value))
      }
      if kind != .normalizedBar { add("sum", wording.value(statistics.sums[layer])) }
      let share = statistics.overallShares[layer]
      if !share.isNaN { add("share", wording.percent(share)) }
      if let first = statistics.firstX, let last = statistics.lastX, first != last,
        let a = statistics.firstShares[safe: layer], let b = statistics.lastShares[safe: layer], !a.isNaN, !b.isNaN
      {
        add("firstShare", "\(wording.xText(first)), \(wording.percent(a))")
        add("lastShare", "\(wording.xText(last)), \(wording.percent(b))")
      }
      add("largest", wording.largestCountText(layer, kind: kind))
    }
    return rows
  }

  /// One line per x: "2001: Coal 300, Gas 200, Wind 10; total 510." (a normalized chart: each
  /// layer's share, then the total it is of).
  func pointLines() -> [String] {
    let layout = wording.layout
    return (0..<layout.count).map { x in
      guard layout.hasValue(at: x) else { return wording.text("stack.gap", ["x": .text(wording.xText(x))]) }
      let items = (0..<layout.layerCount).compactMap { layer -> String? in
        let value = layout.values[layer][x]
        guard !value.isNaN else { return nil }
        let shown =
          kind == .normalizedBar
          ? wording.percent(layout.share(layer: layer, at: x)) : wording.exact(value)
        return wording.text("stack.shareItem", ["layer": .text(wording.name(layer)), "share": .text(shown)])
      }
      return wording.text(
        "stack.point",
        [
          "x": .text(wording.xText(x)), "list": .text(items.joined(separator: ", ")),
          "total": .text(wording.exact(layout.total(at: x))), "normalized": .flag(kind == .normalizedBar),
        ])
    }
  }
}

/// A grouped bar chart's story (``ChartKind/groupedBar``): the series in each group, which series
/// is highest in how many categories, and where the lead changes (over ordered x: when, up to
/// ``maximumListedChanges``; over unordered categories: where the other series lead).
struct GroupedBarStory: KindStory {
  let wording: StackWording
  let options: SummaryOptions

  /// The most lead changes or categories named one by one: 5.
  static let maximumListedChanges = 5

  init?(chart: AXChartDescriptor, options: SummaryOptions) {
    guard let wording = StackWording(chart: chart, options: options, kind: .groupedBar) else { return nil }
    self.wording = wording
    self.options = options
  }

  var statistics: StackStatistics { wording.statistics }

  func leaderSentence() -> String? {
    let counts = statistics.largestCounts
    guard counts.count > 1 else { return nil }
    let order = counts.indices.filter { counts[$0] > 0 }.sorted { counts[$0] > counts[$1] }
    guard let top = order.first else { return nil }
    let rest = order.dropFirst().prefix(options.thresholds.maximumSeriesHeadlines).map { layer in
      wording.text("grouped.leaderItem", ["series": .text(wording.name(layer)), "count": .count(counts[layer])])
    }
    return wording.text(
      "grouped.leaders",
      [
        "series": .text(wording.name(top)), "count": .count(counts[top]), "total": .count(statistics.count),
        "all": .flag(counts[top] == statistics.count),
        "rest": .optional(rest.isEmpty ? nil : wording.language.list(Array(rest))),
      ])
  }

  func changesSentence() -> String? {
    let changes = statistics.leadChanges
    guard !changes.isEmpty else { return nil }
    if wording.isOrdered {
      let listed = changes.prefix(Self.maximumListedChanges).map { x in
        wording.text(
          "grouped.change", ["series": .text(wording.name(statistics.largest[x])), "x": .text(wording.xPhrase(x))])
      }
      return wording.text(
        "grouped.changes",
        [
          "count": .count(changes.count), "list": .text(wording.language.list(listed)),
          "more": .flag(changes.count > listed.count),
        ])
    }
    // Unordered categories: where each series other than the most frequent leader leads.
    let counts = statistics.largestCounts
    guard let top = counts.indices.max(by: { counts[$0] < counts[$1] }) else { return nil }
    var items: [String] = []
    for layer in counts.indices where layer != top && counts[layer] > 0 {
      let places = statistics.largest.indices.filter { statistics.largest[$0] == layer }
      guard places.count <= Self.maximumListedChanges else { continue }
      items.append(
        wording.text(
          "grouped.ledIn",
          ["series": .text(wording.name(layer)), "list": .text(wording.language.list(places.map(wording.xText)))]))
    }
    return items.isEmpty ? nil : items.joined(separator: " ")
  }

  func summary() -> ChartSummary {
    var sentences: [String] = []
    if options.includeOrientation { sentences.append(wording.orientation()) }
    if options.verbosity != .brief { sentences.append(wording.layersSentence()) }
    if let leaders = leaderSentence() { sentences.append(leaders) }
    if options.verbosity != .brief, let changes = changesSentence() { sentences.append(changes) }
    var details: [ChartSummary.Statistic] = []
    if options.verbosity == .detailed {
      for layer in 0..<wording.layout.layerCount {
        details.append(
          ChartSummary.Statistic(
            series: wording.name(layer), label: wording.text("details.stack", ["name": "highest"]),
            value: wording.largestCountText(layer, kind: .groupedBar)))
      }
    }
    var facts = wording.baseFacts()
    facts["leadChanges"] = .array(
      statistics.leadChanges.map { x in
        .object(
          JSONObject([("x", wording.xFact(x)), ("leader", .string(wording.layout.layerNames[statistics.largest[x]]))])
        )
      })
    return ChartSummary(
      summary: wording.xWriter.yearOnce(in: wording.formatter.summaryText(sentences)), statistics: details,
      facts: .object(facts),
      language: options.context.language)
  }

  /// One line per category: "2015: Coal 300, Gas 200, Wind 10; highest Coal."
  func pointLines() -> [String] {
    let layout = wording.layout
    return (0..<layout.count).map { x in
      guard layout.hasValue(at: x) else { return wording.text("stack.gap", ["x": .text(wording.xText(x))]) }
      let items = (0..<layout.layerCount).compactMap { layer -> String? in
        let value = layout.values[layer][x]
        guard !value.isNaN else { return nil }
        return wording.text(
          "stack.shareItem", ["layer": .text(wording.name(layer)), "share": .text(wording.exact(value))])
      }
      return wording.text(
        "grouped.point",
        [
          "x": .text(wording.xText(x)), "list": .text(items.joined(separator: ", ")),
          "series": .text(wording.name(statistics.largest[x])),
        ])
    }
  }
}
