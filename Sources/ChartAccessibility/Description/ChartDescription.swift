public import Foundation

extension AXChartDescriptor {
  /// What VoiceOver's Describe Chart says, one sentence group per line: the title, the summary
  /// (the descriptor's own, or `summary` when the descriptor has none), each axis in words with its
  /// range, the reference lines, and each series with its point count.
  ///
  ///     IQ Score Trend.
  ///     X axis: Test Date. Dates from December 5, 2025 to January 4, 2026.
  ///     Y axis: IQ Score. From 70 IQ points to 150 IQ points.
  ///     Reference line on the y axis: Average IQ, at 100 IQ points.
  ///     Series: IQ Score. Line, 4 data points, 3 with 95% confidence intervals.
  ///
  /// A box plot's series are its groups ("Group 1 of 3: ctrl, 10 values."), a histogram's series
  /// counts its bins and values ("Series: eruptions. 15 bins, 272 values."), a heatmap's series
  /// are its rows ("Row 2 of 4: year 2013, 12 cells."). A heatmap's month and weekday labels are said
  /// in the pack's language, as its summary says them ("von Januar bis Dezember").
  ///
  /// Lines are plain text without symbols, so a screen reader reads each one well; numbers and
  /// dates are written by the axes' value description providers, with a negative number said
  /// with the word ("Values from minus 10 degrees Celsius to 30 degrees Celsius", see
  /// ``LanguagePack/negativeNumbersInWords(_:)``). A date axis says "Dates from",
  /// a year axis "Years from 1565 to 1821", any other numeric axis "Values from".
  ///
  /// - Parameters:
  ///   - fallbackSummary: the summary to speak when the descriptor has none of its own (the
  ///     generated one), or `nil` for none.
  ///   - language: the language of the words around the values (`describe.*` messages of the
  ///     pack); the values themselves are written by the axes, in the locale they were built with.
  ///   - locale: the locale of the numbers the description writes itself (an interval level,
  ///     "95 %").
  public func describeChartLines(
    summary fallbackSummary: String? = nil, language: LanguagePack = .english,
    locale: Locale = Locale(identifier: "en_US")
  ) -> [String] {
    let words = language
    var lines: [String] = []
    lines.append(sentence(title.flatMap { $0.isEmpty ? nil : $0 } ?? words.text("describe.untitled")))
    if let text = summary ?? fallbackSummary, !text.isEmpty { lines.append(sentence(text)) }
    // A heatmap's x axis holds its columns and its y axis the values of its cells (their colour
    // scale): "Columns: month …", "Cell values: temp_max …"; its rows come as one line each.
    let heatmap = MessageArgument.flag(kind == .heatmap)
    lines.append(
      words.text(
        "describe.xAxis",
        ["axis": .text(axisDescription(xAxis, language: words, spokenLabels: kind == .heatmap)), "heatmap": heatmap]))
    if let yAxis {
      lines.append(
        words.text("describe.yAxis", ["axis": .text(axisDescription(yAxis, language: words)), "heatmap": heatmap]))
    }
    for (index, axis) in additionalAxes.enumerated() {
      lines.append(
        words.text(
          "describe.additionalAxis",
          ["number": .count(index + 1), "axis": .text(axisDescription(axis, language: words))]))
    }
    for line in referenceLines {
      let provider =
        line.axis == .x
        ? (xAxis as? AXNumericDataAxisDescriptor)?.valueDescriptionProvider : yAxis?.valueDescriptionProvider
      let value = words.negativeNumbersInWords(
        provider?(line.value) ?? ValueFormatter(format: nil).string(for: line.value))
      lines.append(
        words.text(
          "describe.referenceLine",
          ["axis": .text(line.axis.rawValue), "label": .text(line.label), "value": .text(value)]))
    }
    for (index, series) in series.enumerated() {
      lines.append(seriesDescription(series, number: index + 1, language: words, locale: locale))
    }
    return lines
  }

  /// One line per point of each series, each the point's ``pointDescription(_:)``. With several
  /// series, each point is prefixed with its series name (or "Series N").
  ///
  /// - Parameter language: the language of the words around the values ("Series 2", "no value").
  public func pointDescriptionLines(language: LanguagePack = .english) -> [String] {
    var lines: [String] = []
    for (index, series) in series.enumerated() {
      let name = self.series.count > 1 ? seriesName(at: index, language: language) : nil
      for point in series.dataPoints {
        let description = pointDescription(point, language: language)
        let startsLine = name == nil ? lineStart(description, of: point) : description
        lines.append(
          sentence(
            name.map { language.text("point.inSeries", ["series": .text($0), "point": .text(description)]) }
              ?? startsLine))
      }
    }
    return lines
  }

  /// `axis` in words. With `spokenLabels`, month and weekday categories are said in the
  /// language of `language` (``HeatmapLabelOrder/spoken(_:language:)``).
  ///
  /// A date range within one year says the year once, with the last date: "Dates from January to
  /// October 2024" ("von Januar bis Oktober 2024", "de janvier à octobre 2024", "de enero a
  /// octubre de 2024", "from March 1 to March 31, 2024"), as the summaries do.
  private func axisDescription(
    _ axis: any AXDataAxisDescriptor, language: LanguagePack, spokenLabels: Bool = false
  ) -> String {
    let title = axis.title.isEmpty ? language.text("describe.untitledAxis") : axis.title
    if let categorical = axis as? AXCategoricalDataAxisDescriptor {
      let categories =
        spokenLabels
        ? HeatmapLabelOrder.spoken(categorical.categoryOrder, language: language.identifier)
        : categorical.categoryOrder
      switch categories.count {
      case 0: return sentence(title) + " " + language.text("describe.noCategories")
      case 1...8:
        return sentence(title) + " "
          + sentence(
            language.text(
              "describe.categories",
              ["count": .count(categories.count), "list": .text(joinedList(categories, language: language))]))
      default:
        return sentence(title) + " "
          + sentence(
            language.text(
              "describe.categoriesRange",
              [
                "count": .count(categories.count), "first": .text(categories[0]),
                "last": .text(categories[categories.count - 1]),
              ]))
      }
    }
    guard let numeric = axis as? AXNumericDataAxisDescriptor else { return sentence(title) }
    // A sentence says dates as prose does: months spelled out, quarters in words ("vom ersten
    // Quartal 1945 bis zum vierten Quartal 1974", not "von Q1 1945 bis Q4 1974"); an app's
    // closure is said as it writes.
    var prose = numeric.providerFormatter
    prose?.context.dateWording = .prose
    let spoken = { (value: Double) in
      numeric.valueKind == .date
        ? prose?.string(for: value) ?? numeric.valueDescriptionProvider(value)
        : numeric.valueDescriptionProvider(value)
    }
    var lower = language.negativeNumbersInWords(spoken(numeric.range.lowerBound))
    var upper = language.negativeNumbersInWords(spoken(numeric.range.upperBound))
    // Dates of one calendar year say it once, as the summary does: at the end of a range of
    // months or days ("from January to October 2024"), on the first of two dates with a time
    // ("from May 1, 2013 at 4:00 AM to May 4 at 3:00 AM"). An app's closure is said as it writes.
    if numeric.valueKind == .date, let prose, lower != upper,
      prose.context.calendarFields(of: numeric.range.lowerBound).year
        == prose.context.calendarFields(of: numeric.range.upperBound).year
    {
      if (prose.format?.style ?? .date(prose.defaults.dateStyle)) == .date(.dateTime) {
        upper = prose.stringWithoutYear(for: numeric.range.upperBound) ?? upper
      } else {
        lower = prose.stringWithoutYear(for: numeric.range.lowerBound) ?? lower
      }
    }
    var text = sentence(title) + " "
    let kind: MessageArgument = .text(numeric.valueKind.rawValue)
    if numeric.rangeIsDerivedFromData && !hasValues(on: numeric) {
      text += language.text("describe.noData")
    } else if numeric.range.lowerBound == numeric.range.upperBound {
      text += sentence(language.text("describe.single", ["kind": kind, "value": .text(lower)]))
    } else {
      // Dates that start with the day ("1er mars 2024", "1 de marzo de 2024") take an article
      // or contraction in some languages ("du … au …"); months and years ("2001") do not.
      // Percentages take one in Spanish ("del 0 % al 6 %"), but not a negative lower bound said
      // in words ("de menos 3,2 % a 3,8 %", not "del menos"); quarters in words as days do ("vom
      // ersten Quartal 1945 bis zum vierten Quartal 1974", « entre le premier trimestre … »).
      let isQuarter = prose.map { ($0.format?.style ?? .date($0.defaults.dateStyle)) == .date(.quarter) } ?? false
      let startsWithDay = isQuarter || (lower.first?.isNumber == true && !lower.allSatisfy(\.isNumber))
      let role: MessageArgument =
        numeric.valueKind == .date && startsWithDay
        ? "day" : lower.hasSuffix("%") && lower.first?.isNumber == true ? "percent" : "other"
      text += sentence(
        language.text("describe.range", ["kind": kind, "lower": .text(lower), "upper": .text(upper), "role": role]))
    }
    switch numeric.scaleType {
    case .linear: break
    case .log10: text += " " + language.text("describe.log10")
    case .ln: text += " " + language.text("describe.ln")
    }
    return text
  }

  /// Whether any point has a value on `axis` (x, y or an additional axis). Reads columns where a
  /// series keeps them, so describing a large chart makes no point objects.
  private func hasValues(on axis: AXNumericDataAxisDescriptor) -> Bool {
    if axis === yAxis { return series.contains { $0.pointCount > $0.missingYCount } }
    return series.contains { $0.pointCount > 0 }
  }

  private func seriesDescription(
    _ series: AXDataSeriesDescriptor, number: Int, language: LanguagePack, locale: Locale
  ) -> String {
    // A series without a name of its own among several is "Series 2 of 2", not "Series 2 of 2:
    // Series 2": its name would only repeat its number.
    let named = self.series.count == 1 || !(series.name ?? "").isEmpty
    // A box plot's series is a group of observations ("Group 1 of 3: ctrl, 10 values."), not one
    // point; a histogram's points are its bins ("15 bins, 272 values").
    if let distribution = series.distribution, kind == .boxPlot {
      let hasName = !(series.name ?? "").isEmpty
      return language.text(
        "describe.group",
        [
          "several": .flag(self.series.count > 1), "number": .count(number), "total": .count(self.series.count),
          "named": .flag(hasName), "name": .text(series.name ?? ""), "known": .flag(distribution.isCountKnown),
          "count": .count(distribution.count),
        ])
    }
    if kind == .heatmap {
      // "year 2013", as the summary names a row: the rows' title, then the label.
      let label = HeatmapLabelOrder.spoken([series.name ?? ""], language: language.identifier)[0]
      let title = heatmap?.rowTitle ?? ""
      let name = title.isEmpty ? label : title + " " + label
      return language.text(
        "describe.heatmapRow",
        [
          "number": .count(number), "total": .count(self.series.count), "name": .text(name),
          "count": .count(series.pointCount), "empty": .count(series.missingYCount),
        ])
    }
    let header = language.text(
      "describe.seriesHeader",
      [
        "several": .flag(self.series.count > 1), "number": .count(number), "total": .count(self.series.count),
        "named": .flag(named),
      ])
    let name = named ? sentence(seriesName(at: number - 1, language: language)) + " " : ""
    let count = series.pointCount
    var facts: [String]
    if let distribution = series.distribution, kind == .histogram {
      facts = [
        language.text(
          "describe.bins", ["bins": .count(count), "count": .count(distribution.count)])
      ]
    } else if isPie {
      facts = [language.text("describe.pieSlices", ["count": .count(count)])]
    } else {
      facts = [language.text("describe.seriesKind", ["continuous": .flag(series.isContinuous)])]
      facts.append(language.text("describe.dataPoints", ["count": .count(count)]))
    }
    let missing = series.missingYCount
    if missing > 0 { facts.append(language.text("describe.missing", ["count": .count(missing)])) }
    let intervals = series.intervalCount
    if intervals > 0 {
      let level = series.confidenceLevel.map {
        ValueFormatter(
          format: ValueFormat(style: .fraction),
          context: FormattingContext(locale: locale, timeZone: TimeZone(identifier: "UTC")!)
        ).string(for: $0)
      }
      facts.append(
        language.text(
          "describe.intervals",
          ["all": .flag(intervals == count), "count": .count(intervals), "level": .optional(level)]))
    }
    return header + name + sentence(facts.joined(separator: language.text("list.separator")))
  }
}

extension AXChartDescriptor {
  /// Whether the chart is a pie: declared so (``kind``), else ``readsAsPie``.
  package var isPie: Bool { kind.map { $0 == .pie } ?? readsAsPie }

  /// Whether a chart that does not declare its kind is read as a pie: unordered categories
  /// (not ordered, and not drawn as a line) around a circle (a radial ``contentDirection``). The
  /// one rule `describe` and the summarizer's kind inference both follow.
  package var readsAsPie: Bool {
    guard let categorical = xAxis as? AXCategoricalDataAxisDescriptor,
      contentDirection == .radialClockwise || contentDirection == .radialCounterClockwise
    else { return false }
    return !(categorical.isOrdered ?? series.contains(where: \.isContinuous))
  }
}

/// `text` ending with a period (unless it already ends with . ! or ?).
func sentence(_ text: String) -> String {
  guard let last = text.last else { return text }
  return ".!?".contains(last) ? text : text + "."
}

/// "A", "A and B", "A, B and C" (`list.separator`, `list.last`).
func joinedList(_ items: [String], language: LanguagePack = .english) -> String {
  guard items.count > 1 else { return items.first ?? "" }
  return items.dropLast().joined(separator: language.text("list.separator")) + language.text("list.last")
    + items[items.count - 1]
}
